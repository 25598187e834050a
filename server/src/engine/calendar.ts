/**
 * The Czech calendar of the simulation: public holidays, day types and the local facts of every UTC
 * hour. Simulation runs on UTC hours; day types, HDO windows, months and holidays are local (Prague
 * civil time itself is in lib/prague-time.ts, which the dataset loaders use too).
 */
import { DAY_MS, HOUR_MS } from '@partner/energy-shared'
import { dayNumber, isoDateOfDayNumber, localMidnightUtcMs, pragueOffsetHours } from '../lib/prague-time.ts'

/** Day types of load profiles and HDO schedules; public holidays count as Sundays. */
export const DayType = { workday: 0, saturday: 1, sunday: 2 } as const
export type DayType = (typeof DayType)[keyof typeof DayType]

/** Gregorian Easter Sunday (anonymous algorithm, Meeus/Jones/Butcher) as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return [month, day]
}

const FIXED_HOLIDAYS = ['01-01', '05-01', '05-08', '07-05', '07-06', '09-28', '10-28', '11-17', '12-24', '12-25', '12-26']

/** Czech public holidays of a year as day numbers (Good Friday is a holiday since 2016). */
export function czechHolidays(year: number): Set<number> {
  const days = new Set(FIXED_HOLIDAYS.map((monthDay) => dayNumber(`${year}-${monthDay}`)))
  const [month, day] = easterSunday(year)
  const easter = Date.UTC(year, month - 1, day) / DAY_MS
  days.add(easter + 1)
  if (year >= 2016) days.add(easter - 2)
  return days
}

const holidayCache = new Map<number, Set<number>>()

/** Day type of a local date given as a day number (1970-01-01 was a Thursday). */
export function dayTypeOf(dayNo: number): DayType {
  const year = new Date(dayNo * DAY_MS).getUTCFullYear()
  let holidays = holidayCache.get(year)
  if (!holidays) {
    holidays = czechHolidays(year)
    holidayCache.set(year, holidays)
  }
  if (holidays.has(dayNo)) return DayType.sunday
  const weekday = (dayNo + 3) % 7 // 0 = Monday
  if (weekday === 6) return DayType.sunday
  if (weekday === 5) return DayType.saturday
  return DayType.workday
}

/** 0 = Monday … 6 = Sunday. */
export const weekdayOf = (dayNo: number): number => (((dayNo + 3) % 7) + 7) % 7

/**
 * Local calendar facts of every UTC hour of a span, precomputed once so the hourly loops only index
 * typed arrays. `utcMonthDayHour` feeds the typical PV year (sun position follows UTC, not local time).
 */
export interface HourCalendar {
  startUtcMs: number
  hours: number
  /** Local day number of each hour. */
  localDay: Int32Array
  /** Local month 1–12. */
  localMonth: Uint8Array
  /** Local clock hour 0–23 (the repeated autumn hour appears twice). */
  localHour: Uint8Array
  dayType: Uint8Array
  /** Index of the hour in a non-leap typical year of UTC hours (29 Feb reuses 28 Feb). */
  typicalYearHour: Uint16Array
}

const NON_LEAP_MONTH_START = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]

export function buildHourCalendar(firstDay: string, dayCount: number): HourCalendar {
  const startUtcMs = localMidnightUtcMs(firstDay)
  const endUtcMs = localMidnightUtcMs(isoDateOfDayNumber(dayNumber(firstDay) + dayCount))
  const hours = Math.round((endUtcMs - startUtcMs) / HOUR_MS)
  const calendar: HourCalendar = {
    startUtcMs,
    hours,
    localDay: new Int32Array(hours),
    localMonth: new Uint8Array(hours),
    localHour: new Uint8Array(hours),
    dayType: new Uint8Array(hours),
    typicalYearHour: new Uint16Array(hours),
  }
  for (let h = 0; h < hours; h++) {
    const utcMs = startUtcMs + h * HOUR_MS
    const local = new Date(utcMs + pragueOffsetHours(utcMs) * HOUR_MS)
    const dayNo = Math.floor(local.getTime() / DAY_MS)
    calendar.localDay[h] = dayNo
    calendar.localMonth[h] = local.getUTCMonth() + 1
    calendar.localHour[h] = local.getUTCHours()
    calendar.dayType[h] = dayTypeOf(dayNo)
    const utc = new Date(utcMs)
    const utcDayOfMonth = Math.min(utc.getUTCDate(), utc.getUTCMonth() === 1 ? 28 : 31)
    calendar.typicalYearHour[h] = (NON_LEAP_MONTH_START[utc.getUTCMonth()]! + utcDayOfMonth - 1) * 24 + utc.getUTCHours()
  }
  return calendar
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Whether a local date (day number) is a Czech public holiday. */
export function isCzechHoliday(dayNo: number): boolean {
  return dayTypeOf(dayNo) === DayType.sunday && weekdayOf(dayNo) !== 6
}
