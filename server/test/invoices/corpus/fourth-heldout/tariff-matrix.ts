/**
 * FOURTH FORMER HELD-OUT (unsealed 2026-11-23, session 4, after it measured 63.72 % fields right, 4.83 %
 * wrong non-null values, 25 of 180 bills refused by the gate; development material now). Written as a SEALED HELD-OUT layout, written 2026-11-23 — written blind: without reading the extraction rules or
 * the development layouts; it was not read while the rules it measured were written.
 *
 * tariff-matrix: a transposed price table drawn with pdf-lib. Tariffs are columns (VT | NT | Celkem,
 * or Jednotarif | Celkem) and quantity / unit price / amount are rows, once for the supply and once
 * for the distribution of each price period; the other supply items and the regulated items
 * (breaker, POZE, system services, OTE fee, tax) are listed under each matrix. The customer sits in a
 * window-envelope block at the top right under the sender's return line; the supplier's IČO, DIČ
 * and registry court only in a small-print footer. kWh bills price energy per kWh (five decimals).
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import { Sheet, type Cell } from '../sheet.ts'
import {
  balanceLabel,
  billingAddressLines,
  breakerText,
  buys,
  contractLine,
  date,
  distributorLine,
  energy,
  identification,
  type Identification,
  isSupplyItem,
  type Labels,
  money,
  num,
  period,
  pickLabels,
  pickWording,
  PRINTED_AT,
  quantity,
  quantityUnit,
  segmentsOf,
  sellItems,
  sells,
  supplyAddressLines,
  title,
  unitPrice,
  unitPriceUnit,
  type Wording,
} from './common.ts'

/** Right edges of the matrix columns (VT, NT, Celkem) and of the list columns. */
const COL = { first: 330, second: 420, total: 511 }
const WINDOW_X = 290

const ENERGY_KINDS: RowKind[] = ['energyVt', 'energyNt', 'energySingle']
const DIST_KINDS: RowKind[] = ['distVt', 'distNt', 'distSingle']

interface Context {
  sheet: Sheet
  bill: Bill
  labels: Labels
  w: Wording
  perKwh: boolean
}

const field = (label: string, value: string): Cell[] => [
  [0, `${label}:`],
  [165, value, { bold: true }],
]

function header(ctx: Context, random: Random): void {
  const { sheet, bill, w } = ctx
  const sender = `${bill.supplierName}, ${random.pick(['P. O. Box 40, 370 40 České Budějovice', 'Zákaznické centrum, 150 00 Praha 5', 'poštovní přihrádka 7, 602 00 Brno'])}`
  const window = [`${bill.customerName}`, ...billingAddressLines(bill)]
  const left: Cell[][] = [
    [[0, title(bill, random), { bold: true, size: 12 }]],
    [],
    field(w.invoiceNumber, bill.invoiceNumber),
    field(w.variableSymbol, bill.variableSymbol),
    field(w.customerNumber, bill.customerNumber),
    field(w.issueDate, date(bill, bill.issueDate)),
    field(w.dueDate, date(bill, bill.dueDate)),
    field(w.period, period(bill, bill.periodFrom, bill.periodTo)),
  ]
  const right: Cell[][] = [
    [],
    [[WINDOW_X, sender, { size: 5.5 }]],
    [],
    ...window.map((line): Cell[] => [[WINDOW_X + 10, line, { size: 10 }]]),
  ]
  for (let i = 0; i < Math.max(left.length, right.length); i++) sheet.row([...(left[i] ?? []), ...(right[i] ?? [])], 8.5, 1.6)
  sheet.gap(12)
}

function supplyPoint(ctx: Context, random: Random): void {
  const { sheet, bill, w } = ctx
  sheet.row([[0, bill.direction === 'sell' ? 'Výrobna' : 'Odběrné místo', { bold: true, size: 10 }]])
  const [first, second] = supplyAddressLines(bill)
  sheet.row(field(w.supplyAddress, first!))
  if (second) sheet.row([[165, second, { bold: true }]])
  if (buys(bill)) {
    sheet.row(field(w.ean, bill.ean))
    sheet.row([...field(w.rate, bill.rate), [300, `${w.breaker}: ${breakerText(bill)}`]])
    sheet.row(field(w.product, bill.productName))
  }
  if (sells(bill)) {
    sheet.row(field(w.productionEan, bill.productionEan!))
    sheet.row(field('Produkt výkupu', bill.sellProductName))
  }
  if (bill.customerType === 'business') sheet.row(field('Typ zákazníka', 'podnikatel'))
  const distributor = distributorLine(bill, random)
  if (distributor) sheet.row(field(distributor.label, distributor.value))
  sheet.row([[0, contractLine(bill)]])
  sheet.gap(8)
}

function consumption(ctx: Context): void {
  const { sheet, bill, w } = ctx
  sheet.row([[0, 'Přehled spotřeby', { bold: true, size: 10 }]])
  if (bill.twoTariff)
    sheet.row([...field('Vysoký tarif (VT)', energy(bill, bill.vtKwh)), [330, `Nízký tarif (NT): ${energy(bill, bill.ntKwh)}`]])
  else sheet.row(field('Jednotarif (VT)', energy(bill, bill.vtKwh)))
  sheet.row(field(w.consumption, energy(bill, bill.statedTotalKwh)))
  if (bill.yearlyEstimatePrinted !== null) sheet.row(field(w.yearly, `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`))
  sheet.gap(8)
}

/** The transposed table: one column per tariff, one row per measure. */
function matrix(ctx: Context, heading: string, items: LineItem[]): void {
  const { sheet, bill, perKwh } = ctx
  if (!items.length) return
  const columns = bill.twoTariff ? ['VT', 'NT'] : ['Jednotarif']
  const xs = bill.twoTariff ? [COL.first, COL.second] : [COL.second]
  const c = bill.style.currency
  const cells = (values: string[], total = ''): Cell[] => [
    ...values.map((v, i): Cell => [xs[i]!, v, { right: true }]),
    [COL.total, total, { right: true, bold: true }],
  ]
  const sum = items.reduce((acc, item) => acc + item.total, 0)
  sheet.keep(60)
  sheet.row([
    [0, heading, { bold: true }],
    ...columns.map((name, i): Cell => [xs[i]!, name, { right: true, bold: true }]),
    [COL.total, 'Celkem', { right: true, bold: true }],
  ])
  sheet.rule(0, COL.total)
  sheet.row([[0, `Množství (${bill.energyUnit})`], ...cells(items.map((item) => quantity(bill, item)))])
  sheet.row([
    [0, `Jednotková cena (${unitPriceUnit(bill, items[0]!, perKwh)})`],
    ...cells(items.map((item) => unitPrice(bill, item, perKwh))),
  ])
  sheet.row([
    [0, `Cena bez DPH (${c})`],
    ...cells(
      items.map((item) => num(bill, item.total, 2)),
      num(bill, sum, 2),
    ),
  ])
  sheet.rule(0, COL.total, true)
}

/** Items outside the matrix, one per line: name, quantity, unit price, amount. */
function list(ctx: Context, heading: string, items: LineItem[]): void {
  const { sheet, bill, labels, perKwh } = ctx
  if (!items.length) return
  sheet.row([[0, heading, { bold: true, size: 7.5 }]])
  for (const item of items) {
    const name = item.kind === 'breaker' ? `${labels.breaker} ${breakerText(bill)}` : labels[item.kind]
    sheet.row([
      [8, name],
      [COL.first - 40, `${quantity(bill, item)} ${quantityUnit(bill, item)}`, { right: true }],
      [COL.second + 10, `${unitPrice(bill, item, perKwh)} ${unitPriceUnit(bill, item, perKwh)}`, { right: true }],
      [COL.total, num(bill, item.total, 2), { right: true }],
    ])
  }
}

function pricePeriods(ctx: Context): void {
  const { sheet, bill } = ctx
  for (const seg of segmentsOf(bill.items.filter((item) => !item.kind.startsWith('sell')))) {
    const inSeg = bill.items.filter((item) => item.from === seg.from && item.to === seg.to)
    const of = (kinds: RowKind[]) => inSeg.filter((item) => kinds.includes(item.kind))
    sheet.row([[0, `Cenové období ${period(bill, seg.from, seg.to)}`, { bold: true, size: 10 }]])
    matrix(ctx, 'Dodávka elektřiny (obchodní část)', of(ENERGY_KINDS))
    list(
      ctx,
      'Další platby za dodávku',
      inSeg.filter((item) => isSupplyItem(item) && !ENERGY_KINDS.includes(item.kind)),
    )
    sheet.gap(6)
    matrix(ctx, 'Distribuce elektřiny', of(DIST_KINDS))
    list(
      ctx,
      'Regulované platby a daň',
      inSeg.filter((item) => !isSupplyItem(item) && !DIST_KINDS.includes(item.kind) && !item.kind.startsWith('sell')),
    )
    sheet.gap(10)
  }
}

function selling(ctx: Context): void {
  const { sheet, bill, w } = ctx
  sheet.keep(70)
  sheet.row([[0, 'Výkup elektřiny z výrobny', { bold: true, size: 10 }]])
  sheet.row(field(w.sold, energy(bill, bill.soldKwh)))
  const items = sellItems(bill)
  for (const seg of segmentsOf(items)) {
    list(
      ctx,
      `Položky výkupu ${period(bill, seg.from, seg.to)}`,
      items.filter((item) => item.from === seg.from && item.to === seg.to),
    )
  }
  sheet.row([
    [0, `${w.sellTotal}:`, { bold: true }],
    [COL.total, money(bill, bill.sellTotal), { right: true, bold: true }],
  ])
  sheet.gap(10)
}

function summary(ctx: Context, ids: Identification): void {
  const { sheet, bill, w } = ctx
  const line = (label: string, value: number, bold = false) =>
    sheet.row([
      [200, label, { bold }],
      [COL.total, money(bill, value), { right: true, bold }],
    ])
  sheet.keep(110)
  sheet.row([[0, 'Rekapitulace vyúčtování', { bold: true, size: 10 }]])
  if (buys(bill)) {
    const supply = bill.items.filter(isSupplyItem).reduce((acc, item) => acc + item.total, 0)
    const rest = bill.items
      .filter((item) => !isSupplyItem(item) && !item.kind.startsWith('sell'))
      .reduce((acc, item) => acc + item.total, 0)
    line('Obchodní část', supply)
    line('Distribuce a regulované platby', rest)
    line(w.totalNoVat, bill.buyTotalNoVat, true)
    line(w.vat, bill.vat)
    line(w.totalWithVat, bill.buyTotalWithVat, true)
    line(w.advances, bill.advances)
  }
  if (sells(bill)) line(`${w.sellTotal} (odečteno)`, bill.sellTotal)
  sheet.rule(200, COL.total)
  line(bill.balance >= 0 ? 'Nedoplatek k úhradě' : 'Přeplatek k vrácení', Math.abs(bill.balance), true)
  sheet.gap(4)
  const how =
    bill.balance >= 0
      ? `${balanceLabel(bill)} uhraďte do ${date(bill, bill.dueDate)} na účet ${ids.account} pod variabilním symbolem ${bill.variableSymbol}.`
      : `${balanceLabel(bill)} Vám vrátíme do ${date(bill, bill.dueDate)} na účet, ze kterého hradíte zálohy.`
  sheet.paragraph(0, how, COL.total)
}

function footer(ctx: Context, ids: Identification): void {
  const { sheet, bill } = ctx
  sheet.gap(16)
  sheet.rule(0, COL.total)
  sheet.gap(4)
  const text = `${bill.supplierName}, IČO ${ids.supplierIco}, DIČ ${ids.supplierDic}, zapsaná v obchodním rejstříku vedeném ${ids.court}, spisová značka ${ids.file}. Zákaznická linka ${ids.hotline}. Ceny regulovaných složek stanovil Energetický regulační úřad cenovým rozhodnutím.`
  sheet.paragraph(0, text, COL.total, { size: 6 })
}

export async function renderTariffMatrixBill(bill: Bill, random: Random): Promise<Uint8Array> {
  const sheet = await Sheet.create(
    `Vyúčtování ${bill.invoiceNumber}`,
    random.pick(['Fakturační systém ENERGIS', 'BillMatrix 3.1']),
    PRINTED_AT,
  )
  const ctx: Context = { sheet, bill, labels: pickLabels(random), w: pickWording(random), perKwh: bill.energyUnit === 'kWh' }
  const ids = identification(random)
  header(ctx, random)
  supplyPoint(ctx, random)
  if (buys(bill)) {
    consumption(ctx)
    pricePeriods(ctx)
  }
  if (sells(bill)) selling(ctx)
  summary(ctx, ids)
  footer(ctx, ids)
  return sheet.bytes()
}
