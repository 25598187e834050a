/**
 * A ledger that prints each item's amount before its name, flush right in a column of its own
 * ("29.325,37 | Elektřina (jednotarif) | 9,10200 MWh × 3,22186 Kč/kWh", "97.959,44 | Cena celkem bez DPH"):
 * read with the amount last, as every reader expects a label before its values. Only a column of such
 * amounts counts (lines of a page whose amounts end at one right edge and whose names start at one left
 * edge), so that a stray number left of a label (the other column's tail of a two-column page) stays where it is.
 */
import { withCells, type Line } from '../pdf/layout.ts'

/** A lone amount of money: "29.325,37", "-799,00", "1 103,13 Kč". */
const AMOUNT = /^-?\d{1,3}([ .]\d{3})*,\d{2}(\s?(Kč|CZK))?$/
/** Lines a column of leading amounts holds at least (a buy-back's one item and its total). */
const MIN_LINES = 2
/** How far apart (points) the right edges of one column's amounts, and the left edges of the names beside them, may be. */
const EDGE = 2

const leadingAmount = (line: Line) => line.cells.length >= 2 && AMOUNT.test(line.cells[0]!.text) && /^\p{L}/u.test(line.cells[1]!.text)

export function withAmountsLast(lines: Line[]): Line[] {
  const candidates = lines.flatMap((line, index) => (leadingAmount(line) ? [index] : []))
  if (candidates.length < MIN_LINES) return lines
  const moved = new Set<number>()
  for (const index of candidates) {
    const { page, cells } = lines[index]!
    const aligned = (other: Line) => other.page === page && Math.abs(other.cells[0]!.right - cells[0]!.right) <= EDGE && Math.abs(other.cells[1]!.x - cells[1]!.x) <= EDGE
    const column = candidates.filter((other) => aligned(lines[other]!))
    if (column.length >= MIN_LINES) moved.add(index)
  }
  return lines.map((line, index) => (moved.has(index) ? withCells(line, [...line.cells.slice(1), line.cells[0]!]) : line))
}
