/**
 * Day-ahead price step of `bun run data:build`: `<shared>/spot/cz_dam_hourly_utc.csv` (see that folder's
 * PROVENANCE.md) → `server/datasets/spot.json`, one CZK/MWh price per UTC hour.
 *
 * Rule: the CZK price OTE published; where OTE published none (2026-02-19 onward and 2024-10-27
 * 23:00 CET), round(EUR price × ČNB EUR/CZK fixing of the local delivery day, 2) — the conversion OTE
 * itself applies (it reproduces every published CZK price; checked below). Hours without any price
 * stay null; the server fills them by the documented rule at load time.
 */
import { join } from 'node:path'
import { HOUR_MS } from '@partner/energy-shared'
import { SpotDataset } from '../../server/src/data/spot-schema.ts'
import { readCsv } from './csv.ts'
import { writeDataset } from './output.ts'

const toCzk = (eurPerMWh: number, eurCzk: number) => Math.round(eurPerMWh * eurCzk * 100) / 100

export async function build(sharedDataDir: string, outDir: string): Promise<void> {
  const rows = await readCsv(join(sharedDataDir, 'spot/cz_dam_hourly_utc.csv'))
  if (rows.length === 0) throw new Error('spot: no rows')
  const firstHourUtc = rows[0]!.utc_start!
  const firstMs = Date.parse(firstHourUtc)

  const priceCzkPerMWh: (number | null)[] = []
  const converted: number[] = []
  let checked = 0
  rows.forEach((row, index) => {
    if (Date.parse(row.utc_start!) !== firstMs + index * HOUR_MS) throw new Error(`spot: gap or disorder at ${row.utc_start}`)
    const eur = row.price_eur_mwh ? Number(row.price_eur_mwh) : null
    const published = row.price_czk_mwh ? Number(row.price_czk_mwh) : null
    const rate = Number(row.eur_czk_cnb)
    if (published !== null && eur !== null) {
      if (Math.abs(toCzk(eur, rate) - published) > 0.0101) throw new Error(`spot: ČNB conversion disagrees with OTE at ${row.utc_start}`)
      checked++
    }
    if (published !== null) priceCzkPerMWh.push(published)
    else if (eur !== null) {
      priceCzkPerMWh.push(toCzk(eur, rate))
      converted.push(index)
    } else priceCzkPerMWh.push(null)
  })

  const convertedFromEurHours: [number, number][] = []
  for (const index of converted) {
    const last = convertedFromEurHours.at(-1)
    if (last && last[1] === index - 1) last[1] = index
    else convertedFromEurHours.push([index, index])
  }

  await writeDataset(outDir, 'spot.json', SpotDataset, {
    builtFrom: `spot/cz_dam_hourly_utc.csv (${rows.length} h; ČNB conversion checked against ${checked} OTE CZK prices)`,
    firstHourUtc,
    priceCzkPerMWh,
    convertedFromEurHours,
  })
}
