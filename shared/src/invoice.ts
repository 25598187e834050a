import { Type, type Static } from '@sinclair/typebox'
import { IsoDate, Nullable } from './common.ts'

const N = () => Nullable(Type.Number())
const S = () => Nullable(Type.String())

export const InvoiceMeta = Type.Object({
  supplierName: S(),
  invoiceNumber: S(),
  issueDate: Nullable(IsoDate()),
  billingPeriodFrom: Nullable(IsoDate()),
  billingPeriodTo: Nullable(IsoDate()),
  ean: S(),
  customerName: S(),
  supplyPointAddress: S(),
  productName: S(),
  contractEndDate: Nullable(IsoDate()),
  energyType: Type.Literal('electricity'),
  invoiceDirection: Type.Union([Type.Literal('buy'), Type.Literal('sell'), Type.Literal('both')]),
  currency: Type.Literal('CZK'),
  customerType: Type.Union([Type.Literal('residential'), Type.Literal('business')]),
}, { $id: 'InvoiceMeta', title: 'InvoiceMeta' })
export type InvoiceMeta = Static<typeof InvoiceMeta>

export const DistributorKeySource = Type.Union([
  Type.Literal('explicit'),
  Type.Literal('poruchova_linka'),
  Type.Literal('derived_from_address'),
  Type.Literal('unknown'),
])

export const InvoiceDistribution = Type.Object({
  distributorKey: S(),
  distributorKeySource: DistributorKeySource,
  distributionRate: S(),
  breakerSizeCode: S(),
  breakerAmps: N(),
  breakerPhases: N(),
  distributorFeeHighPerMWh: N(),
  distributorFeeLowPerMWh: N(),
  renewableEnergyFeePerMWh: N(),
  systemServicesFeePerMWh: N(),
  circuitBreakerMonthlyFeeCzkInvoice: N(),
}, { $id: 'InvoiceDistribution', title: 'InvoiceDistribution' })
export type InvoiceDistribution = Static<typeof InvoiceDistribution>

export const InvoiceBuying = Type.Object({
  buyingType: Nullable(Type.Union([Type.Literal('FIX'), Type.Literal('SPOT')])),
  monthlyFeeCzk: N(),
  fixedBuyPriceCzkPerMwh: N(),
  fixedBuyPriceCzkPerMwhLowTariff: N(),
  spotTraderFeePerMwh: N(),
  spotTraderFeeType: S(),
  vtKwh: N(),
  ntKwh: N(),
  totalKwh: N(),
  yearlyConsumptionKwhEstimated: N(),
}, { $id: 'InvoiceBuying', title: 'InvoiceBuying' })
export type InvoiceBuying = Static<typeof InvoiceBuying>

export const InvoiceSelling = Type.Object({
  sellingType: Nullable(Type.Union([Type.Literal('FIX'), Type.Literal('SPOT')])),
  monthlyFeeCzk: N(),
  fixedSellPriceCzkPerMwh: N(),
  spotTraderFeePerMwh: N(),
  spotTraderFeeType: S(),
  soldKwh: N(),
}, { $id: 'InvoiceSelling', title: 'InvoiceSelling' })
export type InvoiceSelling = Static<typeof InvoiceSelling>

export const InvoiceObservations = Type.Object({
  buyAveragePricePerMwhVt: N(),
  buyAveragePricePerMwhNt: N(),
  buyTotalCzkNoVat: N(),
  sellAveragePricePerMwh: N(),
  sellTotalCzkNoVat: N(),
  balanceDueCzkWithVat: Nullable(Type.Number({ description: 'Negative when money is owed to the customer' })),
}, { $id: 'InvoiceObservations', title: 'InvoiceObservations' })
export type InvoiceObservations = Static<typeof InvoiceObservations>

/**
 * fieldConfidence keys the extractor rates: the camelCase JSON paths of the fields (the same paths as
 * warning fields). A field refused by a validator also gets an entry, 0, under its own path.
 */
export const FieldConfidenceKeys = [
  'meta.supplierName',
  'distribution.distributorKey',
  'distribution.distributionRate',
  'distribution.breakerSizeCode',
  'buying.buyingType',
  'buying.fixedBuyPriceCzkPerMwh',
  'distribution.distributorFeeHighPerMWh',
  'distribution.distributorFeeLowPerMWh',
  'buying.monthlyFeeCzk',
] as const
export type FieldConfidenceKey = (typeof FieldConfidenceKeys)[number]

export const InvoiceWarning = Type.Object({
  field: Type.String({
    description:
      'camelCase JSON path of the field, e.g. observations.buyTotalCzkNoVat — the same paths as the invoice fields and the fieldConfidence keys (partner-api-v1.md shows snake_case paths such as observations.buy_total_czk_no_vat; this API uses the camelCase ones throughout).',
  }),
  level: Type.Literal('warn'),
  reason: Type.String(),
  extractedValue: Nullable(Type.Union([Type.Number(), Type.String()], { description: 'The value as extracted (a string for codes such as the EAN)' })),
  expectedHint: Type.String(),
}, { $id: 'InvoiceWarning', title: 'InvoiceWarning' })
export type InvoiceWarning = Static<typeof InvoiceWarning>

export const Invoice = Type.Object({
  meta: InvoiceMeta,
  distribution: InvoiceDistribution,
  buying: InvoiceBuying,
  selling: InvoiceSelling,
  observations: InvoiceObservations,
  fieldConfidence: Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 1 }), {
    description:
      'Confidence 0–1 of extracted fields, keyed by the camelCase JSON path of the field (meta.supplierName, buying.fixedBuyPriceCzkPerMwh, distribution.distributorKey, …) — the same paths as warnings[].field. partner-api-v1.md shows snake_case keys (supplier_name, fixed_buy_price_czk_per_mwh); this API uses the camelCase paths. Only some fields are rated; a field refused by a validator is rated 0.',
  }),
}, { $id: 'Invoice', title: 'Invoice' })
export type Invoice = Static<typeof Invoice>

export const InvoiceExtractionResult = Type.Object(
  {
    fileName: Type.String(),
    invoice: Invoice,
    warnings: Type.Array(InvoiceWarning),
  },
  { $id: 'InvoiceExtractionResult', title: 'InvoiceExtractionResult' },
)
export type InvoiceExtractionResult = Static<typeof InvoiceExtractionResult>
