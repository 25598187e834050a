/**
 * Study simulation without side effects: the engine data prepared once per process from the shipped
 * datasets, and `simulate(request)` returning the `StudyResult` (used by POST /studies/preview and by
 * study creation). Engine errors become 400 problems.
 */
import type { StudyPreviewRequest, StudyResult } from '@partner/energy-shared'
import { shippedHdoCatalog } from '../../data/hdo.ts'
import { solarDataset } from '../../data/solar.ts'
import { dataWindow, spotPrices, type SpotPrices } from '../../data/spot.ts'
import * as tariffs from '../../data/tariffs.ts'
import { tddProfiles, tddSourceDescription } from '../../data/tdd.ts'
import {
  DEFAULT_ENGINE_OPTIONS,
  EngineValidationError,
  PeriodOutOfRangeError,
  prepareEngineData,
  resolvePeriod,
  runStudy,
  typicalPvYearOf,
  type DataWindow,
  type EngineData,
  type EngineOptions,
  type EngineSources,
  type NtWindowSource,
  type TypicalPvYear,
} from '../../engine/index.ts'
import { HttpProblem, badRequest } from '../../http/problem.ts'
import type { Config } from '../../config.ts'

let shippedPvYear: TypicalPvYear | undefined
let shippedData: EngineData | undefined

/** The shipped typical PV year with the default PV model applied, computed on first use and kept for the process. */
export function typicalPvYear(): TypicalPvYear {
  return (shippedPvYear ??= typicalPvYearOf(solarDataset()))
}

/** The engine data of the shipped datasets, prepared on first use and kept for the process. */
export function shippedEngineData(): EngineData {
  return (shippedData ??= engineDataOf({ window: dataWindow(), spot: spotPrices(), tariffs }))
}

/**
 * Engine data over given day-ahead prices and price lists (the shipped ones, or those with the days and
 * years added since, `modules/reference/market-store.ts`) with the shipped PV year and load profiles.
 * Hours without a price (a reported gap) must lie outside the studies run on it; they are billed at 0 here.
 */
export function engineDataOf(sources: {
  window: DataWindow
  spot: Pick<SpotPrices, 'firstHourUtcMs' | 'priceCzkPerMWh' | 'filledHours' | 'fillRule' | 'source'>
  tariffs: EngineSources['tariffs']
}): EngineData {
  const { spot } = sources
  const pv = typicalPvYear()
  const site = pv.dataset.site
  return prepareEngineData({
    window: sources.window,
    spot: {
      firstHourUtcMs: spot.firstHourUtcMs,
      priceCzkPerMWh: spot.priceCzkPerMWh.some(Number.isNaN) ? spot.priceCzkPerMWh.map((price) => (Number.isNaN(price) ? 0 : price)) : spot.priceCzkPerMWh,
      filledHours: spot.filledHours,
      fillRule: spot.fillRule,
      source: spot.source,
    },
    typicalPvPerKWp: pv.perKWp,
    pvSky: pv.sky,
    pvSite: {
      latitude: site.latitude,
      longitude: site.longitude,
      elevationM: site.elevationM,
      slopeDeg: site.slopeDeg,
      azimuthDeg: site.azimuthDeg,
      typicalYear: pv.description,
      productionSource: referenceSiteSource(pv),
    },
    pvModel: pv.model,
    tddProfiles: tddProfiles(),
    tddSource: tddSourceDescription(),
    tariffs: sources.tariffs,
  })
}

/** The shipped series as a production source: its radiation database and the years its typical year was chosen from. */
function referenceSiteSource(pv: TypicalPvYear) {
  const years = /(\d{4})–(\d{4})/.exec(pv.dataset.builtFrom)
  const site = pv.dataset.site
  return {
    source: 'reference-site' as const,
    radiationDatabase: site.radiationDatabase,
    yearMin: years ? Number(years[1]) : Math.min(...pv.dataset.monthSourceYears),
    yearMax: years ? Number(years[2]) : Math.max(...pv.dataset.monthSourceYears),
    latitude: site.latitude,
    longitude: site.longitude,
  }
}

/** Engine errors as the API's 400 problems (period-out-of-range carries the window bounds). */
export function toProblem(error: unknown): unknown {
  if (error instanceof PeriodOutOfRangeError) {
    return new HttpProblem({
      status: 400,
      slug: 'period-out-of-range',
      detail: error.message,
      extra: { allowedFrom: error.allowedFrom, allowedTo: error.allowedTo, errors: { from: [error.message], to: [error.message] } },
    })
  }
  if (error instanceof EngineValidationError) {
    return badRequest(error.message, error.errors, error.allowedValues ? { allowedValues: error.allowedValues } : {})
  }
  return error
}

/** Who asks and how long a new location's sky may be waited for (modules/pvgis/location.ts). */
export interface SimulationContext {
  partnerId?: string
  /** true: a study creation, which may wait for PVGIS within its budget; false or absent: a preview, which never waits. */
  wait?: boolean
}

export interface SimulationService {
  /** The study result of a calculation request; throws HttpProblem 400 on invalid input. */
  simulate(request: StudyPreviewRequest, context?: SimulationContext): Promise<StudyResult>
}

/** The engine data in force and the days inside its window that have no prices (a gap in the fetched data). */
export interface MarketData {
  engineData: EngineData
  missingDays: readonly string[]
}

export interface SimulationDependencies {
  data?: EngineData
  /** Prices and price lists as they stand now (days fetched or imported since start-up included); replaces `data`. */
  market?: { current(): Promise<MarketData> }
  /** The HDO catalogue in force (imported schedules over the shipped ones); the shipped one by default. */
  hdo?: { current(): Promise<NtWindowSource> }
  options?: EngineOptions
  /** The sky of the roof's location (PVGIS through the shared cache); absent: every study on the reference site. */
  sites?: { dataFor(request: StudyPreviewRequest, base: EngineData, context: { partnerId?: string; wait: boolean }): Promise<EngineData> }
}

const shippedHdo = { current: async (): Promise<NtWindowSource> => shippedHdoCatalog() }

/**
 * 400 for a period over days without day-ahead prices: a gap in the fetched data is reported, never
 * filled in. Nothing to say when the period is invalid anyway (the engine reports that).
 */
export function refuseMissingDays(request: StudyPreviewRequest, window: DataWindow, missingDays: readonly string[]): void {
  if (missingDays.length === 0) return
  let period: { from: string; to: string }
  try {
    period = resolvePeriod(request, window)
  } catch {
    return
  }
  const missing = missingDays.filter((day) => period.from <= day && day <= period.to)
  if (missing.length === 0) return
  const listed = missing.length > 5 ? `${missing.slice(0, 5).join(', ')} … (${missing.length} days)` : missing.join(', ')
  const message = `no day-ahead prices are known for ${listed} (OTE published none or they could not be fetched yet); choose a period without these days`
  throw badRequest(`The period ${period.from} – ${period.to} contains days without day-ahead prices: ${message}.`, { from: [message], to: [message] }, { missingDays: missing })
}

export function simulationService({ data, market, hdo = shippedHdo, options = DEFAULT_ENGINE_OPTIONS, sites }: SimulationDependencies = {}): SimulationService {
  const fixed: MarketData | undefined = market ? undefined : { engineData: data ?? shippedEngineData(), missingDays: [] }
  return {
    async simulate(request, context = {}) {
      const [catalog, current] = await Promise.all([hdo.current(), fixed ?? market!.current()])
      const engineData = sites ? await sites.dataFor(request, current.engineData, { partnerId: context.partnerId, wait: context.wait ?? false }) : current.engineData
      try {
        refuseMissingDays(request, engineData.window, current.missingDays)
        return runStudy(request, engineData, catalog, options)
      } catch (error) {
        throw toProblem(error)
      }
    },
  }
}

/** Engine options with the payback price model as configured (PRICE_MODEL_*), documented defaults otherwise. */
export function engineOptions(priceModel: Config['priceModel']): EngineOptions {
  const configured = Object.values(priceModel).some((value) => value !== undefined)
  if (!configured) return DEFAULT_ENGINE_OPTIONS
  const defaults = DEFAULT_ENGINE_OPTIONS.priceModel
  return {
    ...DEFAULT_ENGINE_OPTIONS,
    priceModel: {
      czkPerKWp: priceModel.czkPerKWp ?? defaults.czkPerKWp,
      czkPerBatteryKWh: priceModel.czkPerBatteryKWh ?? defaults.czkPerBatteryKWh,
      fixedCzk: priceModel.fixedCzk ?? defaults.fixedCzk,
      source: `the operator's price model (PRICE_MODEL_* settings): ${priceModel.czkPerKWp ?? defaults.czkPerKWp} CZK/kWp, ${priceModel.czkPerBatteryKWh ?? defaults.czkPerBatteryKWh} CZK per battery kWh, ${priceModel.fixedCzk ?? defaults.fixedCzk} CZK fixed`,
    },
  }
}
