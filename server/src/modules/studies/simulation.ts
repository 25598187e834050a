/**
 * Study simulation without side effects: the engine data prepared once per process from the shipped
 * datasets, and `simulate(request)` returning the `StudyResult` (used by POST /studies/preview and by
 * study creation). Engine errors become 400 problems.
 */
import type { StudyPreviewRequest, StudyResult } from '@partner/energy-shared'
import { shippedHdoCatalog } from '../../data/hdo.ts'
import { solarDataset } from '../../data/solar.ts'
import { dataWindow, spotPrices } from '../../data/spot.ts'
import * as tariffs from '../../data/tariffs.ts'
import { tddProfiles, tddSourceDescription } from '../../data/tdd.ts'
import {
  DEFAULT_ENGINE_OPTIONS,
  EngineValidationError,
  PeriodOutOfRangeError,
  prepareEngineData,
  runStudy,
  typicalPvYearOf,
  type EngineData,
  type EngineOptions,
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
  if (shippedData) return shippedData
  const spot = spotPrices()
  const pv = typicalPvYear()
  const site = pv.dataset.site
  shippedData = prepareEngineData({
    window: dataWindow(),
    spot: {
      firstHourUtcMs: spot.firstHourUtcMs,
      priceCzkPerMWh: spot.priceCzkPerMWh,
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
    tariffs,
  })
  return shippedData
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

export interface SimulationDependencies {
  data?: EngineData
  /** The HDO catalogue in force (imported schedules over the shipped ones); the shipped one by default. */
  hdo?: { current(): Promise<NtWindowSource> }
  options?: EngineOptions
}

const shippedHdo = { current: async (): Promise<NtWindowSource> => shippedHdoCatalog() }

export function simulationService({ data = shippedEngineData(), hdo = shippedHdo, options = DEFAULT_ENGINE_OPTIONS }: SimulationDependencies = {}): SimulationService {
  return {
    async simulate(request) {
      const catalog = await hdo.current()
      try {
        return runStudy(request, data, catalog, options)
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
