/**
 * Tariff inputs of a study: the NT share of every hour (from the HDO command's windows) and the
 * regulated per-MWh and monthly fees, split into segments over which every fee is constant.
 */
import { DAY_MS, type DistributorKey, type StudyPreviewRequest } from '@partner/energy-shared'
import type { NationwideFeePeriod, RateRecord } from '../data/tariffs-schema.ts'
import { dayNumber, isoDateOfDayNumber } from '../lib/prague-time.ts'
import { daysInMonth, isCzechHoliday } from './calendar.ts'
import type { EngineData, NtPlan, NtWindowSource } from './data.ts'
import { EngineValidationError } from './errors.ts'
import type { ResolvedPeriod } from './period.ts'

const MINUTES_PER_HOUR = 60

/** NT share (0–1) of each local clock hour for a day's windows. */
function hourFractions(windows: readonly { startMinute: number; endMinute: number }[]): Float64Array {
  const fractions = new Float64Array(24)
  for (const { startMinute, endMinute } of windows) {
    for (let hour = Math.floor(startMinute / MINUTES_PER_HOUR); hour < 24 && hour * MINUTES_PER_HOUR < endMinute; hour++) {
      const overlap = Math.min(endMinute, (hour + 1) * MINUTES_PER_HOUR) - Math.max(startMinute, hour * MINUTES_PER_HOUR)
      if (overlap > 0) fractions[hour]! += overlap / MINUTES_PER_HOUR
    }
  }
  return fractions
}

/**
 * NT fractions of every hour of the data window for one command, resolved day by day through the
 * HDO source (version in force, day type with holidays as Sundays, its documented fallbacks) and kept
 * for later studies. Undefined when the source does not know the command.
 */
export function ntPlan(data: EngineData, source: NtWindowSource, distributor: DistributorKey, command: string, region: string | undefined): NtPlan | undefined {
  let perSource = data.ntCache.get(source)
  if (!perSource) data.ntCache.set(source, (perSource = new Map()))
  const key = `${distributor}|${region ?? ''}|${command.trim().toUpperCase()}`
  const cached = perSource.get(key)
  if (cached) return cached

  const windowDays = data.dayStartHour.findIndex((start) => start >= data.windowHours)
  const fraction = new Float64Array(data.windowHours)
  const dayResolution = new Uint16Array(windowDays)
  const resolutions: NtPlan['resolutions'] = []
  const resolutionIndex = new Map<string, { index: number; fractions: Float64Array }>()
  for (let day = 0; day < windowDays; day++) {
    const dayNo = data.firstDayNumber + day
    const resolution = source.ntWindows(distributor, command, region, isoDateOfDayNumber(dayNo), isCzechHoliday(dayNo))
    if (!resolution) return undefined
    const resolutionKey = `${resolution.schedule.id}|${resolution.dayTypeKey}|${resolution.fallbacks.join(',')}`
    let entry = resolutionIndex.get(resolutionKey)
    if (!entry) {
      entry = { index: resolutions.length, fractions: hourFractions(resolution.windows) }
      resolutionIndex.set(resolutionKey, entry)
      resolutions.push({
        scheduleId: resolution.schedule.id,
        command: resolution.schedule.command,
        validFrom: resolution.schedule.validFrom,
        validTo: resolution.schedule.validTo,
        dayTypeKey: resolution.dayTypeKey,
        fallbacks: resolution.fallbacks,
      })
    }
    dayResolution[day] = entry.index
    for (let h = data.dayStartHour[day]!; h < data.dayStartHour[day + 1]!; h++) fraction[h] = entry.fractions[data.calendar.localHour[h]!]!
  }
  const plan = { fraction, dayResolution, resolutions }
  perSource.set(key, plan)
  return plan
}

/** Hours [start, end) of a period (relative to its first hour) over which every regulated fee is constant. */
export interface FeeSegment {
  start: number
  end: number
  /** Index of the local month within the period. */
  month: number
  distributionVtPerMWh: number
  distributionNtPerMWh: number
  renewablePerMWh: number
  systemServicesPerMWh: number
  electricityTaxPerMWh: number
}

export interface PeriodMonth {
  /** YYYY-MM (local). */
  key: string
  /** Monthly fees of the month pro rata its days in the period, CZK excl. VAT. */
  supplierFees: number
  circuitBreakerFees: number
  meteringPointFees: number
  sellingFees: number
}

/** Which price-list row served a stretch of the period (for the assumptions and the fee table). */
export interface FeePeriodUsed {
  from: string
  to: string
  feeYear: number
  distributionVtPerMWh: number
  distributionNtPerMWh: number | null
  renewablePerMWh: number
  systemServicesPerMWh: number
  electricityTaxPerMWh: number
  meteringPointFeePerMonth: number
  circuitBreakerPerMonth: number
}

export interface FeePlan {
  segments: FeeSegment[]
  months: PeriodMonth[]
  feesUsed: FeePeriodUsed[]
  vatPercent: number
  /** Request fields that replaced the price-list value for the whole period. */
  overridden: string[]
  /** Breaker code whose fee came from the price lists, null when none was given. */
  circuitBreaker: string | null
}

const FEE_OVERRIDE_FIELDS = ['distributorFeeHighPerMWh', 'distributorFeeLowPerMWh', 'renewableEnergyFeePerMWh', 'systemServicesFeePerMWh', 'circuitBreakerMonthlyFee'] as const

/**
 * The monthly fee of the main circuit breaker on a day: the request's fixed figure (an override for the
 * whole period), else the fee of its code in the price list of the day's year, else 0 (no breaker given).
 */
function breakerFeeOn(request: StudyPreviewRequest, rate: RateRecord, data: EngineData, year: number, isoDate: string): number {
  const { distribution } = request
  if (distribution.circuitBreakerMonthlyFee != null) return distribution.circuitBreakerMonthlyFee
  const code = distribution.circuitBreaker?.trim().toUpperCase()
  if (!code) return 0
  const bands = data.tariffs.breakerFees(distribution.distributor, rate.code, year).filter((band) => band.unit === 'CZK/month')
  const band = bands.find((entry) => entry.code === code)
  if (band) return band.price
  const codes = bands.map((entry) => entry.code)
  throw EngineValidationError.field(
    'distribution.circuitBreaker',
    codes.length > 0
      ? `unknown breaker ${code} for ${distribution.distributor} ${rate.code} in ${year}; accepted: ${codes.join(', ')}`
      : `no ${distribution.distributor} breaker price list for ${rate.code} on ${isoDate}; send circuitBreakerMonthlyFee`,
    codes,
  )
}

function nationwideOn(periods: readonly NationwideFeePeriod[], isoDate: string): NationwideFeePeriod | undefined {
  return periods.find((period) => period.validFrom <= isoDate && isoDate <= period.validTo)
}

/** Day numbers in [fromDay, endDay) where the period, a month or a validity range (`validFrom`, `validTo`) starts or ends. */
function changeDays(fromDay: number, endDay: number, validities: readonly { validFrom: string; validTo: string }[]): number[] {
  const days = new Set<number>([fromDay])
  const first = new Date(fromDay * DAY_MS)
  for (let month = first.getUTCFullYear() * 12 + first.getUTCMonth() + 1; ; month++) {
    const day = Date.UTC(Math.floor(month / 12), month % 12, 1) / DAY_MS
    if (day >= endDay) break
    days.add(day)
  }
  for (const validity of validities) {
    for (const day of [dayNumber(validity.validFrom), dayNumber(validity.validTo) + 1]) if (day > fromDay && day < endDay) days.add(day)
  }
  return [...days].sort((a, b) => a - b)
}

export function feePlan(request: StudyPreviewRequest, rate: RateRecord, period: ResolvedPeriod, data: EngineData, periodStartHour: number): FeePlan {
  const { distribution, electricityBuyingSettings: buying, electricitySellingSettings: selling } = request
  const overrides = {
    distributorFeeHighPerMWh: distribution.distributorFeeHighPerMWh ?? null,
    distributorFeeLowPerMWh: distribution.distributorFeeLowPerMWh ?? null,
    renewableEnergyFeePerMWh: distribution.renewableEnergyFeePerMWh ?? null,
    systemServicesFeePerMWh: distribution.systemServicesFeePerMWh ?? null,
  }
  const overridden = FEE_OVERRIDE_FIELDS.filter((field) => distribution[field] != null).map((field) => `distribution.${field}`)
  const twoTariff = rate.tariffType === 'dual'
  const nationwide = data.tariffs.nationwideFeePeriods()
  const endDay = period.fromDay + period.days
  const priceLists = []
  for (let year = Number(period.from.slice(0, 4)); year <= Number(period.to.slice(0, 4)); year++) {
    const row = data.tariffs.distributionFees(distribution.distributor, rate.code, year)
    if (row) priceLists.push(row)
  }
  const boundaries = changeDays(period.fromDay, endDay, [...nationwide, ...priceLists])

  const segments: FeeSegment[] = []
  const months: PeriodMonth[] = []
  const feesUsed: FeePeriodUsed[] = []
  let vatPercent: number | undefined = buying.vat ?? undefined
  boundaries.forEach((segmentDay, index) => {
    const nextDay = boundaries[index + 1] ?? endDay
    const isoDate = isoDateOfDayNumber(segmentDay)
    const lastIsoDate = isoDateOfDayNumber(nextDay - 1)
    const year = Number(isoDate.slice(0, 4))
    const fees = nationwideOn(nationwide, isoDate)
    if (!fees) throw new Error(`no nationwide fees for ${isoDate}`)
    vatPercent ??= fees.vatPercent
    // Month starts are boundaries, so a segment never spans two years (price lists are per year).
    const listed = data.tariffs.distributionFees(distribution.distributor, rate.code, year)
    const distributionRow = listed && listed.validFrom <= isoDate && lastIsoDate <= listed.validTo ? listed : undefined
    const vt = overrides.distributorFeeHighPerMWh ?? distributionRow?.highPerMWh
    const nt = twoTariff ? (overrides.distributorFeeLowPerMWh ?? distributionRow?.lowPerMWh ?? undefined) : vt
    if (vt === undefined || nt === undefined) {
      const field = vt === undefined ? 'distributorFeeHighPerMWh' : 'distributorFeeLowPerMWh'
      throw EngineValidationError.field(
        `distribution.${field}`,
        `no ${distribution.distributor} price list for ${rate.code} on ${isoDate}; send the fee in the request`,
      )
    }

    const monthKey = isoDate.slice(0, 7)
    if (months.at(-1)?.key !== monthKey) {
      months.push({ key: monthKey, supplierFees: 0, circuitBreakerFees: 0, meteringPointFees: 0, sellingFees: 0 })
    }
    const month = months.at(-1)!
    const share = (nextDay - segmentDay) / daysInMonth(year, Number(isoDate.slice(5, 7)))
    const breakerFee = breakerFeeOn(request, rate, data, year, isoDate)
    month.supplierFees += (buying.monthlyFeeCzk ?? 0) * share
    month.circuitBreakerFees += breakerFee * share
    month.meteringPointFees += fees.meteringPointFeePerMonth * share
    month.sellingFees += (selling?.monthlyFeeCzk ?? 0) * share

    const renewable = overrides.renewableEnergyFeePerMWh ?? fees.renewableEnergyFeePerMWh
    const systemServices = overrides.systemServicesFeePerMWh ?? fees.systemServicesPerMWh
    segments.push({
      start: data.dayStartHour[segmentDay - data.firstDayNumber]! - periodStartHour,
      end: data.dayStartHour[nextDay - data.firstDayNumber]! - periodStartHour,
      month: months.length - 1,
      distributionVtPerMWh: vt,
      distributionNtPerMWh: nt,
      renewablePerMWh: renewable,
      systemServicesPerMWh: systemServices,
      electricityTaxPerMWh: fees.electricityTaxPerMWh,
    })
    const used: FeePeriodUsed = {
      from: isoDate,
      to: lastIsoDate,
      feeYear: year,
      distributionVtPerMWh: vt,
      distributionNtPerMWh: twoTariff ? nt : null,
      renewablePerMWh: renewable,
      systemServicesPerMWh: systemServices,
      electricityTaxPerMWh: fees.electricityTaxPerMWh,
      meteringPointFeePerMonth: fees.meteringPointFeePerMonth,
      circuitBreakerPerMonth: breakerFee,
    }
    const previous = feesUsed.at(-1)
    const sameFees =
      previous &&
      previous.feeYear === used.feeYear &&
      previous.distributionVtPerMWh === used.distributionVtPerMWh &&
      previous.distributionNtPerMWh === used.distributionNtPerMWh &&
      previous.renewablePerMWh === used.renewablePerMWh &&
      previous.systemServicesPerMWh === used.systemServicesPerMWh &&
      previous.electricityTaxPerMWh === used.electricityTaxPerMWh &&
      previous.meteringPointFeePerMonth === used.meteringPointFeePerMonth &&
      previous.circuitBreakerPerMonth === used.circuitBreakerPerMonth
    if (sameFees) previous.to = lastIsoDate
    else feesUsed.push(used)
  })
  const circuitBreaker = distribution.circuitBreakerMonthlyFee == null ? (distribution.circuitBreaker?.trim().toUpperCase() || null) : null
  return { segments, months, feesUsed, vatPercent: vatPercent!, overridden, circuitBreaker }
}

/** What the household pays its supplier per MWh (HourlyInputs.buying). */
export interface BuyingTerms {
  spot: boolean
  feePerMWh: number
  lowTariffFeePerMWh: number
  spotPriceMinZero: boolean
}

/** What it is paid per MWh sold; exportWhenNegative false: no export in hours whose net selling price is below 0 (curtailed instead). */
export interface SellingTerms {
  spot: boolean
  feePerMWh: number
  spotPriceMinZero: boolean
  exportWhenNegative: boolean
}

/** The supplier's energy price of an hour, CZK/MWh excl. VAT: SPOT = day-ahead (floored at 0 when asked) + fee; FIX = the VT/NT price by the hour's NT share. */
export function energyPriceOf(buying: BuyingTerms, dayAhead: number, nt: number): number {
  return buying.spot ? (buying.spotPriceMinZero && dayAhead < 0 ? 0 : dayAhead) + buying.feePerMWh : buying.feePerMWh + (buying.lowTariffFeePerMWh - buying.feePerMWh) * nt
}

/** The net selling price of an hour, CZK/MWh (no VAT): SPOT = day-ahead (floored at 0 when asked) − fee; FIX = the buy-back price. */
export function sellPriceOf(selling: SellingTerms, dayAhead: number): number {
  return selling.spot ? (selling.spotPriceMinZero && dayAhead < 0 ? 0 : dayAhead) - selling.feePerMWh : selling.feePerMWh
}

/** The regulated per-MWh charges of an hour (distribution by its NT share, POZE, system services, tax), CZK/MWh excl. VAT. */
export function regulatedPerMWhOf(segment: FeeSegment, nt: number): number {
  return (
    segment.distributionVtPerMWh * (1 - nt) + segment.distributionNtPerMWh * nt + segment.renewablePerMWh + segment.systemServicesPerMWh + segment.electricityTaxPerMWh
  )
}
