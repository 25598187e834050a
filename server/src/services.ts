import type { Config } from './config.ts'
import type { Database } from './db/orm.ts'
import type { Logger } from './log.ts'
import { accessTokens, type AccessTokens } from './modules/partners/jwt.ts'
import { singletonJobs, type SingletonJobs } from './jobs/singleton.ts'
import { createMetrics, type Metrics } from './modules/metrics/service.ts'

/** Everything a feature module needs, built once at start-up and passed to the module factories. */
export interface AppServices {
  /** Distinguishes app instances (several run in one test process) for Elysia's plugin de-duplication. */
  instanceId: string
  config: Config
  db: Database
  log: Logger
  tokens: AccessTokens
  /** A fresh EntityManager for one unit of work (MikroORM forbids the global one). */
  em(): ReturnType<Database['orm']['em']['fork']>
  /** Maintenance jobs run by one instance at a time; stopped with the HTTP server. */
  jobs: SingletonJobs
  /** Prometheus instruments (GET /metrics); modules register their queues and series here. */
  metrics: Metrics
  /** `draining` is set after SIGTERM: /readyz then answers 503 while the instance still serves what comes. */
  lifecycle: { draining: boolean }
}

export function createServices(config: Config, db: Database, log: Logger): AppServices {
  const instanceId = crypto.randomUUID()
  const em = () => db.orm.em.fork()
  return {
    instanceId,
    config,
    db,
    log,
    tokens: accessTokens(config.jwt),
    em,
    jobs: singletonJobs({ em, log, instanceId }),
    metrics: createMetrics(config, db),
    lifecycle: { draining: false },
  }
}
