/**
 * THIRD FORMER HELD-OUT layout "cover-letter": written blind on 2026-11-22 (session 3) without
 * reading the extraction rules or the development layouts; unsealed on 2026-11-23 (session 4).
 *
 * A bill drawn with pdf-lib whose first page is a cover letter ("Vážený zákazníku, …") that states the
 * result of the billing in a sentence and shows a pie-chart legend of cost shares (percentages, not
 * prices); the bill proper (document data, supply point, a full-width item table, the recapitulation)
 * follows on the next pages.
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import { formatNumber } from '../format.ts'
import type { Random } from '../random.ts'
import { Sheet } from '../sheet.ts'
import {
  CREATED,
  breakerText,
  buys,
  contractText,
  date,
  distributorLine,
  energy,
  ico,
  isSell,
  money,
  period,
  productLines,
  quantity,
  result,
  rowName,
  sells,
  supplyLines,
  unitPrice,
} from './common.ts'

const GROUPS: [string, RowKind[]][] = [
  ['Silová elektřina a služby obchodníka', ['energyVt', 'energyNt', 'energySingle', 'monthlyFee', 'spotFee', 'discountVt']],
  ['Distribuce elektřiny', ['distVt', 'distNt', 'distSingle', 'breaker']],
  ['Regulované platby a daň', ['poze', 'systemServices', 'infrastructure', 'tax']],
]

/** Whole-percent shares of the gross amount (largest remainder, so that they sum to 100). */
function shares(bill: Bill): [string, number][] {
  const parts: [string, number][] = GROUPS.map(([name, kinds]) => [
    name,
    bill.items.filter((i) => kinds.includes(i.kind)).reduce((acc, i) => acc + i.total, 0),
  ])
  parts.push(['DPH', bill.vat])
  const total = parts.reduce((acc, [, v]) => acc + Math.max(0, v), 0) || 1
  const raw = parts.map(([name, v]) => [name, (Math.max(0, v) / total) * 100] as [string, number])
  const floors = raw.map(([name, v]) => [name, Math.floor(v)] as [string, number])
  let left = 100 - floors.reduce((acc, [, v]) => acc + v, 0)
  const order = raw.map(([, v], i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0])
  for (const [, i] of order) {
    if (left-- <= 0) break
    floors[i]![1]++
  }
  return floors
}

function itemRow(sheet: Sheet, item: LineItem, bill: Bill): void {
  sheet.row([
    [0, rowName(item, bill), { size: 7 }],
    [228, period(item.from, item.to, bill), { size: 7 }],
    [362, quantity(item, bill), { right: true, size: 7.5 }],
    [432, unitPrice(item, bill), { right: true, size: 7 }],
    [511, money(item.total, bill), { right: true, size: 8 }],
  ])
}

export async function renderLetterBill(bill: Bill, random: Random): Promise<Uint8Array> {
  const sheet = await Sheet.create(`Vyúčtování elektřiny ${bill.invoiceNumber}`, 'Fakturace ENERGO-BILL 7', CREATED)
  const s = bill.style
  const city = random.pick(['Praha', 'Brno', 'Ostrava', 'Hradec Králové', 'České Budějovice'])

  // Page 1: the cover letter.
  sheet.row([[0, bill.supplierName, { bold: true, size: 13 }]], 13)
  sheet.row([[0, `Zákaznické centrum · ${city} · zakaznici@${random.pick(['energie', 'elektrina', 'proud'])}.cz`, { size: 7 }]], 7)
  sheet.gap(30)
  const billing = bill.billingAddress
  for (const line of [bill.customerName, billing.street, `${billing.zip} ${billing.city}`]) sheet.row([[300, line, { size: 10 }]], 10)
  sheet.gap(24)
  sheet.row([
    [
      300,
      `V ${city === 'Brno' ? 'Brně' : city === 'Ostrava' ? 'Ostravě' : city === 'Praha' ? 'Praze' : city} dne ${date(bill.issueDate, bill)}`,
    ],
  ])
  sheet.gap(12)
  sheet.row(
    [
      [
        0,
        `Věc: vyúčtování ${bill.direction === 'sell' ? 'výkupu elektřiny' : 'elektřiny'} za období ${period(bill.periodFrom, bill.periodTo, bill)}`,
        { bold: true, size: 10 },
      ],
    ],
    10,
  )
  sheet.gap(10)
  sheet.row([[0, bill.customerType === 'business' ? 'Vážený obchodní partnere,' : 'Vážený zákazníku,', { size: 10 }]], 10)
  sheet.gap(4)
  const r = result(bill)
  const intro =
    bill.direction === 'sell'
      ? 'zasíláme Vám vyúčtování elektřiny, kterou jsme vykoupili z Vaší výrobny.'
      : 'děkujeme, že odebíráte elektřinu od nás. V příloze tohoto dopisu Vám zasíláme vyúčtování dodávky elektřiny a souvisejících služeb.'
  const outcome = r.due
    ? `Výsledkem vyúčtování je nedoplatek ve výši ${r.amount}, který prosíme uhraďte do ${date(bill.dueDate, bill)} na náš účet pod variabilním symbolem ${bill.variableSymbol}.`
    : `Výsledkem vyúčtování je ${bill.direction === 'sell' ? 'částka k výplatě' : 'přeplatek'} ve výši ${r.amount}, kterou Vám pošleme na Váš účet do 15 dnů.`
  sheet.paragraph(0, `${intro} ${outcome}`, 500, { size: 10 })
  sheet.gap(6)
  if (buys(bill)) {
    sheet.paragraph(
      0,
      `Výši Vašich záloh jsme nastavili podle spotřeby za uplynulé období. Pokud se Vaše spotřeba změní, můžete si zálohy upravit v zákaznickém portálu.`,
      500,
      { size: 10 },
    )
    sheet.gap(12)
    sheet.row([[0, 'Z čeho se skládá Vaše platba', { bold: true, size: 10 }]], 10)
    sheet.gap(4)
    for (const [name, pct] of shares(bill)) {
      sheet.row(
        [
          [14, `${name}`],
          [260, `${pct} %`, { right: true, bold: true }],
        ],
        9,
      )
      sheet.gap(-8)
      sheet.square(0, 8)
      sheet.gap(11)
    }
    sheet.row([[0, 'Podíly jsou zaokrouhleny na celá procenta z celkové částky s DPH.', { size: 7 }]], 7)
  }
  sheet.gap(18)
  sheet.row([[0, 'S pozdravem', { size: 10 }]], 10)
  sheet.row([[0, `Zákaznický servis ${bill.supplierName}`, { size: 10 }]], 10)

  // Page 2 and on: the bill proper.
  sheet.breakPage()
  sheet.onNewPage = (next) => next.row([[0, `Faktura ${bill.invoiceNumber} – pokračování`, { size: 7 }]], 7)
  sheet.row(
    [
      [0, 'FAKTURA – DAŇOVÝ DOKLAD', { bold: true, size: 12 }],
      [511, bill.supplierName, { right: true, size: 9 }],
    ],
    12,
  )
  sheet.row([[0, bill.direction === 'sell' ? 'Vyúčtování výkupu elektřiny' : 'Řádné vyúčtování dodávky elektřiny']])
  sheet.gap(6)
  const grid: [string, string][] = [
    ['Evidenční číslo dokladu', bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    ['Datum vystavení', date(bill.issueDate, bill)],
    ['Datum splatnosti', date(bill.dueDate, bill)],
    ['Fakturační období', period(bill.periodFrom, bill.periodTo, bill)],
    ['Zákaznické číslo', bill.customerNumber],
  ]
  for (let i = 0; i < grid.length; i += 2) {
    const a = grid[i]!
    const b = grid[i + 1]
    sheet.row([
      [0, `${a[0]}:`],
      [110, a[1], { bold: true }],
      [260, b ? `${b[0]}:` : ''],
      [370, b ? b[1] : '', { bold: true }],
    ])
  }
  sheet.gap(8)
  sheet.row([
    [0, 'Zákazník', { bold: true }],
    [260, 'Odběrné místo', { bold: true }],
  ])
  const supply = supplyLines(bill)
  const customer = [
    bill.customerName,
    ...(bill.customerType === 'business' ? [`IČO ${ico(bill)}`] : []),
    billing.street,
    `${billing.zip} ${billing.city}`,
  ]
  const place: string[] = [...supply]
  if (bill.direction !== 'sell') place.push(`EAN: ${bill.ean}`)
  if (bill.productionEan) place.push(`EAN výrobny: ${bill.productionEan}`)
  if (buys(bill)) place.push(`Sazba: ${bill.rate}   Jistič: ${breakerText(bill)}`)
  for (let i = 0; i < Math.max(customer.length, place.length); i++)
    sheet.row([
      [0, customer[i] ?? ''],
      [260, place[i] ?? ''],
    ])
  const dist = distributorLine(bill)
  if (dist) sheet.row([[260, dist, { size: 7 }]], 7)
  sheet.gap(6)
  for (const line of productLines(bill)) sheet.row([[0, line]])
  sheet.row([[0, contractText(bill)]])
  sheet.gap(8)

  if (buys(bill)) {
    sheet.row([[0, 'Naměřená a vyúčtovaná spotřeba', { bold: true, size: 9.5 }]], 9.5)
    if (bill.twoTariff)
      sheet.row([
        [0, 'VT'],
        [120, energy(bill.vtKwh, bill), { right: true }],
        [160, 'NT'],
        [280, energy(bill.ntKwh, bill), { right: true }],
      ])
    sheet.row([
      [0, 'Spotřeba celkem', { bold: true }],
      [280, energy(bill.statedTotalKwh, bill), { right: true, bold: true }],
    ])
    if (bill.yearlyEstimatePrinted !== null)
      sheet.row([
        [0, 'Odhad roční spotřeby'],
        [280, `${formatNumber(bill.yearlyEstimatePrinted, 0, s)} kWh`, { right: true }],
      ])
  }
  if (sells(bill))
    sheet.row([
      [0, 'Dodávka z výrobny do sítě', { bold: true }],
      [280, energy(bill.soldKwh, bill), { right: true, bold: true }],
    ])
  sheet.gap(8)

  const header = (next: Sheet) =>
    next.row(
      [
        [0, 'Položka', { bold: true }],
        [228, 'Období', { bold: true }],
        [362, 'Množství', { right: true, bold: true }],
        [432, 'Cena za MJ', { right: true, bold: true }],
        [511, 'Celkem bez DPH', { right: true, bold: true }],
      ],
      7.5,
    )
  sheet.onNewPage = (next) => {
    next.row([[0, `Faktura ${bill.invoiceNumber} – pokračování`, { size: 7 }]], 7)
    header(next)
  }
  header(sheet)
  sheet.rule(0, 511)
  const buyItems = bill.items.filter((i) => !isSell(i))
  for (const item of buyItems) itemRow(sheet, item, bill)
  if (buyItems.length) {
    sheet.rule(0, 511)
    sheet.row([
      [0, 'Celkem za elektřinu a související služby bez DPH', { bold: true }],
      [511, money(bill.buyTotalNoVat, bill), { right: true, bold: true }],
    ])
  }
  const sellItems = bill.items.filter(isSell)
  if (sellItems.length) {
    sheet.gap(6)
    sheet.row([[0, 'Výkup elektřiny', { bold: true }]])
    for (const item of sellItems) itemRow(sheet, item, bill)
    sheet.rule(0, 511)
    sheet.row([
      [0, 'Celkem za výkup elektřiny bez DPH', { bold: true }],
      [511, money(bill.sellTotal, bill), { right: true, bold: true }],
    ])
  }
  sheet.onNewPage = (next) => next.row([[0, `Faktura ${bill.invoiceNumber} – pokračování`, { size: 7 }]], 7)
  sheet.gap(10)
  sheet.keep(80)
  sheet.row([[0, 'Rekapitulace', { bold: true, size: 9.5 }]], 9.5)
  if (buys(bill)) {
    sheet.row([
      [0, 'Základ daně (21 %)'],
      [300, money(bill.buyTotalNoVat, bill), { right: true }],
    ])
    sheet.row([
      [0, 'DPH 21 %'],
      [300, money(bill.vat, bill), { right: true }],
    ])
    sheet.row([
      [0, 'Fakturováno celkem vč. DPH', { bold: true }],
      [300, money(bill.buyTotalWithVat, bill), { right: true, bold: true }],
    ])
    sheet.row([
      [0, 'Zaplacené zálohy'],
      [300, money(bill.advances, bill), { right: true }],
    ])
  }
  if (sells(bill))
    sheet.row([
      [0, 'Započtený výkup elektřiny'],
      [300, money(bill.sellTotal, bill), { right: true }],
    ])
  sheet.row(
    [
      [0, r.label, { bold: true, size: 10 }],
      [300, r.amount, { right: true, bold: true, size: 10 }],
    ],
    10,
  )
  return sheet.bytes()
}
