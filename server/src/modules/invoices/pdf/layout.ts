import { fold, normalizeSpaces, numericDates } from './normalize.ts'

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

/** Two cells share some of their width, give or take 2 points (one column's cells, a label and the value under it). */
export const overlaps = (a: Cell, b: Cell) => a.x < b.right + 2 && b.x < a.right + 2

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
const GLUED_DATE = /\d{1,2}\.\s?\d{1,2}\.\s?(?:19|20)\d{2}(?=\d)/g

/**
 * A PDF reader joins runs that touch into one item: a date column's text and the next column's number become one.
 * The item is cut after each such date's year, each part placed by its share of the characters (one pass over the text).
 */
function withoutGluedDates(item: TextItem): TextItem[] {
  const cuts = Array.from(item.text.matchAll(GLUED_DATE), (match) => match.index + match[0].length)
  if (!cuts.length) return [item]
  const advance = item.width / item.text.length
  const bounds = [0, ...cuts, item.text.length]
  return bounds.slice(1).map((end, i) => ({ ...item, text: item.text.slice(bounds[i], end), x: item.x + advance * bounds[i]!, width: advance * (end - bounds[i]!) }))
}

/** A footnote's number or asterisk drawn as text of its own. */
const MARK_TEXT = /^(\d{1,2}\)?|\*{1,3})$/
/** Items kept per right edge when looking for the word a mark is raised after (bounds a hostile page). */
const ENDS_PER_EDGE = 8

/**
 * A footnote's number raised small right after the word it marks ("Systémové služby" then a 4.3 pt "2"): it would
 * start a line of its own between a name and the rest of it. A digit or asterisk item at most 0.7 of the size of an
 * item ending where it starts, raised above that item's line by a fifth of its size up to its size, is dropped.
 */
function withoutRaisedMarks(items: TextItem[]): TextItem[] {
  // Above the word's line, as a superscript is: a smaller number on the same line (a title's "č. 176…") is text.
  const raisedBy = (word: TextItem, mark: TextItem) => word.y - mark.y
  const edge = (page: number, x: number) => `${page}:${Math.round(x)}`
  const ends = new Map<string, TextItem[]>()
  for (const item of items) {
    const key = edge(item.page, item.x + item.width)
    const list = ends.get(key) ?? []
    if (list.length < ENDS_PER_EDGE) ends.set(key, [...list, item])
  }
  const raised = (mark: TextItem) =>
    MARK_TEXT.test(mark.text.trim()) &&
    [-1, 0, 1].some((dx) => (ends.get(edge(mark.page, mark.x + dx)) ?? []).some((word) => word !== mark && mark.size <= word.size * 0.7 && raisedBy(word, mark) >= word.size * 0.2 && raisedBy(word, mark) <= word.size))
  return items.filter((item) => !raised(item))
}

/** Groups items into reading-order lines of cells, page by page. */
export function buildLines(items: TextItem[]): Line[] {
  const visible = withoutRaisedMarks(items.flatMap(withoutGluedDates).filter((item) => item.text.trim() !== '' && !FOOTNOTE_MARK.test(item.text)))
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
