/**
 * Hourly consumption from OTE load profiles (TDD). The shipped profiles hold one mean coefficient per
 * (local month, day type, local hour) from OTE's 2020–2022 profiles; mapped onto a study's calendar
 * and scaled so that the twelve months starting at the period's first day sum to the yearly consumption.
 */
import { DAY_MS, type DistributorKey } from '@partner/energy-shared'
import { buildHourCalendar } from './calendar.ts'

export const TDD_PROFILE_INDEX = (month: number, dayType: number, localHour: number): number =>
  ((month - 1) * 3 + dayType) * 24 + localHour

/** OTE's eight regional TDD5 variants, by the HDO region of a distributor. */
const TDD5_BY_REGION: Record<string, string> = {
  'CEZ|zapad': 'TDD5_ZapadniCechy',
  'CEZ|sever': 'TDD5_SeverniCechy',
  'CEZ|stred': 'TDD5_StredniCechy',
  'CEZ|vychod': 'TDD5_VychodniCechy',
  'CEZ|morava': 'TDD5_SeverniMorava',
  // EG.D's region codes: ZAPAD is its Bohemian part (South Bohemia), VYCHOD its Moravian part.
  'EGD|ZAPAD': 'TDD5_JizniCechy',
  'EGD|VYCHOD': 'TDD5_JizniMorava',
}

/** Without a (known) region: Prague for PRE, the distributor's largest area otherwise (stated in the assumptions). */
const TDD5_DEFAULT: Record<DistributorKey, string> = {
  PRE: 'TDD5_Praha',
  CEZ: 'TDD5_StredniCechy',
  EGD: 'TDD5_JizniMorava',
}

/** The profile column of a rate's TDD class; TDD5 picks the regional variant. */
export function tddColumn(tddClass: string, distributor: DistributorKey, region: string | null | undefined): { column: string; regionMatched: boolean } {
  if (tddClass !== 'TDD5') return { column: tddClass, regionMatched: true }
  const regional = region ? TDD5_BY_REGION[`${distributor}|${region}`] : undefined
  return regional ? { column: regional, regionMatched: true } : { column: TDD5_DEFAULT[distributor], regionMatched: false }
}

/** Sum of a profile's hourly coefficients per calendar month of `year` (local months, day types with holidays). */
export function monthlyWeights(profile: ArrayLike<number>, year: number): number[] {
  const calendar = buildHourCalendar(`${year}-01-01`, (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS)
  const weights = new Array<number>(12).fill(0)
  for (let h = 0; h < calendar.hours; h++) {
    const month = calendar.localMonth[h]!
    weights[month - 1]! += profile[TDD_PROFILE_INDEX(month, calendar.dayType[h]!, calendar.localHour[h]!)]!
  }
  return weights
}
