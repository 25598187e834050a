/** Czech PSČ → a point and its municipality (server/datasets/places.json), loaded and indexed on first use. */
import { loadDataset } from './dataset.ts'
export { postcodeInAddress } from '@partner/energy-shared'
import { PlacesDataset } from './places-schema.ts'

export interface PostcodePlace {
  /** Five digits, "70200". */
  postcode: string
  latitude: number
  longitude: number
  /** The municipality the PSČ names (the one with most of its parts). */
  place: string
}

const places = loadDataset('places.json', PlacesDataset, (data) => {
  const byCode = new Map<number, PostcodePlace>()
  for (const [code, latitude, longitude, place] of data.postcodes) byCode.set(code, { postcode: String(code), latitude, longitude, place })
  return byCode
})

/** The place of a five-digit PSČ ("70200" or "702 00"), or undefined when the table has none. */
export function placeOfPostcode(postcode: string): PostcodePlace | undefined {
  const digits = postcode.replace(/\s+/g, '')
  if (!/^\d{5}$/.test(digits)) return undefined
  return places().get(Number(digits))
}

/** Every PSČ of the table (for pre-warming the irradiance cache). */
export function allPostcodePlaces(): PostcodePlace[] {
  return [...places().values()]
}
