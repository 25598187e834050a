/**
 * The PV model against PVGIS's own output (`P`) of the shipped typical year: the model sees only the
 * plane-of-array irradiance, air temperature and wind of each hour.
 */
import { describe, expect, test } from 'bun:test'
import { typicalPvYearOf } from '../../src/engine/pv-year.ts'
import { typicalPvYear } from '../../src/modules/studies/simulation.ts'
import { DEFAULT_PV_MODEL, solarPosition } from '../../src/engine/pv.ts'
import { correlation, sum } from './series.ts'

const year = typicalPvYear()

describe('PV model vs PVGIS P', () => {
  test('annual energy within ±3 % and hourly correlation ≥ 0.98 (at PVGIS’s own instants)', () => {
    const model = sum(year.snapshotPerKWp)
    const pvgis = sum(year.pvgisPerKWp)
    expect(pvgis).toBeGreaterThan(1000) // kWh/kWp: a real year of the series, not an empty column
    expect(Math.abs(model / pvgis - 1)).toBeLessThanOrEqual(0.03)
    expect(correlation(year.snapshotPerKWp, year.pvgisPerKWp)).toBeGreaterThanOrEqual(0.98)
    // The hour means the engine uses carry the same energy.
    expect(sum(year.perKWp)).toBeCloseTo(model, 6)
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

  test('solar position within 0.1° of NREL SPA’s published example (Reda & Andreas 2004)', () => {
    // 2003-10-17 12:30:30 local time (UTC−7) at 39.742476 N, 105.1786 W: topocentric zenith 50.11162°
    // (incl. 0.0162° refraction at 820 mbar, 11 °C), azimuth 194.34024°.
    const sun = solarPosition(Date.UTC(2003, 9, 17, 19, 30, 30), 39.742476, -105.1786)
    expect(Math.abs(90 - sun.elevationDeg - (50.11162 + 0.0162))).toBeLessThan(0.1)
    expect(Math.abs(sun.azimuthDeg - 194.34024)).toBeLessThan(0.1)
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
