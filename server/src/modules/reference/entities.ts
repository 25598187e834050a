import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import type { DayTypeKey } from '../../data/hdo-schema.ts'
import type { MinuteWindow } from '../../data/hdo-schedules.ts'

/**
 * One version of an HDO command's schedule loaded by `bun run admin hdo import` (a self-hoster's
 * complete, current table). It overrides the shipped version chain of the same distributor, region
 * and command. Stored as the importer's draft so that validity chains can be recomputed when later
 * imports add versions.
 */
export const HdoScheduleRecord = defineEntity({
  name: 'HdoScheduleRecord',
  tableName: 'hdo_schedule',
  indexes: [{ properties: ['distributor'] }],
  properties: {
    /** The schedule's stable id (distributor, region, command, validFrom): re-importing replaces the row. */
    id: p.uuid().primary(),
    distributor: p.string().length(3),
    regionKey: p.string().length(40).nullable(),
    regionName: p.string().length(100).nullable(),
    command: p.string().length(60),
    code: p.string().length(60),
    validFrom: p.string().length(10),
    validTo: p.string().length(10).nullable(),
    /** true: validTo is as the source states it (null = unbounded); false: in force until the next version starts. */
    validToStated: p.boolean(),
    days: p.json<Partial<Record<DayTypeKey, MinuteWindow[]>>>(),
    rates: p.json<string[]>(),
    kind: p.enum(['ripple-control', 'smart-meter-band', 'day-observation'] as const),
    source: p.string().length(500),
    note: p.string().length(1000),
    importedAt: p.datetime().onCreate(() => new Date()),
  },
})
export type HdoScheduleRecord = InferEntity<typeof HdoScheduleRecord>
