import { describe, expect, test } from 'bun:test'
import { joinWrappedCells } from '../../../src/modules/invoices/extraction/passes/wrapped-cells.ts'
import { printed, texts } from './lines.ts'

describe('line pass: wrapped cells', () => {
  test('a unit wrapped under a later column of its row joins that cell', () => {
    expect(texts(joinWrappedCells(printed([[100, [[40, 'Datum'], [100, 'Doklad'], [160, 'Silová elektřina VT, 2,297 MWh × 2 697,48'], [400, '6 196,11']]], [110, [[160, 'Kč/MWh']]]])))).toEqual(['Datum | Doklad | Silová elektřina VT, 2,297 MWh × 2 697,48 Kč/MWh | 6 196,11'])
  })

  test('a capitalised line under the first column starts a row of its own', () => {
    expect(texts(joinWrappedCells(printed([[100, [[40, 'Datum'], [100, 'Doklad'], [160, 'Silová elektřina VT'], [400, '6 196,11']]], [110, [[40, 'Poznámka']]]])))).toEqual(['Datum | Doklad | Silová elektřina VT | 6 196,11', 'Poznámka'])
  })
})
