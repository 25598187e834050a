/**
 * SIXTH FORMER HELD-OUT layout "ledger" (written 2026-11-23). Written blind, without reading the
 * extraction rules or the development layouts; unsealed in session 5 (see index.ts).
 *
 * A customer account statement ("Výpis z účtu zákazníka"): identification of both parties and of
 * the supply point, then a ledger Datum | Doklad | Text | Má dáti | Dal | Zůstatek in which the
 * advances paid are credit lines with their own dates, the bill's items are debit lines on the issue
 * date (quantity and unit price inside the Text column), VAT is its own debit line and the buy-back
 * is credited; a running balance ends in the result, and the bill's totals follow the ledger.
 * Rendered with pdfmake (a table model, amounts in the columns without currency).
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, LineItem } from '../bill.ts'
import { round2 } from '../bill.ts'
import { renderPdf } from '../pdf.ts'
import type { Random } from '../random.ts'
import {
  advancePayments,
  amount,
  breakerText,
  buyItems,
  CREATED,
  customerIco,
  date,
  distributorNote,
  eanLines,
  energy,
  isSell,
  itemNamer,
  itemPeriod,
  kwh,
  money,
  owes,
  quantity,
  segmented,
  sellItems,
  supplyAddress,
  unitPrice,
} from './common.ts'

interface Entry {
  date: string
  document: string
  text: string
  debit: number
  credit: number
}

/** Advances as credits, then the items and VAT as debits on the issue date, then the buy-back as credits. */
function entries(bill: Bill, random: Random): Entry[] {
  const name = itemNamer(random)
  const advanceText = random.pick(['Přijatá platba – záloha', 'Úhrada zálohy', 'Záloha na elektřinu'])
  const rows: Entry[] = advancePayments(bill).map((payment, index) => ({
    date: payment.date,
    document: `Z${bill.variableSymbol.slice(-6)}/${String(index + 1).padStart(2, '0')}`,
    text: advanceText,
    debit: 0,
    credit: payment.amount,
  }))
  const itemText = (item: LineItem) =>
    `${name(item.kind)}${segmented(bill) ? ` (${itemPeriod(item, bill)})` : ''}, ${quantity(item, bill)} × ${unitPrice(item, bill)}`
  // A negative buy-back item (a fee) lowers the credit: it is a debit of its absolute amount.
  const line = (item: LineItem): Entry => {
    const credit = isSell(item) ? item.total : -item.total
    return {
      date: bill.issueDate,
      document: bill.invoiceNumber,
      text: itemText(item),
      debit: Math.max(0, -credit),
      credit: Math.max(0, credit),
    }
  }
  rows.push(...buyItems(bill).map(line))
  if (bill.direction !== 'sell')
    rows.push({
      date: bill.issueDate,
      document: bill.invoiceNumber,
      text: `DPH 21 % ze základu ${amount(bill.buyTotalNoVat, bill)}`,
      debit: bill.vat,
      credit: 0,
    })
  rows.push(...sellItems(bill).map(line))
  return rows
}

const right = (text: string): TableCell => ({ text, alignment: 'right' })

/** The ledger table with its running balance; the closing row states the bill's result. */
function ledgerTable(bill: Bill, random: Random): Content {
  let balance = 0
  const body: TableCell[][] = [['Datum', 'Doklad', 'Text', 'Má dáti', 'Dal', 'Zůstatek'].map((text) => ({ text, bold: true }))]
  body.push(['', '', 'Počáteční zůstatek', '', '', right(amount(0, bill))])
  for (const entry of entries(bill, random)) {
    balance = round2(balance + entry.debit - entry.credit)
    body.push([
      date(entry.date, bill),
      entry.document,
      entry.text,
      right(entry.debit ? amount(entry.debit, bill) : ''),
      right(entry.credit ? amount(entry.credit, bill) : ''),
      right(amount(balance, bill)),
    ])
  }
  body.push([
    { text: date(bill.issueDate, bill), bold: true },
    '',
    { text: random.pick(['Konečný zůstatek', 'Zůstatek k datu vystavení']), bold: true },
    '',
    '',
    { text: amount(bill.balance, bill), alignment: 'right', bold: true },
  ])
  return {
    table: { headerRows: 1, widths: [52, 62, '*', 54, 54, 58], body },
    layout: 'lightHorizontalLines',
    fontSize: 7.5,
  }
}

/** Label–value rows in a borderless two-column table. */
const pairs = (rows: [string, string][]): Content => ({
  table: { widths: [110, '*'], body: rows.map(([label, value]) => [{ text: label, color: '#444' }, value]) },
  layout: 'noBorders',
  fontSize: 8,
})

function parties(bill: Bill, random: Random): Content {
  const ico = customerIco(bill)
  const customer: [string, string][] = [
    [random.pick(['Zákazník', 'Odběratel']), bill.customerName],
    ...(ico ? [['IČO', ico] as [string, string]] : []),
    ['Adresa', `${bill.billingAddress.street}, ${bill.billingAddress.zip} ${bill.billingAddress.city}`],
    [random.pick(['Zákaznické číslo', 'Číslo zákaznického účtu']), bill.customerNumber],
  ]
  const document: [string, string][] = [
    [random.pick(['Číslo faktury', 'Daňový doklad č.', 'Číslo dokladu']), bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    [random.pick(['Datum vystavení', 'Vystaveno']), date(bill.issueDate, bill)],
    [random.pick(['Datum splatnosti', 'Splatné do']), date(bill.dueDate, bill)],
    [random.pick(['Zúčtovací období', 'Období vyúčtování']), `${date(bill.periodFrom, bill)} – ${date(bill.periodTo, bill)}`],
  ]
  return { columns: [pairs(customer), pairs(document)], columnGap: 16 }
}

/** Supply point and contract: address (one or two lines), EANs, rate, breaker, distributor, product. */
function supplyPoint(bill: Bill): Content {
  const address = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : supplyAddress(bill)
  const rows: [string, string][] = [['Odběrné místo', address], ...eanLines(bill)]
  if (bill.direction !== 'sell') {
    rows.push(['Distribuční sazba', bill.rate], ['Hlavní jistič', breakerText(bill)])
    const distributor = distributorNote(
      bill,
      (name) => ['Distributor', name] as [string, string],
      (phone) => ['Poruchová linka', phone] as [string, string],
    )
    if (distributor) rows.push(distributor)
    rows.push(['Produkt', bill.productName])
    rows.push(['Spotřeba za období', energy(bill.statedTotalKwh, bill)])
    if (bill.twoTariff) rows.push(['z toho VT / NT', `${energy(bill.vtKwh, bill)} / ${energy(bill.ntKwh, bill)}`])
    if (bill.yearlyEstimatePrinted !== null) rows.push(['Odhad roční spotřeby', kwh(bill.yearlyEstimatePrinted, bill)])
  }
  if (bill.productionEan) rows.push(['Výkupní produkt', bill.sellProductName], ['Vykoupeno', energy(bill.soldKwh, bill)])
  rows.push(['Smlouva', bill.contractEnd ? `na dobu určitou do ${date(bill.contractEnd, bill)}` : 'na dobu neurčitou'])
  return pairs(rows)
}

/** The bill's totals and result after the ledger, with currency. */
function totals(bill: Bill, random: Random): Content {
  const rows: [string, string][] = []
  if (bill.direction !== 'sell') {
    rows.push(
      [random.pick(['Celkem bez DPH', 'Základ daně celkem']), money(bill.buyTotalNoVat, bill)],
      ['DPH 21 %', money(bill.vat, bill)],
      [random.pick(['Celkem s DPH', 'Fakturováno celkem vč. DPH']), money(bill.buyTotalWithVat, bill)],
      [random.pick(['Uhrazené zálohy', 'Zaplacené zálohy celkem']), money(bill.advances, bill)],
    )
  }
  if (bill.productionEan) rows.push(['Výkup elektřiny celkem', money(bill.sellTotal, bill)])
  rows.push([owes(bill) ? 'Nedoplatek k úhradě' : 'Přeplatek k vrácení', money(Math.abs(bill.balance), bill)])
  return {
    table: {
      widths: ['*', 110],
      body: rows.map(([label, value], index) => [
        { text: label, bold: index === rows.length - 1 },
        { text: value, alignment: 'right', bold: index === rows.length - 1 },
      ]),
    },
    layout: 'noBorders',
    fontSize: 9,
    margin: [240, 8, 0, 0],
  }
}

export function ledgerDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const title = random.pick(['Výpis z účtu zákazníka', 'Vyúčtování a přehled plateb'])
  const payment = owes(bill)
    ? `Nedoplatek uhraďte do ${date(bill.dueDate, bill)} na účet 1002003004/0300, variabilní symbol ${bill.variableSymbol}.`
    : `Přeplatek Vám vrátíme do ${date(bill.dueDate, bill)} na Váš účet, variabilní symbol ${bill.variableSymbol}.`
  return {
    info: { title: `${title} ${bill.invoiceNumber}`, producer: bill.supplierName, creationDate: CREATED },
    defaultStyle: { font: 'DejaVu', fontSize: 8.5 },
    pageMargins: [36, 40, 36, 40],
    content: [
      {
        columns: [
          { text: bill.supplierName, bold: true, fontSize: 12 },
          { text: title, alignment: 'right', bold: true, fontSize: 12 },
        ],
      },
      { text: 'Vyúčtování dodávky elektřiny – daňový doklad', fontSize: 8, color: '#444', margin: [0, 2, 0, 10] },
      parties(bill, random),
      { text: 'Odběrné místo a smlouva', bold: true, margin: [0, 10, 0, 3] },
      supplyPoint(bill),
      { text: `Pohyby na účtu (částky v ${bill.style.currency})`, bold: true, margin: [0, 10, 0, 3] },
      ledgerTable(bill, random),
      totals(bill, random),
      { text: payment, fontSize: 8, margin: [0, 10, 0, 0] },
    ],
  }
}

export async function renderLedger(bill: Bill, random: Random): Promise<{ pdf: Uint8Array; document: TDocumentDefinitions }> {
  const document = ledgerDocument(bill, random)
  return { pdf: await renderPdf(document), document }
}
