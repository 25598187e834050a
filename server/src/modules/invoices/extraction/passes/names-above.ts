/**
 * Line pass: names above values joined. A table whose cells are aligned to the bottom of their row prints an item's
 * values on the last line of its wrapped name: "Cena na podporu elektřiny z" / "podporovaných zdrojů energie | 8 860
 * | kWh | 0,4950 | 4 385,70". The name lines above, up to the one that starts the name (upper case), become the
 * row's label cell; a name line that does not start a name is left alone.
 *
 *   "Cena na podporu elektřiny z" over "podporovaných zdrojů energie | 8 860 | kWh | 0,4950 | 4 385,70"
 *   → "Cena na podporu elektřiny z podporovaných zdrojů energie | 8 860 | kWh | 0,4950 | 4 385,70"
 */
import { type Line, withCells } from '../../pdf/layout.ts'
import { findNumbers } from '../text.ts'
import { CONTINUATION, undatedName } from '../item-text.ts'
import { fold, normalizeSpaces } from '../../pdf/normalize.ts'

export function joinNamesAbove(lines: Line[]): Line[] {
  const out: Line[] = []
  for (const line of lines) {
    const first = line.cells[0]
    const amounts = line.cells.slice(1).filter((cell) => findNumbers(cell.text).length > 0).length
    if (!first || amounts < 2 || !CONTINUATION.test(first.text) || findNumbers(undatedName(first.text)).length) {
      out.push(line)
      continue
    }
    // The name lines right above, same column, same page, a line apart at most.
    const above: Line[] = []
    let y = line.y
    for (let i = out.length - 1; i >= 0 && above.length < 3; i--) {
      const candidate = out[i]!
      const cell = candidate.cells[0]!
      if (candidate.page !== line.page || candidate.cells.length !== 1 || Math.abs(cell.x - first.x) > 2 || y - candidate.y > line.size * 1.6 || findNumbers(undatedName(candidate.text)).length) break
      above.unshift(candidate)
      y = candidate.y
      if (!CONTINUATION.test(cell.text)) break
    }
    if (!above.length || CONTINUATION.test(above[0]!.text)) {
      out.push(line)
      continue
    }
    out.splice(out.length - above.length, above.length)
    const text = normalizeSpaces([...above.map((l) => l.text), first.text].join(' '))
    const label = { ...first, text, folded: fold(text), x: Math.min(first.x, above[0]!.cells[0]!.x) }
    const cells = [label, ...line.cells.slice(1)]
    out.push(withCells(line, cells))
  }
  return out
}
