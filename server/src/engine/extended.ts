/**
 * The extended study's extra pages: battery-size sensitivity and the summer / winter typical days.
 */
import type { SensitivityRow, TypicalDay } from '@partner/energy-shared'
import type { EngineData } from './data.ts'
import { simulateHours, type BatteryParameters, type HourlyInputs, type HourlyTrace, type SimulationTotals } from './simulate.ts'

const TYPICAL_SEASONS: { key: string; months: number[] }[] = [
  { key: 'summer', months: [6, 7, 8] },
  { key: 'winter', months: [12, 1, 2] },
]

const kWh = (value: number) => Math.round(value * 1000) / 1000
const czk = (value: number) => Math.round(value * 100) / 100
const ratio = (value: number) => Math.round(value * 10_000) / 10_000

/** Simple payback, 1 dp; none unless the yearly saving is at least a whole crown (a saving shown as 0 Kč pays nothing back). */
export const paybackYears = (netInvestment: number, yearlySaving: number) =>
  Math.round(yearlySaving) >= 1 ? Math.round((Math.max(0, netInvestment) / yearlySaving) * 10) / 10 : null

/** Energy the result rounds to 0 kWh (under half a watt-hour) is none: no ratio is taken of it. */
const isNone = (energyKWh: number) => kWh(energyKWh) <= 0

/** Nothing produced over the period (no PV, or a production series of zeros): nothing to use, store or sell. */
export const producesNothing = (totals: SimulationTotals) => isNone(totals.productionKWh)

/** Nothing produced and nothing exported (a battery selling grid energy exports without PV): no selling contract to pay for. */
export const sellsNothing = (totals: SimulationTotals) => producesNothing(totals) && isNone(totals.exportKWh)

export const selfSufficiencyOf = (totals: SimulationTotals) =>
  isNone(totals.consumptionKWh) ? 0 : ratio((totals.directUseKWh + totals.batteryDischargeFromPvKWh) / totals.consumptionKWh)

export const selfConsumptionOf = (totals: SimulationTotals) =>
  producesNothing(totals) ? 0 : ratio((totals.directUseKWh + totals.batteryChargeKWh) / totals.productionKWh)

export interface SensitivityInputs {
  inputs: HourlyInputs
  battery: BatteryParameters
  batterySizeKwh: number
  reservedPercent: number
  totals: SimulationTotals
  headlineYearlySaving: number
  netInvestment: number
  czkPerBatteryKWh: number
  /** Headline yearly saving of other simulation totals. */
  headlineOf(totals: SimulationTotals): number
  /** The totals with another battery size, run as the study runs its battery (default: self-consumption). */
  simulate?(batterySizeKwh: number): SimulationTotals
}

/** The headline saving, self-sufficiency and payback for each battery size, everything else unchanged. */
export function sensitivity(sizes: readonly number[], study: SensitivityInputs): SensitivityRow[] {
  return sizes.map((size): SensitivityRow => {
    const same = size === study.batterySizeKwh
    const totals = same ? study.totals : (study.simulate?.(size) ?? simulateHours(study.inputs, size, study.reservedPercent, study.battery))
    const saving = same ? study.headlineYearlySaving : study.headlineOf(totals)
    const investment = Math.max(0, study.netInvestment + (size - study.batterySizeKwh) * study.czkPerBatteryKWh)
    return {
      batterySizeKwh: size,
      yearlySavingCzk: czk(saving),
      selfSufficiency: selfSufficiencyOf(totals),
      investmentCzk: czk(investment),
      paybackYears: paybackYears(investment, saving),
    }
  })
}

/** Mean hourly flows of the summer and winter months of the period (local hours); the SoC also in % of the nominal capacity. */
export function typicalDays(data: EngineData, startHour: number, trace: HourlyTrace, batterySizeKwh: number): TypicalDay[] {
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
          batterySocPercent: batterySizeKwh > 0 ? Math.round((bucket.soc / n / batterySizeKwh) * 1000) / 10 : 0,
        }
      }),
    })
  }
  return days
}
