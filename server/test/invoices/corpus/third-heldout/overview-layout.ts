/**
 * THIRD FORMER HELD-OUT layout "annual-overview": written blind on 2026-11-22 (session 3) without
 * reading the extraction rules or the development layouts; unsealed on 2026-11-23 (session 4).
 *
 * A one-to-two-page bill drawn with pdf-lib: the billed items (name on one line, period, quantity, unit
 * price and amount on the next) in the left column, a 12-month consumption overview (month, VT kWh,
 * NT kWh, estimated amount) beside them in the right column, and the contract and product terms in a
 * text paragraph at the end.
 */
import { addressLine, type Bill, type LineItem } from '../bill.ts'
import { formatNumber } from '../format.ts'
import type { Random } from '../random.ts'
import { Sheet, type Cell } from '../sheet.ts'
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
  quantity,
  result,
  rowName,
  sells,
  supplyLines,
  unitPrice,
} from './common.ts'

const RIGHT = 365
const END = 511

/** Twelve months ending with the period's last month: seasonal shares of the yearly consumption. */
function overview(bill: Bill, random: Random): { month: string; vt: number; nt: number | null; amount: number }[] {
  const [y, m] = bill.periodTo.split('-').map(Number)
  const days = (Date.parse(bill.periodTo) - Date.parse(bill.periodFrom)) / 86_400_000 + 1
  const yearly = ((bill.vtKwh + bill.ntKwh) * 365) / days
  const ntShare = bill.twoTariff ? bill.ntKwh / Math.max(1, bill.vtKwh + bill.ntKwh) : 0
  const perKwh = buys(bill) && bill.vtKwh + bill.ntKwh > 0 ? bill.buyTotalWithVat / (bill.vtKwh + bill.ntKwh) : 5.5
  const rows: { month: string; vt: number; nt: number | null; amount: number }[] = []
  for (let back = 11; back >= 0; back--) {
    const month0 = (m! - 1 - back + 24) % 12
    const year = y! - (m! - 1 - back < 0 ? 1 : 0)
    const season = 1 + 0.35 * Math.cos(((month0 + 0.5) / 12) * 2 * Math.PI) + random.amount(-0.08, 0.08)
    const kwh = Math.max(1, Math.round((yearly / 12) * season))
    const nt = bill.twoTariff ? Math.round(kwh * ntShare) : null
    rows.push({
      month: `${String(month0 + 1).padStart(2, '0')}/${year}`,
      vt: kwh - (nt ?? 0),
      nt,
      amount: Math.round(kwh * perKwh * 100) / 100,
    })
  }
  return rows
}

type Line = Cell[]

function itemLines(items: LineItem[], bill: Bill): Line[] {
  const lines: Line[] = []
  for (const item of items) {
    lines.push([[0, rowName(item, bill), { bold: true }]])
    lines.push([
      [6, period(item.from, item.to, bill)],
      [200, quantity(item, bill), { right: true }],
      [282, unitPrice(item, bill), { right: true }],
      [350, money(item.total, bill), { right: true }],
    ])
  }
  return lines
}

export async function renderOverviewBill(bill: Bill, random: Random): Promise<Uint8Array> {
  const sheet = await Sheet.create(`Vyúčtování ${bill.invoiceNumber}`, `${bill.supplierName} – fakturační systém`, CREATED)
  const s = bill.style
  sheet.row([[0, bill.supplierName, { bold: true, size: 14 }]], 14)
  sheet.row([[0, `Zákaznická linka 800 ${random.int(100, 999)} ${random.int(100, 999)} · Po–Pá 8–18 h`]], 7.5)
  sheet.gap(8)
  const title = bill.direction === 'sell' ? 'VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY Z VÝROBNY' : 'VYÚČTOVÁNÍ DODÁVKY ELEKTŘINY A SOUVISEJÍCÍCH SLUŽEB'
  sheet.row([[0, title, { bold: true, size: 12 }]], 12)
  sheet.row([[0, `Faktura – daňový doklad č. ${bill.invoiceNumber}`, { size: 9 }]], 9)
  sheet.gap(6)

  // Customer (left) and document data (right), row by row.
  const billing = bill.billingAddress
  const left: string[] = ['Odběratel', bill.customerName]
  if (bill.customerType === 'business') left.push(`IČO: ${ico(bill)}`)
  left.push(billing.street, `${billing.zip} ${billing.city}`)
  const right: [string, string][] = [
    ['Číslo faktury', bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    ['Zákaznické číslo', bill.customerNumber],
    ['Datum vystavení', date(bill.issueDate, bill)],
    ['Datum splatnosti', date(bill.dueDate, bill)],
    ['Zúčtovací období', period(bill.periodFrom, bill.periodTo, bill)],
  ]
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const pair = right[i]
    sheet.row([
      [0, left[i] ?? '', { bold: i === 0 }],
      [280, pair ? `${pair[0]}:` : ''],
      [380, pair ? pair[1] : ''],
    ])
  }
  sheet.gap(8)

  sheet.row([[0, 'Odběrné místo', { bold: true, size: 10 }]], 10)
  const supply = supplyLines(bill)
  sheet.row([
    [0, 'Adresa odběrného místa:'],
    [140, supply[0]!],
  ])
  if (supply[1]) sheet.row([[140, supply[1]]])
  if (bill.direction !== 'sell')
    sheet.row([
      [0, 'EAN odběrného místa:'],
      [140, bill.ean],
    ])
  if (bill.productionEan)
    sheet.row([
      [0, bill.direction === 'sell' ? 'EAN výrobny:' : 'EAN výrobny:'],
      [140, bill.productionEan],
    ])
  if (buys(bill)) {
    sheet.row([
      [0, 'Distribuční sazba:'],
      [140, bill.rate],
      [230, 'Hlavní jistič:'],
      [310, breakerText(bill)],
    ])
    const dist = distributorLine(bill)
    if (dist) sheet.row([[0, dist]])
  }
  sheet.gap(6)

  // Summary of quantities.
  sheet.row([[0, 'Souhrn za zúčtovací období', { bold: true, size: 10 }]], 10)
  if (buys(bill)) {
    if (bill.twoTariff) {
      sheet.row([
        [0, 'Spotřeba ve vysokém tarifu (VT):'],
        [250, energy(bill.vtKwh, bill), { right: true }],
      ])
      sheet.row([
        [0, 'Spotřeba v nízkém tarifu (NT):'],
        [250, energy(bill.ntKwh, bill), { right: true }],
      ])
    }
    sheet.row([
      [0, 'Celková spotřeba elektřiny za období:', { bold: true }],
      [250, energy(bill.statedTotalKwh, bill), { right: true, bold: true }],
    ])
    if (bill.yearlyEstimatePrinted !== null)
      sheet.row([
        [0, 'Předpokládaná roční spotřeba:'],
        [250, `${formatNumber(bill.yearlyEstimatePrinted, 0, s)} kWh`, { right: true }],
      ])
  }
  if (sells(bill))
    sheet.row([
      [0, 'Elektřina dodaná z výrobny do sítě:'],
      [250, energy(bill.soldKwh, bill), { right: true }],
    ])
  sheet.gap(8)

  // Items left, overview right.
  const buyItems = bill.items.filter((i) => !isSell(i))
  const sellItems = bill.items.filter(isSell)
  const leftLines: Line[] = [
    [
      [0, 'Položka / období', { bold: true }],
      [200, 'Množství', { right: true, bold: true }],
      [282, 'Jedn. cena bez DPH', { right: true, bold: true }],
      [350, 'Celkem bez DPH', { right: true, bold: true }],
    ],
  ]
  if (buyItems.length) {
    leftLines.push([[0, 'Dodávka a distribuce elektřiny', { bold: true, size: 8 }]])
    leftLines.push(...itemLines(buyItems, bill))
    leftLines.push([
      [0, 'Celkem za dodávku a distribuci bez DPH', { bold: true }],
      [350, money(bill.buyTotalNoVat, bill), { right: true, bold: true }],
    ])
  }
  if (sellItems.length) {
    leftLines.push([[0, 'Výkup elektřiny z výrobny', { bold: true, size: 8 }]])
    leftLines.push(...itemLines(sellItems, bill))
    leftLines.push([
      [0, 'Celkem za výkup (bez DPH)', { bold: true }],
      [350, money(bill.sellTotal, bill), { right: true, bold: true }],
    ])
  }
  const rightLines: Line[] = []
  if (buys(bill)) {
    const months = overview(bill, random)
    rightLines.push([[RIGHT - 360, 'Přehled spotřeby – 12 měsíců', { bold: true }]])
    rightLines.push([
      [RIGHT - 360, 'Měsíc', { bold: true }],
      [432 - 360, 'VT kWh', { right: true, bold: true }],
      [472 - 360, 'NT kWh', { right: true, bold: true }],
      [END - 360, 'Kč s DPH', { right: true, bold: true }],
    ])
    for (const row of months) {
      rightLines.push([
        [RIGHT - 360, row.month],
        [432 - 360, formatNumber(row.vt, 0, s), { right: true }],
        [472 - 360, row.nt === null ? '–' : formatNumber(row.nt, 0, s), { right: true }],
        [END - 360, formatNumber(row.amount, 2, s), { right: true }],
      ])
    }
    rightLines.push([[RIGHT - 360, 'Měsíční údaje jsou odhadnuty podle', { size: 6 }]])
    rightLines.push([[RIGHT - 360, 'typového diagramu dodávky a nejsou', { size: 6 }]])
    rightLines.push([[RIGHT - 360, 'předmětem vyúčtování.', { size: 6 }]])
  }
  for (let i = 0; i < Math.max(leftLines.length, rightLines.length); i++) {
    const cells: Cell[] = [...(leftLines[i] ?? []), ...(rightLines[i] ?? []).map(([x, text, options]): Cell => [x + 360, text, options])]
    sheet.row(cells, 7)
  }
  sheet.gap(8)

  // Totals.
  sheet.keep(90)
  sheet.row([[0, 'Rekapitulace', { bold: true, size: 10 }]], 10)
  if (buys(bill)) {
    sheet.row([
      [0, 'Celkem bez DPH'],
      [350, money(bill.buyTotalNoVat, bill), { right: true }],
    ])
    sheet.row([
      [0, 'DPH 21 %'],
      [350, money(bill.vat, bill), { right: true }],
    ])
    sheet.row([
      [0, 'Celkem s DPH', { bold: true }],
      [350, money(bill.buyTotalWithVat, bill), { right: true, bold: true }],
    ])
    sheet.row([
      [0, 'Uhrazené zálohy'],
      [350, money(-bill.advances, bill), { right: true }],
    ])
  }
  if (sells(bill))
    sheet.row([
      [0, 'Odpočet za vykoupenou elektřinu'],
      [350, money(-bill.sellTotal, bill), { right: true }],
    ])
  const r = result(bill)
  sheet.row(
    [
      [0, `${r.label} celkem`, { bold: true, size: 11 }],
      [350, r.amount, { right: true, bold: true, size: 11 }],
    ],
    11,
  )
  sheet.row([
    [
      0,
      r.due
        ? `Nedoplatek uhraďte do ${date(bill.dueDate, bill)} pod variabilním symbolem ${bill.variableSymbol}.`
        : 'Přeplatek Vám vrátíme na Váš bankovní účet do 15 dnů.',
    ],
  ])
  sheet.gap(10)

  // Terms in a paragraph.
  sheet.row([[0, 'Smluvní podmínky a produkt', { bold: true, size: 10 }]], 10)
  const terms: string[] = []
  if (buys(bill)) {
    terms.push(
      `Elektřinu do odběrného místa ${addressLine(bill.supplyAddress)} dodáváme na základě smlouvy o sdružených službách dodávky elektřiny v produktu ${bill.productName}` +
        (bill.buyingType === 'SPOT'
          ? ', ve kterém se cena silové elektřiny řídí hodinovými cenami denního trhu OTE a k ní účtujeme poplatek za zprostředkování nákupu.'
          : ', ve kterém je cena silové elektřiny pevná po celou dobu fixace.'),
    )
    terms.push(contractText(bill))
    terms.push(
      `Distribuce probíhá v sazbě ${bill.rate} s hlavním jističem ${breakerText(bill)}; regulované ceny stanovuje Energetický regulační úřad.`,
    )
  }
  if (sells(bill)) {
    terms.push(
      `Elektřinu z výrobny vykupujeme v produktu ${bill.sellProductName}` +
        (bill.sellingType === 'SPOT'
          ? ' za hodinové ceny denního trhu OTE snížené o poplatek za zpracování výkupu.'
          : ' za pevnou výkupní cenu.'),
    )
    if (!buys(bill)) terms.push(contractText(bill))
  }
  terms.push(`Reklamace vyúčtování lze uplatnit u dodavatele (${bill.supplierName}) do 30 dnů od doručení faktury.`)
  sheet.paragraph(0, terms.join(' '), END, { size: 7.5 })
  return sheet.bytes()
}
