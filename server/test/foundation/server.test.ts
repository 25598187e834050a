import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import { startTestServer, testDatabase, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'
import { problemHandler } from '../../src/http/errors.ts'
import { migrations } from '../../src/db/migrations/index.ts'
import { loadConfig, ConfigError } from '../../src/config.ts'

let srv: TestServer
beforeAll(async () => {
  srv = await startTestServer()
}, 60_000)
afterAll(() => srv.stop())

describe('operations', () => {
  test('healthz and readyz answer, with the database kind under test', async () => {
    const health = await fetch(`${srv.baseUrl}/healthz`)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${srv.baseUrl}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: testDatabase === 'postgres' ? 'postgresql' : 'pglite' })
  })

  test('every response carries X-Request-Id; a well-formed incoming id is echoed', async () => {
    const fresh = await fetch(`${srv.baseUrl}/healthz`)
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const echoed = await fetch(`${srv.baseUrl}/healthz`, { headers: { 'x-request-id': 'trace-123' } })
    expect(echoed.headers.get('x-request-id')).toBe('trace-123')
    const rejected = await fetch(`${srv.baseUrl}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } })
    expect(rejected.headers.get('x-request-id')).not.toBe('bad id with spaces')
  })

  test('unknown routes → 404 problem', async () => {
    const problem = await expectProblem(await fetch(`${srv.baseUrl}/api/v1/nothing-here`), 404, 'not-found')
    expect(problem.detail).toContain('/api/v1/nothing-here')
  })

  test('the OpenAPI 3.1 document is titled "Partner API" v1 and the interactive UI is served', async () => {
    const doc = await (await fetch(`${srv.baseUrl}/openapi.json`)).json()
    expect(doc.openapi).toStartWith('3.1')
    expect(doc.info).toMatchObject({ title: 'Partner API', version: 'v1' })
    expect(doc.paths['/api/v1/auth'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/AuthRequest' })
    expect(doc.components.schemas.AuthRequest.required).toEqual(['refreshToken'])
    expect(doc.components.securitySchemes.bearerAuth.scheme).toBe('bearer')
    const ui = await fetch(`${srv.baseUrl}/docs`)
    expect(ui.headers.get('content-type')).toContain('text/html')
    expect(await ui.text()).toContain('openapi.json')
  })

  test('migrations ran from an empty database: every checked-in migration is recorded', async () => {
    const rows = await srv.services.em().getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id')
    expect(rows.map((row) => row.name)).toEqual(migrations.map((m) => m.name))
    const tables = await srv.services.em().getConnection().execute<{ table_name: string }[]>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    )
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['partner', 'refresh_token', 'study']))
  })
})

describe('400 answers', () => {
  test('a bad member of a nullable object is reported at its own path, not as a failed union', async () => {
    const response = await fetch(`${srv.baseUrl}/api/v1/studies/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await srv.accessToken()}` },
      body: JSON.stringify({
        periodType: '2025',
        yearlyConsumptionKWh: 4000,
        totalKWp: 5,
        battery: { batterySizeKwh: -5, reservedBatteryCapacityPercentage: 10 },
        distribution: { distributor: 'CEZ', distributionRate: 'D02d' },
        electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 300 },
      }),
    })
    const problem = await expectProblem(response, 400, 'validation-error')
    expect(Object.keys(problem.errors ?? {})).toEqual(['battery.batterySizeKwh'])
    expect(problem.errors?.['battery.batterySizeKwh']?.[0]).toContain('greater or equal to 0')
  })

  test('an unknown code of a fixed list (distributor) names the accepted values, as the reference lookups do', async () => {
    const send = async (overrides: Record<string, unknown>) =>
      fetch(`${srv.baseUrl}/api/v1/studies/preview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await srv.accessToken()}` },
        body: JSON.stringify({
          yearlyConsumptionKWh: 4000,
          totalKWp: 5,
          distribution: { distributor: 'XYZ', distributionRate: 'D02d' },
          electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 300 },
          ...overrides,
        }),
      })
    const problem = await expectProblem(await send({}), 400, 'validation-error')
    expect(problem.errors).toEqual({ 'distribution.distributor': ['must be one of CEZ, PRE, EGD'] })
    expect(problem.allowedValues).toEqual(['CEZ', 'PRE', 'EGD'])
    // Two such fields: each message names its values; one list could not say which field it belongs to.
    const two = await expectProblem(await send({ electricityBuyingSettings: { buyingType: 'BOTH', feeType: 'PerMWh', fee: 300 } }), 400)
    expect(two.errors?.['electricityBuyingSettings.buyingType']).toEqual(['must be one of FIX, SPOT'])
    expect(two.allowedValues).toBeUndefined()
  })
})

describe('500 answers', () => {
  test('an unexpected error becomes a problem without internals', async () => {
    const app = new Elysia().use(problemHandler(srv.services)).get('/boom', () => {
      throw new Error('secret internals at /srv/app.ts:42')
    })
    const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (request) => app.handle(request) })
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/boom`)
      expect(response.status).toBe(500)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      const problem = await response.json()
      expect(problem).toMatchObject({ status: 500, title: 'Internal server error', instance: '/boom' })
      expect(problem.type).toEndWith('/problems/internal-error')
      const text = JSON.stringify(problem)
      expect(text).not.toContain('secret internals')
      expect(text).not.toContain('app.ts')
    } finally {
      server.stop(true)
    }
  })
})

describe('configuration', () => {
  test.each([
    [{ PORT: 'abc' }, 'PORT must be an integer'],
    [{ PORT: '70000' }, 'PORT must be between'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must use postgres:'],
    [{ PUBLIC_BASE_URL: 'not a url' }, 'PUBLIC_BASE_URL must be a URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32'],
    [{ NODE_ENV: 'production', JWT_SECRET: '' }, 'JWT_SECRET is required'],
    [{ DATABASE_URL: 'postgres://db.example/energy', PUBLIC_BASE_URL: 'https://api.example' }, 'JWT_SECRET is required when DATABASE_URL is set'],
    [{ DATABASE_URL: 'postgres://db.example/energy', JWT_SECRET: 'x'.repeat(32) }, 'PUBLIC_BASE_URL is required when DATABASE_URL is set'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }, 'PUBLIC_BASE_URL is required when NODE_ENV=production'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX must be between 1'],
    [{ TRUSTED_PROXIES: '10.0.0.0/8, 300.1.1.1' }, 'TRUSTED_PROXIES must be comma-separated CIDRs'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES must be comma-separated CIDRs'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
  ])('%p is refused with a clear message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/energy-config-test', ...env })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: '/tmp/energy-config-test', ...env })).toThrow(message)
  })

  test('a bad value stops start-up with the message and exit code 1', async () => {
    const proc = Bun.spawn(['bun', 'run', 'server/src/main.ts'], {
      cwd: `${import.meta.dir}/../../..`,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '/tmp/energy-config-test' },
      stdout: 'pipe',
      stderr: 'pipe',
    })
    expect(await proc.exited).toBe(1)
    expect(await new Response(proc.stderr).text()).toContain('Configuration error: PORT must be an integer')
  })
})
