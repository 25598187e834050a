/**
 * Shape of `server/datasets/places.json`, written by `bun run data:build` (scripts/data-build/places.ts):
 * every Czech PSČ with one point (WGS84) and the municipality it names, from the RÚIAN part-of-municipality
 * → PSČ table joined to the municipality points (`../shared/data/places/`, see DATA.md "Places").
 */
import { Type, type Static } from '@sinclair/typebox'

export const PlacesDataset = Type.Object({
  builtFrom: Type.String(),
  /** One row per PSČ, ascending: [PSČ as a five-digit number, latitude, longitude, municipality]. */
  postcodes: Type.Array(
    Type.Tuple([Type.Integer({ minimum: 10000, maximum: 99999 }), Type.Number({ minimum: 48, maximum: 51.5 }), Type.Number({ minimum: 11.5, maximum: 19.5 }), Type.String({ minLength: 1 })]),
    { minItems: 1 },
  ),
})
export type PlacesDataset = Static<typeof PlacesDataset>
