import { fold, normalizeSpaces, numericDates } from '../extraction/text.ts'

/** A positioned run of text as the PDF text layer (or OCR) reports it; y grows downwards. */
export interface TextItem {
  page: number
  text: string
  x: number
  y: number
  width: number
  /** Font size (or OCR word height): the scale for "how far apart is far". */
  size: number
}

/** Adjacent items of one line that belong together (a table cell, a label, a sentence). */
export interface Cell {
  text: string
  folded: string
  x: number
  right: number
  /** Largest font size in the cell. */
  size: number
}

export interface Line {
  page: number
  y: number
  /** Largest font size on the line. */
  size: number
  cells: Cell[]
  /** Cells joined by " | ": patterns can tell a cell border from a space. */
  text: string
  folded: string
}

export const CELL_SEPARATOR = ' | '

/** The line with other cells (some cut off, joined or made up), its text and folded text rebuilt from them. */
export function withCells(line: Line, cells: Cell[]): Line {
  return { ...line, cells, text: cells.map((cell) => cell.text).join(CELL_SEPARATOR), folded: cells.map((cell) => cell.folded).join(CELL_SEPARATOR) }
}

/** Gap between items, in font sizes, above which they are separate cells (a word space is ~0.3). */
const CELL_GAP = 0.5
/** Baselines closer than this fraction of the font size are one line. */
const SAME_LINE = 0.4
/**
 * An item starting this many font sizes left of the previous one's end overlaps it: two texts printed
 * into each other (a right-aligned quantity over a wide date column), separate cells, not one word.
 */
const OVERLAP = 0.25
/** A fixed-width font advances every glyph by this fraction of its size (DejaVu Sans Mono, Courier: 0.6). */
const MONO_ADVANCE = 0.6

/** The glyph advance of an item printed in a fixed-width font, else null. */
function monoAdvance(item: TextItem): number | null {
  const advance = item.width / [...item.text].length
  return Math.abs(advance / item.size - MONO_ADVANCE) < 0.02 ? advance : null
}

/** A text ending in a full date: a number touching it is another column's (a year has four digits). */
const ENDS_WITH_DATE = /\d{1,2}\.\s?\d{1,2}\.\s?\d{4}$/

function makeCell(parts: TextItem[]): Cell {
  let text = ''
  let right = parts[0]!.x
  for (const part of parts) {
    const gap = part.x - right
    text += (text && gap > part.size * 0.12 ? ' ' : '') + part.text
    right = Math.max(right, part.x + part.width)
  }
  text = numericDates(normalizeSpaces(withoutFootnoteMarks(text)))
  return { text, folded: fold(text), x: parts[0]!.x, right, size: Math.max(...parts.map((part) => part.size)) }
}

/** Superscript digits mark footnotes ("Silová elektřina ¹", "¹ Produkt …"), except a unit's power (m², m³). */
const FOOTNOTE_MARK = /^[\s¹²³⁴⁵⁶⁷⁸⁹⁰]+$/
const withoutFootnoteMarks = (text: string) => text.replace(/(?<!m)\s*[¹²³⁴⁵⁶⁷⁸⁹⁰]+\s*/g, ' ').trim()

/** Dot leaders, and rules drawn with characters ("=====", "-----") as plain-text reports print them. */
const LEADER = /^([.…_\s]+|[=\-–—*~_\s]{3,})$/

/** A full date run into the number printed right after it ("24. 12. 202576 922"): no date goes on in digits after its year. */
const GLUED_DATE = /^(.*?\d{1,2}\.\s?\d{1,2}\.\s?(?:19|20)\d{2})(?=\d)/

/**
 * A PDF reader joins runs that touch into one item: a date column's text and the next column's number become one.
 * The item is cut after the date's year, each part placed by its share of the characters.
 */
function withoutGluedDates(item: TextItem): TextItem[] {
  const match = GLUED_DATE.exec(item.text)
  if (!match) return [item]
  const advance = item.width / [...item.text].length
  const head = match[1]!
  const tail = item.text.slice(head.length)
  const headWidth = advance * [...head].length
  return [
    { ...item, text: head, width: headWidth },
    ...withoutGluedDates({ ...item, text: tail, x: item.x + headWidth, width: item.width - headWidth }),
  ]
}

/** Groups items into reading-order lines of cells, page by page. */
export function buildLines(items: TextItem[]): Line[] {
  const visible = items.flatMap(withoutGluedDates).filter((item) => item.text.trim() !== '' && !FOOTNOTE_MARK.test(item.text))
  visible.sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x)
  const rows: TextItem[][] = []
  for (const item of visible) {
    const row = rows.at(-1)
    const anchor = row?.[0]
    if (row && anchor && anchor.page === item.page && Math.abs(anchor.y - item.y) <= Math.max(anchor.size, item.size) * SAME_LINE) row.push(item)
    else rows.push([item])
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x)
    const cells: Cell[] = []
    let current: TextItem[] = []
    let right = -Infinity
    for (const item of row) {
      const last = current.at(-1)
      // The same text drawn twice at the same place (a shadow or a simulated bold) is one text.
      if (last && last.text === item.text && Math.abs(last.x - item.x) < item.size * OVERLAP) continue
      // In a fixed-width font a word space is a whole glyph wide (0.6 em): a column gap is two glyphs or more.
      const mono = last ? monoAdvance(last) : null
      const gap = mono !== null && monoAdvance(item) !== null ? mono * 1.5 : item.size * CELL_GAP
      const apart = item.x - right > gap || item.x - right < -item.size * OVERLAP
      if (last && (apart || (ENDS_WITH_DATE.test(last.text) && /^\d/.test(item.text)))) {
        cells.push(makeCell(current))
        current = []
        // The new cell's right edge is its own: an overlapped cell before it reaches further.
        right = -Infinity
      }
      current.push(item)
      right = Math.max(right, item.x + item.width)
    }
    if (current.length) cells.push(makeCell(current))
    // Dot leaders ("Číslo faktury ........ 123") printed as text of their own carry nothing.
    const kept = cells.filter((cell) => cell.text !== '' && !LEADER.test(cell.text))
    const text = kept.map((cell) => cell.text).join(CELL_SEPARATOR)
    return { page: row[0]!.page, y: row[0]!.y, size: Math.max(...row.map((item) => item.size)), cells: kept, text, folded: fold(text) }
  }).filter((line) => line.cells.length > 0)
}
