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

/** The dataset with its lookups by (distributor, rate, year) and by rate code. */
function indexed(dataset: TariffsDataset) {
  const bandIndex = new Map(dataset.breakerBands.map((band) => [band.sourceKey, band]))
  const breakerFeeIndex = new Map<string, BreakerFeeRecord[]>()
  for (const row of dataset.breakerFees) {
    const band = bandIndex.get(row.sourceKey)
    if (!band) throw new Error(`server/datasets/tariffs.json: breaker band ${row.sourceKey} is not defined`)
    const key = `${row.distributor}|${row.rate}|${row.year}`
    breakerFeeIndex.set(key, [...(breakerFeeIndex.get(key) ?? []), { ...band, ...row }])
  }
  return {
    dataset,
    distributionFeeIndex: new Map(dataset.distributionFees.map((row) => [`${row.distributor}|${row.rate}|${row.year}`, row])),
    breakerFeeIndex,
    rateIndex: new Map(dataset.rates.map((rate) => [rate.code, rate])),
  }
}

const tariffs = loadDataset('tariffs.json', TariffsDataset, indexed)

export function distributors(): readonly DistributorRecord[] {
  return tariffs().dataset.distributors
}

/** The household rate catalogue (D01d … D61d) with description, tariff type and TDD class. */
export function rateCatalog(): readonly RateRecord[] {
  return tariffs().dataset.rates
}

export function rateByCode(code: string): RateRecord | undefined {
  return tariffs().rateIndex.get(code)
}

/** Years that have a distribution price list (any distributor). */
export function priceListYears(): number[] {
  return [...new Set(tariffs().dataset.distributionFees.map((row) => row.year))].sort((a, b) => a - b)
}

/**
 * VT/NT distribution fee, CZK/MWh, of a distributor's rate in a year. `lowPerMWh` is null for the
 * single-tariff rates (D01d, D02d). Undefined when the price list has no such row.
 */
export function distributionFees(distributor: DistributorKey, rate: string, year: number): DistributionFeeRecord | undefined {
  return tariffs().distributionFeeIndex.get(`${distributor}|${rate}|${year}`)
}

/**
 * Main-circuit-breaker fees of a distributor's rate in a year, in band order: fixed monthly bands
 * (unit CZK/month, codes UP_TO_3X10A, 3X16A, …) followed by per-ampere surcharges above the largest
 * band (unit CZK/A/month, codes ABOVE_…). Empty when the price list has no such rows.
 */
export function breakerFees(distributor: DistributorKey, rate: string, year: number): readonly BreakerFeeRecord[] {
  return tariffs().breakerFeeIndex.get(`${distributor}|${rate}|${year}`) ?? []
}

/** Every nationwide fee period, oldest first (sub-year periods where a fee changed mid-year). */
export function nationwideFeePeriods(): readonly NationwideFeePeriod[] {
  return tariffs().dataset.nationwideFees
}

/**
 * Nationwide fees in force on a local date (`YYYY-MM-DD`), or, given a year, the period in force for
 * most days of that year (the per-MWh fees do not change within a year in the shipped data; only the
 * per-metering-point OTE fee does, use a date for that). Undefined outside the data.
 */
export function nationwideFees(dateOrYear: string | number): NationwideFeePeriod | undefined {
  if (typeof dateOrYear === 'string') {
    return tariffs().dataset.nationwideFees.find((period) => period.validFrom <= dateOrYear && dateOrYear <= period.validTo)
  }
  const yearStart = `${dateOrYear}-01-01`
  const yearEnd = `${dateOrYear}-12-31`
  let best: NationwideFeePeriod | undefined
  let bestDays = 0
  for (const period of tariffs().dataset.nationwideFees) {
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
