import { describe, expect, test } from 'bun:test'
import type { Line } from '../../../src/modules/invoices/pdf/layout.ts'
import { LAYOUT_PASSES, labelPasses, ROW_PASSES, runPasses, type NamedPass, type Timings } from '../../../src/modules/invoices/extraction/passes/index.ts'
import { printed, texts } from './lines.ts'

describe('the ordered list of line passes', () => {
  test('every pass has a name of its own', () => {
    const names = [...LAYOUT_PASSES, ...labelPasses(() => false), ...ROW_PASSES].map(([name]) => name)
    expect(new Set(names).size).toBe(names.length)
  })

  test('passes run in the listed order, each on the output of the one before', () => {
    const tagged = (tag: string): NamedPass => [tag, (lines: Line[]) => lines.map((line) => ({ ...line, text: `${line.text}${tag}` }))]
    expect(texts(runPasses([tagged(' a'), tagged(' b'), tagged(' c')], printed([[100, [[40, 'x']]]])))).toEqual(['x a b c'])
  })

  test('with timings, each pass’s time is added under its name', () => {
    const timings: Timings = {}
    const lines = printed([[100, [[40, 'Silová elektřina'], [160, '2 MWh'], [240, '3 000,00'], [320, '6 000,00']]]])
    runPasses(ROW_PASSES, lines, timings)
    runPasses(ROW_PASSES, lines, timings)
    expect(Object.keys(timings)).toEqual(ROW_PASSES.map(([name]) => name))
    expect(Object.values(timings).every((ms) => ms >= 0)).toBe(true)
  })

  test('a plain item row goes through every row pass unchanged', () => {
    const lines = printed([[100, [[40, 'Silová elektřina'], [160, '2 MWh'], [240, '3 000,00'], [320, '6 000,00']]]])
    expect(texts(runPasses(ROW_PASSES, lines))).toEqual(['Silová elektřina | 2 MWh | 3 000,00 | 6 000,00'])
  })
})
