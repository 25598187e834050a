/**
 * Step 5 of a study: the battery's dispatch. `self-consumption` (the default) is the rule in
 * simulate.ts; `price-aware` plans the battery day by day (local days: 23 or 25 hours on DST days)
 * to minimise what the household pays that day, knowing the day's hourly prices, PV and consumption
 * (perfect foresight over one day: the upper bound a good forecast-driven controller approaches).
 *
 * The daily problem is exact: with a buy price at or above the sell price, both at or above 0, an
 * hour's cost is a convex piecewise-linear function of the change of the stored energy x (kWh in the
 * cells), so the cost-to-go is convex piecewise-linear in the state of charge. The backward recursion
 * W_h(s) = min_x f_h(x) + W_{h+1}(s + x) on [reserve, capacity] is an infimal convolution: the slopes
 * of W_{h+1} and of f_h (mirrored) merge as sorted lists, then the ends beyond the capacity are cut
 * ("slope trick"). Only slopes and lengths are kept; the forward pass picks each hour's x from the
 * stored W_{h+1}. An hour whose cost is not convex (a negative buy price with grid charging, a
 * negative sell price with exportWhenNegative and battery export, a sell price above the buy price)
 * is planned on its convex envelope: the plan stays feasible, its cost is exact, its optimality there
 * is not guaranteed.
 */
import type { Assumption, Battery, StudyPreviewRequest } from '@partner/energy-shared'
import type { StepResult } from './context.ts'
import type { BatteryParameters, HourlyInputs } from './simulate.ts'
import { energyPriceOf, regulatedPerMWhOf, sellPriceOf } from './tariff.ts'

export type DispatchMode = NonNullable<Battery['dispatch']>

export interface DispatchSettings {
  dispatch: DispatchMode
  gridCharging: boolean
  exportFromBattery: boolean
  /** CZK per kWh discharged (AC), a throughput (wear) cost the plan weighs. */
  cycleCostCzkPerKWh: number
}

/** Default cycle cost: 0 — the battery's price is in the investment; no wear per kWh is charged on top. */
export const DEFAULT_CYCLE_COST_CZK_PER_KWH = 0

export function dispatchSettings(request: StudyPreviewRequest): DispatchSettings {
  const battery = request.battery
  return {
    dispatch: battery?.dispatch ?? 'self-consumption',
    gridCharging: battery?.gridCharging ?? false,
    exportFromBattery: battery?.exportFromBattery ?? false,
    cycleCostCzkPerKWh: battery?.cycleCostCzkPerKWh ?? DEFAULT_CYCLE_COST_CZK_PER_KWH,
  }
}

/** Per-hour data of the daily problem, indexed by the hour of the period. Prices in CZK/kWh. */
export interface DispatchHours {
  load: Float64Array
  pv: Float64Array
  /** Marginal price of one more kWh bought: energy + distribution (VT/NT) + POZE + system services + tax, with VAT. */
  buy: Float64Array
  /** Value of one more kWh of surplus: the net selling price, 0 where the surplus is curtailed or cannot be sold. */
  sell: Float64Array
  /** 1 where energy may be sold in the hour (selling settings, and a net selling price ≥ 0 or exportWhenNegative). */
  exportOk: Uint8Array
}

/** The battery as the plan sees it: stored energy between `reserve` and `capacity` (kWh in the cells). */
export interface BatteryLimits {
  reserve: number
  capacity: number
  /** AC power limit, kWh per hour, charging and discharging. */
  power: number
  chargeEfficiency: number
  dischargeEfficiency: number
}

export function batteryLimits(batterySizeKwh: number, reservedPercent: number, battery: BatteryParameters): BatteryLimits {
  return {
    reserve: (batterySizeKwh * reservedPercent) / 100,
    capacity: batterySizeKwh,
    power: batterySizeKwh * battery.maxCRate,
    chargeEfficiency: battery.chargeEfficiency,
    dischargeEfficiency: battery.dischargeEfficiency,
  }
}

/** The hourly prices of the period that the plan weighs, priced by the tariff code the bills use. */
export function dispatchHours(inputs: HourlyInputs, vatPercent: number): DispatchHours {
  const { hours, load, production, spot, spotOffset, ntFraction, ntOffset, buying, selling } = inputs
  const result: DispatchHours = {
    load: new Float64Array(hours),
    pv: new Float64Array(hours),
    buy: new Float64Array(hours),
    sell: new Float64Array(hours),
    exportOk: new Uint8Array(hours),
  }
  const vat = 1 + vatPercent / 100
  for (const segment of inputs.segments) {
    for (let h = segment.start; h < segment.end; h++) {
      result.load[h] = load.source[load.offset + h]! * load.scale
      result.pv[h] = production.source[production.offset + h]! * production.scale
      const nt = ntFraction === null ? 0 : ntFraction[ntOffset + h]!
      const dayAhead = spot[spotOffset + h]!
      result.buy[h] = ((energyPriceOf(buying, dayAhead, nt) + regulatedPerMWhOf(segment, nt)) * vat) / 1000
      if (selling !== null) {
        const price = sellPriceOf(selling, dayAhead)
        if (price >= 0 || selling.exportWhenNegative) {
          result.sell[h] = price / 1000
          result.exportOk[h] = 1
        }
      }
    }
  }
  return result
}

/** True when every day's buy and sell prices are the same in all its hours (a FIX single-tariff customer): a plan cannot beat self-consumption. */
export function pricesFlatEachDay(hours: DispatchHours, dayStarts: Int32Array): boolean {
  for (let day = 0; day + 1 < dayStarts.length; day++) {
    const from = dayStarts[day]!
    for (let h = from + 1; h < dayStarts[day + 1]!; h++) {
      if (hours.buy[h] !== hours.buy[from] || hours.sell[h] !== hours.sell[from] || hours.exportOk[h] !== hours.exportOk[from]) return false
    }
  }
  return true
}

/** Most segments of one hour's cost (export from the battery, discharge to the house, PV charge, grid charge). */
const HOUR_SEGMENTS = 4

/** Scratch space of the daily problem (reused day after day). */
class DayWorkspace {
  /** Cost segments of each hour: x from segStart to segEnd at slope segSlope (CZK per kWh of x). */
  segStart: Float64Array
  segEnd: Float64Array
  segSlope: Float64Array
  segCount: Int32Array
  /** W_{h+1} for every hour h of the day: sorted slopes and lengths from `offset[h]`, `count[h]` of them. */
  slopes: Float64Array
  lengths: Float64Array
  offset: Int32Array
  count: Int32Array

  constructor(maxHours: number) {
    this.segStart = new Float64Array(maxHours * HOUR_SEGMENTS)
    this.segEnd = new Float64Array(maxHours * HOUR_SEGMENTS)
    this.segSlope = new Float64Array(maxHours * HOUR_SEGMENTS)
    this.segCount = new Int32Array(maxHours)
    const perFunction = 1 + HOUR_SEGMENTS * (maxHours + 1)
    this.slopes = new Float64Array(perFunction * (maxHours + 1))
    this.lengths = new Float64Array(perFunction * (maxHours + 1))
    this.offset = new Int32Array(maxHours + 1)
    this.count = new Int32Array(maxHours + 1)
  }
}

/** Longest local day (25 hours) with room to spare. */
const MAX_DAY_HOURS = 26

/**
 * The cost of hour h as a function of x, as segments in the workspace at slot i (x from most negative
 * to most positive). Returns the number of segments. Non-convex costs are replaced by their convex envelope.
 */
function hourSegments(hours: DispatchHours, h: number, limits: BatteryLimits, settings: DispatchSettings, work: DayWorkspace, slot: number): number {
  const load = hours.load[h]!
  const pv = hours.pv[h]!
  const direct = load < pv ? load : pv
  const surplus = pv - direct
  const deficit = load - direct
  const buy = hours.buy[h]!
  const sell = hours.sell[h]!
  const power = limits.power
  const etaC = limits.chargeEfficiency
  const etaD = limits.dischargeEfficiency
  const wear = settings.cycleCostCzkPerKWh
  const toLoad = deficit < power ? deficit : power
  const toGrid = settings.exportFromBattery && hours.exportOk[h] === 1 ? power - toLoad : 0
  const fromPv = surplus < power ? surplus : power
  const fromGrid = settings.gridCharging ? power - fromPv : 0
  const base = slot * HOUR_SEGMENTS
  const start = work.segStart
  const end = work.segEnd
  const slope = work.segSlope
  let n = 0
  if (toGrid > 0) {
    start[base + n] = -(toLoad + toGrid) / etaD
    end[base + n] = -toLoad / etaD
    slope[base + n++] = (sell - wear) * etaD
  }
  if (toLoad > 0) {
    start[base + n] = -toLoad / etaD
    end[base + n] = 0
    slope[base + n++] = (buy - wear) * etaD
  }
  if (fromPv > 0) {
    start[base + n] = 0
    end[base + n] = fromPv * etaC
    slope[base + n++] = sell / etaC
  }
  if (fromGrid > 0) {
    start[base + n] = fromPv * etaC
    end[base + n] = (fromPv + fromGrid) * etaC
    slope[base + n++] = buy / etaC
  }
  for (let i = 1; i < n; i++) {
    if (slope[base + i]! < slope[base + i - 1]!) return convexEnvelope(start, end, slope, base, n)
  }
  return n
}

/** Replaces n segments (a continuous piecewise-linear function with f(0) = 0) by its lower convex envelope; returns the new count. */
function convexEnvelope(start: Float64Array, end: Float64Array, slope: Float64Array, base: number, n: number): number {
  const xs = [start[base]!]
  const ys = [0]
  for (let i = 0; i < n; i++) {
    xs.push(end[base + i]!)
    ys.push(ys[i]! + slope[base + i]! * (end[base + i]! - start[base + i]!))
  }
  const hullX: number[] = []
  const hullY: number[] = []
  for (let i = 0; i < xs.length; i++) {
    while (hullX.length >= 2) {
      const k = hullX.length
      const cross = (hullX[k - 1]! - hullX[k - 2]!) * (ys[i]! - hullY[k - 2]!) - (hullY[k - 1]! - hullY[k - 2]!) * (xs[i]! - hullX[k - 2]!)
      if (cross > 0) break
      hullX.pop()
      hullY.pop()
    }
    hullX.push(xs[i]!)
    hullY.push(ys[i]!)
  }
  for (let i = 0; i + 1 < hullX.length; i++) {
    start[base + i] = hullX[i]!
    end[base + i] = hullX[i + 1]!
    slope[base + i] = (hullY[i + 1]! - hullY[i]!) / (hullX[i + 1]! - hullX[i]!)
  }
  return hullX.length - 1
}

/** The true cost (CZK) of changing the stored energy by x in hour h: what is bought less what is sold, plus the cycle cost. */
export function hourCost(hours: DispatchHours, h: number, x: number, limits: BatteryLimits, settings: DispatchSettings): number {
  const load = hours.load[h]!
  const pv = hours.pv[h]!
  const direct = load < pv ? load : pv
  let surplus = pv - direct
  let deficit = load - direct
  let wear = 0
  if (x > 0) {
    const ac = x / limits.chargeEfficiency
    const fromPv = ac < surplus ? ac : surplus
    surplus -= fromPv
    deficit += ac - fromPv
  } else if (x < 0) {
    const ac = -x * limits.dischargeEfficiency
    const toLoad = ac < deficit ? ac : deficit
    deficit -= toLoad
    surplus += ac - toLoad
    wear = ac * settings.cycleCostCzkPerKWh
  }
  return deficit * hours.buy[h]! - surplus * hours.sell[h]! + wear
}

/** The value the plan gives a kWh (in the cells) left at the end of the day: the day's cheapest buy price after the cycle cost, times the discharge efficiency, at least 0. */
export function endOfDayValue(hours: DispatchHours, from: number, to: number, limits: BatteryLimits, settings: DispatchSettings): number {
  let cheapest = Number.POSITIVE_INFINITY
  for (let h = from; h < to; h++) if (hours.buy[h]! < cheapest) cheapest = hours.buy[h]!
  const value = (cheapest - settings.cycleCostCzkPerKWh) * limits.dischargeEfficiency
  return value > 0 ? value : 0
}

/** Self-consumption's change of the stored energy in hour h from `soc` (the rule of simulate.ts). */
export function selfConsumptionChange(hours: DispatchHours, h: number, soc: number, limits: BatteryLimits): number {
  const load = hours.load[h]!
  const pv = hours.pv[h]!
  if (pv > load) {
    const room = (limits.capacity - soc) / limits.chargeEfficiency
    let charge = pv - load < limits.power ? pv - load : limits.power
    if (room < charge) charge = room > 0 ? room : 0
    return charge * limits.chargeEfficiency
  }
  if (load > pv) {
    const available = (soc - limits.reserve) * limits.dischargeEfficiency
    let discharge = load - pv < limits.power ? load - pv : limits.power
    if (available < discharge) discharge = available > 0 ? available : 0
    return -discharge / limits.dischargeEfficiency
  }
  return 0
}

/**
 * The cheapest plan of hours [from, to) starting with `soc` stored: writes each hour's change of the
 * stored energy into plan[h] and returns the stored energy at the end. Among equally cheap choices an
 * hour keeps self-consumption's, so with flat prices the plan is self-consumption.
 */
export function optimiseDay(
  hours: DispatchHours,
  from: number,
  to: number,
  soc: number,
  limits: BatteryLimits,
  settings: DispatchSettings,
  plan: Float64Array,
  work: DayWorkspace = new DayWorkspace(Math.max(MAX_DAY_HOURS, to - from)),
): number {
  const lo = limits.reserve
  const hi = limits.capacity
  const width = hi - lo
  const n = to - from
  const { slopes, lengths, offset, count, segStart, segEnd, segSlope, segCount } = work
  // W_to(s) = −value × s: energy left at the end is worth its value.
  offset[n] = 0
  count[n] = 1
  slopes[0] = -endOfDayValue(hours, from, to, limits, settings)
  lengths[0] = width
  let next = 1
  for (let i = n - 1; i >= 0; i--) {
    const segments = hourSegments(hours, from + i, limits, settings, work, i)
    segCount[i] = segments
    const base = i * HOUR_SEGMENTS
    // Merge W_{i+1} (ascending slopes) with f mirrored (slopes −f's in reverse order: ascending too),
    // skipping the lowest `cutLeft` and keeping `width` of length.
    let cutLeft = segments > 0 ? segEnd[base + segments - 1]! : 0
    let keep = width
    let a = offset[i + 1]!
    const aEnd = a + count[i + 1]!
    let b = segments - 1
    const out = next
    let m = 0
    while (keep > 0 && (a < aEnd || b >= 0)) {
      let slope: number
      let length: number
      if (b < 0 || (a < aEnd && slopes[a]! <= -segSlope[base + b]!)) {
        slope = slopes[a]!
        length = lengths[a++]!
      } else {
        slope = -segSlope[base + b]!
        length = segEnd[base + b]! - segStart[base + b]!
        b--
      }
      if (cutLeft > 0) {
        if (length <= cutLeft) {
          cutLeft -= length
          continue
        }
        length -= cutLeft
        cutLeft = 0
      }
      if (length > keep) length = keep
      keep -= length
      if (m > 0 && slopes[out + m - 1] === slope) lengths[out + m - 1]! += length
      else {
        slopes[out + m] = slope
        lengths[out + m++] = length
      }
    }
    offset[i] = out
    count[i] = m
    next = out + m
  }

  let s = soc
  for (let i = 0; i < n; i++) {
    const h = from + i
    const base = i * HOUR_SEGMENTS
    const segments = segCount[i]!
    const wStart = offset[i + 1]!
    const wEnd = wStart + count[i + 1]!
    // g(x) = f(x) + W(s + x) on [xa, xb]: walk its pieces from the left while the right derivative
    // is negative (the smallest minimiser), then on while it is 0 (the largest).
    const xa = segments > 0 ? Math.max(segStart[base]!, lo - s) : 0
    const xb = segments > 0 ? Math.min(segEnd[base + segments - 1]!, hi - s) : 0
    let j = 0
    while (j < segments - 1 && segEnd[base + j]! <= xa) j++
    let k = wStart
    let wEndX = lo - s + lengths[k]!
    while (k < wEnd - 1 && wEndX <= xa) wEndX += lengths[++k]!
    let x0 = xa
    let smallest = xb
    let largest = xb
    let searching = true
    while (x0 < xb) {
      const slope = segSlope[base + j]! + slopes[k]!
      const fEnd = j < segments - 1 ? segEnd[base + j]! : Number.POSITIVE_INFINITY
      const wLimit = k < wEnd - 1 ? wEndX : Number.POSITIVE_INFINITY
      const next = fEnd < wLimit ? (fEnd < xb ? fEnd : xb) : wLimit < xb ? wLimit : xb
      if (searching) {
        if (slope >= 0) {
          smallest = x0
          searching = false
          if (slope > 0) {
            largest = x0
            break
          }
        }
      } else if (slope > 0) {
        largest = x0
        break
      }
      x0 = next
      if (next === fEnd) j++
      if (next === wLimit) wEndX += lengths[++k]!
    }
    if (searching) smallest = xb
    if (largest < smallest) largest = smallest
    const preferred = selfConsumptionChange(hours, h, s, limits)
    let x = preferred < smallest ? smallest : preferred > largest ? largest : preferred
    if (Math.abs(x) < 1e-12) x = 0
    let after = s + x
    if (after < lo) after = lo
    else if (after > hi) after = hi
    plan[h] = after - s
    s = after
  }
  return s
}

/** The price-aware plan of the whole period, day by day (`dayStarts`: the first hour of each day, then the period's end), the state of charge carried over. */
export function priceAwarePlan(hours: DispatchHours, dayStarts: Int32Array, limits: BatteryLimits, settings: DispatchSettings): Float64Array {
  const plan = new Float64Array(hours.load.length)
  if (limits.capacity - limits.reserve <= 0) return plan
  let longest = MAX_DAY_HOURS
  for (let d = 0; d + 1 < dayStarts.length; d++) longest = Math.max(longest, dayStarts[d + 1]! - dayStarts[d]!)
  const work = new DayWorkspace(longest)
  let soc = limits.reserve
  for (let d = 0; d + 1 < dayStarts.length; d++) soc = optimiseDay(hours, dayStarts[d]!, dayStarts[d + 1]!, soc, limits, settings, plan, work)
  return plan
}

export interface DispatchStep {
  settings: DispatchSettings
  /** The price-aware plan (stored-energy change per hour), null when there is no battery or it cannot beat self-consumption. */
  plan: Float64Array | null
  /** Every day's prices flat (FIX single-tariff): smart control gains nothing. */
  flatPrices: boolean
}

/**
 * The dispatch step: the price-aware plan (computed for every study with a battery, for the
 * comparison of both dispatches) and the assumptions the chosen dispatch causes.
 */
export function batteryDispatch(
  request: StudyPreviewRequest,
  inputs: HourlyInputs,
  dayStarts: Int32Array,
  vatPercent: number,
  limits: BatteryLimits,
): StepResult<DispatchStep> {
  const settings = dispatchSettings(request)
  if (limits.capacity - limits.reserve <= 0) return { inputs: { settings, plan: null, flatPrices: false }, assumptions: [] }
  const hours = dispatchHours(inputs, vatPercent)
  const flatPrices = pricesFlatEachDay(hours, dayStarts) && settings.cycleCostCzkPerKWh === 0
  const plan = flatPrices ? null : priceAwarePlan(hours, dayStarts, limits, settings)
  const assumptions: Assumption[] = []
  if (settings.dispatch === 'price-aware') {
    assumptions.push({
      key: 'battery-dispatch',
      text:
        'Price-aware battery dispatch: each local day (23 or 25 hours on DST days) the battery follows the plan that minimises that day’s cost, ' +
        'given the day’s hourly marginal buy price (energy + distribution of the hour’s VT/NT band + POZE, system services and tax, with VAT) and net selling price, ' +
        'with the day’s PV and consumption known in advance: a perfect-foresight upper bound that a good controller working from forecasts approaches. ' +
        `Grid charging ${settings.gridCharging ? 'allowed' : 'off'}, selling from the battery ${settings.exportFromBattery ? 'allowed' : 'off'}; ` +
        `cycle cost ${settings.cycleCostCzkPerKWh} CZK per kWh discharged${request.battery?.cycleCostCzkPerKWh === undefined ? ' (default 0: the battery’s price is in the investment, no wear is charged on top)' : ''}. ` +
        'The stored energy is carried from day to day; the plan values what is left at midnight at the day’s cheapest buy price times the discharge efficiency.',
      value: 'price-aware',
    })
  }
  if (flatPrices) {
    assumptions.push({
      key: 'dispatch-no-gain',
      text: 'The buy and sell prices are the same in every hour of a day (a fixed price on a single-tariff rate): a battery that reads the prices gains nothing over self-consumption, so both dispatches give the same saving.',
    })
  }
  return { inputs: { settings, plan, flatPrices }, assumptions }
}
