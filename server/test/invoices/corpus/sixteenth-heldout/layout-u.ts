/** SIXTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 12; unsealed in session 13).
 * Layout u, HTML printed by Chromium.
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
  addMonths,
  amount,
  buyTypeText,
  buys,
  contractTerm,
  customerIco,
  cur,
  date,
  energy,
  fuelMix,
  ibanGrouped,
  itemsOf,
  kwhText,
  meterReadings,
  money,
  nextAdvances,
  num,
  padded,
  paidAdvances,
  pickLabels,
  priceParts,
  promoText,
  quantityParts,
  sellTypeText,
  sells,
  sumTotals,
  supplierParty,
} from './common.ts'

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
const css = (s: string) => s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')
const COLUMNS = 'ABCDEFGHIJ'

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Elektřina VT', 'Silová el. VT', 'Energie – vysoký tarif'],
  energyNt: ['Elektřina NT', 'Silová el. NT', 'Energie – nízký tarif'],
  energySingle: ['Elektřina', 'Silová el.', 'Energie – jednotarif'],
  monthlyFee: ['Měsíční plat za OM', 'Stálá platba', 'Poplatek za odběrné místo'],
  spotFee: ['Přirážka k ceně denního trhu OTE', 'Cena služby obchodníka ke spotu', 'Poplatek za službu SPOT'],
  discountVt: ['Sleva {p} % – elektřina VT'],
  distVt: ['Distribuce VT', 'Distr. množství VT', 'Síťové služby VT'],
  distNt: ['Distribuce NT', 'Distr. množství NT', 'Síťové služby NT'],
  distSingle: ['Distribuce', 'Distr. množství', 'Síťové služby'],
  breaker: ['Jistič', 'Příkon – jistič', 'Kapacita jističe'],
  poze: ['POZE', 'Příspěvek POZE'],
  systemServices: ['Systémové služby', 'Syst. služby ČEPS'],
  infrastructure: ['OTE – nesíťová infrastruktura', 'Činnost OTE'],
  tax: ['Daň z elektřiny', 'Spotřební daň z elektřiny'],
  sellEnergy: ['Výkup přetoků', 'Výkup z FVE', 'Vykoupená elektřina'],
  sellFee: ['Srážka z tržní ceny přetoků', 'Poplatek obchodníka z výkupu SPOT', 'Odpočet za obchodování přebytků'],
  sellMonthly: ['Měsíční poplatek za výkupní místo', 'Měsíční paušál výkupu'],
}
const SINGLE: Partial<Record<RowKind, string[]>> = { discountVt: ['Sleva {p} % – elektřina'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Elektřina VT (spot)', 'Silová el. VT – cena OTE'],
  energyNt: ['Elektřina NT (spot)', 'Silová el. NT – cena OTE'],
  energySingle: ['Elektřina (spot)', 'Silová el. – cena OTE'],
}

/** A cell of the printed sheet: its text (HTML), how many columns it spans, its classes. */
interface Cell {
  v: string
  span?: number
  cls?: string
}
type Row = Cell[] | 'blank' | { note: string; cls?: string }

const cell = (v: string, cls?: string, span?: number): Cell => ({ v, ...(cls ? { cls } : {}), ...(span ? { span } : {}) })

/** The rows of a sheet as a spreadsheet program prints them: column letters on top, row numbers on the left, gridlines. */
function sheetHtml(rows: Row[], widths: number[], name: string): string {
  const cols = widths.length
  const head = `<thead><tr><th class="corner"></th>${widths.map((_, k) => `<th class="col">${COLUMNS[k]}</th>`).join('')}</tr></thead>`
  const body = rows
    .map((row, index) => {
      const rn = `<th class="rn">${index + 1}</th>`
      if (row === 'blank') return `<tr>${rn}${widths.map(() => '<td></td>').join('')}</tr>`
      if (!Array.isArray(row)) return `<tr>${rn}<td colspan="${cols}" class="note ${row.cls ?? ''}">${row.note}</td></tr>`
      let used = 0
      const cells = row.map((c) => {
        used += c.span ?? 1
        return `<td${c.span ? ` colspan="${c.span}"` : ''}${c.cls ? ` class="${c.cls}"` : ''}>${c.v}</td>`
      })
      while (used < cols) {
        cells.push('<td></td>')
        used++
      }
      return `<tr>${rn}${cells.join('')}</tr>`
    })
    .join('')
  return `<table class="sheet ${name}"><colgroup><col style="width:26px">${widths.map((w) => `<col style="width:${w}px">`).join('')}</colgroup>${head}<tbody>${body}</tbody></table>`
}

/** The HTML of one bill in layout u. */
export function layoutUHtml(bill: Bill, random: Random): string {
  const party = supplierParty(bill)
  const labels = pickLabels(
    bill,
    random,
    { ...POOLS, ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) } as Record<RowKind, string[]>,
    SINGLE,
  )
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 4, 5])
  const per: 'kWh' | 'MWh' = random.chance(0.6) ? bill.energyUnit : random.pick(['kWh', 'MWh'] as const)
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const sellOnly = bill.direction === 'sell'
  const pointEan = sellOnly ? bill.productionEan! : bill.ean
  const readings = meterReadings(bill, random)
  const font = random.pick(["'Liberation Sans', 'DejaVu Sans', sans-serif", "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif"])
  const file = `${random.pick(['vyuctovani', 'faktura', 'VYUCT'])}_${bill.invoiceNumber}.xlsx`
  const breakerText = random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases}×${bill.breaker.amps} A`])
  const d = (iso: string) => date(bill, iso)
  const n = (s: string) => cell(s, 'n')
  const k = (s: string, span = 1) => cell(s, 'k', span > 1 ? span : undefined)
  const v = (s: string, span = 1, cls = 'v') => cell(s, cls, span > 1 ? span : undefined)

  // ---------------------------------------------------------------- sheet 1: the bill
  const rows: Row[] = []
  const headRight: [string, string][] = [
    [sellOnly ? 'Číslo dokladu' : 'Číslo faktury', `<b>${esc(bill.invoiceNumber)}</b>`],
    ['Datum vystavení', d(bill.issueDate)],
    [sellOnly ? 'Datum plnění' : 'DUZP', padded(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Datum splatnosti' : 'Vyplacení do', d(bill.dueDate)],
    ['Variabilní symbol', `<b>${bill.variableSymbol}</b>`],
    ['Konstantní symbol', random.pick(['0308', '0008'])],
  ]
  const headLeft: Cell[] = [
    cell(sellOnly ? 'VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY' : random.pick(['VYÚČTOVÁNÍ ELEKTŘINY', 'FAKTURA – VYÚČTOVÁNÍ ELEKTŘINY']), 'title', 5),
    cell(`<b>${esc(party.name)}</b>`, 'v', 5),
    cell(`${esc(party.street)}, ${party.zipCity}`, 'v', 5),
    cell(`IČO: ${party.ico}   DIČ: CZ${party.ico}`, 'v', 5),
    cell(`Bankovní spojení: ${party.account} (${esc(party.bank)})`, 'v', 5),
    cell(`Tel.: ${party.phone}   E-mail: ${party.email}`, 'v', 5),
  ]
  headRight.forEach(([label, value], i) => {
    rows.push([headLeft[i]!, k(label, 2), v(value, 3)])
  })
  rows.push('blank')

  const customer: [string, string][] = [[sellOnly ? 'Výrobce' : 'Odběratel', `<b>${esc(bill.customerName)}</b>`]]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    customer.push(['IČ / DIČ', `IČ: ${ico} / DIČ: CZ${ico}`])
  }
  customer.push(['Fakturační adresa', `${esc(bill.billingAddress.street)}, ${bill.billingAddress.zip} ${esc(bill.billingAddress.city)}`])
  customer.push([random.pick(['Číslo zákazníka', 'Zákaznické číslo']), bill.customerNumber])
  customer.push([sellOnly ? 'EAN výrobny' : 'EAN odběrného místa', pointEan])
  if (bill.addressOnTwoLines) {
    customer.push([sellOnly ? 'Výrobna – ulice' : 'Odběrné místo – ulice', esc(bill.supplyAddress.street)])
    customer.push(['PSČ a obec', `${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`])
  } else
    customer.push([
      sellOnly ? 'Adresa výrobny' : 'Adresa odběrného místa',
      `${esc(bill.supplyAddress.street)}, ${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`,
    ])
  const contract: [string, string][] = [
    ['Zúčtovací období od', d(bill.periodFrom)],
    ['Zúčtovací období do', d(bill.periodTo)],
  ]
  if (buys(bill)) {
    contract.push(['Distribuční sazba', bill.rate])
    contract.push(['Hlavní jistič', breakerText])
    if (bill.distributorShown === 'explicit') contract.push(['Distributor', DISTRIBUTOR_FULL[bill.distributor]])
    contract.push(['Produkt', esc(bill.productName)])
    contract.push(['Typ ceny', buyTypeText(bill, random)])
  }
  if (sells(bill)) {
    if (buys(bill)) contract.push(['EAN výrobny', bill.productionEan!])
    contract.push([buys(bill) ? 'Produkt výkupu' : 'Produkt', esc(bill.sellProductName)])
    contract.push([buys(bill) ? 'Cena výkupu' : 'Typ ceny', sellTypeText(bill, random)])
  }
  const [termLabel, termValue] = contractTerm(bill, random, ['Platnost smlouvy do', 'Smlouva platí do', 'Dodávka sjednána do'])
  contract.push([termLabel, termValue])
  for (let i = 0; i < Math.max(customer.length, contract.length); i++) {
    const a = customer[i]
    const b = contract[i]
    rows.push([
      a ? k(a[0]) : cell(''),
      a ? v(a[1], 4) : cell('', undefined, 4),
      b ? k(b[0], 2) : cell('', undefined, 2),
      b ? v(b[1], 3) : cell('', undefined, 3),
    ])
  }
  rows.push('blank')

  // items
  rows.push(
    ['Položka', 'Od', 'Do', 'Množství', 'MJ', 'Cena za MJ', 'Jedn. ceny', `Bez DPH (${c})`, 'DPH %', `S DPH (${c})`].map((h, i) =>
      cell(h, i >= 3 && i !== 4 && i !== 6 ? 'h n' : 'h'),
    ),
  )
  const groups: { title: string; kinds: RowKind[] }[] = []
  if (buys(bill)) {
    groups.push({
      title: 'Dodávka elektřiny (neregulovaná část)',
      kinds: ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee'],
    })
    groups.push({
      title: 'Distribuce a regulované služby',
      kinds: ['distVt', 'distNt', 'distSingle', 'breaker', 'systemServices', 'poze', 'infrastructure', 'tax'],
    })
  }
  if (sells(bill))
    groups.push({ title: 'Výkup elektřiny z výrobny (výrobce není plátce DPH)', kinds: ['sellEnergy', 'sellFee', 'sellMonthly'] })
  const itemRow = (item: LineItem): Cell[] => {
    const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
    const [price, priceUnit] = priceParts(bill, item, 'měs.', per)
    const sell = item.kind.startsWith('sell')
    const gross = sell ? item.total : Math.round(item.total * 121 + Math.sign(item.total) * 1e-7) / 100
    const name =
      item.kind === 'distVt' || item.kind === 'distNt' || item.kind === 'distSingle'
        ? `${labels[item.kind]} ${bill.rate}`
        : item.kind === 'breaker'
          ? `${labels.breaker} ${breakerText}`
          : labels[item.kind]
    return [
      cell(esc(name)),
      cell(d(item.from)),
      cell(d(item.to)),
      n(qty),
      cell(unit),
      n(price),
      cell(priceUnit),
      n(amount(bill, item.total)),
      cell(sell ? '—' : '21', 'n'),
      n(amount(bill, gross)),
    ]
  }
  for (const group of groups) {
    const items = itemsOf(bill, group.kinds).sort((a, b) =>
      a.kind === b.kind ? (a.from < b.from ? -1 : 1) : group.kinds.indexOf(a.kind) - group.kinds.indexOf(b.kind),
    )
    if (!items.length) continue
    rows.push([cell(group.title, 'g', 10)])
    for (const item of items) rows.push(itemRow(item))
    rows.push([cell('Mezisoučet', 'sub', 7), cell(amount(bill, sumTotals(items)), 'sub n'), cell('', 'sub'), cell('', 'sub')])
  }
  rows.push('blank')

  // recap on the right, consumption on the left
  const recap: [string, string, string?][] = []
  if (buys(bill)) {
    recap.push(['Celkem bez DPH', money(bill, bill.buyTotalNoVat)])
    recap.push(['DPH 21 %', money(bill, bill.vat)])
    recap.push(['Celkem s DPH', money(bill, bill.buyTotalWithVat), 'b'])
    recap.push([random.pick(['Uhrazené zálohy', 'Zálohy zaplacené']), money(bill, -bill.advances)])
    if (sells(bill)) recap.push(['Výkup (odečet)', money(bill, -bill.sellTotal)])
  } else recap.push(['Výkup celkem', money(bill, bill.sellTotal), 'b'])
  const resultLabel =
    bill.balance > 0
      ? random.pick(['Nedoplatek k úhradě', 'K úhradě', 'Doplatek'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Přeplatek', 'Přeplatek k vrácení'])
        : 'Vyrovnáno'
  recap.push([resultLabel, money(bill, Math.abs(bill.balance)), 'res'])
  const usage: [string, string][] = []
  if (buys(bill)) {
    if (bill.twoTariff) {
      usage.push(['Spotřeba VT', e(bill.vtKwh)])
      usage.push(['Spotřeba NT', e(bill.ntKwh)])
    } else usage.push(['Spotřeba (jednotarif, VT)', e(bill.vtKwh)])
    usage.push(['Celková spotřeba', e(bill.statedTotalKwh)])
    if (bill.yearlyEstimatePrinted !== null)
      usage.push([random.pick(['Očekávaný roční odběr', 'Předpokládaná roční spotřeba']), kwhText(bill, bill.yearlyEstimatePrinted)])
  }
  if (sells(bill)) usage.push(['Dodáno do sítě (výkup)', e(bill.soldKwh)])
  for (let i = 0; i < Math.max(recap.length, usage.length); i++) {
    const a = usage[i]
    const b = recap[i]
    const cls = b?.[2] ?? ''
    rows.push([
      a ? k(a[0]) : cell(''),
      a ? v(a[1], 2, 'v nw') : cell('', undefined, 2),
      cell('', undefined, 2),
      b ? cell(b[0], `k r ${cls}`, 3) : cell('', undefined, 3),
      b ? cell(b[1], `n ${cls}`, 2) : cell('', undefined, 2),
    ])
  }
  rows.push('blank')

  // payment
  if (bill.balance > 0) {
    rows.push([k('Platební údaje'), v(`Částku ${money(bill, bill.balance)} uhraďte do ${d(bill.dueDate)}.`, 9)])
    rows.push([k('Účet'), v(`${party.account}`, 2), k('IBAN', 2), v(ibanGrouped(party.account), 5)])
    rows.push([k('VS'), v(bill.variableSymbol, 2), k('Zpráva pro příjemce', 2), v(`Elektřina ${esc(bill.invoiceNumber)}`, 5)])
  } else if (bill.balance < 0)
    rows.push([
      k(sellOnly ? 'Výplata' : 'Vrácení přeplatku'),
      v(`${sellOnly ? 'Částku' : 'Přeplatek'} ${money(bill, -bill.balance)} zašleme do ${d(bill.dueDate)} na Váš účet.`, 9),
    ])
  rows.push('blank')
  const notes: string[] = []
  if (buys(bill) && bill.distributorShown === 'fault-line')
    notes.push(`Poruchy hlaste na poruchovou linku distributora: ${FAULT_LINES[bill.distributor]} (nonstop).`)
  if (buys(bill) && bill.distributorShown === 'explicit' && random.chance(0.5))
    notes.push(`Poruchová linka ${DISTRIBUTOR_FULL[bill.distributor]}: ${FAULT_LINES[bill.distributor]}.`)
  notes.push(`Dotazy k vyúčtování: ${party.phone}, ${party.email}, ${party.web}.`)
  notes.push(esc(promoText(bill, random)))
  for (const note of notes) rows.push({ note })

  // ---------------------------------------------------------------- sheet 2: readings, advances, notes
  const second: Row[] = []
  second.push([cell(`Odečty – elektroměr č. ${readings.meter}`, 'title', 4), cell(`k dokladu ${esc(bill.invoiceNumber)}`, 'v', 3)])
  second.push(
    ['Registr', 'Od', 'Do', 'Počáteční stav', 'Konečný stav', 'Rozdíl kWh', 'Způsob'].map((h, i) =>
      cell(h, i >= 3 && i <= 5 ? 'h n' : 'h'),
    ),
  )
  for (const r of readings.rows)
    second.push([
      cell(
        r.kind === 'out'
          ? `${r.register} (do sítě)`
          : r.kind === 'nt'
            ? `${r.register} NT`
            : bill.twoTariff
              ? `${r.register} VT`
              : r.register,
      ),
      cell(d(r.from)),
      cell(d(r.to)),
      n(num(bill, r.start, 0)),
      n(num(bill, r.end, 0)),
      n(num(bill, r.end - r.start, 0)),
      cell(r.estimated ? 'odhad' : 'odečet'),
    ])
  second.push('blank')
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([5, 15, 25]), random.chance(0.3))
    second.push([cell('Zaplacené zálohy', 'title', 4)])
    second.push([cell('Splatnost', 'h'), cell('Zaplaceno', 'h'), cell(`Částka (${c})`, 'h n')])
    for (const pay of paid)
      second.push([
        cell(d(pay.date)),
        cell(d(addMonths(pay.date, 0, Math.min(28, Number(pay.date.slice(8)) + random.int(-3, 2))))),
        n(amount(bill, pay.amount)),
      ])
    second.push([cell('Celkem', 'sub', 2), cell(amount(bill, bill.advances), 'sub n')])
    second.push('blank')
    const next = nextAdvances(bill, random)
    second.push([cell(`Předpis záloh – ${next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně'}`, 'title', 4)])
    second.push([cell('Splatnost', 'h'), cell(`Částka (${c})`, 'h n')])
    for (const pay of next.rows) second.push([cell(d(pay.date)), n(amount(bill, pay.amount))])
    second.push('blank')
    second.push({ note: fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1), cls: 'small' })
  }
  second.push({ note: `${esc(party.name)}, zapsaná v obchodním rejstříku vedeném ${party.register}.`, cls: 'small' })
  second.push({ note: COMPLAINT_NOTE, cls: 'small' })

  const widths1 = [250, 76, 76, 82, 40, 84, 64, 92, 46, 92]
  // printed to fit the page width: landscape at 100 %, or portrait scaled down as spreadsheet programs do
  const portrait = random.chance(0.4)
  const widths2 = [150, 90, 90, 110, 110, 100, 120]
  const header = css(file)
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${esc(file)}</title><style>
@page { size: A4 ${portrait ? 'portrait' : 'landscape'}; margin: ${portrait ? '14mm 8mm 14mm 8mm' : '16mm 10mm 14mm 10mm'};
  @top-left { content: "${header}"; font: 7.5pt ${font}; color: #444; }
  @top-right { content: "${css(sellOnly ? 'Výkup' : 'Vyúčtování')}"; font: 7.5pt ${font}; color: #444; }
  @bottom-center { content: "Stránka " counter(page) " z " counter(pages); font: 7.5pt ${font}; color: #222; }
}
* { box-sizing: border-box; }
body { margin: 0; font-family: ${font}; font-size: ${portrait ? '8.6pt' : '8pt'}; color: #000;${portrait ? ' zoom: 0.78;' : ''} }
table.sheet { border-collapse: collapse; table-layout: fixed; }
table.sheet + table.sheet { break-before: page; }
table.sheet thead { display: table-header-group; }
table.sheet tr { break-inside: avoid; }
table.sheet th, table.sheet td { border: 0.5px solid #c8c8c8; padding: 1.5px 3px; height: 15px; vertical-align: bottom; overflow-wrap: anywhere; }
td.n, td.nw, th { white-space: nowrap; }
table.sheet th.col, table.sheet th.rn, table.sheet th.corner { background: #e9e9e9; color: #555; font-weight: normal; font-size: 7pt; text-align: center; }
table.sheet th.rn { text-align: right; padding-right: 4px; }
td.n { text-align: right; }
td.k { color: #333; background: #f3f6fa; }
td.title { font-weight: bold; font-size: 10.5pt; }
td.h { font-weight: bold; background: #dce6f1; border-bottom: 1px solid #6d8bb3; }
td.g { font-weight: bold; background: #eef2e6; }
td.sub { font-style: italic; border-top: 1px solid #777; }
td.r { text-align: right; }
td.b { font-weight: bold; }
td.res { font-weight: bold; font-size: 9.5pt; background: #fff2cc; border-top: 1.5px solid #000; }
td.note { white-space: normal; height: auto; padding: 2px 3px; }
td.small { font-size: 6.8pt; color: #444; }
</style></head><body>${sheetHtml(rows, widths1, 'bill')}${sheetHtml(second, widths2, 'reads')}</body></html>`
}

const queues = new WeakMap<HtmlPrinter, Promise<void>>()

/** Prints the HTML with Chromium; the PDF's creation and modification stamps become the issue date, so bytes repeat. */
export async function renderLayoutU(bill: Bill, html: string, printer: HtmlPrinter): Promise<Uint8Array> {
  // One page prints one bill at a time: callers that generate bills in parallel wait their turn.
  const previous = queues.get(printer) ?? Promise.resolve()
  const job = previous.then(() => printer.print(html))
  queues.set(
    printer,
    job.then(
      () => undefined,
      () => undefined,
    ),
  )
  const pdf = await job
  const text = Buffer.from(pdf).toString('latin1')
  const stamp = `D:${bill.issueDate.replaceAll('-', '')}081000+00'00'`
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:\d{14}[+\-Z][^)]*\)/g, (match, key: string) => {
    const replaced = `/${key} (${stamp})`
    return replaced.length === match.length ? replaced : match
  })
  return new Uint8Array(Buffer.from(fixed, 'latin1'))
}
