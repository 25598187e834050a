/**
 * Shape of `server/datasets/tdd.json`, written by `bun run data:build` (scripts/data-build/tdd.ts): OTE's
 * normalized load profiles 2020–2022 reduced to one mean coefficient per (local month, day type, local
 * hour), ready to be mapped onto any study calendar (see DATA.md, "Load profiles").
 */
import { Type, type Static } from '@sinclair/typebox'

export const TDD_PROFILE_LENGTH = 12 * 3 * 24

export const TddDataset = Type.Object({
  builtFrom: Type.String(),
  sourceYears: Type.Array(Type.Integer()),
  /**
   * Column name → coefficients, index ((month − 1) × 3 + dayType) × 24 + localHour, dayType 0 = workday,
   * 1 = Saturday, 2 = Sunday or public holiday. Columns: TDD1…TDD8 and the eight regional TDD5_* variants.
   */
  profiles: Type.Record(
    Type.String({ pattern: '^TDD\\d(_[A-Za-z]+)?$' }),
    Type.Array(Type.Number({ minimum: 0 }), { minItems: TDD_PROFILE_LENGTH, maxItems: TDD_PROFILE_LENGTH }),
  ),
})
export type TddDataset = Static<typeof TddDataset>
