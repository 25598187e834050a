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
    },
    pvModel: pv.model,
    tddProfiles: tddProfiles(),
    tddSource: tddSourceDescription(),
    tariffs: sources.tariffs,
  })
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

export interface SimulationService {
  /** The study result of a calculation request; throws HttpProblem 400 on invalid input. */
  simulate(request: StudyPreviewRequest): Promise<StudyResult>
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

export function simulationService({ data, market, hdo = shippedHdo, options = DEFAULT_ENGINE_OPTIONS }: SimulationDependencies = {}): SimulationService {
  const fixed: MarketData | undefined = market ? undefined : { engineData: data ?? shippedEngineData(), missingDays: [] }
  return {
    async simulate(request) {
      const [catalog, current] = await Promise.all([hdo.current(), fixed ?? market!.current()])
      try {
        refuseMissingDays(request, current.engineData.window, current.missingDays)
        return runStudy(request, current.engineData, catalog, options)
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
