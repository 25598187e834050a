/**
 * A cached cell's series stored compactly: GHI, DNI and DHI in 0.1 W/m², air temperature and wind speed
 * in 0.01 °C and 0.01 m/s, each as 8 760 little-endian Int16 (87.6 kB), gzipped (about 35–45 kB).
 * PVGIS itself gives irradiance to 0.1 W/m² and weather to 0.01, so nothing it says is lost.
 */
import { TYPICAL_YEAR_HOURS } from '../../data/pvgis.ts'

export interface CellSeries {
  ghi: Float64Array
  dni: Float64Array
  dhi: Float64Array
  airTemperatureC: Float64Array
  windSpeedMs: Float64Array
}

const COLUMNS = [
  ['ghi', 10],
  ['dni', 10],
  ['dhi', 10],
  ['airTemperatureC', 100],
  ['windSpeedMs', 100],
] as const

export function encodeCellSeries(series: CellSeries): Uint8Array {
  const packed = new Int16Array(COLUMNS.length * TYPICAL_YEAR_HOURS)
  COLUMNS.forEach(([column, scale], c) => {
    const values = series[column]
    for (let i = 0; i < TYPICAL_YEAR_HOURS; i++) packed[c * TYPICAL_YEAR_HOURS + i] = Math.max(-32768, Math.min(32767, Math.round(values[i]! * scale)))
  })
  return Bun.gzipSync(new Uint8Array(packed.buffer))
}

export function decodeCellSeries(bytes: Uint8Array): CellSeries {
  const raw = Bun.gunzipSync(bytes as Uint8Array<ArrayBuffer>)
  if (raw.byteLength !== COLUMNS.length * TYPICAL_YEAR_HOURS * 2) throw new Error(`a cached PVGIS cell holds ${raw.byteLength} bytes, not ${COLUMNS.length * TYPICAL_YEAR_HOURS * 2}`)
  const packed = new Int16Array(raw.buffer, raw.byteOffset, raw.byteLength / 2)
  const out = {} as Record<(typeof COLUMNS)[number][0], Float64Array>
  COLUMNS.forEach(([column, scale], c) => {
    const values = new Float64Array(TYPICAL_YEAR_HOURS)
    for (let i = 0; i < TYPICAL_YEAR_HOURS; i++) values[i] = packed[c * TYPICAL_YEAR_HOURS + i]! / scale
    out[column] = values
  })
  return out
}
