import { describe, expect, test } from 'bun:test'
import { withLabelWordsWrittenOut } from '../../../src/modules/invoices/extraction/passes/label-words.ts'
import { printed, texts } from './lines.ts'

describe('line pass: label words', () => {
  test('abbreviated label words are written out and a calculation’s sign dropped', () => {
    const lines = printed([[100, [[40, 'Zúčt. období'], [200, '1. 1. 2025 - 31. 12. 2025']]], [110, [[40, '= Vracíme Vám'], [200, '512,00 Kč']]]]).map(withLabelWordsWrittenOut)
    expect(lines.map((line) => line.cells[0]!.folded)).toEqual(['zuctovaci obdobi', 'vracime vam'])
    expect(texts(lines)[1]).toBe('Vracíme Vám | 512,00 Kč')
  })

  test('a line with nothing to write out is the same line', () => {
    const [line] = printed([[100, [[40, 'Číslo faktury'], [200, '2025001234']]]])
    expect(withLabelWordsWrittenOut(line!)).toBe(line!)
  })
})
