/**
 * Numbered lines ("1 | Číslo faktury | …", "40 | Elektřina - jednotarif | …", and beside them "11 | EAN odběrného
 * místa | …"): a column of line numbers is no label, value or item name. A column is bare whole numbers of one to
 * three digits, or an outline's numbers ("3.1", "3.1.2"), each before words, at one left edge of a page, at least
 * three of them, rising down the page (fewer on a page where that edge was numbered on another). On a
 * bill numbered so, references to its lines ("(ř. 21 až 23)") are left out of the text too.
 */
import { withCells, type Cell, type Line } from '../pdf/layout.ts'
import { fold, OBIS_CODE } from './text.ts'

/** "3", "3.1", "3.1.2", and with a closing dot: "3." */
const NUMBER = /^\d{1,3}(\.\d{1,2}){0,3}\.?$/
/** A meter register's code (OBIS "1.8.1", "2.8.0") names the register: no line number. */
const REGISTER = new RegExp(`^${OBIS_CODE.source}$`)
/** Line numbers a column holds at least. */
const MIN_NUMBERS = 3
/** How far apart (points) the left edges of one column's numbers may be. */
const EDGE = 2

interface Numbered {
  line: number
  cell: number
  x: number
  value: number[]
}

/** Outline numbers in order: "3.1" < "3.1.1" < "3.2" < "4". */
const after = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? -1) !== (b[i] ?? -1)) return (a[i] ?? -1) > (b[i] ?? -1)
  return false
}

/** The number counted right after `a`: its first child ("4." → "4.1") or the next at its depth or above ("4.1" → "4.2", "5."). */
const countedOn = (a: number[], b: number[]) =>
  (b.length === a.length + 1 && b.at(-1) === 1 && a.every((n, i) => b[i] === n)) || (b.length <= a.length && b.every((n, i) => n === (i === b.length - 1 ? a[i]! + 1 : a[i])))

export function withoutRowNumbers(lines: Line[]): Line[] {
  const candidates: Numbered[] = []
  for (const [index, line] of lines.entries()) {
    for (const [c, cell] of line.cells.entries()) {
      const next: Cell | undefined = line.cells[c + 1]
      // Before a name or label, capitalised: a reading's consumption before its kind ("328 | odhad") is none.
      if (NUMBER.test(cell.text) && !REGISTER.test(cell.text) && next && /^\p{Lu}/u.test(next.text)) candidates.push({ line: index, cell: c, x: cell.x, value: cell.text.replace(/\.$/, '').split('.').map(Number) })
    }
  }
  // Columns: numbers of one page whose left edges lie within EDGE of the column's first, in reading order.
  const page = (entry: Numbered) => lines[entry.line]!.page
  const sorted = [...candidates].sort((a, b) => page(a) - page(b) || a.x - b.x)
  const columns: Numbered[][] = []
  for (const entry of sorted) {
    const column = columns.at(-1)
    if (column && page(column[0]!) === page(entry) && entry.x - column[0]!.x <= EDGE) column.push(entry)
    else columns.push([entry])
  }
  for (const column of columns) column.sort((a, b) => a.line - b.line)
  const rising = (column: Numbered[]) => column.every((entry, i) => i === 0 || after(entry.value, column[i - 1]!.value))
  // One left edge may number several lists in turn (an outline's "1." … "4.1", a table's rows "1." … "13.", the outline again
  // "5." …): a list starting again at 1 is one of its own, and so is each run of numbers that count on one by one.
  const split = (column: Numbered[], apart: (previous: Numbered, entry: Numbered) => boolean) => {
    const lists: Numbered[][] = []
    for (const [i, entry] of column.entries()) {
      if (i > 0 && !apart(column[i - 1]!, entry)) lists.at(-1)!.push(entry)
      else lists.push([entry])
    }
    return lists
  }
  const restarted = columns.flatMap((column) => split(column, (previous, entry) => !after(entry.value, previous.value) && entry.value.join('.') === '1'))
  const counted = columns.flatMap((column) => split(column, (previous, entry) => !countedOn(previous.value, entry.value)))
  const numbered = [...restarted.filter((list) => list.length >= MIN_NUMBERS && rising(list)), ...counted.filter((run) => run.length >= MIN_NUMBERS)]
  // A page with fewer numbered lines (the rest of a table on the next page) keeps the column's left edge.
  const edges = numbered.map((column) => column[0]!.x)
  const continued = columns.filter((column) => column.length < MIN_NUMBERS && rising(column) && edges.some((x) => Math.abs(x - column[0]!.x) <= EDGE))
  const drop = new Set([...numbered, ...continued].flatMap((column) => column.map((entry) => `${entry.line}:${entry.cell}`)))
  if (!drop.size) return lines
  return lines.map((line, index) => {
    const cells = line.cells.filter((_, c) => !drop.has(`${index}:${c}`)).map(withoutReferences)
    return cells.length === line.cells.length && cells.every((cell, c) => cell === line.cells[c]) ? line : withCells(line, cells)
  })
}

/** A reference to numbered lines ("(ř. 21 až 23)", "z ř. 24", "ř. 26 - 27 - 28") is no amount of the line that cites it. */
const REFERENCE = /\s*\(?(?<!\p{L})ř\.\s?\d{1,3}(\s?(až|-|–|\+)\s?\d{1,3})*\)?/gu

function withoutReferences(cell: Cell): Cell {
  const text = cell.text.replace(REFERENCE, '').trim()
  return text === cell.text ? cell : { ...cell, text, folded: fold(text) }
}
