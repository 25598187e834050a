/** OTE's chart data and ČNB's fixing files as the reader takes them (server/src/data/ote.ts), without any I/O. */
import { describe, expect, test } from 'bun:test'
import { hourlyCzk, MarketFormatError, parseCnbRates, parseOteChartData, rateOn } from '../../src/data/ote.ts'
import { chartData, cnbYearFile, dayPrices } from './ote-double.ts'

describe('OTE chart data', () => {
  test('the hourly era: Volume and Price (EUR/MWh), one point per hour; the volume is never taken for a price', () => {
    const prices = Array.from({ length: 24 }, (_, hour) => 80 + hour)
    expect(parseOteChartData(chartData('2025-09-30', prices))).toEqual({ date: '2025-09-30', resolutionMinutes: 60, eurPerMWh: prices })
  })

  test('the 15-minute era: the 15min series, not the 60min reference; DST days have 92 and 100 intervals', () => {
    for (const [date, intervals] of [['2026-06-10', 96], ['2026-03-29', 92], ['2026-10-25', 100]] as const) {
      const day = parseOteChartData(chartData(date, dayPrices(date, 70)))!
      expect(day.resolutionMinutes).toBe(15)
      expect(day.eurPerMWh).toHaveLength(intervals)
      expect(hourlyCzk(day, 24.5)).toHaveLength(intervals / 4)
    }
  })

  test('CZK per hour: the mean of the quarter hours × the fixing, rounded to 0.01; an hour missing a quarter has none', () => {
    const prices: (number | null)[] = dayPrices('2026-06-10', 100)
    prices[5] = null
    const czk = hourlyCzk({ date: '2026-06-10', resolutionMinutes: 15, eurPerMWh: prices }, 24.285)
    expect(czk[0]).toBe(Math.round(100.375 * 24.285 * 100) / 100)
    expect(czk[1]).toBeNull()
  })

  test('the day is the title\'s; another day than asked, an unknown series or a point outside the day is malformed', () => {
    const body = chartData('2026-06-10', dayPrices('2026-06-10', 70))
    expect(parseOteChartData(body, '2026-06-10')!.date).toBe('2026-06-10')
    expect(() => parseOteChartData(body, '2026-06-11')).toThrow(MarketFormatError)
    expect(() => parseOteChartData({ data: { dataLine: [{ title: 'Množství (MWh)', point: [{ x: '1', y: 1 }] }] } }, '2026-06-10')).toThrow(/no price series/)
    expect(() => parseOteChartData({ data: { dataLine: [{ title: 'Price (EUR/MWh)', point: [{ x: '25', y: 1 }] }] } }, '2026-06-10')).toThrow(/not an interval/)
    expect(() => parseOteChartData({ data: { dataLine: [{ title: 'Price (EUR/MWh)', point: [{ x: '1', y: 'abc' }] }] } }, '2026-06-10')).toThrow(/is not a price/)
    expect(() => parseOteChartData('<html>', '2026-06-10')).toThrow(/not OTE chart data/)
  })

  test('no points: not published yet; points labelled by time are taken in order when there is one for every interval', () => {
    expect(parseOteChartData({ data: { dataLine: [] }, graph: { title: 'Day-Ahead Market Results - 10.06.2026' } })).toBeNull()
    const point = Array.from({ length: 24 }, (_, hour) => ({ x: `${hour}:00`, y: hour }))
    expect(parseOteChartData({ data: { dataLine: [{ title: 'Price (EUR/MWh)', point }] } }, '2026-06-10')!.eurPerMWh[23]).toBe(23)
    expect(() => parseOteChartData({ data: { dataLine: [{ title: 'Price (EUR/MWh)', point: point.slice(1) }] } }, '2026-06-10')).toThrow(MarketFormatError)
  })
})

describe('ČNB fixings', () => {
  test('the year file and the day file; the fixing valid on a day is the last on or before it, once settled', () => {
    const year = parseCnbRates(cnbYearFile(2026, new Map([['2026-06-05', 24.285], ['2026-06-08', 24.31]])))
    expect([...year]).toEqual([['2026-06-05', 24.285], ['2026-06-08', 24.31]])
    expect(rateOn('2026-06-06', year)).toEqual({ rate: 24.285, fixingDate: '2026-06-05' })
    expect(rateOn('2026-06-08', year)).toEqual({ rate: 24.31, fixingDate: '2026-06-08' })
    // Not settled yet: no fixing of the day and none after it.
    expect(rateOn('2026-06-09', year)).toBeUndefined()
    const day = parseCnbRates('10.06.2026 #111\nzemě|měna|množství|kód|kurz\nAustrálie|dolar|1|AUD|14,020\nEMU|euro|1|EUR|24,295\n')
    expect([...day]).toEqual([['2026-06-10', 24.295]])
    expect(() => parseCnbRates('nothing here')).toThrow(MarketFormatError)
  })
})
