import type { Cell, Line } from '../layout.ts'

/** How a value was found: the basis of its confidence. */
export type Provenance = 'label' | 'label-nearby' | 'table' | 'table-checked' | 'computed' | 'inferred' | 'document'

export interface Found<T> {
  value: T
  how: Provenance
  /** The line the value was read from (absent for values not read from one place). */
  line?: Line
}

/** Where a label's value sits relative to the label. */
export type LabelSide = 'after' | 'before'

const LOOK_BELOW = 2
const MAX_GAP_LINES = 2.6

const overlaps = (a: Cell, b: Cell) => a.x < b.right + 2 && b.x < a.right + 2

/**
 * The lines of a bill with label look-ups that understand cells: the value of a label is in the
 * same cell after it, in the next cells of the line, or in the cell right below it ("after"); or,
 * in value-before-label layouts, in the same cell before it, the previous cell or the cell above.
 */
export class InvoiceDocument {
  constructor(readonly lines: Line[]) {}

  /** The first value a label yields that `accept` takes, trying sides in the given order. */
  labelled<T>(label: RegExp, accept: (text: string) => T | null, sides: LabelSide[] = ['after', 'before']): Found<T> | null {
    // A value on the label's own line beats one from the line above or below, whichever side is preferred.
    const found = sides.map((side) => this.labelledOn(side, label, accept))
    return found.find((hit) => hit?.how === 'label') ?? found.find((hit) => hit !== null) ?? null
  }

  private labelledOn<T>(side: LabelSide, label: RegExp, accept: (text: string) => T | null): Found<T> | null {
    for (let index = 0; index < this.lines.length; index++) {
      const line = this.lines[index]!
      // A table's column header ("Celkem bez DPH" over a column) labels every row, not one value.
      if (line.cells.length >= 3 && !/\d/.test(line.text)) continue
      for (let c = 0; c < line.cells.length; c++) {
        const cell = line.cells[c]!
        const match = label.exec(cell.folded)
        if (!match) continue
        const found = side === 'after' ? this.after(index, c, match.index + match[0].length, accept) : this.before(index, c, match.index, accept)
        if (found) return found
      }
    }
    return null
  }

  private after<T>(index: number, c: number, end: number, accept: (text: string) => T | null): Found<T> | null {
    const line = this.lines[index]!
    const cell = line.cells[c]!
    const rest = cell.text.slice(end).replace(/^[\s:.\-–]+/, '')
    // The rest of the cell, then the rest of the line growing one cell at a time.
    const following = line.cells.slice(c + 1).map((next) => next.text)
    const candidates = [rest, ...following.map((_, i) => [rest, ...following.slice(0, i + 1)].filter(Boolean).join(' | '))]
    for (const text of candidates) {
      if (!text) continue
      const value = accept(text)
      if (value !== null) return { value, how: 'label', line }
    }
    if (rest) return null
    for (const below of this.nearby(index, +1)) {
      const target = below.cells.find((other) => overlaps(other, cell))
      if (!target) continue
      const value = accept(target.text)
      if (value !== null) return { value, how: 'label-nearby', line: below }
      break
    }
    return null
  }

  private before<T>(index: number, c: number, start: number, accept: (text: string) => T | null): Found<T> | null {
    const line = this.lines[index]!
    const cell = line.cells[c]!
    const head = cell.text.slice(0, start).trim()
    if (head) {
      const value = accept(head)
      return value === null ? null : { value, how: 'label', line }
    }
    if (c > 0) {
      const value = accept(line.cells[c - 1]!.text)
      if (value !== null) return { value, how: 'label', line }
    }
    for (const above of this.nearby(index, -1)) {
      const target = above.cells.find((other) => overlaps(other, cell))
      if (!target) continue
      const value = accept(target.text)
      if (value !== null) return { value, how: 'label-nearby', line: above }
      break
    }
    return null
  }

  /** Up to two lines above or below on the same page, close enough to belong to the label. */
  private *nearby(index: number, step: 1 | -1): Generator<Line> {
    const origin = this.lines[index]!
    for (let i = index + step, n = 0; i >= 0 && i < this.lines.length && n < LOOK_BELOW; i += step, n++) {
      const line = this.lines[i]!
      if (line.page !== origin.page || Math.abs(line.y - origin.y) > origin.size * MAX_GAP_LINES * (n + 1)) return
      yield line
    }
  }

  /** All lines whose folded text matches. */
  matching(pattern: RegExp): Line[] {
    return this.lines.filter((line) => pattern.test(line.folded))
  }

  get text(): string {
    return this.lines.map((line) => line.folded).join('\n')
  }
}
