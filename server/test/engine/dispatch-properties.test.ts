/**
 * Properties of price-aware dispatch over random days and random households (fast-check): never
 * dearer than self-consumption, energy conserved, the state of charge in bounds, no charging and
 * discharging in one hour, flat prices give self-consumption, grid charging and battery export only
 * when allowed.
 */
import { describe, expect, test } from 'bun:test'
import type { StudyPreviewRequest } from '@partner/energy-shared'
import fc from 'fast-check'
import { shippedHdoCatalog } from '../../src/data/hdo.ts'
import {
  MAX_PIECE_COMBINATIONS,
  optimiseDay,
  pieceCombinations,
  type BatteryLimits,
  type DispatchHours,
  type DispatchSettings,
} from '../../src/engine/dispatch.ts'
import { DEFAULT_ENGINE_OPTIONS, traceStudy } from '../../src/engine/index.ts'
import { shippedEngineData } from '../../src/modules/studies/simulation.ts'
import loadHighs from 'highs'
import { dayAsLp, dayObjective, selfConsumptionDay } from './dispatch-support.ts'

const highs = await loadHighs()

const kWhArray = (length: number, max: number) => fc.array(fc.double({ min: 0, max, noNaN: true }), { minLength: length, maxLength: length })

/** A random day (23, 24 or 25 hours) with buy ≥ sell ≥ 0, a random battery and start, random flags. */
const dayArbitrary = fc.constantFrom(23, 24, 25).chain((n) =>
  fc.record({
    n: fc.constant(n),
    load: kWhArray(n, 4),
    pv: kWhArray(n, 8),
    buy: fc.array(fc.double({ min: 0, max: 12, noNaN: true }), { minLength: n, maxLength: n }),
    sellShare: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n, maxLength: n }),
    exportOk: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    capacity: fc.double({ min: 0.5, max: 25, noNaN: true }),
    reserveShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    cRate: fc.double({ min: 0.1, max: 1.5, noNaN: true }),
    chargeEfficiency: fc.double({ min: 0.8, max: 1, noNaN: true }),
    dischargeEfficiency: fc.double({ min: 0.8, max: 1, noNaN: true }),
    startShare: fc.double({ min: 0, max: 1, noNaN: true }),
    gridCharging: fc.boolean(),
    exportFromBattery: fc.boolean(),
    cycleCost: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 2, noNaN: true })),
  }),
)

type Day = typeof dayArbitrary extends fc.Arbitrary<infer T> ? T : never

function problemOf(day: Day): { hours: DispatchHours; limits: BatteryLimits; settings: DispatchSettings; soc: number } {
  const hours: DispatchHours = {
    load: Float64Array.from(day.load),
    pv: Float64Array.from(day.pv),
    buy: Float64Array.from(day.buy),
    sell: Float64Array.from(day.buy, (buy, h) => (day.exportOk[h] ? buy * day.sellShare[h]! : 0)),
    exportOk: Uint8Array.from(day.exportOk, (ok) => (ok ? 1 : 0)),
  }
  const reserve = day.capacity * day.reserveShare
  const limits: BatteryLimits = {
    reserve,
    capacity: day.capacity,
    power: day.capacity * day.cRate,
    chargeEfficiency: day.chargeEfficiency,
    dischargeEfficiency: day.dischargeEfficiency,
  }
  const settings: DispatchSettings = {
    dispatch: 'price-aware',
    gridCharging: day.gridCharging,
    exportFromBattery: day.exportFromBattery,
    cycleCostCzkPerKWh: day.cycleCost,
  }
  return { hours, limits, settings, soc: reserve + day.startShare * (day.capacity - reserve) }
}

const tolerance = (scale: number) => 1e-9 * (1 + Math.abs(scale))

describe('one day, random data', () => {
  test('price-aware costs no more than self-consumption from the same start, and stays within the battery', () => {
    fc.assert(
      fc.property(dayArbitrary, (day) => {
        const { hours, limits, settings, soc } = problemOf(day)
        const plan = new Float64Array(day.n)
        const end = optimiseDay(hours, 0, day.n, soc, limits, settings, plan)
        const reference = new Float64Array(day.n)
        selfConsumptionDay(hours, 0, day.n, soc, limits, reference)
        const priceAware = dayObjective(hours, 0, day.n, soc, plan, limits, settings)
        const selfConsumption = dayObjective(hours, 0, day.n, soc, reference, { ...limits }, settings)
        expect(priceAware).toBeLessThanOrEqual(selfConsumption + tolerance(selfConsumption))
        let s = soc
        for (let h = 0; h < day.n; h++) {
          const x = plan[h]!
          // Within the power limit and, without the flags, within the surplus or the deficit of the hour.
          const surplus = Math.max(0, day.pv[h]! - day.load[h]!)
          const deficit = Math.max(0, day.load[h]! - day.pv[h]!)
          if (x > 0) expect(x / limits.chargeEfficiency).toBeLessThanOrEqual((settings.gridCharging ? limits.power : Math.min(limits.power, surplus)) + 1e-9)
          if (x < 0) {
            const canSell = settings.exportFromBattery && hours.exportOk[h] === 1
            expect(-x * limits.dischargeEfficiency).toBeLessThanOrEqual((canSell ? limits.power : Math.min(limits.power, deficit)) + 1e-9)
          }
          s += x
          expect(s).toBeGreaterThanOrEqual(limits.reserve - 1e-9)
          expect(s).toBeLessThanOrEqual(limits.capacity + 1e-9)
        }
        expect(Math.abs(s - end)).toBeLessThanOrEqual(1e-9)
      }),
      { numRuns: 400 },
    )
  })

  test('any prices (negative buy or sell prices, selling above buying): no dearer than self-consumption, and the MILP optimum of the same day', () => {
    // Negative prices often, and a battery often full or empty: where a non-convex hour's envelope would mislead.
    const price = (min: number, max: number) => fc.oneof(fc.double({ min, max: 0, noNaN: true }), fc.double({ min: 0, max, noNaN: true }))
    const anyPrices = dayArbitrary.chain((day) =>
      fc.record({
        day: fc.constant(day),
        buy: fc.array(price(-4, 10), { minLength: day.n, maxLength: day.n }),
        sell: fc.array(price(-3, 10), { minLength: day.n, maxLength: day.n }),
        start: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
      }),
    )
    fc.assert(
      fc.property(anyPrices, ({ day, buy, sell, start }) => {
        const { hours, limits, settings } = problemOf(day)
        const soc = limits.reserve + start * (limits.capacity - limits.reserve)
        hours.buy.set(buy)
        hours.sell.set(sell.map((price, h) => (hours.exportOk[h] === 1 ? price : 0)))
        const plan = new Float64Array(day.n)
        optimiseDay(hours, 0, day.n, soc, limits, settings, plan)
        const priceAware = dayObjective(hours, 0, day.n, soc, plan, limits, settings)
        const reference = new Float64Array(day.n)
        selfConsumptionDay(hours, 0, day.n, soc, limits, reference)
        const selfConsumption = dayObjective(hours, 0, day.n, soc, reference, limits, settings)
        expect(priceAware).toBeLessThanOrEqual(selfConsumption + tolerance(selfConsumption))
        const milp = highs.solve(dayAsLp(hours, 0, day.n, soc, limits, settings, true), { output_flag: false, mip_rel_gap: 1e-9 })
        expect(milp.Status).toBe('Optimal')
        const slack = 1e-6 * (1 + Math.abs(milp.ObjectiveValue)) + 1e-5
        // Never below the optimum (the plan is feasible); equal to it unless the day has more combinations
        // of convex pieces than the engine tries (then its non-convex hours are planned on their envelope).
        expect(priceAware).toBeGreaterThanOrEqual(milp.ObjectiveValue - slack)
        if (pieceCombinations(hours, 0, day.n, limits, settings) <= MAX_PIECE_COMBINATIONS) expect(priceAware).toBeLessThanOrEqual(milp.ObjectiveValue + slack)
      }),
      { numRuns: 100 },
    )
  }, 60_000)

  test('with flat prices (the same buy and sell price every hour) price-aware is self-consumption', () => {
    fc.assert(
      fc.property(dayArbitrary, fc.double({ min: 0.5, max: 10, noNaN: true }), fc.double({ min: 0, max: 0.8, noNaN: true }), (day, buy, share) => {
        const { hours, limits, soc } = problemOf(day)
        hours.buy.fill(buy)
        hours.exportOk.fill(1)
        // The battery pays at all: a kWh of surplus stored (sell / charge efficiency) is worth less than a kWh it saves later (buy × discharge efficiency).
        const sell = buy * Math.min(share, 0.99 * limits.chargeEfficiency * limits.dischargeEfficiency)
        hours.sell.fill(sell)
        const settings: DispatchSettings = { dispatch: 'price-aware', gridCharging: day.gridCharging, exportFromBattery: day.exportFromBattery, cycleCostCzkPerKWh: 0 }
        const plan = new Float64Array(day.n)
        optimiseDay(hours, 0, day.n, soc, limits, settings, plan)
        const reference = new Float64Array(day.n)
        selfConsumptionDay(hours, 0, day.n, soc, limits, reference)
        for (let h = 0; h < day.n; h++) expect(Math.abs(plan[h]! - reference[h]!)).toBeLessThanOrEqual(1e-9)
      }),
      { numRuns: 300 },
    )
  })
})

describe('whole studies, random households', () => {
  const data = shippedEngineData()
  const hdo = shippedHdoCatalog()
  const { chargeEfficiency, dischargeEfficiency } = DEFAULT_ENGINE_OPTIONS.battery

  const householdArbitrary = fc.record({
    start: fc.integer({ min: 0, max: 330 }),
    days: fc.integer({ min: 1, max: 30 }),
    kWp: fc.double({ min: 0, max: 15, noNaN: true }).map((v) => (v < 0.01 ? 0 : Math.round(v * 100) / 100)),
    consumption: fc.integer({ min: 500, max: 15_000 }),
    battery: fc.double({ min: 0.5, max: 20, noNaN: true }).map((v) => Math.round(v * 100) / 100),
    reserve: fc.integer({ min: 0, max: 50 }),
    gridCharging: fc.boolean(),
    exportFromBattery: fc.boolean(),
    twoTariff: fc.boolean(),
    fix: fc.boolean(),
    minZero: fc.boolean(),
  })

  test('energy is conserved every hour, the battery stays in bounds, never charges and discharges at once, grid charging and export only when allowed', () => {
    fc.assert(
      fc.property(householdArbitrary, (household) => {
        const from = new Date(Date.UTC(2025, 0, 1 + household.start)).toISOString().slice(0, 10)
        const to = new Date(Date.UTC(2025, 0, household.start + household.days)).toISOString().slice(0, 10)
        const request: StudyPreviewRequest = {
          from,
          to,
          yearlyConsumptionKWh: household.consumption,
          totalKWp: household.kWp,
          battery: {
            batterySizeKwh: household.battery,
            reservedBatteryCapacityPercentage: household.reserve,
            dispatch: 'price-aware',
            gridCharging: household.gridCharging,
            exportFromBattery: household.exportFromBattery,
          },
          distribution: household.twoTariff
            ? { distributor: 'CEZ', distributionRate: 'D25d', lowTariffCommand: 'AKU8V2', circuitBreakerMonthlyFee: 256 }
            : { distributor: 'CEZ', distributionRate: 'D02d', circuitBreakerMonthlyFee: 256 },
          electricityBuyingSettings: household.fix
            ? { buyingType: 'FIX', feeType: 'PerMWh', fee: 3500, feeLowTariff: household.twoTariff ? 2200 : undefined }
            : { buyingType: 'SPOT', feeType: 'PerMWh', fee: 450, spotPriceMinZero: household.minZero },
          electricitySellingSettings: household.fix
            ? { sellingType: 'FIX', feeType: 'PerMWh', fee: 1000 }
            : { sellingType: 'SPOT', feeType: 'PerMWh', fee: 350, spotPriceMinZero: household.minZero },
        }
        const { result, trace } = traceStudy(request, data, hdo)
        const reserve = (household.battery * household.reserve) / 100
        let soc = reserve
        for (let h = 0; h < trace.load.length; h++) {
          const charge = trace.batteryCharge[h]! + trace.gridCharge[h]!
          const discharge = trace.batteryDischarge[h]! + trace.batteryExport[h]!
          const scale = 1e-9 * (1 + trace.load[h]! + trace.production[h]!)
          // Production and battery export go to the house, the battery, the grid or are curtailed.
          expect(Math.abs(trace.production[h]! + trace.batteryExport[h]! - (trace.directUse[h]! + trace.batteryCharge[h]! + trace.export[h]! + trace.curtailed[h]!))).toBeLessThanOrEqual(scale)
          // Consumption and grid charging come from PV, the battery or the grid.
          expect(Math.abs(trace.load[h]! + trace.gridCharge[h]! - (trace.directUse[h]! + trace.batteryDischarge[h]! + trace.import[h]!))).toBeLessThanOrEqual(scale)
          expect(charge > 1e-12 && discharge > 1e-12).toBe(false)
          soc += charge * chargeEfficiency - discharge / dischargeEfficiency
          expect(Math.abs(soc - trace.batterySoc[h]!)).toBeLessThanOrEqual(1e-6)
          expect(trace.batterySoc[h]!).toBeGreaterThanOrEqual(reserve - 1e-9)
          expect(trace.batterySoc[h]!).toBeLessThanOrEqual(household.battery + 1e-9)
          if (!household.gridCharging) expect(trace.gridCharge[h]!).toBe(0)
          if (!household.exportFromBattery) expect(trace.batteryExport[h]!).toBe(0)
          for (const flow of [trace.batteryCharge, trace.gridCharge, trace.batteryDischarge, trace.batteryExport, trace.import, trace.export, trace.curtailed]) {
            expect(flow[h]!).toBeGreaterThanOrEqual(-1e-12)
          }
        }
        expect(result.dispatchComparison).not.toBeNull()
      }),
      { numRuns: 60 },
    )
  })
})
