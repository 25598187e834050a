/**
 * EIGHTH FORMER HELD-OUT split (written blind 2026-11-23, session 6; unsealed in session 7). Layout "booklet", built with pdfmake: an
 * A4 page set in two newspaper columns like a folded leaflet; the parties, the supply point and the
 * summary open the left column and the itemised table starts under them, breaks at the column's end
 * and runs on at the top of the right column ("pokračování"), followed by the payment part.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, LineItem } from '../bill.ts'
import { formatDate } from '../format.ts'
import { renderPdf } from '../pdf.ts'
import type { Random } from '../random.ts'
import {
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

const GREY = '#5a5a5a'
const ACCENT = ['#1f5f8b', '#7a2e2e', '#2f6b3a', '#5b4a8a']

const heading = (text: string, color: string): Content => ({ text, bold: true, fontSize: 8.5, color, margin: [0, 7, 0, 2] })

function pairs(rows: [string, string][], bold: number[] = []): Content {
  return {
    table: {
      widths: ['44%', '56%'],
      body: rows.map(([label, value], index) => [
        { text: label, color: GREY },
        { text: value, bold: bold.includes(index) },
      ]),
    },
    layout: 'noBorders',
  }
}

export function bookletDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const p: Printing = printing(bill, random, { longDates: 0.4, mwhDecimals: [3, 3, 4] })
  const d = (iso: string) => date(p, iso, (day) => formatDate(day, p.style))
  const color = random.pick(ACCENT)
  const breaker = breakerText(bill, random)
  const caption = captions(bill, random, breaker)
  const supplier = supplierDetails(bill, random)
  const buys = bill.direction !== 'sell'
  const sells = bill.direction !== 'buy'
  const multiSegment = segmentsOf(bill).length > 1
  const unit = energyUnit(p)

  // Left column: parties, supply point, summary, consumption.
  const left: Content[] = []
  const customer: [string, string][] = [[random.pick(['Zákazník', 'Odběratel']), bill.customerName], ...customerIds(bill, random)]
  customer.push(['Zákaznické číslo', bill.customerNumber])
  customer.push(['Doručovací adresa', `${bill.billingAddress.street}, ${bill.billingAddress.zip} ${bill.billingAddress.city}`])
  left.push(heading(random.pick(['Zákazník', 'Údaje o zákazníkovi']), color), pairs(customer, [0]))

  const point: [string, string][] = []
  if (buys) point.push([random.pick(['EAN odběrného místa', 'Kód odběrného místa (EAN)']), bill.ean])
  if (sells) point.push([random.pick(['EAN výrobny', 'EAN místa výroby']), bill.productionEan!])
  const addressCaption = buys ? random.pick(['Adresa odběrného místa', 'Místo spotřeby']) : 'Adresa výrobny'
  if (bill.addressOnTwoLines)
    point.push([addressCaption, `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`])
  else point.push([addressCaption, `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`])
  if (buys) {
    point.push(['Distribuční sazba', bill.rate], [random.pick(['Hodnota hlavního jističe', 'Jistič']), breaker])
    const line = distributorLine(bill, random)
    if (line) point.push(line)
  }
  if (random.chance(0.5)) point.push(['Kategorie', customerCategory(bill)])
  left.push(heading(buys ? 'Odběrné místo' : 'Výrobna', color), pairs(point))

  const contract: [string, string][] = []
  if (buys) contract.push([random.pick(['Produkt', 'Produktová řada']), bill.productName])
  if (sells) contract.push([buys ? 'Produkt výkupu' : 'Produkt', bill.sellProductName])
  const term = contractLine(bill, random, d)
  if (term) contract.push(term)
  left.push(heading('Smlouva', color), pairs(contract))

  const summary: [string, string][] = []
  if (buys) {
    summary.push([random.pick(['Cena bez DPH', 'Celkem za dodávku bez DPH']), money(p, bill.buyTotalNoVat)])
    summary.push(['DPH 21 %', money(p, bill.vat)])
    summary.push([random.pick(['Cena s DPH', 'Celkem za dodávku s DPH']), money(p, bill.buyTotalWithVat)])
  }
  if (sells) summary.push([random.pick(['Výkup elektřiny', 'Za vykoupenou elektřinu']), money(p, buys ? -bill.sellTotal : bill.sellTotal)])
  if (buys) summary.push([random.pick(['Zaplacené zálohy', 'Uhrazené zálohy']), money(p, -bill.advances)])
  const [balanceCaption, balanceAmount] = balanceLine(p, random)
  summary.push([balanceCaption, balanceAmount])
  left.push(heading(random.pick(['Přehled vyúčtování', 'Souhrn']), color), {
    table: {
      widths: ['*', 'auto'],
      body: summary.map(([label, value], index) => {
        const last = index === summary.length - 1
        return [
          { text: label, bold: last, fillColor: last ? '#eeeeee' : undefined },
          { text: value, alignment: 'right', bold: last, fillColor: last ? '#eeeeee' : undefined },
        ]
      }),
    },
    layout: 'lightHorizontalLines',
  })

  if (buys) {
    const consumption: [string, string][] = bill.twoTariff
      ? [
          ['Spotřeba VT', `${energy(p, bill.vtKwh)} ${unit}`],
          ['Spotřeba NT', `${energy(p, bill.ntKwh)} ${unit}`],
        ]
      : [['Spotřeba (jednotarif)', `${energy(p, bill.vtKwh)} ${unit}`]]
    consumption.push([random.pick(['Celková spotřeba', 'Celkem odebráno']), `${energy(p, bill.statedTotalKwh)} ${unit}`])
    if (bill.yearlyEstimatePrinted !== null)
      consumption.push(['Předpokládaná roční spotřeba', `${energy(p, bill.yearlyEstimatePrinted)} ${unit}`])
    left.push(
      heading('Spotřeba v zúčtovacím období', color),
      pairs(consumption, [consumption.length - (bill.yearlyEstimatePrinted === null ? 1 : 2)]),
    )
  }
  if (sells)
    left.push(
      heading('Výroba', color),
      pairs([[random.pick(['Dodáno do sítě', 'Vykoupené množství']), `${energy(p, bill.soldKwh)} ${unit}`]]),
    )

  // The itemised rows, split between the two columns.
  type Row = { kind: 'group'; text: string } | { kind: 'item'; item: LineItem }
  const rows: Row[] = []
  if (buys) {
    const groups = random.pick([
      ['Dodávka elektřiny', 'Distribuce a regulované platby'],
      ['Obchodní část', 'Distribuční část'],
    ] as const)
    let last: string | null = null
    for (const item of buyItems(bill)) {
      const group = isCommercial(item) ? groups[0] : groups[1]
      if (group !== last) rows.push({ kind: 'group', text: group })
      last = group
      rows.push({ kind: 'item', item })
    }
  }
  const soldRows = sellItems(bill)
  const itemCell = (item: LineItem): TableCell[] => {
    const text = item.kind === 'tax' || item.kind === 'poze' || item.kind === 'systemServices' ? `${caption(item)} *` : caption(item)
    const label: Content =
      multiSegment || item.kind === 'sellMonthly' || random.chance(0.3)
        ? { stack: [text, { text: `${d(item.from)} – ${d(item.to)}`, fontSize: 5.8, color: GREY }] }
        : { text }
    return [
      label,
      { text: `${quantity(p, item)} ${quantityUnit(p, item)}`, alignment: 'right', noWrap: true },
      { text: `${unitPrice(p, item)} ${priceUnit(p, item)}`, alignment: 'right', noWrap: true, fontSize: 6.5 },
      { text: num(p, item.total, 2), alignment: 'right', noWrap: true },
    ]
  }
  const tableOf = (part: Row[]): Content => ({
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto', 'auto'],
      body: [
        ['Položka', 'Množství', 'Jedn. cena', p.style.currency].map((text, index) => ({
          text,
          bold: true,
          fontSize: 6.5,
          alignment: index ? 'right' : 'left',
          color,
        })),
        ...part.map((row): TableCell[] =>
          row.kind === 'group' ? [{ text: row.text, bold: true, colSpan: 4, margin: [0, 2, 0, 0] }, '', '', ''] : itemCell(row.item),
        ),
      ],
    },
    layout: 'lightHorizontalLines',
  })
  const split = rows.length > 4 ? Math.max(2, Math.min(rows.length - 2, Math.round(rows.length * random.amount(0.3, 0.5)))) : rows.length
  const detailTitle = random.pick(['Rozpis vyúčtování', 'Podrobný rozpis položek', 'Fakturované položky'])
  if (rows.length) left.push(heading(detailTitle, color), tableOf(rows.slice(0, split)))

  // Right column: the rest of the table, production, VAT, payment.
  const right: Content[] = []
  if (split < rows.length)
    right.push(
      { ...(heading(`${detailTitle} – pokračování`, color) as object), margin: [0, 0, 0, 2] } as Content,
      tableOf(rows.slice(split)),
    )
  if (buys) {
    right.push({
      margin: [0, 4, 0, 0],
      table: {
        widths: ['*', 'auto'],
        body: [
          [
            { text: random.pick(['Celkem za dodávku elektřiny bez DPH', 'Součet bez DPH']), bold: true },
            { text: money(p, bill.buyTotalNoVat), bold: true, alignment: 'right' },
          ],
        ],
      },
      layout: 'noBorders',
    })
  }
  if (soldRows.length) {
    right.push(heading(random.pick(['Výkup elektřiny z výrobny', 'Vykoupená elektřina']), color))
    right.push(tableOf(soldRows.map((item) => ({ kind: 'item', item }))))
    right.push({
      margin: [0, 3, 0, 0],
      columns: [
        { text: random.pick(['Celkem za výkup', 'Výkup celkem bez DPH']), bold: true },
        { text: money(p, bill.sellTotal), bold: true, alignment: 'right' },
      ],
    })
  }
  if (buys) {
    right.push(heading('Rekapitulace DPH', color), {
      table: {
        widths: ['auto', '*', '*', '*'],
        body: [
          ['Sazba', 'Základ', 'DPH', 'Celkem'].map((text, index) => ({
            text,
            bold: true,
            fontSize: 6.5,
            alignment: index ? 'right' : 'left',
          })),
          [
            '21 %',
            { text: num(p, bill.buyTotalNoVat, 2), alignment: 'right' },
            { text: num(p, bill.vat, 2), alignment: 'right' },
            { text: num(p, bill.buyTotalWithVat, 2), alignment: 'right' },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    })
  }
  const payment: [string, string][] = [
    [balanceCaption, balanceAmount],
    ['Variabilní symbol', bill.variableSymbol],
  ]
  if (bill.balance > 0) payment.push(['Splatnost', d(bill.dueDate)], ['Účet příjemce', supplier.account])
  else if (bill.balance < 0) payment.push(['Výplata na účet zákazníka do', d(bill.dueDate)])
  right.push(heading(random.pick(['Platební údaje', 'Úhrada']), color), pairs(payment, [0]))
  if (buys)
    right.push({
      text: '* Regulovaná složka ceny stanovená Energetickým regulačním úřadem.',
      fontSize: 5.8,
      color: GREY,
      margin: [0, 8, 0, 0],
    })

  const title = buys
    ? random.pick(['Vyúčtování dodávky elektřiny', 'Faktura – vyúčtování elektřiny', 'Roční vyúčtování elektřiny'])
    : random.pick(['Vyúčtování výkupu elektřiny', 'Doklad o výkupu elektřiny'])
  const numberCaption = random.pick(['Číslo faktury', 'Daňový doklad č.', 'Evidenční číslo'])
  return {
    pageSize: 'A4',
    pageMargins: [30, 36, 30, 40],
    info: {
      title: `${title} ${bill.invoiceNumber}`,
      author: bill.supplierName,
      creator: 'Booklet Print Server',
      producer: 'Booklet Print Server',
      creationDate: new Date(`${bill.issueDate}T07:30:00Z`),
    },
    defaultStyle: { font: 'DejaVu', fontSize: 7.2, lineHeight: 1.12 },
    footer: (page: number, pages: number) => ({
      text: `${bill.supplierName} · ${supplier.web} · strana ${page} z ${pages}`,
      fontSize: 6,
      color: GREY,
      alignment: 'center',
    }),
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: bill.supplierName, bold: true, fontSize: 13, color },
              { text: `${supplier.seat} · IČO ${supplier.ico}`, fontSize: 6.5, color: GREY },
            ],
          },
          {
            width: 'auto',
            stack: [
              { text: title.toUpperCase(), bold: true, fontSize: 10, alignment: 'right' },
              { text: `${numberCaption} ${bill.invoiceNumber}`, alignment: 'right' },
              { text: `Vystaveno ${d(bill.issueDate)}`, alignment: 'right' },
              { text: `Zúčtovací období ${d(bill.periodFrom)} – ${d(bill.periodTo)}`, alignment: 'right', bold: true },
            ],
          },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 4, x2: 535, y2: 4, lineWidth: 1.2, lineColor: color }], margin: [0, 0, 0, 4] },
      {
        columns: [
          { width: '*', stack: left },
          { width: '*', stack: right },
        ],
        columnGap: 22,
      },
    ],
  }
}

export async function renderBooklet(bill: Bill, random: Random): Promise<{ document: TDocumentDefinitions; pdf: Uint8Array }> {
  const document = bookletDocument(bill, random)
  return { document, pdf: await renderPdf(document) }
}
