/**
 * SEVENTH FORMER HELD-OUT split (written blind 2026-11-23, session 5; unsealed in session 6): layout "calc-sheet", laid out with pdfmake (pdf.ts).
 * A bill that shows its arithmetic: every charge as a worked calculation, grouped by the period in
 * which its prices applied, a VAT recapitulation and the settlement as one equation; the supply
 * point's facts in an abbreviated key table.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import { addressLine, round2, type Bill, type LineItem } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  bankAccount,
  breakerText,
  buyItems,
  buys,
  COMMERCIAL,
  contractText,
  date,
  energyWithUnit,
  issuedAt,
  itemLabel,
  money,
  num,
  OPERATORS,
  pricePeriods,
  quantity,
  quantityUnit,
  REGULATED,
  result,
  sellItems,
  sells,
  supplierIdentity,
  unitPrice,
} from './common.ts'

const ORDER = [...COMMERCIAL, ...REGULATED, 'sellEnergy', 'sellFee', 'sellMonthly']
const sorted = (items: LineItem[]) => [...items].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind))

const formula = (bill: Bill, item: LineItem) => {
  const price = unitPrice(bill, item)
  return `${quantity(bill, item)} ${quantityUnit(bill, item)} × ${price.value} ${price.unit} = ${money(bill, item.total)}`
}

const calcTable = (bill: Bill, items: LineItem[], variant: number, subtotal: string | null): Content => {
  const body: TableCell[][] = sorted(items).map((item) => [
    { text: itemLabel(bill, item, variant) },
    { text: formula(bill, item), alignment: 'right' },
  ])
  if (subtotal)
    body.push([
      { text: 'Mezisoučet', bold: true },
      { text: subtotal, bold: true, alignment: 'right' },
    ])
  return { table: { widths: [200, '*'], body }, layout: 'lightHorizontalLines', margin: [0, 0, 0, 6] }
}

export function calcSheetDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const variant = random.int(0, 2)
  const { seat, ico } = supplierIdentity(bill, random)
  const account = bankAccount(random)
  const phone = `${random.pick(['800', '840', '222'])} ${random.int(100, 999)} ${random.int(100, 999)}`
  const outcome = result(bill)
  const supply = bill.supplyAddress
  const content: Content[] = []

  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: bill.supplierName, bold: true, fontSize: 13 },
          { text: seat, fontSize: 7.5 },
          { text: `IČO ${ico} · DIČ CZ${ico} · zákaznická linka ${phone}`, fontSize: 7.5 },
        ],
      },
      {
        width: 'auto',
        stack: [
          { text: buys(bill) ? 'VYÚČTOVÁNÍ ELEKTŘINY' : 'VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY', bold: true, fontSize: 12, alignment: 'right' },
          { text: `Daňový doklad č. ${bill.invoiceNumber}`, alignment: 'right' },
        ],
      },
    ],
    margin: [0, 0, 0, 10],
  })

  // Document data and the customer side by side.
  const docData: [string, string][] = [
    ['Dat. vystavení', date(bill, bill.issueDate)],
    ['Dat. splatnosti', date(bill, bill.dueDate)],
    ['Var. symbol', bill.variableSymbol],
    ['Zák. číslo', bill.customerNumber],
    ['Zúčt. období', `${date(bill, bill.periodFrom)} – ${date(bill, bill.periodTo)}`],
  ]
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: 'Odběratel', bold: true },
          bill.customerName,
          bill.billingAddress.street,
          `${bill.billingAddress.zip} ${bill.billingAddress.city}`,
        ],
      },
      {
        width: 'auto',
        table: {
          body: docData.map(([k, v]) => [
            { text: k, color: '#555' },
            { text: v, alignment: 'right' },
          ]),
        },
        layout: 'noBorders',
      },
    ],
    margin: [0, 0, 0, 10],
  })

  // The supply point's facts, abbreviated as billing systems print them.
  const facts: [string, string][] = []
  const placeText = bill.addressOnTwoLines ? `${supply.street}\n${supply.zip} ${supply.city}` : addressLine(supply)
  if (buys(bill)) {
    facts.push(['OM', placeText], ['EAN OM', bill.ean], ['Sazba DS', bill.rate], ['Jistič', breakerText(bill)])
    if (bill.distributorShown === 'explicit') facts.push(['DS', OPERATORS[bill.distributor].name])
    if (bill.distributorShown === 'fault-line') facts.push(['Poruchová linka DS', OPERATORS[bill.distributor].faultLine])
    facts.push(['Produkt', bill.productName], ['Smlouva', contractText(bill)])
    if (bill.yearlyEstimatePrinted !== null) facts.push(['Předpokl. roční spotřeba', `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`])
  }
  if (sells(bill)) {
    if (bill.direction === 'sell') facts.push(['Výrobna', placeText])
    facts.push(['EAN výrobny', bill.productionEan!], ['Výkup', bill.sellProductName])
    if (bill.direction === 'sell') facts.push(['Smlouva', contractText(bill)])
  }
  content.push({ text: 'Údaje o odběrném místě', bold: true, fontSize: 10, margin: [0, 0, 0, 3] })
  content.push({
    table: { widths: [110, '*'], body: facts.map(([k, v]) => [{ text: k, color: '#555' }, { text: v }]) },
    layout: 'noBorders',
    margin: [0, 0, 0, 10],
  })

  // The calculation, per price period.
  if (buys(bill)) {
    content.push({ text: 'Výpočet ceny za dodávku a distribuci (bez DPH)', bold: true, fontSize: 10, margin: [0, 4, 0, 3] })
    for (const period of pricePeriods(bill)) {
      const items = buyItems(bill).filter((i) => i.from === period.from && i.to === period.to)
      if (!items.length) continue
      content.push({
        text: `Ceny platné v období ${date(bill, period.from)} – ${date(bill, period.to)}`,
        italics: true,
        margin: [0, 2, 0, 2],
      })
      content.push(calcTable(bill, items, variant, money(bill, round2(items.reduce((acc, i) => acc + i.total, 0)))))
    }
    const consumption: string[] = bill.twoTariff
      ? [
          `VT ${energyWithUnit(bill, bill.vtKwh)}`,
          `NT ${energyWithUnit(bill, bill.ntKwh)}`,
          `celkem ${energyWithUnit(bill, bill.statedTotalKwh)}`,
        ]
      : [`celkem ${energyWithUnit(bill, bill.statedTotalKwh)}`]
    content.push({ text: `Spotřeba za zúčtovací období: ${consumption.join(', ')}`, margin: [0, 0, 0, 6] })
    content.push({ text: 'Rekapitulace DPH', bold: true, fontSize: 10, margin: [0, 4, 0, 3] })
    content.push({
      table: {
        widths: ['auto', '*', '*', '*'],
        body: [
          ['Sazba DPH', 'Základ daně', 'DPH', 'Celkem s DPH'].map((text, i) => ({ text, bold: true, alignment: i ? 'right' : 'left' })),
          ['21 %', money(bill, bill.buyTotalNoVat), money(bill, bill.vat), money(bill, bill.buyTotalWithVat)].map((text, i) => ({
            text,
            alignment: i ? 'right' : 'left',
          })),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 8],
    })
  }

  if (sells(bill)) {
    content.push({ text: 'Výpočet ceny za výkup elektřiny z výrobny', bold: true, fontSize: 10, margin: [0, 4, 0, 3] })
    for (const period of pricePeriods(bill)) {
      const items = sellItems(bill).filter((i) => i.from === period.from && i.to === period.to && i.kind !== 'sellMonthly')
      if (!items.length) continue
      content.push({
        text: `Ceny platné v období ${date(bill, period.from)} – ${date(bill, period.to)}`,
        italics: true,
        margin: [0, 2, 0, 2],
      })
      content.push(calcTable(bill, items, variant, null))
    }
    const monthly = sellItems(bill).filter((i) => i.kind === 'sellMonthly')
    if (monthly.length) content.push(calcTable(bill, monthly, variant, null))
    content.push({
      text: `Vykoupeno celkem ${energyWithUnit(bill, bill.soldKwh)} za ${money(bill, bill.sellTotal)} (výrobce není plátcem DPH)`,
      margin: [0, 0, 0, 8],
    })
  }

  // The settlement as one equation.
  const terms: string[] = []
  if (buys(bill)) terms.push(`${money(bill, bill.buyTotalWithVat)} (celkem s DPH)`, `${money(bill, bill.advances)} (zálohy)`)
  if (sells(bill)) terms.push(`${money(bill, bill.sellTotal)} (výkup)`)
  const equation = buys(bill) ? terms.join(' − ') : `0,00 ${bill.style.currency} − ${terms[0]}`
  content.push({ text: 'Zúčtování', bold: true, fontSize: 10, margin: [0, 4, 0, 3] })
  content.push({
    table: {
      widths: ['*'],
      body: [[{ text: [equation, ' = ', { text: `${outcome.word.toLowerCase()} ${outcome.amount}`, bold: true }], margin: [4, 4, 4, 4] }]],
    },
    margin: [0, 0, 0, 6],
  })
  if (outcome.owes)
    content.push({
      text: `Částku ${outcome.amount} uhraďte do ${date(bill, bill.dueDate)} na účet ${account.local}, VS ${bill.variableSymbol}.`,
    })
  else if (bill.balance < 0) content.push({ text: `Přeplatek ${outcome.amount} zašleme na Váš účet do ${date(bill, bill.dueDate)}.` })
  content.push({
    text: 'Vysvětlivky: OM – odběrné místo, DS – distribuční soustava, VT/NT – vysoký/nízký tarif, MWh/kWh – megawatthodina/kilowatthodina, DPH – daň z přidané hodnoty.',
    fontSize: 6.5,
    color: '#555',
    margin: [0, 12, 0, 0],
  })

  const stamp = issuedAt(bill)
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'DejaVu', fontSize: 8.2 },
    info: { title: `Vyúčtování ${bill.invoiceNumber}`, producer: 'calc-print', creator: 'calc-print', creationDate: stamp, modDate: stamp },
    footer: (page: number, pages: number) => ({
      text: `${bill.supplierName} · doklad ${bill.invoiceNumber} · strana ${page} z ${pages}`,
      fontSize: 6.5,
      alignment: 'center',
      margin: [0, 20, 0, 0],
    }),
    content,
  }
}
