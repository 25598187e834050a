/** Lines as the layout builds them, from rows of positioned texts: `[y, [[x, text], …]]` at one font size. */
import { buildLines, type Line } from '../../../src/modules/invoices/pdf/layout.ts'

export type PrintedRow = [y: number, cells: [x: number, text: string][]]

export const printed = (rows: PrintedRow[], size = 8, page = 1): Line[] =>
  buildLines(rows.flatMap(([y, cells]) => cells.map(([x, text]) => ({ page, text, x, y, width: text.length * size * 0.5, size }))))

/** Each line's text, cells joined by " | ". */
export const texts = (lines: Line[]) => lines.map((line) => line.text)
