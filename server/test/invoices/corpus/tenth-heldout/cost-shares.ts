/**
 * TENTH FORMER HELD-OUT split (written blind 2026-11-23, session 8; unsealed in session 9). Layout "cost-shares", drawn with
 * pdfmake: a two-part annual settlement in the way large suppliers print it. Part A (page 1) is the
 * summary: identity, supply point, the two part subtotals, VAT, advances and the result, and a payment
 * box with a real QR Platba code (vector graphics, no text). Part B (page 2 on) is the detail, whose
 * item table puts its columns in an unusual order: component, its share of the bill in % (with a bar),
 * the amount without VAT, the unit price, the quantity and last the period. Below it: the purchase
 * part (výkup), a VAT recap, the meter readings and the advance plan for the next period (figures
 * that are no expected field). Page headers repeat the invoice number on continuation pages.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import { renderPdf } from '../pdf.ts'
import type { Random } from '../random.ts'
import {
  addressLines,
  bankAccount,
  breakerText,
  createdOf,
  discountPercent,
  distributorLines,
  Fmt,
  itemsOf,
  outcomeOf,
  readingsOf,
  REGULATED_PART,
  SELL_PART,
  sumOf,
  SUPPLIER_PART,
  supplierInfo,
  titleOf,
} from './common.ts'

function labelOf(bill: Bill, item: LineItem): string {
  const spot = bill.buyingType === 'SPOT'
  const labels: Record<RowKind, string> = {
    energyVt: spot ? 'Silová elektřina VT – cena dle burzy OTE' : 'Silová elektřina – vysoký tarif (VT)',
    energyNt: spot ? 'Silová elektřina NT – cena dle burzy OTE' : 'Silová elektřina – nízký tarif (NT)',
    energySingle: spot ? 'Silová elektřina – cena dle burzy OTE' : 'Silová elektřina – jednotarifní sazba',
    discountVt: `Sleva ${discountPercent(bill, item)} % z ceny silové elektřiny`,
    spotFee: 'Obchodní přirážka ke spotové ceně',
    monthlyFee: 'Stálá měsíční platba za dodávku',
    distVt: 'Distribuce – distribuované množství VT',
    distNt: 'Distribuce – distribuované množství NT',
    distSingle: 'Distribuce – distribuované množství elektřiny',
    breaker: `Měsíční platba za příkon (jistič ${breakerText(bill)})`,
    systemServices: 'Systémové služby',
    poze: 'Podpora elektřiny z podporovaných zdrojů (POZE)',
    infrastructure: 'Provoz nesíťové infrastruktury',
    tax: 'Daň z elektřiny',
    sellEnergy: 'Elektřina dodaná do sítě (výkup)',
    sellFee: 'Srážka za zprostředkování výkupu',
    sellMonthly: 'Měsíční paušál za výkup',
  }
  return labels[item.kind]
}

const GREY = '#5a5a5a'

function keyValues(rows: [string, string][], widths: [number | string, number | string] = [118, '*']): Content {
  return {
    table: { widths, body: rows.map(([key, value]) => [{ text: key, color: GREY }, { text: value }]) },
    layout: 'noBorders',
    margin: [0, 2, 0, 2],
  }
}

const blankCells = (count: number): TableCell[] => Array.from({ length: count }, () => '')

export function costSharesDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const fmt = new Fmt(bill)
  const supplier = supplierInfo(bill)
  const buys = bill.direction !== 'sell'
  const sells = bill.direction !== 'buy'
  const outcome = outcomeOf(bill)
  const account = bankAccount(random)
  const distributor = distributorLines(bill, random)
  const readings = readingsOf(bill, random)
  const supplierItems = itemsOf(bill, SUPPLIER_PART)
  const regulatedItems = itemsOf(bill, REGULATED_PART)
  const sellItems = itemsOf(bill, SELL_PART)
  const itemsSum = sumOf([...supplierItems, ...regulatedItems])
  const mwhDecimals = random.pick([3, 5])

  // ---- Part A: the summary page.
  const customer: string[] = [bill.customerName, ...addressLines(bill.billingAddress, true)]
  if (bill.customerType === 'business') customer.push(`IČ: ${random.digits(8)}`)
  const documentRows: [string, string][] = [
    ['Číslo daňového dokladu', bill.invoiceNumber],
    ['Datum vystavení', fmt.date(bill.issueDate)],
    ['Datum uskut. zdan. plnění', fmt.date(bill.periodTo)],
    ['Zúčtovací období', fmt.period(bill.periodFrom, bill.periodTo)],
    ['Variabilní symbol', bill.variableSymbol],
    ['Zákaznické číslo', bill.customerNumber],
  ]
  if (outcome === 'nedoplatek') documentRows.splice(2, 0, ['Datum splatnosti', fmt.date(bill.dueDate)])

  const place: [string, string][] = []
  if (buys) place.push(['EAN odběrného místa', bill.ean])
  if (sells) place.push([buys ? 'EAN výrobny' : 'EAN předávacího místa výrobny', bill.productionEan!])
  const lines = addressLines(bill.supplyAddress, bill.addressOnTwoLines)
  place.push(['Adresa odběrného místa', lines[0]!])
  if (lines[1]) place.push(['', lines[1]])
  if (buys) {
    place.push(['Distribuční sazba', bill.rate])
    place.push(['Hlavní jistič', breakerText(bill, random.pick(['x', '×']))])
    if (distributor.name) place.push(['Provozovatel distribuční soustavy', distributor.name])
    if (distributor.faultLine)
      place.push([distributor.name ? 'Poruchová linka distributora' : 'Poruchová linka (nepřetržitě)', distributor.faultLine])
    place.push(['Produkt', bill.productName])
  }
  if (sells) place.push(['Produkt výkupu', bill.sellProductName])
  if (bill.contractEnd) place.push(['Smlouva', `sjednána na dobu určitou do ${fmt.date(bill.contractEnd)}`])
  place.push(['Kategorie zákazníka', bill.customerType === 'business' ? 'MOP – podnikatel' : 'MOO – domácnost'])

  const summaryBody: TableCell[][] = []
  const summaryRow = (label: string, value: string, bold = false) =>
    summaryBody.push([
      { text: label, bold },
      { text: value, bold, alignment: 'right' },
    ])
  if (buys) {
    summaryRow('Platba za dodávku elektřiny (obchodní část)', fmt.money(sumOf(supplierItems)))
    summaryRow('Platba za distribuci a regulované složky', fmt.money(sumOf(regulatedItems)))
    summaryRow('Celkem za elektřinu bez DPH', fmt.money(bill.buyTotalNoVat), true)
    summaryRow('DPH 21 %', fmt.money(bill.vat))
    summaryRow('Celkem za elektřinu včetně DPH', fmt.money(bill.buyTotalWithVat))
  }
  if (sells)
    summaryRow(
      buys ? 'Odečet za vykoupenou elektřinu (výrobce neplátce DPH)' : 'Výkup elektřiny celkem (výrobce neplátce DPH)',
      fmt.money(buys ? -bill.sellTotal : bill.sellTotal),
    )
  if (buys) summaryRow('Uhrazené zálohy', fmt.money(-bill.advances))
  const resultLabel =
    outcome === 'nedoplatek'
      ? 'NEDOPLATEK K ÚHRADĚ'
      : outcome === 'přeplatek'
        ? buys
          ? 'PŘEPLATEK K VRÁCENÍ'
          : 'PŘEPLATEK – ČÁSTKA K VÝPLATĚ'
        : 'VYROVNÁNO'
  summaryRow(resultLabel, fmt.money(Math.abs(bill.balance)), true)

  const consumption: Content[] = []
  if (buys) {
    const split = bill.twoTariff
      ? ` (z toho VT ${fmt.energy(bill.vtKwh, bill.energyUnit, mwhDecimals)}, NT ${fmt.energy(bill.ntKwh, bill.energyUnit, mwhDecimals)})`
      : ''
    consumption.push({
      text: `Celkové dodané množství elektřiny za zúčtovací období: ${fmt.energy(bill.statedTotalKwh, bill.energyUnit, mwhDecimals)}${split}`,
    })
    if (bill.yearlyEstimatePrinted !== null)
      consumption.push({ text: `Předpokládaná roční spotřeba pro stanovení záloh: ${fmt.n(bill.yearlyEstimatePrinted, 0)} kWh` })
  }
  if (sells)
    consumption.push({ text: `Množství elektřiny dodané z výrobny do sítě: ${fmt.energy(bill.soldKwh, bill.energyUnit, mwhDecimals)}` })

  const payment: Content[] = []
  if (outcome === 'nedoplatek') {
    const qr = `SPD*1.0*ACC:CZ${random.digits(22)}*AM:${bill.balance.toFixed(2)}*CC:CZK*X-VS:${bill.variableSymbol}*MSG:VYUCTOVANI ELEKTRINY`
    payment.push({
      columns: [
        {
          width: '*',
          stack: [
            { text: 'Platební údaje', bold: true, margin: [0, 0, 0, 3] },
            keyValues([
              ['Částka k úhradě', fmt.money(bill.balance)],
              ['Splatnost', fmt.date(bill.dueDate)],
              ['Číslo účtu', account],
              ['Variabilní symbol', bill.variableSymbol],
              ['Konstantní symbol', '0308'],
            ]),
          ],
        },
        {
          width: 90,
          stack: [
            { qr, fit: 84 },
            { text: 'QR Platba', fontSize: 6, alignment: 'center', color: GREY },
          ],
        },
      ],
    })
  } else if (outcome === 'přeplatek') {
    payment.push({
      text: `Přeplatek ve výši ${fmt.money(-bill.balance)} Vám vrátíme do ${fmt.date(bill.dueDate)} na Váš účet, ze kterého platíte zálohy. Variabilní symbol platby ${bill.variableSymbol}.`,
    })
  } else payment.push({ text: 'Vyúčtování je vyrovnáno, nic nehraďte.' })

  const partA: Content[] = [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: supplier.name, fontSize: 15, bold: true, color: '#1d4f91' },
            { text: supplier.address, color: GREY },
            { text: `IČO ${supplier.ico} · DIČ ${supplier.dic}`, color: GREY },
            { text: `Zákaznická linka ${supplier.phone} · ${supplier.web}`, color: GREY },
          ],
        },
        {
          width: 220,
          alignment: 'right',
          stack: [
            { text: titleOf(bill).toUpperCase(), bold: true, fontSize: 11 },
            { text: 'řádné vyúčtování – daňový doklad', color: GREY },
          ],
        },
      ],
    },
    { canvas: [{ type: 'line', x1: 0, y1: 4, x2: 515, y2: 4, lineWidth: 1.2, lineColor: '#1d4f91' }], margin: [0, 2, 0, 8] },
    {
      columns: [
        { width: 230, stack: [{ text: 'Zákazník', bold: true }, ...customer.map((line) => ({ text: line }))] },
        { width: '*', stack: [keyValues(documentRows, [128, '*'])] },
      ],
    },
    { text: 'ČÁST A – SOUHRN VYÚČTOVÁNÍ', bold: true, fontSize: 10, margin: [0, 10, 0, 4], color: '#1d4f91' },
    {
      columns: [
        { width: 285, stack: [{ text: 'Odběrné místo', bold: true }, keyValues(place, [120, '*'])] },
        {
          width: '*',
          margin: [10, 0, 0, 0],
          table: {
            widths: ['*'],
            body: [
              [{ text: 'Víte, že…', bold: true }],
              [
                {
                  text: 'výši záloh na další období upravíte v zákaznickém portálu; změna platí od nejbližší zálohy. Podrobný rozpis ceny najdete v části B.',
                  fontSize: 7,
                },
              ],
            ],
          },
          layout: { hLineColor: () => '#b7c7dc', vLineColor: () => '#b7c7dc', fillColor: () => '#eef3f9' },
        },
      ],
    },
    { text: 'Přehled plateb', bold: true, margin: [0, 8, 0, 2] },
    { table: { widths: ['*', 110], body: summaryBody }, layout: 'lightHorizontalLines' },
    { stack: consumption, margin: [0, 6, 0, 6] },
    ...payment,
    {
      text: 'ČÁST C – Reklamaci vyúčtování můžete uplatnit písemně do 30 dnů od doručení. Pokud nesouhlasíte s odečtem, kontaktujte zákaznickou linku.',
      fontSize: 6.5,
      color: GREY,
      margin: [0, 10, 0, 0],
    },
  ]

  // ---- Part B: the detail.
  const header: TableCell[] = ['Složka ceny', 'Podíl', 'Částka bez DPH', 'Cena za jednotku bez DPH', 'Množství', 'Období'].map((text) => ({
    text,
    bold: true,
    fillColor: '#dfe7f1',
  }))
  const quantityText = (item: LineItem) =>
    item.unit === 'kWh' ? fmt.energy(item.quantity, bill.energyUnit, mwhDecimals) : `${fmt.n(item.quantity, 3)} měs.`
  const priceText = (item: LineItem) => `${fmt.n(item.price, 2)} ${fmt.cur}/${item.unit === 'kWh' ? 'MWh' : 'měs.'}`
  const itemRow = (item: LineItem, base: number): TableCell[] => {
    const share = base ? (item.total / base) * 100 : 0
    return [
      labelOf(bill, item),
      {
        stack: [
          { text: `${fmt.n(share, 1)} %`, alignment: 'right' },
          {
            canvas: [
              {
                type: 'rect',
                x: 0,
                y: 1,
                w: Math.max(0.5, Math.min(36, Math.abs(share) * 0.36)),
                h: 3,
                color: share < 0 ? '#c0504d' : '#7a9cc6',
              },
            ],
          },
        ],
      },
      { text: fmt.money(item.total), alignment: 'right' },
      { text: priceText(item), alignment: 'right' },
      { text: quantityText(item), alignment: 'right' },
      { text: fmt.period(item.from, item.to), fontSize: 6.5 },
    ]
  }
  const sectionRow = (text: string): TableCell[] => [
    { text, colSpan: 6, bold: true, color: '#1d4f91', margin: [0, 3, 0, 0] },
    ...blankCells(5),
  ]
  const subtotalRow = (text: string, amount: number): TableCell[] => [
    { text, italics: true },
    '',
    { text: fmt.money(amount), alignment: 'right', bold: true },
    ...blankCells(3),
  ]

  const body: TableCell[][] = [header]
  if (buys) {
    body.push(sectionRow(`Obchodní část – produkt ${bill.productName}`))
    for (const item of supplierItems) body.push(itemRow(item, itemsSum))
    body.push(subtotalRow('Mezisoučet obchodní části', sumOf(supplierItems)))
    body.push(sectionRow(`Distribuce a regulované složky – sazba ${bill.rate}`))
    for (const item of regulatedItems) body.push(itemRow(item, itemsSum))
    body.push(subtotalRow('Mezisoučet distribuce a regulovaných složek', sumOf(regulatedItems)))
  }
  if (sells) {
    body.push(sectionRow(`Výkup elektřiny z výrobny – ${bill.sellProductName}`))
    const sold = sumOf(sellItems.filter((item) => item.kind === 'sellEnergy'))
    for (const item of sellItems) body.push(itemRow(item, sold))
    body.push(subtotalRow('Výkup celkem (bez DPH)', bill.sellTotal))
  }

  const partB: Content[] = [
    { text: 'ČÁST B – PODROBNÉ VYÚČTOVÁNÍ', bold: true, fontSize: 10, color: '#1d4f91', pageBreak: 'before', margin: [0, 0, 0, 2] },
    {
      text: `Vyúčtování za období ${fmt.period(bill.periodFrom, bill.periodTo)} · všechny ceny bez DPH · podíl = podíl složky na platbě za elektřinu${sells ? ', u výkupu na ceně vykoupené elektřiny' : ''}`,
      color: GREY,
      margin: [0, 0, 0, 4],
    },
    {
      table: { headerRows: 1, widths: ['*', 40, 66, 80, 62, 70], body, dontBreakRows: true },
      layout: 'lightHorizontalLines',
      fontSize: 7.2,
    },
  ]
  if (buys) {
    partB.push(
      { text: 'Rekapitulace DPH', bold: true, margin: [0, 10, 0, 2] },
      {
        table: {
          widths: [60, 90, 90, 90],
          body: [
            ['Sazba DPH', 'Základ daně', 'Výše DPH', 'Celkem s DPH'].map((text) => ({ text, bold: true })),
            ['21 %', fmt.money(bill.buyTotalNoVat), fmt.money(bill.vat), fmt.money(bill.buyTotalWithVat)],
          ],
        },
        layout: 'lightHorizontalLines',
      },
    )
  }
  partB.push(
    { text: `Odečty elektroměru č. ${readings.meter} (${readings.kind})`, bold: true, margin: [0, 10, 0, 2] },
    {
      table: {
        widths: ['*', 80, 80, 80],
        body: [
          ['Registr', `Stav k ${fmt.date(bill.periodFrom)}`, `Stav k ${fmt.date(bill.periodTo)}`, 'Rozdíl (kWh)'].map((text) => ({
            text,
            bold: true,
          })),
          ...readings.registers.map((r) => [r.label, fmt.n(r.start, 0), fmt.n(r.end, 0), fmt.n(r.kwh, 0)]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  )
  if (buys) {
    const months = random.pick([3, 4, 6])
    const advance = Math.max(100, Math.round((bill.buyTotalWithVat * 1.05 * (30.4 / Math.max(28, periodLength(bill)))) / 100) * 100)
    const plan: TableCell[][] = [['Datum splatnosti zálohy', 'Výše zálohy'].map((text) => ({ text, bold: true }))]
    let day = bill.dueDate
    for (let i = 0; i < months; i++) {
      day = nextFifteenth(day)
      plan.push([fmt.date(day), fmt.money(advance)])
    }
    partB.push(
      { text: 'Rozpis záloh na další období', bold: true, margin: [0, 10, 0, 2] },
      { table: { widths: [120, 90], body: plan }, layout: 'lightHorizontalLines' },
      { text: `Zálohy plaťte na účet ${account} pod variabilním symbolem ${bill.variableSymbol}.`, fontSize: 7, margin: [0, 2, 0, 0] },
    )
  }
  partB.push({
    text: 'Ceny za distribuci elektřiny a ceny regulovaných složek stanovuje Energetický regulační úřad cenovým rozhodnutím. Ceny obchodní části odpovídají sjednanému produktu.',
    fontSize: 6.5,
    color: GREY,
    margin: [0, 10, 0, 0],
  })

  return {
    info: {
      title: `${titleOf(bill)} ${bill.invoiceNumber}`,
      author: supplier.name,
      creator: 'Fakturace',
      producer: 'Fakturace',
      creationDate: createdOf(bill),
      modDate: createdOf(bill),
    },
    pageSize: 'A4',
    pageMargins: [40, 46, 40, 46],
    defaultStyle: { font: 'DejaVu', fontSize: 8 },
    header: (page: number) =>
      page > 1
        ? {
            text: `${supplier.name} · Vyúčtování č. ${bill.invoiceNumber} · pokračování`,
            fontSize: 6.5,
            color: GREY,
            margin: [40, 20, 40, 0],
            alignment: 'right',
          }
        : null,
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${supplier.name}, ${supplier.address}, ${supplier.register}`, fontSize: 5.5, color: GREY },
        { text: `Strana ${page} z ${pages}`, fontSize: 6.5, alignment: 'right', width: 70 },
      ],
      margin: [40, 14, 40, 0],
    }),
    content: [...partA, ...partB],
  }
}

function periodLength(bill: Bill): number {
  return Math.round((Date.parse(bill.periodTo) - Date.parse(bill.periodFrom)) / 86_400_000) + 1
}

function nextFifteenth(iso: string): string {
  const [y, m] = iso.split('-').map(Number)
  const month = m! === 12 ? 1 : m! + 1
  const year = m! === 12 ? y! + 1 : y!
  return `${year}-${String(month).padStart(2, '0')}-15`
}

export async function renderCostShares(bill: Bill, random: Random): Promise<{ document: TDocumentDefinitions; pdf: Uint8Array }> {
  const document = costSharesDocument(bill, random)
  return { document, pdf: await renderPdf(document) }
}
