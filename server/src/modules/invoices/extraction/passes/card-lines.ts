/**
 * Line pass: card lines joined. Item cards print the label on one line and its numbers on the next (a page break may
 * fall between them): such pairs become one line, label cell first, as a table row would print them.
 *
 *   "Spotřeba VT" over "Množství: 310 kWh | Jedn. cena: 3,64709 Kč/kWh | 1 130,60 Kč"
 *   → "Spotřeba VT | 310 kWh | 3,64709 Kč/kWh | 1 130,60 Kč"
 */
import type { Line } from '../../pdf/layout.ts'
import { findDates, findNumbers, findRateCode, withoutBreaker } from '../text.ts'
import { VALUES_ONLY, unnamed } from '../value-names.ts'
import { isAmount, undatedName } from '../item-text.ts'
import { sectionOf } from '../section-headings.ts'

/** A card label with its price period in a cell of its own ("Spotřeba VT | 1. 1. 2025 – 30. 6. 2025") as one label cell. */
function withPeriodCell(line: Line | undefined): Line | undefined {
  const period = line?.cells[1]
  if (!line || line.cells.length !== 2 || !period || findDates(period.text).length !== 2 || /[^\d\s.()–-]/.test(period.text)) return line
  const label = { ...line.cells[0]!, text: `${line.cells[0]!.text} ${period.text}`, folded: `${line.cells[0]!.folded} ${period.folded}`, right: period.right }
  return { ...line, cells: [label], text: label.text, folded: label.folded }
}

/**
 * Item cards print the label on one line and its numbers on the next (a page break may fall between
 * them): such pairs become one line (label cell first), as a table row would print them.
 */
export function joinCardLines(lines: Line[]): Line[] {
  const out: Line[] = []
  // The card joined last and the y of its values line: its amount may follow on a line of its own.
  let card: { line: Line; valuesY: number } | null = null
  for (const input of lines) {
    const previous = withPeriodCell(out.at(-1))
    const line = unnamed(input) ?? input
    const first = line.cells[0]
    // "Množství: 310 kWh | Jedn. cena: 3,64709 Kč/kWh" then "Částka: CZK 1.130,60" on the next line.
    if (
      card && card.line === out.at(-1) && first && line.cells.length === 1 && /^(castka|celkem|cena celkem)\b/.test(input.cells[0]!.folded) &&
      findNumbers(line.text).length === 1 && findNumbers(card.line.text).length === 2 && line.page === card.line.page && line.y - card.valuesY <= line.size * 2.2
    ) {
      const joined = { ...card.line, cells: [...card.line.cells, first], text: `${card.line.text} | ${line.text}`, folded: `${card.line.folded} | ${line.folded}` }
      out[out.length - 1] = joined
      card = null
      continue
    }
    card = null
    // A section's heading over a table whose cells are centred in their rows is no card's name: its values line must price something (two amounts).
    const numbers = previous && findNumbers(undatedName(line.text)).filter((token) => !sectionOf(previous) || isAmount(token))
    if (
      // The values may start with the row's rate code ("C25d | 28. 7. 2024 | … | 0,49500 | Kč/kWh | 940,50 Kč").
      previous && first && (VALUES_ONLY.test(first.folded) || (findRateCode(first.text) !== null && first.text.length <= 5)) && numbers!.length >= 2 &&
      // No amount in the label; it may carry its price period or a tariff code: "Spotřeba VT (T1) (1. 1. 2025 – 30. 6. 2025)".
      // Its breaker's size is a word of the name: "Cena za příkon podle jističe (3 x 10 A)".
      previous.cells.length === 1 && !findNumbers(withoutBreaker(undatedName(previous.text))).length && /\p{L}{3}/u.test(previous.text) &&
      // Next to each other, or split by a page break (the label last on its page, the numbers first on the next).
      ((previous.page === line.page && line.y - previous.y <= line.size * 2.2) || previous.page === line.page - 1)
    ) {
      // A label wrapped over two lines: its tail starts in lower case ("Složka ceny na podporu …" / "zdrojů energie").
      const above = out.at(-2)
      const wrapped =
        above && /^\p{Ll}/u.test(previous.text) && above.cells.length === 1 && !findNumbers(undatedName(above.text)).length && above.page === previous.page &&
        Math.abs(above.cells[0]!.x - previous.cells[0]!.x) <= 2 && previous.y - above.y <= previous.size * 1.6
      const labelCell = wrapped ? { ...above.cells[0]!, text: `${above.text} ${previous.text}`, folded: `${above.folded} ${previous.folded}` } : previous.cells[0]!
      if (wrapped) out.pop()
      out[out.length - 1] = { ...line, y: (wrapped ? above : previous).y, cells: [labelCell, ...line.cells], text: `${labelCell.text} | ${line.text}`, folded: `${labelCell.folded} | ${line.folded}` }
      card = { line: out.at(-1)!, valuesY: line.y }
      continue
    }
    out.push(input)
  }
  return out
}
