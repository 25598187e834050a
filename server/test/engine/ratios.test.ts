/**
 * One set of ratios everywhere (property over many households): self-consumption = (direct + charge) /
 * production and self-sufficiency = (direct + discharge) / consumption agree with the monthly table's
 * sums, and the PDF doughnuts' whole percents add up to 100 with the own-PV parts equal to the headline.
 */
import { describe, expect, test } from 'bun:test'
import type { StudyPreviewRequest } from '@partner/energy-shared'
import { shippedHdoCatalog } from '../../src/data/hdo.ts'
import { runStudy } from '../../src/engine/index.ts'
import { shippedEngineData } from '../../src/modules/studies/simulation.ts'
import { groupedPercents, largestRemainder } from '../../src/modules/studies/pdf/shares.ts'
import { householdRequest } from './requests.ts'

const data = shippedEngineData()
const hdo = shippedHdoCatalog()

/** Deterministic pseudo-random numbers (mulberry32), so a failure names a reproducible case. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function households(count: number): StudyPreviewRequest[] {
  const next = random(14)
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!
  return Array.from({ length: count }, () =>
    householdRequest({
      periodType: pick(['2024', '2025', '12M']),
      yearlyConsumptionKWh: Math.round(1000 + next() * 14_000),
      totalKWp: Math.round(next() * 150) / 10,
      battery: next() < 0.3 ? null : { batterySizeKwh: Math.round(next() * 20), reservedBatteryCapacityPercentage: Math.round(next() * 30) },
      electricitySellingSettings: pick([
        null,
        { sellingType: 'SPOT', feeType: 'PerMWh', fee: Math.round(next() * 500), spotPriceMinZero: next() < 0.5 },
        { sellingType: 'FIX', feeType: 'PerMWh', fee: 1000 },
      ] as const),
    }),
  )
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('ratio consistency over 40 households', () => {
  const cases = households(40).map((request) => ({ request, result: runStudy(request, data, hdo) }))

  test('monthly sums equal the totals, and the ratios follow from them', () => {
    for (const { result } of cases) {
      const { energy, monthly } = result
      const tolerance = 0.001 * monthly.length
      expect(Math.abs(sum(monthly.map((m) => m.productionKWh)) - energy.productionKWh)).toBeLessThanOrEqual(tolerance)
      expect(Math.abs(sum(monthly.map((m) => m.consumptionKWh)) - energy.consumptionKWh)).toBeLessThanOrEqual(tolerance)
      expect(Math.abs(sum(monthly.map((m) => m.importKWh)) - energy.importKWh)).toBeLessThanOrEqual(tolerance)
      expect(Math.abs(sum(monthly.map((m) => m.exportKWh)) - energy.exportKWh)).toBeLessThanOrEqual(tolerance)
      expect(Math.abs(sum(monthly.map((m) => m.curtailedKWh)) - energy.curtailedKWh)).toBeLessThanOrEqual(tolerance)
      const selfConsumed = sum(monthly.map((m) => m.selfConsumedProductionKWh))
      const fromPv = sum(monthly.map((m) => m.consumptionFromPvKWh))
      expect(Math.abs(selfConsumed - (energy.directUseKWh + energy.batteryChargeKWh))).toBeLessThanOrEqual(tolerance)
      expect(Math.abs(fromPv - (energy.directUseKWh + energy.batteryDischargeKWh))).toBeLessThanOrEqual(tolerance)
      if (energy.productionKWh > 1) expect(Math.abs(selfConsumed / energy.productionKWh - energy.selfConsumptionRatio)).toBeLessThanOrEqual(0.0002)
      expect(Math.abs(fromPv / energy.consumptionKWh - energy.selfSufficiency)).toBeLessThanOrEqual(0.0002)
      // Every kWh of production and of consumption is accounted for once.
      expect(Math.abs(energy.directUseKWh + energy.batteryChargeKWh + energy.exportKWh + energy.curtailedKWh - energy.productionKWh)).toBeLessThanOrEqual(0.01)
      expect(Math.abs(energy.directUseKWh + energy.batteryDischargeKWh + energy.importKWh - energy.consumptionKWh)).toBeLessThanOrEqual(0.01)
    }
  })

  test('doughnut shares are whole percents summing to 100, own parts equal to the headline percent', () => {
    for (const { result } of cases) {
      const { energy } = result
      const coverage = groupedPercents([energy.directUseKWh, energy.batteryDischargeKWh], [energy.importKWh], energy.selfSufficiency)
      expect(sum(coverage)).toBe(100)
      expect(coverage[0]! + coverage[1]!).toBe(Math.round(energy.selfSufficiency * 100))
      if (energy.productionKWh <= 0) continue
      const use = groupedPercents([energy.directUseKWh, energy.batteryChargeKWh], [energy.exportKWh, energy.curtailedKWh], energy.selfConsumptionRatio)
      expect(sum(use)).toBe(100)
      expect(use[0]! + use[1]!).toBe(Math.round(energy.selfConsumptionRatio * 100))
    }
  })
})

test('largest remainder: whole units summing to the total, each within one unit of its exact share', () => {
  expect(largestRemainder([50.4, 29.4, 20.2], 100)).toEqual([51, 29, 20])
  expect(largestRemainder([1, 1, 1], 100)).toEqual([34, 33, 33])
  expect(largestRemainder([0, 0], 100)).toEqual([0, 0])
  const next = random(7)
  for (let i = 0; i < 200; i++) {
    const values = Array.from({ length: 2 + Math.floor(next() * 4) }, () => next() * 1000)
    const parts = largestRemainder(values, 100)
    expect(sum(parts)).toBe(100)
    const whole = sum(values)
    for (const [index, part] of parts.entries()) expect(Math.abs(part - (values[index]! / whole) * 100)).toBeLessThan(1)
  }
})
