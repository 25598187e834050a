/**
 * EIGHTH FORMER HELD-OUT split (written blind 2026-11-23, session 6; unsealed in session 7). Layout "period-columns", HTML printed by
 * Chromium: a web billing portal's bill whose charge table has the price components as rows and the
 * price periods as column groups (quantity, unit price, amount per period, then the whole period),
 * dates often written with the month's name, amounts sometimes grouped by thin spaces, and a list
 * of the advances received.
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import { formatDate } from '../format.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  advancePayments,
  balanceLine,
  breakerText,
  buyItems,
  captions,
  contractLine,
  customerCategory,
  customerIds,
  date,
  distributorLine,
  energy,
  energyUnit,
  isCommercial,
  money,
  num,
  type Printing,
  printing,
  priceUnit,
  quantity,
  quantityUnit,
  segmentsOf,
  sellItems,
  supplierDetails,
  unitPrice,
} from './common.ts'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const FONTS = ["'DejaVu Sans'", "'Liberation Sans'", "'DejaVu Sans Condensed'"]
const COLORS = ['#0b5394', '#38761d', '#990000', '#444444']

/** Chromium stamps the print time into the PDF: pin it to the bill's issue date so bytes repeat. */
function pinDates(pdf: Uint8Array, iso: string): Uint8Array {
  const text = Buffer.from(pdf).toString('latin1')
  const stamp = `${iso.replace(/-/g, '')}080000`
  return new Uint8Array(Buffer.from(text.replace(/(\/(?:CreationDate|ModDate) ?\(D:)\d{14}/g, `$1${stamp}`), 'latin1'))
}

export async function renderPeriodColumns(printer: HtmlPrinter, bill: Bill, random: Random): Promise<Uint8Array> {
  const p: Printing = printing(bill, random, { longDates: 0.55, thinSpace: 0.3, mwhDecimals: [3, 4] })
  const d = (iso: string) => date(p, iso, (day) => formatDate(day, p.style))
  const e = escapeHtml
  const color = random.pick(COLORS)
  const font = random.pick(FONTS)
  const breaker = breakerText(bill, random)
  const caption = captions(bill, random, breaker)
  const supplier = supplierDetails(bill, random)
  const buys = bill.direction !== 'sell'
  const sells = bill.direction !== 'buy'
  const unit = energyUnit(p)
  const kv = (rows: [string, string][]) => rows.map(([label, value]) => `<tr><th>${e(label)}</th><td>${e(value)}</td></tr>`).join('')

  // Header and parties.
  const title = buys
    ? random.pick([
        'Vyúčtování dodávky elektřiny a souvisejících služeb',
        'Faktura za elektřinu – vyúčtování',
        'Řádné vyúčtování elektřiny',
      ])
    : random.pick(['Vyúčtování výkupu elektřiny z výrobny', 'Doklad o výkupu elektřiny'])
  const documentRows: [string, string][] = [
    [random.pick(['Číslo faktury', 'Číslo daňového dokladu', 'Doklad číslo']), bill.invoiceNumber],
    ['Datum vystavení', d(bill.issueDate)],
    ['Variabilní symbol', bill.variableSymbol],
    [random.pick(['Zákaznické číslo', 'Číslo zákazníka']), bill.customerNumber],
  ]
  if (bill.balance > 0) documentRows.push(['Datum splatnosti', d(bill.dueDate)])
  const customerRows: [string, string][] = [[random.pick(['Zákazník', 'Odběratel']), bill.customerName], ...customerIds(bill, random)]
  customerRows.push(['Korespondenční adresa', `${bill.billingAddress.street}, ${bill.billingAddress.zip} ${bill.billingAddress.city}`])
  const placeRows: [string, string][] = []
  if (buys) placeRows.push([random.pick(['EAN odběrného místa', 'EAN kód OM']), bill.ean])
  if (sells) placeRows.push([random.pick(['EAN výrobny', 'EAN výrobního místa']), bill.productionEan!])
  const addressCaption = buys ? random.pick(['Adresa odběrného místa', 'Odběrné místo']) : 'Adresa výrobny'
  placeRows.push([
    addressCaption,
    bill.addressOnTwoLines ? '' : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`,
  ])
  if (buys) {
    placeRows.push([random.pick(['Distribuční sazba', 'Sazba']), bill.rate], [random.pick(['Jistič', 'Hlavní jistič']), breaker])
    const line = distributorLine(bill, random)
    if (line) placeRows.push(line)
    placeRows.push([random.pick(['Produkt', 'Tarif obchodníka']), bill.productName])
  }
  if (sells) placeRows.push([buys ? 'Produkt výkupu' : 'Produkt', bill.sellProductName])
  const term = contractLine(bill, random, d)
  if (term) placeRows.push(term)
  if (random.chance(0.4)) placeRows.push(['Kategorie', customerCategory(bill)])
  const placeHtml = placeRows
    .map(([label, value]) =>
      label === addressCaption && bill.addressOnTwoLines
        ? `<tr><th>${e(label)}</th><td>${e(bill.supplyAddress.street)}<br>${e(`${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)}</td></tr>`
        : `<tr><th>${e(label)}</th><td>${e(value)}</td></tr>`,
    )
    .join('')

  // Summary.
  const [balanceCaption, balanceAmount] = balanceLine(p, random)
  const summaryRows: [string, string][] = []
  if (buys) {
    summaryRows.push([random.pick(['Celkem bez DPH', 'Cena za dodávku bez DPH']), money(p, bill.buyTotalNoVat)])
    summaryRows.push(['DPH 21 %', money(p, bill.vat)])
    summaryRows.push([random.pick(['Celkem s DPH', 'Fakturovaná částka s DPH']), money(p, bill.buyTotalWithVat)])
  }
  if (sells)
    summaryRows.push([random.pick(['Výkup elektřiny', 'Za vykoupenou elektřinu']), money(p, buys ? -bill.sellTotal : bill.sellTotal)])
  if (buys) summaryRows.push([random.pick(['Uhrazené zálohy', 'Zaplacené zálohy']), money(p, -bill.advances)])

  // Consumption.
  const consumption: [string, string][] = []
  if (buys) {
    if (bill.twoTariff)
      consumption.push(['Vysoký tarif (VT)', `${energy(p, bill.vtKwh)} ${unit}`], ['Nízký tarif (NT)', `${energy(p, bill.ntKwh)} ${unit}`])
    else consumption.push(['Jednotarif', `${energy(p, bill.vtKwh)} ${unit}`])
    consumption.push([random.pick(['Celková spotřeba', 'Spotřeba celkem']), `${energy(p, bill.statedTotalKwh)} ${unit}`])
    if (bill.yearlyEstimatePrinted !== null)
      consumption.push(['Předpokládaná roční spotřeba', `${energy(p, bill.yearlyEstimatePrinted)} ${unit}`])
  }
  if (sells) consumption.push([random.pick(['Dodáno do sítě', 'Výroba – přetoky']), `${energy(p, bill.soldKwh)} ${unit}`])

  // The period matrix of the purchase.
  const segments = segmentsOf(bill)
  const multi = segments.length > 1
  let matrix = ''
  if (buys) {
    const items = buyItems(bill)
    const kinds: RowKind[] = []
    for (const item of items) if (!kinds.includes(item.kind)) kinds.push(item.kind)
    const periodHead = (s: { from: string; to: string }) => `${d(s.from)} – ${d(s.to)}`
    const groupHead = `<tr class="g"><th rowspan="2" class="l">${random.pick(['Složka ceny', 'Položka'])}</th><th rowspan="2">MJ</th><th rowspan="2">Cena za</th>${segments
      .map((s) => `<th colspan="3" class="per">${e(periodHead(s))}</th>`)
      .join('')}${multi ? `<th colspan="2" class="per">${random.pick(['Celkem za období', 'Součet'])}</th>` : ''}</tr>`
    const subHead = `<tr>${segments.map(() => `<th>Množství</th><th>Cena/MJ</th><th>${e(p.style.currency)}</th>`).join('')}${multi ? `<th>Množství</th><th>${e(p.style.currency)}</th>` : ''}</tr>`
    const groups = random.pick([
      ['Obchodní část', 'Regulovaná část (distribuce, POZE, systémové služby, daň)'],
      ['Silová elektřina a služby obchodníka', 'Distribuce elektřiny a související služby'],
    ] as const)
    let body = ''
    let last: string | null = null
    const span = 3 + segments.length * 3 + (multi ? 2 : 0)
    for (const kind of kinds) {
      const rowItems = items.filter((i) => i.kind === kind)
      const first = rowItems[0]!
      const group = isCommercial(first) ? groups[0] : groups[1]
      if (group !== last) body += `<tr class="grp"><td colspan="${span}">${e(group)}</td></tr>`
      last = group
      const cells = segments
        .map((s) => {
          const item: LineItem | undefined = rowItems.find((i) => i.from === s.from)
          return item
            ? `<td>${e(quantity(p, item))}</td><td>${e(unitPrice(p, item))}</td><td>${e(num(p, item.total, 2))}</td>`
            : '<td>–</td><td>–</td><td>–</td>'
        })
        .join('')
      const totalQuantity = rowItems.reduce((acc, i) => acc + i.quantity, 0)
      const totalAmount = Math.round(rowItems.reduce((acc, i) => acc + i.total, 0) * 100) / 100
      const totals = multi
        ? `<td>${e(first.unit === 'kWh' ? energy(p, totalQuantity) : num(p, totalQuantity, 3))}</td><td>${e(num(p, totalAmount, 2))}</td>`
        : ''
      body += `<tr><td class="l">${e(caption(first))}</td><td class="c">${e(quantityUnit(p, first))}</td><td class="c">${e(priceUnit(p, first))}</td>${cells}${totals}</tr>`
    }
    body += `<tr class="sum"><td class="l" colspan="${span - 1}">${e(random.pick(['Celkem za dodávku elektřiny bez DPH', 'Celkem bez DPH']))}</td><td>${e(num(p, bill.buyTotalNoVat, 2))}</td></tr>`
    matrix = `<h2>${e(random.pick(['Rozpis ceny podle cenových období', 'Podrobné vyúčtování', 'Vyúčtování po obdobích platnosti cen']))}</h2>
      <table class="m"><thead>${groupHead}${subHead}</thead><tbody>${body}</tbody></table>`
  }

  // Purchase from the production point: an ordinary list.
  let selling = ''
  if (sells) {
    const rows = sellItems(bill)
      .map(
        (item) =>
          `<tr><td class="l">${e(caption(item))}</td><td>${e(`${d(item.from)} – ${d(item.to)}`)}</td><td>${e(quantity(p, item))} ${e(quantityUnit(p, item))}</td><td>${e(`${unitPrice(p, item)} ${priceUnit(p, item)}`)}</td><td>${e(num(p, item.total, 2))}</td></tr>`,
      )
      .join('')
    selling = `<h2>${e(random.pick(['Výkup elektřiny z výrobny', 'Vykoupená elektřina']))}</h2>
      <table class="m"><thead><tr><th class="l">Položka</th><th>Období</th><th>Množství</th><th>Cena/MJ</th><th>${e(p.style.currency)}</th></tr></thead>
      <tbody>${rows}<tr class="sum"><td class="l" colspan="4">${e(random.pick(['Celkem za výkup', 'Výkup celkem']))}</td><td>${e(num(p, bill.sellTotal, 2))}</td></tr></tbody></table>`
  }

  const payments = buys && random.chance(0.5) ? advancePayments(bill) : []
  const advancesHtml =
    payments.length > 1
      ? `<h2>${e(random.pick(['Přijaté platby záloh', 'Zálohy uhrazené v zúčtovacím období']))}</h2>
      <table class="pay"><tbody>${payments.map((pay) => `<tr><td>${e(d(pay.date))}</td><td>${e(money(p, pay.amount))}</td></tr>`).join('')}
      <tr class="sum"><td>Zálohy celkem</td><td>${e(money(p, bill.advances))}</td></tr></tbody></table>`
      : ''
  const vatHtml = buys
    ? `<h2>Rekapitulace DPH</h2><table class="pay"><tbody><tr><th>Sazba</th><th>Základ</th><th>DPH</th><th>Celkem</th></tr>
      <tr><td>21 %</td><td>${e(num(p, bill.buyTotalNoVat, 2))}</td><td>${e(num(p, bill.vat, 2))}</td><td>${e(num(p, bill.buyTotalWithVat, 2))}</td></tr></tbody></table>`
    : ''
  const paymentText =
    bill.balance > 0
      ? `${balanceCaption} uhraďte do ${d(bill.dueDate)} na účet ${supplier.account} pod variabilním symbolem ${bill.variableSymbol}.`
      : bill.balance < 0
        ? `Částku vrátíme do ${d(bill.dueDate)} na Váš účet evidovaný ve smlouvě.`
        : 'Vyúčtování je vyrovnané, nic nehraďte.'

  const html = `<!doctype html><html lang="cs"><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 13mm 12mm 15mm 12mm; }
    body { font-family: ${font}, sans-serif; font-size: 8pt; color: #111; margin: 0; }
    header { display: flex; justify-content: space-between; border-bottom: 2px solid ${color}; padding-bottom: 6px; }
    .logo { display: flex; gap: 8px; align-items: center; }
    .mark { width: 30px; height: 30px; background: ${color}; border-radius: 6px; }
    .supplier { font-size: 13pt; font-weight: bold; color: ${color}; }
    .small { font-size: 6.5pt; color: #555; }
    h1 { font-size: 11pt; margin: 8px 0 2px; }
    h2 { font-size: 9pt; color: ${color}; margin: 10px 0 3px; }
    .cards { display: flex; gap: 10px; margin-top: 6px; }
    .card { flex: 1; border: 1px solid #ccc; border-radius: 4px; padding: 4px 6px; }
    .card { font-size: 7.5pt; }
    .card.wide { flex: 1.5; }
    .card table th { text-align: left; font-weight: normal; color: #555; padding-right: 6px; vertical-align: top; max-width: 40%; }
    .card table td { white-space: nowrap; }
    .result { border: 2px solid ${color}; border-radius: 4px; padding: 4px 8px; font-size: 11pt; font-weight: bold; text-align: right; }
    table.m { width: 100%; border-collapse: collapse; font-size: 7pt; }
    table.m th { background: #eef; border: 1px solid #bbb; padding: 2px 3px; font-weight: bold; }
    table.m th.per { background: ${color}; color: #fff; }
    table.m td { border: 1px solid #ddd; padding: 2px 3px; text-align: right; white-space: nowrap; }
    table.m td.l, table.m th.l { text-align: left; white-space: normal; }
    table.m td.c { text-align: center; }
    table.m thead { display: table-header-group; }
    table.m tr { page-break-inside: avoid; }
    tr.grp td { background: #f4f4f4; font-weight: bold; text-align: left; }
    tr.sum td { font-weight: bold; border-top: 2px solid #777; }
    table.pay td, table.pay th { padding: 1px 8px 1px 0; text-align: right; }
    table.pay td:first-child, table.pay th:first-child { text-align: left; }
  </style></head><body>
    <header>
      <div class="logo"><div class="mark"></div><div><div class="supplier">${e(bill.supplierName)}</div>
      <div class="small">${e(supplier.seat)} · IČO ${e(supplier.ico)} · ${e(supplier.web)}</div></div></div>
      <div class="card"><table>${kv(documentRows)}</table></div>
    </header>
    <h1>${e(title)}</h1>
    <div>${e(random.pick(['Zúčtovací období', 'Období vyúčtování']))}: <b>${e(d(bill.periodFrom))} – ${e(d(bill.periodTo))}</b></div>
    <div class="cards">
      <div class="card"><table>${kv(customerRows)}</table></div>
      <div class="card wide"><table>${placeHtml}</table></div>
    </div>
    <div class="cards">
      <div class="card"><h2>Přehled</h2><table>${kv(summaryRows)}</table><div class="result">${e(balanceCaption)}: ${e(balanceAmount)}</div></div>
      <div class="card"><h2>${buys ? 'Spotřeba' : 'Výroba'}</h2><table>${kv(consumption)}</table></div>
    </div>
    ${matrix}
    ${selling}
    ${vatHtml}
    ${advancesHtml}
    <h2>Platba</h2><p>${e(paymentText)}</p>
    ${buys ? '<p class="small">Regulované složky ceny jsou účtovány podle cenových rozhodnutí Energetického regulačního úřadu platných v jednotlivých obdobích.</p>' : ''}
  </body></html>`
  return pinDates(await printer.print(html), bill.issueDate)
}
