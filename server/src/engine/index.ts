/** The savings engine: pure functions from a request and prepared data to a `StudyResult`. */
export { prepareEngineData, withSitePv, type EngineData, type EngineSources, type NtWindowSource, type TariffSource } from './data.ts'
export { EngineValidationError, PeriodOutOfRangeError } from './errors.ts'
export { availablePeriods, resolvePeriod, twelveMonthRange, type DataWindow, type ResolvedPeriod } from './period.ts'
export { sitePvYearOf, typicalPvYearOf, type SitePvYear, type TypicalPvYear } from './pv-year.ts'
export type { PvSiteDescription } from './data.ts'
export type { HorizontalHours } from './sky.ts'
export { DEFAULT_ENGINE_OPTIONS, runStudy, traceStudy, type EngineOptions, type PriceModel } from './study.ts'
export type { BatteryParameters, HourlyTrace } from './simulate.ts'
