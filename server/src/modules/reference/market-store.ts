/**
 * The day-ahead prices and regulated price lists in force: the shipped data with the delivery days
 * fetched from OTE or imported (`spot_day`) and the price-list years imported (`tariff_year`) laid over
 * it. Like the HDO catalogue (`hdo-store.ts`), each instance keeps one snapshot in memory and rebuilds it
 * only when a cheap fingerprint of those tables changes, so a day the job stored on another instance, or
 * an `admin` import, reaches the engine and the reference endpoints on the next request.
 */
import { dataWindow, mergeSpotPrices, shippedSpotDataset, spotPrices, type AddedSpotDay, type MergedSpotPrices } from '../../data/spot.ts'
import { shippedTariffs, tariffLookup, type TariffLookup } from '../../data/tariffs.ts'
import type { DataWindow, EngineData } from '../../engine/index.ts'
import { engineDataOf, shippedEngineData, type MarketData } from '../studies/simulation.ts'
import type { AppServices } from '../../services.ts'
import { SpotDayRecord, TariffYearRecord } from './entities.ts'
import { marketChanges } from './market-changes.ts'

type EntityManager = ReturnType<AppServices['em']>

export interface MarketSnapshot extends MarketData {
  /** Changes whenever stored days or price lists change. */
  fingerprint: string
  /** Studies' data window: the days with complete prices, up to the last day a price list covers. */
  window: DataWindow
  /** First to last day with complete day-ahead prices (before the price-list bound). */
  spotWindow: DataWindow
  /** The last day the price lists cover (nationwide fees and a distribution price list). */
  priceListsTo: string
  spot: MergedSpotPrices | null
  tariffs: TariffLookup
  engineData: EngineData
}

/** The shipped price lists with every imported year in place of the shipped year of that number. */
export function mergedTariffs(rows: readonly Pick<TariffYearRecord, 'year' | 'priceLists'>[]): TariffLookup {
  if (rows.length === 0) return shippedTariffs()
  const shipped = shippedTariffs().dataset
  const years = new Set(rows.map((row) => row.year))
  const imported = rows.map((row) => row.priceLists)
  return tariffLookup(
    {
      ...shipped,
      distributionFees: [...shipped.distributionFees.filter((row) => !years.has(row.year)), ...imported.flatMap((lists) => lists.distributionFees)],
      breakerFees: [...shipped.breakerFees.filter((row) => !years.has(row.year)), ...imported.flatMap((lists) => lists.breakerFees)],
      nationwideFees: [
        ...shipped.nationwideFees.filter((period) => !years.has(Number(period.validFrom.slice(0, 4)))),
        ...imported.flatMap((lists) => lists.nationwideFees),
      ].sort((a, b) => a.validFrom.localeCompare(b.validFrom)),
    },
    'imported price lists',
  )
}

/** The earlier of two ISO dates. */
const earlier = (a: string, b: string) => [a, b].sort()[0]!

/** The last day both the nationwide fees and some distribution price list cover. */
export function priceListsEnd(tariffs: TariffLookup): string {
  const nationwideTo = tariffs.nationwideFeePeriods().map((period) => period.validTo).sort().at(-1) ?? ''
  const lastYear = tariffs.priceListYears().at(-1)
  return earlier(nationwideTo, lastYear === undefined ? '' : `${lastYear}-12-31`)
}

/** Stored days that have hourly CZK prices, as added days for the merge. */
function addedDays(rows: readonly SpotDayRecord[]): AddedSpotDay[] {
  return rows.filter((row) => Array.isArray(row.hourlyCzk)).map((row) => ({ date: row.day, hourlyCzk: row.hourlyCzk! }))
}

/** Builds the snapshot from the stored rows (the shipped engine data itself when nothing was added). */
export function marketSnapshot(spotRows: readonly SpotDayRecord[], tariffRows: readonly TariffYearRecord[], fingerprint = ''): MarketSnapshot {
  const days = addedDays(spotRows)
  const tariffs = mergedTariffs(tariffRows)
  const priceListsTo = priceListsEnd(tariffs)
  if (days.length === 0 && tariffRows.length === 0) {
    const window = dataWindow()
    return { fingerprint, window, spotWindow: window, priceListsTo, spot: null, tariffs, engineData: shippedEngineData(), missingDays: [] }
  }
  const spot = days.length > 0 ? mergeSpotPrices(shippedSpotDataset(), days) : null
  const prices = spot ?? spotPrices()
  const spotWindow = prices.window
  const window = { from: spotWindow.from, to: earlier(spotWindow.to, priceListsTo) }
  const missingDays = (spot?.missingDays ?? []).filter((day) => day <= window.to)
  const engineData = engineDataOf({ window, spot: prices, tariffs })
  return { fingerprint, window, spotWindow, priceListsTo, spot, tariffs, engineData, missingDays }
}

const FINGERPRINT = `select (select count(*) from spot_day)::text || '|' || coalesce((select max(updated_at) from spot_day)::text, '')
  || '|' || (select count(*) from tariff_year)::text || '|' || coalesce((select max(imported_at) from tariff_year)::text, '') as fingerprint`

/** One aggregate over both tables: changes when a day or a price-list year is stored. */
export async function marketFingerprint(em: EntityManager): Promise<string> {
  const [row] = await em.getConnection().execute<{ fingerprint: string }[]>(FINGERPRINT)
  return row?.fingerprint ?? ''
}

export async function loadMarketSnapshot(em: EntityManager, fingerprint?: string): Promise<MarketSnapshot> {
  const [spotRows, tariffRows] = await Promise.all([em.find(SpotDayRecord, {}, { orderBy: { day: 'asc' } }), em.find(TariffYearRecord, {}, { orderBy: { year: 'asc' } })])
  return marketSnapshot(spotRows, tariffRows, fingerprint ?? (await marketFingerprint(em)))
}

/** How long a snapshot is served without asking the database whether another instance stored something. */
const RECHECK_MS = 1_000

/** The snapshot in force, kept in memory per instance and rebuilt when the stored data change. */
export interface LiveMarketData {
  current(): Promise<MarketSnapshot>
  /** The snapshot without waiting, while it was checked within the last second and this process stored nothing since. */
  fresh(): MarketSnapshot | undefined
}

export function liveMarketData(services: Pick<AppServices, 'em' | 'log'>): LiveMarketData {
  let snapshot: MarketSnapshot | undefined
  let building: { fingerprint: string; promise: Promise<MarketSnapshot> } | undefined
  // The database is asked for the fingerprint at most once a second, and at once after this process stored
  // something; requests arriving while it is being asked share that one query.
  let asking: { changes: number; at: number; promise: Promise<string> } | undefined
  let checked = { at: Number.NEGATIVE_INFINITY, changes: -1 }
  const fresh = () => (snapshot && marketChanges() === checked.changes && performance.now() - checked.at < RECHECK_MS ? snapshot : undefined)
  return {
    fresh,
    async current() {
      const hit = fresh()
      if (hit) return hit
      const changes = marketChanges()
      const em = services.em()
      // A query started before this process's latest write may miss it: ask again.
      if (asking?.changes !== changes) {
        const promise = marketFingerprint(em).finally(() => {
          if (asking?.promise === promise) asking = undefined
        })
        asking = { changes, at: performance.now(), promise }
      }
      const { at, promise } = asking
      const fingerprint = await promise
      checked = { at, changes }
      if (snapshot?.fingerprint === fingerprint) return snapshot
      if (building?.fingerprint !== fingerprint) {
        const promise = loadMarketSnapshot(em, fingerprint).then((next) => {
          if (next.missingDays.length > 0) {
            services.log.warn('day-ahead prices missing inside the data window', { missingDays: next.missingDays, window: next.window })
          }
          snapshot = next
          return next
        })
        building = { fingerprint, promise }
        promise.catch(() => {}).finally(() => {
          if (building?.promise === promise) building = undefined
        })
      }
      return building.promise
    },
  }
}
