/**
 * Golden 48-hour cases computed by hand (support.ts: Mon 3 – Tue 4 June 2024; load 1 kWh every hour;
 * PV 3 kWh in local hours 9–14; NT 00:00–06:00 and 13:30–15:00; distribution VT 2000 / NT 400,
 * POZE 500, system services 200, tax 28.3 CZK/MWh; monthly: supplier 100, breaker 300, metering
 * point 10, selling 30 CZK — two days of June = 2/30 of each; VAT 21 %).
 */
import { describe, expect, test } from 'bun:test'
import { DEFAULT_ENGINE_OPTIONS, runStudy, traceStudy } from '../../src/engine/index.ts'
import { goldenData, goldenHdo, goldenRequest } from './support.ts'

const data = goldenData()
const expectCzk = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.01)

// Monthly fees over 2 of June's 30 days: supplier 100, breaker 300, metering point 10 → excl. VAT.
const FIXED = (2 / 30) * (100 + 300 + 10)
const VAT = 1.21

describe('golden case A: FIX two-tariff purchase, FIX selling, no battery', () => {
  // Per day the load is 24 kWh; NT share: hours 0–5 (6 kWh), 13:00–14:00 half (0.5), 14:00–15:00 (1) → 7.5 NT, 16.5 VT.
  // Baseline per day: energy 16.5×3 + 7.5×2 = 64.5; distribution 16.5×2 + 7.5×0.4 = 36;
  // POZE 24×0.5 = 12; system services 24×0.2 = 4.8; tax 24×0.0283 = 0.6792.
  const baselineVariable = 2 * (64.5 + 36 + 12 + 4.8 + 0.6792)
  // With PV: hours 9–14 covered (direct 1 kWh, surplus 2 kWh sold). Import 18 kWh/day: NT 6 (hours 0–5), VT 12.
  // Energy 12×3 + 6×2 = 48; distribution 12×2 + 6×0.4 = 26.4; POZE 9; system services 3.6; tax 18×0.0283 = 0.5094.
  const withPvVariable = 2 * (48 + 26.4 + 9 + 3.6 + 0.5094)
  // Selling: 12 kWh/day × 1000 CZK/MWh = 12 CZK/day; selling monthly fee 30 × 2/30 = 2.
  const sellingNet = 2 * 12 - 2

  const result = runStudy(goldenRequest(), data, goldenHdo)

  test('bills, revenue and saving match the hand computation to 0.01 CZK', () => {
    expectCzk(result.baselineBill.totalExclVat, baselineVariable + FIXED)
    expectCzk(result.baselineBill.total, (baselineVariable + FIXED) * VAT)
    expectCzk(result.baselineBill.energy, 2 * 64.5)
    expectCzk(result.baselineBill.distribution, 2 * 36)
    expectCzk(result.baselineBill.renewableFee, 24)
    expectCzk(result.baselineBill.systemServices, 9.6)
    expectCzk(result.baselineBill.electricityTax, 1.3584)
    expectCzk(result.baselineBill.infrastructureFee, (2 / 30) * 10)
    expectCzk(result.baselineBill.supplierMonthlyFees, (2 / 30) * 100)
    expectCzk(result.baselineBill.circuitBreakerFees, (2 / 30) * 300)
    expectCzk(result.billWithPv.total, (withPvVariable + FIXED) * VAT)
    expectCzk(result.billWithPv.energy, 96)
    expectCzk(result.billWithPv.distribution, 52.8)
    expectCzk(result.selling.revenueCzk, 24)
    expectCzk(result.selling.netRevenueCzk, sellingNet)
    const saving = (baselineVariable + FIXED) * VAT - ((withPvVariable + FIXED) * VAT - sellingNet)
    expectCzk(result.savingCzk, saving) // 95.74
    expectCzk(result.monthly[0]!.savingCzk, saving)
    // The year from 3 June 2024 has 365 days: the headline scales the 2-day saving by 365/2.
    expect(Math.abs(result.headlineYearlySaving - (saving * 365) / 2)).toBeLessThanOrEqual(0.01 * 365)
    expect(result.period.yearFactor).toBe(182.5)
  })

  test('energy figures', () => {
    expect(result.period.hours).toBe(48)
    expect(result.energy).toMatchObject({
      productionKWh: 36,
      consumptionKWh: 48,
      directUseKWh: 12,
      importKWh: 36,
      importNtKWh: 12,
      importVtKWh: 24,
      exportKWh: 24,
      curtailedKWh: 0,
      selfConsumptionRatio: 0.3333,
      selfSufficiency: 0.25,
    })
    expect(result.inputs.ntShareOfHours).toBe(0.3125) // 7.5 of 24 hours
  })

  test('without selling settings the surplus is curtailed and earns nothing', () => {
    const noSelling = runStudy(goldenRequest({ electricitySellingSettings: null }), data, goldenHdo)
    expect(noSelling.energy.exportKWh).toBe(0)
    expect(noSelling.energy.curtailedKWh).toBe(24)
    expect(noSelling.selling.netRevenueCzk).toBe(0)
    expectCzk(noSelling.savingCzk, (baselineVariable - withPvVariable) * VAT)
    expect(noSelling.assumptions.map((a) => a.key)).toContain('selling')
  })
})

describe('golden case B: SPOT purchase and selling with a battery', () => {
  // Battery 4 kWh, 25 % reserve (1 kWh), efficiencies 0.9/0.9, 0.5 C → 2 kWh per hour. Starts at the reserve.
  // Day (identical both days, the battery is back at the reserve by 18:00):
  //   09: surplus 2 → charge 2 (SoC 1 + 1.8 = 2.8); 10: room (4 − 2.8)/0.9 = 1.3333 → charge, export 0.6667;
  //   11–14: export 2 each; 15, 16: discharge 1 each (SoC 2.8889, 1.7778); 17: discharge 0.7, import 0.3;
  //   00–08 and 18–23: import 1 each.
  // Per day: direct 6, charge 3.3333, export 8.6667, discharge 2.7, import 15.3 (NT 6: hours 0–5).
  const options = { ...DEFAULT_ENGINE_OPTIONS, battery: { chargeEfficiency: 0.9, dischargeEfficiency: 0.9, maxCRate: 0.5 } }
  const request = goldenRequest({
    battery: { batterySizeKwh: 4, reservedBatteryCapacityPercentage: 25 },
    electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 400, spotPriceMinZero: true, monthlyFeeCzk: 100 },
    electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: 100, spotPriceMinZero: false, monthlyFeeCzk: 30, exportWhenNegative: true },
  })
  const { result, trace } = traceStudy(request, data, goldenHdo, options)

  // Purchase price = max(spot, 0) + 400: night 1400, day 900 (12:00 and 13:00: 400), evening 3400.
  // Baseline energy/day: 8×1400 + 6×900 + 2×400 + 8×3400 = 44 600 CZK·kWh/MWh = 44.6 CZK.
  const baselineVariable = 2 * (44.6 + 36 + 12 + 4.8 + 0.6792)
  // Import energy/day: 8×1400 (00–07) + 900 (08) + 0.3×3400 (17) + 6×3400 (18–23) = 33 520 → 33.52 CZK;
  // distribution 9.3×2 + 6×0.4 = 21; POZE 15.3×0.5 = 7.65; system services 3.06; tax 15.3×0.0283 = 0.43299.
  const withPvVariable = 2 * (33.52 + 21 + 7.65 + 3.06 + 0.43299)
  // Selling price = spot − 100, not floored: 400 in day hours, −200 at 12:00 and 13:00.
  // Per day: 10: 0.6667×400; 11: 2×400; 12, 13: 2×(−200) each; 14: 2×400 → 1066.667 → 1.066667 CZK.
  const sellingGross = 2 * ((2 / 3) * 0.4 + 0.8 - 0.4 - 0.4 + 0.8)
  const sellingNet = sellingGross - 2

  test('bills, revenue and saving match the hand computation to 0.01 CZK', () => {
    expectCzk(result.baselineBill.energy, 2 * 44.6)
    expectCzk(result.baselineBill.total, (baselineVariable + FIXED) * VAT) // 270.42
    expectCzk(result.billWithPv.energy, 2 * 33.52)
    expectCzk(result.billWithPv.distribution, 42)
    expectCzk(result.billWithPv.total, (withPvVariable + FIXED) * VAT) // 191.98
    expectCzk(result.selling.revenueCzk, sellingGross)
    expectCzk(result.savingCzk, (baselineVariable + FIXED) * VAT - ((withPvVariable + FIXED) * VAT - sellingNet)) // 78.58
  })

  test('battery flows, state of charge and cycles', () => {
    expect(result.energy.batteryChargeKWh).toBeCloseTo(2 * (10 / 3), 3)
    expect(result.energy.batteryDischargeKWh).toBeCloseTo(5.4, 3)
    expect(result.energy.exportKWh).toBeCloseTo(2 * (26 / 3), 3)
    expect(result.energy.importKWh).toBeCloseTo(30.6, 3)
    expect(result.energy.importNtKWh).toBeCloseTo(12, 3)
    // Cells give 5.4 / 0.9 = 6 kWh over a usable 3 kWh: two equivalent cycles.
    expect(result.energy.batteryCycles).toBe(2)
    expect(trace.batterySoc[9]).toBeCloseTo(2.8, 9) // local 09:00 of day 1 (CEST: hour index = local hour)
    expect(trace.batterySoc[10]).toBeCloseTo(4, 9)
    expect(trace.batterySoc[15]).toBeCloseTo(4 - 1 / 0.9, 9)
    expect(trace.batterySoc[17]).toBeCloseTo(1, 9)
    expect(trace.import[17]).toBeCloseTo(0.3, 9)
  })
})

describe('golden case C: export curtailed at a negative net selling price (48 hours)', () => {
  // As case B, but exportWhenNegative is left at its default (false): at 12:00 and 13:00 the selling
  // price spot − fee = −100 − 100 = −200 CZK/MWh, so the 2 kWh surplus of each of those hours is
  // curtailed instead of sold: 4 hours, 8 kWh over the two days. Battery and purchase are unchanged.
  const options = { ...DEFAULT_ENGINE_OPTIONS, battery: { chargeEfficiency: 0.9, dischargeEfficiency: 0.9, maxCRate: 0.5 } }
  const selling = { sellingType: 'SPOT' as const, feeType: 'PerMWh' as const, fee: 100, spotPriceMinZero: false, monthlyFeeCzk: 30 }
  const request = goldenRequest({
    battery: { batterySizeKwh: 4, reservedBatteryCapacityPercentage: 25 },
    electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 400, spotPriceMinZero: true, monthlyFeeCzk: 100 },
    electricitySellingSettings: selling,
  })
  const { result, trace } = traceStudy(request, data, goldenHdo, options)
  const exporting = runStudy({ ...request, electricitySellingSettings: { ...selling, exportWhenNegative: true } }, data, goldenHdo, options)
  // Per day: 10: 0.6667×400; 11: 2×400; 14: 2×400 → 1.866667 CZK (12:00 and 13:00 earn nothing and cost nothing).
  const sellingGross = 2 * ((2 / 3) * 0.4 + 0.8 + 0.8)

  test('the negative hours are curtailed, the rest is sold as before', () => {
    expect(result.energy.exportKWh).toBeCloseTo(2 * (26 / 3 - 4), 3)
    expect(result.energy.curtailedKWh).toBeCloseTo(8, 9)
    expect(result.selling.curtailedKWh).toBeCloseTo(8, 9)
    expect(result.selling.curtailedHours).toBe(4)
    for (const hour of [12, 13, 36, 37]) {
      expect(trace.export[hour]).toBe(0)
      expect(trace.curtailed[hour]).toBeCloseTo(2, 9)
    }
    expectCzk(result.selling.revenueCzk, sellingGross)
    expectCzk(result.selling.netRevenueCzk, sellingGross - 2)
    // The bills do not change; the saving gains the 4 × 2 kWh × 0.2 CZK = 1.6 CZK the negative hours cost when exporting.
    expect(result.billWithPv).toEqual(exporting.billWithPv)
    expectCzk(result.savingCzk - exporting.savingCzk, 1.6)
    expect(exporting.selling.curtailedKWh).toBe(0)
    expect(exporting.energy.curtailedKWh).toBe(0)
  })

  test('the rule and the curtailed energy are stated', () => {
    expect(result.inputs.exportWhenNegative).toBe(false)
    const stated = result.assumptions.find((a) => a.key === 'export-control')
    expect(stated?.value).toBe(8)
    expect(stated?.text).toContain('4 hour(s)')
    expect(exporting.inputs.exportWhenNegative).toBe(true)
    expect(exporting.assumptions.some((a) => a.key === 'export-control')).toBe(false)
  })

  test('monthly rows sum to the totals', () => {
    const month = result.monthly[0]!
    expect(month.curtailedKWh).toBeCloseTo(8, 9)
    expect(month.exportKWh).toBeCloseTo(result.energy.exportKWh, 3)
  })
})
