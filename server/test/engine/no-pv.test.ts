/**
 * A study without PV (totalKWp 0) on the shipped data: the bill as it is, every figure finite, no payback,
 * and assumptions that say why; a production too small to show (under 1 Wh) takes no ratio.
 */
import { describe, expect, test } from 'bun:test'
import type { StudyResult } from '@partner/energy-shared'
import { shippedHdoCatalog } from '../../src/data/hdo.ts'
import { runStudy } from '../../src/engine/index.ts'
import { shippedEngineData } from '../../src/modules/studies/simulation.ts'
import { householdRequest } from './requests.ts'

const data = shippedEngineData()
const hdo = shippedHdoCatalog()

/** Every number anywhere in the result. */
function numbers(value: unknown): number[] {
  if (typeof value === 'number') return [value]
  if (Array.isArray(value)) return value.flatMap(numbers)
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbers)
  return []
}

const keys = (result: StudyResult) => result.assumptions.map((assumption) => assumption.key)

describe('totalKWp 0', () => {
  const selling = { sellingType: 'SPOT' as const, feeType: 'PerMWh' as const, fee: 350, monthlyFeeCzk: 120 }
  const noPv = runStudy(householdRequest({ totalKWp: 0, electricitySellingSettings: selling, study: { extendedStudy: true } }), data, hdo)

  test('every figure is finite; nothing is produced, stored or sold; the bill with PV is the bill as it is', () => {
    expect(numbers(noPv).every(Number.isFinite)).toBe(true)
    expect(noPv.energy).toMatchObject({ productionKWh: 0, directUseKWh: 0, batteryChargeKWh: 0, exportKWh: 0, selfConsumptionRatio: 0, selfSufficiency: 0, batteryCycles: 0 })
    expect(noPv.billWithPv).toEqual(noPv.baselineBill)
    expect(noPv.energy.importKWh).toBeCloseTo(noPv.energy.consumptionKWh, 2)
  })

  test("the trader's monthly selling fee is not charged: there is nothing to sell, so the saving is 0, not a loss", () => {
    expect(noPv.selling).toMatchObject({ revenueCzk: 0, monthlyFeesCzk: 0, netRevenueCzk: 0 })
    expect(noPv.headlineYearlySaving).toBe(0)
    expect(noPv.savingCzk).toBe(0)
  })

  test('no payback, here and in every battery size of the sensitivity; the assumptions say why', () => {
    expect(noPv.paybackYears).toBeNull()
    expect(noPv.sensitivity!.map((row) => row.paybackYears)).toEqual([null, null, null, null])
    expect(keys(noPv)).toEqual(expect.arrayContaining(['no-pv', 'battery-idle', 'selling-unused', 'no-payback']))
    expect(keys(noPv)).not.toContain('pv-site')
    expect(keys(noPv)).not.toContain('payback')
    expect(noPv.inputs.pvArrays).toEqual([])
  })

  test('without a battery either: no battery assumption at all', () => {
    const bare = runStudy(householdRequest({ totalKWp: 0, battery: null }), data, hdo)
    expect(bare.paybackYears).toBeNull()
    expect(keys(bare)).not.toContain('battery-idle')
    expect(keys(bare)).not.toContain('battery')
  })

  test('a battery charged from the grid and selling to it works without PV: what it sells pays the selling fee, and no assumption says it stays empty', () => {
    const battery = { batterySizeKwh: 10, reservedBatteryCapacityPercentage: 10, dispatch: 'price-aware' as const, gridCharging: true, exportFromBattery: true }
    const alone = runStudy(householdRequest({ totalKWp: 0, battery, electricitySellingSettings: selling }), data, hdo)
    expect(numbers(alone).every(Number.isFinite)).toBe(true)
    expect(alone.energy.productionKWh).toBe(0)
    expect(alone.energy.batteryDischargeKWh).toBeGreaterThan(0)
    expect(alone.energy.exportKWh).toBeGreaterThan(0)
    expect(alone.selling.monthlyFeesCzk).toBeCloseTo(12 * 120, 0)
    expect(keys(alone)).toContain('no-pv')
    expect(keys(alone)).not.toContain('battery-idle')
    expect(keys(alone)).not.toContain('selling-unused')
  })

  test('roof planes of 0 kWp are no PV too', () => {
    const planes = runStudy(householdRequest({ totalKWp: 0, pvArrays: [{ kWp: 0, tiltDeg: 30, azimuthDeg: 0 }] }), data, hdo)
    expect(planes.energy.productionKWh).toBe(0)
    expect(keys(planes)).toContain('no-pv')
  })
})

test('a custom production too small to show as 1 Wh is none: no 100 % self-consumption of "0 kWh", no payback from a fraction of a crown', () => {
  const hours = 24
  const result = runStudy(
    householdRequest({
      periodType: null,
      from: '2025-06-01',
      to: '2025-06-01',
      customProductionConsumptionData: { start: '2025-05-31T22:00:00.000Z', granularity: 'PT1H', productionKWh: Array.from({ length: hours }, () => 1e-320) },
    }),
    data,
    hdo,
  )
  expect(result.energy.productionKWh).toBe(0)
  expect(result.energy.selfConsumptionRatio).toBe(0)
  expect(result.paybackYears).toBeNull()
  expect(numbers(result).every(Number.isFinite)).toBe(true)
})
