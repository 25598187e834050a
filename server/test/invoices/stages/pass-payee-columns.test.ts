import { describe, expect, test } from 'bun:test'
import { splitPayeeColumns } from '../../../src/modules/invoices/extraction/passes/payee-columns.ts'
import { printed, texts } from './lines.ts'

describe('line pass: payee columns', () => {
  test('a line priced per payee side by side becomes one row line per payee, the quantity shared', () => {
    expect(texts(splitPayeeColumns(printed([[100, [[40, 'Jednotarif (VT)'], [160, 'Silová elektřina'], [320, 'Cena za distribuci']]], [110, [[40, '2,728 MWh'], [160, '3 846,60 Kč/MWh'], [240, '10 493,52'], [320, '2 694,79 Kč/MWh'], [400, '7 351,39']]]])))).toEqual(['Silová elektřina Jednotarif (VT) | 2,728 MWh | 3 846,60 Kč/MWh | 10 493,52', 'Cena za distribuci Jednotarif (VT) | 2,728 MWh | 2 694,79 Kč/MWh | 7 351,39'])
  })

  test('an ordinary item row is left alone', () => {
    expect(texts(splitPayeeColumns(printed([[100, [[40, 'Silová elektřina'], [160, '2 MWh'], [240, '3 000,00'], [320, '6 000,00']]]])))).toEqual(['Silová elektřina | 2 MWh | 3 000,00 | 6 000,00'])
  })
})
