import { join } from 'node:path'
import { MikroORM } from '@mikro-orm/postgresql'
import { Migrator } from '@mikro-orm/migrations'
import { openEmbedded, type EmbeddedDatabase } from './embedded.ts'
import { allEntities } from './registry.ts'
import { migrations } from './migrations/index.ts'
import { migrate } from './migrate.ts'

export interface DatabaseOptions {
  /** postgres:// URL of a real server; undefined → embedded PGlite. */
  url?: string
  /** Directory of the embedded database ('memory://' keeps it in memory). */
  embeddedDir: string
  /** Where the embedded database's Unix socket goes (default: a private temporary directory). */
  socketDir?: string
  debug?: boolean
  /** Most connections to a real server. @default 10 */
  poolMax?: number
  /** apply pending migrations (under an advisory lock), check that none is pending, or skip (the caller migrates). @default 'apply' */
  migrations?: 'apply' | 'check' | 'skip'
}

export interface Database {
  orm: MikroORM
  kind: 'postgresql' | 'pglite'
  /** Embedded mode: the directory of the Unix socket other PostgreSQL clients (the admin CLI) reach it on. */
  socketDir?: string
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>
  /** The connection pool's use right now (metrics); undefined before it exists. */
  poolStats(): PoolStats | undefined
  close(): Promise<void>
}

export interface PoolStats {
  /** Connections open (in use or idle). */
  total: number
  idle: number
  /** Queries waiting for a connection. */
  waiting: number
  max: number
}

/** The parts of a `pg` pool and its clients used below (pg ships no types here). */
interface PoolClient {
  once(event: 'end', listener: () => void): void
  release(error?: Error): void
}
interface Pool {
  on(event: 'acquire' | 'remove' | 'connect', listener: (client: PoolClient) => void): void
  on(event: 'release', listener: (error: unknown, client: PoolClient) => void): void
  readonly totalCount: number
  readonly idleCount: number
  readonly waitingCount: number
  readonly options: { max: number }
}

/** How long the holder of a connection that died has to release it before the pool takes it back. */
const DEAD_CLIENT_GRACE_MS = 1_000

/**
 * kysely (0.29) releases a transaction's connection only after its ROLLBACK succeeds, so a connection that dies
 * mid-transaction (server restart, network cut) stays checked out for ever: each outage would cost a pool slot
 * and PGlite's pool of one would hang every later query. A client that ended while checked out and that nobody
 * released within a grace period is handed back (as broken, so the pool discards it).
 */
function reclaimDeadClients(pool: Pool) {
  const checkedOut = new Set<PoolClient>()
  pool.on('acquire', (client) => checkedOut.add(client))
  pool.on('release', (_error, client) => checkedOut.delete(client))
  pool.on('remove', (client) => checkedOut.delete(client))
  pool.on('connect', (client) => {
    client.once('end', () => {
      setTimeout(() => {
        if (!checkedOut.delete(client)) return
        try {
          client.release(new Error('connection ended while checked out'))
        } catch {
          // Released meanwhile by its holder: nothing left to reclaim.
        }
      }, DEAD_CLIENT_GRACE_MS).unref()
    })
  })
}

/**
 * Opens the database and brings its schema up to date with the checked-in migrations.
 * Embedded mode serves PGlite over the Postgres wire protocol on a Unix socket so that the very same
 * MikroORM postgres driver and SQL run on both; PGlite is single-session, hence a pool of one.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined
  let clientUrl = options.url
  if (!clientUrl) {
    embedded = await openEmbedded(options.embeddedDir, options.socketDir)
    clientUrl = embedded.url
  }

  let pool: Pool | undefined
  const orm = await MikroORM.init({
    clientUrl,
    entities: allEntities,
    extensions: [Migrator],
    pool: embedded ? { min: 1, max: 1 } : { min: 0, max: options.poolMax ?? 10 },
    driverOptions: {
      onPoolCreated: (created: unknown) => {
        pool = created as Pool
        reclaimDeadClients(pool)
      },
    },
    debug: options.debug ?? false,
    allowGlobalContext: false,
    migrations: { migrationsList: migrations, transactional: true, snapshot: false, silent: true, tableName: 'mikro_orm_migrations' },
  })

  let closing: Promise<void> | undefined
  const database: Database = {
    orm,
    kind: embedded ? 'pglite' : 'postgresql',
    socketDir: embedded?.socketDir,
    async ping() {
      try {
        await orm.em.fork().getConnection().execute('select 1')
        return true
      } catch {
        return false
      }
    },
    poolStats() {
      return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }
    },
    close() {
      closing ??= (async () => {
        await orm.close(true)
        await embedded?.close()
      })()
      return closing
    },
  }
  const mode = options.migrations ?? 'apply'
  try {
    if (mode !== 'skip') await migrate(orm, options.url, mode === 'apply')
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

export const embeddedDirFor = (dataDir: string) => join(dataDir, 'pglite')

/** Kept here for callers that import it with the database. */
export { isDatabaseUnavailable } from './errors.ts'
