/**
 * Step 4 of a study: buying and selling prices per hour and the regulated fees per price-list period
 * (fee overrides of the request apply to the whole period).
 */
import type { Assumption } from '@partner/energy-shared'
import type { StudyContext, StepResult } from './context.ts'
import type { HourlyInputs } from './simulate.ts'
import { feePlan, type FeePlan } from './tariff.ts'

export interface PriceInputs {
  fees: FeePlan
  buying: HourlyInputs['buying']
  selling: HourlyInputs['selling']
  filledPriceHours: number
  averageSpotPriceCzkPerMWh: number
}

export function priceInputs({ request, data, period, rate, startHour, endHour, hours }: StudyContext): StepResult<PriceInputs> {
  const buying = request.electricityBuyingSettings
  const selling = request.electricitySellingSettings ?? null
  const fees = feePlan(request, rate, period, data, startHour)
  let filledPriceHours = 0
  let spotSum = 0
  for (let h = startHour; h < endHour; h++) {
    filledPriceHours += data.filledPriceByHour[h]!
    spotSum += data.spotByHour[h]!
  }
  const assumptions: Assumption[] = [{ key: 'spot-prices', text: data.spot.source }]
  if (filledPriceHours > 0) {
    assumptions.push({
      key: 'spot-filled-hours',
      text: `${filledPriceHours} hour(s) of the period have no market price in any source; ${data.spot.fillRule}`,
      value: filledPriceHours,
    })
  }
  assumptions.push(feesAssumption(fees))
  if (!fees.circuitBreaker && request.distribution.circuitBreakerMonthlyFee == null) {
    assumptions.push({ key: 'circuit-breaker', text: 'No circuit breaker given: the bills leave out its monthly fee (it is the same with and without PV, so the saving does not change).' })
  }
  return {
    inputs: {
      fees,
      buying: {
        spot: buying.buyingType === 'SPOT',
        feePerMWh: buying.fee,
        lowTariffFeePerMWh: buying.feeLowTariff ?? buying.fee,
        spotPriceMinZero: buying.spotPriceMinZero ?? false,
      },
      selling: selling && {
        spot: selling.sellingType === 'SPOT',
        feePerMWh: selling.fee,
        spotPriceMinZero: selling.spotPriceMinZero ?? false,
        exportWhenNegative: selling.exportWhenNegative ?? false,
      },
      filledPriceHours,
      averageSpotPriceCzkPerMWh: spotSum / hours,
    },
    assumptions,
  }
}

function feesAssumption(fees: FeePlan): Assumption {
  const years = [...new Set(fees.feesUsed.map((f) => f.feeYear))].join(', ')
  const breaker = fees.circuitBreaker ? `; the ${fees.circuitBreaker} circuit breaker's monthly fee from the same price lists` : ''
  const overridden =
    fees.overridden.length > 0
      ? `. Replaced for the whole period (also across a price-list change) by the values sent in the request: ${fees.overridden.join(', ')}`
      : ''
  return {
    key: 'fees',
    text:
      `Regulated fees excl. VAT from the price lists in force on each day (years ${years})${breaker}${overridden}. ` +
      'POZE is billed per MWh (the per-breaker cap is not applied). Monthly fees count pro rata the days of each month in the period.',
    value: fees.overridden.length > 0 ? 'overridden' : 'price-lists',
  }
}
