/**
 * A second reading of a bill's items that assumes no table: on each line, three numbers of which one
 * is the product of the other two (quantity × unit price = amount, to the printed precision) make an
 * item, named by the line's words, whatever the order of its columns, their headers or a column's
 * place on the page. It trusts only that product, so it reads fewer shapes than parseRows (a unit
 * printed only in a header, a quantity on another line) and is used where parseRows' items do not add
 * up to the bill's printed total and its own do (context.ts): an independent figure confirms it.
 */
import type { Line } from '../pdf/layout.ts'
import type { Row, Section } from './row.ts'
import { assign, type Value } from './assign.ts'
import { itemRow } from './item-row.ts'
import { bareUnit } from './item-text.ts'
import { sectionOf } from './section-headings.ts'
import { findDates, findNumbers, fold, unabbreviated } from './text.ts'

/** A cell of words: letters left once numbers, dates, units and signs are taken out ("Elektřina (jednotarif)", "obchodník"). */
const WORDS = /\p{L}{3,}/u
const UNIT_WORDS = /\b(mwh|kwh|kc|czk|mes\w*|ks|den|dny|dni)\b/g

function wordsOf(text: string): string {
  const undated = findDates(text).reduceRight((rest, date) => rest.slice(0, date.index) + rest.slice(date.end), text)
  return fold(undated).replace(UNIT_WORDS, '').replace(/[\d\s.,:;×x*/()+–-]+/g, ' ').trim()
}

export function tripleRows(lines: Line[]): Row[] {
  const rows: Row[] = []
  let section: Section = 'unknown'
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const heading = sectionOf(line, lines[index + 1])
    if (heading) {
      section = heading
      continue
    }
    const words: number[] = []
    const values: Value[] = []
    for (const [c, cell] of line.cells.entries()) {
      const unit = bareUnit(cell.folded)
      if (unit) {
        const previous = values.at(-1)
        if (previous && !previous.unit) previous.unit = unit
        continue
      }
      // A cell with words is a name (a breaker's size or a rate code in it is a word of it), the item's or another column's.
      if (WORDS.test(wordsOf(cell.text))) {
        words.push(c)
        continue
      }
      for (const token of findNumbers(cell.text)) if (token.unit !== 'percent') values.push({ token, unit: token.unit, headerRole: null, vatInclusive: false, cell })
    }
    if (values.length < 3) continue
    const assignment = assign(values)
    // Only a product that holds makes an item here; an amount of money is printed with hellers.
    if (!assignment?.checked || !assignment.total || assignment.total.token.decimals !== 2) continue
    // The item's name is the words right before its numbers, else between them ("29.325,37 | Elektřina | 9,102 MWh × …"),
    // else right after them; words further off are another column's (a page printed in three columns).
    const at = [assignment.qty, assignment.price, assignment.total].flatMap((value) => (value ? [line.cells.indexOf(value.cell)] : []))
    const [first, last] = [Math.min(...at), Math.max(...at)]
    // Dates and units between the name and its numbers do not part them.
    const valued = new Set(values.map((value) => line.cells.indexOf(value.cell)))
    const before = words.filter((c) => c < first).at(-1)
    const after = words.find((c) => c > last)
    const adjacent = (from: number, to: number) => ![...valued].some((c) => c > from && c < to)
    const name = before !== undefined && adjacent(before, first) ? before : (words.find((c) => c > first && c < last) ?? (after !== undefined && adjacent(last, after) ? after : -1))
    if (name < 0) continue
    const names = [line.cells[name]!.text]
    // Its price period: on the line, else alone on the line under it.
    let dates = findDates(line.cells.map((cell) => cell.text).join(' '))
    const below = lines[index + 1]
    if (dates.length !== 2 && below && below.page === line.page && below.y - line.y <= line.size * 1.6 && !/\p{L}/u.test(below.text)) {
      const more = findDates(below.text)
      if (more.length === 2) dates = more
    }
    const label = names.join(' ')
    const folded = unabbreviated(label, fold(label))?.folded ?? fold(label)
    const [from, to] = dates.length === 2 ? [dates[0]!.iso, dates[1]!.iso] : [null, null]
    rows.push(itemRow(label, folded, section, from, to, assignment, line))
  }
  return rows
}
