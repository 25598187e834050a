/** The study PDF on smart (price-aware) battery control: what it adds a year for spot and two-tariff customers, with the assumption stated. */
import { describe, expect, test } from 'bun:test'
import type { StudyCreateRequest } from '@partner/energy-shared'
import { renderStudyPdf } from '../../src/modules/studies/pdf/index.ts'
import { simulationService } from '../../src/modules/studies/simulation.ts'
import { czechMoney, pdfText, studyRequest } from './support/studies.ts'

const simulation = simulationService()

async function render(request: StudyCreateRequest, language: 'cs' | 'en' = 'cs') {
  const result = await simulation.simulate(request)
  const pdf = await renderStudyPdf({ id: '3f1c2b9e-8d7a-4c65-b4e3-2a1f0e9d8c7b', createdAt: new Date('2026-03-15T10:00:00Z'), language, request, result, branding: null })
  return { result, ...(await pdfText(pdf)) }
}

describe('study PDF: smart battery control', () => {
  test('a two-tariff customer on self-consumption reads what price-aware control would add, as an upper bound', async () => {
    const { result, text } = await render(studyRequest())
    const gain = result.dispatchComparison!.priceAwareSavingCzk - result.dispatchComparison!.selfConsumptionSavingCzk
    expect(gain).toBeGreaterThan(0)
    expect(text).toContain(`Chytré řízení baterie podle hodinových cen by přidalo ${czechMoney(gain)} ročně`)
    expect(text).toContain('jde o horní odhad')
  })

  test('a spot customer with price-aware control and grid charging: included, and the assumptions say how the battery is run', async () => {
    const request = studyRequest({
      battery: { batterySizeKwh: 10, reservedBatteryCapacityPercentage: 10, dispatch: 'price-aware', gridCharging: true },
      distribution: { distributor: 'CEZ', distributionRate: 'D02d', circuitBreakerMonthlyFee: 283 },
      electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 450, spotPriceMinZero: true, monthlyFeeCzk: 125, vat: 21 },
    })
    const { result, text } = await render(request, 'en')
    expect(result.headlineYearlySaving).toBe(result.dispatchComparison!.priceAwareSavingCzk)
    expect(text).toContain('Smart control of the battery by the hourly prices is included in this study')
    expect(text).toContain('The battery follows the prices')
    expect(text).toContain('It may charge from the grid.')
    expect(text).toContain('It follows the prices (see below) and may charge from the grid too.')
    expect(text).not.toContain('It charges from PV surplus only')
  })

  test('a FIX single-tariff customer reads no smart-control figure, and that it gains nothing', async () => {
    const request = studyRequest({
      battery: { batterySizeKwh: 10, reservedBatteryCapacityPercentage: 10, dispatch: 'price-aware' },
      distribution: { distributor: 'CEZ', distributionRate: 'D02d', circuitBreakerMonthlyFee: 283 },
      electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: 3890, monthlyFeeCzk: 125, vat: 21 },
      electricitySellingSettings: { sellingType: 'FIX', feeType: 'PerMWh', fee: 1000 },
    })
    const { text } = await render(request)
    expect(text).not.toContain('Chytré řízení baterie')
    expect(text).toContain('řízení baterie podle cen by proto nic nepřidalo')
  })
})
