/**
 * SEVENTH FORMER HELD-OUT split (written blind 2026-11-23, session 5; unsealed in session 6): layout "price-annex", drawn with pdf-lib (sheet.ts).
 * An invoice whose item table carries quantities and amounts only; the unit prices are listed in an
 * annex on a page of their own, and contract facts sit in numbered notes below the table.
 */
import { addressLine, type Bill, type LineItem } from '../bill.ts'
import type { Random } from '../random.ts'
import { Sheet } from '../sheet.ts'
import {
  bankAccount,
  breakerText,
  buyItems,
  buys,
  COMMERCIAL,
  contractText,
  date,
  distributorText,
  energyWithUnit,
  issuedAt,
  itemLabel,
  money,
  num,
  quantity,
  quantityUnit,
  REGULATED,
  result,
  sellItems,
  sells,
  supplierIdentity,
  unitPrice,
} from './common.ts'

const ordered = (items: LineItem[]) => {
  const order = [...COMMERCIAL, ...REGULATED, 'sellEnergy', 'sellFee', 'sellMonthly']
  return [...items].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.from.localeCompare(b.from))
}

const MARK: Record<string, string> = {
  energyVt: ' ¹',
  energyNt: ' ¹',
  energySingle: ' ¹',
  distVt: ' ²',
  distNt: ' ²',
  distSingle: ' ²',
  breaker: ' ²',
  sellEnergy: ' ⁴',
}

export async function renderPriceAnnex(bill: Bill, random: Random): Promise<Uint8Array> {
  const variant = random.int(0, 2)
  const { seat, ico } = supplierIdentity(bill, random)
  const account = bankAccount(random)
  const customerIco = random.digits(8)
  const sheet = await Sheet.create(
    `Faktura ${bill.invoiceNumber}`,
    random.pick(['ISU-Print 4.1', 'FaktPro Reporter 2.3', 'EnergoBill PDF 11']),
    issuedAt(bill),
  )
  const W = sheet.width
  sheet.onNewPage = (s) => {
    s.row(
      [
        [0, `${bill.supplierName} – faktura ${bill.invoiceNumber}`, { size: 7 }],
        [W, 'pokračování', { size: 7, right: true }],
      ],
      7,
    )
    s.gap(8)
  }

  // Letterhead and document title.
  const title = buys(bill)
    ? random.pick(['Vyúčtování dodávky a distribuce elektřiny', 'Řádné vyúčtování elektřiny'])
    : 'Vyúčtování výkupu elektřiny'
  sheet.row(
    [
      [0, bill.supplierName, { bold: true, size: 13 }],
      [W, 'FAKTURA – DAŇOVÝ DOKLAD', { bold: true, size: 11, right: true }],
    ],
    13,
  )
  sheet.row([
    [0, seat],
    [W, `číslo ${bill.invoiceNumber}`, { bold: true, right: true }],
  ])
  sheet.row([
    [0, `IČO ${ico}, DIČ CZ${ico}`],
    [W, title, { right: true }],
  ])
  sheet.gap(10)

  // Customer (correspondence address) beside the document data.
  const billing = bill.billingAddress
  const left = [
    'Odběratel',
    bill.customerName,
    ...(bill.customerType === 'business' ? [`IČO ${customerIco}`] : []),
    billing.street,
    `${billing.zip} ${billing.city}`,
    `Zákaznické číslo ${bill.customerNumber}`,
  ]
  const right: [string, string][] = [
    ['Datum vystavení', date(bill, bill.issueDate)],
    ['Datum splatnosti', date(bill, bill.dueDate)],
    ['Datum uskut. zdanitelného plnění', date(bill, bill.periodTo)],
    ['Variabilní symbol', bill.variableSymbol],
    ['Bankovní spojení', account.local],
    ['Zúčtovací období', `${date(bill, bill.periodFrom)} – ${date(bill, bill.periodTo)}`],
  ]
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const pair = right[i]
    sheet.row([
      [0, left[i] ?? '', { bold: i === 0 }],
      [270, pair?.[0] ?? ''],
      [W, pair?.[1] ?? '', { right: true }],
    ])
  }
  sheet.gap(10)

  // Supply point and production point.
  const supply = bill.supplyAddress
  const placeLines = bill.addressOnTwoLines ? [supply.street, `${supply.zip} ${supply.city}`] : [addressLine(supply)]
  if (buys(bill)) {
    sheet.row([
      [0, 'Odběrné místo', { bold: true }],
      [110, `EAN ${bill.ean}`],
    ])
    for (const line of placeLines) sheet.row([[110, line]])
  }
  if (sells(bill)) {
    sheet.row([
      [0, 'Výrobna (předávací místo)', { bold: true }],
      [150, `EAN ${bill.productionEan}`],
    ])
    if (bill.direction === 'sell') for (const line of placeLines) sheet.row([[150, line]])
    else sheet.row([[150, 'na adrese odběrného místa']])
  }
  sheet.gap(10)

  const header = () => {
    sheet.row(
      [
        [0, 'Pol.', { bold: true }],
        [24, 'Položka', { bold: true }],
        [236, 'Od', { bold: true }],
        [290, 'Do', { bold: true }],
        [392, 'Množství', { bold: true, right: true }],
        [398, 'MJ', { bold: true }],
        [W, 'Částka bez DPH', { bold: true, right: true }],
      ],
      8,
    )
    sheet.rule(0, W)
    sheet.gap(2)
  }
  let position = 0
  const printItems = (items: LineItem[]) => {
    for (const item of ordered(items)) {
      position++
      const lines = sheet.wrap(itemLabel(bill, item, variant) + (MARK[item.kind] ?? ''), 205, { size: 8 })
      sheet.keep(lines.length * 12)
      sheet.row(
        [
          [0, String(position)],
          [24, lines[0]!],
          [236, date(bill, item.from)],
          [290, date(bill, item.to)],
          [392, quantity(bill, item), { right: true }],
          [398, quantityUnit(bill, item)],
          [W, money(bill, item.total), { right: true }],
        ],
        8,
      )
      for (const line of lines.slice(1)) sheet.row([[24, line]], 8)
    }
  }
  const total = (label: string, value: string, bold = false) =>
    sheet.row(
      [
        [250, label, { bold }],
        [W, value, { right: true, bold }],
      ],
      8.5,
    )

  if (buys(bill)) {
    sheet.row([[0, 'Vyúčtované položky – dodávka elektřiny a související služby ³', { bold: true, size: 10 }]], 10)
    sheet.gap(3)
    header()
    printItems(buyItems(bill))
    sheet.rule(250, W)
    sheet.gap(2)
    total('Celkem bez DPH', money(bill, bill.buyTotalNoVat), true)
    total('DPH 21 %', money(bill, bill.vat))
    total('Celkem včetně DPH', money(bill, bill.buyTotalWithVat), true)
    sheet.gap(12)
  }
  if (sells(bill)) {
    sheet.keep(60)
    sheet.row([[0, 'Výkup elektřiny z výrobny ⁴', { bold: true, size: 10 }]], 10)
    sheet.gap(3)
    header()
    printItems(sellItems(bill))
    sheet.rule(250, W)
    sheet.gap(2)
    total('Celkem za výkup', money(bill, bill.sellTotal), true)
    sheet.gap(12)
  }

  // Settlement.
  sheet.keep(90)
  const top = sheet.mark()
  sheet.gap(4)
  sheet.row([[8, 'Zúčtování', { bold: true, size: 10 }]], 10)
  if (buys(bill)) {
    sheet.row([
      [8, 'Fakturováno včetně DPH'],
      [W - 8, money(bill, bill.buyTotalWithVat), { right: true }],
    ])
    sheet.row([
      [8, 'Uhrazené zálohy'],
      [W - 8, money(bill, -bill.advances), { right: true }],
    ])
  }
  if (sells(bill))
    sheet.row([
      [8, 'Výkup elektřiny'],
      [W - 8, money(bill, -bill.sellTotal), { right: true }],
    ])
  const outcome = result(bill)
  sheet.row(
    [
      [8, outcome.owes ? `${outcome.word} k úhradě` : outcome.word, { bold: true, size: 10 }],
      [W - 8, outcome.amount, { right: true, bold: true, size: 10 }],
    ],
    10,
  )
  if (outcome.owes)
    sheet.row(
      [
        [
          8,
          `Uhraďte prosím do ${date(bill, bill.dueDate)} na účet ${account.local}, variabilní symbol ${bill.variableSymbol}.`,
          { size: 7.5 },
        ],
      ],
      7.5,
    )
  else if (bill.balance < 0) sheet.row([[8, `Přeplatek vrátíme na Váš účet do ${date(bill, bill.dueDate)}.`, { size: 7.5 }]], 7.5)
  sheet.frame(top, 0, W)
  sheet.gap(14)

  // Notes referenced from the table.
  const notes: string[] = []
  const dot = (text: string) => (text.endsWith('.') ? text : `${text}.`)
  if (buys(bill)) {
    notes.push(`¹ Produkt ${bill.productName}; ${contractText(bill)}.`)
    const operator = distributorText(bill)
    notes.push(
      `² Distribuční sazba ${bill.rate}, hlavní jistič ${breakerText(bill, random.pick(['x', '×']))}.${operator ? ` ${dot(operator)}` : ''}`,
    )
    let consumption = `³ Celkové dodané množství elektřiny za zúčtovací období ${energyWithUnit(bill, bill.statedTotalKwh)}`
    if (bill.twoTariff) consumption += `, z toho VT ${energyWithUnit(bill, bill.vtKwh)} a NT ${energyWithUnit(bill, bill.ntKwh)}`
    consumption += '.'
    if (bill.yearlyEstimatePrinted !== null) consumption += ` Předpokládaná roční spotřeba ${num(bill, bill.yearlyEstimatePrinted, 0)} kWh.`
    notes.push(consumption)
  }
  if (sells(bill))
    notes.push(
      `⁴ ${bill.sellProductName}; vykoupené množství ${energyWithUnit(bill, bill.soldKwh)} z výrobny EAN ${bill.productionEan}${bill.direction === 'sell' ? `; ${contractText(bill)}` : ''}.`,
    )
  sheet.keep(20 + notes.length * 22)
  sheet.row([[0, 'Poznámky', { bold: true }]])
  for (const note of notes) sheet.paragraph(0, note, W, { size: 7.5 })
  sheet.gap(6)
  sheet.paragraph(
    0,
    'Ceny regulovaných služeb stanovuje Energetický regulační úřad cenovým rozhodnutím. Jednotkové ceny všech položek jsou uvedeny v příloze č. 1.',
    W,
    { size: 7 },
  )

  // Annex: the unit prices, on a page of their own.
  sheet.breakPage()
  sheet.row([[0, `Příloha č. 1 k faktuře ${bill.invoiceNumber}`, { bold: true, size: 11 }]], 11)
  sheet.row([[0, 'Jednotkové ceny použité ve vyúčtování (bez DPH)']])
  sheet.gap(8)
  sheet.row(
    [
      [0, 'Položka', { bold: true }],
      [236, 'Platnost od', { bold: true }],
      [300, 'Platnost do', { bold: true }],
      [440, 'Cena', { bold: true, right: true }],
      [448, 'Jednotka', { bold: true }],
    ],
    8,
  )
  sheet.rule(0, W)
  sheet.gap(2)
  const perKwh = bill.energyUnit === 'kWh'
  for (const item of ordered(bill.items)) {
    const price = unitPrice(bill, item, perKwh)
    sheet.row(
      [
        [0, itemLabel(bill, item, variant)],
        [236, date(bill, item.from)],
        [300, date(bill, item.to)],
        [440, price.value, { right: true }],
        [448, price.unit],
      ],
      8,
    )
  }
  sheet.gap(8)
  sheet.paragraph(
    0,
    'K cenám bez DPH se připočítává DPH v zákonné sazbě 21 %. Výkup elektřiny od výrobce, který není plátcem DPH, se fakturuje bez DPH.',
    W,
    { size: 7 },
  )
  return sheet.bytes()
}
