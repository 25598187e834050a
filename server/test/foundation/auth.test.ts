import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { SignJWT } from 'jose'
import { Value } from '@sinclair/typebox/value'
import { AuthResponse } from '@partner/energy-shared'
import { startTestServer, EMBED_ORIGIN, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'
import { partnerService } from '../../src/modules/partners/service.ts'
import { RefreshToken } from '../../src/modules/partners/entities.ts'

let srv: TestServer
beforeAll(async () => {
  srv = await startTestServer()
}, 60_000)
afterAll(() => srv.stop())

const exchange = (refreshToken: unknown, headers: Record<string, string> = {}) =>
  fetch(`${srv.baseUrl}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ refreshToken }),
  })

/** A route behind the bearer guard. */
const guarded = (token: string | null, headers: Record<string, string> = {}) =>
  fetch(`${srv.baseUrl}/api/v1/reference/distributors`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } })

describe('POST /api/v1/auth', () => {
  test('a valid api refresh token yields a JWT carrying the contract claims', async () => {
    const response = await exchange(srv.apiRefreshToken)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Value.Check(AuthResponse, body)).toBe(true)
    expect(body.expiresIn).toBe(900)
    const [header, payload] = (body.jwtToken as string).split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()))
    expect(header.alg).toBe('HS256')
    expect(payload).toMatchObject({ sub: srv.partnerId, kind: 'api', aud: 'partner-api', iss: srv.baseUrl })
    expect(payload.exp - payload.iat).toBe(900)
    expect(typeof payload.tid).toBe('string')
  })

  test.each(['text/json', 'application/vnd.partner+json', 'application/json; charset=utf-8'])('accepts %s bodies', async (contentType) => {
    const response = await exchange(srv.apiRefreshToken, { 'content-type': contentType })
    expect(response.status).toBe(200)
  })

  test('other content types → 415', async () => {
    const response = await fetch(`${srv.baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: srv.apiRefreshToken })
    await expectProblem(response, 415, 'unsupported-media-type')
  })

  test('missing or empty refresh token → 400 with an errors map', async () => {
    const empty = await expectProblem(await exchange(''), 400, 'validation-error')
    expect(Object.keys(empty.errors ?? {})).toContain('refreshToken')
    const missing = await expectProblem(await fetch(`${srv.baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 400)
    expect(missing.errors?.refreshToken?.length).toBeGreaterThan(0)
    await expectProblem(await fetch(`${srv.baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"refreshToken":' }), 400)
  })

  test('unknown, revoked and expired refresh tokens → 401', async () => {
    await expectProblem(await exchange('ens_api_not-a-real-token'), 401, 'unauthorized')
    const partners = partnerService(srv.services.em())
    const revoked = await partners.issueToken({ partnerId: srv.partnerId, kind: 'api' })
    expect((await exchange(revoked.secret)).status).toBe(200)
    await partners.revokeToken(revoked.token.id)
    await expectProblem(await exchange(revoked.secret), 401)

    const expiring = await partners.issueToken({ partnerId: srv.partnerId, kind: 'api', expiresInDays: 1 })
    const em = srv.services.em()
    const row = await em.findOneOrFail(RefreshToken, { id: expiring.token.id })
    row.expiresAt = new Date(Date.now() - 1000)
    await em.flush()
    await expectProblem(await exchange(expiring.secret), 401)
  })

  test('an embed token works only from its registered origins; only /auth answers other origins, with its refusal', async () => {
    const ok = await exchange(srv.embedRefreshToken, { origin: EMBED_ORIGIN })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe(EMBED_ORIGIN)
    // The refusal is readable by the page, so that the element can tell its owner which origin to register.
    const foreign = await exchange(srv.embedRefreshToken, { origin: 'https://evil.example' })
    expect(foreign.headers.get('access-control-allow-origin')).toBe('https://evil.example')
    const refusal = await expectProblem(foreign, 403, 'forbidden')
    expect(refusal.detail).toContain('https://evil.example')
    expect(refusal).not.toHaveProperty('jwtToken')
    const authPreflight = await fetch(`${srv.baseUrl}/api/v1/auth`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(authPreflight.headers.get('access-control-allow-origin')).toBe('https://evil.example')
    expect(authPreflight.headers.get('access-control-allow-methods')).toContain('POST')
    await expectProblem(await exchange(srv.embedRefreshToken), 403)

    const preflight = await fetch(`${srv.baseUrl}/api/v1/reference/distributors`, {
      method: 'OPTIONS',
      headers: { origin: EMBED_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(EMBED_ORIGIN)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Partner-Ico')
    const foreignPreflight = await fetch(`${srv.baseUrl}/api/v1/reference/distributors`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('rate limit per IP → 429 with Retry-After', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' })
    try {
      const call = () =>
        fetch(`${limited.baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: 'x' }) })
      for (let i = 0; i < 3; i++) expect((await call()).status).toBe(401)
      const blocked = await call()
      await expectProblem(blocked, 429, 'rate-limited')
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await limited.stop()
    }
  }, 60_000)
})

describe('bearer guard', () => {
  const secret = () => new TextEncoder().encode(srv.services.config.jwt.secret)
  const claims = () => ({ kind: 'api', tid: crypto.randomUUID() })

  test('a valid access token passes the guard', async () => {
    const response = await guarded(await srv.accessToken())
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBeTruthy()
  })

  test('missing token → 401 with WWW-Authenticate', async () => {
    const response = await guarded(null)
    await expectProblem(response, 401, 'unauthorized')
    expect(response.headers.get('www-authenticate')).toStartWith('Bearer')
  })

  test('malformed, forged, expired, alg:none and other-secret tokens → 401', async () => {
    const { issuer, audience } = srv.services.config.jwt
    const expired = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).setSubject(srv.partnerId).setIssuer(issuer).setAudience(audience)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(secret())
    const otherSecret = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).setSubject(srv.partnerId).setIssuer(issuer).setAudience(audience)
      .setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode('another-secret-another-secret-another-secret'))
    const wrongAudience = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).setSubject(srv.partnerId).setIssuer(issuer).setAudience('other')
      .setIssuedAt().setExpirationTime('5m').sign(secret())
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const now = Math.floor(Date.now() / 1000)
    const algNone = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: srv.partnerId, ...claims(), iss: issuer, aud: audience, iat: now, exp: now + 300 })}.`
    const valid = await srv.accessToken()
    const [h, , s] = valid.split('.')
    const forged = `${h}.${encode({ sub: crypto.randomUUID(), ...claims(), iss: issuer, aud: audience, iat: now, exp: now + 300 })}.${s}`

    for (const token of ['not-a-jwt', expired, otherSecret, wrongAudience, algNone, forged]) {
      const response = await guarded(token)
      const problem = await expectProblem(response, 401, 'unauthorized')
      expect(response.headers.get('www-authenticate')).toStartWith('Bearer')
      expect(problem.detail.length).toBeGreaterThan(0)
    }
    const expiredProblem = await expectProblem(await guarded(expired), 401)
    expect(expiredProblem.detail).toContain('expired')
  })

  test('an embed access token from a foreign origin → 403; from its origin it passes', async () => {
    const token = await srv.accessToken('embed')
    await expectProblem(await guarded(token, { origin: 'https://evil.example' }), 403, 'forbidden')
    await expectProblem(await guarded(token), 403, 'forbidden')
    const own = await guarded(token, { origin: EMBED_ORIGIN })
    expect(own.status).toBe(200)
    expect(own.headers.get('access-control-allow-origin')).toBe(EMBED_ORIGIN)
  })

  test('a same-origin browser GET (no Origin, Sec-Fetch-Site: same-origin) counts as the API\'s own origin', async () => {
    const partners = partnerService(srv.services.em())
    const ownOrigin = await partners.issueToken({ partnerId: srv.partnerId, kind: 'embed', origins: [srv.baseUrl] })
    const auth = await exchange(ownOrigin.secret, { 'sec-fetch-site': 'same-origin' })
    expect(auth.status).toBe(200)
    const { jwtToken } = await auth.json()
    expect((await guarded(jwtToken, { 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    await expectProblem(await guarded(jwtToken, { 'sec-fetch-site': 'cross-site' }), 403)
    // The main embed token is registered for another origin only.
    await expectProblem(await guarded(await srv.accessToken('embed'), { 'sec-fetch-site': 'same-origin' }), 403)
  })
})
