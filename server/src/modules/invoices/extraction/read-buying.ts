/** The supply contract: FIX or SPOT, its prices in force at the end of the bill, and the consumption. */
import type { InvoiceBuying } from '@partner/energy-shared'
import { accept, latestRow, rowConfidence, sumOf, type Confidence, type ExtractionContext, type SectionRead } from './context.ts'
import { daysInclusive, round } from '../text.ts'
import { inRange, type Validation } from './validate.ts'

const SPOT_PRODUCT = /\bspot|burz|hodinov|dynamick/i

export interface BuyingRead extends SectionRead<InvoiceBuying> {
  /** The consumption total printed on the bill, for reconciliation. */
  statedTotalKwh: number | null
  tariffSplit: readonly [number, number] | null
}

export function readBuying(ctx: ExtractionContext, productName: string | null, validation: Validation): BuyingRead {
  const { reader, rows, buys, billingFrom, billingTo } = ctx
  const end = billingTo
  const confidence: Confidence = {}
  const energyVt = latestRow(rows, ['energyVt', 'energySingle'], end)
  const energyNt = latestRow(rows, ['energyNt'], end)
  const spotFee = latestRow(rows, ['spotFee'], end)
  const monthlyFee = latestRow(rows, ['monthlyFee'], end)
  const spot = spotFee !== null || SPOT_PRODUCT.test(productName ?? '')
  const buyingType = buys ? (spot ? 'SPOT' : 'FIX') : null
  const vtKwh = sumOf(rows, ['energyVt', 'energySingle'], (row) => row.quantity)
  const ntRows = rows.filter((row) => row.kind === 'energyNt')
  const ntKwh = ntRows.length ? sumOf(rows, ['energyNt'], (row) => row.quantity) : null
  const statedTotal = reader.label('totalKwh', accept.energy)
  const totalKwh = statedTotal?.value ?? (buys ? round(vtKwh + (ntKwh ?? 0), 3) : null)
  const yearly = reader.label('yearlyKwh', accept.energy)
  const periodDays = billingFrom && billingTo && billingFrom <= billingTo ? daysInclusive(billingFrom, billingTo) : null
  const yearlyEstimate = yearly?.value ?? (totalKwh !== null && periodDays ? Math.round((totalKwh * 365) / periodDays) : null)

  if (buys) {
    confidence['buying.buyingType'] = spotFee || (energyVt && !spot) ? 0.95 : spot ? 0.8 : 0.5
    if (buyingType === 'FIX') confidence['buying.fixedBuyPriceCzkPerMwh'] = rowConfidence(energyVt)
    confidence['buying.monthlyFeeCzk'] = rowConfidence(monthlyFee)
  }
  const energyPrice = (field: string, value: number | null) => validation.check(field, value, inRange(300, 20000), '300 – 20 000 CZK/MWh')
  const kwh = (field: string, value: number | null) => validation.check(field, value, inRange(0, 10_000_000), '0 – 10 000 000 kWh')
  const values: InvoiceBuying = {
    buyingType,
    monthlyFeeCzk: buys ? validation.check('buying.monthlyFeeCzk', monthlyFee?.price ?? null, inRange(0, 5000), '0 – 5 000 CZK per month') : null,
    fixedBuyPriceCzkPerMwh: buyingType === 'FIX' ? energyPrice('buying.fixedBuyPriceCzkPerMwh', energyVt?.price ?? null) : null,
    fixedBuyPriceCzkPerMwhLowTariff: buyingType === 'FIX' ? energyPrice('buying.fixedBuyPriceCzkPerMwhLowTariff', energyNt?.price ?? null) : null,
    spotTraderFeePerMwh: buyingType === 'SPOT' ? validation.check('buying.spotTraderFeePerMwh', spotFee?.price ?? null, inRange(-2000, 5000), '−2 000 – 5 000 CZK/MWh') : null,
    spotTraderFeeType: buyingType === 'SPOT' && spotFee ? 'PerMWh' : null,
    vtKwh: buys ? kwh('buying.vtKwh', round(vtKwh, 3)) : null,
    ntKwh: buys ? kwh('buying.ntKwh', ntKwh) : null,
    totalKwh: buys ? kwh('buying.totalKwh', totalKwh) : null,
    yearlyConsumptionKwhEstimated: buys ? kwh('buying.yearlyConsumptionKwhEstimated', yearlyEstimate) : null,
  }
  return { values, confidence, statedTotalKwh: statedTotal?.value ?? null, tariffSplit: reader.label('tariffSplitKwh', accept.energyPair)?.value ?? null }
}
