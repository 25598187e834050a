import { describe, expect, test } from 'bun:test'
import { joinStackedValues } from '../../../src/modules/invoices/extraction/passes/stacked-values.ts'
import { printed, texts } from './lines.ts'

describe('line pass: stacked values', () => {
  test('a narrow card of one named value per line becomes one row line, its VAT-inclusive price left out', () => {
    expect(texts(joinStackedValues(printed([[100, [[40, 'Elektřina VT']]], [110, [[40, '5. 10. 2025 - 2. 11. 2025']]], [120, [[40, 'Množství'], [160, '151 kWh']]], [130, [[40, 'Cena bez DPH'], [160, '2,52857 CZK/kWh']]], [140, [[40, 'Cena s DPH'], [160, '3,05957 CZK/kWh']]], [150, [[40, 'Částka bez DPH'], [160, '381,81 CZK']]]])))).toEqual(['Elektřina VT 5. 10. 2025 - 2. 11. 2025 | 151 kWh | 2,52857 CZK/kWh | 381,81 CZK'])
  })

  test('a single named value is no card', () => {
    expect(texts(joinStackedValues(printed([[100, [[40, 'Elektřina VT']]], [110, [[40, 'Množství'], [160, '151 kWh']]]])))).toEqual(['Elektřina VT', 'Množství | 151 kWh'])
  })
})
