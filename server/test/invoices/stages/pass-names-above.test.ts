import { describe, expect, test } from 'bun:test'
import { joinNamesAbove } from '../../../src/modules/invoices/extraction/passes/names-above.ts'
import { printed, texts } from './lines.ts'

describe('line pass: names above values', () => {
  test('a name wrapped above its bottom-aligned values line becomes the row’s label', () => {
    expect(texts(joinNamesAbove(printed([[100, [[40, 'Cena na podporu elektřiny z']]], [110, [[40, 'podporovaných zdrojů energie'], [200, '8 860'], [240, 'kWh'], [280, '0,4950'], [340, '4 385,70']]]])))).toEqual(['Cena na podporu elektřiny z podporovaných zdrojů energie | 8 860 | kWh | 0,4950 | 4 385,70'])
  })

  test('a row whose name starts in upper case takes nothing from above', () => {
    expect(texts(joinNamesAbove(printed([[100, [[40, 'Cena na podporu elektřiny z']]], [110, [[40, 'Podporované zdroje'], [200, '8 860'], [240, 'kWh'], [280, '0,4950'], [340, '4 385,70']]]])))).toEqual(['Cena na podporu elektřiny z', 'Podporované zdroje | 8 860 | kWh | 0,4950 | 4 385,70'])
  })
})
