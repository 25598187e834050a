/**
 * Line pass: wrapped sentences joined. An item told in a sentence that wraps ("… přirážka obchodníka - 4 391 kWh po
 * 0,35923 Kč/kWh" / "- činí 1 577,38 Kč."): one-cell lines at one left edge, a line apart, are one line while the
 * sentence goes on (no full stop yet) after an amount and the next line continues it (a number, a dash or a
 * lower-case word).
 *
 *   "Přirážka obchodníka - 4 391 kWh po 0,35923 Kč/kWh" over "- činí 1 577,38 Kč."
 *   → "Přirážka obchodníka - 4 391 kWh po 0,35923 Kč/kWh - činí 1 577,38 Kč."
 */
import { type Line, withCells } from '../../pdf/layout.ts'
import { MAX_SENTENCE, isAmount, splitRun, withTail } from '../item-text.ts'
import { findNumbers } from '../text.ts'
import { nextLine, sameLeftEdge } from '../../pdf/geometry.ts'

export function joinWrappedSentences(lines: Line[]): Line[] {
  const out: Line[] = []
  for (const line of lines) {
    const previous = out.at(-1)
    const cell = previous?.cells[0]
    const next = line.cells[0]
    const run = cell && splitRun(cell)
    const continues =
      previous && cell && next && run && previous.cells.length === 1 && line.cells.length === 1 && sameLeftEdge(cell, next) &&
      // A line apart, or the last line of its page continued on the next one.
      (nextLine(previous, line) || previous.page === line.page - 1) &&
      /^([\d–-]|\p{Ll})/u.test(next.text) && findNumbers(run.values.text).filter(isAmount).length < 3 && cell.text.length < MAX_SENTENCE
    if (!continues) {
      out.push(line)
      continue
    }
    out[out.length - 1] = withCells(previous, [withTail(cell, next)])
  }
  return out
}
