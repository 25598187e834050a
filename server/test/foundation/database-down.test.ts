import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { SQL } from 'bun'
import { startTestServer, testDatabase, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'

let srv: TestServer
let token: string
beforeAll(async () => {
  srv = await startTestServer()
  token = await srv.accessToken()
  // The database goes away under a running server: the real server's database is dropped (its
  // connections are terminated), the embedded one is shut down.
  if (testDatabase === 'postgres') {
    const url = new URL(srv.services.config.databaseUrl!)
    const name = url.pathname.slice(1)
    url.pathname = '/postgres'
    const admin = new SQL(url.toString())
    await admin.unsafe(`drop database ${name} with (force)`)
    await admin.close()
  } else {
    await srv.services.db.close()
  }
}, 60_000)
afterAll(() => srv.stop())

describe('database down', () => {
  test.each(['/readyz', '/api/v1/reference/distributors/CEZ/regions', '/api/v1/studies'])('%s → 503 problem, not 500', async (path) => {
    const response = await fetch(`${srv.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
    const problem = await expectProblem(response, 503, 'service-unavailable')
    expect(problem.detail).toContain('atabase')
  })
})
