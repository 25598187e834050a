/** TWENTY-FIRST SPLIT (blind development), written blind on 2026-11-28 (session 15).
 * The pdf-lib layout "outline-clauses": a formal serif document in numbered sections and clauses
 * (arabic or roman numbering), drawn at absolute positions.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTES,
  ESTIMATE_LABELS,
  FAULT_LINES,
  NETWORK_KINDS,
  REGULATED_KINDS,
  SELL_KINDS,
  SUPPLY_KINDS,
  TAX_KINDS,
  amount,
  breakerText,
  buyTypeText,
  buys,
  contractTerm,
  customerIco,
  date,
  distributorFull,
  energy,
  fontBytes,
  fuelMix,
  ibanGrouped,
  itemsOf,
  labelsFor,
  meterReadings,
  money,
  nextAdvances,
  num,
  paidAdvances,
  period,
  priceParts,
  promoText,
  quantityParts,
  roman,
  segmentsOf,
  sellTypeText,
  sells,
  sumTotals,
  supplierParty,
} from './common.ts'

const WIDTH = 595.28
const HEIGHT = 841.89
const LEFT = 50
const RIGHT = 545
const BOTTOM = 64
const INK = rgb(0.05, 0.05, 0.05)
const GREY = rgb(0.38, 0.38, 0.38)
const RULE = rgb(0.55, 0.55, 0.55)

interface Fonts {
  regular: PDFFont
  bold: PDFFont
  italic: PDFFont
  narrow: PDFFont
  narrowBold: PDFFont
}

interface Column {
  head: string
  /** A second header line (the unit of the column), if any. */
  unit?: string
  x: number
  width: number
  align: 'left' | 'right'
}

/** A cursor over the pages of one bill; `onBreak` draws what a continuation page repeats. */
class Sheet {
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
    this.y = this.pages.length === 1 ? HEIGHT - 46 : HEIGHT - 74
  }

  text(
    value: string,
    x: number,
    y: number,
    size = 8,
    font: PDFFont = this.fonts.regular,
    align: 'left' | 'right' | 'center' = 'left',
    color: RGB = INK,
  ): void {
    const width = font.widthOfTextAtSize(value, size)
    const at = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x
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

  /** Starts a new page when less than `height` is left; true when it did. */
  need(height: number): boolean {
    if (this.y - height >= BOTTOM) return false
    this.newPage()
    this.onBreak?.()
    return true
  }

  rule(y = this.y, from = LEFT, to = RIGHT, thickness = 0.5, color: RGB = RULE): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color })
  }

  paragraph(value: string, size = 7.2, color: RGB = GREY, indent = 0, font: PDFFont = this.fonts.regular): void {
    for (const line of this.wrap(value, RIGHT - LEFT - indent, size, font)) {
      this.need(size + 3)
      this.y -= size + 3
      this.text(line, LEFT + indent, this.y, size, font, 'left', color)
    }
  }
}

/** Renders one bill in the outline-clauses layout with pdf-lib. */
export async function renderOutlineClauses(bill: Bill, random: Random): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const fonts: Fonts = {
    regular: await doc.embedFont(fontBytes('DejaVuSerif.ttf'), { subset: true, customName: 'DejaVuSerif' }),
    bold: await doc.embedFont(fontBytes('DejaVuSerif-Bold.ttf'), { subset: true, customName: 'DejaVuSerif-Bold' }),
    italic: await doc.embedFont(fontBytes('DejaVuSerif-Italic.ttf'), { subset: true, customName: 'DejaVuSerif-Italic' }),
    narrow: await doc.embedFont(fontBytes('DejaVuSerifCondensed.ttf'), { subset: true, customName: 'DejaVuSerifCondensed' }),
    narrowBold: await doc.embedFont(fontBytes('DejaVuSerifCondensed-Bold.ttf'), { subset: true, customName: 'DejaVuSerifCondensed-Bold' }),
  }
  const s = new Sheet(doc, fonts)
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const c = bill.style.currency
  const sellOnly = bill.direction === 'sell'
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const monthWord = random.pick(['měs.', 'Měsíc', 'měsíc'])
  const romanNumbers = random.chance(0.5)
  const rowNumbers = random.chance(0.5)
  const readings = meterReadings(bill, random)
  const contractNo = `${random.pick(['SD', 'EE', 'S-'])}${random.digits(7)}`
  const ks = random.pick(['0308', '0008', '0558'])

  const title = sellOnly
    ? random.pick(['VÝKUPNÍ DOKLAD', 'DOKLAD O VÝKUPU ELEKTŘINY'])
    : random.pick(['VYÚČTOVÁNÍ DODÁVKY ELEKTŘINY', 'FAKTURA ZA DODÁVKU ELEKTŘINY', 'VYÚČTOVACÍ FAKTURA'])
  const subtitle = sellOnly ? 'vystavený odběratelem (samofakturace)' : 'daňový doklad'

  // ---- letterhead
  s.text(party.name, LEFT, s.y, 13, fonts.bold)
  s.text(`${party.street}, ${party.zipCity}`, LEFT, s.y - 12, 7.4, fonts.regular, 'left', GREY)
  s.text(`IČO ${party.ico}   DIČ CZ${party.ico}`, LEFT, s.y - 21, 7.4, fonts.regular, 'left', GREY)
  for (const [k, line] of s.wrap(`Zapsána v obchodním rejstříku vedeném ${party.register}.`, 250, 6.4).entries())
    s.text(line, LEFT, s.y - 30 - k * 8, 6.4, fonts.italic, 'left', GREY)
  // the document box
  const boxTop = s.y + 8
  s.page.drawRectangle({ x: 340, y: boxTop - 52, width: RIGHT - 340, height: 52, borderColor: INK, borderWidth: 0.9 })
  s.text(title, (340 + RIGHT) / 2, boxTop - 15, 10, fonts.bold, 'center')
  s.text(subtitle, (340 + RIGHT) / 2, boxTop - 26, 7, fonts.italic, 'center', GREY)
  s.text(`Evidenční číslo: ${bill.invoiceNumber}`, (340 + RIGHT) / 2, boxTop - 42, 9, fonts.bold, 'center')
  s.y -= 66

  // ---- envelope window (right) and references (left)
  const addressee: [string, PDFFont, number][] = [[bill.customerName, fonts.bold, 10]]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    addressee.push([random.pick([`IČ: ${ico}`, `IČ ${ico}, DIČ CZ${ico}`]), fonts.regular, 8])
  }
  addressee.push(
    [bill.billingAddress.street, fonts.regular, 9.4],
    [`${bill.billingAddress.zip}  ${bill.billingAddress.city}`, fonts.regular, 9.4],
  )
  let ay = s.y - 12
  for (const [line, font, size] of addressee) {
    s.text(line, 340, ay, size, font)
    ay -= size + 4
  }
  const refs: [string, string][] = [
    ['Zákaznické číslo', bill.customerNumber],
    ['Číslo smlouvy', contractNo],
    ['Vyřizuje', random.pick(['Zákaznické centrum', 'Oddělení fakturace', 'Back office'])],
    ['Telefon', party.phone],
    ['E-mail', party.email],
  ]
  let ry = s.y - 12
  for (const [label, value] of refs) {
    s.text(`${label}:`, LEFT, ry, 7.2, fonts.regular, 'left', GREY)
    s.text(value, LEFT + 86, ry, 7.6, fonts.regular)
    ry -= 10
  }
  s.y = Math.min(ay, ry) - 6

  // ---- running header of continuation pages
  const header = () => {
    s.text(`${title} – evidenční číslo ${bill.invoiceNumber} – pokračování`, LEFT, HEIGHT - 44, 7.2, fonts.italic, 'left', GREY)
    s.text(`zákazník ${bill.customerNumber}`, RIGHT, HEIGHT - 44, 7.2, fonts.italic, 'right', GREY)
    s.rule(HEIGHT - 50, LEFT, RIGHT, 0.6, INK)
  }
  s.onBreak = header

  // ---- numbering
  let sectionNo = 0
  let clauseNo = 0
  const section = (name: string, reserve = 80) => {
    sectionNo++
    clauseNo = 0
    s.need(reserve)
    s.y -= 20
    const mark = romanNumbers ? `${roman(sectionNo)}.` : `${sectionNo}.`
    s.text(mark, LEFT, s.y, 9.6, fonts.bold)
    s.text(name.toUpperCase(), LEFT + 24, s.y, 9.6, fonts.bold)
    s.y -= 4
    s.rule(s.y, LEFT, RIGHT, 0.8, INK)
  }
  const clauseMark = () => {
    clauseNo++
    return romanNumbers ? `(${clauseNo})` : `${sectionNo}.${clauseNo}`
  }
  const labelWidth = random.pick([170, 190])
  /** A numbered clause "label ... value" with the value wrapped at its tab stop. */
  const clause = (label: string, value: string, strong = false) => {
    const valueLines = value
      .split('\n')
      .flatMap((part) => s.wrap(part, RIGHT - LEFT - 24 - labelWidth, 8, strong ? fonts.bold : fonts.regular))
    const labelLines = s.wrap(label, labelWidth - 8, 7.6)
    const height = Math.max(valueLines.length, labelLines.length) * 10 + 1
    s.need(height)
    const mark = clauseMark()
    s.text(mark, LEFT, s.y - 10, 7.6, fonts.regular, 'left', GREY)
    labelLines.forEach((line, k) => {
      s.text(line, LEFT + 24, s.y - 10 - k * 10, 7.6, fonts.regular, 'left', GREY)
    })
    valueLines.forEach((line, k) => {
      s.text(line, LEFT + 24 + labelWidth, s.y - 10 - k * 10, 8, strong ? fonts.bold : fonts.regular)
    })
    s.y -= height
  }
  /** A numbered clause of prose. */
  const prose = (value: string, size = 7.8) => {
    const lines = s.wrap(value, RIGHT - LEFT - 24, size)
    s.need(Math.min(lines.length, 3) * (size + 2.6) + 2)
    const mark = clauseMark()
    s.text(mark, LEFT, s.y - size - 2, size, fonts.regular, 'left', GREY)
    for (const line of lines) {
      s.need(size + 3)
      s.y -= size + 2.6
      s.text(line, LEFT + 24, s.y, size, fonts.regular)
    }
    s.y -= 2
  }

  // ---- tables
  const drawHead = (columns: Column[], caption?: string) => {
    if (caption) {
      s.y -= 10
      s.text(caption, LEFT, s.y, 7, fonts.italic, 'left', GREY)
    }
    const twoLines = columns.some((col) => col.unit)
    s.y -= 3
    s.rule(s.y, LEFT, RIGHT, 0.8, INK)
    s.y -= 8.4
    for (const col of columns) s.text(col.head, col.align === 'right' ? col.x + col.width : col.x, s.y, 6.8, fonts.narrowBold, col.align)
    if (twoLines) {
      s.y -= 8
      for (const col of columns)
        if (col.unit) s.text(col.unit, col.align === 'right' ? col.x + col.width : col.x, s.y, 6.4, fonts.narrow, col.align, GREY)
    }
    s.y -= 3
    s.rule(s.y, LEFT, RIGHT, 0.5, INK)
  }
  /** One row; the first wrapping column carries several lines. Breaks the page (and repeats the head) when needed. */
  const drawRow = (columns: Column[], cells: string[], opts: { strong?: boolean; wrapColumn?: number; repeat?: () => void } = {}) => {
    const wrapAt = opts.wrapColumn ?? -1
    const font = opts.strong ? fonts.narrowBold : fonts.narrow
    const lines = cells.map((cell, k) => (k === wrapAt ? s.wrap(cell, columns[k]!.width, 7.2, font) : [cell]))
    const height = Math.max(...lines.map((l) => l.length)) * 8.8 + 2.4
    if (s.y - height < BOTTOM) {
      s.newPage()
      header()
      opts.repeat?.()
    }
    lines.forEach((cellLines, k) => {
      const col = columns[k]!
      cellLines.forEach((line, n) => {
        if (line) s.text(line, col.align === 'right' ? col.x + col.width : col.x, s.y - 8.8 - n * 8.8, 7.2, font, col.align)
      })
    })
    s.y -= height
  }

  // ================================================================ I. the document
  section(sellOnly ? 'Údaje o dokladu' : 'Základní údaje daňového dokladu', 120)
  clause(sellOnly ? 'Číslo výkupního dokladu' : 'Evidenční číslo daňového dokladu', bill.invoiceNumber, true)
  clause('Variabilní symbol', bill.variableSymbol)
  clause('Datum vystavení', date(bill, bill.issueDate))
  clause('Datum uskutečnění zdanitelného plnění', date(bill, bill.periodTo))
  clause(
    bill.balance > 0
      ? 'Datum splatnosti'
      : bill.balance < 0
        ? sellOnly
          ? 'Výplata nejpozději'
          : 'Vrácení přeplatku do'
        : 'Datum splatnosti',
    date(bill, bill.dueDate),
  )
  clause('Zúčtovací období', `od ${date(bill, bill.periodFrom)} do ${date(bill, bill.periodTo)}`)
  clause('Druh vyúčtování', random.pick(['řádné', 'řádné (periodické)', 'řádné – roční']))
  clause('Měna dokladu', c)

  // ================================================================ II. the place
  const [termLabel, termValue] = contractTerm(bill, random)
  const addressValue = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
  if (buys(bill)) {
    section('Odběrné místo a smluvní podmínky', 140)
    clause('Kód odběrného místa (EAN)', bill.ean, true)
    clause('Adresa odběrného místa', addressValue)
    clause('Distribuční sazba', bill.rate)
    clause(
      random.pick(['Hodnota hlavního jističe před elektroměrem', 'Hlavní jistič', 'Jistič (počet fází × proud)']),
      breakerText(bill, random),
    )
    if (bill.distributorShown === 'explicit') clause('Provozovatel distribuční soustavy', distributorFull(bill, random))
    clause('Produkt', bill.productName)
    clause('Způsob tvorby ceny silové elektřiny', buyTypeText(bill, random))
    clause(termLabel, termValue)
    if (bill.yearlyEstimatePrinted !== null) clause(random.pick(ESTIMATE_LABELS), `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`)
    if (sells(bill)) {
      clause('Kód výrobny (EAN výroby)', bill.productionEan!)
      clause('Výkup přebytků', `${bill.sellProductName}, ${sellTypeText(bill, random)}`)
    }
  } else {
    section('Výrobna a smluvní podmínky', 120)
    clause('Kód výrobního místa (EAN)', bill.productionEan!, true)
    clause('Adresa výrobny', addressValue)
    clause('Produkt výkupu', bill.sellProductName)
    clause('Cena výkupu', sellTypeText(bill, random))
    clause(termLabel, termValue)
    clause('Číslo smlouvy o výkupu', contractNo)
  }

  // ================================================================ III. metering
  section(sellOnly ? 'Měření dodávky do sítě' : 'Měření a množství elektřiny', 110)
  if (buys(bill)) {
    prose(
      bill.twoTariff
        ? `Celkové dodané množství elektřiny za zúčtovací období činí ${e(bill.statedTotalKwh)}, z toho ve vysokém tarifu (VT) ${e(bill.vtKwh)} a v nízkém tarifu (NT) ${e(bill.ntKwh)}.`
        : `Celkové dodané množství elektřiny za zúčtovací období činí ${e(bill.statedTotalKwh)}; měřeno jednotarifně, odečtená spotřeba ${e(bill.vtKwh)}.`,
    )
  }
  if (sells(bill))
    prose(`Množství elektřiny dodané z výrobny do distribuční soustavy (registr 2.8.0) za zúčtovací období: ${e(bill.soldKwh)}.`)
  const readColumns: Column[] = [
    { head: 'Elektroměr', x: LEFT, width: 60, align: 'left' },
    { head: 'Registr', x: LEFT + 64, width: 70, align: 'left' },
    { head: 'Stav k datu', unit: '(počátek)', x: LEFT + 140, width: 60, align: 'right' },
    { head: 'Počáteční stav', x: LEFT + 204, width: 66, align: 'right' },
    { head: 'Stav k datu', unit: '(konec)', x: LEFT + 276, width: 60, align: 'right' },
    { head: 'Konečný stav', x: LEFT + 340, width: 66, align: 'right' },
    { head: 'Rozdíl', unit: '[kWh]', x: LEFT + 410, width: 46, align: 'right' },
    { head: 'Odečet', x: RIGHT - 32, width: 32, align: 'right' },
  ]
  s.need(50)
  drawHead(readColumns)
  for (const r of readings.rows) {
    const reg = r.kind === 'vt' ? (bill.twoTariff ? '1.8.1 (VT)' : '1.8.0') : r.kind === 'nt' ? '1.8.2 (NT)' : '2.8.0 (do sítě)'
    drawRow(
      readColumns,
      [
        readings.meter,
        reg,
        date(bill, r.from),
        num(bill, r.start, 0),
        date(bill, r.to),
        num(bill, r.end, 0),
        num(bill, r.end - r.start, 0),
        r.estimated ? 'E' : 'S',
      ],
      { repeat: () => drawHead(readColumns, 'Odečty – pokračování') },
    )
  }
  s.need(12)
  s.y -= 9
  s.text('Druh odečtu: S = skutečný (dálkový) odečet, E = odhad k datu změny ceny.', LEFT, s.y, 6.4, fonts.italic, 'left', GREY)

  // ================================================================ IV. items by price period
  section(random.pick(['Rozpis fakturovaných položek', 'Vyúčtování dle ceníku', 'Podrobný rozpis ceny']), 120)
  const numberW = rowNumbers ? 18 : 0
  const itemColumns: Column[] = []
  if (rowNumbers) itemColumns.push({ head: 'Č.', x: LEFT, width: 14, align: 'left' })
  itemColumns.push(
    { head: 'Položka', x: LEFT + numberW, width: 206 - numberW, align: 'left' },
    { head: 'Množství', x: LEFT + 210, width: 62, align: 'right' },
    { head: 'MJ', x: LEFT + 278, width: 34, align: 'left' },
    { head: 'Jedn. cena bez DPH', unit: `[${c}/MJ]`, x: LEFT + 316, width: 84, align: 'right' },
    { head: 'Cena bez DPH', unit: `[${c}]`, x: RIGHT - 88, width: 88, align: 'right' },
  )
  const wrapColumn = rowNumbers ? 1 : 0
  let rowNo = 0
  const itemCells = (item: LineItem): string[] => {
    const [q, u] = quantityParts(bill, item, mwhDecimals, monthWord)
    const [p] = priceParts(bill, item, monthWord)
    const cells = [labels[item.kind], q, u, p, amount(bill, item.total)]
    if (rowNumbers) cells.unshift(`${++rowNo}.`)
    return cells
  }
  const blank = (text: string, value: string) => (rowNumbers ? ['', text, '', '', '', value] : [text, '', '', '', value])
  const groups: { title: string; kinds: RowKind[] }[] = [
    { title: random.pick(['a) obchodní část – dodávka elektřiny', 'a) neregulovaná část (dodavatel)']), kinds: SUPPLY_KINDS },
    { title: random.pick(['b) distribuce elektřiny', 'b) regulovaná část – distribuce']), kinds: NETWORK_KINDS },
    { title: 'c) regulované platby (ČEPS, OTE, podpora zdrojů)', kinds: REGULATED_KINDS },
    { title: 'd) daň', kinds: TAX_KINDS },
    { title: sellOnly ? 'a) výkup elektřiny' : 'e) výkup elektřiny z výrobny', kinds: SELL_KINDS },
  ]
  const segs = segmentsOf(bill)
  const periods = [...segs]
  const inSegment = (item: LineItem, seg: { from: string; to: string }) => item.from === seg.from && item.to === seg.to
  const loose = bill.items.filter((i) => !segs.some((seg) => inSegment(i, seg)))
  if (loose.length) periods.push({ from: bill.periodFrom, to: bill.periodTo })
  periods.forEach((seg, k) => {
    const isLoose = k >= segs.length
    const items = isLoose ? loose : bill.items.filter((i) => inSegment(i, seg))
    s.need(70)
    s.y -= 16
    const heading = isLoose
      ? `Platby za celé zúčtovací období ${period(bill, seg.from, seg.to)}`
      : segs.length > 1
        ? `Ceny platné v období ${period(bill, seg.from, seg.to)}`
        : `Zúčtovací období ${period(bill, seg.from, seg.to)}`
    s.text(`${romanNumbers ? `(${k + 1})` : `${sectionNo}.${k + 1}`}  ${heading}`, LEFT, s.y, 8.4, fonts.bold)
    const caption = `${heading} – pokračování`
    drawHead(itemColumns)
    for (const group of groups) {
      const rows = itemsOf(bill, group.kinds).filter((i) => items.includes(i))
      if (!rows.length) continue
      drawRow(itemColumns, blank(group.title, ''), { strong: true, wrapColumn, repeat: () => drawHead(itemColumns, caption) })
      for (const item of rows) drawRow(itemColumns, itemCells(item), { wrapColumn, repeat: () => drawHead(itemColumns, caption) })
    }
    s.rule(s.y - 1, LEFT + 210, RIGHT, 0.5, INK)
    const buyPart = items.filter((i) => !i.kind.startsWith('sell'))
    const sellPart = items.filter((i) => i.kind.startsWith('sell'))
    if (buyPart.length)
      drawRow(itemColumns, blank('Mezisoučet dodávky za období', amount(bill, sumTotals(buyPart))), { strong: true, wrapColumn })
    if (sellPart.length)
      drawRow(itemColumns, blank('Mezisoučet výkupu za období', amount(bill, sumTotals(sellPart))), { strong: true, wrapColumn })
  })
  if (buys(bill)) {
    s.need(30)
    s.y -= 8
    s.rule(s.y, LEFT, RIGHT, 1, INK)
    const lines = s.wrap(`Celkem za dodávku elektřiny a související služby v elektroenergetice v ${c} bez DPH`, 330, 8, fonts.bold)
    lines.forEach((line, k) => {
      s.text(line, LEFT, s.y - 10 - k * 10, 8, fonts.bold)
    })
    s.text(amount(bill, bill.buyTotalNoVat), RIGHT, s.y - 10, 8.4, fonts.bold, 'right')
    s.y -= lines.length * 10 + 4
  }
  if (sells(bill)) {
    s.need(20)
    s.y -= 4
    s.text(`Výkup elektřiny celkem v ${c} (mimo předmět DPH)`, LEFT, s.y - 10, 8, fonts.bold)
    s.text(amount(bill, bill.sellTotal), RIGHT, s.y - 10, 8.4, fonts.bold, 'right')
    s.y -= 14
  }

  // ================================================================ V. recap and settlement
  section(random.pick(['Rekapitulace a vyúčtování záloh', 'Rekapitulace DPH a výsledek vyúčtování']), 130)
  const recapColumns: Column[] = [
    { head: 'Sazba DPH', x: LEFT, width: 120, align: 'left' },
    { head: 'Základ daně', unit: `[${c}]`, x: LEFT + 150, width: 90, align: 'right' },
    { head: 'DPH', unit: `[${c}]`, x: LEFT + 260, width: 80, align: 'right' },
    { head: 'Celkem', unit: `[${c}]`, x: RIGHT - 100, width: 100, align: 'right' },
  ]
  drawHead(recapColumns)
  if (buys(bill))
    drawRow(recapColumns, ['základní 21 %', amount(bill, bill.buyTotalNoVat), amount(bill, bill.vat), amount(bill, bill.buyTotalWithVat)])
  if (sells(bill))
    drawRow(recapColumns, ['výkup – nepodléhá DPH', amount(bill, bill.sellTotal), amount(bill, 0), amount(bill, bill.sellTotal)])
  s.y -= 6
  const settle: [string, string][] = []
  if (buys(bill)) settle.push(['Celková částka vyúčtování včetně DPH', money(bill, bill.buyTotalWithVat)])
  if (sells(bill))
    settle.push([
      sellOnly ? 'Částka za vykoupenou elektřinu' : 'Započtení výkupu elektřiny',
      sellOnly ? money(bill, bill.sellTotal) : `− ${money(bill, bill.sellTotal)}`,
    ])
  if (buys(bill)) settle.push(['Zaplacené zálohy za zúčtovací období', `− ${money(bill, bill.advances)}`])
  const resultLabel =
    bill.balance > 0
      ? random.pick(['Nedoplatek', 'Nedoplatek k úhradě', 'Doplatek'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Přeplatek', 'Přeplatek k vrácení'])
        : 'Vyrovnáno'
  for (const [label, value] of settle) clause(label, value)
  clause(resultLabel, money(bill, Math.abs(bill.balance)), true)
  const paid = buys(bill) ? paidAdvances(bill, random.pick([5, 15, 20])) : []
  if (paid.length) {
    s.need(24 + Math.ceil(paid.length / 4) * 9)
    s.y -= 12
    s.text('Přehled přijatých záloh (datum platby / částka):', LEFT + 24, s.y, 7.2, fonts.italic, 'left', GREY)
    const rows = Math.ceil(paid.length / 4)
    paid.forEach((p, k) => {
      const x = LEFT + 24 + Math.floor(k / rows) * 118
      const y = s.y - 10 - (k % rows) * 9
      s.text(date(bill, p.date), x, y, 7, fonts.narrow)
      s.text(amount(bill, p.amount), x + 100, y, 7, fonts.narrow, 'right')
    })
    s.y -= 12 + rows * 9
  }
  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    prose(
      `Na další období stanovujeme ${next.every === 'monthly' ? 'měsíční' : 'čtvrtletní'} zálohy ve výši ${money(bill, next.rows[0]!.amount)} se splatností k ${next.day}. dni, poprvé ${date(bill, next.rows[0]!.date)}. Rozpis záloh je uveden v zákaznickém portálu.`,
      7.4,
    )
  }

  // ================================================================ VI. payment
  section('Platební údaje', 90)
  if (bill.balance > 0) {
    clause('Bankovní spojení dodavatele', `${party.account}, ${party.bank}`)
    clause('IBAN', ibanGrouped(party.account))
    clause('Variabilní / konstantní symbol', `${bill.variableSymbol} / ${ks}`)
    clause('Splatnost', date(bill, bill.dueDate), true)
    prose(`Částku ${money(bill, bill.balance)} uhraďte prosím bankovním převodem tak, aby byla připsána nejpozději v den splatnosti.`, 7.4)
  } else if (bill.balance < 0) {
    clause('Způsob vrácení', sellOnly ? 'převodem na účet výrobce' : 'převodem na účet zákazníka uvedený ve smlouvě')
    clause('Variabilní symbol', bill.variableSymbol)
    prose(`Částku ${money(bill, -bill.balance)} ${sellOnly ? 'Vám vyplatíme' : 'Vám vrátíme'} nejpozději ${date(bill, bill.dueDate)}.`, 7.4)
  } else prose('Vyúčtování je vyrovnáno, nic nehradíte.', 7.4)

  // ================================================================ VII. notes
  section('Další informace', 60)
  if (buys(bill) && (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.5))))
    prose(`Poruchy a havárie na zařízení distribuční soustavy hlaste na poruchovou linku ${FAULT_LINES[bill.distributor]} (nonstop).`, 7.4)
  prose(`Zákaznická linka ${party.phone}, e-mail ${party.email}, ${party.web}.`, 7.4)
  if (buys(bill)) prose(fuelMix(random, Number(bill.periodTo.slice(0, 4))), 6.8)
  prose(promoText(bill, random), 7.4)
  for (const note of COMPLAINT_NOTES) prose(note, 6.8)

  // ---- footers with the sheet numbers
  const total = s.pages.length
  s.pages.forEach((page, index) => {
    s.page = page
    s.rule(48, LEFT, RIGHT, 0.5, INK)
    s.text(
      `${party.name} · ${party.street}, ${party.zipCity} · IČO ${party.ico} · DIČ CZ${party.ico}`,
      LEFT,
      38,
      6.2,
      fonts.regular,
      'left',
      GREY,
    )
    s.text(`List ${index + 1}/${total}`, RIGHT, 38, 7.4, fonts.bold, 'right')
  })

  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setCreator(`${party.name} – fakturační systém`)
  doc.setTitle(`${title} ${bill.invoiceNumber}`)
  const stamp = new Date(`${bill.issueDate}T07:15:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)
  return doc.save({ useObjectStreams: false })
}
