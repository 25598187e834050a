/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 15).
 * Layout m, HTML printed by Chromium.
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  CONTRACT_END_LABELS,
  DISTRIBUTOR_FULL,
  ESTIMATE_LABELS,
  FAULT_LINES,
  SELL_FEE_LABELS,
  SELL_MONTHLY_LABELS,
  SPOT_FEE_LABELS,
  amount,
  breakerText,
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
  itemsOf,
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
  qrModules,
  quantityParts,
  sellItemsOf,
  sellTypeText,
  sells,
  spayd,
  sumTotals,
  supplierParty,
} from './common.ts'

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Elektřina ve vysokém tarifu', 'Silová elektřina – VT', 'Energie VT'],
  energyNt: ['Elektřina v nízkém tarifu', 'Silová elektřina – NT', 'Energie NT'],
  energySingle: ['Elektřina', 'Silová elektřina', 'Energie (jednotarif)'],
  monthlyFee: ['Stálá platba obchodníkovi', 'Měsíční poplatek za dodávku', 'Pevná platba za odběrné místo'],
  spotFee: [...SPOT_FEE_LABELS],
  discountVt: ['Sleva {p} % – elektřina VT'],
  distVt: ['Distribuce ve vysokém tarifu', 'Distribuční služby – VT', 'Přeprava elektřiny VT'],
  distNt: ['Distribuce v nízkém tarifu', 'Distribuční služby – NT', 'Přeprava elektřiny NT'],
  distSingle: ['Distribuce elektřiny', 'Distribuční služby', 'Přeprava elektřiny'],
  breaker: ['Jistič – měsíční cena', 'Platba za velikost jističe', 'Rezervovaný příkon'],
  poze: ['Příspěvek na obnovitelné zdroje (POZE)', 'Podpora POZE'],
  systemServices: ['Systémové služby', 'Systémové služby provozovatele přenosové soustavy'],
  infrastructure: ['Poplatek za nesíťovou infrastrukturu (OTE)', 'Služby operátora trhu'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Přetoky vykoupené do sítě', 'Výkup elektřiny', 'Vykoupená elektřina z FVE'],
  sellFee: [...SELL_FEE_LABELS],
  sellMonthly: [...SELL_MONTHLY_LABELS],
}
const SINGLE_DISCOUNT: Partial<Record<RowKind, string[]>> = { discountVt: ['Sleva {p} % – elektřina'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Elektřina VT za spotové ceny', 'Hodinová elektřina VT'],
  energyNt: ['Elektřina NT za spotové ceny', 'Hodinová elektřina NT'],
  energySingle: ['Elektřina za spotové ceny', 'Hodinová elektřina'],
}

interface Group {
  title: string
  kinds: RowKind[]
}
const GROUPS: Group[] = [
  { title: 'Dodávka elektřiny', kinds: ['energyVt', 'energySingle', 'discountVt', 'energyNt', 'spotFee', 'monthlyFee'] },
  { title: 'Distribuce', kinds: ['distVt', 'distSingle', 'distNt', 'breaker'] },
  { title: 'Regulované poplatky a daň', kinds: ['systemServices', 'poze', 'infrastructure', 'tax'] },
]

/** The HTML of one bill in layout m. */
export function layoutMHtml(bill: Bill, random: Random): string {
  const party = supplierParty(bill)
  const sellOnly = bill.direction === 'sell'
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 4, 5])
  const per: 'kWh' | 'MWh' = random.chance(0.5) ? bill.energyUnit : random.pick(['kWh', 'MWh'] as const)
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const overrides = { ...(bill.twoTariff ? {} : SINGLE_DISCOUNT), ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) }
  const labels = pickLabels(bill, random, POOLS, overrides)
  const operator = buys(bill) && bill.distributorShown === 'explicit' ? DISTRIBUTOR_FULL[bill.distributor] : null
  const readings = meterReadings(bill, random)
  const breaker = breakerText(bill, random)
  const accent = random.pick(['#7a3b00', '#0b5d3b', '#3a3a8c', '#7d1f4f'])
  const docTitle = sellOnly
    ? 'Vyúčtování výkupu elektřiny'
    : random.pick(['Vyúčtování elektřiny', 'Faktura – vyúčtování dodávky elektřiny', 'Daňový doklad – vyúčtování'])
  const resultWord =
    bill.balance > 0 ? random.pick(['Nedoplatek', 'Doplatek']) : bill.balance < 0 ? (sellOnly ? 'K výplatě' : 'Přeplatek') : 'Vyrovnáno'
  const sections: [string, string][] = []
  const m = (value: number) => `${amount(bill, value)}&nbsp;${c}`

  // ---- the result, as the first section
  const resultLine =
    bill.balance > 0
      ? `Doplatíte <b>${money(bill, bill.balance)}</b> do ${date(bill, bill.dueDate)}.`
      : bill.balance < 0
        ? sellOnly
          ? `Vyplatíme Vám <b>${money(bill, -bill.balance)}</b> do ${date(bill, bill.dueDate)}.`
          : `Vracíme Vám <b>${money(bill, -bill.balance)}</b> do ${date(bill, bill.dueDate)}.`
        : 'Zálohy přesně pokryly cenu za období.'
  sections.push([
    'Výsledek',
    `<div class="result"><div class="word">${resultWord}</div><div class="big">${money(bill, Math.abs(bill.balance))}</div></div><p>${resultLine} Zúčtovací období ${period(bill, bill.periodFrom, bill.periodTo)}.</p>`,
  ])

  // ---- the document
  const doc: [string, string][] = [
    [random.pick(['Číslo dokladu', 'Číslo faktury', 'Faktura číslo']), bill.invoiceNumber],
    ['Vystaveno', date(bill, bill.issueDate)],
    [sellOnly ? 'Den plnění' : 'Den uskutečnění zdanitelného plnění', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Splatnost' : 'Výplata / vrácení do', date(bill, bill.dueDate)],
    ['Variabilní symbol', bill.variableSymbol],
    ['Zákaznické číslo', bill.customerNumber],
  ]
  sections.push(['Doklad', `<div class="kv">${doc.map(([k, v]) => `<div><span>${k}</span><b>${v}</b></div>`).join('')}</div>`])

  // ---- the customer beside the issuer
  const ico = bill.customerType === 'business' ? customerIco(random) : null
  sections.push([
    sellOnly ? 'Výrobce' : 'Zákazník',
    `<div class="two"><div><b>${esc(bill.customerName)}</b>${ico ? `<br>IČ: ${ico}, DIČ: CZ${ico}` : ''}<br>${esc(bill.billingAddress.street)}<br>${bill.billingAddress.zip} ${esc(bill.billingAddress.city)}</div>
<div class="muted">${sellOnly ? 'Odběratel elektřiny (výkupce)' : 'Dodavatel'}:<br><b>${esc(party.name)}</b><br>${esc(party.street)}, ${esc(party.zipCity)}<br>IČO ${party.ico}, DIČ CZ${party.ico}</div></div>`,
  ])

  // ---- the place
  const addr = bill.addressOnTwoLines
    ? `${esc(bill.supplyAddress.street)}<br>${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
    : esc(`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
  const place: [string, string][] = []
  if (buys(bill)) {
    place.push(['EAN', bill.ean], ['Adresa', addr], ['Sazba', bill.rate], ['Hlavní jistič', breaker])
    if (operator) place.push(['Distribuci zajišťuje', operator])
    place.push(['Produkt', `${esc(bill.productName)} <span class="muted">(${buyTypeText(bill, random)})</span>`])
    if (sells(bill))
      place.push(
        ['Výrobna – EAN', bill.productionEan!],
        ['Výkup', `${esc(bill.sellProductName)} <span class="muted">(${sellTypeText(bill, random)})</span>`],
      )
  } else
    place.push(
      ['EAN výrobny', bill.productionEan!],
      ['Adresa výrobny', addr],
      ['Výkupní produkt', `${esc(bill.sellProductName)} – ${sellTypeText(bill, random)}`],
    )
  const [termLabel, termValue] = contractTerm(bill, random, CONTRACT_END_LABELS)
  place.push([termLabel, termValue])
  sections.push([
    sellOnly ? 'Výrobna' : 'Odběrné místo',
    `<table class="facts">${place.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>`,
  ])

  // ---- amounts of electricity with proportional bars
  {
    const rows: [string, number, string][] = []
    if (buys(bill)) {
      if (bill.twoTariff) rows.push(['Vysoký tarif (VT)', bill.vtKwh, accent], ['Nízký tarif (NT)', bill.ntKwh, '#8a8a8a'])
      else rows.push(['Jednotarifní spotřeba (VT)', bill.vtKwh, accent])
    }
    if (sells(bill)) rows.push(['Dodáno do sítě', bill.soldKwh, '#c9a400'])
    const max = Math.max(1, ...rows.map(([, v]) => v))
    const bars = rows
      .map(
        ([label, value, color]) =>
          `<tr><td>${label}</td><td class="barcell"><svg width="160" height="9"><rect width="${Math.max(1, Math.round((value / max) * 160))}" height="9" fill="${color}"/></svg></td><td class="r">${e(value)}</td></tr>`,
      )
      .join('')
    const extra: string[] = []
    if (buys(bill)) extra.push(`<p>${random.pick(['Celková spotřeba', 'Spotřeba celkem'])} za období: <b>${e(bill.statedTotalKwh)}</b></p>`)
    if (bill.yearlyEstimatePrinted !== null)
      extra.push(`<p class="muted">${random.pick(ESTIMATE_LABELS)}: ${kwhText(bill, bill.yearlyEstimatePrinted)}</p>`)
    sections.push([sellOnly ? 'Přetoky' : 'Spotřeba', `<table class="bars">${bars}</table>${extra.join('')}`])
  }

  // ---- charges: name, quantity, unit price, then the period, then the amount
  const row = (item: LineItem) => {
    const [q, qu] = quantityParts(bill, item, mwhDecimals, 'měs.')
    const [p, pu] = priceParts(bill, item, 'měs.', per)
    return `<tr><td>${esc(labels[item.kind])}${item.kind.startsWith('dist') ? ` <span class="muted">${bill.rate}</span>` : ''}</td><td class="r nw">${q}&nbsp;${qu}</td><td class="r nw">${p}&nbsp;${pu}</td><td class="nw muted">${period(bill, item.from, item.to, '–')}</td><td class="r nw">${m(item.total)}</td></tr>`
  }
  const thead = `<thead><tr><th>Položka</th><th class="r">Množství</th><th class="r">Cena za jednotku</th><th>Období</th><th class="r">Bez DPH</th></tr></thead>`
  if (buys(bill)) {
    const groups = GROUPS.map((g) => ({ title: g.title, items: itemsOf(bill, g.kinds) })).filter((g) => g.items.length)
    const bodies = groups
      .map(
        (g) =>
          `<tbody><tr class="grp"><td colspan="4">${g.title}</td><td class="r">${m(sumTotals(g.items))}</td></tr>${g.items.map(row).join('')}</tbody>`,
      )
      .join('')
    const foot = `<tfoot><tr class="sum"><td colspan="4">${random.pick(['Cena celkem bez DPH', 'Celkem za elektřinu a služby bez DPH'])}</td><td class="r">${m(bill.buyTotalNoVat)}</td></tr>
<tr><td colspan="4">DPH 21 %</td><td class="r">${m(bill.vat)}</td></tr><tr class="sum"><td colspan="4">Cena celkem s DPH</td><td class="r">${m(bill.buyTotalWithVat)}</td></tr></tfoot>`
    sections.push(['Ceny a poplatky', `<table class="items">${thead}${bodies}${foot}</table>`])
  }
  if (sells(bill)) {
    const sellRows = sellItemsOf(bill).map(row).join('')
    sections.push([
      'Výkup',
      `<p class="muted">Výrobna EAN ${bill.productionEan}; výrobce není plátcem DPH, částky jsou konečné.</p><table class="items">${thead}<tbody>${sellRows}</tbody><tfoot><tr class="sum"><td colspan="4">Výkup celkem</td><td class="r">${m(bill.sellTotal)}</td></tr></tfoot></table>`,
    ])
  }

  // ---- the settlement as an equation, advances paid
  {
    const eq: [string, string][] = []
    if (buys(bill)) {
      eq.push(['Cena celkem s DPH', m(bill.buyTotalWithVat)])
      eq.push(['− zálohy uhrazené za období', m(bill.advances)])
      if (sells(bill)) eq.push(['− výkup elektřiny', m(bill.sellTotal)])
    } else eq.push(['Výkup celkem', m(bill.sellTotal)])
    eq.push([`= ${resultWord}`, m(Math.abs(bill.balance))])
    let paidHtml = ''
    if (buys(bill)) {
      const paid = paidAdvances(bill, random.pick([4, 11, 16, 25]), random.chance(0.3))
      paidHtml = paid.length
        ? `<table class="paid"><thead><tr><th>Uhrazeno</th><th class="r">Záloha</th></tr></thead><tbody>${paid.map((p) => `<tr><td>${date(bill, p.date)}</td><td class="r">${m(p.amount)}</td></tr>`).join('')}</tbody></table>`
        : '<p class="muted">Za období nebyly uhrazeny žádné zálohy.</p>'
    }
    sections.push([
      'Vyúčtování',
      `<div class="two"><table class="eq">${eq.map(([k, v], i) => `<tr class="${i === eq.length - 1 ? 'res' : ''}"><td>${k}</td><td class="r">${v}</td></tr>`).join('')}</table><div>${paidHtml}</div></div>`,
    ])
  }

  // ---- payment
  {
    let body: string
    if (bill.balance > 0) {
      const grid = qrModules(spayd(bill, party))
      const cells = grid.flatMap((r, y) => r.map((on, x) => (on ? `<rect x="${x}" y="${y}" width="1" height="1"/>` : ''))).join('')
      body = `<div class="two"><table class="facts"><tr><th>Částka</th><td><b>${money(bill, bill.balance)}</b></td></tr><tr><th>Účet</th><td>${party.account}</td></tr><tr><th>IBAN</th><td>${ibanGrouped(party.account)}</td></tr><tr><th>Variabilní symbol</th><td>${bill.variableSymbol}</td></tr><tr><th>Splatnost</th><td>${date(bill, bill.dueDate)}</td></tr></table>
<div class="qr"><svg viewBox="0 0 25 25" width="92" height="92" shape-rendering="crispEdges">${cells}</svg><div class="muted">QR platba</div></div></div>`
    } else if (bill.balance < 0)
      body = `<p>${sellOnly ? 'Částku pošleme' : 'Přeplatek pošleme'} na účet, který máme ve smlouvě, nejpozději ${date(bill, bill.dueDate)}. Chcete-li jej použít na příští zálohy, dejte nám vědět.</p>`
    else body = '<p>Nic neplatíte a nic Vám nevracíme.</p>'
    sections.push(['Platba', body])
  }

  // ---- meter
  {
    const rows = readings.rows
      .map((r) => {
        const reg =
          r.kind === 'out'
            ? `${r.register} – do sítě`
            : r.kind === 'nt'
              ? `${r.register} (NT)`
              : bill.twoTariff
                ? `${r.register} (VT)`
                : r.register
        return `<tr><td>${reg}</td><td>${date(bill, r.from)}</td><td class="r">${num(bill, r.start, 0)}</td><td>${date(bill, r.to)}</td><td class="r">${num(bill, r.end, 0)}</td><td class="r">${num(bill, r.end - r.start, 0)}</td><td class="muted">${r.estimated ? 'vypočtený stav' : 'odečet'}</td></tr>`
      })
      .join('')
    sections.push([
      'Měření',
      `<p class="muted">Elektroměr ${readings.meter}</p><table class="items"><thead><tr><th>Registr</th><th>Od</th><th class="r">Stav</th><th>Do</th><th class="r">Stav</th><th class="r">Rozdíl (kWh)</th><th>Údaj</th></tr></thead><tbody>${rows}</tbody></table>`,
    ])
  }

  // ---- the next advances
  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    sections.push([
      'Nové zálohy',
      `<p>${next.every === 'monthly' ? 'Měsíčně' : 'Čtvrtletně'} vždy k ${next.day}. dni: ${next.rows.map((p) => `${date(bill, p.date)} ${m(p.amount)}`).join(' · ')}</p>`,
    ])
  }

  // ---- notes
  {
    const notes: string[] = []
    if (buys(bill) && bill.distributorShown === 'fault-line')
      notes.push(`Poruchová služba distribuce, nonstop: ${FAULT_LINES[bill.distributor]}.`)
    if (operator && random.chance(0.5)) notes.push(`Při výpadku volejte ${operator}, tel. ${FAULT_LINES[bill.distributor]}.`)
    notes.push(
      `Zákaznické centrum ${esc(party.name)}: ${party.phone}, ${party.email}, ${party.web}. Zapsáno v obchodním rejstříku vedeném ${esc(party.register)}.`,
    )
    if (buys(bill)) notes.push(fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1))
    notes.push(esc(promoText(bill, random)))
    notes.push(COMPLAINT_NOTE)
    sections.push(['Upozornění', `<div class="notes">${notes.map((n) => `<p>${n}</p>`).join('')}</div>`])
  }

  const head = `<header><div class="brand">${esc(party.name)}</div><div class="title"><div>${docTitle}</div><div class="no">${bill.invoiceNumber}</div></div></header>`
  const body = sections.map(([title, html]) => `<section><h2>${title}</h2><div class="content">${html}</div></section>`).join('\n')
  const running = `${docTitle} ${bill.invoiceNumber}`.replaceAll('\\', '\\\\').replaceAll('"', '\\"')
  const font = "'DejaVu Serif', serif"
  const figures = "'DejaVu Sans', sans-serif"
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${esc(docTitle)} ${bill.invoiceNumber}</title><style>
@page { size: A4; margin: 15mm 13mm 16mm 13mm;
  @top-right { content: "${running}"; font: 7pt ${figures}; color: #777; }
  @bottom-center { content: "— " counter(page) "/" counter(pages) " —"; font: 7.5pt ${figures}; color: #444; }
}
* { box-sizing: border-box; }
body { margin: 0; font-family: ${font}; font-size: 8.3pt; color: #1e1e1e; }
header { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid ${accent}; padding-bottom: 5px; margin-bottom: 6px; }
.brand { font-size: 14pt; font-weight: bold; color: ${accent}; max-width: 60%; }
.title { text-align: right; font-family: ${figures}; }
.title div:first-child { font-size: 10pt; }
.title .no { font-size: 12pt; font-weight: bold; }
section { display: grid; grid-template-columns: 33mm 1fr; gap: 0 5mm; border-bottom: 0.5px solid #d5d5d5; padding: 5px 0; break-inside: auto; }
h2 { margin: 0; font-size: 8.4pt; text-transform: uppercase; letter-spacing: 0.04em; text-align: right; color: ${accent}; padding-top: 1px; break-after: avoid; }
.content p { margin: 2px 0; }
.result { display: flex; align-items: baseline; gap: 10px; }
.result .word { font-size: 11pt; font-weight: bold; }
.result .big { font-size: 18pt; font-weight: bold; color: ${accent}; font-family: ${figures}; }
.kv { display: grid; grid-template-columns: repeat(3, 1fr); gap: 3px 10px; }
.kv span { display: block; font-size: 6.8pt; color: #777; }
.kv b { font-family: ${figures}; font-size: 8.4pt; }
.two { display: flex; gap: 14px; }
.two > * { flex: 1; }
.muted { color: #777; }
table { border-collapse: collapse; }
table.facts th { text-align: left; font-weight: normal; color: #666; padding: 1px 8px 1px 0; vertical-align: top; white-space: nowrap; }
table.facts td { padding: 1px 0; }
table.bars td { padding: 1px 8px 1px 0; }
table.items { width: 100%; font-family: ${figures}; font-size: 7.4pt; }
table.items th { text-align: left; font-weight: bold; color: #555; border-bottom: 1px solid #888; padding: 2px 3px; }
table.items td { padding: 2px 3px; border-bottom: 0.4px solid #e3e3e3; vertical-align: top; }
table.items thead { display: table-header-group; }
table.items tr { break-inside: avoid; }
tr.grp td { font-weight: bold; background: #f3f1ee; font-family: ${font}; }
tr.sum td { font-weight: bold; border-top: 1px solid #555; }
table.eq td { padding: 2px 10px 2px 0; font-family: ${figures}; }
table.eq tr.res td { border-top: 1.5px solid #222; font-weight: bold; font-size: 9.5pt; }
table.paid { font-family: ${figures}; font-size: 7.4pt; }
table.paid td, table.paid th { padding: 1px 6px 1px 0; text-align: left; }
.qr { text-align: center; flex: 0 0 110px !important; }
.r { text-align: right !important; }
table.items td.r, table.eq td.r, table.paid td.r { white-space: nowrap; }
.nw { white-space: nowrap; }
.notes { font-size: 6.9pt; color: #555; }
</style></head><body>${head}
${body}</body></html>`
}

const queues = new WeakMap<HtmlPrinter, Promise<void>>()

/** Prints the HTML with Chromium; the PDF's creation and modification stamps become the issue date, so bytes repeat. */
export async function renderLayoutM(bill: Bill, html: string, printer: HtmlPrinter): Promise<Uint8Array> {
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
