/** Step 1 of a study: the NT share of every hour from the HDO command (null on single-tariff rates). */
import type { Assumption } from '@partner/energy-shared'
import type { StudyContext, StepResult } from './context.ts'
import type { NtWindowSource } from './data.ts'
import { EngineValidationError } from './errors.ts'
import { ntPlan } from './tariff.ts'

export interface LowTariffInputs {
  /** NT share per hour on the engine's hour axis; null when every hour is VT. */
  ntFraction: Float64Array | null
  lowTariffCommand: string | null
  /** Share of the period's hours in NT, 0–1 (4 decimals). */
  ntShareOfHours: number
}

export function lowTariffInputs({ request, data, period, rate, startHour, endHour, hours }: StudyContext, hdo: NtWindowSource): StepResult<LowTariffInputs> {
  const { distribution } = request
  const region = distribution.lowTariffRegion ?? undefined
  if (rate.tariffType !== 'dual') {
    const assumptions: Assumption[] = distribution.lowTariffCommand
      ? [{ key: 'hdo-ignored', text: `${rate.code} is a single-tariff rate: every hour is VT and the HDO command is not used.` }]
      : []
    return { inputs: { ntFraction: null, lowTariffCommand: null, ntShareOfHours: 0 }, assumptions }
  }
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
  const used = new Set<number>()
  for (let day = 0; day < period.days; day++) used.add(plan.dayResolution[period.fromDay - data.firstDayNumber + day]!)
  const resolutions = [...used].map((index) => plan.resolutions[index]!)
  const versions = [...new Set(resolutions.map((r) => `${r.command} valid ${r.validFrom}–${r.validTo ?? 'open'}`))]
  const assumptions: Assumption[] = [
    {
      key: 'hdo-schedule',
      text: `NT hours follow HDO command ${command} (${versions.join('; ')}); hours partly in an NT window count pro rata; public holidays count as Sundays.`,
      value: command,
    },
  ]
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
  let ntHours = 0
  for (let h = startHour; h < endHour; h++) ntHours += plan.fraction[h]!
  const ntShareOfHours = Math.round((ntHours / hours) * 10_000) / 10_000
  return { inputs: { ntFraction: plan.fraction, lowTariffCommand: command, ntShareOfHours }, assumptions }
}
