/**
 * A savings study: request + prepared data in, `StudyResult` out. Validates what the schema cannot
 * (rate, HDO command, custom series, period), builds the hourly inputs, runs the simulation and states
 * every model choice in `assumptions`.
 */
import type { Assumption, BillBreakdown, FeePeriod, MonthlyRow, SensitivityRow, StudyPreviewRequest, StudyResult, TypicalDay } from '@partner/energy-shared'
import type { RateRecord } from '../data/tariffs-schema.ts'
import { HOUR_MS } from './calendar.ts'
import { tddColumn } from './consumption.ts'
import { tddSeries, type EngineData, type NtWindowSource } from './data.ts'
import { EngineValidationError } from './errors.ts'
import { resolvePeriod, type ResolvedPeriod } from './period.ts'
import { emptyTrace, simulateHours, type BatteryParameters, type HourlyInputs, type HourlyTrace, type SimulationTotals } from './simulate.ts'
import { feePlan, ntPlan, type FeePlan } from './tariff.ts'

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

const TYPICAL_SEASONS: { key: string; months: number[] }[] = [
  { key: 'summer', months: [6, 7, 8] },
  { key: 'winter', months: [12, 1, 2] },
]

const czk = (value: number) => Math.round(value * 100) / 100
const kWh = (value: number) => Math.round(value * 1000) / 1000
const ratio = (value: number) => Math.round(value * 10_000) / 10_000

interface PreparedStudy {
  period: ResolvedPeriod
  startHour: number
  rate: RateRecord
  inputs: HourlyInputs
  fees: FeePlan
  batterySizeKwh: number
  reservedPercent: number
  assumptions: Assumption[]
  resolved: Omit<StudyResult['inputs'], 'battery' | 'vatPercent' | 'fees'>
}

function prepare(request: StudyPreviewRequest, data: EngineData, hdo: NtWindowSource): PreparedStudy {
  const period = resolvePeriod(request, data.window)
  const { distribution } = request
  const rate = data.tariffs.rateByCode(distribution.distributionRate)
  if (!rate) {
    const codes = data.tariffs.rateCatalog().map((entry) => entry.code)
    throw EngineValidationError.field('distribution.distributionRate', `unknown rate; accepted: ${codes.join(', ')}`, codes)
  }
  const startHour = data.dayStartHour[period.fromDay - data.firstDayNumber]!
  const endHour = data.dayStartHour[period.fromDay - data.firstDayNumber + period.days]!
  const hours = endHour - startHour
  const assumptions: Assumption[] = []
  const region = distribution.lowTariffRegion ?? undefined

  // Low tariff
  let ntFraction: Float64Array | null = null
  let lowTariffCommand: string | null = null
  if (rate.tariffType === 'dual') {
    const command = distribution.lowTariffCommand?.trim()
    if (!command) throw EngineValidationError.field('distribution.lowTariffCommand', `required for the two-tariff rate ${rate.code}`)
    const plan = ntPlan(data, hdo, distribution.distributor, command, region)
    if (!plan) {
      const commands = hdo.commands(distribution.distributor, region, period.from)
      throw EngineValidationError.field(
        'distribution.lowTariffCommand',
        `unknown HDO command ${command} for ${distribution.distributor}${region ? ` region ${region}` : ''}`,
        commands,
      )
    }
    ntFraction = plan.fraction
    lowTariffCommand = command
    const used = new Set<number>()
    for (let day = 0; day < period.days; day++) used.add(plan.dayResolution[period.fromDay - data.firstDayNumber + day]!)
    const resolutions = [...used].map((index) => plan.resolutions[index]!)
    const versions = [...new Set(resolutions.map((r) => `${r.command} valid ${r.validFrom}–${r.validTo ?? 'open'}`))]
    assumptions.push({
      key: 'hdo-schedule',
      text: `NT hours follow HDO command ${command} (${versions.join('; ')}); hours partly in an NT window count pro rata; public holidays count as Sundays.`,
      value: command,
    })
    if (resolutions.some((r) => r.fallbacks.includes('nearest-version'))) {
      assumptions.push({
        key: 'hdo-nearest-version',
        text: 'No version of the HDO schedule is in force on some days of the period; the version nearest in time was used for them.',
      })
    }
    if (resolutions.some((r) => r.fallbacks.includes('other-day-type'))) {
      assumptions.push({
        key: 'hdo-other-day-type',
        text: 'The HDO schedule has no windows for some day types; the closest day type it has was used on those days.',
      })
    }
  } else if (distribution.lowTariffCommand) {
    assumptions.push({ key: 'hdo-ignored', text: `${rate.code} is a single-tariff rate: every hour is VT and the HDO command is not used.` })
  }

  // Consumption
  const custom = request.customProductionConsumptionData
  const periodStartUtcMs = data.calendar.startUtcMs + startHour * HOUR_MS
  if (custom) validateCustomSeries(custom, periodStartUtcMs, hours)
  let load: HourlyInputs['load']
  let loadProfile: string | null = null
  if (custom?.consumptionKWh) {
    load = { source: Float64Array.from(custom.consumptionKWh), offset: 0, scale: 1 }
    assumptions.push({ key: 'consumption', text: 'Hourly consumption is the customer’s own series (customProductionConsumptionData); yearlyConsumptionKWh is not used.' })
  } else {
    const { column, regionMatched } = tddColumn(rate.tdd, distribution.distributor, region)
    const series = tddSeries(data, column)
    const yearHours = data.dayStartHour[period.fromDay - data.firstDayNumber + period.yearDays]! - startHour
    const yearSum = series.prefix[startHour + yearHours]! - series.prefix[startHour]!
    load = { source: series.coefficient, offset: startHour, scale: request.yearlyConsumptionKWh / yearSum }
    loadProfile = column
    assumptions.push({
      key: 'consumption',
      text: `Hourly consumption follows OTE load profile ${column} (class ${rate.tdd} of rate ${rate.code}; ${data.tddSource}), scaled so that the twelve months from ${period.from} sum to ${request.yearlyConsumptionKWh} kWh.`,
      value: column,
    })
    if (!regionMatched) {
      assumptions.push({
        key: 'consumption-region',
        text: `No TDD5 region follows from distributor ${distribution.distributor}${region ? ` and region ${region}` : ''}; the regional variant ${column} was used.`,
      })
    }
    if (!rate.tddSourced) assumptions.push({ key: 'consumption-class', text: `Load-profile class of ${rate.code}: ${rate.tddNote}` })
  }

  // Production
  let production: HourlyInputs['production']
  if (custom?.productionKWh) {
    production = { source: Float64Array.from(custom.productionKWh), offset: 0, scale: 1 }
    assumptions.push({ key: 'pv-production', text: 'Hourly PV production is the customer’s own series (customProductionConsumptionData); totalKWp is not used for it.' })
  } else {
    production = { source: data.pvPerKWpByHour, offset: startHour, scale: request.totalKWp }
    const site = data.pvSite
    assumptions.push(
      {
        key: 'pv-site',
        text: `PV site: ${site.latitude} N, ${site.longitude} E, ${site.elevationM} m (PVGIS series from south-west Slovakia, about 50 km from the Czech border; no Czech series was available), array ${site.slopeDeg}° tilt facing ${site.azimuthDeg === 0 ? 'south' : `${Math.abs(site.azimuthDeg)}° ${site.azimuthDeg < 0 ? 'east' : 'west'} of south`}.`,
      },
      { key: 'pv-typical-year', text: site.typicalYear },
      { key: 'pv-model', text: data.pvModel },
    )
  }

  // Prices
  const buying = request.electricityBuyingSettings
  const selling = request.electricitySellingSettings ?? null
  const fees = feePlan(request, rate, period, data, startHour)
  let filledPriceHours = 0
  let spotSum = 0
  for (let h = startHour; h < endHour; h++) {
    filledPriceHours += data.filledPriceByHour[h]!
    spotSum += data.spotByHour[h]!
  }
  assumptions.push({ key: 'spot-prices', text: data.spot.source })
  if (filledPriceHours > 0) {
    assumptions.push({
      key: 'spot-filled-hours',
      text: `${filledPriceHours} hour(s) of the period have no market price in any source; ${data.spot.fillRule}`,
      value: filledPriceHours,
    })
  }

  return {
    period,
    startHour,
    rate,
    fees,
    batterySizeKwh: request.battery?.batterySizeKwh ?? 0,
    reservedPercent: request.battery?.reservedBatteryCapacityPercentage ?? 0,
    assumptions,
    inputs: {
      hours,
      load,
      production,
      spot: data.spotByHour,
      spotOffset: startHour,
      ntFraction,
      ntOffset: startHour,
      segments: fees.segments,
      months: fees.months,
      buying: {
        spot: buying.buyingType === 'SPOT',
        feePerMWh: buying.fee,
        lowTariffFeePerMWh: buying.feeLowTariff ?? buying.fee,
        spotPriceMinZero: buying.spotPriceMinZero ?? false,
      },
      selling: selling && { spot: selling.sellingType === 'SPOT', feePerMWh: selling.fee, spotPriceMinZero: selling.spotPriceMinZero ?? false },
    },
    resolved: {
      distributor: distribution.distributor,
      distributionRate: rate.code,
      twoTariff: rate.tariffType === 'dual',
      lowTariffCommand,
      ntShareOfHours: ntFraction ? ratio(sumRange(ntFraction, startHour, endHour) / hours) : 0,
      consumptionSource: custom?.consumptionKWh ? 'custom' : 'load-profile',
      loadProfile,
      productionSource: custom?.productionKWh ? 'custom' : 'pv-model',
      totalKWp: request.totalKWp,
      buyingType: buying.buyingType,
      sellingType: selling?.sellingType ?? null,
      averageSpotPriceCzkPerMWh: czk(spotSum / hours),
      filledPriceHours,
    },
  }
}

function sumRange(values: Float64Array, from: number, to: number): number {
  let sum = 0
  for (let i = from; i < to; i++) sum += values[i]!
  return sum
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

function savingOf(prepared: PreparedStudy, totals: SimulationTotals): SavingFigures & { months: MonthlyRow[] } {
  const vat = 1 + prepared.fees.vatPercent / 100
  let savingCzk = 0
  const months = prepared.fees.months.map((month, index) => {
    const fixed = month.supplierFees + month.circuitBreakerFees + month.meteringPointFees
    const baseline = (totals.months.baselineVariable[index]! + fixed) * vat
    const withPv = (totals.months.withPvVariable[index]! + fixed) * vat
    const selling = totals.months.sellingRevenue[index]! - month.sellingFees
    const saving = baseline - (withPv - selling)
    savingCzk += saving
    return {
      month: month.key,
      productionKWh: kWh(totals.months.production[index]!),
      consumptionKWh: kWh(totals.months.consumption[index]!),
      selfConsumedKWh: kWh(totals.months.selfConsumed[index]!),
      importKWh: kWh(totals.months.import[index]!),
      exportKWh: kWh(totals.months.export[index]!),
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

const paybackYears = (netInvestment: number, yearlySaving: number) =>
  yearlySaving > 0 ? Math.round((Math.max(0, netInvestment) / yearlySaving) * 10) / 10 : null

function typicalDays(data: EngineData, startHour: number, trace: HourlyTrace): TypicalDay[] {
  const days: TypicalDay[] = []
  for (const season of TYPICAL_SEASONS) {
    const sums = Array.from({ length: 24 }, () => ({ n: 0, production: 0, consumption: 0, import: 0, export: 0, soc: 0 }))
    for (let h = 0; h < trace.load.length; h++) {
      if (!season.months.includes(data.calendar.localMonth[startHour + h]!)) continue
      const bucket = sums[data.calendar.localHour[startHour + h]!]!
      bucket.n++
      bucket.production += trace.production[h]!
      bucket.consumption += trace.load[h]!
      bucket.import += trace.import[h]!
      bucket.export += trace.export[h]!
      bucket.soc += trace.batterySoc[h]!
    }
    if (sums.every((bucket) => bucket.n === 0)) continue
    days.push({
      key: season.key,
      months: season.months,
      hours: sums.map((bucket, hour) => {
        const n = bucket.n || 1
        return {
          hour,
          productionKWh: kWh(bucket.production / n),
          consumptionKWh: kWh(bucket.consumption / n),
          importKWh: kWh(bucket.import / n),
          exportKWh: kWh(bucket.export / n),
          batterySocKWh: kWh(bucket.soc / n),
        }
      }),
    })
  }
  return days
}

function compute(request: StudyPreviewRequest, data: EngineData, hdo: NtWindowSource, options: EngineOptions, withTrace: boolean): { result: StudyResult; trace: HourlyTrace | null } {
  const prepared = prepare(request, data, hdo)
  const { period, inputs, fees, batterySizeKwh, reservedPercent } = prepared
  const extended = request.study?.extendedStudy === true
  const trace = withTrace || extended ? emptyTrace(inputs.hours) : null
  const totals = simulateHours(inputs, batterySizeKwh, reservedPercent, options.battery, trace ?? undefined)
  const { savingCzk, headlineYearlySaving, months } = savingOf(prepared, totals)

  const fixed = fees.months.reduce(
    (sum, month) => ({
      infrastructureFee: sum.infrastructureFee + month.meteringPointFees,
      supplierMonthlyFees: sum.supplierMonthlyFees + month.supplierFees,
      circuitBreakerFees: sum.circuitBreakerFees + month.circuitBreakerFees,
    }),
    { infrastructureFee: 0, supplierMonthlyFees: 0, circuitBreakerFees: 0 },
  )
  const sellingFees = fees.months.reduce((sum, month) => sum + month.sellingFees, 0)
  const usableKWh = batterySizeKwh * (1 - reservedPercent / 100)
  const investment = investmentOf(request, options.priceModel)
  const netInvestment = investment.investmentCzk - investment.subsidyCzk
  const yearFactor = period.yearDays / period.days

  const result: StudyResult = {
    headlineYearlySaving: czk(headlineYearlySaving),
    currency: 'CZK',
    paybackYears: paybackYears(netInvestment, headlineYearlySaving),
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
    },
    energy: {
      productionKWh: kWh(totals.productionKWh),
      consumptionKWh: kWh(totals.consumptionKWh),
      directUseKWh: kWh(totals.directUseKWh),
      batteryChargeKWh: kWh(totals.batteryChargeKWh),
      batteryDischargeKWh: kWh(totals.batteryDischargeKWh),
      importKWh: kWh(totals.importKWh),
      importVtKWh: kWh(totals.importKWh - totals.importNtKWh),
      importNtKWh: kWh(totals.importNtKWh),
      exportKWh: kWh(totals.exportKWh),
      curtailedKWh: kWh(totals.curtailedKWh),
      selfConsumptionRatio: totals.productionKWh > 0 ? ratio((totals.directUseKWh + totals.batteryChargeKWh) / totals.productionKWh) : 0,
      selfSufficiency: totals.consumptionKWh > 0 ? ratio((totals.directUseKWh + totals.batteryDischargeKWh) / totals.consumptionKWh) : 0,
      batteryCycles: usableKWh > 0 ? Math.round((totals.cellDischargeKWh / usableKWh) * 10) / 10 : 0,
    },
    inputs: {
      ...prepared.resolved,
      battery: {
        sizeKwh: batterySizeKwh,
        reservedPercent,
        usableKWh: kWh(usableKWh),
        chargeEfficiency: options.battery.chargeEfficiency,
        dischargeEfficiency: options.battery.dischargeEfficiency,
        powerLimitKw: kWh(batterySizeKwh * options.battery.maxCRate),
      },
      vatPercent: fees.vatPercent,
      fees: fees.feesUsed satisfies FeePeriod[],
    },
    monthly: months,
    assumptions: [
      ...prepared.assumptions,
      ...modelAssumptions(request, prepared, options, investment.source, yearFactor),
    ],
  }

  if (extended && trace) {
    result.sensitivity = options.sensitivityBatterySizesKwh.map((size): SensitivityRow => {
      const sensitivityTotals = size === batterySizeKwh ? totals : simulateHours(inputs, size, reservedPercent, options.battery)
      const saving = size === batterySizeKwh ? headlineYearlySaving : savingOf(prepared, sensitivityTotals).headlineYearlySaving
      const rowInvestment = Math.max(0, netInvestment + (size - batterySizeKwh) * options.priceModel.czkPerBatteryKWh)
      return {
        batterySizeKwh: size,
        yearlySavingCzk: czk(saving),
        selfSufficiency:
          sensitivityTotals.consumptionKWh > 0 ? ratio((sensitivityTotals.directUseKWh + sensitivityTotals.batteryDischargeKWh) / sensitivityTotals.consumptionKWh) : 0,
        investmentCzk: czk(rowInvestment),
        paybackYears: paybackYears(rowInvestment, saving),
      }
    })
    result.typicalDays = typicalDays(data, prepared.startHour, trace)
  }
  return { result, trace }
}

function modelAssumptions(request: StudyPreviewRequest, prepared: PreparedStudy, options: EngineOptions, investmentSource: 'request' | 'price-model', yearFactor: number): Assumption[] {
  const { fees, period, inputs } = prepared
  const list: Assumption[] = []
  const battery = options.battery
  if (prepared.batterySizeKwh > 0) {
    list.push({
      key: 'battery',
      text: `Battery: usable ${kWh(prepared.batterySizeKwh * (1 - prepared.reservedPercent / 100))} kWh (${prepared.batterySizeKwh} kWh less ${prepared.reservedPercent} % reserve), charge efficiency ${battery.chargeEfficiency * 100} %, discharge efficiency ${battery.dischargeEfficiency * 100} %, power limit ${battery.maxCRate} C; self-consumption dispatch (PV surplus charges, deficits discharge, no grid charging); it starts the period at the reserve.`,
    })
  }
  list.push({
    key: 'fees',
    text:
      `Regulated fees excl. VAT from the price lists in force on each day (years ${[...new Set(fees.feesUsed.map((f) => f.feeYear))].join(', ')})` +
      (fees.overridden.length > 0 ? `, replaced by the request's ${fees.overridden.join(', ')}` : '') +
      '. POZE is billed per MWh (the per-breaker alternative is not known without the breaker size). Monthly fees count pro rata the days of each month in the period.',
  })
  list.push({ key: 'vat', text: `VAT ${fees.vatPercent} % on the whole purchase bill; selling revenue without VAT (households are not VAT payers).`, value: fees.vatPercent })
  if (inputs.selling === null) {
    list.push({ key: 'selling', text: 'No selling settings: PV surplus that the battery cannot take is lost (curtailed) and earns nothing.' })
  } else if (inputs.selling.spot && !inputs.selling.spotPriceMinZero) {
    list.push({ key: 'selling', text: 'Surplus is sold every hour at the day-ahead price minus the trader fee, also when that is negative (no price-driven curtailment).' })
  }
  if (period.days !== period.yearDays) {
    list.push({
      key: 'year-scaling',
      text: `The period has ${period.days} days; the yearly headline saving scales its saving linearly by ${Math.round(yearFactor * 1000) / 1000} (seasonal effects are not corrected).`,
    })
  }
  list.push({
    key: 'payback',
    text:
      investmentSource === 'request'
        ? 'Payback = (investment − subsidy from the request) / yearly saving; simple payback without price changes, degradation or discounting.'
        : `Payback from the price model (${options.priceModel.source}); simple payback without price changes, degradation or discounting.`,
  })
  if (request.electricityBuyingSettings.buyingType === 'FIX' && prepared.rate.tariffType === 'dual' && request.electricityBuyingSettings.feeLowTariff === undefined) {
    list.push({ key: 'fix-low-tariff', text: 'The fixed-price product has no separate NT energy price (feeLowTariff); the VT price applies in NT hours too.' })
  }
  return list
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
