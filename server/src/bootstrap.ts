import { loadConfig, type Config } from './config.ts'
import { watchHeap } from './heap.ts'
import { createLogger } from './log.ts'
import { connectDatabase } from './db/connect.ts'
import { createServices, type AppServices } from './services.ts'
import { listen, startHttpServer, type RunningServer } from './server.ts'

export interface Running {
  services: AppServices
  http: RunningServer
  /** /readyz answers 503 from now on, while everything else is still served; resolves after SHUTDOWN_DRAIN_SECONDS. */
  drain(): Promise<void>
  /** Graceful stop: no new connections, in-flight requests finish, then the database closes. */
  close(): Promise<void>
}

/**
 * Binds the port, opens the database (running migrations; an embedded one under the DATA_DIR lock), builds the
 * services and serves the app. Meanwhile the port answers as a starting instance: /healthz 200, /readyz and the
 * rest 503, so that a balancer waits for the migrations (which may wait for another instance's lock).
 */
export async function startApplication(config: Config = loadConfig()): Promise<Running> {
  const log = createLogger(config.logLevel)
  const listener = listen(config)
  let db: Awaited<ReturnType<typeof connectDatabase>>
  try {
    db = await connectDatabase(config, 'server', { poolMax: config.databasePoolMax, migrations: config.migrateOnStart ? 'apply' : 'check' })
  } catch (error) {
    listener.server.stop(true)
    throw error
  }
  const services = createServices(config, db, log)
  let http: RunningServer
  try {
    http = startHttpServer(services, { listener })
  } catch (error) {
    listener.server.stop(true)
    await db.close()
    throw error
  }
  const stopWatchingHeap = watchHeap()
  return {
    services,
    http,
    async drain() {
      services.lifecycle.draining = true
      log.info('draining', { seconds: config.shutdownDrainSeconds })
      await Bun.sleep(config.shutdownDrainSeconds * 1000)
    },
    async close() {
      stopWatchingHeap()
      await http.stop()
      await db.close()
    },
  }
}
