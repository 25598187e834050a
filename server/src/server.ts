import type { Server } from 'bun'
import type { AppServices } from './services.ts'
import { createApp } from './app.ts'
import { trackRequest } from './http/context.ts'
import { clientIpResolver } from './http/client-ip.ts'
import { embedOrigins } from './http/cors.ts'
import { problemResponse } from './http/errors.ts'
import { HttpProblem } from './http/problem.ts'

export interface RunningServer {
  url: string
  port: number
  server: Server<unknown>
  /** Stops accepting connections and waits for in-flight requests. */
  stop(): Promise<void>
}

/**
 * Serves the app with the cross-cutting concerns every response needs: X-Request-Id, CORS for
 * registered embed origins, and one structured access-log line per request.
 */
export function startHttpServer(services: AppServices, options: { port?: number; hostname?: string } = {}): RunningServer {
  const app = createApp(services)
  const cors = embedOrigins(services)
  const clientIp = clientIpResolver(services.config.trustedProxies)

  const server = Bun.serve({
    port: options.port ?? services.config.port,
    hostname: options.hostname ?? services.config.host,
    maxRequestBodySize: 64 * 1024 * 1024,
    development: false,
    async fetch(request, bunServer) {
      const facts = trackRequest(request, clientIp(bunServer.requestIP(request)?.address ?? null, request.headers.get('x-forwarded-for')))
      const origin = request.headers.get('origin')
      const corsHeaders = origin && (await cors.isRegistered(origin).catch(() => false)) ? cors.headers(origin, request.method === 'OPTIONS') : undefined

      let response: Response
      if (request.method === 'OPTIONS') {
        response = new Response(null, { status: 204 })
      } else {
        try {
          response = await app.handle(request)
        } catch (error) {
          services.log.error('request failed outside the app', { requestId: facts.id, error: String(error) })
          response = problemResponse(services, request, new HttpProblem({ status: 500, slug: 'internal-error', detail: `An unexpected error occurred; request id ${facts.id}` }))
        }
      }
      response.headers.set('X-Request-Id', facts.id)
      if (corsHeaders) for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value)

      if (services.log.enabled('info')) {
        services.log.info('request', {
          requestId: facts.id,
          method: request.method,
          path: new URL(request.url).pathname,
          status: response.status,
          ms: Math.round((performance.now() - facts.startedAt) * 10) / 10,
          partnerId: facts.partnerId ?? null,
          ip: facts.ip,
        })
      }
      return response
    },
  })

  return {
    url: `http://${server.hostname === '0.0.0.0' ? 'localhost' : server.hostname}:${server.port}`,
    port: server.port!,
    server,
    async stop() {
      services.jobs.stop()
      await server.stop(false)
    },
  }
}
