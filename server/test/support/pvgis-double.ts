/**
 * A loopback PVGIS (Bun.serve) answering `GET /tmy?lat=…&lon=…&outputformat=json` in PVGIS 5.3's own
 * typical-year JSON (inputs.location with irradiance_time_offset, inputs.meteo_data, outputs.months_selected,
 * outputs.tmy_hourly rows with time(UTC), T2m, RH, G(h), Gb(n), Gd(h), IR(h), WS10m, WD10m, SP; meta), and
 * its error answers (`{"message": …}` with 400, 429, 529). Its skies are the shipped reference series'
 * sky (GHI/DNI/DHI recovered from the PVGIS plane series, sky.ts) scaled per place, so that a study's
 * production can be checked to follow the sky served; the nearest place to the asked point is served.
 */
import { typicalPvYear } from '../../src/modules/studies/simulation.ts'

export type DoubleMode = 'ok' | 'slow' | 'rate-limited' | 'overloaded' | 'malformed' | 'down' | 'refused'

export interface DoubleSky {
  name: string
  latitude: number
  longitude: number
  /** Irradiance factor against the reference sky. */
  scale: number
}

const MONTH_START_DAY = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
const pad = (value: number, width = 2) => String(value).padStart(width, '0')
const r1 = (value: number) => Math.round(value * 10) / 10
const r2 = (value: number) => Math.round(value * 100) / 100

/** PVGIS's typical-year JSON of the reference sky × scale, as if for (latitude, longitude). */
export function typicalYearJson(latitude: number, longitude: number, scale = 1): Record<string, unknown> {
  const pv = typicalPvYear()
  const { dataset, sky } = pv
  const rows: Record<string, unknown>[] = []
  for (let i = 0; i < 8760; i++) {
    const day = Math.floor(i / 24)
    let month = 11
    while (MONTH_START_DAY[month]! > day) month--
    const year = dataset.monthSourceYears[month]!
    rows.push({
      'time(UTC)': `${year}${pad(month + 1)}${pad(day - MONTH_START_DAY[month]! + 1)}:${pad(i % 24)}00`,
      T2m: dataset.airTemperatureC[i],
      RH: 70.0,
      'G(h)': r1(sky.ghi[i]! * scale),
      'Gb(n)': sky.dni[i]! > 0 ? r1(sky.dni[i]! * scale) : -0.0,
      'Gd(h)': r1(sky.dhi[i]! * scale),
      'IR(h)': 280.0,
      WS10m: dataset.windSpeedMs[i],
      WD10m: 250.0,
      SP: 99000.0,
    })
  }
  return {
    inputs: {
      location: { latitude: r2(latitude), longitude: r2(longitude), elevation: 250.0, irradiance_time_offset: dataset.timestampMinute / 60 },
      meteo_data: { radiation_db: 'PVGIS-SARAH3', meteo_db: 'ERA5', year_min: 2005, year_max: 2023, use_horizon: true, horizon_db: 'DEM-calculated' },
    },
    outputs: {
      months_selected: dataset.monthSourceYears.map((year, index) => ({ month: index + 1, year, FS_sum: 0.5 })),
      tmy_hourly: rows,
    },
    meta: { inputs: { location: { description: 'Selected location' } }, outputs: { tmy_hourly: { type: 'time series', timestamp: 'hourly' } } },
  }
}

export interface PvgisDouble {
  url: string
  mode: DoubleMode
  /** Delay of 'slow' answers, ms. */
  slowMs: number
  /** Answers the next `times` calls in `mode`, then 'ok' again. */
  failNext(mode: DoubleMode, times: number): void
  /** Calls per asked point ("lat,lon" as sent). */
  calls: Map<string, number>
  totalCalls(): number
  stop(): void
}

export function startPvgisDouble(skies: DoubleSky[]): PvgisDouble {
  const bodies = new Map<string, string>()
  let failuresLeft = Infinity
  const nearest = (latitude: number, longitude: number) =>
    skies.reduce((best, sky) => ((sky.latitude - latitude) ** 2 + (sky.longitude - longitude) ** 2 < (best.latitude - latitude) ** 2 + (best.longitude - longitude) ** 2 ? sky : best))
  const state: PvgisDouble = {
    url: '',
    mode: 'ok',
    slowMs: 4000,
    calls: new Map(),
    failNext(mode, times) {
      state.mode = mode
      failuresLeft = times
    },
    totalCalls: () => [...state.calls.values()].reduce((sum, n) => sum + n, 0),
    stop: () => server.stop(true),
  }
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    idleTimeout: 60,
    async fetch(request) {
      const url = new URL(request.url)
      if (!url.pathname.endsWith('/tmy')) return json(404, { message: 'not found' })
      const lat = Number(url.searchParams.get('lat'))
      const lon = Number(url.searchParams.get('lon'))
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || url.searchParams.get('outputformat') !== 'json') {
        return json(400, { message: 'Invalid request: lat, lon and outputformat=json are required' })
      }
      const key = `${lat},${lon}`
      state.calls.set(key, (state.calls.get(key) ?? 0) + 1)
      const mode = state.mode
      if (mode !== 'ok' && --failuresLeft <= 0) {
        state.mode = 'ok'
        failuresLeft = Infinity
      }
      switch (mode) {
        case 'down':
          return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } })
        case 'rate-limited':
          return json(429, { message: 'Rate limit exceeded: too many requests' }, { 'retry-after': '1' })
        case 'overloaded':
          return json(529, { message: 'Server overloaded, please try again later' })
        case 'refused':
          return json(400, { message: 'Location over the sea. Please, select another location' })
        case 'malformed':
          return json(200, { inputs: { location: { latitude: lat, longitude: lon, elevation: 250 } }, outputs: { tmy_hourly: [{ 'time(UTC)': '20180101:0000', 'G(h)': 'n/a' }] } })
        case 'slow':
          await Bun.sleep(state.slowMs)
          break
        default:
          break
      }
      const sky = nearest(lat, lon)
      const cacheKey = `${sky.name}|${key}`
      let body = bodies.get(cacheKey)
      if (!body) bodies.set(cacheKey, (body = JSON.stringify(typicalYearJson(lat, lon, sky.scale))))
      return new Response(body, { headers: { 'content-type': 'application/json' } })
    },
  })
  state.url = `http://127.0.0.1:${server.port}/api/v5_3`
  return state
}
