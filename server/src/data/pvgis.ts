/**
 * PVGIS's typical-meteorological-year service (`GET {PVGIS_URL}/tmy?lat=…&lon=…&outputformat=json`,
 * PVGIS 5.3), read without any I/O. The answer:
 *
 *   { "inputs": { "location": { "latitude", "longitude", "elevation", "irradiance_time_offset" (hours) },
 *                 "meteo_data": { "radiation_db", "meteo_db", "year_min", "year_max", … } },
 *     "outputs": { "months_selected": [{ "month": 1, "year": 2018 }, …],
 *                  "tmy_hourly": [{ "time(UTC)": "20180101:0000", "T2m", "RH", "G(h)", "Gb(n)", "Gd(h)",
 *                                   "IR(h)", "WS10m", "WD10m", "SP" }, … 8 760 rows] },
 *     "meta": { … } }
 *
 * G(h) is global and Gd(h) diffuse irradiance on the horizontal, Gb(n) beam normal irradiance (W/m²), T2m
 * the 2-m air temperature (°C), WS10m the 10-m wind speed (m/s). A row stamped hh:00 UTC holds the
 * irradiance of hh:00 + the irradiance time offset (the satellite's scan). Each month keeps the year it
 * was taken from. An error is answered as JSON `{ "message": "…" }` with status 400 (also 429 when over
 * the rate limit, 529 when overloaded).
 */

/** An answer that is not PVGIS's typical-year JSON (names what is wrong). */
export class PvgisFormatError extends Error {
  override name = 'PvgisFormatError'
}

/** A PVGIS typical year in typical-year order: hour i is UTC day ⌊i/24⌋ of a non-leap year, hour i mod 24. */
export interface PvgisTypicalYear {
  latitude: number
  longitude: number
  elevationM: number
  radiationDatabase: string
  meteoDatabase: string | null
  yearMin: number
  yearMax: number
  /** Hours after the row's stamp at which its irradiance holds (0.1761 ≈ 10.6 minutes). */
  timeOffsetHours: number
  /** Source year of each calendar month, January first. */
  monthYears: number[]
  ghi: Float64Array
  dni: Float64Array
  dhi: Float64Array
  airTemperatureC: Float64Array
  windSpeedMs: Float64Array
}

export const TYPICAL_YEAR_HOURS = 8760
const MONTH_START_DAY = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function numberAt(record: Record<string, unknown>, key: string, where: string, min: number, max: number): number {
  const value = record[key]
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new PvgisFormatError(`${where}: ${key} is ${JSON.stringify(value)}, not a number in ${min} … ${max}`)
  }
  return value
}

/** The UTC instant of typical-year hour i, with the months' source years and the irradiance offset. */
export function typicalYearInstants(monthYears: readonly number[], timeOffsetHours: number): Float64Array {
  const out = new Float64Array(TYPICAL_YEAR_HOURS)
  for (let i = 0; i < TYPICAL_YEAR_HOURS; i++) {
    const day = Math.floor(i / 24)
    let month = 11
    while (MONTH_START_DAY[month]! > day) month--
    out[i] = Date.UTC(monthYears[month]!, month, day - MONTH_START_DAY[month]! + 1, i % 24) + timeOffsetHours * 3_600_000
  }
  return out
}

/** Reads PVGIS's typical-year JSON; throws PvgisFormatError on anything else. */
export function parsePvgisTypicalYear(json: unknown): PvgisTypicalYear {
  if (!isObject(json) || !isObject(json.inputs) || !isObject(json.outputs)) throw new PvgisFormatError('no inputs/outputs objects')
  const location = json.inputs.location
  const meteo = json.inputs.meteo_data
  if (!isObject(location)) throw new PvgisFormatError('no inputs.location')
  if (!isObject(meteo)) throw new PvgisFormatError('no inputs.meteo_data')
  const latitude = numberAt(location, 'latitude', 'inputs.location', -90, 90)
  const longitude = numberAt(location, 'longitude', 'inputs.location', -180, 180)
  const elevationM = numberAt(location, 'elevation', 'inputs.location', -500, 9000)
  const timeOffsetHours = location.irradiance_time_offset === undefined ? 0 : numberAt(location, 'irradiance_time_offset', 'inputs.location', -1, 1)
  const radiationDatabase = meteo.radiation_db
  if (typeof radiationDatabase !== 'string' || radiationDatabase === '') throw new PvgisFormatError('inputs.meteo_data.radiation_db is missing')
  const meteoDatabase = typeof meteo.meteo_db === 'string' ? meteo.meteo_db : null
  const yearMin = numberAt(meteo, 'year_min', 'inputs.meteo_data', 1950, 2100)
  const yearMax = numberAt(meteo, 'year_max', 'inputs.meteo_data', yearMin, 2100)
  const rows = json.outputs.tmy_hourly
  if (!Array.isArray(rows)) throw new PvgisFormatError('no outputs.tmy_hourly array')

  const year = {
    ghi: new Float64Array(TYPICAL_YEAR_HOURS),
    dni: new Float64Array(TYPICAL_YEAR_HOURS),
    dhi: new Float64Array(TYPICAL_YEAR_HOURS),
    airTemperatureC: new Float64Array(TYPICAL_YEAR_HOURS),
    windSpeedMs: new Float64Array(TYPICAL_YEAR_HOURS),
  }
  const filled = new Uint8Array(TYPICAL_YEAR_HOURS)
  const monthYears: (number | undefined)[] = new Array(12).fill(undefined)
  rows.forEach((row, n) => {
    const where = `outputs.tmy_hourly[${n}]`
    if (!isObject(row)) throw new PvgisFormatError(`${where} is not an object`)
    const stamp = row['time(UTC)']
    const match = typeof stamp === 'string' ? /^(\d{4})(\d{2})(\d{2}):(\d{2})(\d{2})$/.exec(stamp) : null
    if (!match) throw new PvgisFormatError(`${where}: time(UTC) ${JSON.stringify(stamp)} is not YYYYMMDD:HHMM`)
    const [, y, m, d, h] = match.map(Number) as [number, number, number, number, number]
    if (m < 1 || m > 12 || h > 23 || d < 1 || d > (m === 2 ? 29 : MONTH_DAYS[m - 1]!)) throw new PvgisFormatError(`${where}: no such hour ${stamp}`)
    if (m === 2 && d === 29) return // a leap year's 29 February has no place in the typical year
    if (monthYears[m - 1] === undefined) monthYears[m - 1] = y
    else if (monthYears[m - 1] !== y) throw new PvgisFormatError(`${where}: month ${m} mixes years ${monthYears[m - 1]} and ${y}`)
    const index = (MONTH_START_DAY[m - 1]! + d - 1) * 24 + h
    if (filled[index]) throw new PvgisFormatError(`${where}: hour ${stamp} given twice`)
    filled[index] = 1
    // PVGIS writes −0.0 and tiny negative values at night; a wildly negative value is no irradiance.
    year.ghi[index] = Math.max(0, numberAt(row, 'G(h)', where, -50, 1600))
    year.dni[index] = Math.max(0, numberAt(row, 'Gb(n)', where, -50, 1600))
    year.dhi[index] = Math.max(0, numberAt(row, 'Gd(h)', where, -50, 1000))
    year.airTemperatureC[index] = numberAt(row, 'T2m', where, -70, 60)
    year.windSpeedMs[index] = Math.max(0, numberAt(row, 'WS10m', where, -1, 80))
  })
  const missing = filled.indexOf(0)
  if (missing >= 0) throw new PvgisFormatError(`outputs.tmy_hourly lacks hour ${missing} of the typical year (${rows.length} rows)`)
  const selected = json.outputs.months_selected
  if (Array.isArray(selected)) {
    for (const entry of selected) {
      if (isObject(entry) && typeof entry.month === 'number' && typeof entry.year === 'number' && monthYears[entry.month - 1] !== entry.year) {
        throw new PvgisFormatError(`months_selected says ${entry.month}/${entry.year}, the hours say ${monthYears[entry.month - 1]}`)
      }
    }
  }
  return {
    latitude,
    longitude,
    elevationM,
    radiationDatabase,
    meteoDatabase,
    yearMin,
    yearMax,
    timeOffsetHours,
    monthYears: monthYears as number[],
    ...year,
  }
}

/** The message of a PVGIS error answer (`{"message": "…"}`), or undefined. */
export function pvgisErrorMessage(text: string): string | undefined {
  try {
    const json: unknown = JSON.parse(text)
    return isObject(json) && typeof json.message === 'string' ? json.message.slice(0, 300) : undefined
  } catch {
    return undefined
  }
}
