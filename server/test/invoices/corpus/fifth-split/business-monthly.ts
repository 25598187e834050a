/**
 * BLIND DEVELOPMENT split layout, written 2026-11-23 without reading the extraction rules or the
 * other layouts. "business-monthly": a business customer's bill laid out with pdfmake whose energy
 * and distribution items are broken down per calendar month (one row per month with its own
 * quantity, unit price and amount, then the item's subtotal), where the Bill's amounts allow it to
 * the cent (monthly-split.ts), else one row. Beside the items: monthly consumption, a "Zálohový
 * kalendář" of the next advances and a "Rekapitulace DPH" table, numbers that are not items.
 */
import type { Content, TableCell } from 'pdfmake/interfaces'
import type { Bill, LineItem } from '../bill.ts'
import { addDays } from '../format.ts'
import { renderPdf } from '../pdf.ts'
import type { Random } from '../random.ts'
import {
  balanceLine,
  billingAddressLines,
  breakerText,
  buyItems,
  buys,
  companyId,
  CREATED,
  date,
  distributorLine,
  energy,
  kwhText,
  money,
  period,
  pickWords,
  quantity,
  sellItems,
  sells,
  supplyAddressLines,
  unitPrice,
  type Words,
} from './common.ts'
import { monthlyBreakdown, monthlyConsumption, type MonthRow } from './monthly-split.ts'

const MONTHS = ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec']
const monthName = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

const cell = (
  text: string,
  extra: Partial<{ bold: boolean; alignment: 'right' | 'left'; colSpan: number; fillColor: string }> = {},
): TableCell => ({ text, ...extra })
const right = (text: string, bold = false): TableCell => cell(text, { alignment: 'right', bold })

type Breakdown = Map<LineItem, MonthRow[] | null>

/** One item: its monthly rows and subtotal, or a single row when it cannot be split faithfully. */
function itemRows(item: LineItem, months: MonthRow[] | null, bill: Bill, words: Words): TableCell[][] {
  const name = words.itemName(item.kind)
  const price = unitPrice(item, bill)
  if (!months)
    return [[cell(name), cell(period(item.from, item.to, bill)), right(quantity(item, bill)), right(price), right(money(item.total, bill))]]
  const rows: TableCell[][] = [[cell(name, { bold: true, colSpan: 5, fillColor: '#eef2f5' }), '', '', '', '']]
  for (const month of months) {
    rows.push([
      cell(`  ${monthName(month.from)}`),
      cell(period(month.from, month.to, bill)),
      right(quantity({ ...item, quantity: month.quantity }, bill)),
      right(price),
      right(money(month.total, bill)),
    ])
  }
  rows.push([
    cell(`Mezisoučet – ${name}`, { bold: true }),
    cell(period(item.from, item.to, bill)),
    right(quantity(item, bill), true),
    '',
    right(money(item.total, bill), true),
  ])
  return rows
}

function itemsTable(title: string, items: LineItem[], breakdown: Breakdown, bill: Bill, words: Words): Content {
  const header = ['Položka / měsíc', 'Období', 'Množství', 'Jednotková cena', `Částka bez DPH`].map((h) =>
    cell(h, { bold: true, fillColor: '#d9e1e8' }),
  )
  return [
    { text: title, style: 'section' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 105, 70, 85, 75],
        body: [header, ...items.flatMap((item) => itemRows(item, breakdown.get(item) ?? null, bill, words))],
      },
      layout: 'lightHorizontalLines',
      fontSize: 7.5,
    },
  ]
}

function consumptionTable(bill: Bill, seed: number): Content {
  const rows = monthlyConsumption(bill, seed)
  const unitOf = (kwh: number) => energy(kwh, bill)
  const header = bill.twoTariff ? ['Měsíc', 'VT', 'NT', 'Celkem'] : ['Měsíc', 'Spotřeba']
  const body = rows.map((r) =>
    bill.twoTariff
      ? [monthName(r.from), right(unitOf(r.vt)), right(unitOf(r.nt)), right(unitOf(r.vt + r.nt))]
      : [monthName(r.from), right(unitOf(r.vt))],
  )
  return {
    table: {
      headerRows: 1,
      widths: bill.twoTariff ? [70, 60, 60, 60] : [70, 70],
      body: [header.map((h) => cell(h, { bold: true })), ...body],
    },
    layout: 'lightHorizontalLines',
    fontSize: 7.5,
  }
}

/** The next advances: due on the 15th of the months after the bill, a twelfth of the yearly cost rounded to hundreds. */
function advanceCalendar(bill: Bill): Content {
  const days = Math.round((Date.parse(bill.periodTo) - Date.parse(bill.periodFrom)) / 86_400_000) + 1
  const amount = Math.max(100, Math.round((bill.buyTotalWithVat * 365) / days / 12 / 100) * 100)
  const first = addDays(`${bill.issueDate.slice(0, 8)}01`, 40)
  const rows = Array.from({ length: 6 }, (_, i) => {
    const [y, m] = first.split('-').map(Number)
    const month = ((m! - 1 + i) % 12) + 1
    const year = y! + Math.floor((m! - 1 + i) / 12)
    return [cell(date(`${year}-${String(month).padStart(2, '0')}-15`, bill)), right(money(amount, bill))]
  })
  return [
    { text: 'Zálohový kalendář', style: 'section' },
    {
      table: { widths: [68, 62], body: [[cell('Splatnost zálohy', { bold: true }), right('Výše zálohy', true)], ...rows] },
      layout: 'lightHorizontalLines',
      fontSize: 7.5,
    },
  ]
}

function vatRecap(bill: Bill): Content {
  const header = ['Sazba DPH', 'Základ', 'DPH', 'Celkem'].map((h) => cell(h, { bold: true }))
  return [
    { text: 'Rekapitulace DPH', style: 'section' },
    {
      table: {
        widths: [60, 80, 70, 80],
        body: [
          header,
          ['21 %', right(money(bill.buyTotalNoVat, bill)), right(money(bill.vat, bill)), right(money(bill.buyTotalWithVat, bill))],
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 7.5,
    },
  ]
}

const pair = (label: string, value: string): Content => ({
  columns: [
    { text: `${label}:`, width: 150 },
    { text: value, bold: true },
  ],
  columnGap: 6,
})

function headerBlocks(bill: Bill, words: Words): Content {
  const documentData = [
    pair(words.invoiceNo, bill.invoiceNumber),
    pair(words.variableSymbol, bill.variableSymbol),
    pair(words.customerNo, bill.customerNumber),
    pair(words.issued, date(bill.issueDate, bill)),
    pair(words.due, date(bill.dueDate, bill)),
    pair(words.period, period(bill.periodFrom, bill.periodTo, bill)),
  ]
  const customer = [
    { text: 'Odběratel', bold: true },
    { text: bill.customerName, bold: true },
    ...billingAddressLines(bill),
    `IČO: ${companyId(bill)}`,
    `DIČ: CZ${companyId(bill)}`,
  ]
  return {
    columns: [
      { stack: documentData, width: '58%' },
      { stack: customer, width: '*' },
    ],
    columnGap: 14,
    fontSize: 8.5,
  }
}

function supplyPointBlock(bill: Bill, words: Words): Content {
  const lines: Content[] = [pair(words.supplyPoint, supplyAddressLines(bill).join('\n'))]
  if (buys(bill)) {
    lines.push(
      pair(words.ean, bill.ean),
      pair(words.product, bill.productName),
      pair(words.rate, bill.rate),
      pair(words.breaker, breakerText(bill)),
    )
    const distributor = distributorLine(bill, words)
    if (distributor) lines.push(pair(distributor.label, distributor.value))
  }
  if (sells(bill)) lines.push(pair(words.productionEan, bill.productionEan!), pair(words.sellProduct, bill.sellProductName))
  if (bill.contractEnd) lines.push(pair(words.contractEnd, date(bill.contractEnd, bill)))
  return [
    { text: 'Odběrné místo a smlouva', style: 'section' },
    { stack: lines, fontSize: 8.5 },
  ]
}

function consumptionSummary(bill: Bill, words: Words, seed: number): Content {
  const lines: Content[] = []
  if (bill.twoTariff)
    lines.push(pair('Spotřeba ve vysokém tarifu', energy(bill.vtKwh, bill)), pair('Spotřeba v nízkém tarifu', energy(bill.ntKwh, bill)))
  lines.push(pair(words.consumption, energy(bill.statedTotalKwh, bill)))
  if (bill.yearlyEstimatePrinted !== null) lines.push(pair(words.yearly, kwhText(bill.yearlyEstimatePrinted, bill)))
  return [
    { text: 'Spotřeba po měsících', style: 'section' },
    { columns: [consumptionTable(bill, seed), { stack: lines, fontSize: 8.5 }], columnGap: 16 },
  ]
}

function totals(bill: Bill, words: Words): Content {
  const rows: [string, string][] = []
  if (buys(bill)) {
    rows.push(
      [words.totalNoVat, money(bill.buyTotalNoVat, bill)],
      [words.vat, money(bill.vat, bill)],
      [words.totalWithVat, money(bill.buyTotalWithVat, bill)],
      [words.advances, money(bill.advances, bill)],
    )
  }
  if (sells(bill)) rows.push([words.sellTotal, money(bill.sellTotal, bill)])
  const result = balanceLine(bill)
  rows.push([result.cs, result.amount])
  return {
    table: {
      widths: ['*', 110],
      body: rows.map(([label, value], i) => [cell(label, { bold: i === rows.length - 1 }), right(value, i === rows.length - 1)]),
    },
    layout: 'noBorders',
    margin: [260, 8, 0, 0],
    fontSize: 9,
  }
}

export async function renderBusinessMonthlyBill(bill: Bill, random: Random): Promise<Uint8Array> {
  const words = pickWords(random)
  const seed = random.int(1, 1_000_000)
  const breakdown = monthlyBreakdown(bill, seed)
  const commodity = buyItems(bill).filter((i) =>
    ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee'].includes(i.kind),
  )
  const regulated = buyItems(bill).filter((i) => !commodity.includes(i))
  const content: Content[] = [
    {
      columns: [
        { text: bill.supplierName, bold: true, fontSize: 13 },
        { text: `${words.title}\npro podnikatele`, alignment: 'right', fontSize: 10 },
      ],
    },
    { canvas: [{ type: 'line', x1: 0, y1: 4, x2: 515, y2: 4, lineWidth: 1 }], margin: [0, 0, 0, 8] },
    headerBlocks(bill, words),
    supplyPointBlock(bill, words),
  ]
  if (buys(bill)) {
    content.push(
      consumptionSummary(bill, words, seed),
      itemsTable('Obchodní část – dodávka elektřiny', commodity, breakdown, bill, words),
      itemsTable('Distribuce elektřiny a regulované platby', regulated, breakdown, bill, words),
    )
  }
  if (sells(bill)) content.push(itemsTable('Výkup elektřiny z výrobny', sellItems(bill), breakdown, bill, words))
  content.push(totals(bill, words))
  if (buys(bill))
    content.push({
      columns: [
        { stack: [vatRecap(bill)], width: 'auto' },
        { stack: [advanceCalendar(bill)], width: 'auto' },
      ],
      columnGap: 30,
      margin: [0, 10, 0, 0],
    })
  content.push({
    text: `Množství elektřiny v ${bill.energyUnit}, ceny bez DPH. Číslo účtu dodavatele 123456789/0800.`,
    fontSize: 7,
    margin: [0, 14, 0, 0],
    color: '#555555',
  })
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: {
      title: `${words.title} ${bill.invoiceNumber}`,
      producer: 'Fakturace B2B 7.4',
      creator: 'Fakturace B2B 7.4',
      creationDate: CREATED,
      modDate: CREATED,
    },
    defaultStyle: { font: 'DejaVu', fontSize: 8.5 },
    styles: { section: { bold: true, fontSize: 10, margin: [0, 10, 0, 4] } },
    content,
  })
}
