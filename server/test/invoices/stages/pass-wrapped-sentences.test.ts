import { describe, expect, test } from 'bun:test'
import { joinWrappedSentences } from '../../../src/modules/invoices/extraction/passes/wrapped-sentences.ts'
import { printed, texts } from './lines.ts'

describe('line pass: wrapped sentences', () => {
  test('an item told in a sentence wrapped over two lines reads as one line', () => {
    expect(texts(joinWrappedSentences(printed([[100, [[40, 'Přirážka obchodníka - 4 391 kWh po 0,35923 Kč/kWh']]], [110, [[40, '- činí 1 577,38 Kč.']]]])))).toEqual(['Přirážka obchodníka - 4 391 kWh po 0,35923 Kč/kWh - činí 1 577,38 Kč.'])
  })

  test('a line starting in upper case starts a sentence of its own', () => {
    expect(texts(joinWrappedSentences(printed([[100, [[40, 'Přirážka obchodníka - 4 391 kWh po 0,35923 Kč/kWh']]], [110, [[40, 'Celkem 1 577,38 Kč.']]]])))).toEqual(['Přirážka obchodníka - 4 391 kWh po 0,35923 Kč/kWh', 'Celkem 1 577,38 Kč.'])
  })
})
