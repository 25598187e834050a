/**
 * FOURTH FORMER HELD-OUT (unsealed 2026-11-23, session 4, after it measured 63.72 % fields right, 4.83 %
 * wrong non-null values, 25 of 180 bills refused by the gate; development material now). Written as a SEALED HELD-OUT layout, written 2026-11-23 — written blind: without reading the extraction rules or
 * the development layouts; it was not read while the rules it measured were written.
 *
 * legacy-mono: a fixed-width report from an old billing system, drawn with pdfkit directly (a PDF
 * producer no other layout uses) in DejaVu Sans Mono. Headings in capitals underlined with "=====",
 * fields as dotted leaders ("Spotřeba VT ........ 2 345 kWh"), right-aligned number columns, a page
 * header and footer with "Strana 1/2" on every page, and the item list continuing onto page 2.
 * Item rows print the unit price per the quantity's unit (per kWh with five decimals on kWh bills).
 */
import { join } from 'node:path'
import PDFDocument from 'pdfkit'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  balanceLabel,
  billingAddressLines,
  breakerText,
  buyItems,
  buys,
  contractLine,
  date,
  distributorLine,
  energy,
  FONT_DIR,
  identification,
  type Identification,
  money,
  num,
  period,
  PRINTED_AT,
  pickWording,
  quantity,
  sellItems,
  sells,
  supplyAddressLines,
  title,
  unitPrice,
  type Wording,
} from './common.ts'

const COLS = 96
const SIZE = 8.6
const LEADING = 10.6
const MARGIN = 40
const BODY_LINES = Math.floor((841.89 - 2 * MARGIN) / LEADING) - 7

/** Short item names: the old system's name field holds 26 characters. */
const SHORT_LABELS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina VT', 'Spotřeba VT', 'Dodávka el. VT/T1'],
  energyNt: ['Silová elektřina NT', 'Spotřeba NT', 'Dodávka el. NT/T2'],
  energySingle: ['Silová elektřina', 'Spotřeba jednotarif', 'Dodávka elektřiny'],
  monthlyFee: ['Stálý měsíční plat', 'Stálá platba'],
  spotFee: ['Poplatek SPOT', 'Příplatek obchodníka SPOT'],
  discountVt: ['Sleva - spotřeba VT', 'Sleva silová el. VT'],
  distVt: ['Distribuce VT', 'Cena za distribuci VT'],
  distNt: ['Distribuce NT', 'Cena za distribuci NT'],
  distSingle: ['Distribuce jednotarif', 'Cena za distribuci'],
  breaker: ['Jistič', 'Příkon dle jističe'],
  poze: ['POZE', 'Podpora OZE (POZE)'],
  systemServices: ['Systémové služby', 'Cena za systém. služby'],
  infrastructure: ['Nesíťová infrastruktura', 'Poplatek OTE'],
  tax: ['Daň z elektřiny', 'Spotřební daň'],
  sellEnergy: ['Výkup elektřiny', 'Vykoupená elektřina'],
  sellFee: ['Srážka obchodníka SPOT', 'Poplatek výkup SPOT'],
  sellMonthly: ['Měs. poplatek výkup', 'Stálý plat výkup'],
}

const pad = (text: string, width: number) => (text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length))
const padLeft = (text: string, width: number) => (text.length >= width ? text : ' '.repeat(width - text.length) + text)

/** "Label ........ value", the value ending at `width`. */
function leader(label: string, value: string, width = 72): string {
  const dots = Math.max(3, width - label.length - value.length - 2)
  return `${label} ${'.'.repeat(dots)} ${value}`
}

const heading = (text: string) => ['', text.toUpperCase(), '='.repeat(text.length)]

interface Line {
  text: string
  /** An item row: a page break before it repeats the table header. */
  item?: boolean
}

const TABLE_HEADER = [
  `${pad('Položka', 26)} ${pad('Období', 25)} ${padLeft('Množství', 10)} ${pad('MJ', 4)} ${padLeft('Cena/MJ', 12)} ${padLeft('Částka', 13)}`,
  '-'.repeat(COLS),
]

function itemRow(bill: Bill, item: LineItem, label: string): string {
  const unit = item.unit === 'kWh' ? bill.energyUnit : 'měs'
  const price = unitPrice(bill, item, bill.energyUnit === 'kWh')
  return `${pad(label, 26)} ${pad(period(bill, item.from, item.to, '-'), 25)} ${padLeft(quantity(bill, item), 10)} ${pad(unit, 4)} ${padLeft(price, 12)} ${padLeft(num(bill, item.total, 2), 13)}`
}

function headerLines(bill: Bill, random: Random, w: Wording, ids: Identification): string[] {
  const lines = [title(bill, random).toUpperCase(), '']
  lines.push(...heading('Doklad'))
  lines.push(
    leader(w.invoiceNumber, bill.invoiceNumber),
    leader(w.variableSymbol, bill.variableSymbol),
    leader(w.customerNumber, bill.customerNumber),
  )
  lines.push(
    leader(w.issueDate, date(bill, bill.issueDate)),
    leader(w.dueDate, date(bill, bill.dueDate)),
    leader(w.period, period(bill, bill.periodFrom, bill.periodTo, ' - ')),
  )
  lines.push(
    ...heading('Dodavatel'),
    bill.supplierName,
    `IČO ${ids.supplierIco}   DIČ ${ids.supplierDic}   zaps. v OR vedeném ${ids.court}, sp. zn. ${ids.file}`,
  )
  lines.push(...heading(bill.direction === 'sell' ? 'Výrobce' : 'Zákazník'), bill.customerName, ...billingAddressLines(bill))
  if (bill.customerType === 'business') lines.push(`IČO ${ids.customerIco}`)
  lines.push(...heading(bill.direction === 'sell' ? 'Výrobna' : 'Odběrné místo'))
  const [first, second] = supplyAddressLines(bill)
  lines.push(leader(w.supplyAddress, first!))
  if (second) lines.push(`${' '.repeat(72 - second.length)}${second}`)
  if (buys(bill)) lines.push(leader(w.ean, bill.ean))
  if (sells(bill)) lines.push(leader(w.productionEan, bill.productionEan!))
  if (buys(bill)) {
    lines.push(leader(w.rate, bill.rate), leader(w.breaker, breakerText(bill)), leader(w.product, bill.productName))
    lines.push(leader('Kategorie zákazníka', bill.customerType === 'business' ? 'podnikatel (MOP)' : 'domácnost (MOO)'))
  }
  if (sells(bill)) lines.push(leader('Produkt výkupu', bill.sellProductName))
  const distributor = distributorLine(bill, random)
  if (distributor) lines.push(leader(distributor.label, distributor.value))
  lines.push(contractLine(bill))
  if (buys(bill)) {
    lines.push(...heading('Spotřeba za zúčtovací období'))
    lines.push(leader(bill.twoTariff ? 'Spotřeba VT' : 'Spotřeba', energy(bill, bill.vtKwh)))
    if (bill.twoTariff) lines.push(leader('Spotřeba NT', energy(bill, bill.ntKwh)))
    lines.push(leader(w.consumption, energy(bill, bill.statedTotalKwh)))
    if (bill.yearlyEstimatePrinted !== null) lines.push(leader(w.yearly, `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`))
  }
  if (sells(bill)) lines.push(leader(w.sold, energy(bill, bill.soldKwh)))
  return lines
}

function itemLines(bill: Bill, random: Random): Line[] {
  const label = (item: LineItem) => {
    const name = random.pick(SHORT_LABELS[item.kind])
    return item.kind === 'breaker' ? `${name} ${breakerText(bill)}` : name
  }
  const lines: Line[] = [...heading('Položky vyúčtování'), ...TABLE_HEADER].map((text) => ({ text }))
  const labels = new Map<RowKind, string>()
  const row = (item: LineItem): Line => {
    if (!labels.has(item.kind)) labels.set(item.kind, label(item))
    return { text: itemRow(bill, item, labels.get(item.kind)!), item: true }
  }
  if (buys(bill)) lines.push(...buyItems(bill).map(row))
  if (sells(bill)) lines.push({ text: '-- výkup elektřiny z výrobny --', item: true }, ...sellItems(bill).map(row))
  lines.push({ text: '-'.repeat(COLS) })
  return lines
}

function summaryLines(bill: Bill, w: Wording, ids: Identification): string[] {
  const c = bill.style.currency
  const lines = heading('Rekapitulace')
  if (buys(bill)) {
    lines.push(leader(`${w.totalNoVat}`, money(bill, bill.buyTotalNoVat), COLS), leader(w.vat, money(bill, bill.vat), COLS))
    lines.push(leader(w.totalWithVat, money(bill, bill.buyTotalWithVat), COLS), leader(w.advances, money(bill, bill.advances), COLS))
  }
  if (sells(bill)) lines.push(leader(`${w.sellTotal} (neplátce DPH)`, money(bill, bill.sellTotal), COLS))
  lines.push(leader(balanceLabel(bill).toUpperCase(), money(bill, Math.abs(bill.balance)), COLS))
  lines.push('')
  lines.push(
    bill.balance >= 0
      ? `Nedoplatek uhraďte do ${date(bill, bill.dueDate)} na účet ${ids.account}, VS ${bill.variableSymbol}.`
      : `Přeplatek Vám bude vrácen na Váš účet do ${date(bill, bill.dueDate)}.`,
  )
  lines.push(`Všechny částky jsou uvedeny v ${c}.`)
  return lines
}

/** Fills pages of BODY_LINES; page 1 ends after half the item rows, the rest continues on page 2. */
function paginate(head: string[], items: Line[], tail: string[]): string[][] {
  const itemRows = items.filter((l) => l.item).length
  const firstBreak = head.length + (items.length - itemRows - 1) + Math.ceil(itemRows / 2)
  const all: Line[] = [...head.map((text) => ({ text })), ...items, ...tail.map((text) => ({ text }))]
  const pages: string[][] = [[]]
  all.forEach((line, index) => {
    const page = pages.at(-1)!
    const forced = pages.length === 1 && index === firstBreak
    if (forced || page.length >= BODY_LINES) {
      if (line.item) page.push('   (pokračování na další straně)')
      pages.push(line.item ? [...heading('Položky vyúčtování (pokračování)').slice(1), ...TABLE_HEADER] : [])
    }
    pages.at(-1)!.push(line.text)
  })
  return pages
}

export async function renderLegacyMonoBill(bill: Bill, random: Random): Promise<Uint8Array> {
  const wording = pickWording(random)
  const ids = identification(random)
  const pages = paginate(headerLines(bill, random, wording, ids), itemLines(bill, random), summaryLines(bill, wording, ids))
  const system = random.pick(['SIS/ES fakturace v4.2', 'EnergoBill 7', 'FAKT-EL (c) 1998-2026'])
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `Vyúčtování ${bill.invoiceNumber}`, Producer: system, Creator: system, CreationDate: PRINTED_AT, ModDate: PRINTED_AT },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))
  doc.registerFont('mono', join(FONT_DIR, 'DejaVuSansMono.ttf'))
  doc.registerFont('mono-bold', join(FONT_DIR, 'DejaVuSansMono-Bold.ttf'))
  const print = (text: string, line: number, bold = false) => {
    doc
      .font(bold ? 'mono-bold' : 'mono')
      .fontSize(SIZE)
      .text(text, MARGIN, MARGIN + line * LEADING, { lineBreak: false })
  }
  pages.forEach((body, index) => {
    doc.addPage({ size: 'A4', margin: MARGIN })
    const pageNo = `Strana ${index + 1}/${pages.length}`
    print(pad(bill.supplierName, COLS - pageNo.length) + pageNo, 0, true)
    print(`Doklad č. ${bill.invoiceNumber}`, 1)
    print('-'.repeat(COLS), 2)
    for (const [line, text] of body.entries()) print(text, line + 4, /^[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ ()/-]{6,}$/.test(text))
    print('-'.repeat(COLS), BODY_LINES + 5)
    print(pad(`${system} | VS ${bill.variableSymbol}`, COLS - pageNo.length) + pageNo, BODY_LINES + 6)
  })
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}
