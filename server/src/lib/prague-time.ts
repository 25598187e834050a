/**
 * Europe/Prague civil time without Intl: the EU summer-time rule (since 1996: last Sunday of March
 * 01:00 UTC to last Sunday of October 01:00 UTC) and ISO dates as day numbers. Below both the engine
 * and the dataset loaders (`data/`), which both need local days.
 */
import { DAY_MS, HOUR_MS } from '@partner/energy-shared'

function lastSundayUtcMs(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0))
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay())
}

/** UTC offset of Prague in hours (1 = CET, 2 = CEST) at a UTC instant. */
export function pragueOffsetHours(utcMs: number): 1 | 2 {
  const year = new Date(utcMs).getUTCFullYear()
  const summerStart = lastSundayUtcMs(year, 2) + HOUR_MS
  const summerEnd = lastSundayUtcMs(year, 9) + HOUR_MS
  return utcMs >= summerStart && utcMs < summerEnd ? 2 : 1
}

/** Parses `YYYY-MM-DD` into its parts; throws on anything else (callers validate first). */
export function parseIsoDate(date: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) throw new Error(`not an ISO date: ${date}`)
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
}

export function isValidIsoDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return false
  const probe = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return probe.toISOString().slice(0, 10) === date
}

/** Day number (days since 1970-01-01) of a local calendar date; used as a timezone-free date key. */
export function dayNumber(date: string): number {
  const { year, month, day } = parseIsoDate(date)
  return Date.UTC(year, month - 1, day) / DAY_MS
}

export function isoDateOfDayNumber(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10)
}

/** The UTC instant at which a local Prague calendar day starts. */
export function localMidnightUtcMs(date: string): number {
  const naive = dayNumber(date) * DAY_MS
  // Summer time switches at 01:00 UTC, so the offset one hour before the naive midnight is the one at local midnight.
  return naive - pragueOffsetHours(naive - HOUR_MS) * HOUR_MS
}
