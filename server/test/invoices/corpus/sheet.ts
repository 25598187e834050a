/**
 * The second PDF producer of the corpus: pdf-lib, drawing text at absolute positions as report
 * engines and billing systems do (no layout engine, no table model). A Sheet keeps a cursor, breaks
 * pages when the next row does not fit and wraps long text into a column width.
 */
import fontkit from '@pdf-lib/fontkit'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const regularBytes = readFileSync(join(fontDir, 'DejaVuSans.ttf'))
const boldBytes = readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf'))

const PAGE: [number, number] = [595.28, 841.89]
const MARGIN = 42

export interface TextOptions {
  size?: number
  bold?: boolean
  /** Right-align the text so that it ends at x. */
  right?: boolean
  /** Points below the row's baseline (a column whose lines do not line up with the others). */
  dy?: number
}

export type Cell = [x: number, text: string, options?: TextOptions]

export class Sheet {
  private page!: PDFPage
  private y = 0
  private pages = 0
  readonly width = PAGE[0] - 2 * MARGIN
  readonly left = MARGIN

  private constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly boldFont: PDFFont,
    /** Printed at the top of every new page after the first (a table header, a running title). */
    public onNewPage: ((sheet: Sheet) => void) | null = null,
  ) {
    this.newPage()
  }

  /**
   * `created` makes the bytes reproducible: pdf-lib otherwise stamps the current time and gives each
   * embedded font a Math.random() name suffix.
   */
  static async create(title: string, producer: string, created?: Date): Promise<Sheet> {
    const pdf = await PDFDocument.create()
    pdf.registerFontkit(fontkit)
    pdf.setTitle(title)
    pdf.setProducer(producer)
    pdf.setCreator(producer)
    if (created) {
      pdf.setCreationDate(created)
      pdf.setModificationDate(created)
    }
    const regular = await pdf.embedFont(regularBytes, { subset: true, customName: created ? 'DejaVuSans' : undefined })
    const boldFont = await pdf.embedFont(boldBytes, { subset: true, customName: created ? 'DejaVuSans-Bold' : undefined })
    return new Sheet(pdf, regular, boldFont)
  }

  newPage(): void {
    this.page = this.pdf.addPage(PAGE)
    this.pages++
    this.y = PAGE[1] - MARGIN
    if (this.pages > 1) this.onNewPage?.(this)
  }

  textWidth(text: string, options: TextOptions = {}): number {
    return (options.bold ? this.boldFont : this.regular).widthOfTextAtSize(text, options.size ?? 8.5)
  }

  /** One printed line of cells; breaks the page first when it does not fit. */
  row(cells: Cell[], size = 8.5, leading = 1.45): void {
    const height = size * leading
    if (this.y - height < MARGIN + 20) this.newPage()
    this.y -= height
    for (const [x, text, options = {}] of cells) {
      if (!text) continue
      const fontSize = options.size ?? size
      const font = options.bold ? this.boldFont : this.regular
      const at = options.right ? this.left + x - font.widthOfTextAtSize(text, fontSize) : this.left + x
      this.page.drawText(text, { x: at, y: this.y - (options.dy ?? 0), size: fontSize, font })
    }
  }

  /** Text wrapped into lines no wider than `width`, each printed as a row at x. */
  paragraph(x: number, text: string, width: number, options: TextOptions = {}): void {
    for (const line of this.wrap(text, width, options)) this.row([[x, line, options]], options.size ?? 8.5)
  }

  wrap(text: string, width: number, options: TextOptions = {}): string[] {
    const lines: string[] = []
    let current = ''
    for (const word of text.split(' ')) {
      const next = current ? `${current} ${word}` : word
      if (current && this.textWidth(next, options) > width) {
        lines.push(current)
        current = word
      } else current = next
    }
    if (current) lines.push(current)
    return lines
  }

  /** Breaks the page first unless `points` more fit on it: a box's label and value stay together. */
  keep(points: number): void {
    if (this.y - points < MARGIN + 20) this.newPage()
  }

  gap(points: number): void {
    this.y -= points
  }

  /** The cursor's position (page, y), e.g. the top of a box drawn once its content is printed. */
  mark(): { page: number; y: number } {
    return { page: this.pages, y: this.y }
  }

  /**
   * Graphics a text layer does not carry: a horizontal rule below the cursor (dashed: a dotted
   * separator), or a frame from a mark down to the cursor when both are on the same page.
   */
  rule(from: number, to: number, dashed = false): void {
    const y = this.y - 3
    this.page.drawLine({ start: { x: this.left + from, y }, end: { x: this.left + to, y }, thickness: 0.5, dashArray: dashed ? [1, 2] : undefined })
  }

  frame(top: { page: number; y: number }, from: number, to: number): void {
    if (top.page !== this.pages) return
    const bottom = this.y - 4
    this.page.drawRectangle({ x: this.left + from, y: bottom, width: to - from, height: top.y - bottom, borderWidth: 0.7, borderColor: rgb(0, 0, 0) })
  }

  /** An empty square (a QR code's place, a logo's mark): no text. */
  square(x: number, size: number): void {
    this.page.drawRectangle({ x: this.left + x, y: this.y - size, width: size, height: size, borderWidth: 1.2, borderColor: rgb(0, 0, 0) })
  }

  /** Forces the following content onto a new page. */
  breakPage(): void {
    this.newPage()
  }

  async bytes(): Promise<Uint8Array> {
    return this.pdf.save({ useObjectStreams: true })
  }
}
