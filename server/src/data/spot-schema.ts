/**
 * Shape of `server/datasets/spot.json`, written by `bun run data:build` (scripts/data-build/spot.ts):
 * the OTE day-ahead price of every UTC hour in CZK/MWh (see DATA.md, "Day-ahead prices").
 */
import { Type, type Static } from '@sinclair/typebox'

export const SpotDataset = Type.Object({
  builtFrom: Type.String(),
  /** Start of the first delivery hour, UTC (ISO 8601 with Z); hour i starts i hours later. */
  firstHourUtc: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:00:00Z$' }),
  /** CZK/MWh excl. VAT, 2 dp, one per UTC hour without gaps; null where no source has a price. */
  priceCzkPerMWh: Type.Array(Type.Union([Type.Number(), Type.Null()])),
  /** Hour index ranges [first, last] whose CZK price was converted from EUR with the ČNB rate (OTE published none). */
  convertedFromEurHours: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()])),
})
export type SpotDataset = Static<typeof SpotDataset>
