/**
 * The singleton job that keeps the day-ahead prices current: it asks OTE's public chart-data service
 * (`OTE_URL`) for every delivery day after the shipped data that the database does not hold whole yet,
 * up to tomorrow, stores what OTE published, and converts it to CZK with the ČNB EUR/CZK fixings
 * (`CNB_URL`, ČNB's yearly `rok.txt`) once the fixing valid on the day is out. One instance runs it per
 * interval (jobs/singleton.ts); the others see the new days through the fingerprint of `market-store.ts`.
 * A failing or slow answer ends the run (tried again next run); a malformed day is skipped; a day missing
 * between known days is logged as a gap, and studies over it are refused.
 */
import { dataWindow } from '../../data/spot.ts'
import { MarketFormatError, nextDay, parseCnbRates, parseOteChartData, type OteDay } from '../../data/ote.ts'
import { dayNumber, isoDateOfDayNumber } from '../../lib/prague-time.ts'
import type { Logger } from '../../log.ts'
import type { AppServices } from '../../services.ts'
import { SpotDayRecord } from './entities.ts'
import { convertPendingDays, publishedWhole, saveSpotDays } from './spot-store.ts'

type EntityManager = ReturnType<AppServices['em']>

export interface OteFetchOptions {
  /** OTE's chart-data endpoint; `?report_date=YYYY-MM-DD` is appended. */
  oteUrl: string
  /** ČNB's yearly fixings file; `?rok=YYYY` is appended. */
  cnbUrl: string
  /** Budget of one request. */
  timeoutMs: number
  /** Days asked for in one run at most (a long-offline host catches up over a few runs). @default 200 */
  maxDaysPerRun?: number
  /** Pause between two requests to OTE, to be polite. @default 300 */
  delayMs?: number
  /** Today in Prague (YYYY-MM-DD); the clock by default. */
  today?: () => string
}

export interface OteFetchResult {
  /** Days stored from OTE's answers in this run. */
  fetched: string[]
  /** Days that got their CZK prices in this run. */
  converted: string[]
  /** Days whose answer was malformed (skipped; asked again next run). */
  malformed: string[]
  /** Past days OTE answered without any price (skipped; asked again next run). */
  unpublished: string[]
  /** Why the run stopped early, if it did (service down, slow, an error status). */
  stopped?: { day: string; reason: string }
  /** Days between the shipped data and the last day with prices that have no complete prices. */
  gaps: string[]
}

export const pragueToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' })

class FetchFailure extends Error {}

/** Past days in a row without results after which a run stops asking. */
const MAX_UNPUBLISHED_IN_ROW = 3

async function getText(url: string, timeoutMs: number): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json, text/plain, */*' } })
  } catch (error) {
    const name = (error as Error).name
    throw new FetchFailure(name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : (error as Error).message)
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {})
    throw new FetchFailure(`HTTP ${response.status}`)
  }
  try {
    return await response.text()
  } catch (error) {
    throw new FetchFailure((error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message)
  }
}

const withQuery = (base: string, key: string, value: string) => `${base}${base.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`

/** Days after the shipped data up to the last one holding prices, whose prices are not whole. */
export function spotGaps(rows: readonly Pick<SpotDayRecord, 'day' | 'eurPerMwh' | 'hourlyCzk'>[], shippedTo = dataWindow().to): string[] {
  const priced = rows.filter((row) => Array.isArray(row.hourlyCzk) && row.day > shippedTo)
  const last = priced.at(-1)?.day
  if (!last) return []
  const whole = new Set(priced.filter((row) => row.hourlyCzk!.every((price) => price !== null)).map((row) => row.day))
  const gaps: string[] = []
  for (let day = nextDay(shippedTo); day <= last; day = nextDay(day)) if (!whole.has(day)) gaps.push(day)
  return gaps
}

/** One run of the job (also called directly by tests and operators' tooling). */
export async function runOteFetch(deps: { em: () => EntityManager; log: Logger }, options: OteFetchOptions): Promise<OteFetchResult> {
  const { log } = deps
  const today = (options.today ?? pragueToday)()
  const shippedTo = dataWindow().to
  const rows = await deps.em().find(SpotDayRecord, {}, { orderBy: { day: 'asc' } })
  const held = new Set(rows.filter(publishedWhole).map((row) => row.day))
  const lastDay = isoDateOfDayNumber(dayNumber(today) + 1)
  const wanted: string[] = []
  for (let day = nextDay(shippedTo); day <= lastDay && wanted.length < (options.maxDaysPerRun ?? 200); day = nextDay(day)) {
    if (!held.has(day)) wanted.push(day)
  }

  const result: OteFetchResult = { fetched: [], converted: [], malformed: [], unpublished: [], gaps: [] }
  const fetched: OteDay[] = []
  let unpublishedInRow = 0
  for (const [index, day] of wanted.entries()) {
    if (index > 0 && (options.delayMs ?? 300) > 0) await Bun.sleep(options.delayMs ?? 300)
    let text: string
    try {
      text = await getText(withQuery(options.oteUrl, 'report_date', day), options.timeoutMs)
    } catch (error) {
      result.stopped = { day, reason: (error as Error).message }
      log.warn('OTE day-ahead prices could not be fetched; trying again next run', { day, reason: result.stopped.reason })
      break
    }
    let parsed: OteDay | null
    try {
      parsed = parseOteChartData(JSON.parse(text), day)
    } catch (error) {
      const reason = error instanceof MarketFormatError ? error.message : `not JSON: ${(error as Error).message}`
      result.malformed.push(day)
      log.warn('OTE answered with malformed day-ahead results; the day is skipped', { day, reason })
      continue
    }
    if (!parsed) {
      // No price at all. Tomorrow's results come out at about 13:00, so for tomorrow that is "not yet"; a day
      // up to today should have them: skipped (a gap if later days have prices), and after a few such days
      // in a row the run ends (OTE answers nothing for anything).
      if (day > today || ++unpublishedInRow >= MAX_UNPUBLISHED_IN_ROW) break
      result.unpublished.push(day)
      log.warn('OTE has no day-ahead results for a past delivery day; the day is skipped', { day })
      continue
    }
    unpublishedInRow = 0
    fetched.push(parsed)
  }
  if (fetched.length > 0) {
    result.fetched = await saveSpotDays(deps.em(), fetched.map((day) => ({ day })), 'OTE day-ahead results (chart data), fetched')
    const partial = fetched.filter((day) => day.eurPerMWh.some((price) => price === null)).map((day) => day.date)
    if (partial.length > 0) log.warn('OTE published day-ahead results with intervals missing', { days: partial })
  }

  // CZK: the ČNB fixing valid on each day not yet converted (the year's file settles every day of it).
  const pending = (await deps.em().find(SpotDayRecord, {}, { orderBy: { day: 'asc' } })).filter((row) => !Array.isArray(row.hourlyCzk))
  if (pending.length > 0) {
    const years = new Set<number>()
    for (const row of pending) {
      const year = Number(row.day.slice(0, 4))
      years.add(year)
      if (year < Number(today.slice(0, 4))) years.add(year + 1)
    }
    const fixings = new Map<string, number>()
    try {
      for (const year of [...years].sort()) {
        for (const [date, rate] of parseCnbRates(await getText(withQuery(options.cnbUrl, 'rok', String(year)), options.timeoutMs))) fixings.set(date, rate)
      }
    } catch (error) {
      log.warn('ČNB EUR/CZK fixings could not be fetched; the days stay in EUR until the next run', { reason: (error as Error).message })
    }
    if (fixings.size > 0) result.converted = await convertPendingDays(deps.em(), fixings)
  }

  result.gaps = spotGaps(await deps.em().find(SpotDayRecord, {}, { orderBy: { day: 'asc' } }), shippedTo)
  if (result.gaps.length > 0) log.warn('day-ahead prices are missing for days inside the fetched data; studies over them are refused', { days: result.gaps })
  if (result.fetched.length > 0 || result.converted.length > 0) {
    log.info('day-ahead prices updated from OTE', { fetched: result.fetched.length, converted: result.converted.length, last: result.fetched.at(-1) })
  }
  return result
}

/**
 * Registers the job (one instance per interval across the cluster); nothing when `OTE=off`. The promise
 * settles when this instance's first ask (and the run it may have won) is over.
 */
export function scheduleOteJob(services: AppServices): Promise<void> {
  const { ote, jobs } = services.config
  if (!ote.enabled) return Promise.resolve()
  return services.jobs.add({
    name: 'ote-day-ahead',
    intervalSeconds: jobs.intervalSeconds,
    run: () => runOteFetch(services, { oteUrl: ote.url, cnbUrl: ote.cnbUrl, timeoutMs: ote.timeoutMs, delayMs: ote.requestDelayMs }),
  })
}
