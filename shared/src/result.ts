import { Type, type Static } from '@sinclair/typebox'
import { Currency, IsoDate, Nullable } from './common.ts'

const Czk = (description?: string) => Type.Number(description ? { description } : {})
const KWh = (description?: string) => Type.Number(description ? { description } : {})

/** One bill over the evaluated period, by component (CZK). Regulated components are excl. VAT; `vat` and `total` add VAT. */
export const BillBreakdown = Type.Object({
  energy: Czk('Supplier energy price × kWh bought'),
  distribution: Czk('Distribution VT/NT fees × kWh bought'),
  renewableFee: Czk('POZE'),
  systemServices: Czk(),
  electricityTax: Czk(),
  infrastructureFee: Czk('OTE / non-network infrastructure fee per metering point'),
  supplierMonthlyFees: Czk(),
  circuitBreakerFees: Czk(),
  totalExclVat: Czk(),
  vat: Czk(),
  total: Czk('Incl. VAT'),
}, { $id: 'BillBreakdown', title: 'BillBreakdown' })
export type BillBreakdown = Static<typeof BillBreakdown>

export const EnergyFlows = Type.Object({
  productionKWh: KWh(),
  consumptionKWh: KWh(),
  directUseKWh: KWh('PV used by the house in the hour it was produced'),
  batteryChargeKWh: KWh('Energy into the battery (from PV)'),
  batteryDischargeKWh: KWh('Energy out of the battery to the house'),
  gridChargeKWh: Type.Optional(KWh('Energy into the battery from the grid (price-aware dispatch with gridCharging; included in importKWh)')),
  batteryExportKWh: Type.Optional(KWh('Energy out of the battery sold to the grid (price-aware dispatch with exportFromBattery; included in exportKWh)')),
  importKWh: KWh(),
  importVtKWh: KWh(),
  importNtKWh: KWh('Grid import in low-tariff (NT) time; 0 on single-tariff rates'),
  exportKWh: KWh('Sold surplus'),
  curtailedKWh: KWh('Surplus neither stored nor sold: no selling settings, or export curtailed at a negative net selling price'),
  selfConsumptionRatio: Type.Number({ description: 'Share of production used on site: (direct + charge) / production, 0–1' }),
  selfSufficiency: Type.Number({
    description: 'Share of consumption covered by own PV: (direct + discharge) / consumption, 0–1; with grid charging only the PV share of the discharge counts',
  }),
  batteryCycles: Type.Number({ description: 'Equivalent full cycles over the period: energy drawn from the cells (to the house and to the grid) / usable capacity' }),
}, { $id: 'EnergyFlows', title: 'EnergyFlows' })
export type EnergyFlows = Static<typeof EnergyFlows>

export const MonthlyRow = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  productionKWh: KWh(),
  consumptionKWh: KWh(),
  directUseKWh: KWh('PV used by the house in the hour it was produced'),
  batteryChargeKWh: KWh('PV into the battery'),
  batteryDischargeKWh: KWh('Battery to the house'),
  selfConsumedProductionKWh: KWh('Production used on site: direct use + battery charge (numerator of the self-consumption ratio)'),
  consumptionFromPvKWh: KWh('Consumption covered by own PV: direct use + battery discharge (of it the PV share with grid charging; numerator of self-sufficiency)'),
  importKWh: KWh(),
  exportKWh: KWh(),
  curtailedKWh: KWh('Surplus neither stored nor sold'),
  baselineBillCzk: Czk('Incl. VAT, monthly fees included pro rata'),
  billWithPvCzk: Czk('Incl. VAT, monthly fees included pro rata'),
  sellingRevenueCzk: Czk('Net of the selling monthly fee'),
  savingCzk: Czk('baselineBillCzk − (billWithPvCzk − sellingRevenueCzk)'),
}, { $id: 'MonthlyRow', title: 'MonthlyRow' })
export type MonthlyRow = Static<typeof MonthlyRow>

export const Assumption = Type.Object({
  key: Type.String({ description: 'Stable identifier, e.g. pv-model' }),
  text: Type.String({ description: 'Human-readable (English) statement' }),
  value: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
}, { $id: 'Assumption', title: 'Assumption' })
export type Assumption = Static<typeof Assumption>

export const SensitivityRow = Type.Object({
  batterySizeKwh: Type.Number(),
  yearlySavingCzk: Czk('Headline saving with this battery size, everything else unchanged'),
  selfSufficiency: Type.Number(),
  investmentCzk: Czk('The study investment adjusted by the price model’s battery price per kWh'),
  paybackYears: Nullable(Type.Number()),
}, { $id: 'SensitivityRow', title: 'SensitivityRow' })
export type SensitivityRow = Static<typeof SensitivityRow>

export const TypicalDay = Type.Object({
  key: Type.String({ description: 'summer (Jun–Aug) or winter (Dec–Feb); a season without days in the period is left out' }),
  months: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })),
  hours: Type.Array(
    Type.Object({
      hour: Type.Integer({ minimum: 0, maximum: 23, description: 'Local hour' }),
      productionKWh: KWh(),
      consumptionKWh: KWh(),
      importKWh: KWh(),
      exportKWh: KWh(),
      batterySocKWh: KWh('Mean stored energy at the end of the hour, kWh (reserve included)'),
      batterySocPercent: Type.Number({ description: 'The same as a state of charge, percent of the nominal capacity (0 without a battery)' }),
    }),
  ),
}, { $id: 'TypicalDay', title: 'TypicalDay' })
export type TypicalDay = Static<typeof TypicalDay>

/** A stretch of the period with constant regulated fees (CZK excl. VAT), as used by the calculation. */
export const FeePeriod = Type.Object({
  from: IsoDate(),
  to: IsoDate(),
  feeYear: Type.Integer({ description: 'Year of the price list in force' }),
  distributionVtPerMWh: Type.Number(),
  distributionNtPerMWh: Nullable(Type.Number(), { description: 'Null on single-tariff rates' }),
  renewablePerMWh: Type.Number({ description: 'POZE' }),
  systemServicesPerMWh: Type.Number(),
  electricityTaxPerMWh: Type.Number(),
  meteringPointFeePerMonth: Type.Number({ description: 'OTE / non-network infrastructure fee' }),
  circuitBreakerPerMonth: Type.Number({ description: 'Main circuit breaker fee, CZK/month (0 when neither a breaker nor its fee was given)' }),
}, { $id: 'FeePeriod', title: 'FeePeriod' })
export type FeePeriod = Static<typeof FeePeriod>

/** Where the roof was placed and what located it (CONTRACT.md "Location"). */
export const ResolvedLocation = Type.Object({
  latitude: Type.Number({ description: 'WGS84 decimal degrees north' }),
  longitude: Type.Number({ description: 'WGS84 decimal degrees east' }),
  source: Type.Union([Type.Literal('request'), Type.Literal('postcode'), Type.Literal('partner'), Type.Literal('reference-site')], {
    description: 'request: the request\'s location; postcode: the last PSČ in study.address; partner: the partner\'s default location; reference-site: the site of the shipped PVGIS series',
  }),
  postcode: Type.Optional(Type.String({ description: 'The PSČ that located the roof (five digits)' })),
  place: Type.Optional(Type.String({ description: 'The municipality of that PSČ' })),
}, { $id: 'ResolvedLocation', title: 'ResolvedLocation' })
export type ResolvedLocation = Static<typeof ResolvedLocation>

/** The irradiance behind the PV production: PVGIS for the roof's location, or the shipped reference site. */
export const PvgisProductionSource = Type.Object({
  source: Type.Union([Type.Literal('pvgis'), Type.Literal('reference-site')]),
  radiationDatabase: Type.String({ description: 'e.g. PVGIS-SARAH3' }),
  yearMin: Type.Integer({ description: 'First year the typical year was chosen from' }),
  yearMax: Type.Integer({ description: 'Last year the typical year was chosen from' }),
  latitude: Type.Number({ description: 'Where the series is for: the cache cell\'s centre (pvgis) or the reference site' }),
  longitude: Type.Number(),
  pvgisVersion: Type.Optional(Type.String({ description: 'PVGIS API version the series came from (pvgis)' })),
  fallbackReason: Type.Optional(Type.String({ description: 'reference-site although a location was known: why PVGIS was not used (off, unreachable, slow, rate-limited, overloaded, malformed answer, not cached yet)' })),
}, { $id: 'PvgisProductionSource', title: 'PvgisProductionSource' })
export type PvgisProductionSource = Static<typeof PvgisProductionSource>

export const ProductionSource = Type.Union([
  Type.Literal('custom'),
  PvgisProductionSource,
  Type.Literal('pv-model'),
], { description: 'custom: the customer\'s own series; otherwise the irradiance the PV model ran on. pv-model: studies stored before locations (the reference site)' })
export type ProductionSource = Static<typeof ProductionSource>

/** The inputs as the engine resolved them (defaults, price lists, profiles), so every figure can be traced. */
export const ResolvedInputs = Type.Object({
  distributor: Type.String(),
  distributionRate: Type.String(),
  twoTariff: Type.Boolean(),
  lowTariffCommand: Nullable(Type.String({ description: 'HDO command used for NT hours; null on single-tariff rates' })),
  ntShareOfHours: Type.Number({ description: 'Share of the period’s hours in NT, 0–1' }),
  consumptionSource: Type.Union([Type.Literal('load-profile'), Type.Literal('custom')]),
  loadProfile: Nullable(Type.String({ description: 'OTE TDD column, e.g. TDD4 or TDD5_Praha' })),
  productionSource: ProductionSource,
  location: Type.Optional(ResolvedLocation),
  totalKWp: Type.Number(),
  battery: Type.Object({
    sizeKwh: Type.Number(),
    reservedPercent: Type.Number(),
    usableKWh: Type.Number(),
    chargeEfficiency: Type.Number(),
    dischargeEfficiency: Type.Number(),
    powerLimitKw: Type.Number(),
    dispatch: Type.Optional(Type.Union([Type.Literal('self-consumption'), Type.Literal('price-aware')])),
    gridCharging: Type.Optional(Type.Boolean()),
    exportFromBattery: Type.Optional(Type.Boolean()),
    cycleCostCzkPerKWh: Type.Optional(Type.Number()),
  }),
  buyingType: Type.String(),
  sellingType: Nullable(Type.String()),
  vatPercent: Type.Number(),
  fees: Type.Array(FeePeriod),
  circuitBreaker: Nullable(Type.String({ description: 'Breaker code whose fee follows the price lists; null when none was given' })),
  feeOverrides: Type.Array(Type.String(), {
    description: 'Request fields that replaced a price-list fee for the whole period (empty: every fee from the price lists)',
  }),
  exportWhenNegative: Nullable(Type.Boolean({ description: 'Export rule at a negative net selling price; null without selling settings' })),
  pvArrays: Nullable(
    Type.Array(Type.Object({ kWp: Type.Number(), tiltDeg: Type.Number(), azimuthDeg: Type.Number() }), {
      description: 'Roof planes modelled; null when the production is the customer’s own series',
    }),
  ),
  averageSpotPriceCzkPerMWh: Type.Number({ description: 'Time-weighted mean day-ahead price over the period' }),
  filledPriceHours: Type.Integer({ description: 'Hours of the period without a market price, filled (see assumptions)' }),
}, { $id: 'ResolvedInputs', title: 'ResolvedInputs' })
export type ResolvedInputs = Static<typeof ResolvedInputs>

/** The computed study model (stored as the study's result; returned by the preview). */
export const StudyResult = Type.Object(
  {
    headlineYearlySaving: Czk('Saving per year (scaled to one year when the period is shorter)'),
    currency: Currency,
    paybackYears: Nullable(Type.Number({ description: '(investment − subsidy) / headlineYearlySaving, 1 dp; null when the yearly saving rounded to whole CZK is not positive (e.g. without PV)' })),
    payback: Type.Object({
      investmentCzk: Czk(),
      subsidyCzk: Czk(),
      source: Type.Union([Type.Literal('request'), Type.Literal('price-model')]),
    }),
    period: Type.Object({
      from: IsoDate(),
      to: IsoDate(),
      periodType: Nullable(Type.String()),
      days: Type.Integer(),
      hours: Type.Integer(),
      yearFactor: Type.Number({ description: 'Multiplier from the period to one year (days of the year from `from` / days)' }),
      feeSourceYears: Type.Array(Type.Integer(), { description: 'Years of the price lists in force over the period' }),
    }),
    savingCzk: Czk('Saving over the evaluated period'),
    baselineBill: BillBreakdown,
    billWithPv: BillBreakdown,
    selling: Type.Object({
      revenueCzk: Czk('Gross revenue of the sold surplus'),
      monthlyFeesCzk: Czk(),
      netRevenueCzk: Czk(),
      curtailedKWh: KWh('Surplus not exported because the net selling price was negative (exportWhenNegative false)'),
      curtailedHours: Type.Integer({ description: 'Hours with such curtailment' }),
    }),
    energy: EnergyFlows,
    dispatchComparison: Type.Optional(
      Nullable(
        Type.Object({
          selfConsumptionSavingCzk: Czk('Yearly headline saving with self-consumption dispatch (as headlineYearlySaving)'),
          priceAwareSavingCzk: Czk(
            'Yearly headline saving with price-aware dispatch and the request’s gridCharging / exportFromBattery: each day’s prices, PV and consumption known in advance, an upper bound a good controller approaches',
          ),
        }),
        { description: 'The saving of both dispatches, for every study with a battery (null without one); their difference is what smart control of the battery adds a year' },
      ),
    ),
    inputs: ResolvedInputs,
    monthly: Type.Array(MonthlyRow),
    assumptions: Type.Array(Assumption),
    sensitivity: Type.Optional(Type.Array(SensitivityRow)),
    typicalDays: Type.Optional(Type.Array(TypicalDay)),
  },
  { $id: 'StudyResult', title: 'StudyResult', additionalProperties: true },
)
export type StudyResult = Static<typeof StudyResult>
