import { describe, expect, test } from 'bun:test'
import { transposeItemColumns } from '../../../src/modules/invoices/extraction/passes/item-columns.ts'
import { printed, texts } from './lines.ts'

describe('line pass: item columns', () => {
  test('a table printed on its side becomes one row line per item column', () => {
    expect(texts(transposeItemColumns(printed([[100, [[40, 'Položka'], [160, 'Obchodní cena elektřiny'], [320, 'Celkem']]], [110, [[40, 'Měrná jednotka'], [160, 'MWh']]], [120, [[40, 'Množství'], [160, '3,841']]], [130, [[40, 'Cena za MJ (Kč)'], [160, '2.629,16']]], [140, [[40, 'Částka (Kč)'], [160, '10.098,60'], [320, '10.098,60']]]])))).toEqual(['Obchodní cena elektřiny | 3,841 MWh | 2.629,16 Kč/MWh | 10.098,60'])
  })

  test('an ordinary table header is left alone', () => {
    expect(texts(transposeItemColumns(printed([[100, [[40, 'Položka'], [160, 'Množství'], [240, 'Cena'], [320, 'Celkem']]], [110, [[40, 'Silová elektřina'], [160, '2 MWh'], [240, '3 000,00'], [320, '6 000,00']]]])))).toEqual(['Položka | Množství | Cena | Celkem', 'Silová elektřina | 2 MWh | 3 000,00 | 6 000,00'])
  })
})
