/**
 * The PVGIS client (server only: PVGIS sends no CORS headers, and its rate limit is per IP): the
 * typical-meteorological-year service of the configured API (`PVGIS_URL`, default v5.3) for one point.
 * Every failure becomes a `PvgisUnavailable` with a reason a study can state.
 */
import { parsePvgisTypicalYear, pvgisErrorMessage, PvgisFormatError, type PvgisTypicalYear } from '../../data/pvgis.ts'

export type PvgisFailure = 'off' | 'timeout' | 'rate-limited' | 'overloaded' | 'unavailable' | 'refused' | 'malformed'

export class PvgisUnavailable extends Error {
  override name = 'PvgisUnavailable'
  constructor(
    readonly reason: PvgisFailure,
    message: string,
    /** From a 429/529 answer's Retry-After, seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

/** The API version named by the URL (`…/api/v5_3` → `5.3`), else the URL itself. */
export function pvgisVersionOf(url: string): string {
  const match = /\/v(\d+)_(\d+)\/?$/.exec(url)
  return match ? `${match[1]}.${match[2]}` : url
}

function retryAfter(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'))
  return Number.isFinite(value) && value > 0 ? Math.min(value, 3600) : undefined
}

/** PVGIS's typical year at a point; `signal` ends the wait early (the caller's budget). */
export async function fetchTypicalYear(baseUrl: string, point: { latitude: number; longitude: number }, timeoutMs: number): Promise<PvgisTypicalYear> {
  const url = `${baseUrl}/tmy?lat=${point.latitude.toFixed(4)}&lon=${point.longitude.toFixed(4)}&outputformat=json&usehorizon=1`
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } })
  } catch (error) {
    const name = (error as Error).name
    if (name === 'TimeoutError' || name === 'AbortError') throw new PvgisUnavailable('timeout', `PVGIS did not answer within ${timeoutMs} ms`)
    throw new PvgisUnavailable('unavailable', `PVGIS could not be reached (${(error as Error).message})`)
  }
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    const name = (error as Error).name
    if (name === 'TimeoutError' || name === 'AbortError') throw new PvgisUnavailable('timeout', `PVGIS did not finish its answer within ${timeoutMs} ms`)
    throw new PvgisUnavailable('unavailable', `PVGIS's answer broke off (${(error as Error).message})`)
  }
  if (!response.ok) {
    const message = pvgisErrorMessage(text)
    const said = message ? `: ${message}` : ''
    if (response.status === 429) throw new PvgisUnavailable('rate-limited', `PVGIS refused the call over its rate limit (429${said})`, retryAfter(response))
    if (response.status === 529) throw new PvgisUnavailable('overloaded', `PVGIS is overloaded (529${said})`, retryAfter(response))
    if (response.status === 400) throw new PvgisUnavailable('refused', `PVGIS refused the request (400${said})`)
    throw new PvgisUnavailable('unavailable', `PVGIS answered HTTP ${response.status}${said}`)
  }
  try {
    return parsePvgisTypicalYear(JSON.parse(text))
  } catch (error) {
    const detail = error instanceof PvgisFormatError ? error.message : 'not JSON'
    throw new PvgisUnavailable('malformed', `PVGIS's answer was not its typical-year JSON (${detail})`)
  }
}
