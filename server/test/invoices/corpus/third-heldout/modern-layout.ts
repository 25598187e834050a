/**
 * THIRD FORMER HELD-OUT layout "modern-cards": written blind on 2026-11-22 (session 3) without
 * reading the extraction rules or the development layouts; unsealed on 2026-11-23 (session 4).
 *
 * A bill laid out with pdfmake (columns, stacks, tables) in a supplier's modern design: a big amount
 * "K úhradě" (or the refund), every value printed big with a small label under it, and the items split
 * into a "Dodávka elektřiny" table and a "Distribuce elektřiny" table, each with its subtotal, plus a
 * "Výkup elektřiny" table for a production point.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import { round2, type Bill, type LineItem, type RowKind } from '../bill.ts'
import { formatNumber } from '../format.ts'
import type { Random } from '../random.ts'
import {
  CREATED,
  breakerText,
  buys,
  contractText,
  date,
  distributorLine,
  energy,
  ico,
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

const SUPPLY_KINDS: RowKind[] = ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee', 'tax']
const DISTRIBUTION_KINDS: RowKind[] = ['distVt', 'distNt', 'distSingle', 'breaker', 'systemServices', 'poze', 'infrastructure']
const ACCENT = '#0b6e4f'

/** A value printed big with its small label under it. */
const card = (value: string, label: string, size = 11): Content => ({
  stack: [
    { text: value, fontSize: size, bold: true },
    { text: label, fontSize: 6.5, color: '#666666', margin: [0, 1, 0, 0] },
  ],
  margin: [0, 0, 0, 8],
})

function itemTable(title: string, items: LineItem[], bill: Bill, subtotalLabel: string): Content {
  const body: TableCell[][] = [
    [
      { text: 'Položka', bold: true },
      { text: 'Období', bold: true },
      { text: 'Množství', bold: true, alignment: 'right' },
      { text: 'Cena za jednotku', bold: true, alignment: 'right' },
      { text: 'Cena bez DPH', bold: true, alignment: 'right' },
    ],
  ]
  for (const item of items) {
    body.push([
      rowName(item, bill),
      { text: period(item.from, item.to, bill), fontSize: 7 },
      { text: quantity(item, bill), alignment: 'right' },
      { text: unitPrice(item, bill), alignment: 'right' },
      { text: money(item.total, bill), alignment: 'right' },
    ])
  }
  const subtotal = round2(items.reduce((acc, i) => acc + i.total, 0))
  body.push([{ text: subtotalLabel, bold: true, colSpan: 4 }, '', '', '', { text: money(subtotal, bill), bold: true, alignment: 'right' }])
  return {
    stack: [
      { text: title, fontSize: 11, bold: true, color: ACCENT, margin: [0, 10, 0, 4] },
      {
        table: { headerRows: 1, widths: ['*', 92, 62, 72, 70], body },
        layout: 'lightHorizontalLines',
      },
    ],
  }
}

export function modernDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const r = result(bill)
  const billing = bill.billingAddress
  const supply = supplyLines(bill)
  const brand = random.pick(['Vaše energie v pořádku', 'Energie jednoduše', 'Svítíme pro vás'])
  const headline = r.due ? 'K úhradě' : bill.direction === 'sell' ? 'Vyplatíme Vám' : 'Vrátíme Vám (přeplatek)'

  const pointCards: Content[] = []
  if (bill.direction !== 'sell') pointCards.push(card(bill.ean, 'EAN odběrného místa', 10))
  if (bill.productionEan) pointCards.push(card(bill.productionEan, 'EAN výrobny', 10))
  pointCards.push(card(supply.join(', '), 'Adresa odběrného místa', 9))
  if (buys(bill)) {
    pointCards.push({ columns: [card(bill.rate, 'Distribuční sazba', 10), card(breakerText(bill), 'Hlavní jistič', 10)] })
    const dist = distributorLine(bill)
    if (dist) pointCards.push({ text: dist, fontSize: 7, margin: [0, 0, 0, 6] })
  }

  const consumption: Content[] = []
  if (buys(bill)) {
    if (bill.twoTariff) consumption.push(card(energy(bill.vtKwh, bill), 'Spotřeba VT'), card(energy(bill.ntKwh, bill), 'Spotřeba NT'))
    consumption.push(card(energy(bill.statedTotalKwh, bill), 'Celková spotřeba za období'))
    if (bill.yearlyEstimatePrinted !== null)
      consumption.push(card(`${formatNumber(bill.yearlyEstimatePrinted, 0, bill.style)} kWh`, 'Předpokládaná roční spotřeba'))
  }
  if (sells(bill)) consumption.push(card(energy(bill.soldKwh, bill), 'Dodáno z výrobny do sítě'))

  const tables: Content[] = []
  const supplyItems = bill.items.filter((i) => SUPPLY_KINDS.includes(i.kind))
  const distributionItems = bill.items.filter((i) => DISTRIBUTION_KINDS.includes(i.kind))
  const sellItems = bill.items.filter((i) => i.kind.startsWith('sell'))
  if (supplyItems.length) tables.push(itemTable('Dodávka elektřiny', supplyItems, bill, 'Mezisoučet dodávka elektřiny'))
  if (distributionItems.length) tables.push(itemTable('Distribuce elektřiny', distributionItems, bill, 'Mezisoučet distribuce elektřiny'))
  if (sellItems.length) tables.push(itemTable('Výkup elektřiny z výrobny', sellItems, bill, 'Mezisoučet výkup elektřiny'))

  const totals: TableCell[][] = []
  if (buys(bill)) {
    totals.push(['Celkem bez DPH', { text: money(bill.buyTotalNoVat, bill), alignment: 'right' }])
    totals.push(['DPH 21 %', { text: money(bill.vat, bill), alignment: 'right' }])
    totals.push([
      { text: 'Celkem s DPH', bold: true },
      { text: money(bill.buyTotalWithVat, bill), alignment: 'right', bold: true },
    ])
    totals.push(['Zaplacené zálohy', { text: money(-bill.advances, bill), alignment: 'right' }])
  }
  if (sells(bill)) totals.push(['Výkup elektřiny (bez DPH)', { text: money(-bill.sellTotal, bill), alignment: 'right' }])
  totals.push([
    { text: r.label, bold: true },
    { text: r.amount, alignment: 'right', bold: true },
  ])

  const customer: Content[] = [card(bill.customerName, 'Zákazník', 10)]
  if (bill.customerType === 'business') customer.push(card(ico(bill), 'IČO', 9))
  customer.push(card(`${billing.street}, ${billing.zip} ${billing.city}`, 'Korespondenční adresa', 8.5))

  return {
    info: {
      title: `Vyúčtování ${bill.invoiceNumber}`,
      creator: bill.supplierName,
      producer: 'pdfmake',
      creationDate: CREATED,
      modDate: CREATED,
    },
    pageSize: 'A4',
    pageMargins: [36, 40, 36, 44],
    defaultStyle: { font: 'DejaVu', fontSize: 8 },
    footer: (page: number, pages: number) => ({
      text: `${bill.supplierName} · faktura ${bill.invoiceNumber} · strana ${page}/${pages}`,
      fontSize: 6.5,
      alignment: 'center',
      color: '#888888',
    }),
    content: [
      {
        columns: [
          {
            stack: [
              { text: bill.supplierName, fontSize: 16, bold: true, color: ACCENT },
              { text: brand, fontSize: 7, color: '#666666' },
            ],
          },
          {
            stack: [
              {
                text: bill.direction === 'sell' ? 'Vyúčtování výkupu elektřiny' : 'Vyúčtování elektřiny',
                fontSize: 12,
                bold: true,
                alignment: 'right',
              },
              { text: 'faktura – daňový doklad', fontSize: 7, alignment: 'right', color: '#666666' },
            ],
          },
        ],
        margin: [0, 0, 0, 14],
      },
      {
        columns: [
          {
            width: 190,
            stack: [
              { text: r.amount, fontSize: 24, bold: true, color: ACCENT },
              { text: headline, fontSize: 8, color: '#666666' },
              ...(r.due
                ? [{ text: `splatnost ${date(bill.dueDate, bill)}`, fontSize: 7, color: '#666666', margin: [0, 2, 0, 0] } as Content]
                : []),
            ],
          },
          {
            columns: [
              { stack: [card(bill.invoiceNumber, 'Číslo faktury'), card(bill.variableSymbol, 'Variabilní symbol')] },
              { stack: [card(date(bill.issueDate, bill), 'Datum vystavení'), card(date(bill.dueDate, bill), 'Datum splatnosti')] },
              {
                stack: [
                  card(period(bill.periodFrom, bill.periodTo, bill), 'Zúčtovací období', 9),
                  card(bill.customerNumber, 'Zákaznické číslo'),
                ],
              },
            ],
          },
        ],
        margin: [0, 0, 0, 10],
      },
      {
        columns: [{ stack: customer }, { stack: pointCards }, { width: 130, stack: consumption }],
        columnGap: 14,
      },
      ...tables,
      {
        columns: [
          {
            stack: [
              { text: 'Produkt a smlouva', fontSize: 10, bold: true, color: ACCENT, margin: [0, 12, 0, 4] },
              ...productLines(bill).map((line): Content => ({ text: line })),
              { text: contractText(bill) },
            ],
          },
          {
            width: 220,
            stack: [
              { text: 'Souhrn', fontSize: 10, bold: true, color: ACCENT, margin: [0, 12, 0, 4] },
              { table: { widths: ['*', 90], body: totals }, layout: 'noBorders' },
            ],
          },
        ],
        columnGap: 16,
      },
    ],
  }
}
