/** Step 2 of a study: hourly consumption, from the customer's series or the rate's OTE load profile. */
import type { Assumption } from '@partner/energy-shared'
import { tddColumn } from './consumption.ts'
import type { StudyContext, StepResult } from './context.ts'
import { tddSeries } from './data.ts'
import type { HourlyInputs } from './simulate.ts'

export interface LoadInputs {
  load: HourlyInputs['load']
  /** OTE TDD column, null for the customer's own series. */
  loadProfile: string | null
}

export function loadInputs({ request, data, period, rate, startHour }: StudyContext): StepResult<LoadInputs> {
  const custom = request.customProductionConsumptionData?.consumptionKWh
  if (custom) {
    return {
      inputs: { load: { source: Float64Array.from(custom), offset: 0, scale: 1 }, loadProfile: null },
      assumptions: [{ key: 'consumption', text: 'Hourly consumption is the customer’s own series (customProductionConsumptionData); yearlyConsumptionKWh is not used.' }],
    }
  }
  const { distribution } = request
  const region = distribution.lowTariffRegion ?? undefined
  const { column, regionMatched } = tddColumn(rate.tdd, distribution.distributor, region)
  const series = tddSeries(data, column)
  const yearHours = data.dayStartHour[period.fromDay - data.firstDayNumber + period.yearDays]! - startHour
  const yearSum = series.prefix[startHour + yearHours]! - series.prefix[startHour]!
  const assumptions: Assumption[] = [
    {
      key: 'consumption',
      text: `Hourly consumption follows OTE load profile ${column} (class ${rate.tdd} of rate ${rate.code}; ${data.tddSource}), scaled so that the twelve months from ${period.from} sum to ${request.yearlyConsumptionKWh} kWh.`,
      value: column,
    },
  ]
  if (!regionMatched) {
    assumptions.push({
      key: 'consumption-region',
      text: `No TDD5 region follows from distributor ${distribution.distributor}${region ? ` and region ${region}` : ''}; the regional variant ${column} was used.`,
    })
  }
  if (!rate.tddSourced) assumptions.push({ key: 'consumption-class', text: `Load-profile class of ${rate.code}: ${rate.tddNote}` })
  return { inputs: { load: { source: series.coefficient, offset: startHour, scale: request.yearlyConsumptionKWh / yearSum }, loadProfile: column }, assumptions }
}
