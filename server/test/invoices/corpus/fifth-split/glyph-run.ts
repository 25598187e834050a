/**
 * BLIND DEVELOPMENT split layout, written 2026-11-23 without reading the extraction rules or the
 * other layouts. "glyph-run": a classic bill drawn with pdf-lib the way some PDF producers emit
 * text, one text operation per glyph or per run of two or three glyphs, each at its own x, spaces
 * never drawn (a word gap is only an advance). Runs abut at the font's real advance widths so that
 * words stay words; only the letter-spaced capital headings ("V Y Ú Č T O V Á N Í") get tracking.
 * Structure: supplier header, document block beside the customer block, supply point block, items
 * table (name, period, quantity, unit price, amount), recap with VAT, advances and the result,
 * and a buy-back block for production points.
 */
import fontkit from '@pdf-lib/fontkit'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Bill, LineItem } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  balanceLine,
  billingAddressLines,
  breakerText,
  buyItems,
  buys,
  companyId,
  CREATED,
  date,
  distributorLine,
  energy,
  kwhText,
  money,
  period,
  pickWords,
  quantity,
  sellItems,
  sells,
  supplyAddressLines,
  unitPrice,
  type Words,
} from './common.ts'

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const REGULAR = readFileSync(join(fontDir, 'DejaVuSerif.ttf'))
const BOLD = readFileSync(join(fontDir, 'DejaVuSerif-Bold.ttf'))
const PAGE: [number, number] = [595.28, 841.89]
const MARGIN = 40
const LINE = 11.5

interface Style {
  size?: number
  bold?: boolean
  right?: boolean
  /** Extra points after every glyph (letter-spaced headings only). */
  tracking?: number
}

/** Draws text glyph run by glyph run; keeps a cursor and breaks pages. */
class GlyphWriter {
  private page!: PDFPage
  private current: PDFFont | null = null
  y = 0

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly random: Random,
  ) {
    this.newPage()
  }

  newPage(): void {
    this.page = this.pdf.addPage(PAGE)
    this.current = null
    this.y = PAGE[1] - MARGIN
  }

  /** Selects the font only when it changes: pdf-lib names a new font resource on every selection. */
  private use(font: PDFFont): void {
    if (this.current === font) return
    this.page.setFont(font)
    this.current = font
  }

  /** Moves down one line, breaking the page first when the line does not fit. */
  line(height = LINE): void {
    if (this.y - height < MARGIN) this.newPage()
    this.y -= height
  }

  width(text: string, style: Style = {}): number {
    const font = style.bold ? this.bold : this.regular
    const size = style.size ?? 8.5
    return [...text].reduce((acc, glyph) => acc + font.widthOfTextAtSize(glyph, size) + (style.tracking ?? 0), 0)
  }

  /** The text split into runs of one to three glyphs, each drawn at its own x; spaces only advance. */
  text(x: number, text: string, style: Style = {}): void {
    const font = style.bold ? this.bold : this.regular
    const size = style.size ?? 8.5
    let at = MARGIN + (style.right ? x - this.width(text, style) : x)
    const glyphs = [...text]
    for (let i = 0; i < glyphs.length; ) {
      const runLength = style.tracking ? 1 : this.random.int(1, 3)
      const run = glyphs.slice(i, i + runLength).join('')
      i += runLength
      const advance = [...run].reduce((acc, glyph) => acc + font.widthOfTextAtSize(glyph, size) + (style.tracking ?? 0), 0)
      if (run.trim()) {
        this.use(font)
        this.page.drawText(run.replace(/\u00a0/g, ' '), { x: at, y: this.y, size })
      }
      at += advance
    }
  }

  rule(from: number, to: number): void {
    this.page.drawLine({
      start: { x: MARGIN + from, y: this.y - 3 },
      end: { x: MARGIN + to, y: this.y - 3 },
      thickness: 0.6,
      color: rgb(0.3, 0.3, 0.3),
    })
  }
}

/** A capital heading with its letters spaced apart: "V Y Ú Č T O V Á N Í". */
function heading(w: GlyphWriter, text: string, size = 10): void {
  w.line(size * 1.8)
  w.text(0, text.toLocaleUpperCase('cs'), { bold: true, size, tracking: size * 0.35 })
  w.rule(0, PAGE[0] - 2 * MARGIN)
  w.line(4)
}

type Pair = [label: string, value: string]

/** Values start just after the block's widest label. */
const valueColumn = (w: GlyphWriter, list: Pair[]) => Math.max(...list.map(([label]) => w.width(`${label}:`))) + 10

/** Two label–value blocks side by side (document data left, customer right). */
function twoBlocks(w: GlyphWriter, left: Pair[], right: string[]): void {
  const rows = Math.max(left.length, right.length)
  for (let i = 0; i < rows; i++) {
    w.line()
    const pair = left[i]
    if (pair) {
      w.text(0, `${pair[0]}:`)
      w.text(valueColumn(w, left), pair[1], { bold: true })
    }
    const customer = right[i]
    if (customer) w.text(300, customer, { bold: i === 0 })
  }
}

function pairs(w: GlyphWriter, list: Pair[]): void {
  for (const [label, value] of list) {
    w.line()
    // A label left empty continues the value above (the address's second line).
    if (label) w.text(0, `${label}:`)
    w.text(valueColumn(w, list), value)
  }
}

const COLUMNS = { name: 0, period: 190, quantity: 360, price: 445, amount: 515 }

function itemsTable(w: GlyphWriter, items: LineItem[], bill: Bill, words: Words): void {
  w.line()
  w.text(COLUMNS.name, 'Položka', { bold: true })
  w.text(COLUMNS.period, 'Období', { bold: true })
  w.text(COLUMNS.quantity, 'Množství', { bold: true, right: true })
  w.text(COLUMNS.price, 'Jedn. cena', { bold: true, right: true })
  w.text(COLUMNS.amount, `Částka ${bill.style.currency}`, { bold: true, right: true })
  w.rule(0, COLUMNS.amount)
  for (const item of items) {
    w.line()
    w.text(COLUMNS.name, words.itemName(item.kind), { size: 7.5 })
    w.text(COLUMNS.period, period(item.from, item.to, bill), { size: 7.5 })
    w.text(COLUMNS.quantity, quantity(item, bill), { size: 7.5, right: true })
    w.text(COLUMNS.price, unitPrice(item, bill), { size: 7.5, right: true })
    w.text(COLUMNS.amount, money(item.total, bill), { size: 7.5, right: true })
  }
}

function recapRow(w: GlyphWriter, label: string, value: string, bold = false): void {
  w.line()
  w.text(260, label, { bold })
  w.text(COLUMNS.amount, value, { bold, right: true })
}

function documentPairs(bill: Bill, words: Words): Pair[] {
  return [
    [words.invoiceNo, bill.invoiceNumber],
    [words.variableSymbol, bill.variableSymbol],
    [words.customerNo, bill.customerNumber],
    [words.issued, date(bill.issueDate, bill)],
    [words.due, date(bill.dueDate, bill)],
    [words.period, period(bill.periodFrom, bill.periodTo, bill)],
  ]
}

function customerLines(bill: Bill): string[] {
  const lines = [bill.customerName, ...billingAddressLines(bill)]
  if (bill.customerType === 'business') lines.push(`IČO: ${companyId(bill)}`)
  return lines
}

function supplyPairs(bill: Bill, words: Words): Pair[] {
  const [first, second] = supplyAddressLines(bill)
  const list: Pair[] = [[words.supplyPoint, first!]]
  if (second) list.push(['', second])
  if (buys(bill)) {
    list.push([words.ean, bill.ean], [words.product, bill.productName], [words.rate, bill.rate], [words.breaker, breakerText(bill)])
    const distributor = distributorLine(bill, words)
    if (distributor) list.push([distributor.label, distributor.value])
  }
  if (sells(bill)) list.push([words.productionEan, bill.productionEan!], [words.sellProduct, bill.sellProductName])
  if (bill.contractEnd) list.push([words.contractEnd, date(bill.contractEnd, bill)])
  return list
}

function consumptionPairs(bill: Bill, words: Words): Pair[] {
  const list: Pair[] = []
  if (bill.twoTariff) list.push(['Spotřeba VT', energy(bill.vtKwh, bill)], ['Spotřeba NT', energy(bill.ntKwh, bill)])
  list.push([words.consumption, energy(bill.statedTotalKwh, bill)])
  if (bill.yearlyEstimatePrinted !== null) list.push([words.yearly, kwhText(bill.yearlyEstimatePrinted, bill)])
  return list
}

export async function renderGlyphRunBill(bill: Bill, random: Random): Promise<Uint8Array> {
  const words = pickWords(random)
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  pdf.setTitle(`${words.title} ${bill.invoiceNumber}`)
  pdf.setProducer('GlyphStream Billing 3.2')
  pdf.setCreator('GlyphStream Billing 3.2')
  pdf.setCreationDate(CREATED)
  pdf.setModificationDate(CREATED)
  const regular = await pdf.embedFont(REGULAR, { subset: true, customName: 'DejaVuSerif' })
  const bold = await pdf.embedFont(BOLD, { subset: true, customName: 'DejaVuSerif-Bold' })
  const w = new GlyphWriter(pdf, regular, bold, random)

  w.line()
  w.text(0, bill.supplierName, { bold: true, size: 12 })
  w.text(PAGE[0] - 2 * MARGIN, words.title, { right: true })
  heading(w, bill.direction === 'sell' ? 'Vyúčtování výkupu' : 'Vyúčtování', 13)
  twoBlocks(w, documentPairs(bill, words), customerLines(bill))

  heading(w, 'Odběrné místo')
  pairs(w, supplyPairs(bill, words))
  if (buys(bill)) {
    heading(w, 'Spotřeba')
    pairs(w, consumptionPairs(bill, words))
    heading(w, 'Položky vyúčtování')
    itemsTable(w, buyItems(bill), bill, words)
  }
  if (sells(bill)) {
    heading(w, 'Výkup elektřiny')
    itemsTable(w, sellItems(bill), bill, words)
    recapRow(w, words.sellTotal, money(bill.sellTotal, bill), true)
  }

  heading(w, 'Rekapitulace')
  if (buys(bill)) {
    recapRow(w, words.totalNoVat, money(bill.buyTotalNoVat, bill))
    recapRow(w, words.vat, money(bill.vat, bill))
    recapRow(w, words.totalWithVat, money(bill.buyTotalWithVat, bill), true)
    recapRow(w, words.advances, money(bill.advances, bill))
  }
  if (sells(bill)) recapRow(w, words.sellTotal, money(bill.sellTotal, bill))
  const result = balanceLine(bill)
  recapRow(w, result.cs, result.amount, true)
  w.line(LINE * 2)
  const instruction =
    bill.balance > 0
      ? `Platbu prosím uhraďte na účet 2345678901/0300 pod variabilním symbolem ${bill.variableSymbol}.`
      : 'Částku vám vrátíme na účet uvedený ve smlouvě do 30 dnů od vystavení dokladu.'
  w.text(0, instruction, { size: 7.5 })
  return pdf.save({ useObjectStreams: true })
}
