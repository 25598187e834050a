/**
 * Building HDO schedule entries from what the sources give: NT windows per day type or per observed
 * day. Shared by the data build (shipped subset) and the HDO importers (operator-loaded tables), so
 * both produce identical records.
 */
import { DISTRIBUTOR_NAMES, type DistributorKey, type HdoSchedule, type TariffSchedule } from '@partner/energy-shared'
import { DAY_TYPE_KEYS, type DayTypeKey, type HdoRegionEntry, type HdoScheduleEntry, type HdoScheduleKind } from './hdo-schema.ts'
import { stableId } from './stable-id.ts'

export const MINUTES_PER_DAY = 1440

/** An HDO file or a set of drafts that cannot be imported: thrown by the importers' parsers and by the store's fit check. */
export class HdoImportError extends Error {
  override name = 'HdoImportError'
}

/** A low-tariff window of one local day, [startMinute, endMinute) after local midnight; endMinute ≤ 1440. */
export interface MinuteWindow {
  startMinute: number
  endMinute: number
}

/**
 * Minutes after midnight of `H:MM`, `HH:MM` or `HH:MM:SS`. As an end time, `24:00`, `00:00` and
 * `23:59` all mean the end of the day: the distributors' formats write the day end in all three ways
 * (ČEZ legacy API 23:59, EG.D 23:59:00 or 00:00:00, PRE 00:00 or 24:00).
 */
export function parseClock(value: string, role: 'start' | 'end'): number {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim())
  if (!match) throw new Error(`not a time of day: "${value}"`)
  const minutes = Number(match[1]) * 60 + Number(match[2])
  if (Number(match[2]) > 59 || minutes > MINUTES_PER_DAY) throw new Error(`not a time of day: "${value}"`)
  if (role === 'end' && (minutes === 0 || minutes === MINUTES_PER_DAY - 1)) return MINUTES_PER_DAY
  return minutes
}

/** `HH:MM:SS` of a minute of the day (1440 → `24:00:00`). */
export function formatClock(minute: number): string {
  const hours = Math.floor(minute / 60)
  return `${String(hours).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`
}

/** Sorted, validated windows with overlapping or touching ones merged; empty windows dropped. */
export function normalizeWindows(windows: readonly MinuteWindow[]): MinuteWindow[] {
  const sorted = windows
    .filter((window) => window.endMinute !== window.startMinute)
    .map((window) => {
      if (window.startMinute < 0 || window.endMinute > MINUTES_PER_DAY || window.startMinute > window.endMinute) {
        throw new Error(`invalid NT window ${formatClock(window.startMinute)}–${formatClock(window.endMinute)}`)
      }
      return { ...window }
    })
    .sort((a, b) => a.startMinute - b.startMinute)
  const merged: MinuteWindow[] = []
  for (const window of sorted) {
    const last = merged.at(-1)
    if (last && window.startMinute <= last.endMinute) last.endMinute = Math.max(last.endMinute, window.endMinute)
    else merged.push(window)
  }
  return merged
}

/** `HH:MM-HH:MM` pairs into windows (both times parsed as above). */
export function windowsFromPairs(pairs: readonly (readonly [string, string])[]): MinuteWindow[] {
  return normalizeWindows(pairs.map(([start, end]) => ({ startMinute: parseClock(start, 'start'), endMinute: parseClock(end, 'end') })))
}

export function toTimeRanges(windows: readonly MinuteWindow[]): TariffSchedule['timeRanges'] {
  return windows.map((window) => ({ periodStart: formatClock(window.startMinute), periodEnd: formatClock(window.endMinute) }))
}

export function fromTimeRanges(ranges: TariffSchedule['timeRanges']): MinuteWindow[] {
  return normalizeWindows(ranges.map((range) => ({ startMinute: parseClock(range.periodStart, 'start'), endMinute: parseClock(range.periodEnd, 'end') })))
}

/** `A3B4DP1` from a ČEZ EAN-service signal name such as `a3b4dp01`; undefined for other names (e.g. EVV1). */
export function povelOfSignal(signal: string): string | undefined {
  const match = /^a(\d+)b(\d+)dp0*(\d+)$/i.exec(signal.trim())
  return match ? `A${match[1]}B${match[2]}DP${match[3]}` : undefined
}

/** Rate codes (D25d, C25d, …) named in a free-text rate field such as "C25d,D25d-relé2-TUV". */
export function householdRates(text: string | null | undefined): string[] {
  return [...new Set(text?.match(/[CD]\d\dd/g) ?? [])]
}

export function regionEntry(distributor: DistributorKey, key: string, name: string, sortIndex: number): HdoRegionEntry {
  return { distributor, region: { id: stableId(`hdo-region:${distributor}:${key}`), key, name, sortIndex } }
}

/** One version of a command's schedule before it gets its id and validity end. */
export interface ScheduleDraft {
  distributor: DistributorKey
  /** null when the command is not tied to a region (or the source does not say which). */
  regionKey: string | null
  command: string
  code: string
  validFrom: string
  /** Explicit end (or null = unbounded); leave undefined to keep it in force until the next version of the same command. */
  validTo?: string | null
  days: Partial<Record<DayTypeKey, MinuteWindow[]>>
  rates: string[]
  kind: HdoScheduleKind
  source: string
  note: string
}

/** Identity of a command's version chain: distributor, region and command (commands compare case-insensitively). */
export function chainKey(distributor: DistributorKey, regionKey: string | null, command: string): string {
  return `${distributor}|${regionKey ?? ''}|${command.toUpperCase()}`
}

/** Stable id of a schedule version: the same version gets the same id in every build and import. */
export function scheduleId(draft: Pick<ScheduleDraft, 'distributor' | 'regionKey' | 'command' | 'validFrom'>): string {
  return stableId(`hdo:${chainKey(draft.distributor, draft.regionKey, draft.command)}:${draft.validFrom}`)
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

function sameWindows(a: readonly MinuteWindow[], b: readonly MinuteWindow[]): boolean {
  return a.length === b.length && a.every((window, i) => window.startMinute === b[i]!.startMinute && window.endMinute === b[i]!.endMinute)
}

/**
 * Drafts from the NT windows of individual observed days: runs of consecutive observations with the
 * same windows become one version (day type EVERYDAY) starting on the first day of the run.
 */
export function dayObservationDrafts(
  base: Omit<ScheduleDraft, 'validFrom' | 'validTo' | 'days' | 'kind'>,
  observations: readonly { date: string; windows: MinuteWindow[] }[],
): ScheduleDraft[] {
  const drafts: ScheduleDraft[] = []
  let previous: MinuteWindow[] | undefined
  for (const observation of [...observations].sort((a, b) => a.date.localeCompare(b.date))) {
    const windows = normalizeWindows(observation.windows)
    if (previous && sameWindows(previous, windows)) continue
    drafts.push({ ...base, kind: 'day-observation', validFrom: observation.date, days: { EVERYDAY: windows } })
    previous = windows
  }
  return drafts
}

/**
 * Turns drafts into schedule entries: a stable id per version, the region record, tariff schedules in
 * day-type order, and validity ends (a version without an explicit end stays in force until the next
 * version of the same command starts; the last one is unbounded).
 */
export function assembleSchedules(drafts: readonly ScheduleDraft[], regions: readonly HdoRegionEntry[]): HdoScheduleEntry[] {
  const chains = new Map<string, ScheduleDraft[]>()
  for (const draft of drafts) {
    const key = chainKey(draft.distributor, draft.regionKey, draft.command)
    chains.set(key, [...(chains.get(key) ?? []), draft])
  }
  const entries: HdoScheduleEntry[] = []
  for (const [key, chain] of chains) {
    chain.sort((a, b) => a.validFrom.localeCompare(b.validFrom))
    chain.forEach((draft, index) => {
      const next = chain[index + 1]
      if (next && next.validFrom === draft.validFrom) throw new Error(`${key}: two versions start on ${draft.validFrom}`)
      const region = draft.regionKey === null ? null : regions.find((entry) => entry.distributor === draft.distributor && entry.region.key === draft.regionKey)?.region
      if (region === undefined) throw new Error(`${key}: unknown region ${draft.regionKey}`)
      const validTo = draft.validTo !== undefined ? draft.validTo : next ? addDays(next.validFrom, -1) : null
      const tariffSchedules = DAY_TYPE_KEYS.filter((dayType) => draft.days[dayType] !== undefined).map((dayType, sortIndex) => ({
        dayTypeKey: dayType,
        sortIndex,
        timeRanges: toTimeRanges(normalizeWindows(draft.days[dayType]!)),
      }))
      if (tariffSchedules.length === 0) throw new Error(`${key} ${draft.validFrom}: no day type has windows`)
      const schedule: HdoSchedule = {
        id: scheduleId(draft),
        distributorKey: draft.distributor,
        distributorName: DISTRIBUTOR_NAMES[draft.distributor],
        regionTypeId: region?.id ?? null,
        regionTypeKey: region?.key ?? null,
        regionTypeName: region?.name ?? null,
        code: draft.code,
        command: draft.command,
        validFrom: draft.validFrom,
        validTo,
        tariffSchedules,
      }
      entries.push({ schedule, rates: draft.rates, kind: draft.kind, source: draft.source, note: draft.note })
    })
  }
  return entries.sort(
    (a, b) =>
      a.schedule.distributorKey.localeCompare(b.schedule.distributorKey) ||
      (a.schedule.regionTypeKey ?? '').localeCompare(b.schedule.regionTypeKey ?? '') ||
      a.schedule.command.localeCompare(b.schedule.command) ||
      a.schedule.validFrom.localeCompare(b.schedule.validFrom),
  )
}
