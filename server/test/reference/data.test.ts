import { describe, expect, test } from 'bun:test'
import { breakerFees, distributionFees, nationwideFees, nationwideFeePeriods, rateCatalog } from '../../src/data/tariffs.ts'
import { shippedHdoCatalog } from '../../src/data/hdo.ts'
import { dataWindow } from '../../src/data/spot.ts'
import { referenceService, splitExactly } from '../../src/modules/reference/service.ts'
import { twelveMonthRange } from '../../src/engine/period.ts'

describe('tariff loader (figures of shared/data/tariffs/PROVENANCE.md)', () => {
  test('distribution fees: every distributor × rate × year 2024–2026, with the corrected ČEZ D27d 2026 VT', () => {
    for (const distributor of ['CEZ', 'PRE', 'EGD'] as const)
      for (const { code } of rateCatalog()) for (const year of [2024, 2025, 2026]) expect(distributionFees(distributor, code, year)).toBeDefined()
    expect(distributionFees('CEZ', 'D27d', 2026)).toMatchObject({ highPerMWh: 2252.45, lowPerMWh: 116.5 })
    expect(distributionFees('CEZ', 'D27d', 2026)!.correction).toContain('1252.45')
    expect(distributionFees('CEZ', 'D02d', 2025)).toMatchObject({ highPerMWh: 2099.63, lowPerMWh: null, correction: null })
    expect(distributionFees('CEZ', 'D02d', 2023)).toBeUndefined()
  })

  test('nationwide fees with their sub-year periods; POZE paid by the state in 2026', () => {
    expect(nationwideFeePeriods().map((p) => [p.validFrom, p.validTo, p.meteringPointFeePerMonth])).toEqual([
      ['2024-01-01', '2024-06-30', 4.14],
      ['2024-07-01', '2024-12-31', 9.24],
      ['2025-01-01', '2025-08-31', 10.84],
      ['2025-09-01', '2025-12-31', 12.45],
      ['2026-01-01', '2026-12-31', 12.87],
    ])
    expect(nationwideFees('2024-03-15')).toMatchObject({ systemServicesPerMWh: 212.82, meteringPointFeeKind: 'market-operator' })
    expect(nationwideFees('2024-07-01')!.meteringPointFeeKind).toBe('non-network-infrastructure')
    expect(nationwideFees(2025)).toMatchObject({ validFrom: '2025-01-01', systemServicesPerMWh: 170.92, renewableEnergyFeePerMWh: 495, electricityTaxPerMWh: 28.3 })
    expect(nationwideFees(2026)).toMatchObject({ systemServicesPerMWh: 164.24, renewableEnergyFeePerMWh: 0 })
    expect(nationwideFees('2027-01-01')).toBeUndefined()
  })

  test('breaker fees: fixed bands in order, then per-ampere surcharges', () => {
    const fees = breakerFees('CEZ', 'D01d', 2026)
    expect(fees.map((f) => f.code)).toEqual(['UP_TO_3X10A', '3X16A', '3X20A', '3X25A', '3X32A', '3X40A', '3X50A', '3X63A', 'ABOVE_3X63A', 'ABOVE_1X25A'])
    expect(fees.find((f) => f.code === '3X25A')!.price).toBe(124)
    expect(fees.at(-1)!.unit).toBe('CZK/A/month')
  })
})

describe('HDO catalogue lookups for the engine', () => {
  const catalog = shippedHdoCatalog()

  test('VIKV1 (D61d): NT only Friday noon to Sunday 22:00', () => {
    expect(catalog.ntWindows('CEZ', 'VIKV1', undefined, '2025-01-06', false)).toMatchObject({ dayTypeKey: 'WORKDAY', windows: [], fallbacks: [] })
    expect(catalog.ntWindows('CEZ', 'VIKV1', undefined, '2025-01-10', false)!.windows).toEqual([{ startMinute: 720, endMinute: 1440 }])
    expect(catalog.ntWindows('CEZ', 'VIKV1', undefined, '2025-01-12', false)!.windows).toEqual([{ startMinute: 0, endMinute: 1320 }])
  })

  test('a public holiday on a weekday uses the Sunday windows', () => {
    const holiday = catalog.ntWindows('CEZ', 'A3B4DP2', 'stred', '2025-12-24', true)!
    expect(holiday.dayTypeKey).toBe('SUNDAY')
    expect(holiday.windows[0]).toEqual({ startMinute: 0, endMinute: 550 })
    expect(catalog.ntWindows('CEZ', 'A3B4DP2', 'stred', '2025-12-23', false)!.dayTypeKey).toBe('WORKDAY')
  })

  test('before the first version and for day types the source lacks, the fallbacks are reported', () => {
    const early = catalog.ntWindows('PRE', '490', undefined, '2024-05-05', false)!
    expect(early.fallbacks).toEqual(['nearest-version'])
    expect(early.windows).toEqual([{ startMinute: 40, endMinute: 340 }, { startMinute: 780, endMinute: 960 }])
    const weekend = catalog.ntWindows('CEZ', 'A1B6DP1', 'stred', '2025-06-07', false)!
    expect(weekend.fallbacks).toEqual(['other-day-type'])
    expect(weekend.dayTypeKey).toBe('WORKDAY')
    expect(catalog.ntWindows('CEZ', 'NOPE', undefined, '2025-06-07', false)).toBeUndefined()
  })
})

describe('periods and 12M', () => {
  test('the shipped data window is 2024-01-01 … 2026-05-27, so 12M is May 2025 – April 2026 on the 2025 price list', () => {
    expect(dataWindow()).toEqual({ from: '2024-01-01', to: '2026-05-27' })
    expect(twelveMonthRange(dataWindow())).toEqual({ from: '2025-05-01', to: '2026-04-30' })
    expect(twelveMonthRange({ from: '2024-01-01', to: '2026-04-30' })).toEqual({ from: '2025-05-01', to: '2026-04-30' })
    const service = referenceService(dataWindow())
    expect(service.periods()).toEqual(['2024', '2025', '12M'])
    expect(service.feeYear('12M')).toBe(2025)
  })

  test('12M follows the window: ending in August 2026 it takes the 2026 price list; a 6/6 split takes the later year', () => {
    expect(referenceService({ from: '2024-01-01', to: '2026-08-31' }).feeYear('12M')).toBe(2026)
    expect(referenceService({ from: '2024-01-01', to: '2026-07-15' }).feeYear('12M')).toBe(2026)
    expect(referenceService({ from: '2024-01-01', to: '2026-03-31' }).feeYear('12M')).toBe(2025)
    expect(referenceService({ from: '2025-03-01', to: '2026-02-27' }).periods()).toEqual([])
  })
})

describe('splitExactly (largest remainder)', () => {
  test('parts are whole units of 0.001 that add up to the total', () => {
    const parts = splitExactly(1, [1, 1, 1])
    expect(parts).toEqual([0.334, 0.333, 0.333])
    expect(splitExactly(10, [0.5, 0.25, 0.25])).toEqual([5, 2.5, 2.5])
  })

  test('inputs with more decimals are split in their own finest unit', () => {
    const parts = splitExactly(0.0001234, [3, 1])
    expect(parts.reduce((sum, part) => sum + Math.round(part * 1e7), 0)).toBe(1234)
  })
})
