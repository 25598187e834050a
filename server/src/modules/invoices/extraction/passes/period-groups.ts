/**
 * Line pass: period groups split. A charge table with one column group per price period: "Položka | MJ | 27.09.2024
 * - 31.12.2024 | 01.01.2025 - 26.09.2025 | Celkem za období" over "Množství | Cena/MJ | Kč" repeated per group. Each
 * item line becomes one line per period (its name and unit cells, the period, that group's numbers), so that every
 * period's price is a row of its own; the whole-period group is a subtotal and is dropped.
 *
 *   "Silová elektřina | MWh | 1,2 | 3 000,00 | 3 600,00 | 0,8 | 3 100,00 | 2 480,00 | 2,0 | 6 080,00" under one column group per period
 *   → "Silová elektřina | MWh | 27.09.2024 - 31.12.2024 | 1,2 | 3 000,00 | 3 600,00" and "Silová elektřina | MWh | 01.01.2025 - 26.09.2025 | 0,8 | 3 100,00 | 2 480,00"
 */
import { withCells, type Cell, type Line } from '../../pdf/layout.ts'
import { findDates, findNumbers } from '../text.ts'

interface Group {
  period: Cell
  /** Cells whose centre lies in [left, right) belong to the group. */
  left: number
  right: number
  subtotal: boolean
}

const SUBTOTAL = /^(celkem|soucet|za cele obdobi|cele obdobi)/
/** A bill prices a few periods side by side; a header of more ranges is no such table (and would cost groups × cells per row). */
const MAX_PERIODS = 12

/** A range whose end lost its year to the next line of a narrow header cell: "26.12.2024 - 31.12." over "2024". */
const YEARLESS_END = /-\s*\d{1,2}\.\s?\d{1,2}\.$/
const YEAR = /^(19|20)\d{2}$/
const overlaps = (a: Cell, b: Cell) => a.x < b.right && b.x < a.right

/**
 * The groups a header line opens: two or more cells each holding one date range, nothing else numeric
 * but an optional subtotal. The header may wrap: a range's year, or the subtotal's cell, can stand on the
 * lines just below it (`below`).
 */
function periodGroups(line: Line, below: Line[]): Group[] | null {
  const under = below.flatMap((next) => next.cells)
  const ranges: Cell[] = []
  for (const cell of line.cells) {
    if (findDates(cell.text).length === 2) ranges.push(cell)
    else if (YEARLESS_END.test(cell.text)) {
      const year = under.find((next) => YEAR.test(next.text) && overlaps(next, cell))
      const text = year ? `${cell.text}${year.text}` : ''
      if (findDates(text).length === 2) ranges.push({ ...cell, text, folded: text })
    }
  }
  if (ranges.length < 2 || ranges.length > MAX_PERIODS) return null
  // A header's other cells are words ("Položka", "MJ"): a line with amounts or single dates is a row, not a header.
  if (line.cells.some((cell) => !ranges.some((range) => range.x === cell.x) && /\d/.test(cell.text) && !SUBTOTAL.test(cell.folded))) return null
  const last = ranges.at(-1)!
  const subtotals = [...line.cells, ...under].filter((cell) => SUBTOTAL.test(cell.folded) && cell.x > last.right).sort((a, b) => a.x - b.x)
  const groups = [...ranges, ...subtotals.slice(0, 1)]
  if (groups.some((cell, g) => g > 0 && cell.x <= groups[g - 1]!.right)) return null
  const gaps = groups.slice(1).map((cell, g) => (cell.x - groups[g]!.right) / 2)
  return groups.map((cell, g) => ({
    period: cell,
    left: g === 0 ? cell.x - gaps[0]! : groups[g - 1]!.right + gaps[g - 1]!,
    right: g === groups.length - 1 ? Number.POSITIVE_INFINITY : cell.right + gaps[g]!,
    subtotal: !ranges.includes(cell),
  }))
}

const centre = (cell: Cell) => (cell.x + cell.right) / 2

/** Splits the item lines under a period header (same page) whose numbers fill at least two periods' groups. */
export function splitPeriodGroups(lines: Line[]): Line[] {
  const out: Line[] = []
  let groups: Group[] | null = null
  let page = 0
  for (const [index, line] of lines.entries()) {
    const below = lines.slice(index + 1, index + 3).filter((next) => next.page === line.page && next.y - line.y <= line.size * 1.6)
    const opened = periodGroups(line, below)
    if (opened) {
      ;[groups, page] = [opened, line.page]
      out.push(line)
      continue
    }
    if (!groups || line.page !== page) {
      groups = null
      out.push(line)
      continue
    }
    const start = groups[0]!.left
    const inGroup = (group: Group) => line.cells.filter((cell) => centre(cell) >= group.left && centre(cell) < group.right && findNumbers(cell.text).length > 0)
    const filled = groups.filter((group) => !group.subtotal && inGroup(group).length >= 2)
    if (filled.length < 2) {
      out.push(line)
      continue
    }
    const prefix = line.cells.filter((cell) => centre(cell) < start)
    for (const [g, group] of filled.entries()) {
      const cells = [...prefix, group.period, ...inGroup(group)]
      out.push(withCells({ ...line, y: line.y + g * 0.01 }, cells))
    }
  }
  return out
}
