import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { Webhook } from 'standardwebhooks'
import { WebhookEndpoint } from '../../src/modules/webhooks/entities.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { createStudy, embedHeaders, outboxMessages, studyRequest } from '../studies/support/studies.ts'
import { api, FAST_WEBHOOKS, startReceiver, until, verify } from './support.ts'

const METRICS = 'webhook-metrics-token-0123456789'
let srv: TestServer
let receiver: ReturnType<typeof startReceiver>
let apiToken: string
/** Per path: the statuses to answer in turn (then 200). */
const scripts = new Map<string, number[]>()
/** Per path: a Retry-After header for its non-2xx answers. */
const retryAfter = new Map<string, string>()

beforeAll(async () => {
  srv = await startTestServer({ ...FAST_WEBHOOKS, PDF_RENDER_WORKERS: '0', METRICS_TOKEN: METRICS })
  receiver = startReceiver((_request, entry) => {
    const status = scripts.get(entry.path)?.shift() ?? 200
    const headers: Record<string, string> = status !== 200 && retryAfter.has(entry.path) ? { 'retry-after': retryAfter.get(entry.path)! } : {}
    return new Response(status === 200 ? 'thanks' : `no: ${status}`, { status, headers })
  })
  apiToken = await srv.accessToken('api')
}, 60_000)
afterAll(async () => {
  receiver.stop()
  await srv.stop()
})

async function register(path: string, body: Record<string, unknown> = {}) {
  const created = await api(srv, apiToken, 'POST', '', { url: receiver.url(path), ...body })
  expect(created.status).toBe(201)
  return created.body as { id: string; secret: string; events: string[] }
}

describe('webhook deliveries to a real receiver', () => {
  test('a study through the embed with consent: study.created and lead.created, each once, verified, within seconds', async () => {
    const endpoint = await register('/crm')
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/)
    expect(endpoint.events).toEqual(['study.created', 'lead.created', 'study.redacted'])
    const started = Date.now()
    const study = await createStudy(srv, studyRequest(), { token: await srv.accessToken('embed'), headers: embedHeaders() })
    await until(() => receiver.at('/crm').length >= 2, 5_000, 'two deliveries')
    await Bun.sleep(500)
    const got = receiver.at('/crm')
    expect(got.map((entry) => entry.json.type).sort()).toEqual(['lead.created', 'study.created'])
    expect(Math.max(...got.map((entry) => entry.at)) - started).toBeLessThan(5_000)
    for (const entry of got) {
      const verified = verify(endpoint.secret, entry) as { type: string; data: Record<string, any> }
      expect(verified.data.id).toBe(study.id)
      expect(verified.data.recipientName).toBe('Jiří Novák')
      expect(verified.data.wantsContact).toBe(true)
      expect(verified.data.figures).toMatchObject({ currency: 'CZK', totalKWp: 9.6, batteryKWh: 10, distributor: 'CEZ', distributionRate: 'D25d', yearlyConsumptionKWh: 4500 })
      expect(verified.data.figures.annualSaving).toBeGreaterThan(0)
      expect(entry.body.length).toBeLessThan(20_000)
      expect(entry.id).toMatch(/^msg_[0-9a-f]{32}$/)
    }
    expect(new Set(got.map((entry) => entry.id)).size).toBe(2)
    // Another secret does not verify: the check can fail.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(got[0]!.body, { 'webhook-id': got[0]!.id, 'webhook-timestamp': got[0]!.timestamp, 'webhook-signature': got[0]!.signature })).toThrow()
    await api(srv, apiToken, 'DELETE', `/${endpoint.id}`)
  }, 30_000)

  test('a study without consent: study.created only; an endpoint wanting only leads gets nothing', async () => {
    const all = await register('/all')
    const leads = await register('/leads', { events: ['lead.created'] })
    await createStudy(srv, studyRequest({ recipient: { email: 'a@example.cz', wantsContact: false } }), { token: apiToken })
    await until(() => receiver.at('/all').length >= 1, 5_000)
    await Bun.sleep(400)
    expect(receiver.at('/all').map((entry) => entry.json.type)).toEqual(['study.created'])
    expect(receiver.at('/leads')).toEqual([])
    await api(srv, apiToken, 'DELETE', `/${all.id}`)
    await api(srv, apiToken, 'DELETE', `/${leads.id}`)
  }, 30_000)

  test('a receiver answering 500 twice then 200 gets the event three times with the same webhook-id; the log shows the three attempts', async () => {
    const endpoint = await register('/flaky', { events: ['study.created'] })
    scripts.set('/flaky', [500, 500])
    await createStudy(srv, studyRequest(), { token: apiToken })
    await until(() => receiver.at('/flaky').length >= 3, 8_000, 'three attempts')
    await Bun.sleep(500)
    const got = receiver.at('/flaky')
    expect(got).toHaveLength(3)
    expect(new Set(got.map((entry) => entry.id)).size).toBe(1)
    for (const entry of got) verify(endpoint.secret, entry)
    const log = await until(async () => {
      const page = (await api(srv, apiToken, 'GET', `/${endpoint.id}/deliveries`)).body
      return page.items[0]?.status === 'succeeded' ? page : null
    })
    expect(log.totalCount).toBe(1)
    const delivery = log.items[0]
    expect(delivery.webhookId).toBe(got[0]!.id)
    expect(delivery.attempts).toBe(3)
    expect(delivery.log.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([500, 500, 200])
    expect(delivery.log.map((attempt: { outcome: string }) => attempt.outcome)).toEqual(['failed', 'failed', 'succeeded'])
    expect(delivery.log[0].responseExcerpt).toBe('no: 500')
    expect(delivery.log[2].responseExcerpt).toBe('thanks')
    await api(srv, apiToken, 'DELETE', `/${endpoint.id}`)
  }, 30_000)

  test('a receiver that never succeeds is given up after the last attempt of the schedule', async () => {
    const endpoint = await register('/down', { events: ['study.created'] })
    scripts.set('/down', [503, 500, 502, 500, 500])
    await createStudy(srv, studyRequest(), { token: apiToken })
    const log = await until(async () => {
      const page = (await api(srv, apiToken, 'GET', `/${endpoint.id}/deliveries`)).body
      return page.items[0]?.status === 'failed' ? page : null
    }, 8_000)
    // 3 waits in the test schedule → 4 attempts.
    expect(log.items[0].attempts).toBe(4)
    expect(receiver.at('/down')).toHaveLength(4)
    expect((await api(srv, apiToken, 'GET', `/${endpoint.id}`)).body.enabled).toBe(true)

    // Send again: one more attempt now, same webhook-id; this time it succeeds.
    scripts.set('/down', [])
    const again = await api(srv, apiToken, 'POST', `/${endpoint.id}/deliveries/${log.items[0].id}/retry`)
    expect(again.status).toBe(200)
    await until(() => receiver.at('/down').length >= 5, 5_000)
    expect(receiver.at('/down')[4]!.id).toBe(receiver.at('/down')[0]!.id)
    await until(async () => (await api(srv, apiToken, 'GET', `/${endpoint.id}/deliveries`)).body.items[0].status === 'succeeded')
    await api(srv, apiToken, 'DELETE', `/${endpoint.id}`)
  }, 30_000)

  test('410 Gone disables the endpoint and tells the partner by e-mail', async () => {
    const endpoint = await register('/gone', { events: ['study.created'] })
    scripts.set('/gone', [410])
    const before = (await outboxMessages(srv)).length
    await createStudy(srv, studyRequest({ recipient: { email: 'b@example.cz' } }), { token: apiToken })
    const disabled = await until(async () => {
      const view = (await api(srv, apiToken, 'GET', `/${endpoint.id}`)).body
      return view.enabled ? null : view
    }, 5_000)
    expect(disabled.disabledReason).toBe('gone')
    expect(receiver.at('/gone')).toHaveLength(1)
    const notice = await until(async () => (await outboxMessages(srv)).slice(before).find((mail) => mail.subject === 'Webhook byl vypnut'), 5_000)
    expect(notice.text).toContain(receiver.url('/gone'))
    expect(notice.to && !Array.isArray(notice.to) ? notice.to.value[0]?.address : null).toBe('partner@example.test')

    // Nothing more is sent to a disabled endpoint; enabling it again resumes.
    await createStudy(srv, studyRequest({ recipient: { email: 'c@example.cz' } }), { token: apiToken })
    await Bun.sleep(500)
    expect(receiver.at('/gone')).toHaveLength(1)
    const enabled = await api(srv, apiToken, 'PATCH', `/${endpoint.id}`, { enabled: true })
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null })
    const test = await api(srv, apiToken, 'POST', `/${endpoint.id}/test`)
    expect(test.status).toBe(200)
    await until(() => receiver.at('/gone').length >= 2, 5_000)
    expect(receiver.at('/gone')[1]!.json.type).toBe('webhook.test')
    expect(receiver.at('/gone')[1]!.id).toBe(test.body.webhookId)
    verify(endpoint.secret, receiver.at('/gone')[1]!)
    await api(srv, apiToken, 'DELETE', `/${endpoint.id}`)
  }, 30_000)

  test('429 with Retry-After waits as asked (not the schedule), then delivers', async () => {
    const endpoint = await register('/busy', { events: ['study.created'] })
    scripts.set('/busy', [429])
    retryAfter.set('/busy', '2')
    await createStudy(srv, studyRequest({ recipient: { email: 'd@example.cz' } }), { token: apiToken })
    await until(() => receiver.at('/busy').length >= 2, 8_000)
    const [first, second] = receiver.at('/busy')
    expect(second!.id).toBe(first!.id)
    // The schedule says 0.2 s; the receiver asked for 2 s.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1_900)
    await api(srv, apiToken, 'DELETE', `/${endpoint.id}`)
  }, 30_000)

  test('an endpoint failing for WEBHOOK_FAILING_DISABLE_DAYS is disabled and its partner told; a success in between resets the clock', async () => {
    const endpoint = await register('/failing', { events: ['study.created'] })
    const em = srv.services.em()
    // It has been failing for a day: a success clears that.
    await em.nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { failingSince: new Date(Date.now() - 86_400_000) })
    await api(srv, apiToken, 'POST', `/${endpoint.id}/test`)
    await until(async () => (await srv.services.em().findOneOrFail(WebhookEndpoint, { id: endpoint.id })).failingSince === null, 5_000)
    // Failing for six days: the next failure disables it.
    await srv.services.em().nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { failingSince: new Date(Date.now() - 6 * 86_400_000) })
    scripts.set('/failing', [500])
    const before = (await outboxMessages(srv)).length
    await api(srv, apiToken, 'POST', `/${endpoint.id}/test`)
    const view = await until(async () => {
      const current = (await api(srv, apiToken, 'GET', `/${endpoint.id}`)).body
      return current.enabled ? null : current
    }, 5_000)
    expect(view.disabledReason).toBe('failing')
    const notice = await until(async () => (await outboxMessages(srv)).slice(before).find((mail) => mail.subject === 'Webhook byl vypnut'), 5_000)
    expect(notice.text).toContain('5 dní')
    await api(srv, apiToken, 'DELETE', `/${endpoint.id}`)
  }, 30_000)

  test('secret rotation: during the overlap every delivery verifies with the new and with the previous secret', async () => {
    const endpoint = await register('/rotate', { events: ['study.created'] })
    const rotated = await api(srv, apiToken, 'POST', `/${endpoint.id}/rotate-secret`)
    expect(rotated.status).toBe(200)
    expect(rotated.body.secret).not.toBe(endpoint.secret)
    expect(new Date(rotated.body.previousSecretExpiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000)
    expect((await api(srv, apiToken, 'GET', `/${endpoint.id}`)).body.secret).toBeUndefined()
    await api(srv, apiToken, 'POST', `/${endpoint.id}/test`)
    const [entry] = await until(() => (receiver.at('/rotate').length ? receiver.at('/rotate') : null), 5_000)
    expect(entry!.signature.split(' ')).toHaveLength(2)
    expect(verify(rotated.body.secret, entry!)).toMatchObject({ type: 'webhook.test' })
    expect(verify(endpoint.secret, entry!)).toMatchObject({ type: 'webhook.test' })
    await api(srv, apiToken, 'DELETE', `/${endpoint.id}`)
  }, 30_000)

  test('redaction: study.redacted is sent once, and a replay of the earlier events carries no personal data', async () => {
    const endpoint = await register('/redact')
    const study = await createStudy(srv, studyRequest(), { token: apiToken })
    await until(() => receiver.at('/redact').length >= 2, 5_000)
    expect(receiver.at('/redact')[0]!.body).toContain('Jiří Novák')
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${srv.baseUrl}/api/v1/studies/${study.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${apiToken}` } })
      expect(response.status).toBe(200)
    }
    await until(() => receiver.at('/redact').length >= 3, 5_000)
    await Bun.sleep(400)
    const redacted = receiver.at('/redact').filter((entry) => entry.json.type === 'study.redacted')
    expect(redacted).toHaveLength(1)
    expect(redacted[0]!.json.data.redactedAt).not.toBeNull()

    const page = (await api(srv, apiToken, 'GET', `/${endpoint.id}/deliveries`)).body
    const created = page.items.find((item: { eventType: string }) => item.eventType === 'study.created')
    const before = receiver.at('/redact').length
    expect((await api(srv, apiToken, 'POST', `/${endpoint.id}/deliveries/${created.id}/retry`)).status).toBe(200)
    await until(() => receiver.at('/redact').length > before, 5_000)
    for (const entry of receiver.at('/redact').slice(2)) {
      verify(endpoint.secret, entry)
      const personal = ['Jiří Novák', 'jiri.novak@example.cz', '777 123 456', 'Rodinný dům Novákovi', 'Jiráskova']
      for (const value of personal) expect(entry.body).not.toContain(value)
      expect(entry.json.data).toMatchObject({ recipientName: null, recipientEmail: null, recipientPhone: null, studyLabel: null, url: null })
      expect(entry.json.data.figures.totalKWp).toBe(9.6)
    }
    await api(srv, apiToken, 'DELETE', `/${endpoint.id}`)
  }, 30_000)

  test('/metrics: delivery outcomes by channel and the queue depth', async () => {
    const text = await (await fetch(`${srv.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })).text()
    const value = (series: string) => Number(text.split('\n').find((line) => line.startsWith(`${series} `))?.split(' ')[1] ?? Number.NaN)
    expect(value('webhook_deliveries_total{channel="webhook",outcome="sent"}')).toBeGreaterThan(5)
    expect(value('webhook_deliveries_total{channel="webhook",outcome="retrying"}')).toBeGreaterThan(2)
    expect(value('webhook_deliveries_total{channel="webhook",outcome="failed"}')).toBeGreaterThanOrEqual(1)
    expect(value('queue_depth{queue="webhooks"}')).toBeGreaterThanOrEqual(0)
  })
})
