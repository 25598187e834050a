import { describe, expect, test } from 'bun:test'
import { transposeMatrices } from '../../../src/modules/invoices/extraction/passes/matrices.ts'
import { printed, texts } from './lines.ts'

describe('line pass: tariff matrices', () => {
  test('each tariff column of a matrix becomes a row line; the total column is dropped', () => {
    expect(texts(transposeMatrices(printed([[100, [[40, 'Distribuce elektřiny'], [200, 'VT'], [260, 'NT'], [320, 'Celkem']]], [110, [[40, 'Množství (MWh)'], [200, '2,003'], [260, '5,699']]], [120, [[40, 'Jednotková cena (Kč/MWh)'], [200, '648,62'], [260, '438,09']]], [130, [[40, 'Cena bez DPH (Kč)'], [200, '1 299,19'], [260, '2 496,67'], [320, '3 795,86']]]])))).toEqual(['Distribuce elektřiny VT | 2,003 MWh | 648,62 Kč/MWh | 1 299,19 Kč', 'Distribuce elektřiny NT | 5,699 MWh | 438,09 Kč/MWh | 2 496,67 Kč'])
  })

  test('a matrix without amounts is left as printed', () => {
    expect(texts(transposeMatrices(printed([[100, [[40, 'Distribuce elektřiny'], [200, 'VT'], [260, 'NT']]], [110, [[40, 'Množství (MWh)'], [200, '2,003'], [260, '5,699']]]])))).toEqual(['Distribuce elektřiny | VT | NT', 'Množství (MWh) | 2,003 | 5,699'])
  })
})
