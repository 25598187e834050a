/**
 * Line pass: stacked values joined. Narrow item cards print the name (a period under it), then one named value per
 * line: the card becomes one row line; a value with VAT is left out, as a VAT column is.
 *
 *   "Elektřina VT" / "5. 10. 2025 - 2. 11. 2025" / "Množství | 151 kWh" / "Cena bez DPH | 2,52857 CZK/kWh" / "Cena s DPH | 3,05957 CZK/kWh" / "Částka bez DPH | 381,81 CZK"
 *   → "Elektřina VT 5. 10. 2025 - 2. 11. 2025 | 151 kWh | 2,52857 CZK/kWh | 381,81 CZK"
 */
import { type Cell, type Line, withCells } from '../../pdf/layout.ts'
import { VALUES_ONLY, VALUE_NAME_CELL, namedValue } from '../value-names.ts'
import { findDates, findNumbers, withoutBreaker } from '../text.ts'
import { undatedName } from '../item-text.ts'
import { VAT_INCLUSIVE } from '../table-header.ts'
import { fold } from '../../pdf/normalize.ts'

/** Named values of one item card at most (quantity, prices without and with VAT, amounts, VAT rate…). */
const MAX_CARD_VALUES = 8

/** "Množství | 151 kWh": a value named in a cell of its own. */
function namedValueCell(line: Line): { name: string; value: Cell } | null {
  const [name, value] = line.cells
  if (line.cells.length !== 2 || !name || !value || !VALUE_NAME_CELL.test(name.folded) || !VALUES_ONLY.test(value.folded) || findNumbers(value.text).length !== 1) return null
  return { name: name.folded, value }
}

/** The next line of the same card: close below, or first on the next page. */
const follows = (line: Line, previous: Line) => (line.page === previous.page && line.y > previous.y && line.y - previous.y <= line.size * 2.2) || line.page === previous.page + 1

/** An item's name alone on its line: words, no amount (its breaker's size, its dates and a percentage aside: "Sleva 3 % na elektřinu"). */
const nameLine = (line: Line | undefined): line is Line =>
  !!line && line.cells.length === 1 && /\p{L}{3}/u.test(line.text) && findNumbers(withoutBreaker(undatedName(line.text))).every((token) => token.unit === 'percent')

/** A period alone on its line ("5. 10. 2025 - 2. 11. 2025"). */
const periodLine = (line: Line | undefined): line is Line => !!line && line.cells.length === 1 && findDates(line.text).length === 2 && !/[^\d\s.()–-]/.test(line.text)

/**
 * Narrow item cards print the item's name (its period on a line of its own below), then one named
 * value per line: "Elektřina VT" / "5. 10. 2025 - 2. 11. 2025" / "Množství | 151 kWh" / "Cena bez
 * DPH | 2,52857 CZK/kWh" / "Cena s DPH | 3,05957 CZK/kWh" / "Částka bez DPH | 381,81 CZK". Such a card
 * becomes one row, the name and period, then the values; a value with VAT is left out, as a VAT column is.
 */
export function joinStackedValues(lines: Line[]): Line[] {
  const out: Line[] = []
  for (let index = 0; index < lines.length; index++) {
    // A card has a few values: a longer run is no card (and each line starts at most one short look-ahead).
    const run: { name: string; value: Cell }[] = []
    for (let next = index; next < lines.length && run.length <= MAX_CARD_VALUES; next++) {
      const named = namedValueCell(lines[next]!)
      if (!named || (run.length && !follows(lines[next]!, lines[next - 1]!))) break
      run.push(named)
    }
    const period = periodLine(out.at(-1)) ? out.at(-1) : undefined
    const name = period ? out.at(-2) : out.at(-1)
    const kept = run.filter((named) => !VAT_INCLUSIVE.test(named.name))
    if (kept.length < 2 || run.length > MAX_CARD_VALUES || !nameLine(name) || (period && !follows(period, name)) || !follows(lines[index]!, period ?? name)) {
      out.push(lines[index]!)
      continue
    }
    out.splice(out.length - (period ? 2 : 1))
    const text = period ? `${name.text} ${period.text}` : name.text
    const values = kept.map(({ name, value }) => {
      const text = namedValue(name, value.text)
      return { ...value, text, folded: fold(text) }
    })
    out.push(withCells(name, [{ ...name.cells[0]!, text, folded: fold(text) }, ...values]))
    index += run.length - 1
  }
  return out
}
