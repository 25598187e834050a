/** Helpers of the dispatch tests: a day's objective, self-consumption's plan of a day, and the same day as a linear programme. */
import {
  endOfDayValue,
  hourCost,
  selfConsumptionChange,
  type BatteryLimits,
  type DispatchHours,
  type DispatchSettings,
} from '../../src/engine/dispatch.ts'

/** What the daily problem minimises: each hour's cost of the plan, less the value of the energy left at the end. */
export function dayObjective(hours: DispatchHours, from: number, to: number, soc: number, plan: Float64Array, limits: BatteryLimits, settings: DispatchSettings): number {
  let cost = 0
  let s = soc
  for (let h = from; h < to; h++) {
    cost += hourCost(hours, h, plan[h]!, limits, settings)
    s += plan[h]!
  }
  return cost - endOfDayValue(hours, from, to, limits, settings) * s
}

/** Self-consumption's plan of hours [from, to) from `soc`. */
export function selfConsumptionDay(hours: DispatchHours, from: number, to: number, soc: number, limits: BatteryLimits, plan: Float64Array): number {
  let s = soc
  for (let h = from; h < to; h++) {
    const x = selfConsumptionChange(hours, h, s, limits)
    plan[h] = x
    s += x
  }
  return s
}

const term = (coefficient: number, name: string) =>
  coefficient === 0 ? '' : coefficient > 0 ? ` + ${coefficient.toPrecision(17)} ${name}` : ` - ${(-coefficient).toPrecision(17)} ${name}`

/**
 * The day as a linear programme in CPLEX LP format: per hour charge c, discharge d (AC), import i,
 * export e, curtailment k and the stored energy s after the hour; the same objective as the engine.
 * Charging and discharging in one hour is not excluded (an LP cannot say it): with buy ≥ sell ≥ 0
 * it never pays, so the optimum is the same.
 */
export function dayAsLp(
  hours: DispatchHours,
  from: number,
  to: number,
  soc: number,
  limits: BatteryLimits,
  settings: DispatchSettings,
  /**
   * Binaries per hour that exclude charging and discharging, and importing and exporting, in one hour
   * (a MILP): the engine's own model also where a negative price would make the LP relaxation pump energy.
   */
  exclusive = false,
): string {
  const value = endOfDayValue(hours, from, to, limits, settings)
  const n = to - from
  let objective = ''
  const rows: string[] = []
  const bounds: string[] = []
  for (let t = 0; t < n; t++) {
    const h = from + t
    const load = hours.load[h]!
    const pv = hours.pv[h]!
    const surplus = Math.max(0, pv - load)
    const deficit = Math.max(0, load - pv)
    objective += term(hours.buy[h]!, `i${t}`) + term(-hours.sell[h]!, `e${t}`) + term(settings.cycleCostCzkPerKWh, `d${t}`)
    rows.push(` bal${t}: c${t} + e${t} + k${t} - d${t} - i${t} = ${(pv - load).toPrecision(17)}`)
    const previous = t === 0 ? '' : ` - s${t - 1}`
    rows.push(` soc${t}: s${t}${previous}${term(-limits.chargeEfficiency, `c${t}`)}${term(1 / limits.dischargeEfficiency, `d${t}`)} = ${t === 0 ? soc.toPrecision(17) : 0}`)
    bounds.push(` 0 <= c${t} <= ${(settings.gridCharging ? limits.power : Math.min(limits.power, surplus)).toPrecision(17)}`)
    bounds.push(` 0 <= d${t} <= ${(settings.exportFromBattery && hours.exportOk[h] === 1 ? limits.power : Math.min(limits.power, deficit)).toPrecision(17)}`)
    bounds.push(` ${limits.reserve.toPrecision(17)} <= s${t} <= ${limits.capacity.toPrecision(17)}`)
    bounds.push(` i${t} >= 0`)
    bounds.push(hours.exportOk[h] === 1 ? ` e${t} >= 0` : ` e${t} = 0`)
    // Curtailed: only PV surplus, where it cannot be sold.
    bounds.push(hours.exportOk[h] === 1 ? ` k${t} = 0` : ` 0 <= k${t} <= ${surplus.toPrecision(17)}`)
    if (exclusive) {
      const power = limits.power.toPrecision(17)
      const most = (load + pv + 2 * limits.power).toPrecision(17)
      rows.push(` onlyc${t}: c${t} - ${power} z${t} <= 0`)
      rows.push(` onlyd${t}: d${t} + ${power} z${t} <= ${power}`)
      // The meter is net per hour: import or export, not both.
      rows.push(` onlyi${t}: i${t} - ${most} y${t} <= 0`)
      rows.push(` onlye${t}: e${t} + ${most} y${t} <= ${most}`)
      // As in the engine, PV is not curtailed to import instead (at a negative buy price that would pay).
      if (hours.exportOk[h] !== 1) rows.push(` nocurt${t}: k${t} + ${surplus.toPrecision(17)} y${t} <= ${surplus.toPrecision(17)}`)
    }
  }
  const binaries = exclusive ? `Binaries\n ${Array.from({ length: n }, (_, t) => `z${t} y${t}`).join(' ')}\n` : ''
  objective += term(-value, `s${n - 1}`)
  return `Minimize\n obj:${objective}\nSubject To\n${rows.join('\n')}\nBounds\n${bounds.join('\n')}\n${binaries}End\n`
}
