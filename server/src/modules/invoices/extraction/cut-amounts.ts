/**
 * An amount wrapped in a narrow right-aligned cell at its thousands space ("CZK 12" over "881,04"): the
 * currency and the leading digits on one line, the rest with the hellers right under them, flush right.
 * The two pieces are one cell of the upper line. Leading digits without a currency ("23" over "971,51")
 * are such a head only on a row whose next line starts no row of its own (it goes on right of the row's name).
 */
import { withCells, type Line } from '../pdf/layout.ts'
import { fold } from './text.ts'

const HEAD = /^(czk|kc)\s?\d{1,3}$/
const BARE_HEAD = /^\d{1,3}$/
const TAIL = /^\d{3}([\s.]\d{3})*,\d{2}$/

export function withCutAmountsJoined(lines: Line[]): Line[] {
  const out = [...lines]
  for (let index = 0; index + 1 < out.length; index++) {
    const line = out[index]!
    // The tail's line, or the next but one when the cell's other columns wrapped onto a line of their own ("2025" above "971,51").
    for (const b of [index + 1, index + 2]) {
      const below = out[b]
      if (!below || below.page !== line.page || below.y - line.y > line.size * 1.6 || !line.cells.length) break
      if (!below.cells.length) continue
      const continued = below.y - line.y <= line.size * 1.5 && line.cells.length > 1 && below.cells[0]!.x > line.cells[0]!.x + 2
      const c = line.cells.findIndex((cell, i) => HEAD.test(cell.folded) || (continued && i > 0 && BARE_HEAD.test(cell.folded)))
      if (c < 0) continue
      const head = line.cells[c]!
      const t = below.cells.findIndex((cell) => TAIL.test(cell.text) && Math.abs(cell.right - head.right) <= 1)
      if (t < 0) continue
      const text = `${head.text} ${below.cells[t]!.text}`
      out[index] = withCells(line, line.cells.map((cell, i) => (i === c ? { ...cell, text, folded: fold(text) } : cell)))
      out[b] = withCells(below, below.cells.filter((_, i) => i !== t))
      break
    }
  }
  return out.filter((line) => line.cells.length > 0)
}
