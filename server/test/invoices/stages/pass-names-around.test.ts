import { describe, expect, test } from 'bun:test'
import { joinNamesAround } from '../../../src/modules/invoices/extraction/passes/names-around.ts'
import { printed, texts } from './lines.ts'

describe('line pass: names around values', () => {
  test('a two-line name printed around its values line becomes the row’s label', () => {
    expect(texts(joinNamesAround(printed([[96, [[40, 'Podpora elektřiny z']]], [100, [[200, '2,000 MWh'], [280, '495,00'], [340, '990,00']]], [104, [[40, 'podporovaných zdrojů (POZE)']]]])))).toEqual(['Podpora elektřiny z podporovaných zdrojů (POZE) | 2,000 MWh | 495,00 | 990,00'])
  })

  test('lines a full line apart are rows of their own', () => {
    expect(texts(joinNamesAround(printed([[80, [[40, 'Podpora elektřiny z']]], [100, [[200, '2,000 MWh'], [280, '495,00'], [340, '990,00']]], [120, [[40, 'podporovaných zdrojů (POZE)']]]])))).toEqual(['Podpora elektřiny z', '2,000 MWh | 495,00 | 990,00', 'podporovaných zdrojů (POZE)'])
  })
})
