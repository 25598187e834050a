import { createHash, timingSafeEqual } from 'node:crypto'
import { Elysia } from 'elysia'
import { HttpProblem } from '../../http/problem.ts'
import type { AppServices } from '../../services.ts'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Digests of equal length are compared, so the time of an answer tells neither the token's characters nor its length. */
function bearerMatches(authorization: string | null, expected: Buffer): boolean {
  const [scheme, token] = authorization?.trim().split(/\s+/) ?? []
  return scheme?.toLowerCase() === 'bearer' && timingSafeEqual(digest(token ?? ''), expected)
}

/**
 * `GET /metrics`: the Prometheus text format, for an operator's scraper only. It exists only when METRICS_TOKEN is
 * set (otherwise 404 like any unknown path) and then asks for `Authorization: Bearer <METRICS_TOKEN>`. Not in the
 * OpenAPI document: it is no part of the partner API.
 */
export const metricsModule = (services: AppServices) => {
  const plugin = new Elysia({ name: 'metrics', seed: services.instanceId })
  const token = services.config.metricsToken
  if (token === undefined) return plugin
  const expected = digest(token)
  return plugin.get(
    '/metrics',
    async ({ request }) => {
      if (!bearerMatches(request.headers.get('authorization'), expected)) {
        throw new HttpProblem({
          status: 401,
          slug: 'unauthorized',
          detail: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>',
          headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
        })
      }
      return new Response(await services.metrics.text(), { headers: { 'content-type': services.metrics.contentType, 'cache-control': 'no-store' } })
    },
    { detail: { hide: true } },
  )
}
