/**
 * OTE day-ahead prices (server/datasets/spot.json), loaded and validated on first use, with the
 * few hours no source has a price for filled by a stated rule, and the data window they define.
 */
import { DAY_MS, HOUR_MS } from '@partner/energy-shared'
import { isoDateOfDayNumber, localMidnightUtcMs, pragueOffsetHours } from '../lib/prague-time.ts'
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

function pricesOf(dataset: SpotDataset): SpotPrices {
  const raw = dataset.priceCzkPerMWh
  const firstHourUtcMs = Date.parse(dataset.firstHourUtc)
  const priceCzkPerMWh = new Float64Array(raw.length)
  const filledHours: number[] = []
  raw.forEach((price, index) => {
    if (price !== null) {
      priceCzkPerMWh[index] = price
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
  return {
    firstHourUtcMs,
    priceCzkPerMWh,
    filledHours,
    fillRule: PRICE_FILL_RULE,
    source: `Hourly OTE day-ahead prices for the CZ zone (from 2025-10-01 the mean of the four 15-minute prices), in CZK/MWh as published by OTE; where OTE published no CZK price (${converted.join('; ')}) the EUR price × the ČNB EUR/CZK fixing of the delivery day, OTE's own conversion.`,
    window: completeDays(firstHourUtcMs, raw),
  }
}

const prices = loadDataset('spot.json', SpotDataset, pricesOf)

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
