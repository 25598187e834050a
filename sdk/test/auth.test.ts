import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { EnergyApiError, EnergyClient, EnergyNetworkError, EnergyTimeoutError } from '@partner/energy-sdk'
import { EMBED_ORIGIN, startTestServer, type TestServer } from '../../server/test/support/harness.ts'
import { partnerService } from '../../server/src/modules/partners/service.ts'

/** A fetch that counts the calls per path before passing them on to the real one. */
const countingFetch = () => {
  const calls: string[] = []
  const fetchAndCount: typeof fetch = Object.assign(
    (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new URL(input instanceof Request ? input.url : input).pathname)
      return fetch(input, init)
    },
    { preconnect: fetch.preconnect },
  )
  return { fetch: fetchAndCount, count: (path: string) => calls.filter((called) => called === `/api/v1/${path}`).length }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('EnergyClient authentication', () => {
  let srv: TestServer
  beforeAll(async () => {
    srv = await startTestServer()
  }, 60_000)
  afterAll(() => srv.stop())

  test('auth() exchanges the refresh token and the token is reused by later calls', async () => {
    const counter = countingFetch()
    const client = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken, fetch: counter.fetch })
    const auth = await client.auth()
    expect(auth.expiresIn).toBe(900)
    expect(auth.jwtToken.split('.')).toHaveLength(3)
    await client.reference.distributors()
    await client.reference.distributionRates()
    expect(counter.count('auth')).toBe(1)
  })

  test('concurrent calls share one token exchange', async () => {
    const counter = countingFetch()
    const client = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken, fetch: counter.fetch })
    const results = await Promise.all(Array.from({ length: 8 }, () => client.reference.distributors()))
    expect(results.every((distributors) => distributors.length === 3)).toBe(true)
    expect(counter.count('auth')).toBe(1)
  })

  test('a rejected access token is refreshed once and the call retried', async () => {
    const contexts: boolean[] = []
    const client = new EnergyClient({
      baseUrl: srv.baseUrl,
      getAccessToken: async ({ forceRefresh }) => {
        contexts.push(forceRefresh)
        return forceRefresh ? srv.accessToken() : 'not-a-jwt'
      },
    })
    expect(await client.reference.distributors()).toHaveLength(3)
    expect(contexts).toEqual([false, true])
  })

  test('a token rejected twice surfaces as a 401 EnergyApiError without looping', async () => {
    let calls = 0
    const client = new EnergyClient({
      baseUrl: srv.baseUrl,
      getAccessToken: () => {
        calls += 1
        return 'still-not-a-jwt'
      },
    })
    const error = await client.reference.distributors().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(EnergyApiError)
    expect(error).toMatchObject({ status: 401, slug: 'unauthorized', code: 'api_error' })
    expect(calls).toBe(2)
  })

  test('a revoked refresh token surfaces as a 401 EnergyApiError carrying the problem', async () => {
    const partners = partnerService(srv.services.em())
    const issued = await partners.issueToken({ partnerId: srv.partnerId, kind: 'api' })
    const client = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: issued.secret })
    expect(await client.reference.periods()).not.toHaveLength(0)
    await partners.revokeToken(issued.token.id)
    const rejected = await client.auth().catch((caught: unknown) => caught)
    expect(rejected).toBeInstanceOf(EnergyApiError)
    const error = rejected as EnergyApiError
    expect(error.status).toBe(401)
    expect(error.type).toEndWith('/problems/unauthorized')
    expect(error.instance).toBe('/api/v1/auth')
    expect(error.requestId).toBeTruthy()
    expect(error.message).toContain('401')
  })

  test('an embed token works server-side with its registered Origin', async () => {
    const client = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.embedRefreshToken, headers: { Origin: EMBED_ORIGIN } })
    expect(await client.reference.distributors()).toHaveLength(3)
    const foreign = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.embedRefreshToken, headers: { Origin: 'https://elsewhere.example' } })
    expect(await foreign.auth().catch((caught: unknown) => caught)).toMatchObject({ status: 403, slug: 'forbidden' })
  })

})

describe('token expiry mid-run', () => {
  let srv: TestServer
  beforeAll(async () => {
    srv = await startTestServer({ JWT_TTL_SECONDS: '5' })
  }, 60_000)
  afterAll(() => srv.stop())

  test('an expired access token is replaced transparently, proactively or after a 401', async () => {
    const counter = countingFetch()
    const cached = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken, fetch: counter.fetch })
    const staleToken = await srv.accessToken()
    let handedOut = 0
    const managed = new EnergyClient({
      baseUrl: srv.baseUrl,
      // Hands out the token that is about to expire until the SDK asks for a fresh one.
      getAccessToken: ({ forceRefresh }) => (forceRefresh ? srv.accessToken() : (handedOut++, staleToken)),
    })
    expect((await cached.auth()).expiresIn).toBe(5)
    expect(await cached.reference.periods()).not.toHaveLength(0)
    expect(await managed.reference.periods()).not.toHaveLength(0)

    await sleep(5_500)

    expect(await cached.reference.periods()).not.toHaveLength(0)
    expect(counter.count('auth')).toBe(2)
    expect(await managed.reference.periods()).not.toHaveLength(0)
    expect(handedOut).toBe(2)
  }, 20_000)
})

describe('retries, timeouts and network failures', () => {
  let srv: TestServer
  beforeAll(async () => {
    srv = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1', AUTH_RATE_LIMIT_WINDOW_SECONDS: '1' })
  }, 60_000)
  afterAll(() => srv.stop())

  test('a 429 is retried after its Retry-After, and surfaces when retries are off', async () => {
    const counter = countingFetch()
    const client = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken, fetch: counter.fetch })
    await client.auth()
    await client.auth()
    expect(counter.count('auth')).toBe(3)

    const noRetries = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken, maxRetries: 0 })
    await noRetries.auth().catch(() => undefined)
    const error = await noRetries.auth().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(EnergyApiError)
    expect(error).toMatchObject({ status: 429, slug: 'rate-limited' })
  })

  test('a refused connection is retried, then surfaces as an EnergyNetworkError', async () => {
    const closed = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response('') })
    const baseUrl = `http://127.0.0.1:${closed.port}`
    await closed.stop(true)
    const counter = countingFetch()
    const client = new EnergyClient({ baseUrl, refreshToken: 'ens_api_unused', maxRetries: 1, fetch: counter.fetch })
    const error = await client.auth().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(EnergyNetworkError)
    expect(error).toMatchObject({ code: 'network_error' })
    expect((error as Error).message).toContain('POST /api/v1/auth')
    expect(counter.count('auth')).toBe(2)
  })

  test('a call exceeding its timeout is an EnergyTimeoutError; an aborted call rejects with the abort reason', async () => {
    // A peer that accepts the request and answers too late.
    const slow = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: async () => (await sleep(2_000), Response.json({})) })
    try {
      const client = new EnergyClient({ baseUrl: `http://127.0.0.1:${slow.port}`, refreshToken: 'ens_api_unused', maxRetries: 0 })
      const timedOut = await client.auth({ timeout: 100 }).catch((caught: unknown) => caught)
      expect(timedOut).toBeInstanceOf(EnergyTimeoutError)
      expect(timedOut).toMatchObject({ code: 'timeout' })

      const controller = new AbortController()
      const pending = client.auth({ signal: controller.signal })
      controller.abort(new Error('user navigated away'))
      const aborted = await pending.catch((caught: unknown) => caught)
      expect(aborted).toEqual(new Error('user navigated away'))
    } finally {
      await slow.stop(true)
    }
  })
})
