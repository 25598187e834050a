/**
 * A loopback double of OTE's day-ahead chart data and ČNB's yearly fixings file, in their real wire
 * formats (paths as on www.ote-cr.cz and www.cnb.cz), with the answers a real service can give: prices,
 * nothing yet (a day not published), 500, a malformed body, and an answer slower than any budget.
 */
import { hoursOfLocalDay } from '../../src/data/ote.ts'

export const OTE_PATH = '/en/short-term-markets/electricity/day-ahead-market/@@chart-data'
export const CNB_PATH = '/cs/financni-trhy/devizovy-trh/kurzy-devizoveho-trhu/kurzy-devizoveho-trhu/rok.txt'

export type DayAnswer = { prices: (number | null)[] } | 'unpublished' | 'error' | 'malformed' | 'slow'

const czechDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`
const points = (values: (number | null)[]) => values.flatMap((y, index) => (y === null ? [] : [{ x: String(index + 1), y }]))

/** OTE's chart-data JSON of one delivery day (15-minute results from 1 Oct 2025, hourly before). */
export function chartData(date: string, prices: (number | null)[]): unknown {
  const quarterly = prices.length > 25
  const line = (title: string, colour: string, values: (number | null)[], y2: boolean, type: string) => ({
    bold: false,
    colour,
    point: points(values),
    title,
    tooltip: title.split(' (')[0],
    tooltipDecimalsY: y2 ? 1 : 2,
    type,
    useTooltip: true,
    useY2: y2,
  })
  const volumes = prices.map((_, index) => 1500 + (index % 7) * 10.5)
  const hourlyReference = quarterly
    ? prices.map((_, index) => {
        const hour = prices.slice(index - (index % 4), index - (index % 4) + 4)
        return hour.some((value) => value === null) ? null : Math.round(((hour as number[]).reduce((a, b) => a + b, 0) / 4) * 100) / 100
      })
    : []
  return {
    axis: {
      x: { decimals: 0, legend: quarterly ? 'Time interval' : 'Hour', short: false, step: quarterly ? 4 : 1 },
      y: { decimals: 0, legend: 'Price (EUR/MWh)', step: 4, tooltip: 'Price (EUR/MWh)' },
      y2: { decimals: 0, legend: 'Volume (MWh)', step: 4, tooltip: 'Volume (MWh)' },
    },
    data: {
      dataLine: quarterly
        ? [
            line('Volume (MWh)', 'FF6600', volumes, true, '2'),
            line('15min price (EUR/MWh)', 'A04000', prices, false, '1'),
            line('60min price reference (EUR/MWh)', '0000FF', hourlyReference, false, '1'),
          ]
        : [line('Volume (MWh)', 'FF6600', volumes, true, '2'), line('Price (EUR/MWh)', 'A04000', prices, false, '1')],
    },
    graph: { fullscreen: true, title: `Day-Ahead Market Results - ${czechDate(date)}`, zoom: true },
  }
}

/** ČNB's `rok.txt`: a header of currencies, then one line per fixing day with decimal commas. */
export function cnbYearFile(year: number, fixings: ReadonlyMap<string, number>): string {
  const lines = ['Datum|1 AUD|1 BGN|1 EUR|100 JPY|1 USD']
  for (const [date, rate] of [...fixings].sort(([a], [b]) => a.localeCompare(b))) {
    if (!date.startsWith(`${year}-`)) continue
    lines.push(`${czechDate(date)}|15,102|12,498|${rate.toFixed(3).replace('.', ',')}|14,287|20,871`)
  }
  return `${lines.join('\n')}\n`
}

/** 15-minute EUR prices of a day: `base` + a quarter-hour pattern, so hourly means are base + 0.375. */
export function dayPrices(date: string, base: number): number[] {
  return Array.from({ length: hoursOfLocalDay(date) * 4 }, (_, index) => base + (index % 4) * 0.25)
}

/** Every workday between two dates (inclusive) fixed at one rate. */
export function workdayFixings(from: string, to: string, rate: number): Map<string, number> {
  const fixings = new Map<string, number>()
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86_400_000) {
    const day = new Date(ms)
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) fixings.set(day.toISOString().slice(0, 10), rate)
  }
  return fixings
}

export interface OteDouble {
  oteUrl: string
  cnbUrl: string
  /** report_date of every request to the chart data, in order. */
  requests: string[]
  cnbRequests: string[]
  days: Map<string, DayAnswer>
  fixings: Map<string, number>
  cnbDown: boolean
  stop(): Promise<void>
}

export function startOteDouble(days: Map<string, DayAnswer>, fixings: Map<string, number>, slowMs = 3_000): OteDouble {
  const double: Omit<OteDouble, 'oteUrl' | 'cnbUrl' | 'stop'> = { requests: [], cnbRequests: [], days, fixings, cnbDown: false }
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url)
      if (url.pathname === CNB_PATH) {
        double.cnbRequests.push(url.searchParams.get('rok') ?? '')
        if (double.cnbDown) return new Response('Service Unavailable', { status: 503 })
        return new Response(cnbYearFile(Number(url.searchParams.get('rok')), double.fixings), { headers: { 'content-type': 'text/plain; charset=UTF-8' } })
      }
      if (url.pathname !== OTE_PATH) return new Response('Not Found', { status: 404 })
      const date = url.searchParams.get('report_date') ?? ''
      double.requests.push(date)
      const answer = double.days.get(date) ?? 'unpublished'
      if (answer === 'error') return new Response('<html><body><h1>500 Internal Server Error</h1></body></html>', { status: 500, headers: { 'content-type': 'text/html' } })
      if (answer === 'malformed') return new Response('<!DOCTYPE html><html><head><title>Denní trh</title></head><body>…', { headers: { 'content-type': 'text/html; charset=utf-8' } })
      if (answer === 'slow') {
        await Bun.sleep(slowMs)
        return Response.json(chartData(date, dayPrices(date, 1)))
      }
      if (answer === 'unpublished') {
        return Response.json({ axis: {}, data: { dataLine: [] }, graph: { fullscreen: true, title: `Day-Ahead Market Results - ${czechDate(date)}`, zoom: true } })
      }
      return Response.json(chartData(date, answer.prices))
    },
  })
  const base = `http://127.0.0.1:${server.port}`
  return Object.assign(double, {
    oteUrl: `${base}${OTE_PATH}`,
    cnbUrl: `${base}${CNB_PATH}`,
    stop: () => server.stop(true),
  })
}
