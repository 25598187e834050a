/**
 * Delivery days of OTE day-ahead prices in the database (`spot_day`): stored as OTE published them
 * (EUR/MWh per 15- or 60-minute interval) and converted to CZK/MWh per hour once the ČNB fixing valid
 * on the day is known. Written by the OTE job (`ote-job.ts`) and `bun run admin spot import`.
 */
import { hourlyCzk, rateOn, type OteDay } from '../../data/ote.ts'
import type { AppServices } from '../../services.ts'
import { SpotDayRecord } from './entities.ts'
import { noteMarketChange } from './market-changes.ts'

type EntityManager = ReturnType<AppServices['em']>

export interface SpotDayInput {
  day: OteDay
  /** The ČNB EUR/CZK fixing valid on the day, when known. */
  fixing?: { rate: number; fixingDate: string }
}

/** True when every interval of the stored day has a published price. */
export const publishedWhole = (row: Pick<SpotDayRecord, 'eurPerMwh'>) => row.eurPerMwh.every((price) => price !== null)

/** Stores (or replaces) days; a day given without a fixing keeps the CZK prices it may already have only if its EUR prices are unchanged. */
export async function saveSpotDays(em: EntityManager, inputs: readonly SpotDayInput[], source: string): Promise<string[]> {
  await em.transactional(async (tx) => {
    for (const { day, fixing } of inputs) {
      const row = await tx.findOne(SpotDayRecord, { day: day.date })
      const sameEur = row && JSON.stringify(row.eurPerMwh) === JSON.stringify(day.eurPerMWh) && row.resolutionMinutes === day.resolutionMinutes
      const kept: SpotDayInput['fixing'] = sameEur && row.eurCzk != null && row.fixingDate ? { rate: Number(row.eurCzk), fixingDate: row.fixingDate } : undefined
      const rate = fixing ?? kept
      const values = {
        resolutionMinutes: day.resolutionMinutes,
        eurPerMwh: day.eurPerMWh,
        eurCzk: rate?.rate ?? null,
        fixingDate: rate?.fixingDate ?? null,
        hourlyCzk: rate ? hourlyCzk(day, rate.rate) : null,
        source: source.slice(0, 300),
      }
      if (row) tx.assign(row, values)
      else tx.create(SpotDayRecord, { day: day.date, ...values })
    }
  })
  noteMarketChange()
  return inputs.map((input) => input.day.date)
}

/** Converts stored days still without CZK prices whose fixing the given ones settle; returns the converted days. */
export async function convertPendingDays(em: EntityManager, fixings: ReadonlyMap<string, number>): Promise<string[]> {
  const converted: string[] = []
  await em.transactional(async (tx) => {
    const pending = (await tx.find(SpotDayRecord, {}, { orderBy: { day: 'asc' } })).filter((row) => !Array.isArray(row.hourlyCzk))
    for (const row of pending) {
      const fixing = rateOn(row.day, fixings)
      if (!fixing) continue
      const day: OteDay = { date: row.day, resolutionMinutes: row.resolutionMinutes as 15 | 60, eurPerMWh: row.eurPerMwh }
      tx.assign(row, { eurCzk: fixing.rate, fixingDate: fixing.fixingDate, hourlyCzk: hourlyCzk(day, fixing.rate) })
      converted.push(row.day)
    }
  })
  if (converted.length > 0) noteMarketChange()
  return converted
}
