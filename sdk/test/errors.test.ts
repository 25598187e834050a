/** Every failure the SDK reports is an EnergyError subclass with its own code: set-up, input, files, tokens, answers. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  EnergyApiError,
  EnergyClient,
  EnergyConfigError,
  EnergyError,
  EnergyFileError,
  EnergyInputError,
  EnergyNetworkError,
  EnergyResponseError,
  EnergyTimeoutError,
  EnergyTokenProviderError,
  type EnergyClientOptions,
} from '@partner/energy-sdk'
import { startTestServer, type TestServer } from '../../server/test/support/harness.ts'

let srv: TestServer
let dir: string
beforeAll(async () => {
  srv = await startTestServer()
  dir = mkdtempSync(join(tmpdir(), 'sdk-errors-'))
}, 60_000)
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await srv.stop()
})

const caught = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )
const thrown = (make: () => unknown) => {
  try {
    make()
  } catch (error) {
    return error
  }
  return undefined
}

/** A real HTTP server on loopback that answers every request with `respond`. */
async function withServer(respond: (request: Request) => Response | Promise<Response>, use: (baseUrl: string) => Promise<void>) {
  const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: respond })
  try {
    await use(`http://127.0.0.1:${server.port}`)
  } finally {
    server.stop(true)
  }
}

describe('client set-up', () => {
  test.each([
    ['no token source', { baseUrl: 'http://127.0.0.1:1' }],
    ['an empty refreshToken', { baseUrl: 'http://127.0.0.1:1', refreshToken: '' }],
    ['both token sources', { baseUrl: 'http://127.0.0.1:1', refreshToken: 'ens_api_x', getAccessToken: () => 'x' }],
    ['a relative baseUrl', { baseUrl: '/api', refreshToken: 'ens_api_x' }],
    ['a non-http baseUrl', { baseUrl: 'ftp://example.test', refreshToken: 'ens_api_x' }],
  ])('%s is an EnergyConfigError', (_case, options) => {
    const error = thrown(() => new EnergyClient(options as unknown as EnergyClientOptions))
    expect(error).toBeInstanceOf(EnergyConfigError)
    expect(error).toBeInstanceOf(EnergyError)
    expect(error).toMatchObject({ name: 'EnergyConfigError', code: 'invalid_config' })
  })

  test('auth() on a client without a refresh token is an EnergyConfigError', async () => {
    const client = new EnergyClient({ baseUrl: srv.baseUrl, getAccessToken: () => 'x' })
    expect(await caught(client.auth())).toBeInstanceOf(EnergyConfigError)
  })
})

describe('inputs', () => {
  const client = () => new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken })

  test('a missing invoice file is an EnergyFileError naming the path, with the system error as cause', async () => {
    const path = join(dir, 'missing.pdf')
    const error = await caught(client().invoices.extract(path))
    expect(error).toBeInstanceOf(EnergyFileError)
    expect(error).toMatchObject({ code: 'file_unreadable', path })
    expect((error as Error).message).toContain('no such file')
    expect(((error as Error).cause as { code?: string }).code).toBe('ENOENT')
  })

  test('a directory given as the invoice file is an EnergyFileError', async () => {
    const error = await caught(client().invoices.extract(dir))
    expect(error).toBeInstanceOf(EnergyFileError)
    expect(error).toMatchObject({ code: 'file_unreadable', path: dir })
  })

  test('an invoice of an unsupported type is an EnergyInputError', async () => {
    expect(await caught(client().invoices.extract(42 as never))).toBeInstanceOf(EnergyInputError)
  })

  test('a header value no request can carry is an EnergyInputError, sent nowhere', async () => {
    let requests = 0
    await withServer(
      () => {
        requests++
        return Response.json({})
      },
      async (baseUrl) => {
        const energy = new EnergyClient({ baseUrl, getAccessToken: () => 'token' })
        const error = await caught(energy.studies.create({} as never, { externalUserId: 'line\nbreak', maxRetries: 0 }))
        expect(error).toBeInstanceOf(EnergyInputError)
      },
    )
    expect(requests).toBe(0)
  })
})

describe('tokens', () => {
  test('a getAccessToken callback that throws is an EnergyTokenProviderError with the cause', async () => {
    const failure = new Error('vault unreachable')
    const energy = new EnergyClient({ baseUrl: srv.baseUrl, getAccessToken: () => Promise.reject(failure) })
    const error = await caught(energy.reference.periods())
    expect(error).toBeInstanceOf(EnergyTokenProviderError)
    expect(error).toMatchObject({ code: 'token_provider', cause: failure })
  })

  test('a getAccessToken callback that returns no token is an EnergyTokenProviderError', async () => {
    const energy = new EnergyClient({ baseUrl: srv.baseUrl, getAccessToken: () => '' })
    expect(await caught(energy.reference.periods())).toBeInstanceOf(EnergyTokenProviderError)
  })
})

describe('answers', () => {
  test('an unknown distributor is an EnergyApiError listing the accepted values', async () => {
    const energy = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken })
    const error = await caught(
      energy.studies.preview({
        yearlyConsumptionKWh: 4000,
        totalKWp: 5,
        distribution: { distributor: 'XYZ' as never, distributionRate: 'D02d' },
        electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 400 },
      }),
    )
    expect(error).toBeInstanceOf(EnergyApiError)
    expect(error).toMatchObject({ status: 400, slug: 'validation-error', allowedValues: ['CEZ', 'PRE', 'EGD'] })
    expect((error as EnergyApiError).errors).toEqual({ 'distribution.distributor': ['must be one of CEZ, PRE, EGD'] })
  })

  test('a 2xx whose body is not JSON (a proxy page) is an EnergyResponseError, asked once even with retries on', async () => {
    let requests = 0
    await withServer(
      () => {
        requests++
        return new Response('<html>maintenance</html>', { headers: { 'content-type': 'text/html' } })
      },
      async (baseUrl) => {
        const energy = new EnergyClient({ baseUrl, getAccessToken: () => 'token' })
        const error = await caught(energy.reference.periods())
        expect(error).toBeInstanceOf(EnergyResponseError)
        expect(error).toMatchObject({ code: 'invalid_response', status: 200 })
        expect(requests).toBe(1)
      },
    )
  })

  test('a non-problem error page is an EnergyApiError with the status and a short detail', async () => {
    await withServer(
      () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
      async (baseUrl) => {
        const energy = new EnergyClient({ baseUrl, getAccessToken: () => 'token', maxRetries: 0 })
        const error = await caught(energy.reference.periods())
        expect(error).toBeInstanceOf(EnergyApiError)
        expect(error).toMatchObject({ status: 502, detail: 'Bad gateway', type: 'about:blank' })
      },
    )
  })

  test('no answer at all is an EnergyNetworkError, retried before it surfaces', async () => {
    let attempts = 0
    const closed = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response() })
    const baseUrl = `http://127.0.0.1:${closed.port}`
    closed.stop(true)
    const energy = new EnergyClient({
      baseUrl,
      getAccessToken: () => 'token',
      maxRetries: 1,
      fetch: Object.assign(
        (input: RequestInfo | URL, init?: RequestInit) => {
          attempts++
          return fetch(input, init)
        },
        { preconnect: fetch.preconnect },
      ),
    })
    const error = await caught(energy.reference.periods())
    expect(error).toBeInstanceOf(EnergyNetworkError)
    expect(attempts).toBe(2)
  })

  test('an answer slower than the timeout is an EnergyTimeoutError; the caller’s own abort stays the caller’s', async () => {
    await withServer(
      () => new Promise<Response>(() => {}),
      async (baseUrl) => {
        const energy = new EnergyClient({ baseUrl, getAccessToken: () => 'token', maxRetries: 0, timeout: 200 })
        expect(await caught(energy.reference.periods())).toBeInstanceOf(EnergyTimeoutError)
        const reason = new Error('user navigated away')
        const controller = new AbortController()
        const pending = caught(energy.reference.periods({ signal: controller.signal, timeout: 10_000 }))
        controller.abort(reason)
        expect(await pending).toBe(reason)
      },
    )
  })
})
