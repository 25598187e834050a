/**
 * The hourly simulation: self-consumption dispatch of PV and battery, then the bill with and without
 * PV hour by hour. One pass over the period's hours with typed arrays only; fees are applied per
 * segment (constant fees) from the accumulated kWh.
 */
import { energyPriceOf, sellPriceOf, type BuyingTerms, type FeeSegment, type PeriodMonth, type SellingTerms } from './tariff.ts'

export interface BatteryParameters {
  /** AC → cell efficiency of charging. */
  chargeEfficiency: number
  /** Cell → AC efficiency of discharging. */
  dischargeEfficiency: number
  /** Charge/discharge power limit as a fraction of the nominal capacity per hour (0.5 = 0.5 C). */
  maxCRate: number
}

/** Everything the hourly loop reads; arrays are indexed by the hour of the period. */
export interface HourlyInputs {
  hours: number
  /** kWh per hour = source[offset + h] × scale. */
  load: { source: Float64Array; offset: number; scale: number }
  production: { source: Float64Array; offset: number; scale: number }
  /** CZK/MWh day-ahead price per hour (offset into the window axis). */
  spot: Float64Array
  spotOffset: number
  /** NT share per hour (offset into the window axis), null for single-tariff rates. */
  ntFraction: Float64Array | null
  ntOffset: number
  segments: readonly FeeSegment[]
  months: readonly PeriodMonth[]
  buying: BuyingTerms
  /** exportWhenNegative false: no export in hours whose net selling price is below 0 (curtailed instead). */
  selling: SellingTerms | null
}

export interface BillParts {
  energy: number
  distribution: number
  renewableFee: number
  systemServices: number
  electricityTax: number
}

export interface MonthTotals {
  production: Float64Array
  consumption: Float64Array
  directUse: Float64Array
  batteryCharge: Float64Array
  batteryDischarge: Float64Array
  /** The part of batteryDischarge that PV charged (all of it unless the battery charges from the grid). */
  batteryDischargeFromPv: Float64Array
  import: Float64Array
  export: Float64Array
  curtailed: Float64Array
  /** Per-MWh parts of the bills, CZK excl. VAT. */
  baselineVariable: Float64Array
  withPvVariable: Float64Array
  sellingRevenue: Float64Array
}

export interface SimulationTotals {
  productionKWh: number
  consumptionKWh: number
  directUseKWh: number
  /** PV surplus into the battery, and battery energy to the house (AC). */
  batteryChargeKWh: number
  batteryDischargeKWh: number
  /** Grid energy into the battery, and battery energy sold to the grid (AC; price-aware dispatch only). */
  gridChargeKWh: number
  batteryExportKWh: number
  /** Battery energy to the house that came from PV: stored energy counts as mixed, PV in the share it was charged. */
  batteryDischargeFromPvKWh: number
  /** Energy drawn from the cells (before discharge losses), for equivalent cycles. */
  cellDischargeKWh: number
  importKWh: number
  importNtKWh: number
  baselineNtKWh: number
  exportKWh: number
  curtailedKWh: number
  /** Part of curtailedKWh held back because the net selling price was negative, and in how many hours. */
  negativePriceCurtailedKWh: number
  negativePriceCurtailedHours: number
  sellingRevenueCzk: number
  baseline: BillParts
  withPv: BillParts
  months: MonthTotals
}

/** Per-hour flows, recorded on request (tests, typical days). */
export interface HourlyTrace {
  load: Float64Array
  production: Float64Array
  directUse: Float64Array
  batteryCharge: Float64Array
  batteryDischarge: Float64Array
  /** Grid energy into the battery (included in import) and battery energy sold (included in export). */
  gridCharge: Float64Array
  batteryExport: Float64Array
  import: Float64Array
  export: Float64Array
  curtailed: Float64Array
  /** State of charge at the end of the hour, kWh (reserve included). */
  batterySoc: Float64Array
}

export function emptyTrace(hours: number): HourlyTrace {
  return {
    load: new Float64Array(hours),
    production: new Float64Array(hours),
    directUse: new Float64Array(hours),
    batteryCharge: new Float64Array(hours),
    batteryDischarge: new Float64Array(hours),
    gridCharge: new Float64Array(hours),
    batteryExport: new Float64Array(hours),
    import: new Float64Array(hours),
    export: new Float64Array(hours),
    curtailed: new Float64Array(hours),
    batterySoc: new Float64Array(hours),
  }
}

/** A planned flow that exceeds the hour's surplus or deficit by less than this is rounding, not grid charging or export. */
const PLAN_ROUNDING_KWH = 1e-12

const emptyBill = (): BillParts => ({ energy: 0, distribution: 0, renewableFee: 0, systemServices: 0, electricityTax: 0 })

/**
 * Self-consumption dispatch: PV covers the load first, the surplus charges the battery (within the
 * power limit and free capacity), the rest is exported — or curtailed without selling settings, and in
 * hours whose net selling price is negative unless `exportWhenNegative`. A
 * deficit is covered by the battery down to the reserve, then imported. The battery starts at the
 * reserve (no stored energy is credited to the period).
 *
 * With a `plan` (dispatch.ts: the change of the stored energy in every hour, kWh in the cells) the
 * battery follows the plan instead: a charge takes PV surplus first and the rest from the grid, a
 * discharge covers the deficit first and sells the rest; everything else is as above.
 */
export function simulateHours(
  inputs: HourlyInputs,
  batterySizeKwh: number,
  reservedPercent: number,
  battery: BatteryParameters,
  trace?: HourlyTrace,
  plan?: Float64Array,
): SimulationTotals {
  const { load, production, spot, spotOffset, ntFraction, ntOffset, buying, selling } = inputs
  const nMonths = inputs.months.length
  const months: MonthTotals = {
    production: new Float64Array(nMonths),
    consumption: new Float64Array(nMonths),
    directUse: new Float64Array(nMonths),
    batteryCharge: new Float64Array(nMonths),
    batteryDischarge: new Float64Array(nMonths),
    batteryDischargeFromPv: new Float64Array(nMonths),
    import: new Float64Array(nMonths),
    export: new Float64Array(nMonths),
    curtailed: new Float64Array(nMonths),
    baselineVariable: new Float64Array(nMonths),
    withPvVariable: new Float64Array(nMonths),
    sellingRevenue: new Float64Array(nMonths),
  }
  const totals: SimulationTotals = {
    productionKWh: 0,
    consumptionKWh: 0,
    directUseKWh: 0,
    batteryChargeKWh: 0,
    batteryDischargeKWh: 0,
    gridChargeKWh: 0,
    batteryExportKWh: 0,
    batteryDischargeFromPvKWh: 0,
    cellDischargeKWh: 0,
    importKWh: 0,
    importNtKWh: 0,
    baselineNtKWh: 0,
    exportKWh: 0,
    curtailedKWh: 0,
    negativePriceCurtailedKWh: 0,
    negativePriceCurtailedHours: 0,
    sellingRevenueCzk: 0,
    baseline: emptyBill(),
    withPv: emptyBill(),
    months,
  }

  const reserve = (batterySizeKwh * reservedPercent) / 100
  const capacity = batterySizeKwh
  const hasBattery = capacity - reserve > 0
  const powerLimit = batterySizeKwh * battery.maxCRate
  const chargeEfficiency = battery.chargeEfficiency
  const dischargeEfficiency = battery.dischargeEfficiency
  let soc = reserve

  const loadSource = load.source
  const productionSource = production.source
  const exportWhenNegative = selling?.exportWhenNegative ?? true
  let gridChargeKWh = 0
  let batteryExportKWh = 0
  /** With a plan: stored energy above the reserve that PV charged. */
  let pvStored = 0

  for (const segment of inputs.segments) {
    let baseKWh = 0
    let baseNtKWh = 0
    let baseEnergyCzkMWh = 0
    let importKWh = 0
    let importNtKWh = 0
    let importEnergyCzkMWh = 0
    let revenueCzkMWh = 0
    let segmentProduction = 0
    let segmentDirect = 0
    let segmentCharge = 0
    let segmentDischarge = 0
    let segmentDischargeFromPv = 0
    let segmentExport = 0
    let segmentCurtailed = 0
    for (let h = segment.start; h < segment.end; h++) {
      const consumption = loadSource[load.offset + h]! * load.scale
      const pv = productionSource[production.offset + h]! * production.scale
      const direct = consumption < pv ? consumption : pv
      let surplus = pv - direct
      let deficit = consumption - direct
      let charge = 0
      let discharge = 0
      let gridCharge = 0
      let batteryExport = 0
      if (plan !== undefined) {
        const change = plan[h]!
        // Beyond the surplus (deficit) by more than rounding, the rest comes from (goes to) the grid.
        if (change > 0) {
          const ac = change / chargeEfficiency
          if (ac > surplus + PLAN_ROUNDING_KWH) {
            charge = surplus
            gridCharge = ac - surplus
            surplus = 0
            deficit += gridCharge
          } else {
            charge = ac
            surplus = surplus > ac ? surplus - ac : 0
          }
        } else if (change < 0) {
          const ac = -change * dischargeEfficiency
          if (ac > deficit + PLAN_ROUNDING_KWH) {
            discharge = deficit
            batteryExport = ac - deficit
            deficit = 0
            surplus += batteryExport
          } else {
            discharge = ac
            deficit = deficit > ac ? deficit - ac : 0
          }
          const usable = soc - reserve
          const pvShare = usable > 0 ? (pvStored < usable ? pvStored / usable : 1) : 0
          pvStored += pvShare * change
          segmentDischargeFromPv += pvShare * discharge
        }
        if (change > 0) pvStored += charge * chargeEfficiency
        soc += change
        gridChargeKWh += gridCharge
        batteryExportKWh += batteryExport
      } else if (hasBattery) {
        if (surplus > 0) {
          const room = (capacity - soc) / chargeEfficiency
          charge = surplus < powerLimit ? surplus : powerLimit
          if (room < charge) charge = room > 0 ? room : 0
          soc += charge * chargeEfficiency
          surplus -= charge
        } else if (deficit > 0) {
          const available = (soc - reserve) * dischargeEfficiency
          discharge = deficit < powerLimit ? deficit : powerLimit
          if (available < discharge) discharge = available > 0 ? available : 0
          soc -= discharge / dischargeEfficiency
          deficit -= discharge
        }
      }
      const nt = ntFraction === null ? 0 : ntFraction[ntOffset + h]!
      const dayAhead = spot[spotOffset + h]!
      const energyPrice = energyPriceOf(buying, dayAhead, nt)

      baseKWh += consumption
      baseNtKWh += consumption * nt
      baseEnergyCzkMWh += consumption * energyPrice
      importKWh += deficit
      importNtKWh += deficit * nt
      importEnergyCzkMWh += deficit * energyPrice
      segmentProduction += pv
      segmentDirect += direct
      segmentCharge += charge
      segmentDischarge += discharge
      let exported = 0
      let curtailed = surplus
      if (selling !== null) {
        const sellPrice = sellPriceOf(selling, dayAhead)
        if (sellPrice >= 0 || exportWhenNegative) {
          exported = surplus
          curtailed = 0
          segmentExport += surplus
          revenueCzkMWh += surplus * sellPrice
        } else if (surplus > 0) {
          totals.negativePriceCurtailedKWh += surplus
          totals.negativePriceCurtailedHours++
        }
      }
      segmentCurtailed += curtailed

      if (trace) {
        trace.load[h] = consumption
        trace.production[h] = pv
        trace.directUse[h] = direct
        trace.batteryCharge[h] = charge
        trace.batteryDischarge[h] = discharge
        trace.gridCharge[h] = gridCharge
        trace.batteryExport[h] = batteryExport
        trace.import[h] = deficit
        trace.export[h] = exported
        trace.curtailed[h] = curtailed
        trace.batterySoc[h] = soc
      }
    }

    const month = segment.month
    const baselineVariable = addSegmentBill(totals.baseline, segment, baseKWh, baseNtKWh, baseEnergyCzkMWh)
    const withPvVariable = addSegmentBill(totals.withPv, segment, importKWh, importNtKWh, importEnergyCzkMWh)
    months.baselineVariable[month]! += baselineVariable
    months.withPvVariable[month]! += withPvVariable
    months.sellingRevenue[month]! += revenueCzkMWh / 1000
    months.production[month]! += segmentProduction
    months.consumption[month]! += baseKWh
    months.directUse[month]! += segmentDirect
    months.batteryCharge[month]! += segmentCharge
    months.batteryDischarge[month]! += segmentDischarge
    const fromPv = plan === undefined ? segmentDischarge : segmentDischargeFromPv
    months.batteryDischargeFromPv[month]! += fromPv
    totals.batteryDischargeFromPvKWh += fromPv
    months.import[month]! += importKWh
    months.export[month]! += segmentExport
    months.curtailed[month]! += segmentCurtailed
    totals.productionKWh += segmentProduction
    totals.directUseKWh += segmentDirect
    totals.batteryChargeKWh += segmentCharge
    totals.batteryDischargeKWh += segmentDischarge
    totals.curtailedKWh += segmentCurtailed
    totals.consumptionKWh += baseKWh
    totals.importKWh += importKWh
    totals.importNtKWh += importNtKWh
    totals.baselineNtKWh += baseNtKWh
    totals.exportKWh += segmentExport
    totals.sellingRevenueCzk += revenueCzkMWh / 1000
  }
  totals.gridChargeKWh = gridChargeKWh
  totals.batteryExportKWh = batteryExportKWh
  totals.cellDischargeKWh = (totals.batteryDischargeKWh + batteryExportKWh) / dischargeEfficiency
  return totals
}

/** Adds one segment's per-MWh bill parts; returns their sum (CZK excl. VAT). */
function addSegmentBill(bill: BillParts, segment: FeeSegment, kWh: number, ntKWh: number, energyCzkMWh: number): number {
  const energy = energyCzkMWh / 1000
  const distribution = ((kWh - ntKWh) * segment.distributionVtPerMWh + ntKWh * segment.distributionNtPerMWh) / 1000
  const renewableFee = (kWh * segment.renewablePerMWh) / 1000
  const systemServices = (kWh * segment.systemServicesPerMWh) / 1000
  const electricityTax = (kWh * segment.electricityTaxPerMWh) / 1000
  bill.energy += energy
  bill.distribution += distribution
  bill.renewableFee += renewableFee
  bill.systemServices += systemServices
  bill.electricityTax += electricityTax
  return energy + distribution + renewableFee + systemServices + electricityTax
}
