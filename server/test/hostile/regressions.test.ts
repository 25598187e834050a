/**
 * Issue 11, findings 3–10 (finding 7, the stuck Idempotency-Key, is in stuck-key.test.ts): each attack as it
 * was reported, and the answer it gets now.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { Value } from '@sinclair/typebox/value'
import { SignJWT } from 'jose'
import { JSON_BODY_MAX_BYTES, LIMITS, Study, StudyResult } from '@partner/energy-shared'
import { Study as StudyEntity, StudyAccessLog } from '../../src/modules/studies/entities.ts'
import { classifyDatabaseError } from '../../src/db/errors.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'
import { householdRequest } from '../engine/requests.ts'
import { apiGet, createStudy, postStudy, studyRequest } from '../studies/support/studies.ts'

const BROKER_LIMIT = 5
let srv: TestServer
let token: string

beforeAll(async () => {
  srv = await startTestServer({ BROKER_RATE_LIMIT_MAX: String(BROKER_LIMIT) })
  token = await srv.accessToken()
}, 60_000)
afterAll(() => srv.stop())

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${srv.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers }, body })
const studyCount = () => srv.services.em().count(StudyEntity, {})

/** A body as text with one value replaced by raw JSON text (numbers JSON.stringify cannot write, e.g. 1e309). */
function withRaw(body: object, path: string[], raw: string): string {
  const marker = '"__RAW__"'
  const copy = structuredClone(body) as Record<string, unknown>
  let target = copy
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>
  target[path.at(-1)!] = '__RAW__'
  return JSON.stringify(copy).replace(marker, raw)
}

describe('3. numbers have domain bounds', () => {
  test.each([
    ['electricityBuyingSettings', 'fee', '1e308'],
    ['electricitySellingSettings', 'fee', '-1e308'],
    ['investment', 'totalCzk', '1e308'],
    ['electricityBuyingSettings', 'fee', '1e309'],
  ])('POST /studies with %s.%s = %s → 400 naming the field, nothing stored', async (object, field, raw) => {
    const before = await studyCount()
    const body = withRaw(studyRequest({ investment: { totalCzk: 300_000 } }), [object, field], raw)
    const problem = await expectProblem(await post('/api/v1/studies', body), 400, 'validation-error')
    expect(Object.keys(problem.errors ?? {})).toContain(`${object}.${field}`)
    expect(await studyCount()).toBe(before)
  })

  test('preview at every upper bound answers a valid, finite result', async () => {
    const body = householdRequest({
      yearlyConsumptionKWh: LIMITS.yearlyConsumptionKWhMax,
      totalKWp: LIMITS.totalKWpMax,
      battery: { batterySizeKwh: LIMITS.batteryKWhMax, reservedBatteryCapacityPercentage: 100 },
      electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: LIMITS.pricePerMWhMax, monthlyFeeCzk: LIMITS.monthlyFeeCzkMax, vat: 100 },
      electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: LIMITS.pricePerMWhMin, monthlyFeeCzk: LIMITS.monthlyFeeCzkMax },
      investment: { totalCzk: LIMITS.investmentCzkMax, subsidyCzk: LIMITS.investmentCzkMax },
    })
    const response = await post('/api/v1/studies/preview', JSON.stringify(body))
    expect(response.status).toBe(200)
    expect(Value.Check(StudyResult, await response.json())).toBe(true)
  }, 60_000)

  test.each([1e-300, 1e-7, 0.5])('a roof plane tilted %p° (nearly flat) gives a finite result, not NaN', async (tiltDeg) => {
    const body = householdRequest({ totalKWp: 5, pvArrays: [{ kWp: 5, tiltDeg, azimuthDeg: -180 }] })
    const response = await post('/api/v1/studies/preview', JSON.stringify(body))
    expect(response.status).toBe(200)
    const result = await response.json()
    expect(Value.Check(StudyResult, result)).toBe(true)
    expect(Number.isFinite((result as StudyResult).headlineYearlySaving)).toBe(true)
  }, 60_000)

  test('a study with the largest investment is readable afterwards (GET answers 200, valid against Study)', async () => {
    const created = await createStudy(srv, studyRequest({ investment: { totalCzk: LIMITS.investmentCzkMax } }), { token })
    const response = await apiGet(srv, `/api/v1/studies/${created.id}`, token)
    expect(response.status).toBe(200)
    expect(Value.Check(Study, await response.json())).toBe(true)
  }, 60_000)
})

describe('4. client mistakes are 400, not 503 "database unavailable"', () => {
  test.each([
    ['recipient.name', { recipient: { email: 'a@example.cz', name: 'a\u0000b' } }],
    ['study.label', { study: { label: 'a\u0000b' } }],
    ['recipient.name', { recipient: { email: 'a@example.cz', name: 'x\ud800y' } }],
    ['study.label', { study: { label: '\udc00' } }],
  ])('POST /studies with NUL or a lone surrogate in %s → 400 naming it', async (field, overrides) => {
    const before = await studyCount()
    const problem = await expectProblem(await postStudy(srv, studyRequest(overrides), { token }), 400, 'validation-error')
    expect(Object.keys(problem.errors ?? {})).toContain(field)
    expect(await studyCount()).toBe(before)
  })

  test('a surrogate pair (an emoji) is still accepted as text', async () => {
    const response = await post('/api/v1/studies/preview', JSON.stringify(householdRequest({ study: { label: 'Dům 🏠' } })))
    expect(response.status).toBe(200)
  }, 60_000)

  test.each(['to=9999-12-31', 'from=0001-01-01', 'externalUserId=a%00b', 'pageSize=1e309', 'page=0'])('GET /studies?%s → 400', async (query) => {
    await expectProblem(await apiGet(srv, `/api/v1/studies?${query}`, token), 400, 'validation-error')
  })

  test('GET /studies/{id} with a NUL in the id → 400', async () => {
    await expectProblem(await apiGet(srv, '/api/v1/studies/a%00b', token), 400, 'validation-error')
  })

  test('driver errors are classified: data (SQLSTATE 22) apart from the rest; a refused value is never "unavailable"', async () => {
    const connection = srv.services.em().getConnection()
    const failure = (sql: string) => connection.execute(sql).then(() => null, (error: unknown) => error)
    expect(classifyDatabaseError(await failure(`select 'not-a-uuid'::uuid`))).toMatchObject({ kind: 'data', sqlState: '22P02' })
    expect(classifyDatabaseError(await failure(`select '10000-01-01T00:00:00+99:99'::timestamptz`))).toMatchObject({ kind: 'data' })
    expect(classifyDatabaseError(await failure(`select 1 / 0`))).toMatchObject({ kind: 'data', sqlState: '22012' })
    expect(classifyDatabaseError(await failure(`select * from no_such_table`))).toMatchObject({ kind: 'other', sqlState: '42P01' })
    expect(classifyDatabaseError(new Error('plain'))).toBeNull()
  })
})

describe('5. deep nesting', () => {
  const nested = (levels: number) => `${'{"x":'.repeat(levels)}1${'}'.repeat(levels)}`
  test.each(['/api/v1/studies/preview', '/api/v1/studies'])('%s with an extra property nested 20 000 levels → 400, not 500', async (path) => {
    const body = JSON.stringify(studyRequest()).replace(/^\{/, `{"junk":${nested(20_000)},`)
    const problem = await expectProblem(await post(path, body), 400, 'validation-error')
    expect(problem.errors?.body?.[0]).toContain('deeper')
  })
})

describe('6. unknown properties and oversize bodies', () => {
  test('a 20 MB junk property → 413 problem, nothing stored', async () => {
    const before = await studyCount()
    const body = JSON.stringify({ ...studyRequest(), junk: 'x'.repeat(20 * 1024 * 1024) })
    await expectProblem(await post('/api/v1/studies', body), 413, 'payload-too-large')
    expect(await studyCount()).toBe(before)
  })

  test('a small unknown property, also nested → 400 naming each, nothing stored', async () => {
    const before = await studyCount()
    const body = { ...studyRequest(), junk: 'x', recipient: { email: 'a@example.cz', shoeSize: 44 } }
    const problem = await expectProblem(await postStudy(srv, body, { token }), 400, 'validation-error')
    expect(Object.keys(problem.errors ?? {}).sort()).toEqual(['junk', 'recipient.shoeSize'])
    expect(await studyCount()).toBe(before)
  })

  test('a 70 MB body → 413 problem+json (not Bun’s bare 413)', async () => {
    const response = await post('/api/v1/studies/preview', 'x'.repeat(70 * 1024 * 1024))
    await expectProblem(response, 413, 'payload-too-large')
  })

  test('a chunked body (no Content-Length) past the JSON limit → 413 problem+json', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > JSON_BODY_MAX_BYTES + chunk.length) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${srv.baseUrl}/api/v1/studies/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: stream,
    })
    await expectProblem(response, 413, 'payload-too-large')
  })
})

describe('8. the public broker', () => {
  test('unknown ids write no access-log row; past the per-IP limit → 429 with Retry-After', async () => {
    const ids = Array.from({ length: BROKER_LIMIT }, () => crypto.randomUUID())
    for (const id of ids) await expectProblem(await fetch(`${srv.baseUrl}/api/v1/studies/${id}/pdf`, { redirect: 'manual' }), 404, 'not-found')
    expect(await srv.services.em().count(StudyAccessLog, { studyId: { $in: ids } })).toBe(0)
    const limited = await fetch(`${srv.baseUrl}/api/v1/studies/${crypto.randomUUID()}/pdf`, { redirect: 'manual' })
    await expectProblem(limited, 429, 'rate-limited')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('9. headers', () => {
  test('POST /auth and every personal-data answer: Cache-Control no-store, Vary Origin', async () => {
    const auth = await fetch(`${srv.baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: srv.apiRefreshToken }) })
    expect(auth.status).toBe(200)
    const created = await postStudy(srv, studyRequest(), { token })
    expect(created.status).toBe(200)
    const { id } = (await created.json()) as { id: string }
    for (const response of [auth, created, await apiGet(srv, '/api/v1/studies', token), await apiGet(srv, `/api/v1/studies/${id}`, token)]) {
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('vary')).toContain('Origin')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  }, 60_000)

  test('/docs: CSP with frame-ancestors none, no inline or third-party script, nosniff, no referrer', async () => {
    const response = await fetch(`${srv.baseUrl}/docs`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("default-src 'self'")
    expect(csp).toMatch(/script-src 'self'(;| 'sha256-)/)
    expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|https:)/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('10. access tokens', () => {
  const secret = () => new TextEncoder().encode(srv.services.config.jwt.secret)
  const { issuer, audience } = { issuer: () => srv.services.config.jwt.issuer, audience: () => srv.services.config.jwt.audience }
  const forge = (claims: { sub?: string; exp?: boolean; iat?: boolean }) => {
    let jwt = new SignJWT({ kind: 'api', tid: crypto.randomUUID() }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer(issuer()).setAudience(audience())
    if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub)
    if (claims.iat !== false) jwt = jwt.setIssuedAt()
    if (claims.exp !== false) jwt = jwt.setExpirationTime('10m')
    return jwt.sign(secret())
  }

  test.each([
    ['without exp', { sub: 'PARTNER', exp: false }],
    ['without iat', { sub: 'PARTNER', iat: false }],
    ['without sub', {}],
    ['with a non-UUID sub', { sub: 'not-a-uuid' }],
    ['with a NUL in sub', { sub: 'a\u0000b' }],
  ])('a token signed with the real secret %s → 401', async (_, claims) => {
    const sub = (claims as { sub?: string }).sub === 'PARTNER' ? srv.partnerId : (claims as { sub?: string }).sub
    const jwt = await forge({ ...claims, sub })
    await expectProblem(await apiGet(srv, '/api/v1/studies', jwt), 401, 'unauthorized')
  })

  test('the same forgery with every claim is accepted (the test tokens are otherwise right)', async () => {
    const response = await apiGet(srv, '/api/v1/studies', await forge({ sub: srv.partnerId }))
    expect(response.status).toBe(200)
  })
})
