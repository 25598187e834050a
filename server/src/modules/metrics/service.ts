import { Counter, Gauge, Histogram, type Metric, Registry } from 'prom-client'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/orm.ts'
import { HttpProblem } from '../../http/problem.ts'
import { RequestSeries } from './request-series.ts'
import { routePatterns } from './route-patterns.ts'
import { runtimeRegistry } from './runtime.ts'

/** A bounded queue's state, read when /metrics is scraped (never on its own hot path). */
export interface QueueSource {
  /** Items admitted and not finished yet: waiting plus in progress. May ask the database. */
  depth(): number | Promise<number>
  /** The depth at which new items are refused, when there is one. */
  limit?: number
  /** Items refused so far because the queue was full (a running total). */
  rejections?(): number
}

/** Counts one answered request; `problem` is the problem type's slug when the answer is one. */
export type RequestObserver = (method: string, path: string, status: number, ms: number, problem: string | undefined) => void

/**
 * The app's Prometheus registry and its instruments. Labels are closed sets chosen by the code — route patterns,
 * methods, status classes, problem slugs, outcomes, queue and transport names — never ids, addresses or anything
 * a client sends. The process-wide runtime metrics (runtime.ts) are added when /metrics is read.
 */
export function createMetrics(config: Pick<Config, 'metricsToken'>, db: Pick<Database, 'poolStats'>) {
  const registry = new Registry()
  const enabled = config.metricsToken !== undefined
  // Started now, so that the event-loop monitor has samples by the first scrape.
  if (enabled) runtimeRegistry()

  const problems = new Counter({
    name: 'http_problems_total',
    help: 'Answers with a 4xx or 5xx status, by route pattern, status and problem type (slug of its type URI; "none" when it has none)',
    labelNames: ['route', 'status', 'problem'] as const,
    registers: [registry],
  })

  const studyRenders = new Histogram({
    name: 'study_pdf_render_duration_seconds',
    help: 'Rendering of a study PDF, by outcome (ok, timeout, error)',
    labelNames: ['outcome'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
    registers: [registry],
  })

  const invoiceExtractions = new Histogram({
    name: 'invoice_extraction_duration_seconds',
    help: 'Extraction of an uploaded invoice (after the upload), by outcome: ok or the problem type it was refused with',
    labelNames: ['outcome'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40, 80],
    registers: [registry],
  })

  const mailDeliveries = new Counter({
    name: 'mail_deliveries_total',
    help: 'Study e-mail sending attempts, by transport and outcome (sent; retrying: failed, retried later; failed: the last attempt failed)',
    labelNames: ['transport', 'outcome'] as const,
    registers: [registry],
  })

  const queues = new Map<string, QueueSource>()
  new Gauge({
    name: 'queue_depth',
    help: 'Items admitted to a queue and not finished yet (waiting or in progress)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const [queue, source] of queues) {
        // A queue in the database (e-mail) has no depth while the database is away; its gauge is left out meanwhile.
        const depth = await Promise.resolve()
          .then(() => source.depth())
          .catch(() => undefined)
        if (depth !== undefined) this.set({ queue }, depth)
      }
    },
  })
  new Gauge({
    name: 'queue_limit',
    help: 'Depth at which a queue refuses new items (503 + Retry-After)',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const [queue, source] of queues) if (source.limit !== undefined) this.set({ queue }, source.limit)
    },
  })
  new Counter({
    name: 'queue_rejections_total',
    help: 'Items a queue refused because it was full',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const [queue, source] of queues) if (source.rejections) this.inc({ queue }, source.rejections())
    },
  })

  new Gauge({
    name: 'database_pool_connections',
    help: 'Connections of the database pool, by state (in_use, idle)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = db.poolStats()
      if (!stats) return
      this.set({ state: 'in_use' }, stats.total - stats.idle)
      this.set({ state: 'idle' }, stats.idle)
    },
  })
  new Gauge({
    name: 'database_pool_waiting',
    help: 'Queries waiting for a free database connection',
    registers: [registry],
    collect() {
      this.set(db.poolStats()?.waiting ?? 0)
    },
  })
  new Gauge({
    name: 'database_pool_max_connections',
    help: 'Connections the pool opens at most',
    registers: [registry],
    collect() {
      this.set(db.poolStats()?.max ?? 0)
    },
  })

  return {
    /** Whether /metrics is served (METRICS_TOKEN is set); when not, requests are not counted either. */
    enabled,
    /**
     * For instruments of other modules: `new Counter({ …, registers: [metrics.registry] })` — webhook deliveries as
     * `webhook_deliveries_total{outcome}` with mail's outcome words (sent, retrying, failed).
     */
    registry,
    studyRenders,
    invoiceExtractions,
    mailDeliveries,

    /**
     * Adds a queue to queue_depth, queue_limit and queue_rejections_total under `name` (kebab-case, e.g.
     * 'study-render', 'webhooks'); its state is read at each scrape.
     */
    registerQueue(name: string, source: QueueSource): void {
      queues.set(name, source)
    },

    /** The request counter for an app with these routes (Elysia's `app.routes`); a no-op while /metrics is off. */
    requests(routes: readonly { path: string }[]): RequestObserver {
      if (!enabled) return () => {}
      const { patterns, match } = routePatterns(routes.map((route) => route.path))
      const series = new RequestSeries(patterns)
      // prom-client's registry reads any object with a name and get(); its types admit only its own classes.
      for (const metric of series.metrics()) registry.registerMetric(metric as unknown as Metric)
      return (method, path, status, ms, problem) => {
        const route = match(path)
        series.record(route, method, status, ms / 1000)
        if (status >= 400) problems.inc({ route: patterns[route]!, status, problem: problem ?? 'none' })
      }
    },

    contentType: registry.contentType,

    /** The exposition text: this app's series and the process's runtime metrics. */
    text(): Promise<string> {
      return Registry.merge([registry, runtimeRegistry()]).metrics()
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>

/** The outcome of a failure: the slug of the problem it answers with, else internal-error (the handler's 500). */
export const problemOutcome = (error: unknown) => (error instanceof HttpProblem ? error.slug : 'internal-error')

/** Runs `work` and records its duration under `ok`, or under the outcome `outcomeOf` names for its error. */
export async function timeOutcome<T>(histogram: Histogram<'outcome'>, work: () => Promise<T>, outcomeOf: (error: unknown) => string): Promise<T> {
  const started = performance.now()
  try {
    const result = await work()
    histogram.observe({ outcome: 'ok' }, (performance.now() - started) / 1000)
    return result
  } catch (error) {
    histogram.observe({ outcome: outcomeOf(error) }, (performance.now() - started) / 1000)
    throw error
  }
}
