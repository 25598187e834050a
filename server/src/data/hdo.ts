/**
 * HDO (low-tariff switching) schedules: regions, commands and their NT windows.
 *
 * `shippedHdoCatalog()` serves the real subset in server/datasets/hdo.json (loaded and validated on first use).
 * Schedules imported with `bun run admin hdo import` live in the database; the reference service
 * builds an `HdoCatalog` from those rows instead when a distributor has any.
 *
 * For the savings engine: `catalog.ntWindows(distributor, command, region, date, isHoliday)` gives the
 * NT windows of one local day (minutes after local midnight) and says which version and day type
 * were used and whether it had to fall back (see the method).
 */
import { DAY_MS, type DistributorKey, type HdoRegion, type HdoSchedule } from '@partner/energy-shared'
import { loadDataset } from './dataset.ts'
import { HdoDataset, type DayTypeKey, type HdoRegionEntry, type HdoScheduleEntry } from './hdo-schema.ts'
import { chainKey, fromTimeRanges, type MinuteWindow } from './hdo-schedules.ts'

export type { DayTypeKey, HdoRegionEntry, HdoScheduleEntry, MinuteWindow }

/** How `ntWindows` had to deviate from an exact match; each is worth stating in a study's assumptions. */
export type HdoFallback =
  /** No version is in force on the date; the nearest version in time was used. */
  | 'nearest-version'
  /** The version has no windows for the date's day type (a gap in the source); the closest day type it has was used. */
  | 'other-day-type'

export interface NtWindowsResolution {
  windows: MinuteWindow[]
  schedule: HdoSchedule
  dayTypeKey: DayTypeKey
  fallbacks: HdoFallback[]
}

const WEEKDAY_KEYS: DayTypeKey[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY']

/** Day types to look for on a date, most specific first; the tail is the fallback order. */
function dayTypePreference(isoDate: string, isHoliday: boolean): { exact: DayTypeKey[]; fallback: DayTypeKey[] } {
  const weekday = WEEKDAY_KEYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]!
  if (isHoliday || weekday === 'SUNDAY') {
    return { exact: ['SUNDAY', 'EVERYDAY'], fallback: ['SATURDAY', 'WORKDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] }
  }
  if (weekday === 'SATURDAY') {
    return { exact: ['SATURDAY', 'EVERYDAY'], fallback: ['SUNDAY', 'WORKDAY', 'FRIDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'] }
  }
  const others = (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as DayTypeKey[]).filter((key) => key !== weekday)
  return { exact: [weekday, 'WORKDAY', 'EVERYDAY'], fallback: [...others, 'SATURDAY', 'SUNDAY'] }
}

function inForce(schedule: HdoSchedule, isoDate: string): boolean {
  return schedule.validFrom <= isoDate && (schedule.validTo === null || isoDate <= schedule.validTo)
}

function daysBetween(a: string, b: string): number {
  return Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS
}

export class HdoCatalog {
  readonly #regions: readonly HdoRegionEntry[]
  readonly #entries: readonly HdoScheduleEntry[]

  constructor(regions: readonly HdoRegionEntry[], entries: readonly HdoScheduleEntry[]) {
    this.#regions = regions
    this.#entries = entries
  }

  /** A distributor's HDO regions in display order; empty when its commands are not region-specific. */
  regions(distributor: DistributorKey): HdoRegion[] {
    return this.#regions
      .filter((entry) => entry.distributor === distributor)
      .map((entry) => entry.region)
      .sort((a, b) => a.sortIndex - b.sortIndex)
  }

  regionEntries(): readonly HdoRegionEntry[] {
    return this.#regions
  }

  entries(distributor: DistributorKey): HdoScheduleEntry[] {
    return this.#entries.filter((entry) => entry.schedule.distributorKey === distributor)
  }

  /**
   * Commands with a version in force on `onDate` or later (validTo null or ≥ onDate), sorted.
   * With a region: the commands of that region plus those not tied to any region.
   */
  commands(distributor: DistributorKey, region: string | undefined, onDate: string): string[] {
    const commands = this.#matching(distributor, region)
      .filter((schedule) => schedule.validTo === null || schedule.validTo >= onDate)
      .map((schedule) => schedule.command)
    return [...new Set(commands)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  }

  /**
   * Every version of a command, oldest first. `command` matches a schedule's command or its short
   * code, case-insensitively. With a region: that region's versions plus region-independent ones.
   */
  schedules(distributor: DistributorKey, command: string, region?: string): HdoSchedule[] {
    const wanted = command.trim().toUpperCase()
    return this.#matching(distributor, region)
      .filter((schedule) => schedule.command.toUpperCase() === wanted || schedule.code.toUpperCase() === wanted)
      .sort((a, b) => a.validFrom.localeCompare(b.validFrom) || chainKey(a.distributorKey, a.regionTypeKey, a.command).localeCompare(chainKey(b.distributorKey, b.regionTypeKey, b.command)))
  }

  /**
   * NT windows of `command` on one local date (`YYYY-MM-DD`, Europe/Prague calendar day). Public
   * holidays (`isHoliday`, decided by the caller) count as Sunday. Undefined when the command is unknown.
   *
   * Versions: those of the given region when it has any, else the region-independent ones (else all).
   * Version: the one in force on the date (the latest-starting one when several are); when none is,
   * the version nearest in time (fallback `nearest-version`). Day type: the date's weekday key, then
   * WORKDAY (Mon–Fri) / SATURDAY / SUNDAY, then EVERYDAY; when the version lacks all of them, the
   * closest other day type it has (fallback `other-day-type`).
   */
  ntWindows(distributor: DistributorKey, command: string, region: string | undefined, isoDate: string, isHoliday: boolean): NtWindowsResolution | undefined {
    const candidates = this.schedules(distributor, command, region)
    if (candidates.length === 0) return undefined
    // The region's own versions win over region-independent ones (e.g. a day observation of an unknown region).
    const regional = candidates.filter((version) => version.regionTypeKey !== null && version.regionTypeKey === region)
    const unbound = candidates.filter((version) => version.regionTypeKey === null)
    const versions = regional.length > 0 ? regional : unbound.length > 0 ? unbound : candidates
    const fallbacks: HdoFallback[] = []
    let schedule = versions.filter((version) => inForce(version, isoDate)).at(-1)
    if (!schedule) {
      fallbacks.push('nearest-version')
      schedule = versions.reduce((best, version) => {
        const distance = (candidate: HdoSchedule) =>
          Math.min(daysBetween(candidate.validFrom, isoDate), candidate.validTo === null ? Infinity : daysBetween(candidate.validTo, isoDate))
        return distance(version) < distance(best) ? version : best
      })
    }
    const { exact, fallback } = dayTypePreference(isoDate, isHoliday)
    const byKey = new Map(schedule.tariffSchedules.map((tariff) => [tariff.dayTypeKey, tariff]))
    let dayTypeKey = exact.find((key) => byKey.has(key))
    if (!dayTypeKey) {
      fallbacks.push('other-day-type')
      dayTypeKey = fallback.find((key) => byKey.has(key))!
    }
    return { windows: fromTimeRanges(byKey.get(dayTypeKey)!.timeRanges), schedule, dayTypeKey, fallbacks }
  }

  #matching(distributor: DistributorKey, region: string | undefined): HdoSchedule[] {
    return this.#entries
      .map((entry) => entry.schedule)
      .filter((schedule) => schedule.distributorKey === distributor && (region === undefined || schedule.regionTypeKey === null || schedule.regionTypeKey === region))
  }
}

const shipped = loadDataset('hdo.json', HdoDataset, (dataset) => ({
  regions: dataset.regions,
  catalog: new HdoCatalog(dataset.regions, dataset.schedules),
}))

/** The schedules shipped with the project (a real subset; see DATA.md). */
export function shippedHdoCatalog(): HdoCatalog {
  return shipped().catalog
}

/** Known regions of the shipped data (importers add regions they meet). */
export function shippedHdoRegions(): readonly HdoRegionEntry[] {
  return shipped().regions
}
