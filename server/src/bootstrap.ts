import { loadConfig, type Config } from './config.ts'
import { watchHeap } from './heap.ts'
import { createLogger } from './log.ts'
import { connectDatabase } from './db/connect.ts'
import { createServices, type AppServices } from './services.ts'
import { assertPortFree, startHttpServer, type RunningServer } from './server.ts'

export interface Running {
  services: AppServices
  http: RunningServer
  /** Graceful stop: no new connections, in-flight requests finish, then the database closes. */
  close(): Promise<void>
}

/**
 * Opens the database (running migrations; an embedded one under the DATA_DIR lock), builds the services
 * and starts serving.
 */
export async function startApplication(config: Config = loadConfig()): Promise<Running> {
  const log = createLogger(config.logLevel)
  assertPortFree(config.port, config.host)
  const db = await connectDatabase(config, 'server', { poolMax: config.databasePoolMax, migrations: config.migrateOnStart ? 'apply' : 'check' })
  const services = createServices(config, db, log)
  let http: RunningServer
  try {
    http = startHttpServer(services)
  } catch (error) {
    await db.close()
    throw error
  }
  const stopWatchingHeap = watchHeap()
  return {
    services,
    http,
    async close() {
      stopWatchingHeap()
      await http.stop()
      await db.close()
    },
  }
}
