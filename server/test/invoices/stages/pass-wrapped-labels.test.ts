import { describe, expect, test } from 'bun:test'
import { joinWrappedLabels } from '../../../src/modules/invoices/extraction/passes/wrapped-labels.ts'
import { printed, texts } from './lines.ts'

describe('line pass: wrapped labels', () => {
  test('a label wrapped in its cell reads whole', () => {
    expect(texts(joinWrappedLabels(printed([[100, [[40, 'Číslo daňového'], [200, '2025001234']]], [110, [[40, 'dokladu']]]]), () => true))).toEqual(['Číslo daňového dokladu | 2025001234'])
  })

  test('a cell that is no label keeps the line under it', () => {
    expect(texts(joinWrappedLabels(printed([[100, [[40, 'Číslo daňového'], [200, '2025001234']]], [110, [[40, 'dokladu']]]]), () => false))).toEqual(['Číslo daňového | 2025001234', 'dokladu'])
  })
})
