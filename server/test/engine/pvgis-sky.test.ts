/**
 * PVGIS's typical-year JSON through the server's reader, the cache's compact storage and the PV chain:
 * the round trip (the reference sky served as PVGIS serves a typical year, read back, stored, transposed
 * with Perez to the shipped plane) reproduces PVGIS's own `P` of the shipped series within 1 %; a
 * series' sky sets its yield; malformed answers are refused with what is wrong.
 */
import { describe, expect, test } from 'bun:test'
import { parsePvgisTypicalYear, PvgisFormatError, typicalYearInstants } from '../../src/data/pvgis.ts'
import { sitePvYearOf } from '../../src/engine/index.ts'
import { placeOfPostcode, postcodeInAddress } from '../../src/data/places.ts'
import { cellOf } from '../../src/modules/pvgis/cache.ts'
import { decodeCellSeries, encodeCellSeries } from '../../src/modules/pvgis/codec.ts'
import { typicalPvYear } from '../../src/modules/studies/simulation.ts'
import { fetchTypicalYear, pvgisVersionOf } from '../../src/modules/pvgis/client.ts'
import { startPvgisDouble, typicalYearJson } from '../support/pvgis-double.ts'

const sum = (values: ArrayLike<number>) => {
  let total = 0
  for (let i = 0; i < values.length; i++) total += values[i]!
  return total
}
const pv = typicalPvYear()
const site = pv.dataset.site
const plane = { tiltDeg: site.slopeDeg, azimuthDeg: site.azimuthDeg }

function yieldOf(json: unknown) {
  const year = parsePvgisTypicalYear(JSON.parse(JSON.stringify(json)))
  const stored = encodeCellSeries(year)
  const series = decodeCellSeries(stored)
  const result = sitePvYearOf(
    { ...series, latitude: year.latitude, longitude: year.longitude, minute: year.timeOffsetHours * 60, timestampsUtcMs: typicalYearInstants(year.monthYears, year.timeOffsetHours) },
    plane,
  )
  return { year, stored, result }
}

describe('PVGIS typical year → cache → PV chain', () => {
  const { year, stored, result } = yieldOf(typicalYearJson(site.latitude, site.longitude))
  const pvgisOwn = sum(pv.pvgisPerKWp)

  test('the reader takes PVGIS’s metadata and all 8 760 hours', () => {
    expect(year).toMatchObject({ radiationDatabase: 'PVGIS-SARAH3', meteoDatabase: 'ERA5', yearMin: 2005, yearMax: 2023, elevationM: 250 })
    expect(year.monthYears).toEqual(pv.dataset.monthSourceYears)
    expect(year.timeOffsetHours).toBeCloseTo(10 / 60, 6)
    expect(year.ghi.length).toBe(8760)
  })

  test('a cell is stored in at most 100 KB', () => {
    expect(stored.byteLength).toBeLessThan(100 * 1024)
  })

  test('round trip at the shipped plane: within 1 % of PVGIS’s own P (year and every month within 3 %)', () => {
    const model = sum(result.snapshotPerKWp)
    console.log(`round trip: model ${model.toFixed(1)} vs PVGIS P ${pvgisOwn.toFixed(1)} kWh/kWp (${(((model - pvgisOwn) / pvgisOwn) * 100).toFixed(2)} %)`)
    expect(Math.abs(model / pvgisOwn - 1)).toBeLessThan(0.01)
    const monthStart = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365]
    for (let m = 0; m < 12; m++) {
      const a = monthStart[m]! * 24
      const b = monthStart[m + 1]! * 24
      const mine = sum(result.snapshotPerKWp.subarray(a, b))
      const theirs = sum(pv.pvgisPerKWp.subarray(a, b))
      expect(Math.abs(mine / theirs - 1)).toBeLessThan(0.03)
    }
    // Hour means keep every day's energy.
    expect(Math.abs(sum(result.perKWp) - model)).toBeLessThan(0.01)
  })

  test('a darker or brighter sky gives less or more: the yield follows the irradiance served', () => {
    const darker = sum(yieldOf(typicalYearJson(site.latitude, site.longitude, 0.85)).result.perKWp)
    const brighter = sum(yieldOf(typicalYearJson(site.latitude, site.longitude, 1.05)).result.perKWp)
    const reference = sum(result.perKWp)
    expect(darker / reference).toBeGreaterThan(0.8)
    expect(darker / reference).toBeLessThan(0.88)
    expect(brighter / reference).toBeGreaterThan(1.02)
    expect(brighter / reference).toBeLessThan(1.07)
  })

  test('malformed answers are refused, naming what is wrong', () => {
    const good = typicalYearJson(49.8, 18.25) as { outputs: { tmy_hourly: Record<string, unknown>[] }; inputs: { meteo_data: Record<string, unknown> } }
    expect(() => parsePvgisTypicalYear({ message: 'error' })).toThrow(PvgisFormatError)
    const short = structuredClone(good)
    short.outputs.tmy_hourly.pop()
    expect(() => parsePvgisTypicalYear(short)).toThrow(/lacks hour 8759/)
    const text = structuredClone(good)
    text.outputs.tmy_hourly[100]!['G(h)'] = 'n/a'
    expect(() => parsePvgisTypicalYear(text)).toThrow(/G\(h\)/)
    const noDb = structuredClone(good)
    delete noDb.inputs.meteo_data.radiation_db
    expect(() => parsePvgisTypicalYear(noDb)).toThrow(/radiation_db/)
  })

  test('cells are 0.05° on a side, named by their centre', () => {
    expect(cellOf(49.82102, 18.26262)).toEqual({ cell: '49.80,18.25', latitude: 49.8, longitude: 18.25 })
    expect(cellOf(50.07564, 14.4379)).toEqual({ cell: '50.10,14.45', latitude: 50.1, longitude: 14.45 })
  })
})

describe('the PSČ of an address and its place', () => {
  test('the last five-digit group, written "702 00" or "70200", not part of a longer number', () => {
    expect(postcodeInAddress('Nádražní 12, 702 00 Ostrava')).toBe('70200')
    expect(postcodeInAddress('Obroková 3, 66902 Znojmo')).toBe('66902')
    expect(postcodeInAddress('Jiráskova 1234/5, 251 01 Říčany')).toBe('25101')
    expect(postcodeInAddress('č. p. 123456, tel. 777 123 456')).toBeUndefined()
    expect(postcodeInAddress('Hlavní 5, 110 00 Praha 1 (dříve 120 00)')).toBe('12000')
    expect(postcodeInAddress('bez PSČ')).toBeUndefined()
  })

  test('the shipped table places a PSČ at its municipality', () => {
    expect(placeOfPostcode('702 00')).toEqual({ postcode: '70200', latitude: 49.82102, longitude: 18.26262, place: 'Ostrava' })
    expect(placeOfPostcode('66902')?.place).toBe('Znojmo')
    expect(placeOfPostcode('11000')?.place).toBe('Praha')
    expect(placeOfPostcode('00000')).toBeUndefined()
  })
})

describe('the PVGIS client', () => {
  test('no server, a slow one, and PVGIS’s error answers become stated reasons', async () => {
    const closed = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response('') })
    const closedUrl = `http://127.0.0.1:${closed.port}/api/v5_3`
    closed.stop(true)
    await expect(fetchTypicalYear(closedUrl, { latitude: 49.8, longitude: 18.25 }, 2000)).rejects.toMatchObject({ reason: 'unavailable' })

    const double = startPvgisDouble([{ name: 'x', latitude: 49.8, longitude: 18.25, scale: 1 }])
    try {
      double.mode = 'slow'
      double.slowMs = 1000
      await expect(fetchTypicalYear(double.url, { latitude: 49.8, longitude: 18.25 }, 200)).rejects.toMatchObject({ reason: 'timeout', message: 'PVGIS did not answer within 200 ms' })
      double.mode = 'rate-limited'
      await expect(fetchTypicalYear(double.url, { latitude: 49.8, longitude: 18.25 }, 2000)).rejects.toMatchObject({ reason: 'rate-limited', retryAfterSeconds: 1 })
      double.mode = 'overloaded'
      await expect(fetchTypicalYear(double.url, { latitude: 49.8, longitude: 18.25 }, 2000)).rejects.toMatchObject({ reason: 'overloaded' })
      double.mode = 'ok'
      const year = await fetchTypicalYear(double.url, { latitude: 49.8, longitude: 18.25 }, 5000)
      expect(year.latitude).toBe(49.8)
      expect(pvgisVersionOf(double.url)).toBe('5.3')
    } finally {
      double.stop()
    }
  })
})
