import { createHash } from 'node:crypto'
import type { AppServices } from '../services.ts'
import { RateLimitCounter } from '../db/coordination-entities.ts'
import { tooManyRequests } from './problem.ts'

/**
 * Counts one hit of `bucket` in the database and returns the count of its current window. A window starts
 * with the first hit after the previous one ended; the upsert is atomic, so every instance sees one count.
 */
const HIT = `insert into rate_limit_counter (bucket, hits, window_ends_at) values (?, 1, now() + make_interval(secs => ?))
on conflict (bucket) do update set
  hits = case when rate_limit_counter.window_ends_at <= now() then 1 else rate_limit_counter.hits + 1 end,
  window_ends_at = case when rate_limit_counter.window_ends_at <= now() then excluded.window_ends_at else rate_limit_counter.window_ends_at end
returning hits, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as retry_after`

/** Keys longer than this are hashed (the column holds 512 characters). */
const MAX_BUCKET = 200

/**
 * Fixed-window request counter per key, shared by every instance through the database (table
 * rate_limit_counter; expired windows are purged by the maintenance job). `what` names the limit in the
 * 429 message and separates its counters from other limits'. A key over `max` in its window gets 429
 * with Retry-After.
 */
export function rateLimiter(services: AppServices, max: number, windowSeconds: number, what: string) {
  return async (key: string): Promise<void> => {
    const raw = `${what}|${key}`
    const bucket = raw.length > MAX_BUCKET ? `${what.slice(0, 100)}|sha256:${createHash('sha256').update(key).digest('hex')}` : raw
    const [row] = await services.em().execute<{ hits: number; retry_after: number }[]>(HIT, [bucket, windowSeconds])
    if (row && row.hits > max) throw tooManyRequests(`Too many ${what}; retry later`, row.retry_after)
  }
}
export type RateLimiter = ReturnType<typeof rateLimiter>

/** Deletes the counters of finished windows (the maintenance job); a later hit simply starts a new window. */
export const purgeExpiredRateLimits = (services: AppServices): Promise<number> => services.em().nativeDelete(RateLimitCounter, { windowEndsAt: { $lt: new Date() } })
