import { describe, expect, test } from 'bun:test'
import type { FeeBaseline, InvoiceExtractionResult } from '@partner/energy-shared'
import {
  CUSTOM_PERIOD,
  applyInvoice,
  defaultPeriod,
  initialForm,
  lookupPeriod,
  missingFields,
  toPreviewRequest,
  toRecipient,
  withBuyingType,
  withSellingType,
} from '../src/form-state.ts'

const singleTariff: FeeBaseline = {
  distributorFeeHighPerMWh: 2100,
  distributorFeeLowPerMWh: 0,
  ntAvailable: false,
  renewableEnergyFeePerMWh: 495,
  systemServicesFeePerMWh: 170.92,
  feeSourceYear: 2025,
}
const twoTariff: FeeBaseline = { ...singleTariff, distributorFeeLowPerMWh: 300, ntAvailable: true }

const extraction = (patch: { distribution?: object; buying?: object; selling?: object; meta?: object; fieldConfidence?: Record<string, number> }): InvoiceExtractionResult => ({
  fileName: 'bill.pdf',
  warnings: [],
  invoice: {
    meta: {
      supplierName: 'Supplier',
      invoiceNumber: '1',
      issueDate: '2025-02-01',
      billingPeriodFrom: null,
      billingPeriodTo: null,
      ean: null,
      customerName: null,
      supplyPointAddress: null,
      productName: null,
      contractEndDate: null,
      energyType: 'electricity',
      invoiceDirection: 'buy',
      currency: 'CZK',
      customerType: 'residential',
      ...patch.meta,
    },
    distribution: {
      distributorKey: null,
      distributorKeySource: 'unknown',
      distributionRate: null,
      breakerSizeCode: null,
      breakerAmps: null,
      breakerPhases: null,
      distributorFeeHighPerMWh: null,
      distributorFeeLowPerMWh: null,
      renewableEnergyFeePerMWh: null,
      systemServicesFeePerMWh: null,
      circuitBreakerMonthlyFeeCzkInvoice: null,
      ...patch.distribution,
    },
    buying: {
      buyingType: null,
      monthlyFeeCzk: null,
      fixedBuyPriceCzkPerMwh: null,
      fixedBuyPriceCzkPerMwhLowTariff: null,
      spotTraderFeePerMwh: null,
      spotTraderFeeType: null,
      vtKwh: null,
      ntKwh: null,
      totalKwh: null,
      yearlyConsumptionKwhEstimated: null,
      ...patch.buying,
    },
    selling: {
      sellingType: null,
      monthlyFeeCzk: null,
      fixedSellPriceCzkPerMwh: null,
      spotTraderFeePerMwh: null,
      spotTraderFeeType: null,
      soldKwh: null,
      ...patch.selling,
    },
    observations: {
      buyAveragePricePerMwhVt: null,
      buyAveragePricePerMwhNt: null,
      buyTotalCzkNoVat: null,
      sellAveragePricePerMwh: null,
      sellTotalCzkNoVat: null,
      balanceDueCzkWithVat: null,
    },
    fieldConfidence: patch.fieldConfidence ?? {},
  },
})

describe('periods', () => {
  test('the default is the latest full year, else the first value offered', () => {
    expect(defaultPeriod(['2024', '2025', '12M'])).toBe('2025')
    expect(defaultPeriod(['12M'])).toBe('12M')
    expect(defaultPeriod([])).toBe('')
  })

  test('a custom range looks fees up in the year it starts, or the default year outside the list', () => {
    const periods = ['2024', '2025', '12M']
    expect(lookupPeriod({ ...initialForm(), period: CUSTOM_PERIOD, from: '2024-03-01', to: '2024-09-30' }, periods)).toBe('2024')
    expect(lookupPeriod({ ...initialForm(), period: CUSTOM_PERIOD, from: '2019-01-01', to: '2019-12-31' }, periods)).toBe('2025')
    expect(lookupPeriod({ ...initialForm(), period: '12M' }, periods)).toBe('12M')
  })
})

describe('toPreviewRequest', () => {
  const context = { fees: singleTariff, breakerFee: 256 }

  test('a single-tariff SPOT household with battery and selling: the breaker by its code, no fee copied from the lookups', () => {
    const form = { ...initialForm(), period: '2025' }
    expect(missingFields(form, context)).toEqual([])
    expect(toPreviewRequest(form, context)).toEqual({
      periodType: '2025',
      yearlyConsumptionKWh: 3500,
      totalKWp: 5,
      battery: { batterySizeKwh: 5, reservedBatteryCapacityPercentage: 10 },
      distribution: {
        distributor: 'CEZ',
        distributionRate: 'D02d',
        lowTariffCommand: null,
        lowTariffRegion: null,
        circuitBreaker: '3X25A',
      },
      electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 0, spotPriceMinZero: true },
      electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: 0, spotPriceMinZero: true },
    })
  })

  test('a two-tariff FIX product sends the command, region and low-tariff price; no battery and no selling become null', () => {
    const form = {
      ...initialForm(),
      period: CUSTOM_PERIOD,
      from: '2025-01-01',
      to: '2025-06-30',
      distributionRate: 'D25d',
      lowTariffRegion: 'stred',
      lowTariffCommand: 'A1B6DP1',
      buyingType: 'FIX' as const,
      buyingFee: 3200,
      buyingFeeLowTariff: 2500,
      buyingMonthlyFee: 99,
      batterySizeKwh: 0,
      sellingType: 'NONE' as const,
    }
    const request = toPreviewRequest(form, { fees: twoTariff, breakerFee: null })
    expect(request.from).toBe('2025-01-01')
    expect(request.to).toBe('2025-06-30')
    expect(request.periodType).toBeUndefined()
    expect(request.battery).toBeNull()
    expect(request.distribution.lowTariffCommand).toBe('A1B6DP1')
    expect(request.distribution.lowTariffRegion).toBe('stred')
    expect(request.electricityBuyingSettings).toEqual({ buyingType: 'FIX', feeType: 'PerMWh', fee: 3200, feeLowTariff: 2500, monthlyFeeCzk: 99 })
    expect(request.electricitySellingSettings).toBeNull()
  })

  test('a fee the customer changed is sent as an override; the NT fee only on a two-tariff rate', () => {
    const form = { ...initialForm(), period: '12M', feeOverrides: { renewableEnergyFeePerMWh: 0, distributorFeeLowPerMWh: 350, circuitBreakerMonthlyFee: 300 } }
    const single = toPreviewRequest(form, { fees: singleTariff, breakerFee: 256 }).distribution
    expect(single).toEqual({
      distributor: 'CEZ',
      distributionRate: 'D02d',
      lowTariffCommand: null,
      lowTariffRegion: null,
      circuitBreaker: '3X25A',
      renewableEnergyFeePerMWh: 0,
      circuitBreakerMonthlyFee: 300,
    })
    const dual = toPreviewRequest({ ...form, distributionRate: 'D25d', lowTariffCommand: 'A1B6DP1' }, { fees: twoTariff, breakerFee: 256 }).distribution
    expect(dual.distributorFeeLowPerMWh).toBe(350)
    expect(dual.distributorFeeHighPerMWh).toBeUndefined()
    expect(dual.systemServicesFeePerMWh).toBeUndefined()
  })

  test('the command is required only on a two-tariff rate; a FIX price and a selling fee must be given', () => {
    const form = withSellingType(withBuyingType({ ...initialForm(), period: '2025' }, 'FIX'), 'FIX')
    expect(missingFields(form, { fees: singleTariff, breakerFee: null })).toEqual(['buyingFee', 'sellingFee'])
    expect(missingFields({ ...form, buyingFee: 3000, sellingFee: 1000 }, { fees: twoTariff, breakerFee: null })).toEqual(['lowTariffCommand'])
    expect(missingFields({ ...initialForm(), period: CUSTOM_PERIOD, yearlyConsumptionKWh: 0 }, { fees: singleTariff, breakerFee: null })).toEqual([
      'period',
      'yearlyConsumptionKWh',
    ])
  })

  test('smart control of the battery sends the price-aware dispatch; without a battery nothing is sent', () => {
    const form = { ...initialForm(), period: '2025', smartBattery: true }
    expect(toPreviewRequest(form, context).battery).toEqual({ batterySizeKwh: 5, reservedBatteryCapacityPercentage: 10, dispatch: 'price-aware' })
    expect(toPreviewRequest({ ...form, batterySizeKwh: 0 }, context).battery).toBeNull()
  })

  test('switching back to SPOT restores the meaningful surcharge default of 0', () => {
    const fix = withBuyingType(initialForm(), 'FIX')
    expect(fix.buyingFee).toBeNull()
    expect(withBuyingType({ ...fix, buyingFee: 3100 }, 'SPOT').buyingFee).toBe(0)
    expect(withBuyingType(fix, 'FIX')).toBe(fix)
  })
})

describe('applyInvoice', () => {
  test('fills distribution, consumption and a FIX contract with the extractor confidence', () => {
    const { form, prefills } = applyInvoice(
      initialForm(),
      extraction({
        distribution: { distributorKey: 'EGD', distributionRate: 'D 25d', breakerSizeCode: '3X20A' },
        buying: { buyingType: 'FIX', fixedBuyPriceCzkPerMwh: 3290, fixedBuyPriceCzkPerMwhLowTariff: 2890, monthlyFeeCzk: 129, yearlyConsumptionKwhEstimated: 4210.4 },
        fieldConfidence: { 'distribution.distributorKey': 0.95, 'distribution.distributionRate': 0.9, 'distribution.breakerSizeCode': 0.6, 'buying.buyingType': 0.99, 'buying.fixedBuyPriceCzkPerMwh': 0.8 },
      }),
    )
    expect(form).toMatchObject({
      distributor: 'EGD',
      distributionRate: 'D25d',
      circuitBreaker: '3X20A',
      yearlyConsumptionKWh: 4210,
      buyingType: 'FIX',
      buyingFee: 3290,
      buyingFeeLowTariff: 2890,
      buyingMonthlyFee: 129,
    })
    expect(prefills).toEqual([
      { field: 'distributor', confidence: 0.95 },
      { field: 'distributionRate', confidence: 0.9 },
      { field: 'circuitBreaker', confidence: 0.6 },
      { field: 'yearlyConsumptionKWh', confidence: null },
      { field: 'buyingType', confidence: 0.99 },
      { field: 'buyingFee', confidence: 0.8 },
      { field: 'buyingFeeLowTariff', confidence: null },
      { field: 'buyingMonthlyFee', confidence: null },
    ])
  })

  test('without an estimate, the billed kWh are scaled from the billing period to a year', () => {
    const { form } = applyInvoice(
      initialForm(),
      extraction({ meta: { billingPeriodFrom: '2024-07-01', billingPeriodTo: '2024-12-31' }, buying: { vtKwh: 1500, ntKwh: 340 } }),
    )
    // 184 days billed → 1840 kWh × 365 / 184
    expect(form.yearlyConsumptionKWh).toBe(3650)
  })

  test('a FIX product without a readable price clears the SPOT default instead of keeping 0', () => {
    const { form, prefills } = applyInvoice(initialForm(), extraction({ buying: { buyingType: 'FIX' } }))
    expect(form.buyingType).toBe('FIX')
    expect(form.buyingFee).toBeNull()
    expect(prefills.map((p) => p.field)).toEqual(['buyingType'])
  })

  test('a SPOT contract with selling fills both surcharges; nothing read leaves the form as it was', () => {
    const { form } = applyInvoice(
      initialForm(),
      extraction({ buying: { buyingType: 'SPOT', spotTraderFeePerMwh: 350 }, selling: { sellingType: 'SPOT', spotTraderFeePerMwh: 450, monthlyFeeCzk: 50 } }),
    )
    expect(form).toMatchObject({ buyingType: 'SPOT', buyingFee: 350, sellingType: 'SPOT', sellingFee: 450, sellingMonthlyFee: 50 })
    const untouched = applyInvoice(initialForm(), extraction({}))
    expect(untouched.form).toEqual(initialForm())
    expect(untouched.prefills).toEqual([])
  })
})

describe('the roof’s PSČ', () => {
  test('is prefilled from the supply point’s address on the bill and goes to the server in study.address', () => {
    const { form, prefills } = applyInvoice(initialForm(), extraction({ meta: { supplyPointAddress: 'Nádražní 12, 70200 Ostrava' } }))
    expect(form.postcode).toBe('702 00')
    expect(prefills).toEqual([{ field: 'postcode', confidence: null }])
    expect(toPreviewRequest(form, { fees: singleTariff, breakerFee: null }).study).toEqual({ address: '702 00' })
  })

  test('typed as five digits or "NNN NN"; anything else is not sent', () => {
    expect(toPreviewRequest({ ...initialForm(), postcode: ' 66902 ' }, { fees: singleTariff, breakerFee: null }).study).toEqual({ address: '669 02' })
    expect(toPreviewRequest({ ...initialForm(), postcode: '6690' }, { fees: singleTariff, breakerFee: null }).study).toBeUndefined()
    expect(toPreviewRequest(initialForm(), { fees: singleTariff, breakerFee: null }).study).toBeUndefined()
  })
})

test('toRecipient trims and leaves out empty optional members', () => {
  expect(toRecipient({ email: ' jana@example.cz ', name: ' ', phone: '+420 777 123 456', wantsContact: true })).toEqual({
    email: 'jana@example.cz',
    phone: '+420 777 123 456',
    wantsContact: true,
  })
})
