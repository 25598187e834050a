/**
 * Shape of `server/datasets/hdo.json` (written by `bun run data:build`, scripts/data-build/hdo.ts) and
 * of the schedules the HDO importers produce. Every entry wraps the public `HdoSchedule` record with
 * what the API does not show: the rates it applies to, its kind and its source.
 */
import { Type, type Static } from '@sinclair/typebox'
import { DistributorKey, HdoRegion, HdoSchedule } from '@partner/energy-shared'

/**
 * Day types of `tariffSchedules[].dayTypeKey`. WORKDAY is Monday–Friday; a single weekday key
 * (MONDAY … FRIDAY) overrides WORKDAY on that day; EVERYDAY applies when nothing more specific does.
 * Public holidays count as SUNDAY.
 */
export const DAY_TYPE_KEYS = [
  'EVERYDAY',
  'WORKDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const
export type DayTypeKey = (typeof DAY_TYPE_KEYS)[number]

export const HdoScheduleKind = Type.Union([
  Type.Literal('ripple-control'),
  Type.Literal('smart-meter-band'),
  Type.Literal('day-observation'),
])
export type HdoScheduleKind = Static<typeof HdoScheduleKind>

export const HdoScheduleEntry = Type.Object({
  schedule: HdoSchedule,
  /** Household rates the schedule applies to, as stated by the source (empty when not stated). */
  rates: Type.Array(Type.String()),
  /**
   * ripple-control: a classic HDO command table; smart-meter-band: ČEZ's fixed NT bands for interval
   * metering; day-observation: the windows of individual days seen in a distributor's per-day service.
   */
  kind: HdoScheduleKind,
  source: Type.String(),
  note: Type.String(),
})
export type HdoScheduleEntry = Static<typeof HdoScheduleEntry>

export const HdoRegionEntry = Type.Object({ distributor: DistributorKey, region: HdoRegion })
export type HdoRegionEntry = Static<typeof HdoRegionEntry>

export const HdoDataset = Type.Object({
  builtFrom: Type.String(),
  regions: Type.Array(HdoRegionEntry),
  schedules: Type.Array(HdoScheduleEntry),
})
export type HdoDataset = Static<typeof HdoDataset>
