/**
 * NINTH FORMER HELD-OUT split (written blind 2026-11-23, session 7; unsealed in session 8). Layout "gross-net", printed with
 * pdfmake: a faktura – daňový doklad whose item table has merged header cells ("Množství | Jednotková
 * cena | Cena celkem" over "bez DPH | s DPH"), every row priced without and with VAT, grouped in
 * lettered parts with subtotals, then a VAT recapitulation per rate, the buy-back table and the
 * settlement (zálohy, přeplatek/nedoplatek). Quantities and unit prices follow the bill's energy unit.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, LineItem } from '../bill.ts'
import { renderPdf } from '../pdf.ts'
import type { Random } from '../random.ts'
import {
  addressLines,
  customerIds,
  distributorLine,
  headerWords,
  identityOf,
  isEnergy,
  itemLabels,
  itemsOf,
  metadataDate,
  Printer,
  resultOf,
  sumTotals,
  withVat,
  type Group,
} from './common.ts'

const small = (text: string, extra: Record<string, unknown> = {}): TableCell => ({ text, fontSize: 7, ...extra }) as TableCell
const right = (text: string, extra: Record<string, unknown> = {}): TableCell => ({ text, alignment: 'right', ...extra }) as TableCell

export function grossNetDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const p = new Printer(bill, random)
  const w = headerWords(p)
  const label = itemLabels(p, bill.supplier)
  const id = identityOf(bill, random)
  const buys = bill.direction !== 'sell'
  const sells = bill.direction !== 'buy'
  const bySegment = random.chance(0.5)
  const unit = bill.energyUnit
  const showDuzp = random.chance(0.6)
  const customer = bill.customerType === 'business' ? customerIds(random) : null
  const dist = distributorLine(bill, random)
  const periodWord = random.pick(['Období', 'Od – do', 'Zúčtovací období'])

  // Unit prices follow the quantity: Kč/MWh with MWh, Kč/kWh with kWh (five decimals).
  const unitPrice = (item: LineItem, gross: boolean): string => {
    if (!isEnergy(item)) return p.n(gross ? withVat(item.price) : item.price, 2)
    if (unit === 'MWh') return p.n(gross ? withVat(item.price) : item.price, 2)
    const perKwh = item.price / 1000
    return p.n(gross ? Math.round(perKwh * 1.21 * 100000) / 100000 : perKwh, 5)
  }
  const unitName = (item: LineItem) => (isEnergy(item) ? unit : 'měs.')

  const itemRow = (item: LineItem): TableCell[] => [
    { text: item.kind === 'breaker' ? `${label(item)} ${p.breaker()}` : label(item) },
    small(`${p.date(item.from)} -\n${p.date(item.to)}`),
    right(p.quantity(item, unit)),
    { text: unitName(item), fontSize: 7 },
    right(unitPrice(item, false)),
    right(unitPrice(item, true), { color: '#444444' }),
    right(p.n(item.total, 2)),
    right(p.n(withVat(item.total), 2), { color: '#444444' }),
  ]

  const content: Content[] = []
  // Head: supplier left, the document's identity right.
  const docRows: [string, string][] = [
    [w.number, bill.invoiceNumber],
    [w.vs, bill.variableSymbol],
    [w.customerNumber, bill.customerNumber],
    [w.issued, p.date(bill.issueDate)],
  ]
  if (showDuzp) docRows.push([w.duzp, p.date(bill.periodTo)])
  docRows.push([w.due, p.date(bill.dueDate)])
  docRows.push([w.period, p.period(bill.periodFrom, bill.periodTo)])
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: id.name, bold: true, fontSize: 13 },
          `${id.street}, ${id.city}`,
          `IČO: ${id.ico}   DIČ: ${id.dic}`,
          { text: id.register, fontSize: 6.5, color: '#555555' },
          { text: `Zákaznická linka ${id.phone} · ${id.web}`, margin: [0, 4, 0, 0] },
        ],
      },
      {
        width: 250,
        stack: [
          { text: w.title, bold: true, fontSize: 11, alignment: 'right' },
          { text: w.subtitle, alignment: 'right', margin: [0, 0, 0, 4] },
          {
            table: { widths: ['*', 'auto'], body: docRows.map(([k, v]) => [{ text: k, fontSize: 7 }, { text: v, bold: true, alignment: 'right', noWrap: true }]) },
            layout: 'lightHorizontalLines',
          },
        ],
      },
    ],
    columnGap: 16,
  })

  // Parties: the customer (billing address) and the supply point / production point.
  const customerStack: Content[] = [{ text: bill.customerType === 'business' ? 'Odběratel (plátce)' : 'Zákazník', bold: true, fontSize: 7, color: '#555555' }, { text: bill.customerName, bold: true }]
  for (const line of addressLines(bill.billingAddress, bill.addressOnTwoLines)) customerStack.push(line)
  if (customer) customerStack.push(`IČO: ${customer.ico}, DIČ: ${customer.dic}`)
  customerStack.push({ text: bill.customerType === 'business' ? 'Kategorie: maloodběr – podnikatelé (MOP)' : 'Kategorie: maloodběr – obyvatelstvo (MOO)', fontSize: 7 })

  const placeRows: [string, string][] = []
  for (const [i, line] of addressLines(bill.supplyAddress, bill.addressOnTwoLines).entries()) placeRows.push([i === 0 ? w.place : '', line])
  placeRows.push([w.ean, bill.direction === 'sell' ? bill.productionEan! : bill.ean])
  if (bill.direction === 'both') placeRows.push([w.productionEan, bill.productionEan!])
  if (buys) {
    placeRows.push([w.rate, bill.rate])
    placeRows.push([w.breaker, p.breaker()])
    if (dist) placeRows.push([dist.label, dist.value])
  }
  placeRows.push([w.product, bill.direction === 'sell' ? bill.sellProductName : bill.productName])
  if (bill.direction === 'both') placeRows.push(['Výkupní produkt', bill.sellProductName])
  if (bill.contractEnd) placeRows.push([w.contractEnd, p.date(bill.contractEnd)])
  content.push({
    margin: [0, 14, 0, 8],
    columns: [
      { width: 200, stack: customerStack },
      {
        width: '*',
        table: { widths: [120, '*'], body: placeRows.map(([k, v]) => [{ text: k, fontSize: 7.5, color: '#333333' }, { text: v }]) },
        layout: 'noBorders',
      },
    ],
    columnGap: 16,
  })

  if (buys) {
    const header1: TableCell[] = [
      { text: 'Položka', rowSpan: 2, bold: true },
      { text: periodWord, rowSpan: 2, bold: true },
      { text: 'Množství', rowSpan: 2, bold: true, alignment: 'right' },
      { text: 'MJ', rowSpan: 2, bold: true },
      { text: unit === 'MWh' ? `Jednotková cena (${p.currency}/MJ)` : 'Jednotková cena', colSpan: 2, bold: true, alignment: 'center' },
      {},
      { text: `Cena celkem (${p.currency})`, colSpan: 2, bold: true, alignment: 'center' },
      {},
    ]
    const header2: TableCell[] = [{}, {}, {}, {}, right('bez DPH', { bold: true }), right('s DPH', { bold: true }), right('bez DPH', { bold: true }), right('s DPH', { bold: true })]
    const body: TableCell[][] = [header1, header2]
    const parts: [string, Group[]][] = [
      [random.pick(['A. Dodávka elektřiny (obchodní část)', 'A. Obchodní část – dodávka silové elektřiny', 'A. Platby za dodávku elektřiny']), ['supply']],
      [random.pick(['B. Distribuce elektřiny (regulované ceny)', 'B. Distribuční část a regulované platby', 'B. Platby za distribuci a související služby']), ['distribution', 'regulated']],
      [random.pick(['C. Daň z elektřiny', 'C. Daně']), ['tax']],
    ]
    for (const [title, groups] of parts) {
      const items = groups.flatMap((g) => itemsOf(bill, g, bySegment))
      body.push([{ text: title, colSpan: 8, bold: true, fillColor: '#eeeeee' }, {}, {}, {}, {}, {}, {}, {}])
      for (const item of items) body.push(itemRow(item))
      const subtotal = sumTotals(items)
      body.push([
        { text: `Mezisoučet ${title.slice(0, 2).replace('.', '')}`, colSpan: 6, italics: true, alignment: 'right' },
        {},
        {},
        {},
        {},
        {},
        right(p.n(subtotal, 2), { italics: true }),
        right(p.n(withVat(subtotal), 2), { italics: true }),
      ])
    }
    body.push([
      { text: random.pick(['Celkem', 'Celkem za dodávku elektřiny', 'Vyúčtováno celkem']), colSpan: 6, bold: true },
      {},
      {},
      {},
      {},
      {},
      right(p.n(bill.buyTotalNoVat, 2), { bold: true }),
      right(p.n(bill.buyTotalWithVat, 2), { bold: true }),
    ])
    content.push({ text: random.pick(['Vyúčtování dodávky elektřiny a souvisejících služeb', 'Rozpis fakturovaných položek', 'Detailní struktura vyúčtování']), bold: true, fontSize: 10, margin: [0, 4, 0, 4] })
    content.push({
      table: { headerRows: 2, dontBreakRows: true, widths: ['*', 64, 44, 22, 48, 48, 52, 52], body },
      layout: { hLineWidth: (i: number) => (i <= 2 ? 0.8 : 0.3), vLineWidth: () => 0.3, hLineColor: () => '#888888', vLineColor: () => '#bbbbbb' },
      fontSize: 7.5,
    })
    // VAT recapitulation per rate (one rate on an electricity bill).
    content.push({ text: random.pick(['Rekapitulace DPH', 'Rekapitulace daně z přidané hodnoty', 'Přehled DPH podle sazeb']), bold: true, margin: [0, 10, 0, 3] })
    content.push({
      table: {
        widths: [70, 90, 80, 90],
        body: [
          [{ text: 'Sazba DPH', bold: true }, right('Základ daně', { bold: true }), right('Výše DPH', { bold: true }), right('Celkem s DPH', { bold: true })],
          ['21 %', right(p.money(bill.buyTotalNoVat)), right(p.money(bill.vat)), right(p.money(bill.buyTotalWithVat))],
          ['12 %', right(p.money(0)), right(p.money(0)), right(p.money(0))],
          [{ text: 'Celkem', bold: true }, right(p.money(bill.buyTotalNoVat), { bold: true }), right(p.money(bill.vat), { bold: true }), right(p.money(bill.buyTotalWithVat), { bold: true })],
        ],
      },
      layout: 'lightHorizontalLines',
    })
  }

  if (sells) {
    const rows = itemsOf(bill, 'sell', true)
    const body: TableCell[][] = [
      ['Položka výkupu', periodWord, right('Množství'), 'MJ', right(unit === 'MWh' ? `Cena (${p.currency}/MWh)` : `Cena (${p.currency}/kWh)`), right(`Celkem (${p.currency})`)].map((t) => (typeof t === 'string' ? { text: t, bold: true } : { ...(t as object), bold: true }) as TableCell),
    ]
    for (const item of rows) body.push([label(item), small(`${p.date(item.from)} -\n${p.date(item.to)}`), right(p.quantity(item, unit)), unitName(item), right(unitPrice(item, false)), right(p.n(item.total, 2))])
    body.push([{ text: w.sellTotal, colSpan: 5, bold: true }, {}, {}, {}, {}, right(p.n(bill.sellTotal, 2), { bold: true })])
    content.push({ text: random.pick(['D. Výkup elektřiny z výrobny', 'Vyúčtování výkupu elektřiny', 'Výkup přebytků elektřiny']), bold: true, fontSize: 10, margin: [0, 12, 0, 2] })
    content.push({ text: bill.customerType === 'business' ? 'Výkup je uveden bez DPH.' : 'Výrobce není plátcem DPH, výkup není předmětem DPH.', fontSize: 7, margin: [0, 0, 0, 3] })
    content.push({ table: { headerRows: 1, widths: ['*', 70, 50, 24, 60, 64], body }, layout: 'lightHorizontalLines', fontSize: 7.5 })
  }

  // Settlement.
  const result = resultOf(bill)
  const settle: TableCell[][] = []
  if (buys) settle.push([w.totalWithVat, right(p.money(bill.buyTotalWithVat))])
  if (sells) settle.push([buys ? 'Započtený výkup elektřiny' : w.sellTotal, right(p.money(buys ? -bill.sellTotal : bill.sellTotal))])
  if (buys) settle.push([w.advances, right(p.money(-bill.advances))])
  const resultLabel = result.owes ? w.owes : bill.direction === 'sell' ? w.sellCredit : w.credit
  settle.push([{ text: resultLabel, bold: true, fontSize: 10 }, right(p.money(result.amount), { bold: true, fontSize: 10 })])
  content.push({ text: random.pick(['Zúčtování', 'Výsledek vyúčtování', 'Celkové vyúčtování']), bold: true, fontSize: 10, margin: [0, 12, 0, 3] })
  content.push({ columns: [{ width: 300, table: { widths: ['*', 110], body: settle }, layout: 'lightHorizontalLines' }, { width: '*', text: '' }] })
  const payment = result.owes
    ? `Částku ${p.money(result.amount)} uhraďte do ${p.date(bill.dueDate)} na účet ${id.bank}, variabilní symbol ${bill.variableSymbol}.`
    : result.amount > 0
      ? `Částku ${p.money(result.amount)} Vám vrátíme do ${p.date(bill.dueDate)} na Váš účet nebo složenkou.`
      : 'Vyúčtování je vyrovnané, nic nehraďte.'
  content.push({ text: payment, margin: [0, 4, 0, 0] })

  // Consumption facts.
  if (buys) {
    const facts: string[] = []
    if (bill.twoTariff) facts.push(`Spotřeba ${p.high()}: ${p.energy(bill.vtKwh)}`, `Spotřeba ${p.low()}: ${p.energy(bill.ntKwh)}`)
    else facts.push(`Spotřeba (jednotarif): ${p.energy(bill.vtKwh)}`)
    facts.push(`${w.consumption}: ${p.energy(bill.statedTotalKwh)}`)
    if (bill.yearlyEstimatePrinted !== null) facts.push(`${w.yearly}: ${p.energy(bill.yearlyEstimatePrinted, 'kWh')}`)
    content.push({ text: 'Údaje o spotřebě v zúčtovacím období', bold: true, margin: [0, 12, 0, 2] })
    content.push({ ul: facts })
  }
  if (sells) content.push({ text: `${w.sold}: ${p.energy(bill.soldKwh)} (${w.productionEan}: ${bill.productionEan})`, margin: [0, 6, 0, 0] })

  content.push({
    text: `Reklamace vyúčtování uplatněte do 30 dnů na ${id.email} nebo na zákaznické lince ${id.phone}. Informace o cenách regulovaných složek stanovuje Energetický regulační úřad cenovým rozhodnutím.`,
    fontSize: 6.5,
    color: '#555555',
    margin: [0, 14, 0, 0],
  })

  return {
    pageSize: 'A4',
    pageMargins: [34, 40, 34, 44],
    defaultStyle: { font: 'DejaVu', fontSize: 8 },
    info: { title: `${w.title} ${bill.invoiceNumber}`, author: id.name, creator: 'SAP IS-U Print', producer: 'pdfmake', creationDate: metadataDate(bill), modDate: metadataDate(bill) },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${id.name} · IČO ${id.ico}`, fontSize: 6.5, margin: [34, 10, 0, 0] },
        { text: `Strana ${page} / ${pages}`, fontSize: 6.5, alignment: 'right', margin: [0, 10, 34, 0] },
      ],
    }),
    content,
  }
}

export async function renderGrossNetBill(bill: Bill, random: Random): Promise<{ document: TDocumentDefinitions; pdf: Uint8Array }> {
  const document = grossNetDocument(bill, random)
  return { document, pdf: await renderPdf(document) }
}
