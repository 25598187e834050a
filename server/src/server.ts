import type { Server } from 'bun'
import type { Config } from './config.ts'
import type { AppServices } from './services.ts'
import { createApp } from './app.ts'
import { trackRequest } from './http/context.ts'
import { clientIpResolver } from './http/client-ip.ts'
import { embedOrigins, openToEveryOrigin, type EmbedOrigins } from './http/cors.ts'
import { problemResponse } from './http/errors.ts'
import { HttpProblem } from './http/problem.ts'
import { drainUnread } from './http/request-body.ts'
import { withSecurityHeaders } from './http/security-headers.ts'
import { startingHandler } from './http/starting.ts'
import { JSON_BODY_MAX_BYTES } from '@partner/energy-shared'

/** Slack above the largest body a route accepts: the routes enforce their exact limits (and multipart framing) themselves. */
const BODY_CEILING_SLACK = 1024 * 1024

/** Bun closes a connection that sends nothing for this long (its default); enough for every quick route. */
const IDLE_SECONDS = 10
/** Paths whose answer may take the untrusted-PDF, OCR or render budgets, plus the on-demand widget build. */
const SLOW_PATHS = new Set(['/api/v1/invoice-extraction', '/api/v1/studies', '/demo/energy-calculator.js'])

/**
 * Seconds a request may stay silent before Bun drops its connection: the slow routes get their work's own
 * budgets plus a margin (Bun's maximum is 255), so a long OCR or a queued render answers instead of a reset socket.
 */
export function requestIdleSeconds(method: string, path: string, config: Config): number {
  if (!SLOW_PATHS.has(path) || method === 'OPTIONS') return IDLE_SECONDS
  const invoice = (config.invoicePdf.parseTimeoutMs + config.invoicePdf.ocrBudgetMs) / 1000
  return Math.min(255, Math.ceil(Math.max(invoice, config.pdfRenderTimeoutSeconds * 2, 60)) + 15)
}

/** The configured port is taken by another process: refused, never shared. */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
  constructor(readonly port: number, readonly hostname: string) {
    super(`port ${port} on ${hostname} is already in use by another process; stop it or set PORT to a free port`)
  }
}

export interface RunningServer {
  url: string
  port: number
  server: Server<unknown>
  /** Stops accepting connections and waits for in-flight requests. */
  stop(): Promise<void>
}

type FetchHandler = (request: Request, server: Server<unknown>) => Response | Promise<Response>

/** The bound port; what answers on it is set by `serve`. */
export interface Listener {
  url: string
  port: number
  server: Server<unknown>
  serve(fetch: FetchHandler): void
}

/**
 * Binds the port with the server's settings. Start-up binds it before the database opens (its migrations may wait
 * for another instance's lock), answering as a starting instance (http/starting.ts) until the app takes over; a
 * taken port fails fast with PortInUseError.
 */
export function listen(config: Config, options: { port?: number; hostname?: string } = {}): Listener {
  const port = options.port ?? config.port
  const hostname = options.hostname ?? config.host
  let handle: FetchHandler = startingHandler(config)
  let server: Server<unknown>
  try {
    server = Bun.serve({
      port,
      hostname,
      // Never share a port with another process (two servers each with their own state behind one port).
      reusePort: false,
      idleTimeout: IDLE_SECONDS,
      maxRequestBodySize: Number.MAX_SAFE_INTEGER,
      development: false,
      fetch: (request, bunServer) => handle(request, bunServer),
    })
  } catch (error) {
    if ((error as { code?: string }).code === 'EADDRINUSE') throw new PortInUseError(port, hostname)
    throw error
  }
  return {
    url: `http://${server.hostname === '0.0.0.0' ? 'localhost' : server.hostname}:${server.port}`,
    port: server.port!,
    server,
    serve(fetch) {
      handle = fetch
    },
  }
}

/**
 * Serves the app (on `listener`, or on a port bound now) with the cross-cutting concerns every response needs:
 * X-Request-Id, CORS for registered embed origins, metrics and one structured access-log line per request.
 */
export function startHttpServer(services: AppServices, options: { port?: number; hostname?: string; listener?: Listener } = {}): RunningServer {
  const app = createApp(services)
  const cors = embedOrigins(services)
  const listener = options.listener ?? listen(services.config, options)
  listener.serve(pipeline(services, app, cors).fetch)
  const { server } = listener

  return {
    url: listener.url,
    port: listener.port,
    server,
    async stop() {
      services.jobs.stop()
      await server.stop(false)
    },
  }
}

function pipeline(services: AppServices, app: ReturnType<typeof createApp>, cors: EmbedOrigins) {
  const clientIp = clientIpResolver(services.config.trustedProxies)
  // Bodies no route accepts are refused here, as problem+json; Bun's own limit sits far above so that its bare 413 never answers.
  const bodyCeiling = Math.max(JSON_BODY_MAX_BYTES, services.config.invoiceMaxBytes) + BODY_CEILING_SLACK
  const observe = services.metrics.requests(app.routes)
  return {
    async fetch(request: Request, bunServer: Server<unknown>): Promise<Response> {
      const facts = trackRequest(request, clientIp(bunServer.requestIP(request)?.address ?? null, request.headers.get('x-forwarded-for')))
      const origin = request.headers.get('origin')
      const path = new URL(request.url).pathname
      const idleSeconds = requestIdleSeconds(request.method, path, services.config)
      if (idleSeconds !== IDLE_SECONDS) bunServer.timeout(request, idleSeconds)
      const corsAllowed = origin && (openToEveryOrigin(path) || (await cors.isRegistered(origin).catch(() => false)))
      const corsHeaders = corsAllowed ? cors.headers(origin, request.method === 'OPTIONS') : undefined

      let response: Response
      if (request.method === 'OPTIONS') {
        response = new Response(null, { status: 204 })
      } else if (Number(request.headers.get('content-length') ?? 0) > bodyCeiling) {
        response = problemResponse(services, request, new HttpProblem({ status: 413, slug: 'payload-too-large', detail: `No endpoint accepts a body of more than ${bodyCeiling} bytes` }))
      } else {
        try {
          response = await app.handle(request)
        } catch (error) {
          services.log.error('request failed outside the app', { requestId: facts.id, error: String(error) })
          response = problemResponse(services, request, new HttpProblem({ status: 500, slug: 'internal-error', detail: `An unexpected error occurred; request id ${facts.id}` }))
        }
      }
      // An early answer (413, 401, …) waits for the body still on its way: on a closing connection it would arrive as a reset.
      await drainUnread(request)
      response.headers.set('X-Request-Id', facts.id)
      // Vary adds to what the handler varies on (e.g. Accept-Language) instead of replacing it.
      if (corsHeaders) for (const [name, value] of Object.entries(corsHeaders)) response.headers[name === 'Vary' ? 'append' : 'set'](name, value)
      response = await withSecurityHeaders(request, response)

      const ms = performance.now() - facts.startedAt
      observe(request.method, path, response.status, ms, facts.problem)
      if (services.log.enabled('info')) {
        services.log.info('request', {
          requestId: facts.id,
          method: request.method,
          path,
          status: response.status,
          ms: Math.round(ms * 10) / 10,
          partnerId: facts.partnerId ?? null,
          ip: facts.ip,
        })
      }
      return response
    },
  }
}
