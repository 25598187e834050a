/** Period rules 1–4, the data window, DST days, the 2024 leap year and 12M across the 2025/2026 price lists. */
import { describe, expect, test } from 'bun:test'
import { shippedHdoCatalog } from '../../src/data/hdo.ts'
import { dataWindow } from '../../src/data/spot.ts'
import { PeriodOutOfRangeError, availablePeriods, resolvePeriod, runStudy, traceStudy } from '../../src/engine/index.ts'
import { EngineValidationError } from '../../src/engine/errors.ts'
import { shippedEngineData } from '../../src/modules/studies/simulation.ts'
import { householdRequest } from './requests.ts'

const data = shippedEngineData()
const hdo = shippedHdoCatalog()
const study = (overrides: Parameters<typeof householdRequest>[0]) => runStudy(householdRequest(overrides), data, hdo)

describe('data window and available periods', () => {
  test('the window runs from the first to the last day with complete prices', () => {
    expect(dataWindow()).toEqual({ from: '2024-01-01', to: '2026-05-27' })
    expect(availablePeriods(dataWindow())).toEqual(['2024', '2025', '12M'])
  })

  test('hours without a market price are filled from the neighbouring days and stated', () => {
    const result = study({ periodType: '2025' })
    expect(result.inputs.filledPriceHours).toBe(12) // 2025-07-04 12:00–24:00 CEST
    expect(result.assumptions.find((a) => a.key === 'spot-filled-hours')).toMatchObject({ value: 12 })
    const { spot } = data
    for (const index of spot.filledHours) {
      expect(spot.priceCzkPerMWh[index]).toBeCloseTo((spot.priceCzkPerMWh[index - 24]! + spot.priceCzkPerMWh[index + 24]!) / 2, 9)
    }
    expect(study({ periodType: '2024' }).assumptions.some((a) => a.key === 'spot-filled-hours')).toBe(false)
  })

  test('12M is the last 12 completed calendar months inside the window', () => {
    expect(resolvePeriod({ periodType: '12M' }, dataWindow())).toMatchObject({ from: '2025-05-01', to: '2026-04-30', days: 365 })
    expect(resolvePeriod({ periodType: '12M' }, { from: '2024-01-01', to: '2025-06-30' })).toMatchObject({ from: '2024-07-01', to: '2025-06-30' })
  })
})

describe('period rules', () => {
  test('rule 1: neither periodType nor from/to, or only one of from/to → validation error per field', () => {
    expect(() => resolvePeriod({}, dataWindow())).toThrow(EngineValidationError)
    try {
      resolvePeriod({ from: '2024-02-01' }, dataWindow())
      throw new Error('no error')
    } catch (error) {
      expect((error as EngineValidationError).errors).toEqual({ to: ['required together with from'] })
    }
    expect(() => resolvePeriod({ periodType: '2023' }, dataWindow())).toThrow(/accepted: 2024, 2025, 12M/)
  })

  test('rule 2: from/to win over periodType', () => {
    const result = study({ periodType: '2024', from: '2025-03-01', to: '2025-03-31' })
    expect(result.period).toMatchObject({ from: '2025-03-01', to: '2025-03-31', periodType: null, days: 31 })
  })

  test('rule 3: a range outside the window → period-out-of-range with the bounds', () => {
    for (const range of [
      { from: '2023-12-31', to: '2024-01-31' },
      { from: '2026-05-01', to: '2026-05-28' },
    ]) {
      try {
        study({ periodType: null, ...range })
        throw new Error('no error')
      } catch (error) {
        expect(error).toBeInstanceOf(PeriodOutOfRangeError)
        expect(error).toMatchObject({ allowedFrom: '2024-01-01', allowedTo: '2026-05-27' })
      }
    }
  })

  test('rule 4: 1 Jan – 31 Dec gives exactly the result of the year', () => {
    for (const year of ['2024', '2025']) {
      const byType = runStudy(householdRequest({ periodType: year, study: { extendedStudy: true } }), data, hdo)
      const byRange = runStudy(householdRequest({ periodType: null, from: `${year}-01-01`, to: `${year}-12-31`, study: { extendedStudy: true } }), data, hdo)
      expect(byRange).toEqual(byType)
      expect(byRange.period.periodType).toBe(year)
      expect(byRange.period.yearFactor).toBe(1)
    }
  })
})

describe('calendar edge cases', () => {
  test('2024 is a leap year of 8 784 hours whose consumption sums to the yearly figure', () => {
    const result = study({ periodType: '2024' })
    expect(result.period).toMatchObject({ days: 366, hours: 8784, yearFactor: 1 })
    expect(result.energy.consumptionKWh).toBeCloseTo(4000, 2)
    expect(result.monthly.map((row) => row.month)).toEqual(Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`))
    expect(result.monthly.find((row) => row.month === '2024-02')!.productionKWh).toBeGreaterThan(0)
  })

  test('DST days have 23 and 25 hours', () => {
    const spring = study({ periodType: null, from: '2025-03-30', to: '2025-03-30' })
    const autumn = study({ periodType: null, from: '2025-10-26', to: '2025-10-26' })
    const normal = study({ periodType: null, from: '2025-10-25', to: '2025-10-25' })
    expect(spring.period.hours).toBe(23)
    expect(autumn.period.hours).toBe(25)
    expect(normal.period.hours).toBe(24)
    // On the autumn day local 02:00 occurs twice (period hours 2 and 3: 00:00Z and 01:00Z), with the 02:00 profile value both times.
    const { trace } = traceStudy(householdRequest({ periodType: null, from: '2025-10-26', to: '2025-10-26' }), data, hdo)
    expect(trace.load.length).toBe(25)
    expect(trace.load[3]).toBe(trace.load[2]!)
    expect(trace.load[4]).not.toBe(trace.load[3]!)
  })

  test('a custom series must have 23 values on the spring DST day', () => {
    const start = '2025-03-29T23:00:00.000Z'
    const ok = study({ periodType: null, from: '2025-03-30', to: '2025-03-30', customProductionConsumptionData: { start, granularity: 'PT1H', consumptionKWh: new Array(23).fill(0.5) } })
    expect(ok.energy.consumptionKWh).toBeCloseTo(11.5, 6)
    expect(() =>
      study({ periodType: null, from: '2025-03-30', to: '2025-03-30', customProductionConsumptionData: { start, granularity: 'PT1H', consumptionKWh: new Array(24).fill(0.5) } }),
    ).toThrow(EngineValidationError)
  })
})

describe('12M across the 2025/2026 price-list change', () => {
  const result = study({ periodType: '12M', distribution: { distributor: 'CEZ', distributionRate: 'D02d' } })
  const monthsOf = (year: string) => result.monthly.filter((row) => row.month.startsWith(year))

  test('each month is billed with the price list in force', () => {
    expect(result.period).toMatchObject({ from: '2025-05-01', to: '2026-04-30', periodType: '12M', feeSourceYears: [2025, 2026] })
    const fees2025 = result.inputs.fees.filter((fee) => fee.feeYear === 2025)
    const fees2026 = result.inputs.fees.filter((fee) => fee.feeYear === 2026)
    expect(fees2025.map((fee) => fee.distributionVtPerMWh)).toEqual([fees2025[0]!.distributionVtPerMWh, fees2025[0]!.distributionVtPerMWh])
    expect(fees2026[0]!.distributionVtPerMWh).not.toBe(fees2025[0]!.distributionVtPerMWh)
    expect(fees2025[0]!.renewablePerMWh).toBe(495)
    expect(fees2026[0]!.renewablePerMWh).toBe(0)
    expect(result.inputs.fees.map((fee) => [fee.from, fee.to])).toEqual([
      ['2025-05-01', '2025-08-31'],
      ['2025-09-01', '2025-12-31'],
      ['2026-01-01', '2026-04-30'],
    ])
  })

  test('bill components equal the monthly consumption × the fee of its year', () => {
    const kWh2025 = monthsOf('2025').reduce((sum, row) => sum + row.consumptionKWh, 0)
    const kWh2026 = monthsOf('2026').reduce((sum, row) => sum + row.consumptionKWh, 0)
    const vt2025 = result.inputs.fees.find((fee) => fee.feeYear === 2025)!.distributionVtPerMWh
    const vt2026 = result.inputs.fees.find((fee) => fee.feeYear === 2026)!.distributionVtPerMWh
    expect(Math.abs(result.baselineBill.distribution - (kWh2025 * vt2025 + kWh2026 * vt2026) / 1000)).toBeLessThan(0.02)
    expect(Math.abs(result.baselineBill.renewableFee - (kWh2025 * 495) / 1000)).toBeLessThan(0.02)
    expect(Math.abs(result.baselineBill.systemServices - (kWh2025 * 170.92 + kWh2026 * 164.24) / 1000)).toBeLessThan(0.02)
    // Metering-point fee: 4 months × 10.84 + 4 × 12.45 + 4 × 12.87.
    expect(result.baselineBill.infrastructureFee).toBeCloseTo(4 * 10.84 + 4 * 12.45 + 4 * 12.87, 2)
  })

  test('request fees override the price lists for the whole period', () => {
    const fixed = study({ periodType: '12M', distribution: { distributor: 'CEZ', distributionRate: 'D02d', distributorFeeHighPerMWh: 1000, renewableEnergyFeePerMWh: 100 } })
    expect(new Set(fixed.inputs.fees.map((fee) => fee.distributionVtPerMWh))).toEqual(new Set([1000]))
    expect(fixed.baselineBill.distribution).toBeCloseTo(fixed.energy.consumptionKWh, 1)
    expect(fixed.assumptions.find((a) => a.key === 'fees')!.text).toContain('distribution.distributorFeeHighPerMWh')
  })
})
