/** Admin subcommands of roof locations: a partner's default location, and pre-warming the PVGIS cache. */
import { loadConfig, type Config } from '../config.ts'
import { allPostcodePlaces, placeOfPostcode } from '../data/places.ts'
import { createLogger } from '../log.ts'
import { PvgisUnavailable } from '../modules/pvgis/client.ts'
import { cellOf, pvgisCache, type CellPoint } from '../modules/pvgis/cache.ts'
import { Partner } from '../modules/partners/entities.ts'
import { partnerService } from '../modules/partners/service.ts'
import { UsageError, type AdminCommand } from './command.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

function coordinate(value: unknown, name: string, min: number, max: number): number {
  const number = Number(text(value))
  if (!Number.isFinite(number) || number < min || number > max) throw new UsageError(`--${name} must be a number in ${min} … ${max}`)
  return number
}

/** `partner location`: the partner's default roof location (`--latitude/--longitude`, `--postcode`, or `--clear`). */
export const partnerLocationCommand: AdminCommand = async (db, { values }) => {
  const ref = text(values.partner)
  if (!ref) throw new UsageError('--partner <id|ičo> is required')
  const em = db.orm.em.fork()
  const found = await partnerService(em).findPartner(ref)
  if (!found) throw new UsageError(`no partner ${ref}`)
  const partner = await em.findOneOrFail(Partner, { id: found.id })
  let place: string | null = null
  if (values.clear) {
    partner.defaultLatitude = null
    partner.defaultLongitude = null
  } else if (values.postcode !== undefined) {
    const found = placeOfPostcode(String(values.postcode))
    if (!found) throw new UsageError(`no Czech PSČ ${values.postcode} in the places table`)
    partner.defaultLatitude = found.latitude
    partner.defaultLongitude = found.longitude
    place = found.place
  } else if (values.latitude !== undefined || values.longitude !== undefined) {
    partner.defaultLatitude = coordinate(values.latitude, 'latitude', 48, 51.5)
    partner.defaultLongitude = coordinate(values.longitude, 'longitude', 11.5, 19.5)
  } else {
    throw new UsageError('give --latitude <N> --longitude <E>, --postcode <PSČ> or --clear')
  }
  await em.flush()
  const latitude = partner.defaultLatitude == null ? null : Number(partner.defaultLatitude)
  const longitude = partner.defaultLongitude == null ? null : Number(partner.defaultLongitude)
  return { id: partner.id, ico: partner.ico, defaultLocation: latitude === null ? null : { latitude, longitude, ...(place ? { place } : {}) } }
}

/** The cells of every Czech PSČ (the grid of the cache), each once. */
export function postcodeCells(): CellPoint[] {
  const cells = new Map<string, CellPoint>()
  for (const place of allPostcodePlaces()) {
    const cell = cellOf(place.latitude, place.longitude)
    cells.set(cell.cell, cell)
  }
  return [...cells.values()].sort((a, b) => a.cell.localeCompare(b.cell))
}

/**
 * `pvgis warm`: fetches the cell of every Czech PSČ not cached yet, one call at a time and `--delay-ms`
 * apart (default 500: two calls a second at most); a 429 or 529 waits its Retry-After (else 5 s, doubling
 * up to 5 min) and asks the same cell again, up to 6 times. Other failures are reported and skipped.
 */
export const pvgisWarmCommand: AdminCommand = async (db, { values, config: given }) => {
  const config: Config = given ?? loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })
  if (!config.pvgis.enabled) throw new UsageError('PVGIS is off (PVGIS=off): nothing to warm')
  const delayMs = values['delay-ms'] === undefined ? 500 : coordinate(values['delay-ms'], 'delay-ms', 0, 60_000)
  const limit = values.limit === undefined ? Infinity : coordinate(values.limit, 'limit', 1, 1_000_000)
  const cache = pvgisCache({
    em: () => db.orm.em.fork(),
    log: createLogger(config.logLevel),
    instanceId: `admin-${crypto.randomUUID()}`,
    url: config.pvgis.url,
    timeoutMs: config.pvgis.timeoutMs,
    cacheCells: config.pvgis.cacheCells,
  })
  const cells = postcodeCells()
  const report = { cells: cells.length, alreadyCached: 0, fetched: 0, failed: [] as { cell: string; reason: string }[] }
  for (const cell of cells) {
    if (report.fetched + report.failed.length >= limit) break
    if (await cache.cached(cell)) {
      report.alreadyCached++
      continue
    }
    let backoffMs = 5_000
    for (let attempt = 1; ; attempt++) {
      try {
        await cache.fetchNow(cell)
        report.fetched++
        break
      } catch (error) {
        const failure = error instanceof PvgisUnavailable ? error : new PvgisUnavailable('unavailable', (error as Error).message)
        const busy = failure.reason === 'rate-limited' || failure.reason === 'overloaded'
        if (!busy || attempt >= 6) {
          report.failed.push({ cell: cell.cell, reason: failure.message })
          break
        }
        const wait = Math.max(cache.pausedUntil() - Date.now(), failure.retryAfterSeconds ? failure.retryAfterSeconds * 1000 : backoffMs)
        backoffMs = Math.min(backoffMs * 2, 300_000)
        await Bun.sleep(wait)
      }
    }
    if (delayMs > 0) await Bun.sleep(delayMs)
  }
  return report
}
