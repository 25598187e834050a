/**
 * Golden 12M study across the 2025/2026 price-list change, built by the element's own request builder
 * and computed by the engine on the shipped data. Fees from ../shared/data/tariffs (CZK excl. VAT):
 * ČEZ D02d distribution 2099.63 (2025) → 2078.58 (2026) CZK/MWh; POZE 495 → 0; system services
 * 170.92 → 164.24; tax 28.30; breaker 3X25A 246 → 256 CZK/month; OTE fee 10.84 (to Aug 2025), 12.45
 * (Sep–Dec 2025), 12.87 (2026) CZK/month. No PV: the bill is the household's whole consumption.
 */
import { describe, expect, test } from 'bun:test'
import { shippedHdoCatalog } from '../../server/src/data/hdo.ts'
import { dataWindow } from '../../server/src/data/spot.ts'
import { runStudy } from '../../server/src/engine/index.ts'
import { referenceService } from '../../server/src/modules/reference/service.ts'
import { shippedEngineData } from '../../server/src/modules/studies/simulation.ts'
import { initialForm, toPreviewRequest, type StudyForm } from '../src/form-state.ts'

// What /reference/fees and /reference/circuit-breakers answer for 12M (the 2025 price list: in force for most of the months).
const reference = referenceService(dataWindow())
const lookedUp = reference.feeBaseline('CEZ', 'D02d', '12M')
const breakerFee = reference.circuitBreakers('CEZ', 'D02d', '12M').find((band) => band.code === '3X25A')!.monthlyFeeCzk
const form: StudyForm = {
  ...initialForm(),
  period: '12M',
  yearlyConsumptionKWh: 3500,
  totalKWp: 0,
  batterySizeKwh: 0,
  buyingType: 'FIX',
  buyingFee: 3000,
  sellingType: 'NONE',
}
const context = { fees: lookedUp, breakerFee }
const data = shippedEngineData()
const hdo = shippedHdoCatalog()
const expectCzk = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.01)

describe('12M (May 2025 – April 2026) through the element’s request builder', () => {
  const request = toPreviewRequest(form, context)
  const result = runStudy(request, data, hdo)
  const kWh2025 = result.monthly.filter((row) => row.month < '2026').reduce((sum, row) => sum + row.consumptionKWh, 0)
  const kWh2026 = result.monthly.filter((row) => row.month >= '2026').reduce((sum, row) => sum + row.consumptionKWh, 0)

  test('the request names the breaker and carries no fee copied from the 12M lookup', () => {
    expect(lookedUp).toMatchObject({ feeSourceYear: 2025, renewableEnergyFeePerMWh: 495 })
    expect(breakerFee).toBe(246)
    expect(request.periodType).toBe('12M')
    expect(request.distribution).toEqual({ distributor: 'CEZ', distributionRate: 'D02d', lowTariffCommand: null, lowTariffRegion: null, circuitBreaker: '3X25A' })
    expect(result.inputs.feeOverrides).toEqual([])
    expect(result.inputs.circuitBreaker).toBe('3X25A')
  })

  test('each part of the bill follows the price list of its months (hand computation)', () => {
    expect(result.period).toMatchObject({ from: '2025-05-01', to: '2026-04-30', feeSourceYears: [2025, 2026] })
    expect(kWh2025 + kWh2026).toBeCloseTo(3500, 2)
    const bill = result.baselineBill
    expectCzk(bill.energy, 3.0 * 3500)
    expectCzk(bill.distribution, 2.09963 * kWh2025 + 2.07858 * kWh2026)
    expectCzk(bill.renewableFee, 0.495 * kWh2025) // no POZE on the 2026 months
    expectCzk(bill.systemServices, 0.17092 * kWh2025 + 0.16424 * kWh2026)
    expectCzk(bill.electricityTax, 0.0283 * 3500)
    expectCzk(bill.circuitBreakerFees, 8 * 246 + 4 * 256) // 2 992
    expectCzk(bill.infrastructureFee, 4 * 10.84 + 4 * 12.45 + 4 * 12.87) // 144.64
    const exclVat =
      3.0 * 3500 + 2.09963 * kWh2025 + 2.07858 * kWh2026 + 0.495 * kWh2025 + 0.17092 * kWh2025 + 0.16424 * kWh2026 + 0.0283 * 3500 + 2992 + 144.64
    expect(Math.abs(bill.total - exclVat * 1.21)).toBeLessThanOrEqual(0.03)
    expect(result.inputs.fees.map((fee) => [fee.from, fee.renewablePerMWh, fee.circuitBreakerPerMonth])).toEqual([
      ['2025-05-01', 495, 246],
      ['2025-09-01', 495, 246],
      ['2026-01-01', 0, 256],
    ])
  })

  test('the old request (lookup fees as overrides) charged the 2025 POZE and breaker fee on 2026', () => {
    const old = runStudy(
      {
        ...request,
        distribution: {
          ...request.distribution,
          circuitBreaker: null,
          circuitBreakerMonthlyFee: 246,
          distributorFeeHighPerMWh: 2099.63,
          renewableEnergyFeePerMWh: 495,
          systemServicesFeePerMWh: 170.92,
        },
      },
      data,
      hdo,
    )
    expectCzk(old.baselineBill.renewableFee - result.baselineBill.renewableFee, 0.495 * kWh2026)
    expectCzk(result.baselineBill.circuitBreakerFees - old.baselineBill.circuitBreakerFees, 4 * 10)
    expect(old.inputs.feeOverrides).toContain('distribution.renewableEnergyFeePerMWh')
    const stated = old.assumptions.find((a) => a.key === 'fees')
    expect(stated?.value).toBe('overridden')
    expect(stated?.text).toContain('for the whole period')
    expect(result.assumptions.find((a) => a.key === 'fees')?.value).toBe('price-lists')
  })
})
