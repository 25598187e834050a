/** EIGHTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 13; unsealed in session 14).
 * Layout x, HTML printed by Chromium.
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
  amount,
  buyTypeText,
  buys,
  contractTerm,
  customerIco,
  cur,
  date,
  energy,
  esc,
  fuelMix,
  ibanGrouped,
  kwhText,
  meterReadings,
  money,
  nextAdvances,
  num,
  paidAdvances,
  period,
  pickLabels,
  priceParts,
  promoText,
  quantityParts,
  recipientOf,
  type Recipient,
  sellTypeText,
  sells,
  sumTotals,
  supplierParty,
} from './common.ts'

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina – VT', 'Elektřina spotřebovaná ve VT', 'Energie VT'],
  energyNt: ['Silová elektřina – NT', 'Elektřina spotřebovaná v NT', 'Energie NT'],
  energySingle: ['Silová elektřina', 'Spotřebovaná elektřina', 'Energie'],
  monthlyFee: ['Měsíční poplatek obchodníka', 'Stálá platba za měsíc', 'Správa odběrného místa'],
  spotFee: ['Služba spotového nákupu', 'Přirážka za obstarání elektřiny na denním trhu', 'Obchodní marže ke spotové ceně'],
  discountVt: ['Sleva {p} % na elektřinu VT'],
  distVt: ['Distribuce VT', 'Distribuční služby VT', 'Doprava elektřiny VT'],
  distNt: ['Distribuce NT', 'Distribuční služby NT', 'Doprava elektřiny NT'],
  distSingle: ['Distribuce', 'Distribuční služby', 'Doprava elektřiny'],
  breaker: ['Jistič (měsíční cena)', 'Příkon podle jističe', 'Platba za jistič'],
  poze: ['Podpora obnovitelných zdrojů (POZE)', 'POZE'],
  systemServices: ['Systémové služby', 'Systémové služby (ČEPS)'],
  infrastructure: ['Operátor trhu – nesíťová infrastruktura', 'Poplatek OTE'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup přetoků', 'Vykoupená elektřina z výrobny', 'Přetoky do sítě'],
  sellFee: ['Srážka obchodníka z ceny přetoků', 'Poplatek za obchodování přetoků na burze', 'Servisní srážka z výkupní ceny'],
  sellMonthly: ['Paušál za výkupní místo', 'Měsíční poplatek za správu výkupu', 'Pevný měsíční poplatek výkupu'],
}
const SINGLE: Partial<Record<RowKind, string[]>> = { discountVt: ['Sleva {p} % na elektřinu'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Elektřina VT – hodinové ceny OTE', 'Silová elektřina VT (spot)'],
  energyNt: ['Elektřina NT – hodinové ceny OTE', 'Silová elektřina NT (spot)'],
  energySingle: ['Elektřina – hodinové ceny OTE', 'Silová elektřina (spot)'],
}
const ORDER: RowKind[] = [
  'energyVt',
  'energySingle',
  'discountVt',
  'energyNt',
  'spotFee',
  'monthlyFee',
  'distVt',
  'distSingle',
  'distNt',
  'breaker',
  'systemServices',
  'poze',
  'infrastructure',
  'tax',
  'sellEnergy',
  'sellFee',
  'sellMonthly',
]
const COLORS: Record<Exclude<Recipient, 'buyback'>, string> = {
  supplier: '#2f6f4f',
  distribution: '#c27c0e',
  regulated: '#5b5fa8',
  state: '#9a3b3b',
}

/** The HTML of one bill in layout x. */
export function layoutXHtml(bill: Bill, random: Random): string {
  const party = supplierParty(bill)
  const labels = pickLabels(
    bill,
    random,
    { ...POOLS, ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) } as Record<RowKind, string[]>,
    SINGLE,
  )
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 4, 5])
  const per: 'kWh' | 'MWh' = random.chance(0.5) ? bill.energyUnit : random.pick(['kWh', 'MWh'] as const)
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const sellOnly = bill.direction === 'sell'
  const readings = meterReadings(bill, random)
  const operator = bill.distributorShown === 'explicit' ? DISTRIBUTOR_FULL[bill.distributor] : null
  const breakerText = random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases} × ${bill.breaker.amps} A`])
  const font = random.pick(["'Liberation Sans', 'DejaVu Sans', sans-serif", "'DejaVu Sans', sans-serif"])
  const recipientName: Record<Exclude<Recipient, 'buyback'>, string> = {
    supplier: `Obchodník (${party.name})`,
    distribution: operator ? `Distribuce (${operator})` : 'Distribuce (provozovatel sítě)',
    regulated: 'Regulované platby (ČEPS, OTE)',
    state: 'Stát (daň z elektřiny)',
  }
  const pill: Record<Exclude<Recipient, 'buyback'>, string> = {
    supplier: 'obchodník',
    distribution: 'distribuce',
    regulated: 'regulace',
    state: 'stát',
  }
  const docTitle = sellOnly ? 'Vyúčtování výkupu elektřiny' : random.pick(['Vyúčtování elektřiny', 'Vyúčtování dodávky elektřiny'])
  const labelOf = (item: LineItem) => {
    if (item.kind === 'distVt' || item.kind === 'distNt' || item.kind === 'distSingle')
      return `${labels[item.kind]} <span class="muted">(${bill.rate})</span>`
    if (item.kind === 'breaker') return `${labels.breaker} <span class="muted">${breakerText}</span>`
    return esc(labels[item.kind])
  }
  const qtyCell = (item: LineItem) => quantityParts(bill, item, mwhDecimals, 'měs.').join(' ')
  const priceCell = (item: LineItem) => priceParts(bill, item, 'měs.', per).join(' ')
  const parts: string[] = []

  // ---- the head band and the result beside the addressee
  const resultWord =
    bill.balance > 0 ? random.pick(['Doplatíte', 'Nedoplatek']) : bill.balance < 0 ? (sellOnly ? 'K výplatě' : 'Přeplatek') : 'Vyrovnáno'
  const resultNote =
    bill.balance > 0
      ? `splatné do ${date(bill, bill.dueDate)} · VS ${bill.variableSymbol}`
      : bill.balance < 0
        ? `${sellOnly ? 'Vyplatíme Vám' : 'Vracíme Vám'} do ${date(bill, bill.dueDate)} na Váš účet`
        : 'nic nedoplácíte'
  const ico = bill.customerType === 'business' ? customerIco(random) : null
  parts.push(`<header class="band"><div><div class="brand">${esc(party.name)}</div><div class="tiny">${esc(party.street)}, ${esc(party.zipCity)} · IČO ${party.ico} · DIČ CZ${party.ico}</div></div>
<div class="doc"><div class="doctitle">${docTitle}</div><div>č. ${bill.invoiceNumber}</div><div class="tiny">vystaveno ${date(bill, bill.issueDate)} · ${sellOnly ? 'řádné vyúčtování' : 'řádné vyúčtování, daňový doklad'}</div></div></header>`)
  parts.push(`<section class="top"><div class="addressee"><div class="tiny">${sellOnly ? 'Výrobce' : 'Zákazník'}</div><div class="name">${esc(bill.customerName)}</div>${ico ? `<div>IČ ${ico}, DIČ CZ${ico}</div>` : ''}<div>${esc(bill.billingAddress.street)}</div><div>${bill.billingAddress.zip} ${esc(bill.billingAddress.city)}</div><div class="tiny">Zákaznické číslo ${bill.customerNumber}</div></div>
<div class="result"><div class="rlabel">${resultWord}</div><div class="ramount">${money(bill, Math.abs(bill.balance))}</div><div class="tiny">${resultNote}</div><div class="tiny">Období ${period(bill, bill.periodFrom, bill.periodTo)}</div></div></section>`)

  const buyItems = bill.items.filter((i) => !i.kind.startsWith('sell'))
  if (buys(bill)) {
    // ---- where the money goes: one bar split by recipient, with its legend
    const itemsSum = sumTotals(buyItems)
    const shares = (['supplier', 'distribution', 'regulated', 'state'] as const).map((r) => {
      const sum = sumTotals(buyItems.filter((i) => recipientOf(i.kind) === r))
      return { r, sum, pct: itemsSum > 0 ? (sum / itemsSum) * 100 : 0 }
    })
    const bar = shares.map((s) => `<div style="width:${Math.max(0, s.pct).toFixed(2)}%;background:${COLORS[s.r]}"></div>`).join('')
    const legend = shares
      .map(
        (s) =>
          `<li><span class="dot" style="background:${COLORS[s.r]}"></span>${esc(recipientName[s.r])}<b>${amount(bill, s.sum)} ${c}</b><span class="muted">${s.pct.toFixed(1).replace('.', ',')} %</span></li>`,
      )
      .join('')
    parts.push(`<h2>${random.pick(['Kam jdou Vaše peníze', 'Komu platíte'])}</h2><div class="bar">${bar}</div><ul class="legend">${legend}</ul>
<p class="sum">Celkem bez DPH <b>${money(bill, bill.buyTotalNoVat)}</b> · DPH 21 % <b>${money(bill, bill.vat)}</b> · celkem s DPH <b>${money(bill, bill.buyTotalWithVat)}</b></p>`)

    // ---- every charge, biggest first
    const sorted = [...buyItems].sort(
      (a, b) => b.total - a.total || ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || (a.from < b.from ? -1 : 1),
    )
    const rows = sorted
      .map((item, k) => {
        const r = recipientOf(item.kind) as Exclude<Recipient, 'buyback'>
        return `<tr><td class="n">${k + 1}.</td><td>${labelOf(item)}</td><td><span class="pill" style="border-color:${COLORS[r]};color:${COLORS[r]}">${pill[r]}</span></td><td class="nw">${period(bill, item.from, item.to)}</td><td class="r nw">${qtyCell(item)}</td><td class="r nw">${priceCell(item)}</td><td class="r nw b">${amount(bill, item.total)}</td></tr>`
      })
      .join('')
    parts.push(`<h2>${random.pick(['Všechny položky podle výše částky', 'Položky od největší'])}</h2>
<table class="items"><thead><tr><th class="n">#</th><th>Položka</th><th>Komu</th><th>Období</th><th class="r">Množství</th><th class="r">Jednotková cena</th><th class="r">Bez DPH (${c})</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><td></td><td colspan="5">Celkem bez DPH</td><td class="r b">${amount(bill, bill.buyTotalNoVat)}</td></tr></tfoot></table>`)
  }

  if (sells(bill)) {
    const sellRows = bill.items
      .filter((i) => i.kind.startsWith('sell'))
      .map(
        (item) =>
          `<tr><td>${esc(labels[item.kind])}</td><td class="nw">${period(bill, item.from, item.to)}</td><td class="r nw">${qtyCell(item)}</td><td class="r nw">${priceCell(item)}</td><td class="r nw b">${amount(bill, item.total)}</td></tr>`,
      )
      .join('')
    parts.push(`<h2>${sellOnly ? 'Výkup elektřiny z výrobny' : 'Výkup přetoků z výrobny'}</h2><p class="tiny">Výrobna EAN ${bill.productionEan} · ${esc(bill.sellProductName)} (${sellTypeText(bill, random)}) · výrobce není plátcem DPH</p>
<table class="items"><thead><tr><th>Položka</th><th>Období</th><th class="r">Množství</th><th class="r">Cena</th><th class="r">Částka (${c})</th></tr></thead><tbody>${sellRows}</tbody>
<tfoot><tr><td colspan="4">Výkup celkem</td><td class="r b">${amount(bill, bill.sellTotal)}</td></tr></tfoot></table>`)
  }

  // ---- the settlement as a short calculation, the paid advances as chips
  const calc: string[] = []
  if (buys(bill)) {
    calc.push(`<tr><td>Celkem s DPH</td><td class="r">${money(bill, bill.buyTotalWithVat)}</td></tr>`)
    calc.push(`<tr><td>− zaplacené zálohy</td><td class="r">${money(bill, bill.advances)}</td></tr>`)
    if (sells(bill)) calc.push(`<tr><td>− výkup přetoků</td><td class="r">${money(bill, bill.sellTotal)}</td></tr>`)
  } else calc.push(`<tr><td>Výkup celkem</td><td class="r">${money(bill, bill.sellTotal)}</td></tr>`)
  calc.push(`<tr class="res"><td>= ${resultWord}</td><td class="r">${money(bill, Math.abs(bill.balance))}</td></tr>`)
  let chips = ''
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([5, 12, 19, 26]), random.chance(0.3))
    chips = paid.length
      ? `<div class="tiny">Zaplacené zálohy (${paid.length})</div><div class="chips">${paid.map((p) => `<div class="chip"><span>${date(bill, p.date)}</span><b>${amount(bill, p.amount)}</b></div>`).join('')}</div>`
      : '<div class="tiny">V období nebyly zaplaceny žádné zálohy.</div>'
  }
  const pay =
    bill.balance > 0
      ? `<p>Platbu ${money(bill, bill.balance)} pošlete do ${date(bill, bill.dueDate)} na účet ${party.account}, IBAN ${ibanGrouped(party.account)}, variabilní symbol ${bill.variableSymbol}.</p>`
      : ''
  parts.push(
    `<h2>${random.pick(['Vyúčtování záloh', 'Jak jsme došli k výsledku'])}</h2><div class="settle"><table class="calc">${calc.join('')}</table><div>${chips}${pay}</div></div>`,
  )

  // ---- the supply point and the contract
  const facts: [string, string][] = []
  if (buys(bill)) {
    facts.push(['EAN odběrného místa', bill.ean])
    facts.push([
      'Adresa odběrného místa',
      bill.addressOnTwoLines
        ? `${esc(bill.supplyAddress.street)}<br>${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
        : esc(`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`),
    ])
    facts.push(['Distribuční sazba', bill.rate])
    facts.push(['Hlavní jistič', breakerText])
    if (operator) facts.push(['Distributor', operator])
    facts.push(['Produkt', `${esc(bill.productName)} – ${buyTypeText(bill, random)}`])
    if (sells(bill))
      facts.push(
        ['Výrobna (EAN)', bill.productionEan!],
        ['Výkupní produkt', `${esc(bill.sellProductName)} – ${sellTypeText(bill, random)}`],
      )
  } else {
    facts.push(['EAN výrobny', bill.productionEan!])
    facts.push([
      'Adresa výrobny',
      bill.addressOnTwoLines
        ? `${esc(bill.supplyAddress.street)}<br>${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
        : esc(`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`),
    ])
    facts.push(['Produkt', `${esc(bill.sellProductName)} – ${sellTypeText(bill, random)}`])
  }
  const [termLabel, termValue] = contractTerm(bill, random, [
    'Smlouva sjednána na dobu určitou do',
    'Závazek trvá do',
    'Datum ukončení smlouvy',
  ])
  facts.push([termLabel, termValue])
  facts.push(['Variabilní symbol', bill.variableSymbol])
  facts.push([sellOnly ? 'Datum plnění' : 'Datum zdanitelného plnění', date(bill, bill.periodTo)])
  parts.push(
    `<h2>${sellOnly ? 'Výrobna a smlouva' : 'Odběrné místo a smlouva'}</h2><table class="facts">${facts.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>`,
  )

  // ---- consumption and the meter
  const usage: string[] = []
  if (buys(bill)) {
    usage.push(`<li>Celková spotřeba: <b>${e(bill.statedTotalKwh)}</b></li>`)
    if (bill.twoTariff) usage.push(`<li>vysoký tarif (VT): ${e(bill.vtKwh)}</li><li>nízký tarif (NT): ${e(bill.ntKwh)}</li>`)
    else usage.push(`<li>jednotarifní sazba, celá spotřeba ve VT: ${e(bill.vtKwh)}</li>`)
    if (bill.yearlyEstimatePrinted !== null)
      usage.push(
        `<li>${random.pick(['Odhad ročního odběru', 'Roční odběr podle predikce', 'Plánovaná spotřeba na 12 měsíců'])}: ${kwhText(bill, bill.yearlyEstimatePrinted)}</li>`,
      )
  }
  if (sells(bill)) usage.push(`<li>Dodáno do sítě z výrobny: <b>${e(bill.soldKwh)}</b></li>`)
  const readRows = readings.rows
    .map((r) => {
      const reg =
        r.kind === 'out'
          ? `${r.register} (do sítě)`
          : r.kind === 'nt'
            ? `${r.register} NT`
            : bill.twoTariff
              ? `${r.register} VT`
              : r.register
      return `<tr><td>${reg}</td><td class="nw">${date(bill, r.from)}</td><td class="r">${num(bill, r.start, 0)}</td><td class="nw">${date(bill, r.to)}</td><td class="r">${num(bill, r.end, 0)}</td><td class="r">${num(bill, r.end - r.start, 0)}</td><td>${r.estimated ? 'odhad' : 'odečet'}</td></tr>`
    })
    .join('')
  parts.push(`<h2>${sellOnly ? 'Dodávka do sítě a měření' : 'Spotřeba a měření'}</h2><div class="two"><ul class="usage">${usage.join('')}</ul>
<table class="items reads"><thead><tr><th>Registr</th><th>Od</th><th class="r">Stav</th><th>Do</th><th class="r">Stav</th><th class="r">kWh</th><th>Typ</th></tr></thead><tbody>${readRows}</tbody></table></div><p class="tiny">Elektroměr č. ${readings.meter}</p>`)

  // ---- next advances, notes
  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    parts.push(
      `<h2>Zálohy na další období – ${next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně'}</h2><div class="chips">${next.rows.map((p) => `<div class="chip"><span>${date(bill, p.date)}</span><b>${amount(bill, p.amount)}</b></div>`).join('')}</div>`,
    )
  }
  const notes: string[] = []
  if (buys(bill) && bill.distributorShown === 'fault-line')
    notes.push(`Poruchová linka distribuce (nonstop): ${FAULT_LINES[bill.distributor]}.`)
  if (buys(bill) && operator && random.chance(0.5))
    notes.push(`Poruchy hlaste společnosti ${operator} na lince ${FAULT_LINES[bill.distributor]}.`)
  notes.push(`Zákaznická linka ${party.phone} · ${party.email} · ${party.web}. Zápis v obchodním rejstříku vedeném ${esc(party.register)}.`)
  if (buys(bill)) notes.push(fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1))
  notes.push(esc(promoText(bill, random)))
  notes.push(COMPLAINT_NOTE)
  parts.push(`<footer class="notes">${notes.map((n) => `<p>${n}</p>`).join('')}</footer>`)

  const running = `${party.name} · ${docTitle.toLowerCase()} č. ${bill.invoiceNumber}`.replaceAll('\\', '\\\\').replaceAll('"', '\\"')
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${esc(docTitle)} ${bill.invoiceNumber}</title><style>
@page { size: A4; margin: 16mm 14mm 17mm 14mm;
  @top-left { content: "${running}"; font: 7pt ${font}; color: #666; }
  @bottom-right { content: "strana " counter(page) " / " counter(pages); font: 7.5pt ${font}; color: #333; }
}
* { box-sizing: border-box; }
body { margin: 0; font-family: ${font}; font-size: 8.4pt; color: #1b1b1b; }
.band { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid ${COLORS.supplier}; padding-bottom: 6px; }
.brand { font-size: 16pt; font-weight: bold; color: ${COLORS.supplier}; }
.doc { text-align: right; }
.doctitle { font-size: 11pt; font-weight: bold; }
.tiny { font-size: 7pt; color: #666; }
.muted { color: #777; }
.top { display: flex; justify-content: space-between; margin: 12px 0 6px; }
.addressee { width: 55%; font-size: 9.5pt; }
.addressee .name { font-weight: bold; font-size: 11pt; }
.result { width: 38%; border: 1.5px solid ${COLORS.supplier}; border-radius: 6px; padding: 8px 10px; text-align: right; }
.rlabel { font-size: 9pt; font-weight: bold; }
.ramount { font-size: 17pt; font-weight: bold; color: ${COLORS.supplier}; }
h2 { font-size: 10.5pt; margin: 13px 0 5px; color: ${COLORS.supplier}; break-after: avoid; }
.bar { display: flex; height: 14px; border-radius: 7px; overflow: hidden; }
.legend { list-style: none; padding: 0; margin: 6px 0; display: grid; grid-template-columns: 1fr 1fr; gap: 3px 18px; }
.legend li { display: flex; gap: 6px; align-items: center; }
.legend b { margin-left: auto; }
.dot { width: 9px; height: 9px; border-radius: 50%; display: inline-block; }
.sum { margin: 4px 0; }
table { border-collapse: collapse; width: 100%; }
table.items th { font-size: 7.2pt; text-align: left; color: #555; border-bottom: 1px solid #999; padding: 2px 4px; }
table.items td { padding: 2.5px 4px; border-bottom: 0.5px solid #ddd; vertical-align: top; }
table.items thead { display: table-header-group; }
table.items tr { break-inside: avoid; }
table.items tfoot td { border-top: 1px solid #555; font-weight: bold; }
.r { text-align: right !important; }
.n { width: 18px; color: #888; }
.nw { white-space: nowrap; }
.b { font-weight: bold; }
.pill { border: 1px solid; border-radius: 8px; padding: 0 5px; font-size: 6.8pt; }
.settle { display: flex; gap: 18px; }
table.calc { width: 50%; }
table.calc td { padding: 2px 4px; white-space: nowrap; }
table.calc tr.res td { border-top: 1.5px solid #222; font-weight: bold; font-size: 10pt; }
.chips { display: flex; flex-wrap: wrap; gap: 4px; margin: 3px 0 6px; }
.chip { border: 1px solid #ccc; border-radius: 4px; padding: 2px 5px; font-size: 7.2pt; display: flex; flex-direction: column; }
table.facts th { text-align: left; font-weight: normal; color: #555; width: 38%; padding: 2px 4px; vertical-align: top; }
table.facts td { padding: 2px 4px; }
table.facts tr:nth-child(odd) { background: #f4f7f5; }
.two { display: flex; gap: 16px; }
.usage { width: 40%; margin: 0; padding-left: 14px; }
table.reads { width: 60%; }
.notes { margin-top: 14px; font-size: 6.9pt; color: #555; border-top: 1px solid #ccc; }
.notes p { margin: 3px 0; }
</style></head><body>${parts.join('\n')}</body></html>`
}

const queues = new WeakMap<HtmlPrinter, Promise<void>>()

/** Prints the HTML with Chromium; the PDF's creation and modification stamps become the issue date, so bytes repeat. */
export async function renderLayoutX(bill: Bill, html: string, printer: HtmlPrinter): Promise<Uint8Array> {
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
  const stamp = `D:${bill.issueDate.replaceAll('-', '')}071500+00'00'`
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:\d{14}[+\-Z][^)]*\)/g, (match, key: string) => {
    const replaced = `/${key} (${stamp})`
    return replaced.length === match.length ? replaced : match
  })
  return new Uint8Array(Buffer.from(fixed, 'latin1'))
}
