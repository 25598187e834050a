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
  close(): Promise<void>
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

  const orm = await MikroORM.init({
    clientUrl,
    entities: allEntities,
    extensions: [Migrator],
    pool: embedded ? { min: 1, max: 1 } : { min: 0, max: options.poolMax ?? 10 },
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
