import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import type { DayTypeKey } from '../../data/hdo-schema.ts'
import type { MinuteWindow } from '../../data/hdo-schedules.ts'
import type { PriceListRecords } from '../../data/tariffs.ts'

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

/**
 * One delivery day of OTE day-ahead prices added to the shipped ones, by the OTE job
 * (`modules/reference/ote-job.ts`) or `bun run admin spot import`: the prices as OTE published them
 * (EUR/MWh per 15- or 60-minute interval) and, once the ČNB fixing valid on the day is known, the CZK/MWh
 * per hour the engine bills with. Shared by every instance; a day stored again replaces its row.
 */
export const SpotDayRecord = defineEntity({
  name: 'SpotDayRecord',
  tableName: 'spot_day',
  properties: {
    /** Local (Europe/Prague) delivery day, YYYY-MM-DD. */
    day: p.string().length(10).primary(),
    resolutionMinutes: p.integer(),
    /** EUR/MWh per interval of the day as published; null where OTE gave no price. */
    eurPerMwh: p.json<(number | null)[]>(),
    /** The ČNB EUR/CZK fixing valid on the day, and the day of that fixing; null until it is known. */
    eurCzk: p.double().nullable(),
    fixingDate: p.string().length(10).nullable(),
    /** CZK/MWh per hour of the local day (23/24/25); null until the fixing is known. */
    hourlyCzk: p.json<(number | null)[]>().nullable(),
    source: p.string().length(300),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
})
export type SpotDayRecord = InferEntity<typeof SpotDayRecord>

/**
 * One year's regulated price lists loaded by `bun run admin tariffs import` (distribution fees, breaker
 * fees and the nationwide fee periods of that year, in the records of `server/datasets/tariffs.json`).
 * It replaces the shipped year of the same number, if any.
 */
export const TariffYearRecord = defineEntity({
  name: 'TariffYearRecord',
  tableName: 'tariff_year',
  properties: {
    year: p.integer().primary(),
    priceLists: p.json<PriceListRecords>(),
    source: p.string().length(500),
    importedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
})
export type TariffYearRecord = InferEntity<typeof TariffYearRecord>

export const referenceEntities = [HdoScheduleRecord, SpotDayRecord, TariffYearRecord]
