/**
 * The one mapping from an extracted electricity bill to the parts of a study request the bill can
 * tell, named as the request names them (distributorKey → distributor, fixedBuyPriceCzkPerMwh →
 * fee, yearlyConsumptionKwhEstimated → yearlyConsumptionKWh). What the bill cannot tell stays null:
 * the caller asks the customer, or takes it from the reference baseline. A subpath of its own
 * (`@partner/energy-shared/invoice-study`) with type-only imports of the schemas: the SDK bundles it without them.
 */
import type { BuyingSettings, Invoice, SellingSettings } from '@partner/energy-shared'
import { isDistributorKey, type DistributorKey } from './distributors.ts'
import { postcodeInAddress } from './postcode.ts'
import { DAY_MS } from './time.ts'

/** A period shorter than this is too short to scale to a year (seasonality dominates). */
const MIN_SCALED_DAYS = 28

export interface InvoiceStudyDraft {
  study: { label: string; address?: string }
  /** The supply point's PSČ (five digits), which locates the roof for its sky; null when the address has none. */
  postcode: string | null
  /** The extractor's yearly estimate, else the billed kWh scaled to 365 days; null when neither is known. */
  yearlyConsumptionKWh: number | null
  distribution: {
    distributor: DistributorKey | null
    distributionRate: string | null
    /** Breaker size code (key of /reference/circuit-breakers), e.g. 3X25A. */
    circuitBreaker: string | null
    /** The monthly breaker fee as billed, CZK/month (the reference list is the better source for a study). */
    circuitBreakerMonthlyFee: number | null
  }
  /** null when the bill is sell-only or its contract type is unread. */
  electricityBuyingSettings: {
    buyingType: BuyingSettings['buyingType']
    feeType: BuyingSettings['feeType']
    /** FIX: the VT energy price; SPOT: the trader's surcharge; CZK/MWh, null when unread. */
    fee: number | null
    feeLowTariff: number | null
    monthlyFeeCzk: number | null
  } | null
  /** null when the bill shows no buy-back. */
  electricitySellingSettings: {
    sellingType: SellingSettings['sellingType']
    feeType: SellingSettings['feeType']
    /** FIX: the buy-back price; SPOT: the deduction from the day-ahead price; CZK/MWh, null when unread. */
    fee: number | null
    monthlyFeeCzk: number | null
  } | null
  /** The extractor's confidence (0–1) of the drafted values it rated, keyed by the draft's path. */
  confidence: Partial<Record<InvoiceStudyDraftPath, number>>
}

export type InvoiceStudyDraftPath =
  | 'distribution.distributor'
  | 'distribution.distributionRate'
  | 'distribution.circuitBreaker'
  | 'electricityBuyingSettings.buyingType'
  | 'electricityBuyingSettings.fee'
  | 'electricityBuyingSettings.monthlyFeeCzk'

/** Draft path → the invoice's fieldConfidence key (the invoice field's camelCase JSON path). */
const CONFIDENCE_SOURCES: Record<InvoiceStudyDraftPath, string> = {
  'distribution.distributor': 'distribution.distributorKey',
  'distribution.distributionRate': 'distribution.distributionRate',
  'distribution.circuitBreaker': 'distribution.breakerSizeCode',
  'electricityBuyingSettings.buyingType': 'buying.buyingType',
  'electricityBuyingSettings.fee': 'buying.fixedBuyPriceCzkPerMwh',
  'electricityBuyingSettings.monthlyFeeCzk': 'buying.monthlyFeeCzk',
}

function yearlyConsumption(invoice: Invoice): number | null {
  const { buying, meta } = invoice
  if (buying.yearlyConsumptionKwhEstimated && buying.yearlyConsumptionKwhEstimated > 0) return Math.round(buying.yearlyConsumptionKwhEstimated)
  const billed = buying.totalKwh ?? (buying.vtKwh !== null || buying.ntKwh !== null ? (buying.vtKwh ?? 0) + (buying.ntKwh ?? 0) : null)
  if (!billed || !meta.billingPeriodFrom || !meta.billingPeriodTo) return null
  const days = (Date.parse(meta.billingPeriodTo) - Date.parse(meta.billingPeriodFrom)) / DAY_MS + 1
  return days >= MIN_SCALED_DAYS ? Math.round((billed * 365) / days) : null
}

export function studyRequestFromInvoice(invoice: Invoice): InvoiceStudyDraft {
  const { meta, distribution, buying, selling } = invoice
  const distributor = isDistributorKey(distribution.distributorKey) ? distribution.distributorKey : null
  const confidence: InvoiceStudyDraft['confidence'] = {}
  for (const [path, key] of Object.entries(CONFIDENCE_SOURCES) as [InvoiceStudyDraftPath, string][]) {
    const value = invoice.fieldConfidence[key]
    if (value !== undefined) confidence[path] = value
  }
  // The SPOT surcharge has no confidence of its own: the FIX price's rating does not carry over.
  if (buying.buyingType !== 'FIX') delete confidence['electricityBuyingSettings.fee']
  return {
    study: { label: meta.supplyPointAddress ?? 'Studie z faktury', ...(meta.supplyPointAddress ? { address: meta.supplyPointAddress } : {}) },
    postcode: (meta.supplyPointAddress && postcodeInAddress(meta.supplyPointAddress)) || null,
    yearlyConsumptionKWh: yearlyConsumption(invoice),
    distribution: {
      distributor,
      distributionRate: distribution.distributionRate?.replace(/\s+/g, '') ?? null,
      circuitBreaker: distribution.breakerSizeCode,
      circuitBreakerMonthlyFee: distribution.circuitBreakerMonthlyFeeCzkInvoice,
    },
    electricityBuyingSettings: buying.buyingType
      ? {
          buyingType: buying.buyingType,
          feeType: 'PerMWh',
          fee: buying.buyingType === 'FIX' ? buying.fixedBuyPriceCzkPerMwh : buying.spotTraderFeePerMwh,
          feeLowTariff: buying.buyingType === 'FIX' ? buying.fixedBuyPriceCzkPerMwhLowTariff : null,
          monthlyFeeCzk: buying.monthlyFeeCzk,
        }
      : null,
    electricitySellingSettings: selling.sellingType
      ? {
          sellingType: selling.sellingType,
          feeType: 'PerMWh',
          fee: selling.sellingType === 'FIX' ? selling.fixedSellPriceCzkPerMwh : selling.spotTraderFeePerMwh,
          monthlyFeeCzk: selling.monthlyFeeCzk,
        }
      : null,
    confidence,
  }
}
