/**
 * Line pass: wrapped labels joined. A label wrapped inside its cell goes on under itself in lower case ("Číslo
 * daňového" / "dokladu / Invoice No."): the tail joins its cell, so that the label reads whole. Only a label's cell
 * (no digits, no closing colon) and a tail of its size alone in its column a line below: a value's tail is its
 * reader's to join.
 *
 *   "Číslo daňového | 2025001234" over "dokladu"
 *   → "Číslo daňového dokladu | 2025001234"
 */
import { overlaps, type Cell, type Line, withCells } from '../../pdf/layout.ts'
import { sameLeftEdge } from '../../pdf/geometry.ts'

export function joinWrappedLabels(lines: Line[], isLabel: (folded: string) => boolean): Line[] {
  const out = lines.map((line) => ({ ...line, cells: [...line.cells] }))
  for (let index = 0; index + 1 < out.length; index++) {
    const line = out[index]!
    const next = out[index + 1]!
    if (next.page !== line.page || next.y - line.y > line.size * 1.6) continue
    for (const [c, cell] of line.cells.entries()) {
      if (/\d/.test(cell.text) || /:\s*$/.test(cell.text)) continue
      const t = next.cells.findIndex((other) => sameLeftEdge(other, cell))
      const tail = next.cells[t]
      // A label cut inside its words ("Provozovatel distribuční" over "soustavy") is a label only whole.
      if (!isLabel(cell.folded) && !(tail && isLabel(`${cell.folded} ${tail.folded}`))) continue
      // A tail is the label's own text, in its size: a value printed bigger under a smaller label ("na dobu neurčitou") is none.
      if (!tail || !/^\p{Ll}/u.test(tail.text) || /\d/.test(tail.text) || Math.abs(tail.size - cell.size) > cell.size * 0.1 || next.cells.some((other, o) => o !== t && overlaps(other, cell))) continue
      // A line with a value under the label line's value is a row of its own ("Celková spotřeba | 2 423 kWh" over "z toho VT | 2 503 kWh").
      const amount = (some: Cell) => /\d/.test(some.text)
      // (Only the values after the label: a column printed before it, a payment box beside a form, has lines of its own.)
      if (next.cells.some((other, o) => o !== t && amount(other) && line.cells.some((mine, m) => m > c && amount(mine) && overlaps(other, mine)))) continue
      const text = `${cell.text} ${tail.text}`
      line.cells[c] = { ...cell, text, folded: `${cell.folded} ${tail.folded}`, right: Math.max(cell.right, tail.right) }
      next.cells.splice(t, 1)
    }
  }
  return out
    .filter((line) => line.cells.length > 0)
    .map((line) => withCells(line, line.cells))
}
