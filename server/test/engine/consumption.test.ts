import { describe, expect, test } from 'bun:test'
import { monthlyConsumptionProfile, tddProfiles } from '../../src/data/tdd.ts'
import { tddColumn } from '../../src/engine/consumption.ts'

describe('load profiles', () => {
  test('every class and regional TDD5 variant is shipped', () => {
    expect(Object.keys(tddProfiles()).sort()).toEqual(
      ['TDD1', 'TDD2', 'TDD3', 'TDD4', 'TDD6', 'TDD7', 'TDD8', ...['JizniCechy', 'JizniMorava', 'Praha', 'SeverniCechy', 'SeverniMorava', 'StredniCechy', 'VychodniCechy', 'ZapadniCechy'].map((r) => `TDD5_${r}`)].sort(),
    )
  })

  test('TDD5 variant by distributor and region, with stated defaults', () => {
    expect(tddColumn('TDD4', 'PRE', null)).toEqual({ column: 'TDD4', regionMatched: true })
    expect(tddColumn('TDD5', 'PRE', null)).toEqual({ column: 'TDD5_Praha', regionMatched: false })
    expect(tddColumn('TDD5', 'CEZ', 'morava')).toEqual({ column: 'TDD5_SeverniMorava', regionMatched: true })
    expect(tddColumn('TDD5', 'EGD', 'ZAPAD')).toEqual({ column: 'TDD5_JizniCechy', regionMatched: true })
    expect(tddColumn('TDD5', 'CEZ', 'unknown')).toEqual({ column: 'TDD5_StredniCechy', regionMatched: false })
  })

  test('the monthly profile sums exactly to the yearly consumption', () => {
    for (const yearly of [4000, 3333.33, 12_345.67]) {
      const months = monthlyConsumptionProfile('TDD4', yearly, 2025)
      expect(months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
      expect(Math.round(months.reduce((sum, m) => sum + m.consumptionKWh, 0) * 100)).toBe(Math.round(yearly * 100))
    }
    const household = monthlyConsumptionProfile('TDD4', 4000, 2025)
    expect(household[0]!.consumptionKWh).toBeGreaterThan(household[6]!.consumptionKWh) // January above July
    const heating = monthlyConsumptionProfile('TDD7', 4000, 2025)
    expect(heating[0]!.consumptionKWh / heating[6]!.consumptionKWh).toBeGreaterThan(household[0]!.consumptionKWh / household[6]!.consumptionKWh)
  })
})
