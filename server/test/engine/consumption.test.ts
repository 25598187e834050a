import { describe, expect, test } from 'bun:test'
import { tddProfiles } from '../../src/data/tdd.ts'
import { monthlyWeights, tddColumn } from '../../src/engine/consumption.ts'

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

  test('monthly weights follow the calendar: winter above summer, more so for a heating class', () => {
    const household = monthlyWeights(tddProfiles().TDD4!, 2025)
    const heating = monthlyWeights(tddProfiles().TDD7!, 2025)
    expect(household).toHaveLength(12)
    expect(household[0]!).toBeGreaterThan(household[6]!) // January above July
    expect(heating[0]! / heating[6]!).toBeGreaterThan(household[0]! / household[6]!)
    // A leap year's February has a day more of weight.
    expect(monthlyWeights(tddProfiles().TDD4!, 2024)[1]!).toBeGreaterThan(household[1]!)
  })
})
