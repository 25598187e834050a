/**
 * Regulated tariff data (server/datasets/tariffs.json), loaded and validated on first use.
 * All prices are CZK excl. VAT. Lookups return undefined / empty when the price list has no row,
 * so callers decide how to report the gap.
 */
import { DAY_MS, type DistributorKey } from '@partner/energy-shared'
import {
  TariffsDataset,
  type BreakerFeeRecord,
  type DistributionFeeRecord,
  type DistributorRecord,
  type NationwideFeePeriod,
  type RateRecord,
} from './tariffs-schema.ts'
import { loadDataset } from './dataset.ts'

export type { BreakerFeeRecord, DistributionFeeRecord, DistributorRecord, NationwideFeePeriod, RateRecord }

/** The price-list part of the dataset: what `bun run admin tariffs import` replaces year by year. */
export type PriceListRecords = Pick<TariffsDataset, 'distributionFees' | 'breakerFees' | 'nationwideFees'>

/** Lookups over one tariffs dataset (the shipped one, or the shipped one with imported years in place). */
export interface TariffLookup {
  dataset: TariffsDataset
  distributors(): readonly DistributorRecord[]
  rateCatalog(): readonly RateRecord[]
  rateByCode(code: string): RateRecord | undefined
  priceListYears(): number[]
  distributionFees(distributor: DistributorKey, rate: string, year: number): DistributionFeeRecord | undefined
  breakerFees(distributor: DistributorKey, rate: string, year: number): readonly BreakerFeeRecord[]
  nationwideFeePeriods(): readonly NationwideFeePeriod[]
  nationwideFees(dateOrYear: string | number): NationwideFeePeriod | undefined
}

/** The dataset with its lookups by (distributor, rate, year) and by rate code. */
export function tariffLookup(dataset: TariffsDataset, label = 'server/datasets/tariffs.json'): TariffLookup {
  const bandIndex = new Map(dataset.breakerBands.map((band) => [band.sourceKey, band]))
  const breakerFeeIndex = new Map<string, BreakerFeeRecord[]>()
  for (const row of dataset.breakerFees) {
    const band = bandIndex.get(row.sourceKey)
    if (!band) throw new Error(`${label}: breaker band ${row.sourceKey} is not defined`)
    const key = `${row.distributor}|${row.rate}|${row.year}`
    breakerFeeIndex.set(key, [...(breakerFeeIndex.get(key) ?? []), { ...band, ...row }])
  }
  const distributionFeeIndex = new Map(dataset.distributionFees.map((row) => [`${row.distributor}|${row.rate}|${row.year}`, row]))
  const rateIndex = new Map(dataset.rates.map((rate) => [rate.code, rate]))
  const years = [...new Set(dataset.distributionFees.map((row) => row.year))].sort((a, b) => a - b)
  return {
    dataset,
    distributors: () => dataset.distributors,
    rateCatalog: () => dataset.rates,
    rateByCode: (code) => rateIndex.get(code),
    priceListYears: () => [...years],
    distributionFees: (distributor, rate, year) => distributionFeeIndex.get(`${distributor}|${rate}|${year}`),
    breakerFees: (distributor, rate, year) => breakerFeeIndex.get(`${distributor}|${rate}|${year}`) ?? [],
    nationwideFeePeriods: () => dataset.nationwideFees,
    nationwideFees: (dateOrYear) => nationwideFeesIn(dataset.nationwideFees, dateOrYear),
  }
}

/**
 * Nationwide fees in force on a local date (`YYYY-MM-DD`), or, given a year, the period in force for
 * most days of that year (the per-MWh fees do not change within a year in the shipped data; only the
 * per-metering-point OTE fee does, use a date for that). Undefined outside the data.
 */
function nationwideFeesIn(periods: readonly NationwideFeePeriod[], dateOrYear: string | number): NationwideFeePeriod | undefined {
  if (typeof dateOrYear === 'string') {
    return periods.find((period) => period.validFrom <= dateOrYear && dateOrYear <= period.validTo)
  }
  const yearStart = `${dateOrYear}-01-01`
  const yearEnd = `${dateOrYear}-12-31`
  let best: NationwideFeePeriod | undefined
  let bestDays = 0
  for (const period of periods) {
    const from = period.validFrom > yearStart ? period.validFrom : yearStart
    const to = period.validTo < yearEnd ? period.validTo : yearEnd
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1
    if (days > bestDays) {
      best = period
      bestDays = days
    }
  }
  return best
}

const tariffs = loadDataset('tariffs.json', TariffsDataset, (dataset) => tariffLookup(dataset))

/** The shipped price lists (2024–2026) with their lookups. */
export function shippedTariffs(): TariffLookup {
  return tariffs()
}

export function distributors(): readonly DistributorRecord[] {
  return tariffs().distributors()
}

/** The household rate catalogue (D01d … D61d) with description, tariff type and TDD class. */
export function rateCatalog(): readonly RateRecord[] {
  return tariffs().rateCatalog()
}

export function rateByCode(code: string): RateRecord | undefined {
  return tariffs().rateByCode(code)
}

/** Years that have a distribution price list (any distributor). */
export function priceListYears(): number[] {
  return tariffs().priceListYears()
}

/**
 * VT/NT distribution fee, CZK/MWh, of a distributor's rate in a year. `lowPerMWh` is null for the
 * single-tariff rates (D01d, D02d). Undefined when the price list has no such row.
 */
export function distributionFees(distributor: DistributorKey, rate: string, year: number): DistributionFeeRecord | undefined {
  return tariffs().distributionFees(distributor, rate, year)
}

/**
 * Main-circuit-breaker fees of a distributor's rate in a year, in band order: fixed monthly bands
 * (unit CZK/month, codes UP_TO_3X10A, 3X16A, …) followed by per-ampere surcharges above the largest
 * band (unit CZK/A/month, codes ABOVE_…). Empty when the price list has no such rows.
 */
export function breakerFees(distributor: DistributorKey, rate: string, year: number): readonly BreakerFeeRecord[] {
  return tariffs().breakerFees(distributor, rate, year)
}

/** Every nationwide fee period, oldest first (sub-year periods where a fee changed mid-year). */
export function nationwideFeePeriods(): readonly NationwideFeePeriod[] {
  return tariffs().nationwideFeePeriods()
}

/** Nationwide fees in force on a local date, or for most of a year (see `nationwideFeesIn`). */
export function nationwideFees(dateOrYear: string | number): NationwideFeePeriod | undefined {
  return tariffs().nationwideFees(dateOrYear)
}
