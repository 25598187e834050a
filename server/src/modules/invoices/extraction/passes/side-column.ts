/**
 * Line pass: side column dropped. Below a table header with another column beside it (a 12-month overview, a
 * sidebar), that column's cells are dropped for the rest of the page.
 *
 *   "Položka | Množství | Cena | Celkem | Spotřeba za 12 měsíců" then "Silová elektřina | 2 MWh | 3 000,00 | 6 000,00 | leden 210 kWh"
 *   → the same header, then "Silová elektřina | 2 MWh | 3 000,00 | 6 000,00"
 */
import { type Line, withCells } from '../../pdf/layout.ts'
import { tableHeader } from '../table-header.ts'

/** The line without the cells of a column beside the table. */
function beside(line: Line, sideX: number | null): Line {
  if (sideX === null || !line.cells.some((cell) => cell.x > sideX)) return line
  const cells = line.cells.filter((cell) => cell.x <= sideX)
  return withCells(line, cells)
}

/**
 * The lines below a table header that has another column beside it (a 12-month overview or a sidebar
 * on a two-column page), without that column's cells, for the rest of the page: item names and their
 * numbers are then joined as if the table stood alone.
 */
export function withoutSideColumn(lines: Line[]): Line[] {
  let sideX: number | null = null
  let page = 0
  return lines.map((line) => {
    if (line.page !== page) [sideX, page] = [null, line.page]
    const table = tableHeader(line)
    if (table) {
      // A header with nothing beside it keeps the column (its line may be empty there), unless its own columns reach past it.
      if (table.sideX !== null || (sideX !== null && table.header.cells.at(-1)!.right > sideX)) sideX = table.sideX
      return line
    }
    return beside(line, sideX)
  })
}
