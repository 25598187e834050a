import type { Config } from '../config.ts'
import { trackRequest } from './context.ts'
import { problemResponse } from './errors.ts'
import { serviceUnavailable } from './problem.ts'

/** How long a client is asked to wait while the instance starts. */
const STARTING_RETRY_AFTER_SECONDS = 5

/**
 * What the port answers before the app is ready — the database opening, its migrations running or waiting for
 * another instance's — so that probes get an answer instead of a refused connection: alive for liveness (a long
 * migration must not get the process killed), not ready for load balancers, and 503 + Retry-After for the rest.
 */
export function startingHandler(config: Config) {
  return (request: Request): Response => {
    const { id } = trackRequest(request, null)
    const path = new URL(request.url).pathname
    const detail = path === '/readyz' ? 'The instance is starting: opening the database and applying its migrations' : 'The instance is starting; please retry shortly'
    const response =
      path === '/healthz'
        ? Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
        : problemResponse({ config }, request, serviceUnavailable(detail, STARTING_RETRY_AFTER_SECONDS))
    response.headers.set('X-Request-Id', id)
    return response
  }
}
