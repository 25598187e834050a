/**
 * The shared cache of PVGIS typical years, one per grid cell of CELL_DEGREES: memory (decoded, per
 * instance) → the `pvgis_cell` table (shared) → PVGIS. A cell is fetched once across instances: the
 * fetching instance holds a lease in job_schedule (`pvgis-cell:<cell>`, jobs/singleton.ts); the others
 * wait for its row. Calls to PVGIS are spaced (MIN_CALL_GAP_MS per instance), and after a 429 or 529 no
 * instance-local call is made until its Retry-After (else PVGIS_RETRY_SECONDS) has passed.
 */
import type { EntityManager } from '@mikro-orm/postgresql'
import type { PvgisTypicalYear } from '../../data/pvgis.ts'
import { claimSchedule, releaseClaim } from '../../jobs/singleton.ts'
import type { Logger } from '../../log.ts'
import { fetchTypicalYear, pvgisVersionOf, PvgisUnavailable } from './client.ts'
import { decodeCellSeries, encodeCellSeries, type CellSeries } from './codec.ts'

/** Grid of the cache: 0.05° (≈ 5.5 km north–south, 3.5 km east–west), finer than a PSČ locates a roof. */
export const CELL_DEGREES = 0.05
/** Decoded cells kept in memory per instance (≈ 350 KB each). */
const MEMORY_CELLS = 32
/** Pause between two calls to PVGIS from one instance (PVGIS allows ~30/s per IP; we stay far below). */
const MIN_CALL_GAP_MS = 250
/** Wait after a 429/529 without Retry-After, and after a failure before the same cell is asked again (PVGIS_RETRY_SECONDS). */
const RETRY_MS = 60_000
/** How often a waiting instance looks for the row another instance is fetching. */
const POLL_MS = 150
/** A cell's last-used time is written at most this often per instance (LRU bound of the table). */
const TOUCH_MS = 3_600_000

export interface CachedCell extends CellSeries {
  cell: string
  latitude: number
  longitude: number
  elevationM: number
  pvgisVersion: string
  radiationDatabase: string
  meteoDatabase: string | null
  yearMin: number
  yearMax: number
  timeOffsetHours: number
  monthYears: number[]
  fetchedAt: Date
}

export interface CellPoint {
  cell: string
  latitude: number
  longitude: number
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** The cell of a point: its centre on the grid ("49.80,18.25"). */
export function cellOf(latitude: number, longitude: number): CellPoint {
  const lat = round(Math.round(latitude / CELL_DEGREES) * CELL_DEGREES, 2)
  const lon = round(Math.round(longitude / CELL_DEGREES) * CELL_DEGREES, 2)
  return { cell: `${lat.toFixed(2)},${lon.toFixed(2)}`, latitude: lat, longitude: lon }
}

export interface PvgisCacheOptions {
  em: () => EntityManager
  log: Logger
  instanceId: string
  url: string
  timeoutMs: number
  cacheCells: number
  /** Wait after a failure before the cell is asked again, and after a 429/529 without Retry-After before PVGIS is. */
  retryMs?: number
}

interface Row {
  cell: string
  latitude: number
  longitude: number
  elevation_m: number
  pvgis_version: string
  radiation_database: string
  meteo_database: string | null
  year_min: number
  year_max: number
  time_offset_hours: number
  month_years: number[] | string
  series: Uint8Array
  fetched_at: Date | string
}

const SELECT = `select cell, latitude, longitude, elevation_m, pvgis_version, radiation_database, meteo_database, year_min, year_max,
  time_offset_hours, month_years, series, fetched_at from pvgis_cell where cell = ?`

function fromRow(row: Row): CachedCell {
  return {
    cell: row.cell,
    latitude: row.latitude,
    longitude: row.longitude,
    elevationM: row.elevation_m,
    pvgisVersion: row.pvgis_version,
    radiationDatabase: row.radiation_database,
    meteoDatabase: row.meteo_database,
    yearMin: row.year_min,
    yearMax: row.year_max,
    timeOffsetHours: row.time_offset_hours,
    monthYears: typeof row.month_years === 'string' ? JSON.parse(row.month_years) : row.month_years,
    fetchedAt: new Date(row.fetched_at),
    ...decodeCellSeries(row.series instanceof Uint8Array ? row.series : new Uint8Array(row.series as ArrayBuffer)),
  }
}

export function pvgisCache(options: PvgisCacheOptions) {
  const memory = new Map<string, CachedCell>()
  const touched = new Map<string, number>()
  const flights = new Map<string, Promise<CachedCell>>()
  const failures = new Map<string, { until: number; error: PvgisUnavailable }>()
  let pausedUntil = 0
  let pauseError: PvgisUnavailable | undefined
  let nextCallAt = 0
  let calls = 0

  function remember(cell: CachedCell): CachedCell {
    memory.delete(cell.cell)
    memory.set(cell.cell, cell)
    if (memory.size > MEMORY_CELLS) memory.delete(memory.keys().next().value!)
    return cell
  }

  async function touch(cell: string): Promise<void> {
    const now = Date.now()
    if ((touched.get(cell) ?? 0) > now - TOUCH_MS) return
    touched.set(cell, now)
    await options.em().execute('update pvgis_cell set used_at = now() where cell = ?', [cell])
  }

  /** The cell from memory or the database, or undefined. */
  async function cached(point: CellPoint): Promise<CachedCell | undefined> {
    const inMemory = memory.get(point.cell)
    if (inMemory) {
      // In use here: keep it off the table's least-recently-used end (written at most hourly).
      void touch(point.cell).catch(() => {})
      return inMemory
    }
    const rows = await options.em().execute<Row[]>(SELECT, [point.cell])
    if (!rows[0]) return undefined
    void touch(point.cell).catch(() => {})
    return remember(fromRow(rows[0]))
  }

  async function store(point: CellPoint, year: PvgisTypicalYear): Promise<CachedCell> {
    const series = encodeCellSeries(year)
    const em = options.em()
    await em.execute(
      `insert into pvgis_cell (cell, latitude, longitude, elevation_m, pvgis_version, radiation_database, meteo_database, year_min, year_max,
         time_offset_hours, month_years, series, fetched_at, used_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now())
       on conflict (cell) do update set latitude = excluded.latitude, longitude = excluded.longitude, elevation_m = excluded.elevation_m,
         pvgis_version = excluded.pvgis_version, radiation_database = excluded.radiation_database, meteo_database = excluded.meteo_database,
         year_min = excluded.year_min, year_max = excluded.year_max, time_offset_hours = excluded.time_offset_hours,
         month_years = excluded.month_years, series = excluded.series, fetched_at = excluded.fetched_at, used_at = excluded.used_at`,
      [
        point.cell,
        point.latitude,
        point.longitude,
        year.elevationM,
        pvgisVersionOf(options.url),
        year.radiationDatabase,
        year.meteoDatabase,
        year.yearMin,
        year.yearMax,
        year.timeOffsetHours,
        JSON.stringify(year.monthYears),
        Buffer.from(series),
      ],
    )
    // The bound: the least recently used cells beyond PVGIS_CACHE_CELLS go.
    await em.execute(`delete from pvgis_cell where cell in (select cell from pvgis_cell order by used_at desc, cell offset ?)`, [options.cacheCells])
    const rows = await em.execute<Row[]>(SELECT, [point.cell])
    touched.set(point.cell, Date.now())
    return remember(fromRow(rows[0]!))
  }

  async function callPvgis(point: CellPoint): Promise<PvgisTypicalYear> {
    const now = Date.now()
    if (pausedUntil > now) throw pauseError!
    const wait = Math.max(0, nextCallAt - now)
    nextCallAt = Math.max(now, nextCallAt) + MIN_CALL_GAP_MS
    if (wait > 0) await Bun.sleep(wait)
    calls++
    try {
      return await fetchTypicalYear(options.url, point, options.timeoutMs)
    } catch (error) {
      if (error instanceof PvgisUnavailable && (error.reason === 'rate-limited' || error.reason === 'overloaded')) {
        pausedUntil = Date.now() + (error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : (options.retryMs ?? RETRY_MS))
        pauseError = error
      }
      throw error
    }
  }

  /** Fetches the cell once across instances: under the lease, or by waiting for the row of the instance holding it. */
  async function fetchOnce(point: CellPoint): Promise<CachedCell> {
    const lease = `pvgis-cell:${point.cell}`
    const leaseSeconds = Math.ceil(options.timeoutMs / 1000) + 10
    const deadline = Date.now() + leaseSeconds * 1000
    for (;;) {
      const existing = await cached(point)
      if (existing) return existing
      if (await claimSchedule(options.em(), lease, leaseSeconds, options.instanceId)) {
        try {
          // Another instance may have stored it between our look and our claim.
          const stored = await cached(point)
          if (stored) return stored
          const year = await callPvgis(point)
          options.log.info('pvgis cell fetched', { cell: point.cell, radiationDatabase: year.radiationDatabase })
          return await store(point, year)
        } finally {
          await releaseClaim(options.em(), lease, options.instanceId).catch(() => {})
        }
      }
      if (Date.now() > deadline) throw new PvgisUnavailable('timeout', 'another instance is still fetching this cell from PVGIS')
      await Bun.sleep(POLL_MS)
    }
  }

  return {
    cellOf,
    cached,
    /** PVGIS calls this instance made (tests, the warm command). */
    get calls() {
      return calls
    },
    /** A fetch of the cell, shared by every caller of this instance; a failure is remembered for a while. */
    fetch(point: CellPoint): Promise<CachedCell> {
      const flight = flights.get(point.cell)
      if (flight) return flight
      const failed = failures.get(point.cell)
      if (failed && failed.until > Date.now()) return Promise.reject(failed.error)
      if (pausedUntil > Date.now()) return Promise.reject(pauseError!)
      const promise = fetchOnce(point)
        .catch((error: unknown) => {
          const failure = error instanceof PvgisUnavailable ? error : new PvgisUnavailable('unavailable', `the PVGIS cache failed (${(error as Error).message})`)
          failures.set(point.cell, { until: Date.now() + (options.retryMs ?? RETRY_MS), error: failure })
          options.log.warn('pvgis cell not fetched', { cell: point.cell, reason: failure.reason, error: failure.message })
          throw failure
        })
        .finally(() => flights.delete(point.cell))
      flights.set(point.cell, promise)
      return promise
    },
    /** One fetch of the cell now (once across instances), without this instance's memory of failures (the warm command). */
    fetchNow: fetchOnce,
    /** Why the cell's last fetch failed, while that is remembered (PVGIS_RETRY_SECONDS), or why calls are paused. */
    failure(point: CellPoint): PvgisUnavailable | undefined {
      const failed = failures.get(point.cell)
      if (failed && failed.until > Date.now()) return failed.error
      return pausedUntil > Date.now() ? pauseError : undefined
    },
    /** The reason calls are paused (after a 429/529), if they are. */
    paused(): PvgisUnavailable | undefined {
      return pausedUntil > Date.now() ? pauseError : undefined
    },
    pausedUntil: () => pausedUntil,
  }
}

export type PvgisCache = ReturnType<typeof pvgisCache>
