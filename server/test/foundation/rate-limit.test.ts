import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startTestServer, EMBED_ORIGIN, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'
import { studyRequest } from '../studies/support/studies.ts'

let srv: TestServer
beforeAll(async () => {
  srv = await startTestServer({ EMBED_RATE_LIMIT_MAX: '3', EMBED_RATE_LIMIT_WINDOW_SECONDS: '60', EMBED_STUDIES_PER_HOUR: '1' })
}, 60_000)
afterAll(() => srv.stop())

const distributors = (token: string, origin?: string) =>
  fetch(`${srv.baseUrl}/api/v1/reference/distributors`, { headers: { authorization: `Bearer ${token}`, ...(origin ? { origin } : {}) } })

describe('rate limits of public embed tokens', () => {
  test('calls per embed token and client IP → 429 with Retry-After beyond the limit; api tokens are not limited', async () => {
    const embed = await srv.accessToken('embed')
    for (let i = 0; i < 3; i++) expect((await distributors(embed, EMBED_ORIGIN)).status).toBe(200)
    const limited = await distributors(embed, EMBED_ORIGIN)
    await expectProblem(limited, 429, 'rate-limited')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.headers.get('access-control-allow-origin')).toBe(EMBED_ORIGIN)

    const api = await srv.accessToken('api')
    for (let i = 0; i < 5; i++) expect((await distributors(api)).status).toBe(200)
  })

  test('studies created with embed tokens per client IP per hour', async () => {
    const other = await srv.createPartner()
    const auth = await fetch(`${srv.baseUrl}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: EMBED_ORIGIN },
      body: JSON.stringify({ refreshToken: other.embedRefreshToken }),
    })
    const { jwtToken } = await auth.json()
    const create = () =>
      fetch(`${srv.baseUrl}/api/v1/studies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwtToken}`, origin: EMBED_ORIGIN },
        body: JSON.stringify(studyRequest()),
      })
    expect((await create()).status).toBe(200)
    await expectProblem(await create(), 429, 'rate-limited')
  }, 60_000)
})
