import { describe, expect, test } from 'bun:test'
import { splitPeriodGroups } from '../../../src/modules/invoices/extraction/passes/period-groups.ts'
import { printed, texts } from './lines.ts'

describe('line pass: period groups', () => {
  test('an item line of a table with a column group per period becomes one line per period, the whole-period group dropped', () => {
    expect(texts(splitPeriodGroups(printed([[100, [[40, 'Položka'], [120, 'MJ'], [160, '27.09.2024 - 31.12.2024'], [320, '01.01.2025 - 26.09.2025'], [480, 'Celkem za období']]], [110, [[160, 'Množství'], [200, 'Cena/MJ'], [240, 'Kč'], [320, 'Množství'], [360, 'Cena/MJ'], [400, 'Kč'], [480, 'Množství'], [520, 'Kč']]], [120, [[40, 'Silová elektřina'], [120, 'MWh'], [160, '1,2'], [200, '3 000,00'], [240, '3 600,00'], [320, '0,8'], [360, '3 100,00'], [400, '2 480,00'], [480, '2,0'], [520, '6 080,00']]]]))).slice(2)).toEqual(['Silová elektřina | 27.09.2024 - 31.12.2024 | 1,2 | 3 000,00 | 3 600,00', 'Silová elektřina | 01.01.2025 - 26.09.2025 | 0,8 | 3 100,00 | 2 480,00'])
  })
})
