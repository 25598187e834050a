/**
 * A savings study: request + prepared data in, `StudyResult` out. `prepare()` runs the named input
 * steps (low tariff, load, production, prices), each returning its inputs and the assumptions it
 * causes; then the simulation, the bills and the model assumptions.
 */
import { HOUR_MS, LIMITS, type Assumption, type BillBreakdown, type FeePeriod, type MonthlyRow, type StudyPreviewRequest, type StudyResult } from '@partner/energy-shared'
import type { RateRecord } from '../data/tariffs-schema.ts'
import type { StudyContext } from './context.ts'
import type { EngineData, NtWindowSource } from './data.ts'
import { batteryDispatch, batteryLimits, dispatchHours, priceAwarePlan, dispatchSettings, type BatteryLimits, type DispatchHours, type DispatchSettings } from './dispatch.ts'
import { EngineValidationError } from './errors.ts'
import { paybackYears, producesNothing, selfConsumptionOf, sellsNothing, selfSufficiencyOf, sensitivity, typicalDays } from './extended.ts'
import { loadInputs } from './load-inputs.ts'
import { lowTariffInputs } from './low-tariff-inputs.ts'
import { resolvePeriod, type ResolvedPeriod } from './period.ts'
import { priceInputs } from './price-inputs.ts'
import { locationOf, productionInputs, productionSourceOf } from './production-inputs.ts'
import { emptyTrace, simulateHours, type BatteryParameters, type HourlyInputs, type HourlyTrace, type SimulationTotals } from './simulate.ts'
import type { FeePlan } from './tariff.ts'

export interface PriceModel {
  czkPerKWp: number
  czkPerBatteryKWh: number
  fixedCzk: number
  /** Where the figures come from (stated in the assumptions). */
  source: string
}

export interface EngineOptions {
  battery: BatteryParameters
  priceModel: PriceModel
  sensitivityBatterySizesKwh: readonly number[]
}

export const DEFAULT_ENGINE_OPTIONS: EngineOptions = {
  battery: { chargeEfficiency: 0.95, dischargeEfficiency: 0.95, maxCRate: 0.5 },
  priceModel: {
    czkPerKWp: 25_000,
    czkPerBatteryKWh: 12_000,
    fixedCzk: 0,
    source:
      'PV 25 000 CZK/kWp incl. installation: lower end of the 25 000–45 000 CZK/kWp range for household systems in 2024 (evolty.cz, "Cena fotovoltaiky"); battery 12 000 CZK per kWh and no fixed part: project assumptions, no source found',
  },
  sensitivityBatterySizesKwh: [0, 5, 10, 15],
}

const czk = (value: number) => Math.round(value * 100) / 100
const kWh = (value: number) => Math.round(value * 1000) / 1000

interface PreparedStudy {
  period: ResolvedPeriod
  startHour: number
  rate: RateRecord
  inputs: HourlyInputs
  fees: FeePlan
  batterySizeKwh: number
  reservedPercent: number
  assumptions: Assumption[]
  resolved: Omit<StudyResult['inputs'], 'battery' | 'vatPercent' | 'fees' | 'circuitBreaker' | 'feeOverrides'>
}

function studyContext(request: StudyPreviewRequest, data: EngineData): StudyContext {
  validateSizes(request)
  const period = resolvePeriod(request, data.window)
  const rate = data.tariffs.rateByCode(request.distribution.distributionRate)
  if (!rate) {
    const codes = data.tariffs.rateCatalog().map((entry) => entry.code)
    throw EngineValidationError.field('distribution.distributionRate', `unknown rate; accepted: ${codes.join(', ')}`, codes)
  }
  const startHour = data.dayStartHour[period.fromDay - data.firstDayNumber]!
  const endHour = data.dayStartHour[period.fromDay - data.firstDayNumber + period.days]!
  const hours = endHour - startHour
  const custom = request.customProductionConsumptionData
  if (custom) validateCustomSeries(custom, data.calendar.startUtcMs + startHour * HOUR_MS, hours)
  return { request, data, period, rate, startHour, endHour, hours }
}

function prepare(request: StudyPreviewRequest, data: EngineData, hdo: NtWindowSource): PreparedStudy {
  const context = studyContext(request, data)
  const { period, rate, startHour, hours } = context
  const lowTariff = lowTariffInputs(context, hdo)
  const load = loadInputs(context)
  const production = productionInputs(context)
  const prices = priceInputs(context)
  const { ntFraction, lowTariffCommand, ntShareOfHours } = lowTariff.inputs
  const { fees, buying, selling } = prices.inputs
  const custom = request.customProductionConsumptionData
  return {
    period,
    startHour,
    rate,
    fees,
    batterySizeKwh: request.battery?.batterySizeKwh ?? 0,
    reservedPercent: request.battery?.reservedBatteryCapacityPercentage ?? 0,
    assumptions: [...lowTariff.assumptions, ...load.assumptions, ...production.assumptions, ...prices.assumptions],
    inputs: {
      hours,
      load: load.inputs.load,
      production: production.inputs.production,
      spot: data.spotByHour,
      spotOffset: startHour,
      ntFraction,
      ntOffset: startHour,
      segments: fees.segments,
      months: fees.months,
      buying,
      selling,
    },
    resolved: {
      distributor: request.distribution.distributor,
      distributionRate: rate.code,
      twoTariff: rate.tariffType === 'dual',
      lowTariffCommand,
      ntShareOfHours,
      consumptionSource: custom?.consumptionKWh ? 'custom' : 'load-profile',
      loadProfile: load.inputs.loadProfile,
      productionSource: custom?.productionKWh ? 'custom' : productionSourceOf(data.pvSite),
      location: locationOf(data.pvSite),
      totalKWp: request.totalKWp,
      pvArrays: production.inputs.arrays,
      buyingType: request.electricityBuyingSettings.buyingType,
      sellingType: request.electricitySellingSettings?.sellingType ?? null,
      exportWhenNegative: selling ? selling.exportWhenNegative : null,
      averageSpotPriceCzkPerMWh: czk(prices.inputs.averageSpotPriceCzkPerMWh),
      filledPriceHours: prices.inputs.filledPriceHours,
    },
  }
}

/** PV power and battery capacity are 0 (none) or at least LIMITS.sizeMinNonZero (the schemas say so). */
function validateSizes(request: StudyPreviewRequest): void {
  const errors: Record<string, string[]> = {}
  const check = (path: string, value: number, unit: string) => {
    if (value > 0 && value < LIMITS.sizeMinNonZero) errors[path] = [`must be 0 or at least ${LIMITS.sizeMinNonZero} ${unit}, got ${value}`]
  }
  check('totalKWp', request.totalKWp, 'kWp')
  for (const [index, array] of (request.pvArrays ?? []).entries()) check(`pvArrays.${index}.kWp`, array.kWp, 'kWp')
  if (request.battery) check('battery.batterySizeKwh', request.battery.batterySizeKwh, 'kWh')
  if (Object.keys(errors).length > 0) throw new EngineValidationError(errors)
}

function validateCustomSeries(custom: NonNullable<StudyPreviewRequest['customProductionConsumptionData']>, periodStartUtcMs: number, hours: number): void {
  const errors: Record<string, string[]> = {}
  const start = Date.parse(custom.start)
  if (Number.isNaN(start) || start !== periodStartUtcMs) {
    errors['customProductionConsumptionData.start'] = [`must be the first hour of the period, ${new Date(periodStartUtcMs).toISOString()}`]
  }
  for (const series of ['consumptionKWh', 'productionKWh'] as const) {
    const values = custom[series]
    if (values && values.length !== hours) {
      errors[`customProductionConsumptionData.${series}`] = [`must have exactly one value per hour of the period: ${hours}, got ${values.length}`]
    }
  }
  if (!custom.consumptionKWh && !custom.productionKWh) {
    errors.customProductionConsumptionData = ['give consumptionKWh, productionKWh or both']
  }
  if (Object.keys(errors).length > 0) throw new EngineValidationError(errors)
}

function billBreakdown(totals: SimulationTotals['baseline'], fixed: { infrastructureFee: number; supplierMonthlyFees: number; circuitBreakerFees: number }, vatPercent: number): BillBreakdown {
  const totalExclVat =
    totals.energy + totals.distribution + totals.renewableFee + totals.systemServices + totals.electricityTax + fixed.infrastructureFee + fixed.supplierMonthlyFees + fixed.circuitBreakerFees
  const vat = (totalExclVat * vatPercent) / 100
  return {
    energy: czk(totals.energy),
    distribution: czk(totals.distribution),
    renewableFee: czk(totals.renewableFee),
    systemServices: czk(totals.systemServices),
    electricityTax: czk(totals.electricityTax),
    infrastructureFee: czk(fixed.infrastructureFee),
    supplierMonthlyFees: czk(fixed.supplierMonthlyFees),
    circuitBreakerFees: czk(fixed.circuitBreakerFees),
    totalExclVat: czk(totalExclVat),
    vat: czk(vat),
    total: czk(totalExclVat + vat),
  }
}

interface SavingFigures {
  savingCzk: number
  headlineYearlySaving: number
}

/** The trader's monthly selling fees, month by month: none when nothing is produced or exported (there is nothing to sell). */
const sellingFeesOf = (prepared: PreparedStudy, totals: SimulationTotals) =>
  prepared.fees.months.map((month) => (sellsNothing(totals) ? 0 : month.sellingFees))

function savingOf(prepared: PreparedStudy, totals: SimulationTotals): SavingFigures & { months: MonthlyRow[] } {
  const vat = 1 + prepared.fees.vatPercent / 100
  const sellingFees = sellingFeesOf(prepared, totals)
  let savingCzk = 0
  const months = prepared.fees.months.map((month, index) => {
    const fixed = month.supplierFees + month.circuitBreakerFees + month.meteringPointFees
    const baseline = (totals.months.baselineVariable[index]! + fixed) * vat
    const withPv = (totals.months.withPvVariable[index]! + fixed) * vat
    const selling = totals.months.sellingRevenue[index]! - sellingFees[index]!
    const saving = baseline - (withPv - selling)
    savingCzk += saving
    return {
      month: month.key,
      productionKWh: kWh(totals.months.production[index]!),
      consumptionKWh: kWh(totals.months.consumption[index]!),
      directUseKWh: kWh(totals.months.directUse[index]!),
      batteryChargeKWh: kWh(totals.months.batteryCharge[index]!),
      batteryDischargeKWh: kWh(totals.months.batteryDischarge[index]!),
      selfConsumedProductionKWh: kWh(totals.months.directUse[index]! + totals.months.batteryCharge[index]!),
      consumptionFromPvKWh: kWh(totals.months.directUse[index]! + totals.months.batteryDischargeFromPv[index]!),
      importKWh: kWh(totals.months.import[index]!),
      exportKWh: kWh(totals.months.export[index]!),
      curtailedKWh: kWh(totals.months.curtailed[index]!),
      baselineBillCzk: czk(baseline),
      billWithPvCzk: czk(withPv),
      sellingRevenueCzk: czk(selling),
      savingCzk: czk(saving),
    }
  })
  return { savingCzk, headlineYearlySaving: (savingCzk * prepared.period.yearDays) / prepared.period.days, months }
}

function investmentOf(request: StudyPreviewRequest, model: PriceModel): { investmentCzk: number; subsidyCzk: number; source: 'request' | 'price-model' } {
  if (request.investment) return { investmentCzk: request.investment.totalCzk, subsidyCzk: request.investment.subsidyCzk ?? 0, source: 'request' }
  const battery = request.battery?.batterySizeKwh ?? 0
  const anything = request.totalKWp > 0 || battery > 0
  return {
    investmentCzk: request.totalKWp * model.czkPerKWp + battery * model.czkPerBatteryKWh + (anything ? model.fixedCzk : 0),
    subsidyCzk: 0,
    source: 'price-model',
  }
}

/** First hour of every local day of the period (relative to its first hour), then the hour after its last. */
function dayStartsOf(data: EngineData, period: ResolvedPeriod, startHour: number): Int32Array {
  const first = period.fromDay - data.firstDayNumber
  const starts = new Int32Array(period.days + 1)
  for (let day = 0; day <= period.days; day++) starts[day] = data.dayStartHour[first + day]! - startHour
  return starts
}

function compute(request: StudyPreviewRequest, data: EngineData, hdo: NtWindowSource, options: EngineOptions, withTrace: boolean): { result: StudyResult; trace: HourlyTrace | null } {
  const prepared = prepare(request, data, hdo)
  const { period, inputs, fees, batterySizeKwh, reservedPercent } = prepared
  const extended = request.study?.extendedStudy === true
  const trace = withTrace || extended ? emptyTrace(inputs.hours) : null
  const dispatch = batteryDispatch(request, inputs, dayStartsOf(data, period, prepared.startHour), fees.vatPercent, batteryLimits(batterySizeKwh, reservedPercent, options.battery))
  const { settings, plan } = dispatch.inputs
  const priceAware = settings.dispatch === 'price-aware' && plan !== null
  /** Another battery size run price-aware (the extended study's sensitivity). */
  const priceAwareTotals = (size: number) => {
    const { hours, dayStarts } = dispatch.inputs
    const limits = batteryLimits(size, reservedPercent, options.battery)
    const sizePlan = hours === null ? undefined : priceAwarePlan(hours, dayStarts, limits, settings)
    return simulateHours(inputs, size, reservedPercent, options.battery, undefined, sizePlan)
  }
  const selfConsumptionTotals = simulateHours(inputs, batterySizeKwh, reservedPercent, options.battery, priceAware ? undefined : (trace ?? undefined))
  const planTotals = plan === null ? selfConsumptionTotals : simulateHours(inputs, batterySizeKwh, reservedPercent, options.battery, priceAware ? (trace ?? undefined) : undefined, plan)
  const totals = priceAware ? planTotals : selfConsumptionTotals
  const { savingCzk, headlineYearlySaving, months } = savingOf(prepared, totals)
  const dispatchComparison =
    batterySizeKwh > 0
      ? {
          selfConsumptionSavingCzk: czk(savingOf(prepared, selfConsumptionTotals).headlineYearlySaving),
          priceAwareSavingCzk: czk(savingOf(prepared, planTotals).headlineYearlySaving),
        }
      : null

  const fixed = fees.months.reduce(
    (sum, month) => ({
      infrastructureFee: sum.infrastructureFee + month.meteringPointFees,
      supplierMonthlyFees: sum.supplierMonthlyFees + month.supplierFees,
      circuitBreakerFees: sum.circuitBreakerFees + month.circuitBreakerFees,
    }),
    { infrastructureFee: 0, supplierMonthlyFees: 0, circuitBreakerFees: 0 },
  )
  const sellingFees = sellingFeesOf(prepared, totals).reduce((sum, fee) => sum + fee, 0)
  const usableKWh = batterySizeKwh * (1 - reservedPercent / 100)
  const investment = investmentOf(request, options.priceModel)
  const netInvestment = investment.investmentCzk - investment.subsidyCzk
  const yearFactor = period.yearDays / period.days
  const payback = paybackYears(netInvestment, headlineYearlySaving)

  const result: StudyResult = {
    headlineYearlySaving: czk(headlineYearlySaving),
    currency: 'CZK',
    paybackYears: payback,
    payback: { investmentCzk: czk(investment.investmentCzk), subsidyCzk: czk(investment.subsidyCzk), source: investment.source },
    period: {
      from: period.from,
      to: period.to,
      periodType: period.periodType,
      days: period.days,
      hours: inputs.hours,
      yearFactor: Math.round(yearFactor * 1e6) / 1e6,
      feeSourceYears: [...new Set(fees.feesUsed.map((used) => used.feeYear))],
    },
    savingCzk: czk(savingCzk),
    baselineBill: billBreakdown(totals.baseline, fixed, fees.vatPercent),
    billWithPv: billBreakdown(totals.withPv, fixed, fees.vatPercent),
    selling: {
      revenueCzk: czk(totals.sellingRevenueCzk),
      monthlyFeesCzk: czk(sellingFees),
      netRevenueCzk: czk(totals.sellingRevenueCzk - sellingFees),
      curtailedKWh: kWh(totals.negativePriceCurtailedKWh),
      curtailedHours: totals.negativePriceCurtailedHours,
    },
    energy: {
      productionKWh: kWh(totals.productionKWh),
      consumptionKWh: kWh(totals.consumptionKWh),
      directUseKWh: kWh(totals.directUseKWh),
      batteryChargeKWh: kWh(totals.batteryChargeKWh),
      batteryDischargeKWh: kWh(totals.batteryDischargeKWh),
      gridChargeKWh: kWh(totals.gridChargeKWh),
      batteryExportKWh: kWh(totals.batteryExportKWh),
      importKWh: kWh(totals.importKWh),
      importVtKWh: kWh(totals.importKWh - totals.importNtKWh),
      importNtKWh: kWh(totals.importNtKWh),
      exportKWh: kWh(totals.exportKWh),
      curtailedKWh: kWh(totals.curtailedKWh),
      selfConsumptionRatio: selfConsumptionOf(totals),
      selfSufficiency: selfSufficiencyOf(totals),
      batteryCycles: usableKWh > 0 ? Math.round((totals.cellDischargeKWh / usableKWh) * 10) / 10 : 0,
    },
    dispatchComparison,
    inputs: {
      ...prepared.resolved,
      battery: {
        sizeKwh: batterySizeKwh,
        reservedPercent,
        usableKWh: kWh(usableKWh),
        chargeEfficiency: options.battery.chargeEfficiency,
        dischargeEfficiency: options.battery.dischargeEfficiency,
        powerLimitKw: kWh(batterySizeKwh * options.battery.maxCRate),
        ...settings,
      },
      vatPercent: fees.vatPercent,
      fees: fees.feesUsed satisfies FeePeriod[],
      circuitBreaker: fees.circuitBreaker,
      feeOverrides: fees.overridden,
    },
    monthly: months,
    assumptions: [
      ...prepared.assumptions,
      ...modelAssumptions(request, prepared, totals, options, { source: investment.source, years: payback }, yearFactor, settings),
      ...dispatch.assumptions,
    ],
  }

  if (extended && trace) {
    result.sensitivity = sensitivity(options.sensitivityBatterySizesKwh, {
      inputs,
      battery: options.battery,
      batterySizeKwh,
      reservedPercent,
      totals,
      headlineYearlySaving,
      netInvestment,
      czkPerBatteryKWh: options.priceModel.czkPerBatteryKWh,
      headlineOf: (other) => savingOf(prepared, other).headlineYearlySaving,
      simulate: priceAware ? (size) => priceAwareTotals(size) : undefined,
    })
    result.typicalDays = typicalDays(data, prepared.startHour, trace, batterySizeKwh)
  }
  return { result, trace }
}

function modelAssumptions(
  request: StudyPreviewRequest,
  prepared: PreparedStudy,
  totals: SimulationTotals,
  options: EngineOptions,
  payback: { source: 'request' | 'price-model'; years: number | null },
  yearFactor: number,
  dispatch: DispatchSettings,
): Assumption[] {
  const { fees, period, inputs } = prepared
  const list: Assumption[] = []
  const battery = options.battery
  const nothingProduced = producesNothing(totals)
  const priceAware = dispatch.dispatch === 'price-aware'
  if (prepared.batterySizeKwh > 0 && nothingProduced && !(priceAware && dispatch.gridCharging)) {
    list.push({ key: 'battery-idle', text: 'Nothing is produced, so the battery (charged from PV surplus only, never from the grid) stays empty and changes nothing.' })
  } else if (prepared.batterySizeKwh > 0) {
    list.push({
      key: 'battery',
      text: `Battery: usable ${kWh(prepared.batterySizeKwh * (1 - prepared.reservedPercent / 100))} kWh (${prepared.batterySizeKwh} kWh less ${prepared.reservedPercent} % reserve), charge efficiency ${battery.chargeEfficiency * 100} %, discharge efficiency ${battery.dischargeEfficiency * 100} %, power limit ${battery.maxCRate} C; ${priceAware ? 'price-aware dispatch (see battery-dispatch)' : 'self-consumption dispatch (PV surplus charges, deficits discharge, no grid charging)'}; it starts the period at the reserve.`,
      value: dispatch.dispatch,
    })
  }
  list.push({ key: 'vat', text: `VAT ${fees.vatPercent} % on the whole purchase bill; selling revenue without VAT (households are not VAT payers).`, value: fees.vatPercent })
  if (inputs.selling !== null && sellsNothing(totals)) {
    list.push({ key: 'selling-unused', text: 'Nothing is produced, so nothing is sold: the selling settings and their monthly fee do not apply.' })
  } else if (inputs.selling === null) {
    list.push({ key: 'selling', text: 'No selling settings: PV surplus that the battery cannot take is lost (curtailed) and earns nothing.' })
  } else if (inputs.selling.exportWhenNegative) {
    list.push({
      key: 'selling',
      text: 'Surplus is sold every hour at the net selling price, also when that is negative (exportWhenNegative: no price-driven curtailment).',
    })
  } else {
    list.push({
      key: 'export-control',
      text: `Export is curtailed in hours whose net selling price (${inputs.selling.spot ? `day-ahead price${inputs.selling.spotPriceMinZero ? ' floored at 0' : ''} minus the trader fee` : 'the fixed buy-back price'}) is negative, as a price-aware inverter does: ${kWh(totals.negativePriceCurtailedKWh)} kWh in ${totals.negativePriceCurtailedHours} hour(s) not exported (exportWhenNegative: false).`,
      value: kWh(totals.negativePriceCurtailedKWh),
    })
  }
  if (period.days !== period.yearDays) {
    list.push({
      key: 'year-scaling',
      text: `The period has ${period.days} days; the yearly headline saving scales its saving linearly by ${Math.round(yearFactor * 1000) / 1000} (seasonal effects are not corrected).`,
    })
  }
  if (payback.years === null) {
    list.push({ key: 'no-payback', text: 'No payback: the yearly saving, rounded to whole CZK, is not positive, so there is nothing to pay an investment back with.' })
  } else {
    list.push({
      key: 'payback',
      text:
        payback.source === 'request'
          ? 'Payback = (investment − subsidy from the request) / yearly saving; simple payback without price changes, degradation or discounting.'
          : `Payback from the price model (${options.priceModel.source}); simple payback without price changes, degradation or discounting.`,
    })
  }
  if (request.electricityBuyingSettings.buyingType === 'FIX' && prepared.rate.tariffType === 'dual' && request.electricityBuyingSettings.feeLowTariff === undefined) {
    list.push({ key: 'fix-low-tariff', text: 'The fixed-price product has no separate NT energy price (feeLowTariff); the VT price applies in NT hours too.' })
  }
  return list
}

/** The daily dispatch problem of a study (hourly load, PV and prices, the local days, the battery), for checks against an independent solver. */
export function dispatchProblemOf(
  request: StudyPreviewRequest,
  data: EngineData,
  hdo: NtWindowSource,
  options: EngineOptions = DEFAULT_ENGINE_OPTIONS,
): { hours: DispatchHours; dayStarts: Int32Array; limits: BatteryLimits; settings: DispatchSettings; firstDay: string } {
  const prepared = prepare(request, data, hdo)
  return {
    hours: dispatchHours(prepared.inputs, prepared.fees.vatPercent),
    dayStarts: dayStartsOf(data, prepared.period, prepared.startHour),
    limits: batteryLimits(prepared.batterySizeKwh, prepared.reservedPercent, options.battery),
    settings: dispatchSettings(request),
    firstDay: prepared.period.from,
  }
}

/** The study result for a request (throws EngineValidationError / PeriodOutOfRangeError on bad input). */
export function runStudy(request: StudyPreviewRequest, data: EngineData, hdo: NtWindowSource, options: EngineOptions = DEFAULT_ENGINE_OPTIONS): StudyResult {
  return compute(request, data, hdo, options, false).result
}

/** The result plus every hour's flows (for checks and charts). */
export function traceStudy(request: StudyPreviewRequest, data: EngineData, hdo: NtWindowSource, options: EngineOptions = DEFAULT_ENGINE_OPTIONS): { result: StudyResult; trace: HourlyTrace } {
  const { result, trace } = compute(request, data, hdo, options, true)
  return { result, trace: trace! }
}
