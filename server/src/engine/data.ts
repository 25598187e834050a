/**
 * Everything the engine reads, prepared once at start-up as typed arrays aligned on one hour axis:
 * hour 0 is local midnight of the first day of the data window. The calendar runs one year past the
 * window so a period's consumption can be normalised over the twelve months starting at its first day.
 */
import { HOUR_MS, type DistributorKey, type HdoSchedule, type PvgisProductionSource, type ResolvedLocation } from '@partner/energy-shared'
import type { DayTypeKey } from '../data/hdo-schema.ts'
import type { DistributionFeeRecord, NationwideFeePeriod, RateRecord } from '../data/tariffs-schema.ts'
import { dayNumber, isoDateOfDayNumber, localMidnightUtcMs } from '../lib/prague-time.ts'
import { buildHourCalendar, type HourCalendar } from './calendar.ts'
import type { DataWindow } from './period.ts'
import type { SkyHours } from './sky.ts'
import { TDD_PROFILE_INDEX } from './consumption.ts'

/** The regulated price lists (server/src/data/tariffs.ts satisfies this). */
export interface TariffSource {
  rateByCode(code: string): RateRecord | undefined
  rateCatalog(): readonly RateRecord[]
  distributionFees(distributor: DistributorKey, rate: string, year: number): DistributionFeeRecord | undefined
  nationwideFeePeriods(): readonly NationwideFeePeriod[]
  /** Breaker bands of a rate in a year (fixed monthly bands have unit CZK/month). */
  breakerFees(distributor: DistributorKey, rate: string, year: number): readonly { code: string; unit: string; price: number }[]
}

/** NT windows of an HDO command on a local day (server/src/data/hdo.ts `HdoCatalog` satisfies this). */
export interface NtWindowSource {
  commands(distributor: DistributorKey, region: string | undefined, onDate: string): string[]
  ntWindows(
    distributor: DistributorKey,
    command: string,
    region: string | undefined,
    isoDate: string,
    isHoliday: boolean,
  ):
    | {
        windows: { startMinute: number; endMinute: number }[]
        schedule: HdoSchedule
        dayTypeKey: DayTypeKey
        fallbacks: string[]
      }
    | undefined
}

export interface PvSiteDescription {
  latitude: number
  longitude: number
  elevationM: number
  slopeDeg: number
  azimuthDeg: number
  /** How the typical year was built and from what (for the assumptions). */
  typicalYear: string
  /** The irradiance the series is; absent: the reference site (radiation database and years unknown to the engine). */
  productionSource?: PvgisProductionSource
  /** The roof's location as resolved; absent: the site itself (source reference-site). */
  location?: ResolvedLocation
  /** What the series is, for the pv-site assumption; absent: the shipped reference site's words. */
  seriesNote?: string
  /** What located the roof and, on a fallback to the reference site, why (the pv-location assumption). */
  locationNote?: string
}

export interface EngineSources {
  window: DataWindow
  spot: {
    firstHourUtcMs: number
    /** CZK/MWh per UTC hour from firstHourUtcMs, gaps already filled. */
    priceCzkPerMWh: Float64Array
    /** Indices (in priceCzkPerMWh) of hours filled by `fillRule`. */
    filledHours: readonly number[]
    fillRule: string
    source: string
  }
  /** kWh per kWp of the 8 760 UTC hours of the typical year (PV model already applied, hour means). */
  typicalPvPerKWp: Float64Array
  /** The typical year's sky (GHI/DNI/DHI, sun, weather) for other roof planes; absent: only the shipped plane. */
  pvSky?: SkyHours
  pvSite: PvSiteDescription
  pvModel: string
  /** TDD column → 864 coefficients indexed by TDD_PROFILE_INDEX. */
  tddProfiles: Readonly<Record<string, ArrayLike<number>>>
  tddSource: string
  tariffs: TariffSource
}

export interface EngineData extends EngineSources {
  calendar: HourCalendar
  /** Hours of the data window (the calendar continues one more year for normalisation). */
  windowHours: number
  firstDayNumber: number
  /** Hour index at which each local day of the calendar starts (one extra entry for the end). */
  dayStartHour: Int32Array
  spotByHour: Float64Array
  filledPriceByHour: Uint8Array
  pvPerKWpByHour: Float64Array
  /** kWh per kWp on the window axis per roof plane (`tilt|azimuth`), filled on first use, bounded. */
  pvPlanes: Map<string, Float64Array>
  /** Per TDD column: coefficient of every calendar hour and its prefix sums (filled on first use). */
  tddByHour: Map<string, { coefficient: Float64Array; prefix: Float64Array }>
  /** NT fractions per HDO source and command (filled on first use). */
  ntCache: WeakMap<NtWindowSource, Map<string, NtPlan>>
}

/** NT share of every window hour for one command, and which schedule version/day type served each day. */
export interface NtPlan {
  fraction: Float64Array
  /** Per window day: index into `resolutions`. */
  dayResolution: Uint16Array
  resolutions: { scheduleId: string; command: string; validFrom: string; validTo: string | null; dayTypeKey: string; fallbacks: string[] }[]
}

export function prepareEngineData(sources: EngineSources): EngineData {
  const firstDayNumber = dayNumber(sources.window.from)
  const windowDays = dayNumber(sources.window.to) - firstDayNumber + 1
  const calendar = buildHourCalendar(sources.window.from, windowDays + 366)
  const windowHours = Math.round((localMidnightUtcMs(isoDateOfDayNumber(firstDayNumber + windowDays)) - calendar.startUtcMs) / HOUR_MS)

  const dayStartHour = new Int32Array(windowDays + 367)
  let day = 0
  for (let h = 0; h < calendar.hours; h++) {
    if (h === 0 || calendar.localDay[h] !== calendar.localDay[h - 1]) dayStartHour[day++] = h
  }
  dayStartHour[day] = calendar.hours

  const spotOffset = Math.round((calendar.startUtcMs - sources.spot.firstHourUtcMs) / HOUR_MS)
  const spotByHour = new Float64Array(windowHours)
  const filledPriceByHour = new Uint8Array(windowHours)
  const filled = new Set(sources.spot.filledHours)
  for (let h = 0; h < windowHours; h++) {
    const index = h + spotOffset
    const price = sources.spot.priceCzkPerMWh[index]
    if (price === undefined || Number.isNaN(price)) throw new Error(`no day-ahead price for window hour ${h}`)
    spotByHour[h] = price
    if (filled.has(index)) filledPriceByHour[h] = 1
  }

  const pvPerKWpByHour = onWindowAxis(calendar, windowHours, sources.typicalPvPerKWp)

  return {
    ...sources,
    calendar,
    windowHours,
    firstDayNumber,
    dayStartHour,
    spotByHour,
    filledPriceByHour,
    pvPerKWpByHour,
    pvPlanes: new Map(),
    tddByHour: new Map(),
    ntCache: new WeakMap(),
  }
}

/** A typical-year series (8 760 UTC hours) laid onto the window's hours (a leap day reuses 28 February). */
export function onWindowAxis(calendar: HourCalendar, windowHours: number, typicalYear: Float64Array): Float64Array {
  const out = new Float64Array(windowHours)
  for (let h = 0; h < windowHours; h++) out[h] = typicalYear[calendar.typicalYearHour[h]!]!
  return out
}

/** TDD coefficients of a column on the whole calendar, computed once per column. */
export function tddSeries(data: EngineData, column: string): { coefficient: Float64Array; prefix: Float64Array } {
  const cached = data.tddByHour.get(column)
  if (cached) return cached
  const profile = data.tddProfiles[column]
  if (!profile) throw new Error(`no TDD profile ${column}`)
  const { calendar } = data
  const coefficient = new Float64Array(calendar.hours)
  const prefix = new Float64Array(calendar.hours + 1)
  for (let h = 0; h < calendar.hours; h++) {
    coefficient[h] = profile[TDD_PROFILE_INDEX(calendar.localMonth[h]!, calendar.dayType[h]!, calendar.localHour[h]!)]!
    prefix[h + 1] = prefix[h]! + coefficient[h]!
  }
  const series = { coefficient, prefix }
  data.tddByHour.set(column, series)
  return series
}

/**
 * The engine data with another PV year: a location's series (its own sky, kWh per kWp of the site plane)
 * or only another description of the same one (`pv` without series: the reference site stated for a
 * location). Everything else, caches included, is shared; a new series gets its own plane cache.
 */
export function withSitePv(data: EngineData, pv: { pvSite: PvSiteDescription; typicalPvPerKWp?: Float64Array; pvSky?: SkyHours }): EngineData {
  if (!pv.typicalPvPerKWp) return { ...data, pvSite: pv.pvSite }
  return {
    ...data,
    pvSite: pv.pvSite,
    typicalPvPerKWp: pv.typicalPvPerKWp,
    pvSky: pv.pvSky,
    pvPerKWpByHour: onWindowAxis(data.calendar, data.windowHours, pv.typicalPvPerKWp),
    pvPlanes: new Map(),
  }
}
