import { SQL } from 'bun'
import type { MikroORM } from '@mikro-orm/postgresql'

/** Advisory-lock key serialising schema changes across every process on one PostgreSQL database ("ENSMIGR"). */
export const MIGRATION_LOCK_KEY = 0x454e534d49475200n

/** Raised when MIGRATE_ON_START=false and the schema is behind the code. */
export class PendingMigrationsError extends Error {
  override name = 'PendingMigrationsError'
}

/**
 * Runs `fn` while holding the migration lock. The lock is a session lock on a connection of its own, so it
 * outlives the ORM's transactions and is released by PostgreSQL even if this process dies mid-way.
 * PGlite is single-process (one server per data directory): nothing to serialise there.
 */
async function underMigrationLock<T>(url: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!url) return fn()
  const sql = new SQL(url, { max: 1 })
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`
    return await fn()
  } finally {
    await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.catch(() => undefined)
    await sql.close().catch(() => undefined)
  }
}

/**
 * Applies the pending migrations (one process at a time; later ones find nothing left to do) and returns
 * their names. With `apply: false` it only checks and throws PendingMigrationsError if the schema is behind.
 */
export async function migrate(orm: MikroORM, url: string | undefined, apply = true): Promise<string[]> {
  return underMigrationLock(url, async () => {
    if (!apply) {
      const pending = await orm.migrator.getPending()
      if (pending.length > 0) {
        throw new PendingMigrationsError(`the database schema is behind (${pending.map((m) => m.name).join(', ')}): run \`bun run admin migrate\` first`)
      }
      return []
    }
    return (await orm.migrator.up()).map((m) => m.name)
  })
}
