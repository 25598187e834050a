/**
 * Typical PV year step of `bun run data:build`: the PVGIS 5 hourly series 2005–2020 in `<shared>/solar/`
 * (see that folder's PROVENANCE.md and MODEL_NOTES.md) → `server/datasets/solar.json`.
 *
 * Month selection (a one-station variant of the Sandia/ISO 15927-4 typical-year method): for every
 * calendar month and source year, the Finkelstein–Schafer statistic compares the distribution of the
 * month's daily plane-of-array irradiation and daily mean air temperature with the 16-year distribution
 * of that month (weights 2/3 irradiation, 1/3 temperature). Of the three best-ranked years, the one
 * whose monthly irradiation is closest to the 16-year monthly mean is taken, so the typical year keeps
 * a representative energy total. Hours are copied unchanged (UTC); 29 February is dropped. Month joins
 * fall on UTC midnight, when the sun is down, so PV output has no seam.
 */
import { join } from 'node:path'
import { SolarDataset } from '../../server/src/data/solar-schema.ts'
import { writeDataset } from './output.ts'

const SERIES = 'Timeseries_48.172_17.181_SA2_2000kWp_crystSi_14_38deg_-2deg_2005_2020'
const IRRADIATION_WEIGHT = 2 / 3
const CANDIDATES = 3

interface HourRow {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  p: number
  gb: number
  gd: number
  gr: number
  hSun: number
  t2m: number
  ws: number
}

function parseSeries(csv: string): HourRow[] {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== '')
  const header = lines[0]!.split(',')
  const expected = ['time', 'P', 'Gb(i)', 'Gd(i)', 'Gr(i)', 'H_sun', 'T2m', 'WS10m', 'Int']
  if (header.join(',') !== expected.join(',')) throw new Error(`solar: unexpected header ${header.join(',')}`)
  return lines.slice(1).map((line) => {
    const [time, p, gb, gd, gr, hSun, t2m, ws] = line.split(',')
    const match = /^(\d{4})(\d{2})(\d{2}):(\d{2})(\d{2})$/.exec(time!)
    if (!match) throw new Error(`solar: bad time ${time}`)
    return {
      year: Number(match[1]),
      month: Number(match[2]),
      day: Number(match[3]),
      hour: Number(match[4]),
      minute: Number(match[5]),
      p: Number(p),
      gb: Number(gb),
      gd: Number(gd),
      gr: Number(gr),
      hSun: Number(hSun),
      t2m: Number(t2m),
      ws: Number(ws),
    }
  })
}

/** Mean absolute distance between the empirical CDF of `sample` and that of `reference`, at the sample points. */
function finkelsteinSchafer(sample: number[], reference: number[]): number {
  const sortedReference = [...reference].sort((a, b) => a - b)
  const sortedSample = [...sample].sort((a, b) => a - b)
  const cdf = (sorted: number[], x: number) => {
    let low = 0
    let high = sorted.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (sorted[mid]! <= x) low = mid + 1
      else high = mid
    }
    return low / sorted.length
  }
  let sum = 0
  for (const x of sortedSample) sum += Math.abs(cdf(sortedSample, x) - cdf(sortedReference, x))
  return sum / sortedSample.length
}

interface DayStats {
  irradiationWhM2: number
  meanTemperatureC: number
}

export async function build(sharedDataDir: string, outDir: string): Promise<void> {
  const gz = await Bun.file(join(sharedDataDir, `solar/${SERIES}.csv.gz`)).arrayBuffer()
  const rows = parseSeries(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(gz))))

  const days = new Map<string, { rows: HourRow[] }>()
  for (const row of rows) {
    const key = `${row.year}-${row.month}-${row.day}`
    const day = days.get(key) ?? { rows: [] }
    day.rows.push(row)
    days.set(key, day)
  }
  // month → year → daily statistics
  const byMonth = new Map<number, Map<number, DayStats[]>>()
  for (const { rows: dayRows } of days.values()) {
    if (dayRows.length !== 24) throw new Error(`solar: day with ${dayRows.length} hours`)
    const { year, month } = dayRows[0]!
    const stats: DayStats = {
      irradiationWhM2: dayRows.reduce((sum, r) => sum + r.gb + r.gd + r.gr, 0),
      meanTemperatureC: dayRows.reduce((sum, r) => sum + r.t2m, 0) / 24,
    }
    const years = byMonth.get(month) ?? new Map<number, DayStats[]>()
    years.set(year, [...(years.get(year) ?? []), stats])
    byMonth.set(month, years)
  }

  const monthSourceYears: number[] = []
  for (let month = 1; month <= 12; month++) {
    const years = byMonth.get(month)!
    const all = [...years.values()].flat()
    const longTermMonthly = all.reduce((sum, d) => sum + d.irradiationWhM2, 0) / years.size
    const ranked = [...years.entries()]
      .map(([year, stats]) => ({
        year,
        score:
          IRRADIATION_WEIGHT * finkelsteinSchafer(stats.map((d) => d.irradiationWhM2), all.map((d) => d.irradiationWhM2)) +
          (1 - IRRADIATION_WEIGHT) * finkelsteinSchafer(stats.map((d) => d.meanTemperatureC), all.map((d) => d.meanTemperatureC)),
        monthlyDeviation: Math.abs(stats.reduce((sum, d) => sum + d.irradiationWhM2, 0) - longTermMonthly),
      }))
      .sort((a, b) => a.score - b.score)
    const chosen = ranked.slice(0, CANDIDATES).sort((a, b) => a.monthlyDeviation - b.monthlyDeviation)[0]!
    monthSourceYears.push(chosen.year)
  }

  const typical = rows
    .filter((r) => r.year === monthSourceYears[r.month - 1] && !(r.month === 2 && r.day === 29))
    .sort((a, b) => a.month - b.month || a.day - b.day || a.hour - b.hour)
  if (typical.length !== 8760) throw new Error(`solar: typical year has ${typical.length} hours`)
  const minute = typical[0]!.minute
  if (typical.some((r) => r.minute !== minute)) throw new Error('solar: mixed timestamp minutes')

  const pick = (field: keyof HourRow) => typical.map((r) => r[field])
  await writeDataset(outDir, 'solar.json', SolarDataset, {
    builtFrom: `solar/${SERIES}.csv.gz (PVGIS © European Union, 2001-2024; ${rows.length} h 2005–2020 → typical year)`,
    site: {
      latitude: 48.172,
      longitude: 17.181,
      elevationM: 131,
      slopeDeg: 38,
      azimuthDeg: -2,
      radiationDatabase: 'PVGIS-SARAH2',
      pvgisNominalKWp: 2000,
      pvgisSystemLossPercent: 14,
    },
    timestampMinute: minute,
    monthSourceYears,
    beamPoaWm2: pick('gb'),
    diffusePoaWm2: pick('gd'),
    reflectedPoaWm2: pick('gr'),
    sunHeightDeg: pick('hSun'),
    airTemperatureC: pick('t2m'),
    windSpeedMs: pick('ws'),
    pvgisPowerW: pick('p'),
  })
}
