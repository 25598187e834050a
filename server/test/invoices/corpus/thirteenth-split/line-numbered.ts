/** THIRTEENTH SPLIT (blind development), written blind on 2026-11-23 (session 11).
 * The pdf-lib layout "line-numbered": a form-like bill in which every figure sits on a numbered line
 * ("ř. 24 Celkem bez DPH (ř. 21 až 23)") as some incumbents print them. Page one sets identification
 * and supply point in two columns side by side, then the numbered summary and consumption lines; the
 * item table (numbered from 40) gives every row its VAT (base, rate, VAT, total with VAT), its period
 * on two lines and its unit under the unit price, with section sums per lettered part; a VAT recap,
 * readings, paid and next advances and notes follow. Running header and "List n z N" on every page.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Bill, LineItem } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
  GROUPS,
  amount,
  buyTypeText,
  buys,
  contractText,
  date,
  energy,
  fontBytes,
  fuelMix,
  itemsOf,
  labelsFor,
  meterReadings,
  money,
  nextAdvances,
  num,
  paidAdvances,
  period,
  previousPeriod,
  priceParts,
  promoText,
  quantityParts,
  rowVat,
  sellTypeText,
  sells,
  sumTotals,
  supplierParty,
} from './common.ts'

const WIDTH = 595.28
const HEIGHT = 841.89
const LEFT = 40
const RIGHT = 555
const MID = 302
const BOTTOM = 60
const GREY = rgb(0.4, 0.4, 0.4)
const INK = rgb(0, 0, 0)
const TINT = rgb(0.93, 0.94, 0.96)

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

/** A cursor over the pages of one bill. */
class Form {
  readonly pages: PDFPage[] = []
  page!: PDFPage
  y = 0
  onBreak: (() => void) | null = null

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage()
  }

  newPage(): void {
    this.page = this.doc.addPage([WIDTH, HEIGHT])
    this.pages.push(this.page)
    this.y = this.pages.length === 1 ? HEIGHT - 44 : HEIGHT - 70
  }

  text(value: string, x: number, y: number, size = 7.5, font: PDFFont = this.fonts.regular, align: 'left' | 'right' = 'left', color = INK): void {
    const at = align === 'right' ? x - font.widthOfTextAtSize(value, size) : x
    this.page.drawText(value, { x: at, y, size, font, color })
  }

  wrap(value: string, width: number, size: number, font: PDFFont = this.fonts.regular): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of value.split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line)
        line = word
      } else line = next
    }
    if (line) lines.push(line)
    return lines
  }

  need(height: number): void {
    if (this.y - height < BOTTOM) {
      this.newPage()
      this.onBreak?.()
    }
  }

  rule(y = this.y, from = LEFT, to = RIGHT, thickness = 0.4): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color: GREY })
  }

  band(title: string): void {
    this.need(34)
    this.y -= 18
    this.page.drawRectangle({ x: LEFT, y: this.y - 3, width: RIGHT - LEFT, height: 12, color: TINT })
    this.text(title, LEFT + 3, this.y, 8.5, this.fonts.bold)
    this.y -= 6
  }

  paragraph(value: string, size = 6.8, color = GREY, x = LEFT, width = RIGHT - LEFT): void {
    for (const line of this.wrap(value, width, size)) {
      this.need(size + 3)
      this.y -= size + 3
      this.text(line, x, this.y, size, this.fonts.regular, 'left', color)
    }
  }
}

const ROMAN = ['A', 'B', 'C', 'D']

/** Renders one bill in the line-numbered layout with pdf-lib. */
export async function renderLineNumbered(bill: Bill, random: Random): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const fonts: Fonts = {
    regular: await doc.embedFont(fontBytes('DejaVuSansCondensed.ttf'), { subset: true, customName: 'DejaVuSansCondensed' }),
    bold: await doc.embedFont(fontBytes('DejaVuSansCondensed-Bold.ttf'), { subset: true, customName: 'DejaVuSansCondensed-Bold' }),
  }
  const f = new Form(doc, fonts)
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const cur = bill.style.currency
  const mwhDecimals = random.pick([3, 4, 5])
  const readings = meterReadings(bill, random)
  const payment = bill.balance > 0 ? random.pick(['převodním příkazem', 'inkasem z účtu', 'SIPO']) : 'převodem na účet zákazníka'

  // ---- letterhead
  f.text(party.name, LEFT, f.y, 13, fonts.bold)
  f.text('FAKTURA – DAŇOVÝ DOKLAD', RIGHT, f.y, 10, fonts.bold, 'right')
  f.y -= 11
  f.text(`${party.street}, ${party.zipCity}`, LEFT, f.y, 7, fonts.regular, 'left', GREY)
  const title = bill.direction === 'sell' ? 'Vyúčtování výkupu elektřiny' : bill.direction === 'both' ? 'Vyúčtování dodávky a výkupu elektřiny' : 'Vyúčtování dodávky elektřiny'
  f.text(title, RIGHT, f.y, 8.5, fonts.regular, 'right')
  f.y -= 9
  f.text(`IČO ${party.ico} · DIČ CZ${party.ico} · ${party.web} · zákaznická linka ${party.phone}`, LEFT, f.y, 7, fonts.regular, 'left', GREY)
  f.text(`č. ${bill.invoiceNumber}`, RIGHT, f.y, 9, fonts.bold, 'right')
  f.y -= 8
  f.rule(f.y, LEFT, RIGHT, 1)

  // ---- addressee box (right) and the kind of document (left)
  f.y -= 16
  const boxTop = f.y + 8
  f.text(random.pick(['Řádné vyúčtování', 'Řádná faktura', 'Pravidelné roční vyúčtování']), LEFT, f.y, 9, fonts.bold)
  f.y -= 11
  f.text(`Zúčtovací období ${period(bill, bill.periodFrom, bill.periodTo)}`, LEFT, f.y, 8)
  f.y -= 11
  f.text('Všechny řádky jsou očíslovány; v rozpisu se na ně odkazuje (ř.).', LEFT, f.y, 6.5, fonts.regular, 'left', GREY)
  const addressee = [bill.customerName]
  if (bill.customerType === 'business') {
    const ico = random.digits(8)
    addressee.push(`IČ: ${ico}, DIČ: CZ${ico}`)
  }
  addressee.push(bill.billingAddress.street, `${bill.billingAddress.zip} ${bill.billingAddress.city}`)
  f.page.drawRectangle({ x: 340, y: boxTop - 62, width: RIGHT - 340, height: 62, borderColor: GREY, borderWidth: 0.5 })
  let ay = boxTop - 12
  for (const [i, line] of addressee.entries()) {
    f.text(line, 348, ay, 8.5, i === 0 ? fonts.bold : fonts.regular)
    ay -= 11
  }
  f.y = boxTop - 72

  // ---- two columns of numbered lines: the document (left), the supply point and contract (right)
  type Line = [number, string, string[]]
  const leftLines: Line[] = [
    [1, 'Číslo faktury', [bill.invoiceNumber]],
    [2, 'Variabilní symbol', [bill.variableSymbol]],
    [3, 'Zákaznické číslo', [bill.customerNumber]],
    [4, 'Datum vystavení', [date(bill, bill.issueDate)]],
    [5, 'Datum uskut. zdanitelného plnění', [date(bill, bill.periodTo)]],
    [6, bill.balance > 0 ? 'Datum splatnosti' : 'Vrácení přeplatku do', [date(bill, bill.dueDate)]],
    [7, 'Způsob úhrady', [payment]],
    [8, 'Bankovní spojení dodavatele', [party.account]],
  ]
  const addressLines = bill.addressOnTwoLines
    ? [bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
    : [`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
  const rightLines: Line[] = []
  const [contractLabel, contractValue] = contractText(bill, random)
  let n = 11
  const push = (label: string, values: string[]) => rightLines.push([n++, label, values])
  if (buys(bill)) {
    push('EAN odběrného místa', [bill.ean])
    push('Adresa odběrného místa', addressLines)
    push('Distribuční sazba', [bill.rate])
    push('Hlavní jistič', [random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases} × ${bill.breaker.amps} A`])])
    push('Produkt', [bill.productName])
    push('Cena silové elektřiny', [buyTypeText(bill, random)])
  } else {
    push('EAN výrobny', [bill.productionEan!])
    push('Adresa výrobny', addressLines)
  }
  if (sells(bill)) {
    if (buys(bill)) push('EAN výrobny', [bill.productionEan!])
    push(buys(bill) ? 'Produkt výkupu' : 'Produkt', [bill.sellProductName])
    push('Výkupní cena', [sellTypeText(bill, random)])
  }
  push(contractLabel, [contractValue])
  push('Elektroměr č.', [readings.meter])
  if (buys(bill) && bill.distributorShown === 'explicit') push('Provozovatel distribuční soustavy', [DISTRIBUTOR_FULL[bill.distributor]])
  if (buys(bill) && (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.5))))
    push('Poruchová linka distributora', [`${FAULT_LINES[bill.distributor]} (nonstop)`])
  const columnTop = f.y
  const drawLines = (lines: Line[], x: number, width: number) => {
    f.y = columnTop
    f.text(x === LEFT ? 'Doklad' : bill.direction === 'sell' ? 'Výrobna a smlouva' : 'Odběrné místo a smlouva', x, f.y, 8, fonts.bold)
    f.y -= 3
    f.rule(f.y, x, x + width)
    for (const [no, label, values] of lines) {
      f.y -= 10
      f.text(String(no), x, f.y, 6.5, fonts.regular, 'left', GREY)
      f.text(label, x + 14, f.y, 7, fonts.regular, 'left', GREY)
      for (const [i, value] of values.entries()) {
        if (i > 0) f.y -= 9
        f.text(value, x + width, f.y, 7.8, fonts.bold, 'right')
      }
    }
    return f.y
  }
  const leftEnd = drawLines(leftLines, LEFT, MID - LEFT - 14)
  const rightEnd = drawLines(rightLines, MID, RIGHT - MID)
  f.y = Math.min(leftEnd, rightEnd) - 4

  // ---- numbered summary
  const groupTotal = (index: number) => sumTotals(itemsOf(bill, GROUPS[index]!.kinds))
  f.band('Souhrn vyúčtování')
  const summary: [number, string, string, boolean][] = []
  if (buys(bill)) {
    summary.push([21, 'Silová elektřina a služby obchodníka (oddíl A)', amount(bill, groupTotal(0)), false])
    summary.push([22, 'Regulované platby za distribuci a služby (oddíl B)', amount(bill, groupTotal(1)), false])
    summary.push([23, 'Daň z elektřiny (oddíl C)', amount(bill, groupTotal(2)), false])
    summary.push([24, 'Celkem bez DPH (ř. 21 až 23)', amount(bill, bill.buyTotalNoVat), true])
    summary.push([25, 'DPH 21 % z ř. 24', amount(bill, bill.vat), false])
    summary.push([26, 'Celkem včetně DPH (ř. 24 + 25)', amount(bill, bill.buyTotalWithVat), true])
    summary.push([27, random.pick(['Zúčtované zálohy', 'Uhrazené zálohy']), amount(bill, -bill.advances), false])
  }
  if (sells(bill)) summary.push([28, buys(bill) ? 'Výkup elektřiny z výrobny – odpočet (oddíl D, bez DPH)' : 'Výkup elektřiny z výrobny celkem (oddíl D)', amount(bill, buys(bill) ? -bill.sellTotal : bill.sellTotal), true])
  const result = bill.balance > 0 ? 'Nedoplatek k úhradě' : bill.balance < 0 ? (bill.direction === 'sell' ? 'K výplatě' : 'Přeplatek') : 'Vyrovnáno'
  const refs = buys(bill) ? (sells(bill) ? 'ř. 26 − 27 − 28' : 'ř. 26 − 27') : 'ř. 28'
  summary.push([29, `${result} (${refs})`, amount(bill, Math.abs(bill.balance)), true])
  for (const [no, label, value, strong] of summary) {
    f.need(12)
    f.y -= 11.5
    f.text(String(no), LEFT + 3, f.y, 7, fonts.regular, 'left', GREY)
    f.text(label, LEFT + 22, f.y, 8, strong ? fonts.bold : fonts.regular)
    f.text(value, 470, f.y, 8, strong ? fonts.bold : fonts.regular, 'right')
    f.text(cur, 476, f.y, 8, fonts.regular)
    if (no === 24 || no === 29) f.rule(f.y + 9, 360, RIGHT)
  }
  f.y -= 6
  if (bill.balance > 0) f.paragraph(`Částku z ř. 29 uhraďte do ${date(bill, bill.dueDate)} na účet ${party.account}, variabilní symbol ${bill.variableSymbol}.`, 7.5, INK)
  else if (bill.balance < 0) f.paragraph(`Částku z ř. 29 (${money(bill, -bill.balance)}) Vám poukážeme do ${date(bill, bill.dueDate)}.`, 7.5, INK)

  // ---- numbered consumption lines
  f.band(buys(bill) ? 'Spotřeba elektřiny' : 'Množství elektřiny předané do sítě')
  const prev = previousPeriod(bill, random)
  const usage: [number, string, string][] = []
  if (buys(bill)) {
    usage.push([31, random.pick(['Celková spotřeba za zúčtovací období', 'Celkové dodané množství elektřiny']), energy(bill, bill.statedTotalKwh, mwhDecimals)])
    if (bill.twoTariff) {
      usage.push([32, 'z toho ve vysokém tarifu (VT)', energy(bill, bill.vtKwh, mwhDecimals)])
      usage.push([33, 'z toho v nízkém tarifu (NT)', energy(bill, bill.ntKwh, mwhDecimals)])
    } else usage.push([32, 'z toho v jednotarifní sazbě (VT)', energy(bill, bill.vtKwh, mwhDecimals)])
    usage.push([34, `Předchozí období ${period(bill, prev.from, prev.to)}`, energy(bill, prev.kwh, mwhDecimals)])
    if (bill.yearlyEstimatePrinted !== null) usage.push([35, random.pick(['Předpokládaná roční spotřeba', 'Roční odhad spotřeby (TDD)']), `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`])
  }
  if (sells(bill)) usage.push([36, 'Elektřina vykoupená z výrobny (registr 2.8.0)', energy(bill, bill.soldKwh, mwhDecimals)])
  for (const [no, label, value] of usage) {
    f.need(11)
    f.y -= 11
    f.text(String(no), LEFT + 3, f.y, 7, fonts.regular, 'left', GREY)
    f.text(label, LEFT + 22, f.y, 8)
    f.text(value, 470, f.y, 8, fonts.regular, 'right')
  }

  // ---- the item table, numbered from 40, VAT on every row
  if (random.chance(0.6)) f.newPage()
  else f.y -= 6
  f.band('Rozpis fakturovaných položek')
  const col = { no: LEFT, name: LEFT + 16, period: 190, qty: 318, unit: 321, price: 394, base: 448, rate: 472, vat: 510, gross: RIGHT }
  const header = () => {
    f.y -= 11
    const h = (text: string, x: number, align: 'left' | 'right' = 'left') => f.text(text, x, f.y, 6.2, fonts.bold, align, GREY)
    h('Ř.', col.no)
    h('Položka', col.name)
    h('Období od – do', col.period)
    h('Množství', col.qty, 'right')
    h('MJ', col.unit)
    h('Cena/MJ bez DPH', col.price, 'right')
    h('Základ DPH', col.base, 'right')
    h('Sazba', col.rate, 'right')
    h('DPH', col.vat, 'right')
    h('Celkem s DPH', col.gross, 'right')
    f.y -= 3
    f.rule()
  }
  f.onBreak = () => {
    f.text(`Rozpis fakturovaných položek – pokračování (faktura ${bill.invoiceNumber})`, LEFT, f.y, 8, fonts.bold)
    header()
  }
  header()
  let line = 40
  const marks: string[] = []
  const row = (item: LineItem, mark: string) => {
    const sell = item.kind.startsWith('sell')
    const nameLines = f.wrap(labels[item.kind] + mark, col.period - col.name - 6, 7)
    const height = Math.max(2, nameLines.length) * 8.4 + 3
    f.need(height)
    f.y -= 10
    const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
    const [price, priceUnit] = priceParts(bill, item, 'měs.')
    f.text(String(line++), col.no, f.y, 6.8, fonts.regular, 'left', GREY)
    f.text(nameLines[0]!, col.name, f.y, 7)
    f.text(`${date(bill, item.from)} –`, col.period, f.y, 6.8)
    f.text(qty, col.qty, f.y, 7, fonts.regular, 'right')
    f.text(unit, col.unit, f.y, 7)
    f.text(price, col.price, f.y, 7, fonts.regular, 'right')
    f.text(amount(bill, item.total), col.base, f.y, 7, fonts.regular, 'right')
    f.text(sell ? '–' : '21 %', col.rate, f.y, 7, fonts.regular, 'right')
    f.text(sell ? '–' : amount(bill, rowVat(item)), col.vat, f.y, 7, fonts.regular, 'right')
    f.text(amount(bill, sell ? item.total : Math.round((item.total + rowVat(item)) * 100) / 100), col.gross, f.y, 7, fonts.regular, 'right')
    const top = f.y
    f.y -= 8.4
    f.text(date(bill, item.to), col.period + 6, f.y, 6.8)
    f.text(priceUnit, col.price, f.y, 5.8, fonts.regular, 'right', GREY)
    for (const [i, more] of nameLines.slice(1).entries()) {
      const y = top - 8.4 * (i + 1)
      f.text(more, col.name + 4, y, 7)
      f.y = Math.min(f.y, y)
    }
    f.y -= 1
  }
  const titles = [
    `Oddíl A – Silová elektřina a služby obchodníka (${party.name})`,
    bill.distributorShown === 'explicit' ? `Oddíl B – Regulované platby: distribuce ${DISTRIBUTOR_FULL[bill.distributor]} a služby` : 'Oddíl B – Regulované platby za distribuci a související služby',
    'Oddíl C – Daň z elektřiny',
    'Oddíl D – Výkup elektřiny z výrobny',
  ]
  GROUPS.forEach((group, index) => {
    const rows = itemsOf(bill, group.kinds)
    if (!rows.length) return
    f.need(40)
    f.y -= 13
    f.text(titles[index]!, LEFT, f.y, 7.8, fonts.bold)
    const first = line
    const mark = index === 1 ? ' ¹' : index === 3 ? ' ³' : bill.buyingType === 'SPOT' && index === 0 ? ' ²' : ''
    if (mark) marks.push(mark.trim())
    for (const item of rows) row(item, item.kind.startsWith('energy') || index !== 0 ? mark : '')
    f.need(12)
    f.y -= 10
    f.text(`Součet oddílu ${ROMAN[index]} (ř. ${first} až ${line - 1})`, col.name, f.y, 7, fonts.bold)
    f.text(amount(bill, sumTotals(rows)), col.base, f.y, 7, fonts.bold, 'right')
    f.rule(f.y - 3, col.name, RIGHT, 0.3)
  })
  f.onBreak = null
  f.need(30)
  f.y -= 14
  if (buys(bill)) {
    f.text(`Celkem za dodávku elektřiny bez DPH (oddíly A až C, ř. 40 až ${line - 1 - (sells(bill) ? itemsOf(bill, GROUPS[3]!.kinds).length : 0)})`, col.name, f.y, 7.8, fonts.bold)
    f.text(amount(bill, bill.buyTotalNoVat), col.base, f.y, 7.8, fonts.bold, 'right')
    f.y -= 11
  }
  if (sells(bill)) {
    f.text('Celkem za výkup elektřiny (výrobce není plátcem DPH)', col.name, f.y, 7.8, fonts.bold)
    f.text(amount(bill, bill.sellTotal), col.base, f.y, 7.8, fonts.bold, 'right')
    f.y -= 11
  }
  const notes: string[] = []
  if (marks.includes('¹')) notes.push('¹ Regulované ceny stanovené cenovým rozhodnutím Energetického regulačního úřadu; dodavatel je fakturuje jménem provozovatele distribuční soustavy.')
  if (marks.includes('²')) notes.push(`² Vážený průměr hodinových cen denního trhu OTE v období řádku; produkt ${bill.productName}.`)
  if (marks.includes('³')) notes.push('³ Výrobce není plátcem DPH; částky výkupu jsou konečné.')
  if (buys(bill)) notes.push('DPH v řádcích je informativní; daň se vypočítává ze součtu základů (viz rekapitulace), rozdíl je haléřové zaokrouhlení.')
  for (const note of notes) f.paragraph(note, 6.3)

  // ---- VAT recap
  if (buys(bill)) {
    f.band('Rekapitulace DPH')
    f.y -= 10
    const heads: [number, string][] = [
      [200, 'Sazba DPH'],
      [300, `Základ daně (${cur})`],
      [400, `DPH (${cur})`],
      [RIGHT, `Celkem s DPH (${cur})`],
    ]
    for (const [x, label] of heads) f.text(label, x, f.y, 6.5, fonts.bold, 'right', GREY)
    f.y -= 11
    f.text('základní 21 %', 200, f.y, 7.8, fonts.regular, 'right')
    f.text(amount(bill, bill.buyTotalNoVat), 300, f.y, 7.8, fonts.regular, 'right')
    f.text(amount(bill, bill.vat), 400, f.y, 7.8, fonts.regular, 'right')
    f.text(amount(bill, bill.buyTotalWithVat), RIGHT, f.y, 7.8, fonts.bold, 'right')
  }

  // ---- readings
  f.band(`Odečty elektroměru č. ${readings.meter}`)
  f.y -= 10
  const rcol: [number, string, 'left' | 'right'][] = [
    [LEFT, 'Registr', 'left'],
    [110, 'Od', 'left'],
    [175, 'Do', 'left'],
    [310, 'Stav na začátku', 'right'],
    [390, 'Stav na konci', 'right'],
    [470, 'Rozdíl (kWh)', 'right'],
    [RIGHT, 'Druh odečtu', 'right'],
  ]
  for (const [x, label, align] of rcol) f.text(label, x, f.y, 6.5, fonts.bold, align, GREY)
  for (const r of readings.rows) {
    f.need(10)
    f.y -= 10
    const register = r.kind === 'out' ? `${r.register} (do sítě)` : r.kind === 'nt' ? `${r.register} (NT)` : bill.twoTariff ? `${r.register} (VT)` : r.register
    f.text(register, LEFT, f.y, 7.2)
    f.text(date(bill, r.from), 110, f.y, 7.2)
    f.text(date(bill, r.to), 175, f.y, 7.2)
    f.text(num(bill, r.start, 0), 310, f.y, 7.2, fonts.regular, 'right')
    f.text(num(bill, r.end, 0), 390, f.y, 7.2, fonts.regular, 'right')
    f.text(num(bill, r.end - r.start, 0), 470, f.y, 7.2, fonts.regular, 'right')
    f.text(r.estimated ? 'vypočtený' : 'fyzický', RIGHT, f.y, 7.2, fonts.regular, 'right')
  }

  // ---- advances
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([8, 15, 22]))
    f.band('Přijaté zálohy (k ř. 27)')
    if (!paid.length) f.paragraph('V zúčtovacím období jste neplatili žádné zálohy.', 7.5, INK)
    for (let i = 0; i < paid.length; i += 4) {
      f.need(10)
      f.y -= 10
      paid.slice(i, i + 4).forEach((p, j) => {
        f.text(date(bill, p.date), LEFT + j * 129, f.y, 7.2)
        f.text(amount(bill, p.amount), LEFT + j * 129 + 118, f.y, 7.2, fonts.regular, 'right')
      })
    }
    f.need(12)
    f.y -= 12
    f.text('Zálohy celkem', LEFT, f.y, 7.8, fonts.bold)
    f.text(money(bill, bill.advances), 470, f.y, 7.8, fonts.bold, 'right')
    const next = nextAdvances(bill, random)
    f.band(`Předpis záloh na další období (${next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně'})`)
    f.paragraph(`Nová záloha ${money(bill, next.rows[0]!.amount)} je splatná k ${next.day}. dni ${next.every === 'monthly' ? 'každého měsíce' : 'prvního měsíce čtvrtletí'}, poprvé ${date(bill, next.rows[0]!.date)}.`, 7.5, INK)
  }

  // ---- notes
  f.band('Informace')
  if (buys(bill)) f.paragraph(fuelMix(random))
  f.paragraph(promoText(bill, random))
  f.paragraph(COMPLAINT_NOTE)

  // ---- running headers and page numbers
  const total = f.pages.length
  f.pages.forEach((page, index) => {
    f.page = page
    if (index > 0) {
      f.text(`${party.name} | Faktura č. ${bill.invoiceNumber} | Zákaznické číslo ${bill.customerNumber}`, LEFT, HEIGHT - 36, 7, fonts.regular, 'left', GREY)
      f.rule(HEIGHT - 41)
    }
    f.rule(44)
    f.text(`${party.name}, ${party.street}, ${party.zipCity}, IČO ${party.ico}, zapsaná v obchodním rejstříku vedeném ${party.register}`, LEFT, 34, 5.8, fonts.regular, 'left', GREY)
    f.text(`List ${index + 1} z ${total}`, RIGHT, 24, 7, fonts.bold, 'right')
  })

  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setCreator(`${party.name} – fakturace`)
  doc.setTitle(`Faktura ${bill.invoiceNumber}`)
  const stamp = new Date(`${bill.issueDate}T05:45:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)
  return doc.save({ useObjectStreams: false })
}
