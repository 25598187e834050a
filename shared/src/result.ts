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
})
export type BillBreakdown = Static<typeof BillBreakdown>

export const EnergyFlows = Type.Object({
  productionKWh: KWh(),
  consumptionKWh: KWh(),
  directUseKWh: KWh('PV used at once'),
  batteryChargeKWh: KWh('Energy into the battery (from PV)'),
  batteryDischargeKWh: KWh('Energy out of the battery to the house'),
  importKWh: KWh(),
  importVtKWh: KWh(),
  importNtKWh: KWh(),
  exportKWh: KWh('Sold surplus'),
  curtailedKWh: KWh('Surplus that could not be sold (no selling settings)'),
  selfConsumptionRatio: Type.Number({ description: '(direct + charge) / production, 0–1' }),
  selfSufficiency: Type.Number({ description: '(direct + discharge) / consumption, 0–1' }),
  batteryCycles: Type.Number({ description: 'Equivalent full cycles over the period' }),
})
export type EnergyFlows = Static<typeof EnergyFlows>

export const MonthlyRow = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  productionKWh: KWh(),
  consumptionKWh: KWh(),
  selfConsumedKWh: KWh(),
  importKWh: KWh(),
  exportKWh: KWh(),
  baselineBillCzk: Czk('Incl. VAT'),
  billWithPvCzk: Czk('Incl. VAT'),
  sellingRevenueCzk: Czk(),
  savingCzk: Czk(),
})
export type MonthlyRow = Static<typeof MonthlyRow>

export const Assumption = Type.Object({
  key: Type.String({ description: 'Stable identifier, e.g. pv-model' }),
  text: Type.String({ description: 'Human-readable (English) statement' }),
  value: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
})
export type Assumption = Static<typeof Assumption>

export const SensitivityRow = Type.Object({
  batterySizeKwh: Type.Number(),
  yearlySavingCzk: Czk(),
  selfSufficiency: Type.Number(),
  paybackYears: Nullable(Type.Number()),
})

export const TypicalDay = Type.Object({
  key: Type.String({ description: 'e.g. summer, winter' }),
  months: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })),
  hours: Type.Array(
    Type.Object({
      hour: Type.Integer({ minimum: 0, maximum: 23, description: 'Local hour' }),
      productionKWh: KWh(),
      consumptionKWh: KWh(),
      importKWh: KWh(),
      exportKWh: KWh(),
      batterySocKWh: KWh(),
    }),
  ),
})

/** The computed study model (stored as the study's result; returned by the preview). */
export const StudyResult = Type.Object(
  {
    headlineYearlySaving: Czk('Saving per year (scaled to one year when the period is shorter)'),
    currency: Currency,
    paybackYears: Nullable(Type.Number({ description: 'Null when the saving is not positive' })),
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
      yearFactor: Type.Number({ description: 'Multiplier from the period to one year' }),
      feeSourceYears: Type.Array(Type.Integer()),
    }),
    savingCzk: Czk('Saving over the evaluated period'),
    baselineBill: BillBreakdown,
    billWithPv: BillBreakdown,
    selling: Type.Object({
      revenueCzk: Czk('Gross revenue of the sold surplus'),
      monthlyFeesCzk: Czk(),
      netRevenueCzk: Czk(),
    }),
    energy: EnergyFlows,
    monthly: Type.Array(MonthlyRow),
    assumptions: Type.Array(Assumption),
    sensitivity: Type.Optional(Type.Array(SensitivityRow)),
    typicalDays: Type.Optional(Type.Array(TypicalDay)),
  },
  { $id: 'StudyResult', title: 'StudyResult', additionalProperties: true },
)
export type StudyResult = Static<typeof StudyResult>
