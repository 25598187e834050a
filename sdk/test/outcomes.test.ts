/**
 * Every outcome of a call settles with its documented result, on Node (the runtime partners use) and on Bun:
 * the built package (dist/) runs `support/outcomes.mjs` in a child process against the real API server and
 * a scripted loopback server for statuses the API cannot be made to answer on demand.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { EMBED_ORIGIN, startTestServer, type TestServer } from '../../server/test/support/harness.ts'
import { buildSdk, distDir, run } from './support/build.ts'

type Outcome = {
  case: string
  settled: boolean
  ms: number
  value?: { type: string }
  error?: { isEnergyError: boolean; isCallerReason: boolean; name?: string; code?: string; status?: number; slug?: string; requestId?: string }
}

type Expected =
  | { value: string; hits?: number; authHits?: number }
  | { error: string; status?: number; hits?: number; authHits?: number; callerReason?: true }

/** What each case of `outcomes.mjs` must end in; `hits` counts requests to the scripted server besides /auth. */
const EXPECTED: Record<string, Expected> = {
  'real 200 GET': { value: 'array' },
  'real 200 POST preview': { value: 'object' },
  'real 200 POST create': { value: 'object' },
  'real 400 POST preview': { error: 'EnergyApiError', status: 400 },
  'real 400 POST create': { error: 'EnergyApiError', status: 400 },
  'real 400 POST create without retries': { error: 'EnergyApiError', status: 400 },
  'real 403 GET list with an embed token': { error: 'EnergyApiError', status: 403 },
  'real 404 GET': { error: 'EnergyApiError', status: 404 },
  'real 409 POST create, key reused with another body': { error: 'EnergyApiError', status: 409 },
  '401 then a refreshed token': { value: 'array', hits: 2, authHits: 2 },
  '401 twice': { error: 'EnergyApiError', status: 401, hits: 2, authHits: 2 },
  '403 POST': { error: 'EnergyApiError', status: 403, hits: 1 },
  '413 POST': { error: 'EnergyApiError', status: 413, hits: 1 },
  '415 POST': { error: 'EnergyApiError', status: 415, hits: 1 },
  '422 POST': { error: 'EnergyApiError', status: 422, hits: 1 },
  '429 with Retry-After, then 200': { value: 'object', hits: 2 },
  '429 without retries': { error: 'EnergyApiError', status: 429, hits: 1 },
  '503 on every attempt': { error: 'EnergyApiError', status: 503, hits: 2 },
  '503 POST create on every attempt': { error: 'EnergyApiError', status: 503, hits: 2 },
  'connection refused GET': { error: 'EnergyNetworkError' },
  'connection refused POST': { error: 'EnergyNetworkError' },
  'no answer GET': { error: 'EnergyTimeoutError', hits: 1 },
  'no answer POST': { error: 'EnergyTimeoutError', hits: 1 },
  'signal aborted before the call': { error: 'Error', callerReason: true, hits: 0 },
  'signal aborted during the call': { error: 'Error', callerReason: true, hits: 1 },
}

/** `<scenario>:<runtime>:<case>` (the x-scenario header) → requests seen, /auth apart. */
const hits = new Map<string, number>()
const authHits = new Map<string, number>()
const bump = (map: Map<string, number>, key: string) => {
  const next = (map.get(key) ?? 0) + 1
  map.set(key, next)
  return next
}

const problem = (status: number, scenario: string, headers: Record<string, string> = {}) =>
  Response.json(
    { type: `https://matrix.test/problems/status-${status}`, title: `Status ${status}`, status, detail: `Scripted ${status}` },
    { status, headers: { 'content-type': 'application/problem+json', 'x-request-id': `req-${scenario}`, ...headers } },
  )

/** Answers as the scenario of the request says; a body is always read first, as a real server's would be. */
async function answer(request: Request): Promise<Response> {
  const scenario = request.headers.get('x-scenario') ?? 'none'
  await request.arrayBuffer()
  if (new URL(request.url).pathname === '/api/v1/auth') {
    return Response.json({ jwtToken: `token-${bump(authHits, scenario)}`, expiresIn: 3600 })
  }
  const seen = bump(hits, scenario)
  const [name] = scenario.split(':')
  const ok = () => Response.json(request.method === 'GET' ? [] : {})
  switch (name) {
    case '401-once':
      return request.headers.get('authorization') === 'Bearer token-1' ? problem(401, scenario) : ok()
    case '401-always':
      return problem(401, scenario)
    case '429-once':
      return seen === 1 ? problem(429, scenario, { 'retry-after': '1' }) : ok()
    case '429-always':
      return problem(429, scenario, { 'retry-after': '1' })
    case '503-always':
      return problem(503, scenario)
    case 'silent':
      return new Promise<Response>(() => {})
    default:
      return problem(Number(name), scenario)
  }
}

let srv: TestServer
let scripted: ReturnType<typeof Bun.serve>
let refused: string
beforeAll(async () => {
  ;[srv] = await Promise.all([startTestServer(), buildSdk()])
  scripted = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: answer })
  const closed = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response() })
  refused = `http://127.0.0.1:${closed.port}`
  closed.stop(true)
}, 120_000)
afterAll(async () => {
  scripted.stop(true)
  await srv.stop()
})

describe.each(['node', 'bun'])('the built package on %s', (runtime) => {
  const outcomes = new Map<string, Outcome>()
  beforeAll(async () => {
    const matrix = {
      api: { baseUrl: srv.baseUrl, apiRefreshToken: srv.apiRefreshToken, embedRefreshToken: srv.embedRefreshToken, embedOrigin: EMBED_ORIGIN },
      scripted: `http://127.0.0.1:${scripted.port}`,
      refused,
    }
    const result = await run([runtime, join(import.meta.dir, 'support/outcomes.mjs')], {
      env: { SDK_ENTRY: join(distDir, 'index.js'), MATRIX: JSON.stringify(matrix) },
    })
    if (result.exitCode !== 0) throw new Error(`${runtime} exited ${result.exitCode}:\n${result.stderr}`)
    for (const line of result.stdout.split('\n').filter(Boolean)) {
      const outcome = JSON.parse(line) as Outcome
      outcomes.set(outcome.case, outcome)
    }
  }, 180_000)

  test.each(Object.keys(EXPECTED))('%s settles as documented', (name) => {
    const expected = EXPECTED[name]!
    const outcome = outcomes.get(name)
    expect(outcome?.settled).toBe(true)
    if ('value' in expected) {
      expect(outcome?.error).toBeUndefined()
      expect(outcome?.value?.type).toBe(expected.value)
    } else if (expected.callerReason) {
      expect(outcome?.error).toMatchObject({ isCallerReason: true, isEnergyError: false })
    } else {
      expect(outcome?.error).toMatchObject({ isEnergyError: true, name: expected.error })
      if (expected.status !== undefined) {
        expect(outcome?.error?.status).toBe(expected.status)
        // Every API error names the request to quote to support.
        expect(outcome?.error?.requestId).toBeString()
      }
    }
    const count = (map: Map<string, number>) => [...map].find(([key]) => key.endsWith(`:${runtime}:${name}`))?.[1] ?? 0
    if (expected.hits !== undefined) expect(count(hits)).toBe(expected.hits)
    if (expected.authHits !== undefined) expect(count(authHits)).toBe(expected.authHits)
  })
})
