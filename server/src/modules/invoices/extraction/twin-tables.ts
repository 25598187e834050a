/**
 * Two small tables side by side, each under its own title ("Silová elektřina | Servisní poplatek", then
 * "Období | Množství (kWh) | Cena | Částka | Období | Množství (kWh) | Cena | Částka", then their rows of
 * periods and numbers): read across, one row would hold both tables' numbers and the right title would
 * be lost. Each pair is read apart, the left table (title, header, rows) before the right one, in place,
 * so that the section headings around the pair keep their order.
 */
import { withCells, type Cell, type Line } from '../pdf/layout.ts'
import { ITEM_COLUMN, tableHeader } from './table-header.ts'
import { isDateTail } from './text.ts'

/** Rows a pair of tables holds at most; a longer run is no pair of small tables. */
const MAX_ROWS = 40
/** How far (points) the right title may start from the right header's first column. */
const EDGE = 3

/** A row of such a table starts with its period or its numbers on each side, not with a name. */
const valuesRow = (cells: Cell[]) => cells.every((cell) => /^[-+(]?\d/.test(cell.text) || isDateTail(cell.text))

/** Cells two small tables' headers hold at most; the search for their gutter is quadratic in a line's cells. */
const MAX_HEADER_CELLS = 24

/** The gutter between two headers on one line with the same first column, neither naming an items' column (the title above does). */
function twinGutter(line: Line): number | null {
  if (line.cells.length < 6 || line.cells.length > MAX_HEADER_CELLS || /\d/.test(line.text)) return null
  for (let split = 3; split <= line.cells.length - 3; split++) {
    const left = line.cells.slice(0, split)
    const right = line.cells.slice(split)
    if (left[0]!.folded !== right[0]!.folded || [...left, ...right].some((cell) => ITEM_COLUMN.test(cell.folded))) continue
    if (tableHeader(withCells(line, left)) && tableHeader(withCells(line, right))) return right[0]!.x - 1
  }
  return null
}

const crosses = (line: Line, gutter: number) => line.cells.some((cell) => cell.x < gutter && cell.right > gutter + 1)

function side(line: Line, left: boolean, gutter: number): Line | null {
  const cells = line.cells.filter((cell) => (left ? cell.right <= gutter + 1 : cell.x >= gutter))
  return cells.length ? withCells(line, cells) : null
}

export function withTwinTablesApart(lines: Line[]): Line[] {
  const out: Line[] = []
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const gutter = twinGutter(line)
    if (gutter === null) {
      out.push(line)
      continue
    }
    let end = index + 1
    while (end < lines.length && end - index <= MAX_ROWS) {
      const row = lines[end]!
      if (row.page !== line.page || !row.cells.length || crosses(row, gutter) || !valuesRow(row.cells)) break
      end++
    }
    if (end === index + 1) {
      out.push(line)
      continue
    }
    // The titles' line above: one title each side, the right one where the right header starts.
    const above = out.at(-1)
    const titled = above && above.page === line.page && !crosses(above, gutter) && above.cells.some((cell) => Math.abs(cell.x - gutter - 1) <= EDGE) && above.cells[0]!.right <= gutter
    const block = [...(titled ? [out.pop()!] : []), ...lines.slice(index, end)]
    for (const left of [true, false]) for (const part of block.map((each) => side(each, left, gutter))) if (part) out.push(part)
    index = end - 1
  }
  return out
}
