/** Always on the real PostgreSQL: concurrent schema migration is a multi-process concern PGlite cannot have. */
import { afterAll, describe, expect, test } from 'bun:test'
import { openDatabase, type Database } from '../../src/db/orm.ts'
import { migrations } from '../../src/db/migrations/index.ts'
import { runAdmin } from '../../src/cli/admin.ts'
import { PendingMigrationsError } from '../../src/db/migrate.ts'
import { createPgDatabase, type FreshDatabase } from '../support/postgres.ts'

const fresh: FreshDatabase[] = []
afterAll(async () => {
  for (const db of fresh) await db.drop()
}, 60_000)

describe('migrations on a shared PostgreSQL', () => {
  test('three processes opening one fresh database at once all succeed; each migration is applied once', async () => {
    const target = await createPgDatabase()
    fresh.push(target)
    const opened: Database[] = await Promise.all([1, 2, 3].map(() => openDatabase({ url: target.url, embeddedDir: 'memory://', poolMax: 2 })))
    try {
      const rows = await opened[0]!.orm.em.fork().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id')
      expect(rows.map((row) => row.name)).toEqual(migrations.map((m) => m.name))
      expect(await runAdmin(['migrate'], opened[1]!, target.url)).toMatchObject({ output: { applied: [] }, text: 'the schema is up to date' })
    } finally {
      await Promise.all(opened.map((db) => db.close()))
    }
  }, 60_000)

  test('MIGRATE_ON_START=false refuses a schema that is behind; `admin migrate` brings it up to date', async () => {
    const target = await createPgDatabase()
    fresh.push(target)
    await expect(openDatabase({ url: target.url, embeddedDir: 'memory://', migrations: 'check' })).rejects.toBeInstanceOf(PendingMigrationsError)
    const db = await openDatabase({ url: target.url, embeddedDir: 'memory://', migrations: 'skip' })
    try {
      const { output } = await runAdmin(['migrate'], db, target.url)
      expect(output).toEqual({ applied: migrations.map((m) => m.name) })
    } finally {
      await db.close()
    }
    const checked = await openDatabase({ url: target.url, embeddedDir: 'memory://', migrations: 'check' })
    await checked.close()
  }, 60_000)
})
