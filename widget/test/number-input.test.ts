import { describe, expect, test } from 'bun:test'
import { numberText } from '../src/number-input.ts'

const nbsp = (text: string) => text.replace(/ /g, '\u00a0')

describe('Czech', () => {
  const cs = numberText('cs-CZ')

  test('formats with a space between thousands and a decimal comma', () => {
    expect(cs.format(12632)).toBe(nbsp('12 632'))
    expect(cs.format(3533.94)).toBe(nbsp('3 533,94'))
    expect(cs.format(0.5)).toBe('0,5')
    expect(cs.format(-499)).toBe('-499')
  })

  test('reads what people type: spaces of any kind, a decimal comma, or a lone dot', () => {
    expect(cs.parse('12 632')).toBe(12632)
    expect(cs.parse(nbsp('3 533,94'))).toBe(3533.94)
    expect(cs.parse('3\u202f533,94')).toBe(3533.94)
    expect(cs.parse('3533,94')).toBe(3533.94)
    expect(cs.parse('7.5')).toBe(7.5)
    expect(cs.parse('1.234.567,5')).toBe(1234567.5)
    expect(cs.parse('−200')).toBe(-200)
    expect(cs.parse(cs.format(3533.94))).toBe(3533.94)
  })

  test('empty is null; anything else that is not a number is NaN', () => {
    expect(cs.parse('')).toBeNull()
    expect(cs.parse('  ')).toBeNull()
    expect(cs.parse('abc')).toBeNaN()
    expect(cs.parse('12,5,3')).toBeNaN()
    expect(cs.parse('5 kWh')).toBeNaN()
  })
})

describe('English', () => {
  const en = numberText('en-GB')

  test('formats with a comma between thousands and a decimal point, and reads it back', () => {
    expect(en.format(3533.94)).toBe('3,533.94')
    expect(en.parse('3,533.94')).toBe(3533.94)
    expect(en.parse('12 632')).toBe(12632)
    expect(en.parse('7.5')).toBe(7.5)
    expect(en.parse('7,5')).toBeNaN()
    expect(en.parse('1,234,567.5')).toBe(1234567.5)
  })
})
