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
 * ("slope trick"). Only slopes and lengths are kept, in one deque: an hour inserts its few slopes
 * and cuts the ends. The backward pass notes where each hour's cost segments meet W_{h+1}; the
 * forward pass picks each hour's x from those points alone. An hour whose cost is not convex (a negative buy price with grid charging, a
 * negative sell price with exportWhenNegative and battery export, a sell price above the buy price)
 * is cut into convex pieces, and its day solved for every combination of pieces (each a convex
 * problem): exact as well, up to MAX_PIECE_COMBINATIONS a day (the shipped prices need at most 16);
 * beyond that such hours are planned on their convex envelope (feasible, costed exactly, not
 * guaranteed optimal). As in self-consumption, PV serves the house first and is curtailed only where
 * its surplus cannot be sold: it is not curtailed to buy instead at a negative buy price.
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

/** The cost-to-go has at most 1 + 4 slopes per hour of a day and 2 unreachable ends: 512 places hold any day. */
const RING_MASK = 511

/** Scratch space of the daily problem (reused day after day). */
class DayWorkspace {
  /** Cost segments of each hour: x from segStart to segEnd at slope segSlope (CZK per kWh of x). */
  segStart: Float64Array
  segEnd: Float64Array
  segSlope: Float64Array
  segCount: Int32Array
  /**
   * For each cost segment of hour h, where W_{h+1} (the cost-to-go after it) has its slope below
   * (lowEnd) and up to (highEnd) the segment's slope mirrored: the stored energy at which that
   * segment's marginal cost meets the value of energy after the hour. The forward pass needs no more.
   */
  lowEnd: Float64Array
  highEnd: Float64Array
  /** Convex pieces of each hour's cost (1 unless it is not convex), and the piece each hour keeps (−1: all, or the envelope). */
  pieces: Int32Array
  choice: Int32Array
  /** A candidate plan of the day (hour by hour from the day's first). */
  candidate: Float64Array
  /** The cost-to-go: sorted slopes and their lengths, a deque in a ring of RING_MASK + 1 places. */
  ringSlopes: Float64Array
  ringLengths: Float64Array

  constructor(maxHours: number) {
    this.segStart = new Float64Array(maxHours * HOUR_SEGMENTS)
    this.segEnd = new Float64Array(maxHours * HOUR_SEGMENTS)
    this.segSlope = new Float64Array(maxHours * HOUR_SEGMENTS)
    this.segCount = new Int32Array(maxHours)
    this.lowEnd = new Float64Array(maxHours * HOUR_SEGMENTS)
    this.highEnd = new Float64Array(maxHours * HOUR_SEGMENTS)
    this.pieces = new Int32Array(maxHours)
    this.choice = new Int32Array(maxHours).fill(-1)
    this.candidate = new Float64Array(maxHours)
    if (3 + HOUR_SEGMENTS * (maxHours + 1) > RING_MASK) throw new Error(`a day of ${maxHours} hours does not fit the cost-to-go ring`)
    this.ringSlopes = new Float64Array(RING_MASK + 1)
    this.ringLengths = new Float64Array(RING_MASK + 1)
  }
}

/** CZK per kWh: slopes closer than this are equal as far as convexity goes. */
const SLOPE_ROUNDING = 1e-9

/** Longest local day (25 hours) with room to spare. */
const MAX_DAY_HOURS = 26

/**
 * The cost of hour h as a function of x, as segments in the workspace at slot i (x from most negative
 * to most positive). Returns the number of segments. A cost that is not convex is cut at its concave
 * kinks into convex pieces: `piece` ≥ 0 keeps that piece only (its x range need not contain 0), −1
 * replaces the cost by its convex envelope. `work.pieces[slot]` says how many pieces there are.
 */
function hourSegments(hours: DispatchHours, h: number, limits: BatteryLimits, settings: DispatchSettings, work: DayWorkspace, slot: number, piece = -1): number {
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
  let pieces = 1
  for (let i = 1; i < n; i++) {
    const drop = slope[base + i - 1]! - slope[base + i]!
    // A drop within rounding (prices of 1e-300 CZK) is no concave kink: flattened.
    if (drop > SLOPE_ROUNDING) pieces++
    else if (drop > 0) slope[base + i] = slope[base + i - 1]!
  }
  work.pieces[slot] = pieces
  if (pieces === 1) return n
  if (piece < 0) return convexEnvelope(start, end, slope, base, n)
  // Keep the segments of the chosen piece, moved to the front of the slot.
  let current = 0
  let kept = 0
  for (let i = 0; i < n; i++) {
    if (i > 0 && slope[base + i]! < slope[base + i - 1]!) current++ // flattened drops are gone: only real kinks remain
    if (current !== piece) continue
    start[base + kept] = start[base + i]!
    end[base + kept] = end[base + i]!
    slope[base + kept++] = slope[base + i]!
  }
  return kept
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

/** Most combinations of convex pieces tried on one day; beyond it the non-convex hours are planned on their convex envelope. */
export const MAX_PIECE_COMBINATIONS = 256

/** How many combinations of convex pieces the day's hours have (1: every hour's cost is convex). */
export function pieceCombinations(hours: DispatchHours, from: number, to: number, limits: BatteryLimits, settings: DispatchSettings): number {
  const work = new DayWorkspace(Math.max(MAX_DAY_HOURS, to - from))
  let combinations = 1
  for (let i = 0; i < to - from; i++) {
    hourSegments(hours, from + i, limits, settings, work, i)
    combinations *= work.pieces[i]!
  }
  return combinations
}

/** A slope that stands for "not reachable": the stored energy a restricted hour cannot lead to or come from. */
const UNREACHABLE = 1e9

/**
 * The cheapest plan of hours [from, to) starting with `soc` stored: writes each hour's change of the
 * stored energy into plan[h] and returns the stored energy at the end. Among equally cheap choices an
 * hour keeps self-consumption's, so with flat prices the plan is self-consumption. A day with hours
 * whose cost is not convex is solved for every combination of their convex pieces (each a convex
 * problem) and the cheapest plan kept: exact too, unless there are more than MAX_PIECE_COMBINATIONS.
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
  const n = to - from
  let combinations = 1
  for (let i = 0; i < n; i++) {
    work.choice[i] = -1
    work.segCount[i] = hourSegments(hours, from + i, limits, settings, work, i)
    combinations *= work.pieces[i]!
  }
  if (combinations === 1 || combinations > MAX_PIECE_COMBINATIONS) return planDay(hours, from, to, soc, limits, settings, plan, work)
  const value = endOfDayValue(hours, from, to, limits, settings)
  let best = Number.POSITIVE_INFINITY
  let bestEnd = soc
  const candidate = work.candidate
  for (let combination = 0; combination < combinations; combination++) {
    let rest = combination
    for (let i = 0; i < n; i++) {
      const pieces = work.pieces[i]!
      if (pieces === 1) continue
      work.choice[i] = rest % pieces
      rest = Math.floor(rest / pieces)
    }
    const end = planDay(hours, from, to, soc, limits, settings, plan, work)
    let cost = -value * end
    for (let i = 0; i < n; i++) cost += hourCost(hours, from + i, plan[from + i]!, limits, settings)
    if (cost < best) {
      best = cost
      bestEnd = end
      for (let i = 0; i < n; i++) candidate[i] = plan[from + i]!
    }
  }
  for (let i = 0; i < n; i++) {
    plan[from + i] = candidate[i]!
    work.choice[i] = -1
  }
  return bestEnd
}

/**
 * One convex daily problem: each hour's cost is its convex piece `work.choice[i]`, or at −1 the
 * segments optimiseDay left in the hour's slot (all of a convex cost, the envelope of another).
 */
function planDay(
  hours: DispatchHours,
  from: number,
  to: number,
  soc: number,
  limits: BatteryLimits,
  settings: DispatchSettings,
  plan: Float64Array,
  work: DayWorkspace,
): number {
  const lo = limits.reserve
  const hi = limits.capacity
  const width = hi - lo
  const n = to - from
  const { segStart, segEnd, segSlope, segCount, lowEnd, highEnd } = work
  // The cost-to-go W as a deque of slopes (ascending) and their lengths over [lo, hi], in a ring.
  const ringSlopes = work.ringSlopes
  const ringLengths = work.ringLengths
  // W_n(s) = −value × s: energy left at the end is worth its value.
  let head = 0
  let size = 1
  ringSlopes[0] = -endOfDayValue(hours, from, to, limits, settings)
  ringLengths[0] = width
  for (let i = n - 1; i >= 0; i--) {
    // The segments are in place from optimiseDay's scan, unless this hour keeps one of its pieces.
    let segments = segCount[i]!
    if (work.choice[i]! >= 0) segCount[i] = segments = hourSegments(hours, from + i, limits, settings, work, i, work.choice[i]!)
    const base = i * HOUR_SEGMENTS
    // 1. Where each segment of f (mirrored: slopes −f's, ascending from the last segment) meets
    //    W_{i+1}: W's length from lo below and up to its slope. One pass, before anything changes.
    let k = 0
    let below = lo
    for (let b = segments - 1; b >= 0; b--) {
      const slope = -segSlope[base + b]!
      while (k < size && ringSlopes[(head + k) & RING_MASK]! <= slope) below += ringLengths[(head + k++) & RING_MASK]!
      highEnd[base + b] = below
      lowEnd[base + b] = k > 0 && ringSlopes[(head + k - 1) & RING_MASK] === slope ? below - ringLengths[(head + k - 1) & RING_MASK]! : below
    }
    // 2. The infimal convolution: insert f's segments among W's slopes (equal slopes joined).
    k = 0
    for (let b = segments - 1; b >= 0; b--) {
      const slope = -segSlope[base + b]!
      const length = segEnd[base + b]! - segStart[base + b]!
      while (k < size && ringSlopes[(head + k) & RING_MASK]! <= slope) k++
      if (k > 0 && ringSlopes[(head + k - 1) & RING_MASK] === slope) {
        ringLengths[(head + k - 1) & RING_MASK]! += length
        continue
      }
      if (k < size - k) {
        // Shift the k elements before the place one step to the front.
        head = (head - 1) & RING_MASK
        for (let e = 0; e < k; e++) {
          ringSlopes[(head + e) & RING_MASK] = ringSlopes[(head + e + 1) & RING_MASK]!
          ringLengths[(head + e) & RING_MASK] = ringLengths[(head + e + 1) & RING_MASK]!
        }
      } else {
        for (let e = size; e > k; e--) {
          ringSlopes[(head + e) & RING_MASK] = ringSlopes[(head + e - 1) & RING_MASK]!
          ringLengths[(head + e) & RING_MASK] = ringLengths[(head + e - 1) & RING_MASK]!
        }
      }
      ringSlopes[(head + k) & RING_MASK] = slope
      ringLengths[(head + k) & RING_MASK] = length
      size++
      k++
    }
    // 3. Back to [lo, hi]: the domain is now [lo − xMax, hi − xMin]. Cut (or, for a piece that only
    //    discharges, mark unreachable) the left end, then cut (mark unreachable) the right end.
    const xMax = segments > 0 ? segEnd[base + segments - 1]! : 0
    const xMin = segments > 0 ? segStart[base]! : 0
    if (xMax > 0) {
      let cut = xMax
      while (size > 1 && ringLengths[head]! <= cut) {
        cut -= ringLengths[head]!
        head = (head + 1) & RING_MASK
        size--
      }
      ringLengths[head] = ringLengths[head]! > cut ? ringLengths[head]! - cut : 0
    } else if (xMax < 0) {
      if (ringSlopes[head] === -UNREACHABLE) ringLengths[head]! -= xMax
      else {
        head = (head - 1) & RING_MASK
        ringSlopes[head] = -UNREACHABLE
        ringLengths[head] = -xMax
        size++
      }
    }
    if (xMin < 0) {
      let cut = -xMin
      let tail = (head + size - 1) & RING_MASK
      while (size > 1 && ringLengths[tail]! <= cut) {
        cut -= ringLengths[tail]!
        size--
        tail = (head + size - 1) & RING_MASK
      }
      ringLengths[tail] = ringLengths[tail]! > cut ? ringLengths[tail]! - cut : 0
    } else if (xMin > 0) {
      const tail = (head + size - 1) & RING_MASK
      if (ringSlopes[tail] === UNREACHABLE) ringLengths[tail]! += xMin
      else {
        ringSlopes[(head + size) & RING_MASK] = UNREACHABLE
        ringLengths[(head + size) & RING_MASK] = xMin
        size++
      }
    }
  }

  let s = soc
  for (let i = 0; i < n; i++) {
    const h = from + i
    const base = i * HOUR_SEGMENTS
    const segments = segCount[i]!
    const minX = lo - s
    const maxX = hi - s
    // Smallest minimiser of f(x) + W(s + x): the first x whose right derivative is ≥ 0; in segment j
    // that is where s + x reaches the end of W's slopes below −σ_j.
    let smallest = 0
    let found = false
    for (let j = 0; j < segments; j++) {
      const a = segStart[base + j]! > minX ? segStart[base + j]! : minX
      const b = segEnd[base + j]! < maxX ? segEnd[base + j]! : maxX
      if (a >= b) continue
      if (!found) {
        smallest = a
        found = true
      }
      const t = lowEnd[base + j]! - s
      if (t < b) {
        smallest = t > a ? t : a
        break
      }
      smallest = b
    }
    // Largest minimiser: the last x whose left derivative is ≤ 0.
    let largest = smallest
    for (let j = segments - 1; j >= 0; j--) {
      const a = segStart[base + j]! > minX ? segStart[base + j]! : minX
      const b = segEnd[base + j]! < maxX ? segEnd[base + j]! : maxX
      if (a >= b) continue
      const t = highEnd[base + j]! - s
      if (t > a) {
        largest = t < b ? t : b
        break
      }
      largest = a
    }
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
  /** The hourly problem (null without a battery), for plans of other battery sizes. */
  hours: DispatchHours | null
  dayStarts: Int32Array
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
  if (limits.capacity - limits.reserve <= 0) return { inputs: { settings, hours: null, dayStarts, plan: null, flatPrices: false }, assumptions: [] }
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
  return { inputs: { settings, hours, dayStarts, plan, flatPrices }, assumptions }
}
