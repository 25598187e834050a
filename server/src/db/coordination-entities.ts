/**
 * The cross-cutting tables: state the instances share to coordinate (rate-limit windows, who runs a
 * singleton job), owned by no feature. A feature's own tables live in its folder
 * (`modules/<feature>/entities.ts`); `registry.ts` lists them all.
 */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * One rate-limit window of one key (limiter scope + client), shared by every instance: the counter is
 * bumped with a single `insert … on conflict … returning`, so concurrent requests never lose a hit.
 */
export const RateLimitCounter = defineEntity({
  name: 'RateLimitCounter',
  tableName: 'rate_limit_counter',
  indexes: [{ properties: ['windowEndsAt'] }],
  properties: {
    bucket: p.string().length(512).primary(),
    hits: p.integer(),
    windowEndsAt: p.datetime(),
  },
})
export type RateLimitCounter = InferEntity<typeof RateLimitCounter>

/** When a singleton maintenance job is next due: the instance that moves `nextRunAt` forward runs it. */
export const JobSchedule = defineEntity({
  name: 'JobSchedule',
  tableName: 'job_schedule',
  properties: {
    name: p.string().length(100).primary(),
    nextRunAt: p.datetime(),
    /** The instance that claimed the last run (diagnostics). */
    claimedBy: p.string().length(64).nullable(),
  },
})
export type JobSchedule = InferEntity<typeof JobSchedule>

export const coordinationEntities = [RateLimitCounter, JobSchedule]
