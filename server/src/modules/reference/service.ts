/**
 * Reference data for the study form: distributors, rates, periods, fee baselines, breaker fees, HDO
 * regions/commands/schedules and the monthly consumption profile. No HTTP here; unknown codes raise
 * problems that name the accepted values.
 */
import {
  DISTRIBUTOR_KEYS,
  type CircuitBreaker,
  type ConsumptionProfileItem,
  type DistributionRate,
  type Distributor,
  type DistributorKey,
  type FeeBaseline,
  type HdoRegion,
  type HdoSchedule,
  type Language,
} from '@partner/energy-shared'
import { tddProfiles } from '../../data/tdd.ts'
import { shippedTariffs, type TariffLookup } from '../../data/tariffs.ts'
import type { HdoCatalog } from '../../data/hdo.ts'
import { breakerLabel, rateDescription, regionName } from '../../data/labels.ts'
import { monthlyWeights, tddColumn } from '../../engine/consumption.ts'
import { availablePeriods, twelveMonthRange, type DataWindow } from '../../engine/period.ts'
import { HttpProblem, badRequest } from '../../http/problem.ts'

export const TDD_VALUES = ['TDD1', 'TDD2', 'TDD3', 'TDD4', 'TDD5', 'TDD6', 'TDD7', 'TDD8', '1', '2', '3', '4', '5', '6', '7', '8']

/** 400 for an unknown code in a query parameter, naming the accepted values. */
export function unknownValue(parameter: string, value: string, allowedValues: readonly string[]): HttpProblem {
  return badRequest(`Unknown ${parameter} "${value}"; accepted: ${allowedValues.join(', ')}`, { [parameter]: [`must be one of ${allowedValues.join(', ')}`] }, { allowedValues })
}

/** 404 for an unknown distributor or command in a path, naming the accepted values. */
export function unknownPathValue(parameter: string, value: string, allowedValues: readonly string[]): HttpProblem {
  return new HttpProblem({ status: 404, slug: 'not-found', detail: `Unknown ${parameter} "${value}"; accepted: ${allowedValues.join(', ')}`, extra: { allowedValues } })
}

export function requireDistributor(value: string, inPath: boolean): DistributorKey {
  const key = DISTRIBUTOR_KEYS.find((candidate) => candidate === value)
  if (key) return key
  throw inPath ? unknownPathValue('distributor', value, DISTRIBUTOR_KEYS) : unknownValue('distributor', value, DISTRIBUTOR_KEYS)
}

/** Decimal places a number is written with (3500.5 → 1, 1e-7 → 7). */
function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = value.toString().toLowerCase().split('e')
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent))
}

/**
 * Splits `total` into parts proportional to `weights` that add up exactly to it: the total is counted
 * in units of 0.001 (or finer, when the input has more decimals), each part gets the floor of its
 * quota and the units left over go to the parts with the largest remainders (largest-remainder
 * method; ties to the earlier part). Every part is a whole number of units.
 */
export function splitExactly(total: number, weights: readonly number[]): number[] {
  const scale = 10 ** Math.max(3, decimalPlaces(total))
  const units = Math.round(total * scale)
  if (!Number.isSafeInteger(units)) throw badRequest('yearlyConsumptionKWh has too many significant digits', { yearlyConsumptionKWh: ['has too many significant digits'] })
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0)
  const quotas = weights.map((weight) => (units * weight) / weightSum)
  const parts = quotas.map(Math.floor)
  let left = units - parts.reduce((sum, part) => sum + part, 0)
  const byRemainder = quotas.map((quota, index) => ({ index, remainder: quota - Math.floor(quota) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    parts[index]! += 1
    left--
  }
  return parts.map((part) => part / scale)
}

export interface ReferenceService {
  distributors(): Distributor[]
  /** Descriptions in `language` (@default 'cs'). */
  distributionRates(language?: Language): DistributionRate[]
  periods(): string[]
  /** The price-list year a period's fee baseline comes from. */
  feeYear(period: string): number
  feeBaseline(distributor: string, rate: string, period: string): FeeBaseline
  /** Labels in `language` (@default 'cs'). */
  circuitBreakers(distributor: string, rate: string, period: string, language?: Language): CircuitBreaker[]
  /** Names in `language` where known (@default 'cs'). */
  regions(catalog: HdoCatalog, distributor: DistributorKey, language?: Language): HdoRegion[]
  commands(catalog: HdoCatalog, distributor: DistributorKey, region: string | undefined): string[]
  commandPeriods(catalog: HdoCatalog, distributor: DistributorKey, command: string, region: string | undefined): HdoSchedule[]
  consumptionProfile(tdd: string, yearlyConsumptionKWh: number): ConsumptionProfileItem[]
}

/** `tariffs`: the price lists in force (the shipped ones with imported years in place, `market-store.ts`). */
export function referenceService(
  window: DataWindow,
  today: () => string = () => new Date().toISOString().slice(0, 10),
  tariffs: TariffLookup = shippedTariffs(),
): ReferenceService {
  const periods = availablePeriods(window)
  const twelveMonths = twelveMonthRange(window)
  const rateCodes = tariffs.rateCatalog().map((rate) => rate.code)
  // The monthly profile spreads over the calendar of the last whole year inside the data window.
  const profileYear = Number(periods.filter((period) => /^\d{4}$/.test(period)).at(-1) ?? window.to.slice(0, 4))

  const weightsByClass = new Map<string, number[]>()
  /** Sum of a class's hourly coefficients per month of the profile year. */
  function monthWeights(tddClass: string): number[] {
    const cached = weightsByClass.get(tddClass)
    if (cached) return cached
    // Without a distributor, TDD5 uses the engine's default regional variant (documented in DATA.md).
    const profile = tddProfiles()[tddColumn(tddClass, 'CEZ', undefined).column]
    if (!profile) throw new Error(`no load profile for ${tddClass} in server/datasets/tdd.json`)
    const weights = monthlyWeights(profile, profileYear)
    weightsByClass.set(tddClass, weights)
    return weights
  }

  function requirePeriod(period: string): string {
    if (!periods.includes(period)) throw unknownValue('period', period, periods)
    return period
  }

  function requireRate(rate: string): string {
    if (!tariffs.rateByCode(rate)) throw unknownValue('distributionRate', rate, rateCodes)
    return rate
  }

  function feeYear(period: string): number {
    if (period !== '12M' || !twelveMonths) return Number(requirePeriod(period))
    // The price list in force for most of the twelve months; on a 6/6 split the later one.
    const fromYear = Number(twelveMonths.from.slice(0, 4))
    const monthsInFirstYear = 13 - Number(twelveMonths.from.slice(5, 7))
    return monthsInFirstYear > 6 ? fromYear : fromYear + 1
  }

  function requireRegion(catalog: HdoCatalog, distributor: DistributorKey, region: string | undefined): string | undefined {
    if (region === undefined) return undefined
    const keys = catalog.regions(distributor).map((entry) => entry.key)
    if (!keys.includes(region)) throw unknownValue('region', region, keys)
    return region
  }

  return {
    distributors: () => tariffs.distributors().map(({ id, key, name }) => ({ id, key, name })),
    distributionRates: (language = 'cs') => tariffs.rateCatalog().map(({ code, description, tdd }) => ({ code, description: rateDescription(code, description, language), tdd })),
    periods: () => [...periods],
    feeYear: (period) => feeYear(requirePeriod(period)),

    feeBaseline(distributor, rate, period) {
      const key = requireDistributor(distributor, false)
      const year = feeYear(requirePeriod(period))
      const fees = tariffs.distributionFees(key, requireRate(rate), year)
      const nationwide = tariffs.nationwideFees(year)
      if (!nationwide) throw new Error(`no nationwide fees for ${year} in the price lists`)
      const low = fees?.lowPerMWh ?? 0
      return {
        distributorFeeHighPerMWh: fees?.highPerMWh ?? null,
        distributorFeeLowPerMWh: low,
        ntAvailable: low > 0,
        renewableEnergyFeePerMWh: nationwide.renewableEnergyFeePerMWh,
        systemServicesFeePerMWh: nationwide.systemServicesPerMWh,
        feeSourceYear: fees ? year : null,
      }
    },

    circuitBreakers(distributor, rate, period, language = 'cs') {
      const key = requireDistributor(distributor, false)
      const year = feeYear(requirePeriod(period))
      // Per-ampere surcharges above the largest band have no fixed monthly fee; they stay out.
      return tariffs.breakerFees(key, requireRate(rate), year)
        .filter((band) => band.unit === 'CZK/month')
        .map((band) => ({ code: band.code, label: breakerLabel(band.label, language), monthlyFeeCzk: band.price }))
    },

    regions: (catalog, distributor, language = 'cs') =>
      catalog.regions(distributor).map((region) => ({ ...region, name: regionName(distributor, region.key, region.name, language) })),

    commands: (catalog, distributor, region) => catalog.commands(distributor, requireRegion(catalog, distributor, region), today()),

    commandPeriods(catalog, distributor, command, region) {
      const schedules = catalog.schedules(distributor, command, requireRegion(catalog, distributor, region))
      if (schedules.length === 0) {
        const known = catalog.commands(distributor, region, '0000-01-01')
        throw unknownPathValue('command', command, known)
      }
      return schedules
    },

    consumptionProfile(tdd, yearlyConsumptionKWh) {
      if (!TDD_VALUES.includes(tdd)) throw unknownValue('tdd', tdd, TDD_VALUES)
      if (!(Number.isFinite(yearlyConsumptionKWh) && yearlyConsumptionKWh > 0)) {
        throw badRequest('yearlyConsumptionKWh must be a positive number', { yearlyConsumptionKWh: ['must be a positive number'] })
      }
      const tddClass = tdd.startsWith('TDD') ? tdd : `TDD${tdd}`
      return splitExactly(yearlyConsumptionKWh, monthWeights(tddClass)).map((consumptionKWh, index) => ({ month: index + 1, consumptionKWh }))
    },
  }
}
