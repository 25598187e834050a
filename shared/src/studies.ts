import { Type, type Static } from '@sinclair/typebox'
import { Currency, DistributorKey, IsoDate, IsoDateTime, Nullable, SafeText, Uuid } from './common.ts'
import { LIMITS, SAFE_TEXT_PATTERN } from './limits.ts'
import { PeriodValue } from './reference.ts'
import { StudyResult } from './result.ts'

/** Said of every fee override: the figure replaces the price lists for the whole period, even across a price-list change. */
const FEE_OVERRIDE = 'CZK/MWh excl. VAT. Override: replaces the price-list value for the whole period (price-list changes inside the period are then ignored); leave out to use the price lists in force on each day'

/** Said of every size (PV power, battery capacity): the one rule for values too small to mean anything. */
const BETWEEN_ZERO_AND_MIN = `a value between 0 and ${LIMITS.sizeMinNonZero} (e.g. 1e-9) is refused with 400 validation-error`

const FeeType = Type.Literal('PerMWh', { description: 'The only accepted fee type: CZK per MWh' })

/** Request objects refuse properties they do not declare (400 naming them): nothing unknown is ever stored. */
const closed = (name: string) => ({ $id: name, title: name, additionalProperties: false }) as const

const { pricePerMWhMin, pricePerMWhMax } = LIMITS
/** A price or fee in CZK/MWh, between the SDAC floor and cap (LIMITS). */
const PricePerMWh = (description: string, minimum: number = pricePerMWhMin) =>
  Type.Number({ minimum, maximum: pricePerMWhMax, description: `${description} (${minimum} … ${pricePerMWhMax})` })
const MonthlyFeeCzk = (description: string) =>
  Type.Number({ minimum: 0, maximum: LIMITS.monthlyFeeCzkMax, description: `${description} (0 … ${LIMITS.monthlyFeeCzkMax})` })
const HourlySeries = () =>
  Type.Array(Type.Number({ minimum: 0, maximum: LIMITS.hourlyKWhMax }), {
    maxItems: LIMITS.customSeriesHoursMax,
    description: `One value per UTC hour of the period, kWh (0 … ${LIMITS.hourlyKWhMax}; at most ${LIMITS.customSeriesHoursMax} hours)`,
  })
const InvestmentCzk = (description: string) =>
  Type.Number({ minimum: 0, maximum: LIMITS.investmentCzkMax, description: `${description} (0 … ${LIMITS.investmentCzkMax})` })

export const StudyCover = Type.Object(
  {
    label: Type.Optional(SafeText({ maxLength: 200, description: 'Free-form label on the cover' })),
    address: Type.Optional(SafeText({ maxLength: 300 })),
    extendedStudy: Type.Optional(Type.Boolean({ description: 'Adds battery-size sensitivity and typical-day pages' })),
  },
  closed('StudyCover'),
)

export const Battery = Type.Object(
  {
    batterySizeKwh: Type.Number({
      minimum: 0,
      maximum: LIMITS.batteryKWhMax,
      description: `Nominal battery capacity, kWh: 0 (no battery) or ${LIMITS.sizeMinNonZero} … ${LIMITS.batteryKWhMax}; ${BETWEEN_ZERO_AND_MIN}`,
    }),
    reservedBatteryCapacityPercentage: Type.Number({ minimum: 0, maximum: 100, description: 'Reserve never discharged, percent' }),
    dispatch: Type.Optional(
      Type.Union([Type.Literal('self-consumption'), Type.Literal('price-aware')], {
        default: 'self-consumption',
        description:
          'self-consumption (default): PV surplus charges, deficits discharge, blind to prices. price-aware: each day the battery follows the plan that minimises that day’s cost with the day’s hourly prices, PV and consumption known (an upper bound a good controller approaches)',
      }),
    ),
    gridCharging: Type.Optional(Type.Boolean({ default: false, description: 'price-aware only: the battery may charge from the grid' })),
    exportFromBattery: Type.Optional(Type.Boolean({ default: false, description: 'price-aware only: the battery may discharge to the grid (sell)' })),
    cycleCostCzkPerKWh: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 100,
        description: 'price-aware only: a throughput cost per kWh discharged that keeps the battery from cycling for crumbs, CZK/kWh (0 … 100); default 0 (stated in the assumptions)',
      }),
    ),
  },
  closed('Battery'),
)
export type Battery = Static<typeof Battery>

export const DistributionSettings = Type.Object(
  {
    distributor: DistributorKey,
    distributionRate: SafeText({ minLength: 1, maxLength: 32, description: 'A code from /reference/distribution-rates' }),
    lowTariffCommand: Type.Optional(Nullable(SafeText({ maxLength: 64, description: 'HDO command; required on a two-tariff rate' }))),
    lowTariffRegion: Type.Optional(Nullable(SafeText({ maxLength: 64, description: 'Region key from …/regions' }))),
    distributorFeeHighPerMWh: Type.Optional(Nullable(PricePerMWh(FEE_OVERRIDE, 0))),
    distributorFeeLowPerMWh: Type.Optional(Nullable(PricePerMWh(FEE_OVERRIDE, 0))),
    renewableEnergyFeePerMWh: Type.Optional(Nullable(PricePerMWh(FEE_OVERRIDE, 0))),
    systemServicesFeePerMWh: Type.Optional(Nullable(PricePerMWh(FEE_OVERRIDE, 0))),
    circuitBreaker: Type.Optional(
      Nullable(
        Type.String({
          minLength: 1,
          maxLength: 20,
          pattern: '^[A-Za-z0-9_]+$',
          description: 'Main circuit breaker code from /reference/circuit-breakers (e.g. 3X25A): its fee follows the price list in force on each day',
        }),
      ),
    ),
    circuitBreakerMonthlyFee: Type.Optional(
      Nullable(MonthlyFeeCzk('CZK/month excl. VAT. Overrides the breaker fee of every price list: it applies to the whole period')),
    ),
  },
  closed('DistributionSettings'),
)
export type DistributionSettings = Static<typeof DistributionSettings>

export const BuyingSettings = Type.Object(
  {
    buyingType: Type.Union([Type.Literal('FIX'), Type.Literal('SPOT')]),
    feeType: FeeType,
    fee: PricePerMWh('FIX: the energy price (VT), CZK/MWh; SPOT: trader surcharge on the day-ahead price, CZK/MWh'),
    feeLowTariff: Type.Optional(PricePerMWh('FIX two-tariff product: the NT price, CZK/MWh (defaults to fee)')),
    spotPriceMinZero: Type.Optional(Type.Boolean({ description: 'Floor the hourly day-ahead price at 0 before the fee' })),
    monthlyFeeCzk: Type.Optional(MonthlyFeeCzk('Supplier fixed fee, CZK/month excl. VAT')),
    vat: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'VAT percent (default 21)' })),
  },
  closed('BuyingSettings'),
)
export type BuyingSettings = Static<typeof BuyingSettings>

export const SellingSettings = Type.Object(
  {
    sellingType: Type.Union([Type.Literal('FIX'), Type.Literal('SPOT')]),
    feeType: FeeType,
    fee: PricePerMWh('SPOT: deduction from the day-ahead price, CZK/MWh; FIX: the buy-back price, CZK/MWh'),
    spotPriceMinZero: Type.Optional(Type.Boolean()),
    monthlyFeeCzk: Type.Optional(MonthlyFeeCzk('Trader fixed fee for selling, CZK/month')),
    exportWhenNegative: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          'Export also in hours whose net selling price (day-ahead price, floored with spotPriceMinZero, minus fee; FIX: fee) is negative. Default false: a price-aware inverter curtails export in those hours',
      }),
    ),
  },
  closed('SellingSettings'),
)
export type SellingSettings = Static<typeof SellingSettings>

export const CustomProductionConsumptionData = Type.Object(
  {
    start: Type.String({ format: 'date-time', maxLength: 64, description: 'First hour of the evaluated period (UTC instant)' }),
    granularity: Type.Literal('PT1H'),
    consumptionKWh: Type.Optional(HourlySeries()),
    productionKWh: Type.Optional(HourlySeries()),
  },
  closed('CustomProductionConsumptionData'),
)
export type CustomProductionConsumptionData = Static<typeof CustomProductionConsumptionData>

export const Investment = Type.Object(
  {
    totalCzk: InvestmentCzk('Total price of the installation incl. VAT'),
    subsidyCzk: Type.Optional(InvestmentCzk('Subsidy received, CZK')),
  },
  closed('Investment'),
)

export const Recipient = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254, pattern: SAFE_TEXT_PATTERN }),
    name: Type.Optional(SafeText({ maxLength: 200 })),
    phone: Type.Optional(SafeText({ maxLength: 40 })),
    ownsPv: Type.Optional(Type.Boolean()),
    wantsContact: Type.Optional(Type.Boolean({ description: 'The customer agreed to follow-up contact' })),
  },
  closed('Recipient'),
)
export type Recipient = Static<typeof Recipient>

/** One roof plane of the PV system (orientation beyond the spec's single array). */
export const PvArray = Type.Object(
  {
    kWp: Type.Number({
      minimum: 0,
      maximum: LIMITS.totalKWpMax,
      description: `Peak power of this plane, kWp: 0 or ${LIMITS.sizeMinNonZero} … ${LIMITS.totalKWpMax}; ${BETWEEN_ZERO_AND_MIN}`,
    }),
    tiltDeg: Type.Number({ minimum: 0, maximum: 90, description: 'Slope from horizontal, degrees (0 = flat, 90 = vertical)' }),
    azimuthDeg: Type.Number({ minimum: -180, maximum: 180, description: 'Facing, degrees: 0 = south, −90 = east, 90 = west, ±180 = north' }),
  },
  closed('PvArray'),
)
export type PvArray = Static<typeof PvArray>

/** Where the roof is (WGS84), for the irradiance of that place (CONTRACT.md "Location"). */
export const StudyLocation = Type.Object(
  {
    latitude: Type.Number({ minimum: 48, maximum: 51.5, description: 'WGS84 decimal degrees north (48.0 … 51.5: Czechia and its neighbourhood)' }),
    longitude: Type.Number({ minimum: 11.5, maximum: 19.5, description: 'WGS84 decimal degrees east (11.5 … 19.5)' }),
  },
  {
    ...closed('StudyLocation'),
    description:
      'Where the roof is. Omitted: the last PSČ in study.address ("702 00" or "70200"), else the partner\'s default location, else the reference site of the shipped PVGIS series; the result\'s inputs.location says which',
  },
)
export type StudyLocation = Static<typeof StudyLocation>

const calculationFields = {
  study: Type.Optional(StudyCover),
  periodType: Type.Optional(Nullable(PeriodValue)),
  from: Type.Optional(Nullable(IsoDate({ description: 'Inclusive start; set together with to' }))),
  to: Type.Optional(Nullable(IsoDate({ description: 'Inclusive end; set together with from' }))),
  yearlyConsumptionKWh: Type.Number({
    minimum: LIMITS.yearlyConsumptionKWhMin,
    maximum: LIMITS.yearlyConsumptionKWhMax,
    description: `kWh per year (${LIMITS.yearlyConsumptionKWhMin} … ${LIMITS.yearlyConsumptionKWhMax})`,
  }),
  totalKWp: Type.Number({
    minimum: 0,
    maximum: LIMITS.totalKWpMax,
    description:
      `Installed PV power, kWp: 0 (no PV: the bill as it is, with nothing produced, sold or stored) or ${LIMITS.sizeMinNonZero} … ${LIMITS.totalKWpMax}; ` +
      BETWEEN_ZERO_AND_MIN,
  }),
  pvArrays: Type.Optional(
    Type.Array(PvArray, {
      minItems: 1,
      maxItems: 8,
      description:
        'Roof planes; their kWp must sum to totalKWp. Omitted: one plane as the shipped PVGIS series (38° tilt, 2° east of south)',
    }),
  ),
  location: Type.Optional(StudyLocation),
  battery: Type.Optional(Nullable(Battery)),
  distribution: DistributionSettings,
  electricityBuyingSettings: BuyingSettings,
  electricitySellingSettings: Type.Optional(Nullable(SellingSettings)),
  customProductionConsumptionData: Type.Optional(CustomProductionConsumptionData),
  investment: Type.Optional(Investment),
}

/** Body of POST /api/v1/studies/preview: the calculation without a recipient. */
export const StudyPreviewRequest = Type.Object(
  { ...calculationFields, recipient: Type.Optional(Recipient) },
  closed('StudyPreviewRequest'),
)
export type StudyPreviewRequest = Static<typeof StudyPreviewRequest>

/** Body of POST /api/v1/studies. */
export const StudyCreateRequest = Type.Object(
  { ...calculationFields, recipient: Recipient },
  closed('StudyCreateRequest'),
)
export type StudyCreateRequest = Static<typeof StudyCreateRequest>

export const StudyCreateHeaders = Type.Object({
  'x-partner-external-user': Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, pattern: '^[^@\\s]+$', description: 'Opaque end-user id (no e-mail, no whitespace)' }),
  ),
  'x-partner-ico': Type.Optional(Type.String({ pattern: '^\\d{8}$', description: 'IČO of the embedding company (embed tokens only)' })),
  'idempotency-key': Type.Optional(SafeText({ minLength: 1, maxLength: 255 })),
  'accept-language': Type.Optional(Type.String({ maxLength: 256 })),
})
export type StudyCreateHeaders = Static<typeof StudyCreateHeaders>

export const StudyCreateResult = Type.Object(
  {
    id: Uuid({ description: 'Calculation id; also the stored PDF blob name' }),
    url: Type.String({ description: 'Absolute URL of GET /api/v1/studies/{id}/pdf' }),
    emailSent: Type.Boolean(),
  },
  { $id: 'StudyCreateResult', title: 'StudyCreateResult' },
)
export type StudyCreateResult = Static<typeof StudyCreateResult>

/** Where the study e-mail stands; `pending` means queued for a retry after a failed send. */
export const EmailStatus = Type.Union([Type.Literal('sent'), Type.Literal('pending'), Type.Literal('failed'), Type.Literal('disabled')], {
  $id: 'EmailStatus',
  title: 'EmailStatus',
  description: 'sent: accepted by the mail transport; pending: a send failed and is retried with backoff; failed: given up after the last attempt (or the study was redacted first); disabled: e-mail is switched off on this server',
})
export type EmailStatus = Static<typeof EmailStatus>

export const StudySummary = Type.Object(
  {
    id: Uuid(),
    createdAt: IsoDateTime(),
    annualSaving: Nullable(Type.Number()),
    currency: Currency,
    paybackYears: Nullable(Type.Number()),
    url: Nullable(Type.String()),
    studyLabel: Nullable(Type.String()),
    externalUserId: Nullable(Type.String()),
    recipientEmail: Nullable(Type.String()),
    recipientName: Nullable(Type.String()),
    recipientPhone: Nullable(Type.String()),
    wantsContact: Type.Boolean(),
    origin: Nullable(Type.String()),
    redactedAt: Nullable(IsoDateTime()),
    emailStatus: EmailStatus,
    userId: Nullable(Type.String()),
    partnerId: Uuid(),
    partnerIco: Type.Optional(Nullable(Type.String({ description: 'The X-Partner-Ico the study was created with; null without one' }))),
    partnerIcoHonoured: Type.Optional(
      Nullable(
        Type.Boolean({
          description:
            "Whether the PDF and e-mail carry the brand of `partnerIco`'s partner. False when that partner does not vouch for the page (the IČO is not the caller's own and the Origin is not one of that partner's embed origins) or no partner has that IČO: the study then has generic branding. Null without an IČO",
        }),
      ),
    ),
  },
  { $id: 'StudySummary', title: 'StudySummary' },
)
export type StudySummary = Static<typeof StudySummary>

export const Study = Type.Object(
  {
    ...StudySummary.properties,
    input: Type.Record(Type.String(), Type.Unknown(), { description: 'The request exactly as received (scrubbed once redacted)' }),
    result: StudyResult,
  },
  { $id: 'Study', title: 'Study' },
)
export type Study = Static<typeof Study>

/** A UTC date of study creation: the service exists in this century, and a far date must not reach SQL (400 instead). */
const CreationDate = (options: { description: string }) =>
  Type.String({ format: 'date', pattern: '^20\\d{2}-\\d{2}-\\d{2}$', description: `${options.description}; 2000-01-01 … 2099-12-31` })

export const StudyListQuery = Type.Object({
  externalUserId: Type.Optional(SafeText({ minLength: 1, maxLength: 128 })),
  from: Type.Optional(CreationDate({ description: 'Created on this UTC date or later' })),
  to: Type.Optional(CreationDate({ description: 'Created on this UTC date or earlier' })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
})
export type StudyListQuery = Static<typeof StudyListQuery>

export const StudyListPage = Type.Object(
  {
    totalCount: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 200 }),
    items: Type.Array(StudySummary),
  },
  { $id: 'StudyListPage', title: 'StudyListPage' },
)
export type StudyListPage = Static<typeof StudyListPage>

export const StudyIdParams = Type.Object({ id: Uuid() })
