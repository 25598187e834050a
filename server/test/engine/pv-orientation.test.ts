/**
 * PV timing and roof orientation: the hour means sit where the sun was, the decomposition + Perez
 * transposition reproduces PVGIS on its own plane, east and west are mirror images, the yields per
 * orientation are the ones DATA.md states, and `pvArrays` flows through the engine.
 */
import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { shippedHdoCatalog } from '../../src/data/hdo.ts'
import { runStudy, traceStudy } from '../../src/engine/index.ts'
import { hourMeansFromSnapshots } from '../../src/engine/hour-means.ts'
import { planeSnapshotsPerKWp } from '../../src/engine/plane.ts'
import { solarPosition } from '../../src/engine/pv.ts'
import type { SkyHours } from '../../src/engine/sky.ts'
import { shippedEngineData, typicalPvYear } from '../../src/modules/studies/simulation.ts'
import { householdRequest } from './requests.ts'
import { correlation, sum } from './series.ts'

const year = typicalPvYear()
const site = year.dataset.site
const data = shippedEngineData()
const hdo = shippedHdoCatalog()


/** Minute of the UTC day at which the sun culminates (highest elevation), to the minute. */
function solarNoonMinute(dayStartUtcMs: number): number {
  let noon = 0
  let highest = -90
  for (let minute = 0; minute < 1440; minute++) {
    const elevation = solarPosition(dayStartUtcMs + minute * 60_000, site.latitude, site.longitude).elevationDeg
    if (elevation > highest) [highest, noon] = [elevation, minute]
  }
  return noon
}

describe('PV timing: hour means instead of hh:10 snapshots', () => {
  test('the production-weighted centre of the clearest summer day is within ±5 min of solar noon', () => {
    let clearest = 0
    let best = -1
    for (let day = 151; day < 243; day++) {
      const energy = sum(year.perKWp.subarray(day * 24, day * 24 + 24))
      if (energy > best) [best, clearest] = [energy, day]
    }
    const centre = (series: Float64Array) => {
      let weight = 0
      let moment = 0
      for (let h = 0; h < 24; h++) {
        weight += series[clearest * 24 + h]!
        moment += series[clearest * 24 + h]! * (h + 0.5) * 60
      }
      return moment / weight
    }
    const dayStart = year.timestampsUtcMs[clearest * 24]! - year.dataset.timestampMinute * 60_000
    const noon = solarNoonMinute(dayStart)
    expect(Math.abs(centre(year.perKWp) - noon)).toBeLessThanOrEqual(5)
    // Spreading each hh:10 snapshot over hh:00–hh+1:00 put the centre ~20 minutes late.
    expect(centre(year.snapshotPerKWp) - noon).toBeGreaterThan(10)
  })

  test('hour means keep the energy of every day and respond to the snapshot minute', () => {
    for (let day = 0; day < 365; day += 30) {
      const hours = [day * 24, day * 24 + 24] as const
      expect(sum(year.perKWp.subarray(...hours))).toBeCloseTo(sum(year.snapshotPerKWp.subarray(...hours)), 6)
    }
    const step = new Float64Array(48)
    step[24] = 1
    // A lone snapshot at hh:10 spreads 100/7200 to the hour before it... and 2500/7200 to the one after.
    expect([...hourMeansFromSnapshots(step, 10).subarray(23, 26)].map((v) => Math.round(v * 7200))).toEqual([2500, 4600, 100])
    expect([...hourMeansFromSnapshots(step, 30).subarray(23, 26)].map((v) => Math.round(v * 7200))).toEqual([900, 5400, 900])
  })
})

describe('orientation model', () => {
  const shipped = { tiltDeg: site.slopeDeg, azimuthDeg: site.azimuthDeg }

  test('round trip at the shipped plane: PVGIS P annual within ±1 %, hourly r ≥ 0.995', () => {
    const roundTrip = planeSnapshotsPerKWp(year.sky, shipped)
    expect(Math.abs(sum(roundTrip) / sum(year.pvgisPerKWp) - 1)).toBeLessThanOrEqual(0.01)
    expect(correlation(roundTrip, year.pvgisPerKWp)).toBeGreaterThanOrEqual(0.995)
  })

  test('east ≡ west mirrored around solar noon (the sun mirrored across the meridian)', () => {
    const mirrored: SkyHours = { ...year.sky, sunAzimuth: year.sky.sunAzimuth.map((azimuth) => 2 * Math.PI - azimuth) }
    for (const tiltDeg of [15, 45, 90]) {
      const east = planeSnapshotsPerKWp(year.sky, { tiltDeg, azimuthDeg: -90 })
      const west = planeSnapshotsPerKWp(mirrored, { tiltDeg, azimuthDeg: 90 })
      for (let i = 0; i < east.length; i++) expect(Math.abs(east[i]! - west[i]!)).toBeLessThan(1e-12)
      // …while on the real sky they differ: the morning and afternoon weather is not the same.
      expect(sum(east)).not.toBeCloseTo(sum(planeSnapshotsPerKWp(year.sky, { tiltDeg, azimuthDeg: 90 })), 0)
    }
    // A south-facing plane is its own mirror image.
    const south = planeSnapshotsPerKWp(year.sky, { tiltDeg: 35, azimuthDeg: 0 })
    const southMirrored = planeSnapshotsPerKWp(mirrored, { tiltDeg: 35, azimuthDeg: 0 })
    for (let i = 0; i < south.length; i++) expect(Math.abs(south[i]! - southMirrored[i]!)).toBeLessThan(1e-9)
  })

  test('the yields per kWp are those DATA.md states (±1 kWh/kWp)', () => {
    const yieldOf = (tiltDeg: number, azimuthDeg: number) => sum(hourMeansFromSnapshots(planeSnapshotsPerKWp(year.sky, { tiltDeg, azimuthDeg }), 10))
    const computed = {
      'south 35°': yieldOf(35, 0),
      'east–west 15°': (yieldOf(15, -90) + yieldOf(15, 90)) / 2,
      'west 30°': yieldOf(30, 90),
      'north 30°': yieldOf(30, 180),
      'vertical south': yieldOf(90, 0),
    }
    const doc = readFileSync(new URL('../../../DATA.md', import.meta.url), 'utf8')
    for (const [name, value] of Object.entries(computed)) {
      const row = new RegExp(`\\| ${name} \\| ([\\d ]+(?:\\.\\d)?) \\|`).exec(doc)
      expect(row, `DATA.md row for ${name}`).not.toBeNull()
      expect(Math.abs(Number(row![1]!.replace(/ /g, '')) - value)).toBeLessThanOrEqual(1)
    }
    expect(computed['south 35°']).toBeGreaterThan(computed['east–west 15°'])
    expect(computed['east–west 15°']).toBeGreaterThan(computed['west 30°'])
    expect(computed['vertical south']).toBeGreaterThan(computed['north 30°'])
  })
})

describe('pvArrays in a study', () => {
  const base = householdRequest({ periodType: '2024', battery: null })

  test('omitted or the shipped plane: today’s production; east–west is the kWp-weighted sum of its planes', () => {
    const omitted = runStudy(base, data, hdo)
    const shippedPlane = runStudy({ ...base, pvArrays: [{ kWp: 5, tiltDeg: 38, azimuthDeg: -2 }] }, data, hdo)
    expect(shippedPlane.energy.productionKWh).toBe(omitted.energy.productionKWh)
    expect(omitted.inputs.pvArrays).toEqual([{ kWp: 5, tiltDeg: 38, azimuthDeg: -2 }])

    const eastWest = traceStudy({ ...base, pvArrays: [{ kWp: 3, tiltDeg: 15, azimuthDeg: -90 }, { kWp: 2, tiltDeg: 15, azimuthDeg: 90 }] }, data, hdo)
    const east = traceStudy({ ...base, pvArrays: [{ kWp: 5, tiltDeg: 15, azimuthDeg: -90 }] }, data, hdo).trace.production
    const west = traceStudy({ ...base, pvArrays: [{ kWp: 5, tiltDeg: 15, azimuthDeg: 90 }] }, data, hdo).trace.production
    for (let h = 0; h < east.length; h += 7) expect(eastWest.trace.production[h]!).toBeCloseTo((3 / 5) * east[h]! + (2 / 5) * west[h]!, 9)
    expect(eastWest.result.energy.productionKWh).toBeLessThan(omitted.energy.productionKWh)
    expect(eastWest.result.assumptions.find((a) => a.key === 'pv-arrays')?.text).toContain('Perez')
    // East panels produce earlier in the day than west ones.
    const centre = (series: Float64Array) => {
      let moment = 0
      for (let h = 0; h < series.length; h++) moment += series[h]! * data.calendar.localHour[h]!
      return moment / sum(series)
    }
    expect(centre(east)).toBeLessThan(centre(west) - 1)
  })
})
