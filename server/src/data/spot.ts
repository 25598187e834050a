/**
 * OTE day-ahead prices (server/datasets/spot.json), loaded and validated on first use, with the
 * few hours no source has a price for filled by a stated rule, and the data window they define.
 */
import { DAY_MS, HOUR_MS } from '@partner/energy-shared'
import { dayNumber, isoDateOfDayNumber, localMidnightUtcMs, pragueOffsetHours } from '../lib/prague-time.ts'
import { loadDataset } from './dataset.ts'
import { SpotDataset } from './spot-schema.ts'

export const PRICE_FILL_RULE =
  'each such hour takes the mean of the same UTC hour on the day before and the day after (the one available when only one has a price).'

export interface SpotPrices {
  firstHourUtcMs: number
  /** CZK/MWh excl. VAT per UTC hour, gaps filled. */
  priceCzkPerMWh: Float64Array
  /** Hour indices that had no price and were filled by PRICE_FILL_RULE. */
  filledHours: number[]
  fillRule: string
  source: string
  window: { from: string; to: string }
}

/** First and last local day whose every hour has a published price (gaps between them are filled). */
function completeDays(firstHourUtcMs: number, prices: readonly (number | null)[]): { from: string; to: string } {
  const localDayOf = (utcMs: number) => Math.floor((utcMs + pragueOffsetHours(utcMs) * HOUR_MS) / DAY_MS)
  const firstDay = localDayOf(firstHourUtcMs)
  const lastDay = localDayOf(firstHourUtcMs + (prices.length - 1) * HOUR_MS)
  const complete: number[] = []
  for (let day = firstDay; day <= lastDay; day++) {
    const start = (localMidnightUtcMs(isoDateOfDayNumber(day)) - firstHourUtcMs) / HOUR_MS
    const end = (localMidnightUtcMs(isoDateOfDayNumber(day + 1)) - firstHourUtcMs) / HOUR_MS
    if (start < 0 || end > prices.length) continue
    let all = true
    for (let i = start; i < end && all; i++) all = prices[i] !== null
    if (all) complete.push(day)
  }
  if (complete.length === 0) throw new Error('server/datasets/spot.json has no complete day')
  return { from: isoDateOfDayNumber(complete[0]!), to: isoDateOfDayNumber(complete.at(-1)!) }
}

/** A delivery day added to the shipped prices (fetched from OTE or imported): CZK/MWh per hour of the local day. */
export interface AddedSpotDay {
  date: string
  /** One price per hour of the local day (23/24/25); null where no price is known. */
  hourlyCzk: readonly (number | null)[]
}

export interface MergedSpotPrices extends SpotPrices {
  /** Days inside the window with an hour no price is known for and no fill rule covers (NaN in priceCzkPerMWh). */
  missingDays: string[]
  /** The added days, first and last, when there are any. */
  added: { first: string; last: string; days: number } | null
}

/**
 * The shipped prices with added days laid over them (an added day replaces the shipped hours it prices).
 * Only the shipped hours no source has a price for are filled (PRICE_FILL_RULE); an added day's missing
 * hours, and days after the shipped data that were never added, stay unknown (NaN) and are reported
 * in `missingDays` when they fall inside the window.
 */
export function mergeSpotPrices(dataset: SpotDataset, days: readonly AddedSpotDay[] = []): MergedSpotPrices {
  const firstHourUtcMs = Date.parse(dataset.firstHourUtc)
  const shippedHours = dataset.priceCzkPerMWh.length
  const hourOf = (date: string) => (localMidnightUtcMs(date) - firstHourUtcMs) / HOUR_MS
  let hours = shippedHours
  for (const day of days) hours = Math.max(hours, hourOf(day.date) + day.hourlyCzk.length)
  const raw: (number | null)[] = [...dataset.priceCzkPerMWh, ...Array.from({ length: hours - shippedHours }, () => null)]
  const fillable = new Set<number>()
  raw.forEach((price, index) => {
    if (price === null && index < shippedHours) fillable.add(index)
  })
  for (const day of days) {
    const start = hourOf(day.date)
    if (start < 0) continue
    day.hourlyCzk.forEach((price, hour) => {
      if (price === null) return
      raw[start + hour] = price
      fillable.delete(start + hour)
    })
  }
  const priceCzkPerMWh = new Float64Array(raw.length)
  const filledHours: number[] = []
  raw.forEach((price, index) => {
    if (price !== null) {
      priceCzkPerMWh[index] = price
      return
    }
    if (!fillable.has(index)) {
      priceCzkPerMWh[index] = Number.NaN
      return
    }
    const neighbours = [raw[index - 24], raw[index + 24]].filter((value): value is number => typeof value === 'number')
    if (neighbours.length === 0) throw new Error(`server/datasets/spot.json: hour ${index} and both neighbouring days have no price`)
    priceCzkPerMWh[index] = neighbours.reduce((a, b) => a + b, 0) / neighbours.length
    filledHours.push(index)
  })
  const localDate = (index: number) => {
    const utcMs = firstHourUtcMs + index * HOUR_MS
    return new Date(utcMs + pragueOffsetHours(utcMs) * HOUR_MS).toISOString().slice(0, 10)
  }
  const converted = dataset.convertedFromEurHours.map(
    ([first, last]) => `${last - first + 1} h from ${localDate(first)}${localDate(last) !== localDate(first) ? ` to ${localDate(last)}` : ''}`,
  )
  const window = completeDays(firstHourUtcMs, raw)
  const missingDays: string[] = []
  for (let day = dayNumber(window.from); day <= dayNumber(window.to); day++) {
    const date = isoDateOfDayNumber(day)
    const start = hourOf(date)
    const end = hourOf(isoDateOfDayNumber(day + 1))
    for (let index = start; index < end; index++) {
      if (Number.isNaN(priceCzkPerMWh[index]!)) {
        missingDays.push(date)
        break
      }
    }
  }
  const sorted = [...days].map((day) => day.date).sort()
  const added = sorted.length > 0 ? { first: sorted[0]!, last: sorted.at(-1)!, days: sorted.length } : null
  return {
    firstHourUtcMs,
    priceCzkPerMWh,
    filledHours,
    fillRule: PRICE_FILL_RULE,
    source:
      `Hourly OTE day-ahead prices for the CZ zone (from 2025-10-01 the mean of the four 15-minute prices), in CZK/MWh as published by OTE; where OTE published no CZK price (${converted.join('; ')}) the EUR price × the ČNB EUR/CZK fixing of the delivery day, OTE's own conversion.` +
      (added
        ? ` ${added.days} delivery day(s) from ${added.first} to ${added.last} were added from OTE's day-ahead results (the EUR price × the ČNB EUR/CZK fixing valid on the delivery day).`
        : ''),
    window,
    missingDays,
    added,
  }
}

function pricesOf(dataset: SpotDataset): SpotPrices {
  return mergeSpotPrices(dataset)
}

const shippedDataset = loadDataset('spot.json', SpotDataset)

/** The shipped dataset as validated (the hours no source has a price for are null). */
export function shippedSpotDataset(): SpotDataset {
  return shippedDataset()
}

let shippedPrices: SpotPrices | undefined
const prices = () => (shippedPrices ??= pricesOf(shippedDataset()))

export function spotPrices(): SpotPrices {
  return prices()
}

/**
 * The data window: first to last local (Europe/Prague) day with complete day-ahead prices. Studies
 * must lie inside it; `GET /reference/periods` offers the years and the 12M period within it.
 */
export function dataWindow(): { from: string; to: string } {
  return prices().window
}
