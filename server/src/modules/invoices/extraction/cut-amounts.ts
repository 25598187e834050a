/**
 * An amount wrapped in a narrow right-aligned cell at its thousands space ("CZK 12" over "881,04"): the
 * currency and the leading digits on one line, the rest with the hellers right under them, flush right.
 * The two pieces are one cell of the upper line.
 */
import { withCells, type Line } from '../pdf/layout.ts'
import { fold } from './text.ts'

const HEAD = /^(czk|kc)\s?\d{1,3}$/
const TAIL = /^\d{3}([\s.]\d{3})*,\d{2}$/

export function withCutAmountsJoined(lines: Line[]): Line[] {
  const out = [...lines]
  for (let index = 0; index + 1 < out.length; index++) {
    const line = out[index]!
    const below = out[index + 1]!
    if (below.page !== line.page || below.y - line.y > line.size * 1.6) continue
    const c = line.cells.findIndex((cell) => HEAD.test(cell.folded))
    if (c < 0) continue
    const head = line.cells[c]!
    const t = below.cells.findIndex((cell) => TAIL.test(cell.text) && Math.abs(cell.right - head.right) <= 1)
    if (t < 0) continue
    const text = `${head.text} ${below.cells[t]!.text}`
    out[index] = withCells(line, line.cells.map((cell, i) => (i === c ? { ...cell, text, folded: fold(text) } : cell)))
    const rest = below.cells.filter((_, i) => i !== t)
    out[index + 1] = withCells(below, rest)
  }
  return out.filter((line) => line.cells.length > 0)
}
