/**
 * The PV model against PVGIS's own output (`P`) of the shipped typical year: the model sees only the
 * plane-of-array irradiance, air temperature and wind of each hour.
 */
import { describe, expect, test } from 'bun:test'
import { typicalPvYear, typicalPvYearOf } from '../../src/data/solar.ts'
import { DEFAULT_PV_MODEL, solarPosition } from '../../src/engine/pv.ts'

const year = typicalPvYear()
const sum = (values: Float64Array) => values.reduce((a, b) => a + b, 0)

function correlation(a: Float64Array, b: Float64Array): number {
  const meanA = sum(a) / a.length
  const meanB = sum(b) / b.length
  let ab = 0
  let aa = 0
  let bb = 0
  for (let i = 0; i < a.length; i++) {
    ab += (a[i]! - meanA) * (b[i]! - meanB)
    aa += (a[i]! - meanA) ** 2
    bb += (b[i]! - meanB) ** 2
  }
  return ab / Math.sqrt(aa * bb)
}

describe('PV model vs PVGIS P', () => {
  test('annual energy within ±3 % and hourly correlation ≥ 0.98', () => {
    const model = sum(year.perKWp)
    const pvgis = sum(year.pvgisPerKWp)
    expect(pvgis).toBeGreaterThan(1000) // kWh/kWp: a real year of the series, not an empty column
    expect(Math.abs(model / pvgis - 1)).toBeLessThanOrEqual(0.03)
    expect(correlation(year.perKWp, year.pvgisPerKWp)).toBeGreaterThanOrEqual(0.98)
  })

  test('every month within ±3 %', () => {
    const days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    let hour = 0
    for (const monthDays of days) {
      const end = hour + monthDays * 24
      const ratio = sum(year.perKWp.subarray(hour, end)) / sum(year.pvgisPerKWp.subarray(hour, end))
      expect(Math.abs(ratio - 1)).toBeLessThanOrEqual(0.03)
      hour = end
    }
  })

  test('the model responds to its parameters (14 % loss is applied, 20 % would give 0.8/0.86 of it)', () => {
    const lossier = typicalPvYearOf(year.dataset, { ...DEFAULT_PV_MODEL, systemLossPercent: 20 })
    expect(sum(lossier.perKWp) / sum(year.perKWp)).toBeCloseTo(0.8 / 0.86, 6)
  })

  test('computed sun height agrees with PVGIS H_sun within 0.5° (refraction aside)', () => {
    const { latitude, longitude } = year.dataset.site
    let worst = 0
    for (let i = 0; i < 8760; i++) {
      const pvgis = year.dataset.sunHeightDeg[i]!
      if (pvgis < 5) continue
      worst = Math.max(worst, Math.abs(solarPosition(year.timestampsUtcMs[i]!, latitude, longitude).elevationDeg - pvgis))
    }
    expect(worst).toBeLessThan(0.5)
  })
})
