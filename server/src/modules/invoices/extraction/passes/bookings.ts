/**
 * Line pass: booking dates dropped. A ledger prints each item after its booking date and document number: those two
 * cells are no part of the item.
 *
 *   "14.07.2025 | 242574652817 | Silová elektřina VT | 1,2 MWh | 3 000,00"
 *   → "Silová elektřina VT | 1,2 MWh | 3 000,00"
 */
import { type Line, withCells } from '../../pdf/layout.ts'
import { findDates } from '../text.ts'
import { normalizeSpaces } from '../../pdf/normalize.ts'

function withoutBooking(line: Line): Line {
  const [date, code, text] = line.cells
  const booking = date && code && text && findDates(date.text).length === 1 && findDates(date.text)[0]!.end >= normalizeSpaces(date.text).trim().length - 1 &&
    /^[A-Z]{0,4}\d[\dA-Z/-]{5,}$/.test(code.text.trim()) && /\p{L}{3}/u.test(text.text)
  return booking ? withCells(line, line.cells.slice(2)) : line
}

export const withoutBookings = (lines: Line[]): Line[] => lines.map(withoutBooking)
