/**
 * TENTH FORMER HELD-OUT split (written blind 2026-11-23, session 8; unsealed in session 9). Layout "charge-codes", drawn with
 * pdf-lib at absolute positions (the corpus Sheet): the print of an ERP billing system. Every item line
 * carries a billing code and an abbreviated short text ("DVT2 Distr. množ. VT"); what the codes mean
 * is told only in a legend ("Vysvětlivky kódů") on the last page. Header facts sit as values under
 * small labels in three columns; the items run per price period inside numbered groups with
 * "Mezisoučet" lines; energy prices follow the quantity's unit (Kč/kWh with 5 decimals on kWh bills,
 * Kč/MWh on MWh bills). The recap, readings, payment details and legend start a new page, and each page
 * carries a vertical document strip in its left margin (rotated text: supplier, document, sheet x/n).
 */
import { degrees } from 'pdf-lib'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import { type Cell, Sheet } from '../sheet.ts'
import {
  addressLines,
  bankAccount,
  breakerText,
  createdOf,
  discountPercent,
  distributorLines,
  Fmt,
  outcomeOf,
  readingsOf,
  REGULATED_PART,
  SELL_PART,
  sumOf,
  SUPPLIER_PART,
  supplierInfo,
  titleOf,
} from './common.ts'

const CODES: Record<RowKind, string> = {
  energyVt: 'EVT1',
  energyNt: 'ENT1',
  energySingle: 'EJT1',
  discountVt: 'SLV1',
  spotFee: 'SPF1',
  monthlyFee: 'SMP1',
  distVt: 'DVT2',
  distNt: 'DNT2',
  distSingle: 'DJT2',
  breaker: 'JIS2',
  systemServices: 'SYS2',
  poze: 'OZE2',
  infrastructure: 'OTE2',
  tax: 'DAN3',
  sellEnergy: 'VYK4',
  sellFee: 'VYP4',
  sellMonthly: 'VMP4',
}

function shortText(bill: Bill, item: LineItem): string {
  const texts: Record<RowKind, string> = {
    energyVt: 'Sil.el. VT',
    energyNt: 'Sil.el. NT',
    energySingle: 'Sil.el. 1tarif',
    discountVt: `Sleva ${discountPercent(bill, item)} % sil.el.`,
    spotFee: 'Přirážka spotový nákup',
    monthlyFee: 'Stálý měs. plat',
    distVt: 'Distr. množ. VT',
    distNt: 'Distr. množ. NT',
    distSingle: 'Distr. množství',
    breaker: `Jistič ${breakerText(bill)}`,
    systemServices: 'Syst. služby',
    poze: 'POZE',
    infrastructure: 'Nesíť. infrastr.',
    tax: 'Daň z elektřiny',
    sellEnergy: 'Výkup do sítě',
    sellFee: 'Srážka výkup SPOT',
    sellMonthly: 'Paušál výkup/měs.',
  }
  return texts[item.kind]
}

function legendOf(bill: Bill, kind: RowKind): string {
  const spot = bill.buyingType === 'SPOT'
  const legends: Record<RowKind, string> = {
    energyVt: `silová elektřina spotřebovaná ve vysokém tarifu (VT)${spot ? ', cena dle výsledků denního trhu OTE' : ''}`,
    energyNt: `silová elektřina spotřebovaná v nízkém tarifu (NT)${spot ? ', cena dle výsledků denního trhu OTE' : ''}`,
    energySingle: `silová elektřina v jednotarifní sazbě${spot ? ', cena dle výsledků denního trhu OTE' : ''}`,
    discountVt: 'sleva z ceny silové elektřiny podle produktu',
    spotFee: 'poplatek obchodníka za nákup elektřiny na spotovém trhu',
    monthlyFee: 'stálý měsíční plat za dodávku elektřiny',
    distVt: 'cena za distribuované množství elektřiny ve vysokém tarifu',
    distNt: 'cena za distribuované množství elektřiny v nízkém tarifu',
    distSingle: 'cena za distribuované množství elektřiny (jednotarifní sazba)',
    breaker: 'měsíční cena za příkon podle hodnoty hlavního jističe před elektroměrem',
    systemServices: 'cena za systémové služby',
    poze: 'složka ceny na podporu elektřiny z podporovaných zdrojů energie (POZE)',
    infrastructure: 'cena za provoz nesíťové infrastruktury (činnost operátora trhu)',
    tax: 'daň z elektřiny podle zákona č. 261/2007 Sb.',
    sellEnergy: 'elektřina vykoupená z výrobny (dodávka do sítě)',
    sellFee: 'srážka obchodníka z výkupní ceny (produkt SPOT)',
    sellMonthly: 'měsíční paušál za správu výkupu',
  }
  return legends[kind]
}

export async function renderChargeCodes(bill: Bill, random: Random): Promise<Uint8Array> {
  const fmt = new Fmt(bill)
  const supplier = supplierInfo(bill)
  const buys = bill.direction !== 'sell'
  const sells = bill.direction !== 'buy'
  const outcome = outcomeOf(bill)
  const distributor = distributorLines(bill, random)
  const readings = readingsOf(bill, random)
  const account = bankAccount(random)
  const perKwhPrices = bill.energyUnit === 'kWh'
  const sheet = await Sheet.create(`Faktura ${bill.invoiceNumber}`, 'ERP Billing', createdOf(bill))
  const W = sheet.width

  // ---- Header.
  sheet.row(
    [
      [0, supplier.name, { bold: true, size: 12 }],
      [W, 'FAKTURA – DAŇOVÝ DOKLAD', { right: true, bold: true, size: 10 }],
    ],
    12,
  )
  sheet.row(
    [
      [0, supplier.address, { size: 7 }],
      [W, `${titleOf(bill)} (řádné)`, { right: true }],
    ],
    8,
  )
  sheet.row(
    [
      [0, `IČO ${supplier.ico}   DIČ ${supplier.dic}`, { size: 7 }],
      [W, `Zákaznická linka ${supplier.phone}`, { right: true, size: 7 }],
    ],
    8,
  )
  sheet.rule(0, W)
  sheet.gap(8)
  const label = (text: string): [string, { size: number }] => [text, { size: 6 }]
  const pairs: [string, string][][] = [
    [
      ['Číslo dokladu', bill.invoiceNumber],
      ['Datum vystavení', fmt.date(bill.issueDate)],
      ['Zúčtovací období', fmt.period(bill.periodFrom, bill.periodTo)],
    ],
    [
      ['Variabilní symbol', bill.variableSymbol],
      [outcome === 'nedoplatek' ? 'Datum splatnosti' : 'Datum vrácení / výplaty', fmt.date(bill.dueDate)],
      ['Zákaznické číslo', bill.customerNumber],
    ],
  ]
  for (const line of pairs) {
    sheet.row(
      line.map(([text], i): Cell => [i * 170, ...label(text)]),
      6,
      1.6,
    )
    sheet.row(
      line.map(([, value], i): Cell => [i * 170, value, { bold: true }]),
      8.5,
      1.35,
    )
    sheet.gap(3)
  }
  sheet.gap(4)

  // ---- Parties: customer left, supply point (or production plant) right.
  const left: string[] = [bill.customerName, ...addressLines(bill.billingAddress, true)]
  if (bill.customerType === 'business') left.push(`IČ ${random.digits(8)}   DIČ CZ${random.digits(8)}`)
  const right: string[] = []
  if (buys) right.push(`EAN ${bill.ean}`)
  if (sells) right.push(`EAN výrobny ${bill.productionEan}`)
  right.push(...addressLines(bill.supplyAddress, bill.addressOnTwoLines))
  if (buys) {
    right.push(`Distribuční sazba ${bill.rate}   Hlavní jistič ${breakerText(bill, random.pick(['x', '×']))}`)
    if (distributor.name) right.push(`Distributor: ${distributor.name}`)
    if (distributor.faultLine) right.push(`Poruchová linka: ${distributor.faultLine}`)
    right.push(`Produkt: ${bill.productName}`)
  }
  if (sells) right.push(`Produkt výkupu: ${bill.sellProductName}`)
  if (bill.contractEnd) right.push(`Smlouva na dobu určitou do ${fmt.date(bill.contractEnd)}`)
  const top = sheet.mark()
  sheet.row(
    [
      [6, 'ODBĚRATEL', { bold: true, size: 6.5 }],
      [262, buys ? 'MÍSTO SPOTŘEBY' : 'VÝROBNA / PŘEDÁVACÍ MÍSTO', { bold: true, size: 6.5 }],
    ],
    6.5,
  )
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    sheet.row([
      [6, left[i] ?? '', { size: 8 }],
      [262, right[i] ?? '', { size: 8 }],
    ])
  }
  sheet.frame(top, 0, 252)
  sheet.frame(top, 256, W)
  sheet.gap(12)

  // ---- Items, per group and per price period.
  const X = { code: 0, text: 28, from: 136, to: 186, qty: 290, unit: 294, price: 376, priceUnit: 380, amount: 470, vat: W }
  const tableHeader = (s: Sheet) => {
    s.row(
      [
        [X.code, 'Kód', { bold: true }],
        [X.text, 'Text položky', { bold: true }],
        [X.from, 'Od', { bold: true }],
        [X.to, 'Do', { bold: true }],
        [X.qty, 'Množství', { bold: true, right: true }],
        [X.unit, 'MJ', { bold: true }],
        [X.price, 'Cena/MJ', { bold: true, right: true }],
        [X.amount, 'Částka bez DPH', { bold: true, right: true }],
        [X.vat, 'DPH', { bold: true, right: true }],
      ],
      6.8,
    )
    s.rule(0, W)
    s.gap(2)
  }
  sheet.row([[0, 'ROZPIS FAKTUROVANÝCH POLOŽEK', { bold: true, size: 8.5 }]], 8.5)
  tableHeader(sheet)
  sheet.onNewPage = (s) => {
    s.row([[0, `Doklad ${bill.invoiceNumber} – pokračování rozpisu položek`, { size: 6.5 }]], 6.5)
    s.gap(4)
    tableHeader(s)
  }
  const itemLine = (item: LineItem, vatRate: string) => {
    const energy = item.unit === 'kWh'
    const quantity = energy
      ? bill.energyUnit === 'kWh'
        ? fmt.n(item.quantity, 0)
        : fmt.n(item.quantity / 1000, 3)
      : fmt.n(item.quantity, 3)
    const price = energy ? (perKwhPrices ? fmt.perKwh(item.price) : fmt.n(item.price, 2)) : fmt.n(item.price, 2)
    const priceUnit = energy ? `${fmt.cur}/${perKwhPrices ? 'kWh' : 'MWh'}` : `${fmt.cur}/měs`
    sheet.row(
      [
        [X.code, CODES[item.kind]],
        [X.text, shortText(bill, item)],
        [X.from, fmt.date(item.from)],
        [X.to, fmt.date(item.to)],
        [X.qty, quantity, { right: true }],
        [X.unit, energy ? bill.energyUnit : 'měs'],
        [X.price, price, { right: true }],
        [X.priceUnit, priceUnit, { size: 5.5 }],
        [X.amount, fmt.n(item.total, 2), { right: true }],
        [X.vat, vatRate, { right: true }],
      ],
      6.8,
    )
  }
  const group = (number: number, title: string, items: LineItem[], vatRate: string) => {
    if (!items.length) return
    sheet.gap(2)
    sheet.row([[0, `${number}  ${title}`, { bold: true }]], 7.2)
    const byPeriod = [...items].sort((a, b) => a.from.localeCompare(b.from))
    for (const item of byPeriod) itemLine(item, vatRate)
    sheet.row(
      [
        [X.text, `Mezisoučet ${number}`, { bold: true }],
        [X.amount, fmt.money(sumOf(items)), { right: true, bold: true }],
      ],
      6.8,
    )
  }
  const of = (kinds: RowKind[]) =>
    bill.items.filter((i) => kinds.includes(i.kind)).sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind))
  if (buys) {
    group(1, `Dodávka elektřiny – ${bill.productName}`, of(SUPPLIER_PART), '21 %')
    group(2, `Distribuce a regulované služby – sazba ${bill.rate}`, of(REGULATED_PART.filter((k) => k !== 'tax')), '21 %')
    group(3, 'Daň z elektřiny', of(['tax']), '21 %')
  }
  if (sells) group(4, `Výkup elektřiny – ${bill.sellProductName}`, of(SELL_PART), '–')
  if (buys) {
    sheet.gap(3)
    sheet.rule(300, W)
    sheet.row(
      [
        [X.text, 'Součet položek 1–3 bez DPH', { bold: true }],
        [X.amount, fmt.money(sumOf(of([...SUPPLIER_PART, ...REGULATED_PART]))), { right: true, bold: true }],
      ],
      7.2,
    )
  }

  // ---- Recap on a new page.
  sheet.onNewPage = (s) => {
    s.row([[0, `${supplier.name} · doklad ${bill.invoiceNumber}`, { size: 6.5 }]], 6.5)
    s.gap(6)
  }
  sheet.breakPage()
  sheet.row([[0, 'REKAPITULACE DOKLADU', { bold: true, size: 9 }]], 9)
  sheet.gap(3)
  const recap = (text: string, amount: number, bold = false) =>
    sheet.row(
      [
        [0, text, { bold }],
        [300, fmt.money(amount), { right: true, bold }],
      ],
      8.5,
    )
  if (buys) {
    recap('Základ daně celkem (sazba 21 %)', bill.buyTotalNoVat, true)
    recap('Daň z přidané hodnoty 21 %', bill.vat)
    recap('Fakturováno včetně DPH', bill.buyTotalWithVat)
    if (sells) recap('Odpočet výkupu elektřiny (výrobce není plátcem DPH)', -bill.sellTotal)
    recap('Přijaté zálohy', -bill.advances)
  } else recap('Výkup elektřiny celkem (výrobce není plátcem DPH)', bill.sellTotal, true)
  sheet.rule(0, 300)
  sheet.gap(2)
  const result =
    outcome === 'nedoplatek'
      ? 'VÝSLEDEK VYÚČTOVÁNÍ – NEDOPLATEK'
      : outcome === 'přeplatek'
        ? 'VÝSLEDEK VYÚČTOVÁNÍ – PŘEPLATEK'
        : 'VÝSLEDEK VYÚČTOVÁNÍ – VYROVNÁNO'
  recap(result, Math.abs(bill.balance), true)
  sheet.gap(10)

  sheet.row([[0, 'MNOŽSTVÍ A ODEČTY', { bold: true, size: 9 }]], 9)
  sheet.gap(2)
  if (buys) {
    if (bill.twoTariff) {
      sheet.row([
        [0, 'Spotřeba ve vysokém tarifu (VT)'],
        [300, fmt.energy(bill.vtKwh), { right: true }],
      ])
      sheet.row([
        [0, 'Spotřeba v nízkém tarifu (NT)'],
        [300, fmt.energy(bill.ntKwh), { right: true }],
      ])
    }
    sheet.row([
      [0, 'Celková spotřeba elektřiny za období', { bold: true }],
      [300, fmt.energy(bill.statedTotalKwh), { right: true, bold: true }],
    ])
    if (bill.yearlyEstimatePrinted !== null)
      sheet.row([
        [0, 'Předpokládaná roční spotřeba (podklad pro zálohy)'],
        [300, `${fmt.n(bill.yearlyEstimatePrinted, 0)} kWh`, { right: true }],
      ])
  }
  if (sells)
    sheet.row([
      [0, 'Vykoupené množství (dodávka do sítě)', { bold: true }],
      [300, fmt.energy(bill.soldKwh), { right: true, bold: true }],
    ])
  sheet.gap(4)
  sheet.row([[0, `Elektroměr ${readings.meter}, ${readings.kind}:`, { size: 7.5 }]], 7.5)
  for (const r of readings.registers) {
    sheet.row(
      [
        [10, r.label, { size: 7.5 }],
        [150, `${fmt.date(bill.periodFrom)}: ${fmt.n(r.start, 0)}`, { size: 7.5 }],
        [260, `${fmt.date(bill.periodTo)}: ${fmt.n(r.end, 0)}`, { size: 7.5 }],
        [W, `rozdíl ${fmt.n(r.kwh, 0)} kWh`, { size: 7.5, right: true }],
      ],
      7.5,
    )
  }
  sheet.gap(10)

  sheet.row([[0, 'PLATEBNÍ ÚDAJE', { bold: true, size: 9 }]], 9)
  sheet.gap(2)
  if (outcome === 'nedoplatek') {
    sheet.row([
      [0, 'Částka k úhradě'],
      [130, fmt.money(bill.balance), { bold: true }],
    ])
    sheet.row([
      [0, 'Splatnost'],
      [130, fmt.date(bill.dueDate)],
    ])
    sheet.row([
      [0, 'Bankovní spojení'],
      [130, account],
    ])
    sheet.row([
      [0, 'Variabilní / konstantní symbol'],
      [130, `${bill.variableSymbol} / 0308`],
    ])
  } else if (outcome === 'přeplatek') {
    sheet.paragraph(
      0,
      `Přeplatek ${fmt.money(-bill.balance)} poukážeme do ${fmt.date(bill.dueDate)} na účet, ze kterého hradíte platby (variabilní symbol ${bill.variableSymbol}).`,
      W,
    )
  } else sheet.row([[0, 'Doklad je vyrovnán, nic nehraďte.']])
  sheet.gap(10)

  sheet.row([[0, 'VYSVĚTLIVKY KÓDŮ POLOŽEK', { bold: true, size: 9 }]], 9)
  sheet.gap(2)
  const used = [...new Set(bill.items.map((i) => i.kind))].sort((a, b) => CODES[a].localeCompare(CODES[b]))
  for (const kind of used) {
    const lines = sheet.wrap(legendOf(bill, kind), W - 40, { size: 7.5 })
    for (const [i, line] of lines.entries()) {
      sheet.row(
        [
          [0, i === 0 ? CODES[kind] : '', { bold: true, size: 7.5 }],
          [40, line, { size: 7.5 }],
        ],
        7.5,
      )
    }
  }
  sheet.gap(10)
  sheet.paragraph(
    0,
    'Ceny regulovaných složek (distribuce, systémové služby, provoz nesíťové infrastruktury) stanovuje Energetický regulační úřad. Reklamaci vyúčtování lze uplatnit do 30 dnů od doručení.',
    W,
    { size: 6.5 },
  )
  sheet.paragraph(0, `${supplier.name}, ${supplier.address}, ${supplier.register}. ${supplier.web}`, W, { size: 6 })

  // ---- The vertical document strip in every page's left margin.
  const pages = sheet.pdf.getPages()
  pages.forEach((page, i) => {
    const text = `${supplier.name}  |  doklad ${bill.invoiceNumber}  |  list ${i + 1}/${pages.length}`
    page.drawText(text, { x: 24, y: 160, size: 6, font: sheet.regular, rotate: degrees(90) })
  })
  return sheet.bytes()
}
