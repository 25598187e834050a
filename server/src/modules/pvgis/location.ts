/**
 * Where a study's roof is and which sky it gets (CONTRACT.md "Location"): the request's `location`, else
 * the last PSČ in `study.address` through the shipped places table, else the partner's default location,
 * else the reference site of the shipped series. A located roof gets the PVGIS typical year of its cell
 * (cache.ts); when that is not at hand in time — PVGIS off, down, slow, 429/529, a malformed answer, or a
 * preview of a cell not cached yet (fetched in the background) — the reference site's sky, and the
 * pv-location assumption says why. Never an error: the worst case is today's study.
 */
import type { PvgisProductionSource, ResolvedLocation, StudyPreviewRequest } from '@partner/energy-shared'
import { placeOfPostcode, postcodeInAddress } from '../../data/places.ts'
import { typicalYearInstants } from '../../data/pvgis.ts'
import { sitePvYearOf, withSitePv, type EngineData, type PvSiteDescription } from '../../engine/index.ts'
import type { Logger } from '../../log.ts'
import { PvgisUnavailable } from './client.ts'
import type { CachedCell, PvgisCache } from './cache.ts'

/** Engine data per location cell kept per base data: each holds its series on the window axis (≈ 170 KB) and its own roof-plane cache (up to 64 planes of that size), so few. */
const SITE_DATA_PER_BASE = 8
/** A partner's default location is read again after this long. */
const PARTNER_TTL_MS = 5_000

export interface LocatedRoof {
  location: ResolvedLocation
}

export interface StudyLocationContext {
  partnerId?: string
  /** true (study creation): wait up to the budget for a cell not cached yet; false (preview): never wait. */
  wait: boolean
}

export interface SiteSkyOptions {
  cache: PvgisCache | null
  log: Logger
  budgetMs: number
  /** The partner's default location, if it has one. */
  partnerLocation(partnerId: string): Promise<{ latitude: number; longitude: number } | null>
}

const fmt = (value: number, digits = 3) => value.toFixed(digits)
const postcodeText = (postcode: string) => `${postcode.slice(0, 3)} ${postcode.slice(3)}`

/** The roof's location from the request, its address's PSČ or the partner's default; null: none of them. */
export async function resolveLocation(
  request: StudyPreviewRequest,
  partnerLocation: () => Promise<{ latitude: number; longitude: number } | null>,
): Promise<ResolvedLocation | null> {
  if (request.location) return { latitude: request.location.latitude, longitude: request.location.longitude, source: 'request' }
  const postcode = request.study?.address ? postcodeInAddress(request.study.address) : undefined
  const place = postcode ? placeOfPostcode(postcode) : undefined
  if (place) return { latitude: place.latitude, longitude: place.longitude, source: 'postcode', postcode: place.postcode, place: place.place }
  const partner = await partnerLocation()
  if (partner) return { latitude: partner.latitude, longitude: partner.longitude, source: 'partner' }
  return null
}

function describeLocation(location: ResolvedLocation): string {
  const at = `${fmt(location.latitude)} N, ${fmt(location.longitude)} E`
  switch (location.source) {
    case 'request':
      return `Roof location: ${at}, as the request gives it`
    case 'postcode':
      return `Roof location: ${at}, the point of PSČ ${postcodeText(location.postcode!)} (${location.place}) found in the study's address`
    case 'partner':
      return `Roof location: ${at}, the partner's default location (no location or PSČ in the request)`
    default:
      return `Roof location: ${at}, the reference site`
  }
}

export function siteSky(options: SiteSkyOptions) {
  const siteData = new WeakMap<EngineData, Map<string, EngineData>>()
  const partnerCache = new Map<string, { at: number; value: Promise<{ latitude: number; longitude: number } | null> }>()

  function partnerLocation(partnerId: string | undefined) {
    return () => {
      if (!partnerId) return Promise.resolve(null)
      const hit = partnerCache.get(partnerId)
      if (hit && hit.at > Date.now() - PARTNER_TTL_MS) return hit.value
      const value = options.partnerLocation(partnerId).catch(() => null)
      partnerCache.set(partnerId, { at: Date.now(), value })
      if (partnerCache.size > 1000) partnerCache.delete(partnerCache.keys().next().value!)
      return value
    }
  }

  /** The reference site's sky, stated for a known location with the reason PVGIS was not used. */
  function fallback(base: EngineData, location: ResolvedLocation, reason: string | null): EngineData {
    const reference = base.pvSite.productionSource
    const productionSource: PvgisProductionSource = {
      source: 'reference-site',
      radiationDatabase: reference?.radiationDatabase ?? 'PVGIS',
      yearMin: reference?.yearMin ?? 0,
      yearMax: reference?.yearMax ?? 0,
      latitude: base.pvSite.latitude,
      longitude: base.pvSite.longitude,
      ...(reason ? { fallbackReason: reason } : {}),
    }
    const why = reason ? `; its own irradiance could not be used (${reason}), so the reference site's sky is used instead` : ''
    return withSitePv(base, {
      pvSite: {
        ...base.pvSite,
        location,
        productionSource,
        locationNote: `${describeLocation(location)}${why || '; the reference site\'s sky is used'} (${base.pvSite.latitude} N, ${base.pvSite.longitude} E, ${productionSource.radiationDatabase}).`,
      },
    })
  }

  function located(base: EngineData, location: ResolvedLocation, cell: CachedCell): EngineData {
    let perBase = siteData.get(base)
    if (!perBase) siteData.set(base, (perBase = new Map()))
    const key = `${cell.cell}|${cell.fetchedAt.getTime()}`
    let data = perBase.get(key)
    if (data) {
      perBase.delete(key)
      perBase.set(key, data)
    } else {
      const minute = cell.timeOffsetHours * 60
      const plane = { tiltDeg: base.pvSite.slopeDeg, azimuthDeg: base.pvSite.azimuthDeg }
      const year = sitePvYearOf({ ...cell, minute, timestampsUtcMs: typicalYearInstants(cell.monthYears, cell.timeOffsetHours) }, plane)
      const months = cell.monthYears.map((year, index) => `${index + 1}/${year}`).join(', ')
      const pvSite: PvSiteDescription = {
        ...base.pvSite,
        latitude: cell.latitude,
        longitude: cell.longitude,
        elevationM: Math.round(cell.elevationM),
        typicalYear: `Typical meteorological year of PVGIS ${cell.pvgisVersion} (${cell.radiationDatabase}${cell.meteoDatabase ? ` with ${cell.meteoDatabase} weather` : ''}, ${cell.yearMin}–${cell.yearMax}; PVGIS © European Union) for the cell centre ${cell.latitude} N, ${cell.longitude} E: PVGIS's own selection of the months (month/year: ${months}). Hourly global, diffuse and beam-normal irradiance, air temperature and wind, instantaneous at ${minute.toFixed(1)} minutes past each UTC hour; each hour hh:00–hh+1:00 gets the mean of the piecewise-linear curve through them.`,
        seriesNote: `PVGIS ${cell.pvgisVersion} typical year of the roof's cell, ${cell.radiationDatabase} ${cell.yearMin}–${cell.yearMax}, transposed to the plane with the Perez 1990 sky model`,
      }
      data = withSitePv(base, { pvSite, typicalPvPerKWp: year.perKWp, pvSky: year.sky })
      perBase.set(key, data)
      if (perBase.size > SITE_DATA_PER_BASE) perBase.delete(perBase.keys().next().value!)
    }
    const productionSource: PvgisProductionSource = {
      source: 'pvgis',
      radiationDatabase: cell.radiationDatabase,
      yearMin: cell.yearMin,
      yearMax: cell.yearMax,
      latitude: cell.latitude,
      longitude: cell.longitude,
      pvgisVersion: cell.pvgisVersion,
    }
    return withSitePv(data, {
      pvSite: {
        ...data.pvSite,
        location,
        productionSource,
        locationNote: `${describeLocation(location)}; irradiance from PVGIS ${cell.pvgisVersion} (${cell.radiationDatabase}, typical year of ${cell.yearMin}–${cell.yearMax}) for the cell ${cell.latitude} N, ${cell.longitude} E.`,
      },
    })
  }

  const reasonOf = (error: unknown) => (error instanceof PvgisUnavailable ? error.message : `the PVGIS cache failed (${(error as Error).message})`)

  return {
    /** The engine data for a study: its location's sky, or the base (reference site) stated for its location. */
    async dataFor(request: StudyPreviewRequest, base: EngineData, context: StudyLocationContext): Promise<EngineData> {
      const location = await resolveLocation(request, partnerLocation(context.partnerId))
      if (!location) return base
      // Without modelled PV the sky changes nothing: state the location, fetch nothing.
      const modelled = !request.customProductionConsumptionData?.productionKWh && (request.totalKWp > 0 || (request.pvArrays ?? []).some((array) => array.kWp > 0))
      if (!modelled) return fallback(base, location, null)
      const cache = options.cache
      if (!cache) return fallback(base, location, 'PVGIS is off on this server (PVGIS=off)')
      const point = cache.cellOf(location.latitude, location.longitude)
      let cell: CachedCell | undefined
      try {
        cell = await cache.cached(point)
      } catch (error) {
        options.log.warn('pvgis cache unreadable', { cell: point.cell, error: String(error) })
        return fallback(base, location, reasonOf(error))
      }
      if (cell) return located(base, location, cell)
      const failed = cache.failure(point)
      if (failed) return fallback(base, location, failed.message)
      const flight = cache.fetch(point)
      if (!context.wait || options.budgetMs === 0) {
        flight.catch(() => {})
        return fallback(base, location, 'not cached yet; it is being fetched from PVGIS for the next study')
      }
      let timer: ReturnType<typeof setTimeout> | undefined
      const budget = new Promise<'budget'>((resolve) => {
        timer = setTimeout(() => resolve('budget'), options.budgetMs)
      })
      try {
        const outcome = await Promise.race([flight, budget])
        if (outcome === 'budget') {
          flight.catch(() => {})
          return fallback(base, location, `PVGIS did not answer within the ${options.budgetMs} ms budget; the cell is fetched in the background`)
        }
        return located(base, location, outcome)
      } catch (error) {
        return fallback(base, location, reasonOf(error))
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

export type SiteSky = ReturnType<typeof siteSky>
