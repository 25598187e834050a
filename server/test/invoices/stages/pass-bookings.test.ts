import { describe, expect, test } from 'bun:test'
import { withoutBookings } from '../../../src/modules/invoices/extraction/passes/bookings.ts'
import { printed, texts } from './lines.ts'

describe('line pass: booking dates', () => {
  test('a ledger line loses its booking date and document number, keeping the item', () => {
    expect(texts(withoutBookings(printed([[100, [[40, '14.07.2025'], [120, '242574652817'], [220, 'Silová elektřina VT'], [360, '1,2 MWh'], [440, '3 000,00']]]])))).toEqual(['Silová elektřina VT | 1,2 MWh | 3 000,00'])
  })

  test('a line whose second cell is no document number keeps its date', () => {
    expect(texts(withoutBookings(printed([[100, [[40, '14.07.2025'], [120, 'Záloha'], [220, 'Silová elektřina VT'], [440, '3 000,00']]]])))).toEqual(['14.07.2025 | Záloha | Silová elektřina VT | 3 000,00'])
  })
})
