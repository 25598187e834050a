/** Every hour: consumption and production are fully accounted for, and the battery stays within its bounds. */
import { describe, expect, test } from 'bun:test'
import { shippedHdoCatalog } from '../../src/data/hdo.ts'
import { dayNumber } from '../../src/lib/prague-time.ts'
import { DEFAULT_ENGINE_OPTIONS, traceStudy } from '../../src/engine/index.ts'
import { shippedEngineData } from '../../src/modules/studies/simulation.ts'
import { householdRequest } from './requests.ts'

const data = shippedEngineData()
const hdo = shippedHdoCatalog()
const EPSILON = 1e-9

const cases = [
  { name: 'SPOT selling, 10 kWh battery, 10 % reserve, 2024', request: householdRequest({ periodType: '2024' }) },
  {
    name: 'no selling (curtailment), 15 kWh battery, 30 % reserve, two-tariff D25d with a ČEZ smart-meter band, 12M',
    request: householdRequest({
      periodType: '12M',
      totalKWp: 8,
      battery: { batterySizeKwh: 15, reservedBatteryCapacityPercentage: 30 },
      distribution: { distributor: 'CEZ', distributionRate: 'D25d', lowTariffCommand: 'AKU8V2', lowTariffRegion: 'stred' },
      electricitySellingSettings: null,
    }),
  },
  { name: 'no battery, 2025', request: householdRequest({ battery: null }) },
]

describe.each(cases)('energy balance: $name', ({ request }) => {
  const { result, trace } = traceStudy(request, data, hdo)
  const size = request.battery?.batterySizeKwh ?? 0
  const reserve = (size * (request.battery?.reservedBatteryCapacityPercentage ?? 0)) / 100
  const powerLimit = size * DEFAULT_ENGINE_OPTIONS.battery.maxCRate
  const startHour = data.dayStartHour[dayNumber(result.period.from) - data.firstDayNumber]!

  test('consumption = direct PV + battery discharge + import, every hour', () => {
    for (let h = 0; h < trace.load.length; h++) {
      expect(Math.abs(trace.load[h]! - (trace.directUse[h]! + trace.batteryDischarge[h]! + trace.import[h]!))).toBeLessThan(EPSILON)
    }
  })

  test('production = direct PV + battery charge + export + curtailed, every hour', () => {
    for (let h = 0; h < trace.production.length; h++) {
      expect(Math.abs(trace.production[h]! - (trace.directUse[h]! + trace.batteryCharge[h]! + trace.export[h]! + trace.curtailed[h]!))).toBeLessThan(EPSILON)
      const selling = request.electricitySellingSettings
      if (!selling) expect(trace.export[h]).toBe(0)
      else {
        // SPOT selling: curtailed exactly in the hours whose net price (floored spot − fee) is negative.
        const spot = data.spotByHour[startHour + h]!
        const net = (selling.spotPriceMinZero && spot < 0 ? 0 : spot) - selling.fee
        if (net < 0) expect(trace.export[h]).toBe(0)
        else expect(trace.curtailed[h]).toBe(0)
      }
    }
  })

  test('battery state within [reserve, capacity], power limit kept, never charging and discharging at once', () => {
    for (let h = 0; h < trace.batterySoc.length; h++) {
      expect(trace.batterySoc[h]!).toBeGreaterThanOrEqual(reserve - EPSILON)
      expect(trace.batterySoc[h]!).toBeLessThanOrEqual(size + EPSILON)
      expect(trace.batteryCharge[h]!).toBeLessThanOrEqual(powerLimit + EPSILON)
      expect(trace.batteryDischarge[h]!).toBeLessThanOrEqual(powerLimit + EPSILON)
      expect(trace.batteryCharge[h]! > 0 && trace.batteryDischarge[h]! > 0).toBe(false)
    }
  })

  test('state of charge changes by charge × η_c − discharge / η_d', () => {
    const { chargeEfficiency, dischargeEfficiency } = DEFAULT_ENGINE_OPTIONS.battery
    let previous = reserve
    for (let h = 0; h < trace.batterySoc.length; h++) {
      const expected = previous + trace.batteryCharge[h]! * chargeEfficiency - trace.batteryDischarge[h]! / dischargeEfficiency
      expect(Math.abs(trace.batterySoc[h]! - expected)).toBeLessThan(EPSILON)
      previous = trace.batterySoc[h]!
    }
  })

  test('period totals agree with the hours', () => {
    const total = (values: Float64Array) => values.reduce((a, b) => a + b, 0)
    expect(result.energy.consumptionKWh).toBeCloseTo(total(trace.load), 2)
    expect(result.energy.productionKWh).toBeCloseTo(total(trace.production), 2)
    expect(result.energy.importKWh).toBeCloseTo(total(trace.import), 2)
    expect(result.energy.exportKWh).toBeCloseTo(total(trace.export), 2)
    expect(result.energy.curtailedKWh).toBeCloseTo(total(trace.curtailed), 2)
    expect(result.monthly.reduce((sum, row) => sum + row.savingCzk, 0)).toBeCloseTo(result.savingCzk, 0)
  })
})
