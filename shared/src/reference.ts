import { Type, type Static } from '@sinclair/typebox'
import { DistributorKey, Nullable, Uuid, IsoDate } from './common.ts'

export const Distributor = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    key: DistributorKey,
    logoUrl: Type.Optional(Type.String()),
  },
  { $id: 'Distributor', title: 'Distributor' },
)
export type Distributor = Static<typeof Distributor>

export const TddClass = Type.String({ pattern: '^TDD[1-8]$', description: 'OTE load-profile class TDD1 … TDD8' })

export const DistributionRate = Type.Object(
  {
    code: Type.String({ description: 'ERÚ household rate code, e.g. D02d' }),
    description: Type.String(),
    tdd: TddClass,
  },
  { $id: 'DistributionRate', title: 'DistributionRate' },
)
export type DistributionRate = Static<typeof DistributionRate>

export const PeriodValue = Type.String({ pattern: '^(\\d{4}|12M)$', description: 'A calendar year inside the data window, or 12M (last 12 completed months)' })
export type PeriodValue = Static<typeof PeriodValue>

export const FeeQuery = Type.Object({
  distributor: DistributorKey,
  distributionRate: Type.String({ minLength: 1, description: 'A code from /reference/distribution-rates' }),
  period: PeriodValue,
})
export type FeeQuery = Static<typeof FeeQuery>

export const FeeBaseline = Type.Object(
  {
    distributorFeeHighPerMWh: Nullable(Type.Number(), { description: 'CZK/MWh excl. VAT; null when the price list has no row for the year' }),
    distributorFeeLowPerMWh: Type.Number({ description: 'CZK/MWh excl. VAT; 0 when single-tariff' }),
    ntAvailable: Type.Boolean({ description: 'true when a non-zero low-tariff fee exists (an HDO command is then required)' }),
    renewableEnergyFeePerMWh: Type.Number({ description: 'POZE, CZK/MWh excl. VAT' }),
    systemServicesFeePerMWh: Type.Number({ description: 'CZK/MWh excl. VAT' }),
    feeSourceYear: Nullable(Type.Integer(), { description: 'Year of the price list used; null when none matches' }),
  },
  { $id: 'FeeBaseline', title: 'FeeBaseline' },
)
export type FeeBaseline = Static<typeof FeeBaseline>

export const CircuitBreaker = Type.Object(
  {
    code: Type.String({ description: 'UP_TO_3X10A, 3X16A, 3X20A, … (upper bound of the band)' }),
    label: Type.String(),
    monthlyFeeCzk: Type.Number({ description: 'CZK/month excl. VAT' }),
  },
  { $id: 'CircuitBreaker', title: 'CircuitBreaker' },
)
export type CircuitBreaker = Static<typeof CircuitBreaker>

export const HdoRegion = Type.Object(
  {
    id: Uuid(),
    key: Type.String({ description: 'Used as distribution.lowTariffRegion' }),
    name: Type.String(),
    sortIndex: Type.Integer(),
  },
  { $id: 'HdoRegion', title: 'HdoRegion' },
)
export type HdoRegion = Static<typeof HdoRegion>

export const RegionQuery = Type.Object({
  region: Type.Optional(Type.String({ minLength: 1, description: 'A region key from …/regions' })),
})
export type RegionQuery = Static<typeof RegionQuery>

export const TimeOfDay = Type.String({ pattern: '^([01]\\d|2[0-4]):[0-5]\\d:[0-5]\\d$', description: 'HH:MM:SS' })

export const TimeRange = Type.Object({ periodStart: TimeOfDay, periodEnd: TimeOfDay }, { $id: 'TimeRange', title: 'TimeRange' })
export type TimeRange = Static<typeof TimeRange>

export const DayTypeKey = Type.String({
  description: 'WORKDAY (Mon–Fri), SATURDAY, SUNDAY (holidays count as SUNDAY), EVERYDAY, or a single weekday MONDAY … FRIDAY where it differs from WORKDAY',
})

export const TariffSchedule = Type.Object(
  {
    dayTypeKey: DayTypeKey,
    sortIndex: Type.Integer(),
    timeRanges: Type.Array(TimeRange, { description: 'Low-tariff (NT) windows' }),
  },
  { $id: 'TariffSchedule', title: 'TariffSchedule' },
)
export type TariffSchedule = Static<typeof TariffSchedule>

export const HdoSchedule = Type.Object(
  {
    id: Uuid(),
    distributorKey: DistributorKey,
    distributorName: Type.String(),
    regionTypeId: Nullable(Type.String()),
    regionTypeKey: Nullable(Type.String()),
    regionTypeName: Nullable(Type.String()),
    code: Type.String({ description: 'Short alternate identifier of the command' }),
    command: Type.String(),
    validFrom: IsoDate(),
    validTo: Nullable(IsoDate()),
    tariffSchedules: Type.Array(TariffSchedule),
  },
  { $id: 'HdoSchedule', title: 'HdoSchedule' },
)
export type HdoSchedule = Static<typeof HdoSchedule>

export const ConsumptionProfileQuery = Type.Object({
  tdd: Type.String({ pattern: '^(TDD)?[1-8]$', description: 'TDD1 … TDD8, or 1 … 8' }),
  yearlyConsumptionKWh: Type.Number({ exclusiveMinimum: 0, description: 'kWh per year, > 0' }),
})
export type ConsumptionProfileQuery = Static<typeof ConsumptionProfileQuery>

export const ConsumptionProfileItem = Type.Object(
  {
    month: Type.Integer({ minimum: 1, maximum: 12 }),
    consumptionKWh: Type.Number(),
  },
  { $id: 'ConsumptionProfileItem', title: 'ConsumptionProfileItem' },
)
export type ConsumptionProfileItem = Static<typeof ConsumptionProfileItem>
