/**
 * The roof's location and its sky for the studies (README "Location"): the shared PVGIS cache when
 * PVGIS is on, the partner's default location from the database. No routes of its own.
 */
import type { AppServices } from '../../services.ts'
import { Partner } from '../partners/entities.ts'
import { pvgisCache, type PvgisCache } from './cache.ts'
import { siteSky, type SiteSky } from './location.ts'

/** The instance's PVGIS cache (null with PVGIS=off). */
export function pvgisCacheOf(services: AppServices): PvgisCache | null {
  const config = services.config.pvgis
  if (!config.enabled) return null
  return pvgisCache({
    em: services.em,
    log: services.log,
    instanceId: services.instanceId,
    url: config.url,
    timeoutMs: config.timeoutMs,
    cacheCells: config.cacheCells,
    retryMs: config.retrySeconds * 1000,
  })
}

export function siteSkyOf(services: AppServices, cache: PvgisCache | null = pvgisCacheOf(services)): SiteSky {
  return siteSky({
    cache,
    log: services.log,
    budgetMs: services.config.pvgis.budgetMs,
    async partnerLocation(partnerId) {
      const partner = await services.em().findOne(Partner, { id: partnerId }, { fields: ['defaultLatitude', 'defaultLongitude'] })
      if (partner?.defaultLatitude == null || partner.defaultLongitude == null) return null
      return { latitude: Number(partner.defaultLatitude), longitude: Number(partner.defaultLongitude) }
    },
  })
}
