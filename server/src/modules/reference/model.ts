/** Schemas of the reference routes: the shared public shapes, plus the route-level path parameters and arrays. */
import { Type } from '@sinclair/typebox'
import {
  CircuitBreaker,
  ConsumptionProfileItem,
  ConsumptionProfileQuery,
  DistributionRate,
  Distributor,
  DistributorKey,
  FeeBaseline,
  FeeQuery,
  HdoRegion,
  HdoSchedule,
  PeriodValue,
  Problem,
  RegionQuery,
} from '@partner/energy-shared'

export { CircuitBreaker, ConsumptionProfileItem, ConsumptionProfileQuery, DistributionRate, Distributor, FeeBaseline, FeeQuery, HdoRegion, HdoSchedule, RegionQuery }

export const DistributorParams = Type.Object({ distributor: DistributorKey })
export const CommandParams = Type.Object({
  distributor: DistributorKey,
  command: Type.String({ minLength: 1, description: 'The command (e.g. A3B4DP1, EVV1, 490) or its short code (e.g. 405)' }),
})

export const Distributors = Type.Array(Distributor)
export const DistributionRates = Type.Array(DistributionRate)
export const Periods = Type.Array(PeriodValue)
export const CircuitBreakers = Type.Array(CircuitBreaker)
export const HdoRegions = Type.Array(HdoRegion)
export const HdoCommands = Type.Array(Type.String(), { description: 'Currently valid HDO commands' })
export const HdoSchedules = Type.Array(HdoSchedule)
export const ConsumptionProfile = Type.Array(ConsumptionProfileItem, { minItems: 12, maxItems: 12 })

/** Error answers every reference route can give (the 404 ones add theirs). */
export const referenceProblems = { 400: Problem, 401: Problem, 403: Problem } as const
export const pathProblems = { ...referenceProblems, 404: Problem } as const
