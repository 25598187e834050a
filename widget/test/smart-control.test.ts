/** The preview's line on smart (price-aware) battery control: for spot and two-tariff customers only, with the upper-bound assumption. */
import { describe, expect, test } from 'bun:test'
import { nothing, type TemplateResult } from 'lit'
import type { StudyResult } from '@partner/energy-sdk'
import { textsFor } from '../src/i18n.ts'
import { smartControl } from '../src/templates/preview-panel.ts'

const result = (inputs: Partial<StudyResult['inputs']>, comparison: StudyResult['dispatchComparison']) =>
  ({ inputs: { buyingType: 'FIX', sellingType: 'FIX', twoTariff: false, ...inputs }, dispatchComparison: comparison }) as unknown as StudyResult

const comparison = { selfConsumptionSavingCzk: 20_000, priceAwareSavingCzk: 21_610 }
const text = (line: ReturnType<typeof smartControl>) => (line as TemplateResult).values.join('')

describe('smart control line of the preview', () => {
  test('a spot customer sees what price-aware control adds a year, as an upper bound', () => {
    const cs = textsFor('cs')
    const line = smartControl(cs, result({ buyingType: 'SPOT' }, comparison))
    expect(line).not.toBe(nothing)
    expect(text(line)).toContain(cs.czk(1610))
    expect(text(line)).toContain('horní odhad')
    expect(text(smartControl(textsFor('en'), result({ sellingType: 'SPOT' }, comparison)))).toContain('upper bound')
  })

  test('a customer who chose smart control reads that the saving counts on it, and by how much', () => {
    const chosen = { ...result({ buyingType: 'SPOT' }, comparison), inputs: { buyingType: 'SPOT', sellingType: 'FIX', twoTariff: false, battery: { dispatch: 'price-aware' } } } as unknown as StudyResult
    expect(text(smartControl(textsFor('cs'), chosen))).toContain('počítá s chytrým řízením')
    expect(text(smartControl(textsFor('en'), chosen))).toContain('counts on smart control')
    expect(text(smartControl(textsFor('en'), chosen))).toContain(textsFor('en').czk(1610))
  })

  test('a two-tariff FIX customer sees it too', () => {
    expect(smartControl(textsFor('cs'), result({ twoTariff: true }, comparison))).not.toBe(nothing)
  })

  test('a FIX single-tariff customer, a study without a battery or without a gain sees nothing', () => {
    const cs = textsFor('cs')
    expect(smartControl(cs, result({}, comparison))).toBe(nothing)
    expect(smartControl(cs, result({ buyingType: 'SPOT' }, null))).toBe(nothing)
    expect(smartControl(cs, result({ buyingType: 'SPOT' }, undefined))).toBe(nothing)
    expect(smartControl(cs, result({ buyingType: 'SPOT' }, { selfConsumptionSavingCzk: 5, priceAwareSavingCzk: 5.5 }))).toBe(nothing)
  })
})
