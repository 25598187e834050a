/**
 * Shape of `server/datasets/tariffs.json`, written by `bun run data:build` (scripts/data-build/tariffs.ts)
 * and validated again when the server loads it. Money is CZK excl. VAT; see DATA.md for sources.
 */
import { Type, type Static } from '@sinclair/typebox'
import { DistributorKey, IsoDate, Nullable, TddClass } from '@partner/energy-shared'

export const TariffType = Type.Union([Type.Literal('single'), Type.Literal('dual')])
export type TariffType = Static<typeof TariffType>

export const DistributorRecord = Type.Object({
  id: Type.String({ format: 'uuid' }),
  key: DistributorKey,
  name: Type.String(),
})
export type DistributorRecord = Static<typeof DistributorRecord>

export const RateRecord = Type.Object({
  code: Type.String({ pattern: '^D\\d\\dd$' }),
  tariffType: TariffType,
  description: Type.String(),
  tdd: TddClass,
  /** false for D27d and D57d: no sourced class exists, the project chose the closest one (DATA.md). */
  tddSourced: Type.Boolean(),
  tddNote: Type.String(),
  /** Minimum NT hours a day the rate guarantees; null for D61d (weekend regime). */
  minNtHoursPerDay: Nullable(Type.Number()),
  ntRule: Type.String(),
  /** ČEZ smart-meter NT band group (AKU8, EMO, …) whose codes apply to this rate; null for single-tariff rates. */
  cezSmartMeterGroup: Nullable(Type.String()),
})
export type RateRecord = Static<typeof RateRecord>

export const DistributionFeeRecord = Type.Object({
  year: Type.Integer(),
  validFrom: IsoDate(),
  validTo: IsoDate(),
  distributor: DistributorKey,
  rate: Type.String(),
  /** CZK/MWh excl. VAT. */
  highPerMWh: Type.Number(),
  /** CZK/MWh excl. VAT; null for single-tariff rates (no NT exists). */
  lowPerMWh: Nullable(Type.Number()),
  crossCheck: Type.String(),
  /** Why the figure differs from the primary source, when it was corrected. */
  correction: Nullable(Type.String()),
})
export type DistributionFeeRecord = Static<typeof DistributionFeeRecord>

export const BreakerFeeUnit = Type.Union([Type.Literal('CZK/month'), Type.Literal('CZK/A/month')])

/** A breaker band of the price lists (the same bands for every distributor, rate and year). */
export const BreakerBand = Type.Object({
  /** Key in the source price list (J0 … J14). */
  sourceKey: Type.String(),
  /** CONTRACT.md breaker code (UP_TO_3X10A, 3X16A, …) for fixed bands; ABOVE_3X63A, ABOVE_3X160A, ABOVE_1X25A for per-ampere surcharges. */
  code: Type.String(),
  label: Type.String(),
  /** Upper bound of the 3-phase band in A; null for UP_TO_3X10A and per-ampere rows. */
  maxAmps3Phase: Nullable(Type.Integer()),
  unit: BreakerFeeUnit,
})
export type BreakerBand = Static<typeof BreakerBand>

export const BreakerPriceRow = Type.Object({
  year: Type.Integer(),
  distributor: DistributorKey,
  rate: Type.String(),
  sourceKey: Type.String(),
  price: Type.Number(),
})
export type BreakerPriceRow = Static<typeof BreakerPriceRow>

/** A band with its price, as the loader hands it out. */
export type BreakerFeeRecord = BreakerBand & BreakerPriceRow

export const MeteringPointFeeKind = Type.Union([
  Type.Literal('market-operator'),
  Type.Literal('non-network-infrastructure'),
])

/** One stretch of time over which every nationwide regulated price is constant. */
export const NationwideFeePeriod = Type.Object({
  validFrom: IsoDate(),
  validTo: IsoDate(),
  systemServicesPerMWh: Type.Number(),
  electricityTaxPerMWh: Type.Number(),
  /** POZE per MWh the household actually pays (0 in 2026: paid by the state). */
  renewableEnergyFeePerMWh: Type.Number(),
  /** POZE alternative by main breaker, CZK per A per month; the lower of the two is billed. */
  renewableEnergyBreakerCapPerAmpMonth: Type.Number(),
  /** OTE fee per metering point and month: market-operator fee until 30.6.2024, non-network infrastructure after. */
  meteringPointFeeKind: MeteringPointFeeKind,
  meteringPointFeePerMonth: Type.Number(),
  vatPercent: Type.Number(),
  note: Type.String(),
})
export type NationwideFeePeriod = Static<typeof NationwideFeePeriod>

export const TariffsDataset = Type.Object({
  builtFrom: Type.String(),
  distributors: Type.Array(DistributorRecord),
  rates: Type.Array(RateRecord),
  distributionFees: Type.Array(DistributionFeeRecord),
  breakerBands: Type.Array(BreakerBand),
  breakerFees: Type.Array(BreakerPriceRow),
  nationwideFees: Type.Array(NationwideFeePeriod),
})
export type TariffsDataset = Static<typeof TariffsDataset>
