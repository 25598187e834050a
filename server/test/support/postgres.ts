import { SQL } from 'bun'

/** The PostgreSQL server the tests use (a database per test server is created on it). */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export interface FreshDatabase {
  url: string
  drop(): Promise<void>
}

/** A new, empty database on the test PostgreSQL server. */
export async function createPgDatabase(): Promise<FreshDatabase> {
  const name = `energy_t_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`
  const admin = new SQL(PG_ADMIN_URL)
  await admin.unsafe(`create database ${name}`)
  await admin.close()
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const sql = new SQL(PG_ADMIN_URL)
      await sql.unsafe(`drop database if exists ${name} with (force)`)
      await sql.close()
    },
  }
}
