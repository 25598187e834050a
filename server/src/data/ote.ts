/**
 * OTE's and ČNB's public wire formats, read without any I/O: the day-ahead results of one delivery
 * day as OTE's web serves them for its chart (`@@chart-data?report_date=YYYY-MM-DD`, the source of the
 * shipped prices), the ČNB EUR/CZK fixings (`rok.txt` for a year, `denni_kurz.txt` for a day), and the
 * conversion to the CZK/MWh per hour the engine bills with (OTE's own: EUR × the ČNB fixing valid on the
 * delivery day, rounded to 0.01). See DATA.md, "Keeping the data current".
 */
import { HOUR_MS } from '@partner/energy-shared'
import { dayNumber, isValidIsoDate, isoDateOfDayNumber, localMidnightUtcMs } from '../lib/prague-time.ts'

/** A file or an answer that is not in the expected format (names what is wrong). */
export class MarketFormatError extends Error {
  override name = 'MarketFormatError'
}

/** One delivery day of OTE's day-ahead market as published, EUR/MWh per trading interval. */
export interface OteDay {
  /** Local (Europe/Prague) delivery day. */
  date: string
  /** 15 from 2025-10-01 (15-minute products), 60 before. */
  resolutionMinutes: 15 | 60
  /** One price per interval of the local day in order (92/96/100 or 23/24/25); null where OTE gave none. */
  eurPerMWh: (number | null)[]
}

/** Hours of a local day (23 on the spring DST day, 25 on the autumn one). */
export function hoursOfLocalDay(date: string): number {
  return Math.round((localMidnightUtcMs(isoDateOfDayNumber(dayNumber(date) + 1)) - localMidnightUtcMs(date)) / HOUR_MS)
}

/** The local day after `date`. */
export const nextDay = (date: string) => isoDateOfDayNumber(dayNumber(date) + 1)

/** `23.06.2026` → `2026-06-23`; undefined when the text holds no such date. */
function czechDate(text: string): string | undefined {
  const match = /(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})/.exec(text)
  if (!match) return undefined
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`
  return isValidIsoDate(iso) ? iso : undefined
}

interface ChartLine {
  title?: unknown
  point?: unknown
}

/** The price series of the answer: the 15-minute one where there is one, else the hourly price (never the 60-minute reference or the volume). */
function priceLine(lines: ChartLine[]): { line: ChartLine; resolutionMinutes: 15 | 60 } {
  const titled = lines.map((line) => ({ line, title: typeof line.title === 'string' ? line.title : '' }))
  const eur = titled.filter(({ title }) => /EUR\s*\/\s*MWh/i.test(title))
  const quarter = eur.find(({ title }) => /15\s*min/i.test(title))
  if (quarter) return { line: quarter.line, resolutionMinutes: 15 }
  const hourly = eur.find(({ title }) => !/60\s*min/i.test(title) && /(price|cena)/i.test(title))
  if (hourly) return { line: hourly.line, resolutionMinutes: 60 }
  throw new MarketFormatError(`no price series in EUR/MWh among ${JSON.stringify(titled.map(({ title }) => title))}`)
}

/**
 * One day of OTE's chart data (`{ data: { dataLine: [{ title, point: [{ x: "1", y: 97.21 }, …] }, …] },
 * graph: { title: "Day-Ahead Market Results - 23.06.2026" } }`). Until 30 Sep 2025 the series are
 * `Volume (MWh)` and `Price (EUR/MWh)` with one point per hour; from 1 Oct 2025 `Volume (MWh)`,
 * `15min price (EUR/MWh)` and `60min price reference (EUR/MWh)` with one point per quarter hour. Points
 * are numbered from 1 in delivery order (the DST days have 23/25 hours). The day is the graph title's,
 * or `expectedDate` when the title names none; a title naming another day is refused. Returns null when
 * the answer has no price at all (a day OTE has not published yet).
 */
export function parseOteChartData(body: unknown, expectedDate?: string): OteDay | null {
  const root = body as { data?: { dataLine?: unknown }; graph?: { title?: unknown } } | null
  const lines = root && typeof root === 'object' ? root.data?.dataLine : undefined
  if (!Array.isArray(lines)) throw new MarketFormatError('not OTE chart data: data.dataLine is missing')
  const graphTitle = typeof root?.graph?.title === 'string' ? root.graph.title : ''
  const titleDate = czechDate(graphTitle)
  if (titleDate && expectedDate && titleDate !== expectedDate) {
    throw new MarketFormatError(`the answer is for ${titleDate}, not ${expectedDate}`)
  }
  const date = titleDate ?? expectedDate
  if (!date) throw new MarketFormatError('the delivery day is not stated (graph.title) and was not given (--date)')
  if (lines.every((line) => !Array.isArray((line as ChartLine)?.point) || ((line as ChartLine).point as unknown[]).length === 0)) return null
  const { line, resolutionMinutes } = priceLine(lines as ChartLine[])
  const points = line.point
  if (!Array.isArray(points)) throw new MarketFormatError(`${date}: the price series has no points`)
  const intervals = hoursOfLocalDay(date) * (60 / resolutionMinutes)
  const eurPerMWh: (number | null)[] = Array.from({ length: intervals }, () => null)
  let priced = 0
  const list = points as { x?: unknown; y?: unknown }[]
  // Points name their interval by number ("1" …); should they name it otherwise (a time label), a whole day's
  // points are taken in their order.
  const numbered = list.every((point) => /^\s*\d+\s*$/.test(String(point?.x ?? '')))
  if (!numbered && list.length !== intervals) {
    throw new MarketFormatError(`${date}: ${list.length} points neither numbered nor one for each of the ${intervals} intervals of the day`)
  }
  for (const [index, point] of list.entries()) {
    const position = numbered ? Number(point.x) : index + 1
    if (position < 1 || position > intervals) {
      throw new MarketFormatError(`${date}: point x=${JSON.stringify(point?.x)} is not an interval 1–${intervals} of the day`)
    }
    const raw = point.y
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : null
    if (value === null) continue
    if (!Number.isFinite(value) || Math.abs(value) > 100_000) throw new MarketFormatError(`${date}: price ${JSON.stringify(raw)} at interval ${position} is not a price`)
    if (eurPerMWh[position - 1] !== null) throw new MarketFormatError(`${date}: interval ${position} is given twice`)
    eurPerMWh[position - 1] = value
    priced++
  }
  if (priced === 0) return null
  return { date, resolutionMinutes, eurPerMWh }
}

/**
 * ČNB EUR/CZK fixings by fixing day. Reads the year file (`rok.txt`: a header `Datum|1 AUD|…|1 EUR|…`,
 * then `DD.MM.YYYY|…` lines with decimal commas; the English `year.txt` alike with `Date`) and the day
 * file (`denni_kurz.txt`: `DD.MM.YYYY #n`, then `země|měna|množství|kód|kurz` and `EMU|euro|1|EUR|24,295`).
 */
export function parseCnbRates(text: string): Map<string, number> {
  const rates = new Map<string, number>()
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
  const number = (value: string) => Number(value.replace(',', '.'))
  // Day file: the date on the first line, the EUR row below.
  const dayHeader = /^(\d{1,2}\.\d{1,2}\.\d{4})\s+#\d+/.exec(lines[0] ?? '')
  if (dayHeader) {
    const date = czechDate(dayHeader[1]!)
    const row = lines.find((line) => line.split('|')[3] === 'EUR')
    if (!date || !row) throw new MarketFormatError('ČNB day file without a EUR rate')
    const [, , amount, , rate] = row.split('|')
    rates.set(date, number(rate!) / number(amount!))
  } else {
    let eurColumn = -1
    let amount = 1
    for (const line of lines) {
      const cells = line.split('|')
      if (/^(Datum|Date)$/i.test(cells[0] ?? '')) {
        eurColumn = cells.findIndex((cell) => /^\d+\s+EUR$/.test(cell))
        amount = eurColumn >= 0 ? Number(cells[eurColumn]!.split(/\s+/)[0]) : 1
        continue
      }
      const date = czechDate(cells[0] ?? '')
      if (!date || eurColumn < 0) continue
      const rate = number(cells[eurColumn] ?? '')
      if (Number.isFinite(rate) && rate > 0) rates.set(date, rate / amount)
    }
  }
  for (const rate of rates.values()) {
    if (!(rate > 10 && rate < 100)) throw new MarketFormatError(`ČNB EUR/CZK rate ${rate} is not plausible`)
  }
  if (rates.size === 0) throw new MarketFormatError('no EUR/CZK fixing in the ČNB file')
  return rates
}

/**
 * The fixing valid on a delivery day: the latest one on or before it (weekends and holidays take the
 * last fixing before them, ČNB's rule and OTE's). Undefined while it is not settled: no fixing of that
 * day and none after it yet (the day's fixing comes at 14:30).
 */
export function rateOn(date: string, fixings: ReadonlyMap<string, number>): { rate: number; fixingDate: string } | undefined {
  let best: string | undefined
  let later = false
  for (const day of fixings.keys()) {
    if (day <= date && (!best || day > best)) best = day
    if (day > date) later = true
  }
  if (!best || (best !== date && !later)) return undefined
  return { rate: fixings.get(best)!, fixingDate: best }
}

const toCzk = (eurPerMWh: number, eurCzk: number) => Math.round(eurPerMWh * eurCzk * 100) / 100

/**
 * CZK/MWh per hour of the day (as the shipped data: the hour's EUR price — the mean of its four
 * quarter-hour prices from 1 Oct 2025 — × the fixing, rounded to 0.01); null for an hour missing a price.
 */
export function hourlyCzk(day: OteDay, eurCzk: number): (number | null)[] {
  const perHour = 60 / day.resolutionMinutes
  const hours = day.eurPerMWh.length / perHour
  return Array.from({ length: hours }, (_, hour) => {
    const slice = day.eurPerMWh.slice(hour * perHour, (hour + 1) * perHour)
    if (slice.some((value) => value === null)) return null
    const mean = (slice as number[]).reduce((sum, value) => sum + value, 0) / perHour
    return toCzk(mean, eurCzk)
  })
}
