/**
 * Price-aware dispatch against an independent optimum (the same daily problem as a linear programme
 * solved by HiGHS, WebAssembly build from npm, in the test only) and one 24-hour day computed by hand.
 */
import { describe, expect, test } from 'bun:test'
import type { StudyPreviewRequest } from '@partner/energy-shared'
import loadHighs from 'highs'
import { shippedHdoCatalog } from '../../src/data/hdo.ts'
import { optimiseDay, type BatteryLimits, type DispatchHours, type DispatchSettings } from '../../src/engine/dispatch.ts'
import { runStudy } from '../../src/engine/index.ts'
import { dispatchProblemOf } from '../../src/engine/study.ts'
import { shippedEngineData } from '../../src/modules/studies/simulation.ts'
import { dayAsLp, dayObjective, selfConsumptionDay } from './dispatch-support.ts'

const data = shippedEngineData()
const hdo = shippedHdoCatalog()
const highs = await loadHighs()

/** A spot household on PRE D57d-like terms as in the issue (9.9 kWp, 10 kWh), here on ČEZ D02d / D25d whose price lists cover 2025. */
function spotRequest(battery: Partial<NonNullable<StudyPreviewRequest['battery']>>, buyingMinZero = false): StudyPreviewRequest {
  return {
    periodType: '2025',
    yearlyConsumptionKWh: 4500,
    totalKWp: 9.9,
    battery: { batterySizeKwh: 10, reservedBatteryCapacityPercentage: 10, ...battery },
    distribution: { distributor: 'CEZ', distributionRate: 'D02d', circuitBreakerMonthlyFee: 256 },
    electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 450, spotPriceMinZero: buyingMinZero },
    electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: 350, spotPriceMinZero: false },
  }
}

function fixTwoTariffRequest(battery: Partial<NonNullable<StudyPreviewRequest['battery']>>): StudyPreviewRequest {
  return {
    ...spotRequest(battery),
    distribution: { distributor: 'CEZ', distributionRate: 'D25d', lowTariffCommand: 'AKU8V2', circuitBreakerMonthlyFee: 256 },
    electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: 3500, feeLowTariff: 2200 },
    electricitySellingSettings: { sellingType: 'FIX', feeType: 'PerMWh', fee: 1000 },
  }
}

const dayIndex = (iso: string) => Math.round((Date.parse(iso) - Date.parse('2025-01-01')) / 86_400_000)

interface Case {
  name: string
  day: number
}

function lpOptimum(hours: DispatchHours, from: number, to: number, soc: number, limits: BatteryLimits, settings: DispatchSettings, exclusive = false): number {
  const solution = highs.solve(dayAsLp(hours, from, to, soc, limits, settings, exclusive), { output_flag: false })
  if (solution.Status !== 'Optimal') throw new Error(`LP: ${solution.Status}`)
  return solution.ObjectiveValue
}

function checkDays(request: StudyPreviewRequest, pick: (problem: ReturnType<typeof dispatchProblemOf>) => Case[], exclusive = false) {
  const problem = dispatchProblemOf(request, data, hdo)
  const { hours, dayStarts, limits, settings } = problem
  const cases = pick(problem)
  expect(cases.length).toBeGreaterThan(0)
  for (const { name, day } of cases) {
    const from = dayStarts[day]!
    const to = dayStarts[day + 1]!
    for (const share of [0, 0.35, 1]) {
      const soc = limits.reserve + share * (limits.capacity - limits.reserve)
      const plan = new Float64Array(hours.load.length)
      optimiseDay(hours, from, to, soc, limits, settings, plan)
      const engine = dayObjective(hours, from, to, soc, plan, limits, settings)
      const optimum = lpOptimum(hours, from, to, soc, limits, settings, exclusive)
      // The method is exact: equal up to the LP solver's tolerances, far inside the 0.5 % goal.
      const gap = Math.abs(engine - optimum)
      if (gap > Math.max(1e-5, 1e-7 * Math.abs(optimum))) throw new Error(`${name} (day ${day}, start ${share}): engine ${engine}, LP ${optimum}`)
      expect(gap).toBeLessThanOrEqual(0.005 * Math.abs(optimum) + 1e-5)
    }
  }
}

const fixedDays = (): Case[] => [
  { name: 'winter', day: dayIndex('2025-01-15') },
  { name: 'winter weekend', day: dayIndex('2025-02-08') },
  { name: 'spring', day: dayIndex('2025-04-10') },
  { name: 'summer', day: dayIndex('2025-07-01') },
  { name: 'autumn', day: dayIndex('2025-10-07') },
]

/** Days of the problem with at least `hours` hours whose spot selling price is negative (curtailed export). */
function negativeDays({ hours, dayStarts }: ReturnType<typeof dispatchProblemOf>, least: number): Case[] {
  const days: Case[] = []
  for (let day = 0; day + 1 < dayStarts.length && days.length < 6; day++) {
    let negative = 0
    for (let h = dayStarts[day]!; h < dayStarts[day + 1]!; h++) negative += hours.exportOk[h] === 0 ? 1 : 0
    if (negative >= least) days.push({ name: `negative prices (${negative} h)`, day })
  }
  return days
}

/** Days with an hour whose marginal buy price is negative (spot buying not floored at 0). */
function negativeBuyDays({ hours, dayStarts }: ReturnType<typeof dispatchProblemOf>): Case[] {
  const days: Case[] = []
  for (let day = 0; day + 1 < dayStarts.length; day++) {
    let negative = 0
    for (let h = dayStarts[day]!; h < dayStarts[day + 1]!; h++) negative += hours.buy[h]! < 0 ? 1 : 0
    if (negative > 0) days.push({ name: `negative buy price (${negative} h)`, day })
  }
  return days
}

function dstDays({ dayStarts }: ReturnType<typeof dispatchProblemOf>): Case[] {
  const days: Case[] = []
  for (let day = 0; day + 1 < dayStarts.length; day++) {
    const length = dayStarts[day + 1]! - dayStarts[day]!
    if (length !== 24) days.push({ name: `DST day of ${length} hours`, day })
  }
  return days
}

describe('price-aware dispatch equals the LP optimum (HiGHS) of the same day', () => {
  test('spot buying and selling: winter, spring, summer, autumn days', () => {
    checkDays(spotRequest({ dispatch: 'price-aware' }), fixedDays)
  })

  test('spot: days with negative prices (export curtailed)', () => {
    checkDays(spotRequest({ dispatch: 'price-aware' }), (problem) => negativeDays(problem, 4))
  })

  test('spot: DST days of 23 and 25 hours', () => {
    const request = spotRequest({ dispatch: 'price-aware' })
    checkDays(request, (problem) => {
      const days = dstDays(problem)
      expect(days.map((d) => problem.dayStarts[d.day + 1]! - problem.dayStarts[d.day]!).sort()).toEqual([23, 25])
      return days
    })
  })

  test('spot with grid charging and selling from the battery, with a cycle cost', () => {
    for (const battery of [
      { dispatch: 'price-aware' as const, gridCharging: true },
      { dispatch: 'price-aware' as const, gridCharging: true, exportFromBattery: true },
      { dispatch: 'price-aware' as const, gridCharging: true, exportFromBattery: true, cycleCostCzkPerKWh: 0.8 },
    ]) {
      // Buying floored at 0: the buy price stays ≥ 0, so every hour's cost is convex and the LP is the same problem.
      checkDays(spotRequest(battery, true), (problem) => [...fixedDays(), ...negativeDays(problem, 4).slice(0, 3), ...dstDays(problem)])
    }
  }, 60_000)

  test('negative buy prices with grid charging (hours whose cost is not convex): equal to the MILP optimum of the same model', () => {
    // Binaries exclude charging and discharging, and importing and exporting, in one hour: with a
    // negative buy price the LP relaxation would do both and pump energy, the engine's model may not.
    for (const periodType of ['2025', '12M']) {
      for (const battery of [
        { dispatch: 'price-aware' as const, gridCharging: true },
        { dispatch: 'price-aware' as const, gridCharging: true, exportFromBattery: true },
      ]) {
        checkDays({ ...spotRequest(battery), periodType }, (problem) => negativeBuyDays(problem).slice(0, 4), true)
      }
    }
  }, 60_000)

  test('a two-tariff FIX day (VT/NT difference), with and without grid charging', () => {
    checkDays(fixTwoTariffRequest({ dispatch: 'price-aware' }), fixedDays)
    checkDays(fixTwoTariffRequest({ dispatch: 'price-aware', gridCharging: true }), (problem) => [...fixedDays(), ...dstDays(problem)])
  })
})

describe('study results', () => {
  test('price-aware dispatch saves at least as much as self-consumption over the year; the comparison is in every battery study', () => {
    const selfConsumption = runStudy(spotRequest({}), data, hdo)
    const priceAware = runStudy(spotRequest({ dispatch: 'price-aware' }), data, hdo)
    expect(selfConsumption.dispatchComparison).toEqual(priceAware.dispatchComparison!)
    expect(priceAware.headlineYearlySaving).toBe(priceAware.dispatchComparison!.priceAwareSavingCzk)
    expect(selfConsumption.headlineYearlySaving).toBe(selfConsumption.dispatchComparison!.selfConsumptionSavingCzk)
    expect(priceAware.headlineYearlySaving).toBeGreaterThan(selfConsumption.headlineYearlySaving)
    expect(priceAware.energy.gridChargeKWh).toBe(0)
    expect(priceAware.energy.batteryExportKWh).toBe(0)
    expect(priceAware.inputs.battery).toMatchObject({ dispatch: 'price-aware', gridCharging: false, exportFromBattery: false, cycleCostCzkPerKWh: 0 })
    expect(priceAware.assumptions.find((a) => a.key === 'battery-dispatch')?.text).toContain('perfect-foresight upper bound')
    expect(priceAware.assumptions.find((a) => a.key === 'battery-dispatch')?.text).toContain('default 0')
    expect(runStudy(spotRequest({}), data, hdo).assumptions.some((a) => a.key === 'battery-dispatch')).toBe(false)
    const noBattery = runStudy({ ...spotRequest({}), battery: null }, data, hdo)
    expect(noBattery.dispatchComparison).toBeNull()
  })

  test('grid charging and selling from the battery show in the energy figures', () => {
    const result = runStudy(spotRequest({ dispatch: 'price-aware', gridCharging: true, exportFromBattery: true }, true), data, hdo)
    expect(result.energy.gridChargeKWh!).toBeGreaterThan(0)
    expect(result.energy.batteryExportKWh!).toBeGreaterThan(0)
    expect(result.dispatchComparison!.priceAwareSavingCzk).toBeGreaterThan(result.dispatchComparison!.selfConsumptionSavingCzk)
  })

  test('energy charged from the grid is no own PV: self-sufficiency counts only the PV share of the discharge', () => {
    const noPv = runStudy({ ...spotRequest({ dispatch: 'price-aware', gridCharging: true }, true), totalKWp: 0 }, data, hdo)
    expect(noPv.energy.batteryDischargeKWh).toBeGreaterThan(0)
    expect(noPv.energy.selfSufficiency).toBe(0)
    expect(noPv.monthly.every((row) => row.consumptionFromPvKWh === 0)).toBe(true)
    const withPv = runStudy(spotRequest({ dispatch: 'price-aware', gridCharging: true }, true), data, hdo)
    const { directUseKWh, batteryDischargeKWh, consumptionKWh } = withPv.energy
    expect(withPv.energy.selfSufficiency).toBeLessThan((directUseKWh + batteryDischargeKWh) / consumptionKWh)
    expect(withPv.energy.selfSufficiency).toBeGreaterThan(directUseKWh / consumptionKWh)
    // Without grid charging every kWh in the battery is PV.
    const pvOnly = runStudy(spotRequest({ dispatch: 'price-aware' }), data, hdo)
    expect(Math.abs(pvOnly.energy.selfSufficiency - (pvOnly.energy.directUseKWh + pvOnly.energy.batteryDischargeKWh) / pvOnly.energy.consumptionKWh)).toBeLessThan(1e-4)
  })

  test('the battery sizes of an extended study run price-aware too when the study does', () => {
    const extended = { study: { extendedStudy: true } }
    const priceAware = runStudy({ ...spotRequest({ dispatch: 'price-aware' }), ...extended }, data, hdo)
    const selfConsumption = runStudy({ ...spotRequest({}), ...extended }, data, hdo)
    expect(priceAware.sensitivity!.find((row) => row.batterySizeKwh === 10)!.yearlySavingCzk).toBe(priceAware.headlineYearlySaving)
    for (const row of priceAware.sensitivity!) {
      const reference = selfConsumption.sensitivity!.find((other) => other.batterySizeKwh === row.batterySizeKwh)!
      if (row.batterySizeKwh === 0) expect(row.yearlySavingCzk).toBe(reference.yearlySavingCzk)
      else expect(row.yearlySavingCzk).toBeGreaterThan(reference.yearlySavingCzk)
    }
  })

  test('a FIX single-tariff customer gains nothing, and the result says so', () => {
    const request: StudyPreviewRequest = {
      ...spotRequest({ dispatch: 'price-aware', gridCharging: true }),
      electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: 3500 },
      electricitySellingSettings: { sellingType: 'FIX', feeType: 'PerMWh', fee: 1000 },
    }
    const result = runStudy(request, data, hdo)
    expect(result.dispatchComparison!.priceAwareSavingCzk).toBe(result.dispatchComparison!.selfConsumptionSavingCzk)
    expect(result.assumptions.map((a) => a.key)).toContain('dispatch-no-gain')
    expect(result.energy.gridChargeKWh).toBe(0)
  })

  test('a two-tariff FIX customer gains from the VT/NT difference', () => {
    const result = runStudy(fixTwoTariffRequest({ dispatch: 'price-aware', gridCharging: true }), data, hdo)
    expect(result.dispatchComparison!.priceAwareSavingCzk).toBeGreaterThan(result.dispatchComparison!.selfConsumptionSavingCzk)
    expect(result.assumptions.map((a) => a.key)).not.toContain('dispatch-no-gain')
  })
})

describe('golden 24-hour day computed by hand', () => {
  // Load 1 kWh every hour; PV 4 kWh in hours 10–13 (surplus 3 kWh each). Buy 2 CZK/kWh, 6 CZK/kWh in
  // hours 17–20. Sell 1 CZK/kWh in hours 10–11; hours 12–13 have a negative price: export curtailed (0).
  // Battery 6 kWh, no reserve, 3 kWh per hour, efficiencies 1; it starts empty. Energy left at the
  // end is valued at the day's cheapest buy price, 2 CZK/kWh.
  const n = 24
  const hours: DispatchHours = {
    load: new Float64Array(n).fill(1),
    pv: Float64Array.from({ length: n }, (_, h) => (h >= 10 && h <= 13 ? 4 : 0)),
    buy: Float64Array.from({ length: n }, (_, h) => (h >= 17 && h <= 20 ? 6 : 2)),
    sell: Float64Array.from({ length: n }, (_, h) => (h === 10 || h === 11 ? 1 : 0)),
    exportOk: Uint8Array.from({ length: n }, (_, h) => (h === 12 || h === 13 ? 0 : 1)),
  }
  const limits: BatteryLimits = { reserve: 0, capacity: 6, power: 3, chargeEfficiency: 1, dischargeEfficiency: 1 }
  const settings: DispatchSettings = { dispatch: 'price-aware', gridCharging: false, exportFromBattery: false, cycleCostCzkPerKWh: 0 }

  test('self-consumption: fills up at 10–11, curtails 6 kWh at 12–13, runs empty at 19: 32 CZK', () => {
    const plan = new Float64Array(n)
    expect(selfConsumptionDay(hours, 0, n, 0, limits, plan)).toBe(0)
    expect(Array.from(plan, (x) => x + 0)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0])
    // Hours 0–9 bought at 2 (20), 20 at 6, 21–23 at 2 (6); the surplus of 10–11 stored, not sold.
    expect(dayObjective(hours, 0, n, 0, plan, limits, settings)).toBe(32)
  })

  test('price-aware: sells at 10–11, stores the curtailed 12–13 surplus, keeps 4 kWh for the 6 CZK hours: 22 CZK', () => {
    const plan = new Float64Array(n)
    expect(optimiseDay(hours, 0, n, 0, limits, settings, plan)).toBe(0)
    // 6 kWh of free energy; 4 kWh go to hours 17–20 (6 CZK), 2 kWh save 2 CZK each wherever they go —
    // among equal choices the plan keeps self-consumption's: hours 14 and 15, then nothing at 16.
    expect(Array.from(plan)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3, -1, -1, 0, -1, -1, -1, -1, 0, 0, 0])
    // Hours 0–9: 20; 10–11: sell 3 kWh at 1 each (−6); 16: 2; 21–23: 6 → 22.
    expect(dayObjective(hours, 0, n, 0, plan, limits, settings)).toBe(22)
  })

  test('grid charging adds nothing on this day (the free midday energy fills the battery)', () => {
    const plan = new Float64Array(n)
    optimiseDay(hours, 0, n, 0, limits, { ...settings, gridCharging: true }, plan)
    expect(dayObjective(hours, 0, n, 0, plan, limits, { ...settings, gridCharging: true })).toBe(22)
  })
})
