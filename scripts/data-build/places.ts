/**
 * Places step of `bun run data:build`: Czech PSČ → one point and a municipality name, from
 * `<shared>/places/postcodes_ruian.csv` (every part of a municipality with its PSČ, RÚIAN) joined on the
 * municipality code to `<shared>/places/municipalities_wgs84_2018.csv` (a WGS84 point per municipality;
 * see that folder's PROVENANCE.md) → `server/datasets/places.json`.
 *
 * A PSČ's point is the mean of the points of the municipalities it serves (each once); its name is the
 * municipality with the most parts under that PSČ (ties: the one nearest the point). The few PSČ of the
 * municipality file that the RÚIAN table lacks are taken from the municipality file itself.
 */
import { join } from 'node:path'
import { PlacesDataset } from '../../server/src/data/places-schema.ts'
import { readCsv } from './csv.ts'
import { writeDataset } from './output.ts'

const round5 = (value: number) => Math.round(value * 1e5) / 1e5

export async function build(sharedDataDir: string, outDir: string): Promise<void> {
  const municipalities = await readCsv(join(sharedDataDir, 'places/municipalities_wgs84_2018.csv'))
  const parts = await readCsv(join(sharedDataDir, 'places/postcodes_ruian.csv'))
  const points = new Map<string, { name: string; latitude: number; longitude: number; psc: string }>()
  for (const row of municipalities) {
    const latitude = Number(row.Latitude)
    const longitude = Number(row.Longitude)
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) throw new Error(`places: municipality ${row['Kód obce']} has no point`)
    points.set(row['Kód obce']!, { name: row.Obec!, latitude, longitude, psc: row.PSČ! })
  }
  // PSČ → municipality code → parts under that PSČ.
  const byPostcode = new Map<string, Map<string, number>>()
  for (const row of parts) {
    const psc = row.psc!
    if (!/^\d{5}$/.test(psc)) throw new Error(`places: bad PSČ ${psc}`)
    if (!points.has(row.kodobce!)) continue
    const counts = byPostcode.get(psc) ?? new Map<string, number>()
    counts.set(row.kodobce!, (counts.get(row.kodobce!) ?? 0) + 1)
    byPostcode.set(psc, counts)
  }
  for (const [code, point] of points) {
    if (!byPostcode.has(point.psc)) byPostcode.set(point.psc, new Map([[code, 1]]))
  }
  const postcodes: PlacesDataset['postcodes'] = []
  for (const [psc, counts] of [...byPostcode].sort(([a], [b]) => a.localeCompare(b))) {
    const served = [...counts.keys()].map((code) => points.get(code)!)
    const latitude = served.reduce((sum, point) => sum + point.latitude, 0) / served.length
    const longitude = served.reduce((sum, point) => sum + point.longitude, 0) / served.length
    const distance = (point: { latitude: number; longitude: number }) => (point.latitude - latitude) ** 2 + (point.longitude - longitude) ** 2
    const [name] = [...counts]
      .map(([code, n]) => ({ point: points.get(code)!, n }))
      .sort((a, b) => b.n - a.n || distance(a.point) - distance(b.point))
      .map((entry) => entry.point.name)
    postcodes.push([Number(psc), round5(latitude), round5(longitude), name!])
  }
  await writeDataset(outDir, 'places.json', PlacesDataset, {
    builtFrom: 'RÚIAN parts of municipalities with their PSČ (Dominik-97/Czech-cities-regions psc-list.csv, 2021) joined to the municipality points of 33bcdd/souradnice-mest (2018)',
    postcodes,
  })
}
