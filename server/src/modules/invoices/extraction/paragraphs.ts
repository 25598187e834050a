/**
 * Text wrapped over lines read as runs (paragraphs): consecutive one-cell lines at one left edge, a line apart; or
 * columns of text side by side, each column's cells down consecutive lines. The label look-up finds a label's value
 * inside a sentence with them.
 */
import type { Cell, Line } from '../pdf/layout.ts'
import { nextLine, sameLeftEdge } from '../pdf/geometry.ts'

/** Text wrapped over lines as one run; `breaks` are where each following line's text starts in it. */
export interface Paragraph {
  text: string
  folded: string
  line: Line
  breaks: number[]
}

/** Words a column's cell holds at least when its text runs on to the next line: a sentence, not a table's cell. */
const SENTENCE_WORDS = 4

/** Two lines of the same cells at the same left edges, some a sentence long: columns of text running down the page. */
const textColumns = (above: Line, line: Line) =>
  line.cells.length > 1 &&
  line.cells.length === above.cells.length &&
  line.cells.every((cell, c) => sameLeftEdge(cell, above.cells[c]!)) &&
  above.cells.some((cell) => cell.text.split(' ').length >= SENTENCE_WORDS)

/**
 * The bill's lines as runs of wrapped text, in reading order; any line that wraps nothing is a run of its own.
 */
export function wrappedRuns(lines: Line[]): Paragraph[] {
  type Run = Paragraph & { last: Line; x: number }
  const runs: Run[] = []
  const start = (line: Line, cell: Cell): Run => ({ text: cell.text, folded: cell.folded, line, last: line, x: cell.x, breaks: [] })
  const append = (run: Run, line: Line, cell: Cell) => {
    run.breaks.push(run.text.length + 1)
    run.text += ` ${cell.text}`
    run.folded += ` ${cell.folded}`
    run.last = line
  }
  // The runs of the previous line's cells while it is read as columns of text.
  let columns: Run[] | null = null
  let previous: Line | null = null
  for (const line of lines) {
    const near = !!previous && nextLine(previous, line)
    // A column may end before the other: a line of fewer cells, each under a column, still goes on with them.
    const underColumns = (runs: Run[]) => line.cells.map((cell) => runs.find((run) => sameLeftEdge(run, cell)))
    if (near && (columns ? underColumns(columns).every(Boolean) : textColumns(previous!, line))) {
      if (!columns) {
        runs.pop()
        columns = previous!.cells.map((cell) => start(previous!, cell))
        runs.push(...columns)
      }
      for (const [c, run] of underColumns(columns).entries()) append(run!, line, line.cells[c]!)
    } else {
      columns = null
      const run = runs.at(-1)
      if (run && near && line.cells.length === 1 && previous!.cells.length === 1 && sameLeftEdge(line.cells[0]!, run)) append(run, line, line.cells[0]!)
      else runs.push({ text: line.text, folded: line.folded, line, last: line, x: line.cells[0]?.x ?? 0, breaks: [] })
    }
    previous = line
  }
  return runs.map(({ text, folded, line, breaks }) => ({ text, folded, line, breaks }))
}
