/**
 * Line pass: wrapped cells joined. A text wrapped inside a later column of its row ("Datum | Doklad | Silová
 * elektřina VT, 2,297 MWh × 2 697,48 | 6 196,11" over "Kč/MWh"): the one-cell line right under that column,
 * continuing it (a number, a unit, a lower-case word), is the cell's tail.
 *
 *   "Datum | Doklad | Silová elektřina VT, 2,297 MWh × 2 697,48 | 6 196,11" over "Kč/MWh"
 *   → "Datum | Doklad | Silová elektřina VT, 2,297 MWh × 2 697,48 Kč/MWh | 6 196,11"
 */
import { type Cell, type Line, withCells } from '../../pdf/layout.ts'
import { findDates, findNumbers } from '../text.ts'
import { withTail } from '../item-text.ts'
import { nextLine, sameLeftEdge } from '../../pdf/geometry.ts'

export function joinWrappedCells(lines: Line[]): Line[] {
  const out: Line[] = []
  // The last line of the previous page: a row the page break cut goes on under the next page's repeated table header.
  let cut: number | null = null
  for (const line of lines) {
    const previous = out.at(-1)
    if (previous && line.page !== previous.page) cut = out.length - 1
    const spread = previous && nextLine(previous, line) ? wrappedAcross(previous, line) : null
    if (spread) {
      out[out.length - 1] = withCells(previous!, spread)
      continue
    }
    const next = line.cells.length === 1 ? line.cells[0]! : null
    const near = previous && nextLine(previous, line)
    const afterHeader =
      cut !== null && out.length - 1 - cut >= 1 && out.length - 1 - cut <= MAX_HEADER_LINES && out.slice(cut + 1).every((other) => other.page === line.page && other.cells.length >= 3 && !/\d/.test(other.text))
    const target = afterHeader ? cut! : near ? out.length - 1 : -1
    const row = out[target]
    const at = row && next ? row.cells.findIndex((cell) => sameLeftEdge(cell, next)) : -1
    // A period alone under the name is the row's dates, read with the label's other tails.
    if (at < 1 || !/^([\d×*(]|\p{Ll}|(kc|czk|mwh|kwh)\b)/u.test(next!.folded) || (findDates(next!.text).length > 0 && !findNumbers(next!.text).length)) {
      out.push(line)
      continue
    }
    out[target] = withCells(row!, row!.cells.map((cell, index) => (index === at ? withTail(cell, next!) : cell)))
  }
  return out
}

/** Lines of a table header a page repeats above the rest of a row the page break cut. */
const MAX_HEADER_LINES = 2

/** A period cut after its start's dash ("21. 11. 2024 -"), its end wrapped onto the next line. */
const OPEN_PERIOD = /[-–]\s*$/

/**
 * A row wrapped in several of its columns at once, its period's end under the period ("Podpora elektřiny z |
 * 21. 11. 2024 - | 2 246,00 | …" over "podporovaných zdrojů (POZE) | 20. 11. 2025"): every cell of the line
 * stands under a cell of the row, one ends a period the row left open, and the rest are the name's words. Returns the
 * row's cells with their tails, or null.
 */
function wrappedAcross(row: Line, line: Line): Cell[] | null {
  // Each tail stands under a cell of its own, and some cell of the row left a period open: checked first, as most lines fail them.
  if (line.cells.length > row.cells.length || !row.cells.some((cell) => OPEN_PERIOD.test(cell.text))) return null
  const tails = new Map<number, Cell>()
  let closesPeriod = false
  for (const cell of line.cells) {
    const at = row.cells.findIndex((above) => sameLeftEdge(above, cell))
    if (at < 0 || tails.has(at)) return null
    const dates = findDates(cell.text)
    if (at > 0 && dates.length === 1 && findDates(row.cells[at]!.text).length === 1 && OPEN_PERIOD.test(row.cells[at]!.text) && dates[0]!.index === 0) closesPeriod = true
    // The name's tail may carry codes and numbers ("elektřiny VT/T1", "261/2007 Sb.)"), not an amount.
    else if (/\d[,.]\d/.test(cell.text) || at > 0) return null
    tails.set(at, cell)
  }
  return closesPeriod ? row.cells.map((cell, index) => (tails.has(index) ? withTail(cell, tails.get(index)!) : cell)) : null
}
