import { describe, expect, test } from 'bun:test'
import { withoutSideColumn } from '../../../src/modules/invoices/extraction/passes/side-column.ts'
import { printed, texts } from './lines.ts'

describe('line pass: side column', () => {
  test('below a header with a column beside it, that column’s cells are dropped', () => {
    expect(texts(withoutSideColumn(printed([[100, [[40, 'Položka'], [160, 'Množství'], [240, 'Cena'], [300, 'Celkem'], [420, 'Přehled roku']]], [110, [[40, 'Silová elektřina'], [160, '2 MWh'], [240, '3 000,00'], [300, '6 000,00'], [420, 'leden 210 kWh']]]])))).toEqual(['Položka | Množství | Cena | Celkem | Přehled roku', 'Silová elektřina | 2 MWh | 3 000,00 | 6 000,00'])
  })

  test('on the next page the side column is kept again', () => {
    const lines = [...printed([[100, [[40, 'Položka'], [160, 'Množství'], [240, 'Cena'], [300, 'Celkem'], [420, 'Přehled roku']]]]), ...printed([[110, [[40, 'Silová elektřina'], [160, '2 MWh'], [420, 'leden 210 kWh']]]], 8, 2)]
    expect(texts(withoutSideColumn(lines)).at(-1)).toBe('Silová elektřina | 2 MWh | leden 210 kWh')
  })
})
