/**
 * Period rules of the spec (partner-api-v1.md "Period rules" 1–4, CONTRACT.md "Periods and the data
 * window"): exactly one of periodType or from + to (from + to wins), whole local days inclusive, inside
 * the data window; an explicit Jan 1–Dec 31 resolves to the very same period as the year.
 */
import { DAY_MS } from '@partner/energy-shared'
import { dayNumber, isValidIsoDate, isoDateOfDayNumber, parseIsoDate } from '../lib/prague-time.ts'
import { daysInMonth } from './calendar.ts'
import { EngineValidationError, PeriodOutOfRangeError } from './errors.ts'

export interface DataWindow {
  /** First local day with complete day-ahead prices. */
  from: string
  /** Last local day with complete day-ahead prices. */
  to: string
}

export interface ResolvedPeriod {
  from: string
  to: string
  /** The matching periodType: a year for a whole calendar year, `12M`, or null for another explicit range. */
  periodType: string | null
  fromDay: number
  /** Local days in the period. */
  days: number
  /** Days of the twelve months starting at `from` (365 or 366): the consumption is scaled per such a year. */
  yearDays: number
}

export interface PeriodRequest {
  periodType?: string | null
  from?: string | null
  to?: string | null
}

/** The last 12 completed calendar months inside the window, or null when the window is shorter. */
export function twelveMonthRange(window: DataWindow): { from: string; to: string } | null {
  const end = parseIsoDate(window.to)
  const lastMonthComplete = end.day === daysInMonth(end.year, end.month)
  const lastMonthEnd = lastMonthComplete ? dayNumber(window.to) : dayNumber(window.to) - end.day
  const last = parseIsoDate(isoDateOfDayNumber(lastMonthEnd))
  const firstMonthIndex = last.year * 12 + (last.month - 1) - 11
  const from = `${Math.floor(firstMonthIndex / 12)}-${String((firstMonthIndex % 12) + 1).padStart(2, '0')}-01`
  return from >= window.from ? { from, to: isoDateOfDayNumber(lastMonthEnd) } : null
}

/** The accepted periodType values: every calendar year fully inside the window, then `12M`. */
export function availablePeriods(window: DataWindow): string[] {
  const periods: string[] = []
  for (let year = parseIsoDate(window.from).year; year <= parseIsoDate(window.to).year; year++) {
    if (`${year}-01-01` >= window.from && `${year}-12-31` <= window.to) periods.push(String(year))
  }
  if (twelveMonthRange(window)) periods.push('12M')
  return periods
}

function yearDaysFrom(from: string): number {
  const { year, month, day } = parseIsoDate(from)
  return Date.UTC(year + 1, month - 1, day) / DAY_MS - dayNumber(from)
}

function resolved(from: string, to: string, periodType: string | null): ResolvedPeriod {
  const fromDay = dayNumber(from)
  return { from, to, periodType, fromDay, days: dayNumber(to) - fromDay + 1, yearDays: yearDaysFrom(from) }
}

export function resolvePeriod(request: PeriodRequest, window: DataWindow): ResolvedPeriod {
  const { from, to } = request
  if (from || to) {
    const errors: Record<string, string[]> = {}
    if (!from) errors.from = ['required together with to']
    else if (!isValidIsoDate(from)) errors.from = ['must be a calendar date YYYY-MM-DD']
    if (!to) errors.to = ['required together with from']
    else if (!isValidIsoDate(to)) errors.to = ['must be a calendar date YYYY-MM-DD']
    if (Object.keys(errors).length > 0) throw new EngineValidationError(errors)
    if (from! > to!) throw EngineValidationError.field('to', 'must not be before from')
    if (from! < window.from || to! > window.to) {
      throw new PeriodOutOfRangeError(
        window.from,
        window.to,
        `The period ${from} – ${to} is outside the data window; from and to must lie between ${window.from} and ${window.to}.`,
      )
    }
    const wholeYear = from!.endsWith('-01-01') && to === `${from!.slice(0, 4)}-12-31`
    return resolved(from!, to!, wholeYear ? from!.slice(0, 4) : null)
  }

  const allowed = availablePeriods(window)
  const periodType = request.periodType
  if (!periodType) throw EngineValidationError.field('periodType', 'either periodType or from and to is required', allowed)
  if (!allowed.includes(periodType)) {
    throw EngineValidationError.field('periodType', `not an available period; accepted: ${allowed.join(', ')}`, allowed)
  }
  if (periodType === '12M') {
    const range = twelveMonthRange(window)!
    return resolved(range.from, range.to, '12M')
  }
  return resolved(`${periodType}-01-01`, `${periodType}-12-31`, periodType)
}
