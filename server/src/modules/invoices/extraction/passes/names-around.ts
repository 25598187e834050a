/**
 * Line pass: names around values joined. A table whose cells are centred in their row prints a two-line name around
 * its values line; the name lines become the row's label cell.
 *
 *   "Podpora elektřiny z" over "| 2,000 MWh | 495,00 | 990,00" over "podporovaných zdrojů (POZE)"
 *   → "Podpora elektřiny z podporovaných zdrojů (POZE) | 2,000 MWh | 495,00 | 990,00"
 */
import { type Cell, type Line, withCells } from '../../pdf/layout.ts'
import { bareUnit } from '../item-text.ts'
import { findNumbers } from '../text.ts'
import { fold } from '../../pdf/normalize.ts'
import { sameLeftEdge } from '../../pdf/geometry.ts'

/** A footnote's mark alone in its cell. */
const FOOTNOTE_ONLY = /^\*{1,3}$/

/**
 * A table whose cells are centred in their row prints a two-line name around its values line: "Podpora
 * elektřiny z" a little above, "podporovaných zdrojů (POZE)" a little below, the values between them
 * and wholly right of the name. The two name lines become the row's label cell. A values line without a
 * name of its own takes the one name line a little above or below it (a name cell raised by a footnote
 * mark sits half a line off its values).
 */
export function joinNamesAround(lines: Line[]): Line[] {
  const out: Line[] = []
  for (let index = 0; index < lines.length; index++) {
    // A footnote's asterisk, raised onto the values line, is no cell of it.
    const marks = lines[index]!.cells.filter((cell) => FOOTNOTE_ONLY.test(cell.text))
    const line = marks.length ? withCells(lines[index]!, lines[index]!.cells.filter((cell) => !marks.includes(cell))) : lines[index]!
    const [above, below] = [out.at(-1), lines[index + 1]]
    // A name line may carry two pieces of wrapped cells beside the name ("1,80700" over "MWh", "21" over "%"): bare numbers, units or a
    // percent sign off the values' cells.
    const wrappedPiece = (cell: Cell) =>
      (/^[\d\s,.%]+$/.test(cell.text) || bareUnit(cell.folded) !== null) && !line.cells.some((other) => other.x < cell.right && cell.x < other.right)
    // A line apart at most when the name wraps around the values; closer when it stands on one side only.
    const name = (other: Line | undefined, reach = 0.8): other is Line =>
      !!other && other.page === line.page && other.cells.length > 0 && other.cells.length <= 3 && /\p{L}/u.test(other.cells[0]!.text) && other.cells.slice(1).every(wrappedPiece) &&
      Math.abs(other.y - line.y) < line.size * reach && other.cells[0]!.right <= line.cells[0]!.x
    const numeric = line.cells.filter((cell) => findNumbers(cell.text).length > 0).length
    if (numeric >= 2 && name(above, 1.1) && name(below, 1.1) && sameLeftEdge(above.cells[0]!, below.cells[0]!)) {
      const text = `${above.cells[0]!.text} ${below.cells[0]!.text}`
      out[out.length - 1] = withCells(line, [{ ...above.cells[0]!, text, folded: fold(text), right: Math.max(above.cells[0]!.right, below.cells[0]!.right) }, ...line.cells])
      index++
    } else if (numeric >= 2 && numeric === line.cells.length && name(above) !== name(below)) {
      if (name(above)) out[out.length - 1] = withCells(line, [above.cells[0]!, ...line.cells])
      else {
        out.push(withCells(line, [below!.cells[0]!, ...line.cells]))
        index++
      }
    } else out.push(lines[index]!)
  }
  return out
}
