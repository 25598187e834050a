/**
 * /readyz of a real server process as a load balancer sees it: not ready while its migrations wait for another
 * instance's lock, nor while it drains after SIGTERM. On PostgreSQL, where the migration lock exists.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { SQL } from 'bun'
import { MIGRATION_LOCK_KEY } from '../../src/db/migrate.ts'
import { startChildServer } from '../support/child-server.ts'
import { freePort } from '../support/ports.ts'
import { createPgDatabase, type FreshDatabase } from '../support/postgres.ts'
import { expectProblem } from '../support/problem.ts'

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of [...cleanups].reverse()) await cleanup().catch(() => undefined)
}, 90_000)

/** Polls until `check` holds (each try a fresh request); fails after 30 s. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await Bun.sleep(50)
  }
}

describe('readiness of a server process', () => {
  test('while its migrations wait for the lock: /readyz 503, /healthz 200, the API 503 + Retry-After; ready once they ran', async () => {
    const database: FreshDatabase = await createPgDatabase()
    cleanups.push(() => database.drop())
    // Another instance migrating: it holds the advisory lock on a connection of its own.
    const holder = new SQL(database.url, { max: 1 })
    await holder`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`
    let released = false
    const release = async () => {
      if (released) return
      released = true
      await holder`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`
      await holder.close()
    }
    cleanups.push(release)

    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const started = startChildServer({
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      DATABASE_URL: database.url,
      JWT_SECRET: `readiness-secret-${crypto.randomUUID()}`,
    })
    // Stopped once the lock is gone (before, it could not finish starting).
    cleanups.push(() => release().then(() => started.then((child) => child.stop())))

    await until(async () => (await fetch(`${baseUrl}/healthz`)).status === 200, 'the port to answer')
    const readyz = await fetch(`${baseUrl}/readyz`)
    expect((await expectProblem(readyz, 503, 'service-unavailable')).detail).toContain('starting')
    const api = await fetch(`${baseUrl}/api/v1/reference/distributors`)
    await expectProblem(api, 503, 'service-unavailable')
    expect(api.headers.get('retry-after')).toBe('5')
    // Nothing moves while the lock is held: the instance waits, it does not skip the migrations.
    await Bun.sleep(1_000)
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(503)

    await release()
    await started
    await until(async () => (await fetch(`${baseUrl}/readyz`)).status === 200, '/readyz 200 after the migrations')
  }, 90_000)

  test('after SIGTERM: /readyz 503 while requests are still served for SHUTDOWN_DRAIN_SECONDS, then the process ends', async () => {
    const child = await startChildServer({ SHUTDOWN_DRAIN_SECONDS: '4' })
    cleanups.push(() => child.stop())
    const token = await child.accessToken()
    expect((await fetch(`${child.baseUrl}/readyz`)).status).toBe(200)

    process.kill(child.pid, 'SIGTERM')
    await until(async () => (await fetch(`${child.baseUrl}/readyz`)).status === 503, '/readyz 503 after SIGTERM')
    const draining = await fetch(`${child.baseUrl}/readyz`)
    expect((await expectProblem(draining, 503, 'service-unavailable')).detail).toContain('shutting down')
    // Balancers still send what they routed before they noticed: it is answered.
    expect((await fetch(`${child.baseUrl}/healthz`)).status).toBe(200)
    const served = await fetch(`${child.baseUrl}/api/v1/reference/distributors`, { headers: { authorization: `Bearer ${token}` } })
    expect(served.status).toBe(200)

    await until(async () => !child.alive(), 'the process to end after the drain')
  }, 60_000)
})
