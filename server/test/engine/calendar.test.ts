import { describe, expect, test } from 'bun:test'
import { DayType, buildHourCalendar, czechHolidays, dayTypeOf, easterSunday } from '../../src/engine/calendar.ts'
import { dayNumber, localMidnightUtcMs, pragueOffsetHours } from '../../src/lib/prague-time.ts'

describe('Europe/Prague calendar', () => {
  test('Easter and the movable holidays', () => {
    expect(easterSunday(2024)).toEqual([3, 31])
    expect(easterSunday(2025)).toEqual([4, 20])
    expect(easterSunday(2026)).toEqual([4, 5])
    const holidays2025 = czechHolidays(2025)
    expect(holidays2025.has(dayNumber('2025-04-18'))).toBe(true) // Good Friday
    expect(holidays2025.has(dayNumber('2025-04-21'))).toBe(true) // Easter Monday
    expect(holidays2025.has(dayNumber('2025-04-20'))).toBe(false) // Easter Sunday is a Sunday anyway
    expect(holidays2025.size).toBe(13)
  })

  test('day types: holidays count as Sundays', () => {
    expect(dayTypeOf(dayNumber('2025-04-18'))).toBe(DayType.sunday) // Good Friday
    expect(dayTypeOf(dayNumber('2025-12-24'))).toBe(DayType.sunday) // Wednesday, Christmas Eve
    expect(dayTypeOf(dayNumber('2025-12-27'))).toBe(DayType.saturday)
    expect(dayTypeOf(dayNumber('2025-12-29'))).toBe(DayType.workday)
  })

  test('summer time switches at 01:00 UTC on the last Sundays of March and October', () => {
    expect(pragueOffsetHours(Date.parse('2025-03-30T00:59:59Z'))).toBe(1)
    expect(pragueOffsetHours(Date.parse('2025-03-30T01:00:00Z'))).toBe(2)
    expect(pragueOffsetHours(Date.parse('2025-10-26T00:59:59Z'))).toBe(2)
    expect(pragueOffsetHours(Date.parse('2025-10-26T01:00:00Z'))).toBe(1)
    expect(new Date(localMidnightUtcMs('2025-07-01')).toISOString()).toBe('2025-06-30T22:00:00.000Z')
    expect(new Date(localMidnightUtcMs('2025-03-30')).toISOString()).toBe('2025-03-29T23:00:00.000Z')
  })

  test('hour calendar of the DST days', () => {
    const spring = buildHourCalendar('2025-03-30', 1)
    expect(spring.hours).toBe(23)
    expect([...spring.localHour].slice(0, 4)).toEqual([0, 1, 3, 4])
    const autumn = buildHourCalendar('2025-10-26', 1)
    expect(autumn.hours).toBe(25)
    expect([...autumn.localHour].slice(0, 5)).toEqual([0, 1, 2, 2, 3])
    // The typical PV year is indexed by UTC: local midnight of 26 Oct is 25 Oct 22:00 UTC.
    expect(autumn.typicalYearHour[0]).toBe((297 * 24) + 22)
  })
})
