import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { EnergyApiError, EnergyClient, type StudyCreateRequest } from '@partner/energy-sdk'
import { EMBED_ORIGIN, startTestServer, type TestServer } from '../../server/test/support/harness.ts'

/** A fetch that records the headers of every request before passing it on to the real one. */
const recordingFetch = () => {
  const sent: Headers[] = []
  const fetchAndRecord: typeof fetch = Object.assign(
    (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(input instanceof Request ? input.headers : init?.headers))
      return fetch(input, init)
    },
    { preconnect: fetch.preconnect },
  )
  return { fetch: fetchAndRecord, sent }
}

const request = (overrides: Partial<StudyCreateRequest> = {}): StudyCreateRequest => ({
  study: { label: 'SDK test house', address: 'Testovací 1, Praha' },
  periodType: '12M',
  yearlyConsumptionKWh: 4_000,
  totalKWp: 5,
  battery: { batterySizeKwh: 5, reservedBatteryCapacityPercentage: 10 },
  distribution: { distributor: 'CEZ', distributionRate: 'D02d' },
  electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: 3_000, monthlyFeeCzk: 120 },
  electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: 300 },
  recipient: { email: 'jana@example.test', name: 'Jana Testová', wantsContact: true },
  ...overrides,
})

let srv: TestServer
let client: EnergyClient
beforeAll(async () => {
  srv = await startTestServer()
  client = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken })
}, 60_000)
afterAll(() => srv.stop())

describe('studies.preview', () => {
  test('returns the computed study without storing anything', async () => {
    const { recipient: _recipient, ...withoutRecipient } = request()
    const result = await client.studies.preview(withoutRecipient)
    expect(result.currency).toBe('CZK')
    expect(result.monthly).toHaveLength(12)
    expect(result.energy.productionKWh).toBeGreaterThan(0)
    expect(typeof result.headlineYearlySaving).toBe('number')
    expect((await client.studies.list()).totalCount).toBe(0)
  })

  test('a range outside the data window carries allowedFrom/allowedTo', async () => {
    const error = await client.studies.preview(request({ periodType: null, from: '1990-01-01', to: '1990-12-31' })).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(EnergyApiError)
    const problem = error as EnergyApiError
    expect(problem).toMatchObject({ status: 400, slug: 'period-out-of-range' })
    expect(problem.allowedFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(problem.allowedTo).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  test('an invalid body is a 400 with an errors map', async () => {
    const error = await client.studies.preview(request({ yearlyConsumptionKWh: -5 })).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 400, slug: 'validation-error' })
    expect(Object.keys((error as EnergyApiError).errors ?? {}).join(' ')).toContain('yearlyConsumptionKWh')
  })
})

describe('studies lifecycle', () => {
  const externalUserId = `sdk-${crypto.randomUUID().slice(0, 8)}`

  test('create → list → get → pdfUrl → redact', async () => {
    const created = await client.studies.create(request(), { externalUserId, language: 'en' })
    expect(created.url).toBe(client.studies.pdfUrl(created.id))

    const page = await client.studies.list({ externalUserId })
    expect(page).toMatchObject({ totalCount: 1, page: 1 })
    expect(page.items[0]).toMatchObject({ id: created.id, externalUserId, recipientEmail: 'jana@example.test', studyLabel: 'SDK test house' })

    const study = await client.studies.get(created.id)
    expect(study.input).toMatchObject({ yearlyConsumptionKWh: 4_000 })
    expect(study.result.currency).toBe('CZK')

    const broker = await fetch(client.studies.pdfUrl(created.id), { redirect: 'manual' })
    expect(broker.status).toBe(302)

    const redacted = await client.studies.redact(created.id)
    expect(redacted).toMatchObject({ id: created.id, url: null, recipientEmail: null, studyLabel: null })
    expect(redacted.redactedAt).not.toBeNull()
    expect((await client.studies.redact(created.id)).redactedAt).toBe(redacted.redactedAt)
    expect((await fetch(client.studies.pdfUrl(created.id), { redirect: 'manual' })).status).toBe(410)
  }, 60_000)

  test('an idempotency key returns the first result; with retries on one is generated, with retries off none', async () => {
    const idempotencyKey = crypto.randomUUID()
    const first = await client.studies.create(request(), { idempotencyKey })
    const second = await client.studies.create(request(), { idempotencyKey })
    expect(second.id).toBe(first.id)
    const conflict = await client.studies.create(request({ totalKWp: 7 }), { idempotencyKey }).catch((caught: unknown) => caught)
    expect(conflict).toMatchObject({ status: 409, slug: 'conflict' })

    const recorder = recordingFetch()
    const recorded = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken, fetch: recorder.fetch })
    await recorded.studies.create(request(), { externalUserId: 'header-check', language: 'en' })
    await recorded.studies.create(request(), { maxRetries: 0 })
    const creates = recorder.sent.filter((headers) => headers.get('content-type') === 'application/json' && headers.has('authorization'))
    expect(creates[0]!.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(creates[0]!.get('x-partner-external-user')).toBe('header-check')
    expect(creates[0]!.get('accept-language')).toBe('en')
    expect(creates[1]!.has('idempotency-key')).toBe(false)
  }, 60_000)

  test('listAll walks every page', async () => {
    const owner = `sdk-pages-${crypto.randomUUID().slice(0, 8)}`
    const ids: string[] = []
    for (let i = 0; i < 5; i++) ids.push((await client.studies.create(request(), { externalUserId: owner })).id)
    const recorder = recordingFetch()
    const paging = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken, fetch: recorder.fetch })
    const seen: string[] = []
    for await (const study of paging.studies.listAll({ externalUserId: owner, pageSize: 2 })) seen.push(study.id)
    expect(seen).toEqual(ids.toReversed())
    expect(recorder.sent.filter((headers) => headers.has('authorization'))).toHaveLength(3)
  }, 60_000)

  test('an unknown study is a 404 EnergyApiError', async () => {
    const error = await client.studies.get(crypto.randomUUID()).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'EnergyApiError', status: 404, slug: 'not-found' })
  })
})

describe('studies with an embed token', () => {
  test('the IČO header brands an embed call; an api token sending it gets 403; embed tokens cannot list', async () => {
    const embed = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.embedRefreshToken, headers: { Origin: EMBED_ORIGIN } })
    const created = await embed.studies.create(request(), { ico: srv.partnerIco })
    expect(created.url).toBe(embed.studies.pdfUrl(created.id))
    expect((await client.studies.get(created.id)).origin).toBe(EMBED_ORIGIN)

    expect(await client.studies.create(request(), { ico: srv.partnerIco }).catch((caught: unknown) => caught)).toMatchObject({ status: 403, slug: 'forbidden' })
    expect(await embed.studies.list().catch((caught: unknown) => caught)).toMatchObject({ status: 403, slug: 'forbidden' })
  }, 60_000)
})
