/**
 * Page columns read one after the other. A statement printed in independent columns (a landscape
 * page: customer | items | payments) puts lines of different columns on one baseline, and its
 * columns' lines interleave; read across, a row of the items column would take the customer
 * column's label. Where a vertical gutter splits a stretch of lines into two flows of text, each
 * flow is read whole, left first.
 */
import { withCells, type Cell, type Line } from '../pdf/layout.ts'
import { isHeader, isQuantityHeader, ITEM_COLUMN, PART_COLUMN, tableHeader } from './table-header.ts'
import { findDates, isDateTail } from './text.ts'

/** Lines of each side that no line of the other side accompanies, for the gutter to split two flows. */
const MIN_OWN_LINES = 3
/** Lines in a row with nothing right of a gutter that end the stretch of two columns side by side. */
const QUIET_LINES = 6
/** A bill's page holds a few hundred cells; a page of more is read as it stands (the search is quadratic). */
const MAX_CELLS_PER_PAGE = 4000
/** Columns read apart on one page at most (customer | items | payments, and a spare). */
const MAX_COLUMNS = 4
/** A flow begins with words (labels, names, headings), not with a row's values or codes. */
const WORDS = /^\p{L}[\p{L}.]{2,}/u
/** A value with its name in one cell ("Sazba 2,93729 Kč/kWh", "Celkem Kč 14 237,04"): part of an item's row. */
const NAMED_VALUE = /^\p{L}[\p{L}.]*( \p{L}[\p{L}.]*){0,2}:? [-+]?\d/u
/** A cell starting with words that are no unit of a table's values ("MWh", "měs."). */
const labelFirst = (cell: Cell) => WORDS.test(cell.text) && !/^(mwh|kwh|kc|czk|mes|mesic\w*|ks|den|dni)\b/.test(cell.folded) && !NAMED_VALUE.test(cell.text)
/** A cell ending in an amount of money. */
const MONEY_LAST = /\d\s?(kc|czk)$/
/** A cell starting with an amount, not with a date (a row's period), a date's wrapped tail ("2025", "července 2025") or a VAT rate (a recapitulation's row: "21 % | …"). */
const amountFirst = (cell: Cell) => /^[-+]?\d/.test(cell.text) && !findDates(cell.text).length && !isDateTail(cell.text) && !/^\d{1,2}\s?%$/.test(cell.text)

/** The lines with the page's columns read one after the other, wherever two flows of text stand side by side. */
export function readColumns(lines: Line[]): Line[] {
  const out: Line[] = []
  for (const page of new Set(lines.map((line) => line.page))) {
    const onPage = lines.filter((line) => line.page === page)
    const cells = onPage.reduce((sum, line) => sum + line.cells.length, 0)
    out.push(...(cells > MAX_CELLS_PER_PAGE ? onPage : splitFlows(onPage, MAX_COLUMNS)))
  }
  return out
}

function splitFlows(lines: Line[], columns: number): Line[] {
  if (columns < 2) return lines
  // Gutters are tried at the left edges cells share, leftmost first; the right flow is split again.
  const edges = [...new Set(lines.flatMap((line) => line.cells.slice(1).map((cell) => Math.round(cell.x))))].sort((a, b) => a - b)
  for (const edge of edges) {
    const gutter = edge - 1
    const region = flowRegion(lines, gutter)
    if (!region) continue
    const [from, to] = region
    const stretch = lines.slice(from, to)
    const left = stretch.map((line) => part(line, (cell) => cell.right <= gutter)).filter((line): line is Line => line !== null)
    const right = stretch.map((line) => part(line, (cell) => cell.x >= gutter)).filter((line): line is Line => line !== null)
    return [...lines.slice(0, from), ...left, ...splitFlows(right, columns - 1), ...splitFlows(lines.slice(to), columns)]
  }
  return lines
}

/** The line's cells on one side of a gutter, or null when it has none there. */
function part(line: Line, side: (cell: Cell) => boolean): Line | null {
  const cells = line.cells.filter(side)
  return cells.length ? withCells(line, cells) : null
}

/**
 * The longest run of lines no cell crosses at the gutter, when it holds two flows: each side has
 * lines of its own (the other side empty there) starting with words, and the right side has its own
 * item table (its header starts at the gutter's edge) or its own labels and values (two cells or more
 * on most of its lines, most starting at the gutter's edge), and enough lines of its own.
 */
function flowRegion(lines: Line[], gutter: number): [number, number] | null {
  let best: [number, number] | null = null
  let start = 0
  // Where the current run of lines with nothing right of the gutter began, and where the last long one began.
  let quietFrom = -1
  let lastQuiet = -1
  // A line right of the gutter alone since that long run: the right column goes on after it; and lines with cells on both sides.
  let rightGoesOn = false
  let sharedAfter = 0
  for (let index = 0; index <= lines.length; index++) {
    const line = lines[index]
    const crossed = !line || line.cells.some((cell) => cell.x < gutter && cell.right > gutter + 1) || fullWidthHeader(line, gutter)
    if (line && !crossed && !line.cells.some((cell) => cell.x >= gutter)) {
      if (quietFrom < 0) quietFrom = index
      continue
    }
    // (A run before the right column's first line is no gap in it.)
    if (quietFrom > start && index - quietFrom >= QUIET_LINES) [lastQuiet, rightGoesOn, sharedAfter] = [quietFrom, false, 0]
    quietFrom = -1
    if (!crossed) {
      if (!line.cells.some((cell) => cell.right <= gutter)) rightGoesOn = true
      else sharedAfter++
      continue
    }
    // After a long run with nothing right of the gutter, lines with something there only beside the left's own are no right column's:
    // an item's period printed far right of its name ("Spotřeba elektřiny | 1.12.2024 - 31.12.2024") below a two-column letterhead.
    const end = lastQuiet > start && !rightGoesOn && sharedAfter > 0 ? lastQuiet : index
    if (end - start > (best ? best[1] - best[0] : 0) && twoFlows(lines.slice(start, end), gutter)) best = [start, end]
    start = index + 1
    lastQuiet = -1
  }
  return best
}

/**
 * A table's header with its items' column left of the gutter and its other columns right of it ("Položka | Množství" |
 * "Cena bez DPH | Částka"): a table as wide as the page, below tables side by side ("Položka | … | Položka | …"); it ends their stretch.
 */
function fullWidthHeader(line: Line, gutter: number): boolean {
  const left = line.cells.filter((cell) => cell.right <= gutter)
  const right = line.cells.filter((cell) => cell.x >= gutter)
  return left.some((cell) => ITEM_COLUMN.test(cell.folded)) && right.length > 0 && !right.some((cell) => ITEM_COLUMN.test(cell.folded)) && !/\d/.test(line.text) && isHeader(withCells(line, right))
}

function twoFlows(lines: Line[], gutter: number): boolean {
  let ownLeft = 0
  let ownRight = 0
  let shared = 0
  let atEdge = 0
  let table = false
  // Right parts of two cells or more: labels with their values, not the value column of the labels on the left.
  let pairs = 0
  // Shared lines whose right part starts with a label: two columns' lines on one baseline, not one table row.
  let sharedLabelled = 0
  // Item rows whose name is left of the gutter and whose numbers are right of it: the gutter cuts a table.
  let rowsAcross = 0
  // Lines of numbers alone on the right: an item table's values printed between its names' lines on the left.
  let valuesOnly = 0
  let rightLines = 0
  // Two item tables' headers on one line ("Položka | Množství | … | Položka | Množství | …"): tables side by side, however their rows pair up.
  let twinHeaders = false
  for (const line of lines) {
    const left = line.cells.filter((cell) => cell.right <= gutter)
    const right = line.cells.filter((cell) => cell.x >= gutter)
    if (right.length) rightLines++
    twinHeaders ||=
      !!left[0] && !!right[0] && right[0].x - gutter < 3 && ITEM_COLUMN.test(left[0].folded) && left[0].folded === right[0].folded && tableHeader(withCells(line, left)) !== null && tableHeader(withCells(line, right)) !== null
    // A table's own first column headed left of the gutter ("Část | Položka | …", "Ř. | Položka | …"): the gutter cuts that table.
    if (left.length === 1 && (PART_COLUMN.test(left[0]!.folded) || /^(r|c)\.$/.test(left[0]!.folded)) && right[0] && ITEM_COLUMN.test(right[0].folded)) return false
    // A header whose items' column is left of the gutter goes on across it with columns of its own ("Ozn. | Položka" | "Složka | Od |
    // Do | Množství | …"): one table. Two flows' tables side by side each name their items' column ("Položka | …" | "Položka | …").
    const items = left.find((cell) => ITEM_COLUMN.test(cell.folded))
    if (items && right.length && tableHeader(withCells(line, right)) !== null && !right.some((cell) => cell.folded === items.folded)) return false
    // So does a header with its quantity column left of the gutter and its items' column right of it ("Registr | Období | Množství" |
    // "Složka ceny | Cena | …"): a readings table that bills each register in its row.
    if (!items && left.length >= 2 && right[0] && ITEM_COLUMN.test(right[0].folded) && left.slice(1).some((cell) => isQuantityHeader(cell.folded)) && !/\d/.test(line.text)) return false
    if (right[0] && right[0].x - gutter < 3) {
      atEdge++
      // The header of the right side's own item table names its items' column at the gutter ("Položka | Množství | …").
      table ||= ITEM_COLUMN.test(right[0].folded) && tableHeader(withCells(line, right)) !== null
    }
    if (right.length >= 2) pairs++
    if (left.length && right.length) {
      shared++
      if (labelFirst(right[0]!)) sharedLabelled++
      // A left part ending in money is a label with its amount ("DPH 21 % | 4 641,29 Kč"), no row going on across;
      // a lower-case cell with a number is a wrapped name's tail ("jističe 3 x 10 A"), no value of the row.
      else if ((amountFirst(right[0]!) || (NAMED_VALUE.test(right[0]!.text) && /^\p{Lu}/u.test(right[0]!.text) && !isDateTail(right[0]!.text))) && WORDS.test(left[0]!.text) && !MONEY_LAST.test(left.at(-1)!.folded)) rowsAcross++
    }
    else if (left.length && WORDS.test(left[0]!.text)) ownLeft++
    else if (right.length && WORDS.test(right[0]!.text)) ownRight++
    else if (right.length && amountFirst(right[0]!)) valuesOnly++
  }
  if (twinHeaders && rowsAcross < 2) return true
  if (ownLeft < MIN_OWN_LINES || ownRight < MIN_OWN_LINES || rowsAcross >= 2 || valuesOnly > ownRight) return false
  return table || notesColumn(lines, gutter) || (pairs * 2 >= rightLines && sharedLabelled * 2 >= shared && atEdge * 2 >= ownRight + shared)
}

/** Notes printed beside the bill's body: one cell a line right of the gutter, nearly all in one size that few of the body's cells are as small as. */
function notesColumn(lines: Line[], gutter: number): boolean {
  const right = lines.map((line) => line.cells.filter((cell) => cell.x >= gutter))
  const cells = right.flat()
  const body = lines.flatMap((line) => line.cells.filter((cell) => cell.right <= gutter).map((cell) => cell.size))
  if (!cells.length || !body.length || right.some((own) => own.length > 1)) return false
  const size = cells[0]!.size
  const notes = cells.filter((cell) => cell.size === size)
  return notes.length >= MIN_OWN_LINES * 2 && notes.length >= cells.length * 0.8 && body.filter((other) => other <= size).length <= body.length * 0.1
}
