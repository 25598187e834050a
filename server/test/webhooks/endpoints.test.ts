import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { WEBHOOK_LIMITS } from '@partner/energy-shared'
import { purgeWebhookRecords } from '../../src/modules/webhooks/purge.ts'
import { EMBED_ORIGIN, startTestServer, type TestServer } from '../support/harness.ts'
import { api, startReceiver, until } from './support.ts'

let srv: TestServer
let token: string
let receiver: ReturnType<typeof startReceiver>
beforeAll(async () => {
  srv = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_POLL_MS: '100', PDF_RENDER_WORKERS: '0' })
  token = await srv.accessToken('api')
  receiver = startReceiver()
}, 60_000)
afterAll(async () => {
  receiver.stop()
  await srv.stop()
})

describe('/api/v1/webhook-endpoints', () => {
  test('create → 201 with the secret once; list, read and update never show it; delete → 204, then 404', async () => {
    const created = await api(srv, token, 'POST', '', { url: receiver.url('/a'), events: ['lead.created'], description: 'HubSpot via Zapier' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ url: receiver.url('/a'), events: ['lead.created'], description: 'HubSpot via Zapier', enabled: true, disabledReason: null, previousSecretExpiresAt: null })
    expect(Buffer.from(created.body.secret.slice('whsec_'.length), 'base64')).toHaveLength(32)
    const id = created.body.id
    const list = await api(srv, token, 'GET', '')
    expect(list.body.items.map((item: { id: string }) => item.id)).toContain(id)
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret)
    const patched = await api(srv, token, 'PATCH', `/${id}`, { events: ['study.created', 'study.redacted'], description: null, enabled: false })
    expect(patched.body).toMatchObject({ events: ['study.created', 'study.redacted'], description: null, enabled: false, disabledReason: 'paused' })
    expect(patched.body.secret).toBeUndefined()
    expect((await api(srv, token, 'POST', `/${id}/test`)).status).toBe(409)
    expect((await api(srv, token, 'DELETE', `/${id}`)).status).toBe(204)
    expect((await api(srv, token, 'GET', `/${id}`)).status).toBe(404)
    expect((await api(srv, token, 'DELETE', `/${id}`)).status).toBe(404)
  })

  test('bad bodies are 400 problems naming the field', async () => {
    for (const body of [
      {},
      { url: 'not a url' },
      { url: 'ftp://example.com/' },
      { url: 'https://user:secret@example.com/' },
      { url: receiver.url(), events: ['study.deleted'] },
      { url: receiver.url(), events: [] },
      { url: receiver.url(), events: ['lead.created', 'lead.created'] },
      { url: receiver.url(), description: 'x'.repeat(WEBHOOK_LIMITS.descriptionMaxLength + 1) },
      { url: `https://example.com/${'x'.repeat(WEBHOOK_LIMITS.urlMaxLength)}` },
      { url: receiver.url(), secret: 'whsec_mine' },
    ]) {
      const response = await api(srv, token, 'POST', '', body)
      expect({ body, status: response.status }).toEqual({ body, status: 400 })
      expect(response.headers.get('content-type')).toContain('application/problem+json')
    }
  })

  test('embed tokens → 403; another partner’s endpoint → 404 everywhere; no token → 401', async () => {
    const own = (await api(srv, token, 'POST', '', { url: receiver.url('/own') })).body
    const embed = await srv.accessToken('embed')
    for (const [method, path] of [['GET', ''], ['POST', ''], ['GET', `/${own.id}`], ['POST', `/${own.id}/rotate-secret`], ['GET', `/${own.id}/deliveries`]] as const) {
      const response = await api(srv, embed, method, path, method === 'POST' && path === '' ? { url: receiver.url() } : undefined, { origin: EMBED_ORIGIN })
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 })
    }
    const other = await srv.createPartner()
    const auth = await fetch(`${srv.baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: other.apiRefreshToken }) })
    const otherToken = ((await auth.json()) as { jwtToken: string }).jwtToken
    for (const [method, path, body] of [
      ['GET', `/${own.id}`],
      ['PATCH', `/${own.id}`, { enabled: false }],
      ['DELETE', `/${own.id}`],
      ['POST', `/${own.id}/rotate-secret`],
      ['GET', `/${own.id}/deliveries`],
      ['POST', `/${own.id}/test`],
      ['POST', `/${own.id}/deliveries/${crypto.randomUUID()}/retry`],
    ] as const) {
      const response = await api(srv, otherToken, method, path, body)
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 })
    }
    expect((await api(srv, otherToken, 'GET', '')).body.items).toEqual([])
    expect((await fetch(`${srv.baseUrl}/api/v1/webhook-endpoints`)).status).toBe(401)
    expect((await api(srv, token, 'GET', `/${own.id}`)).body.enabled).toBe(true)
    await api(srv, token, 'DELETE', `/${own.id}`)
  })

  test(`at most ${WEBHOOK_LIMITS.endpointsPerPartner} endpoints per partner (409 beyond)`, async () => {
    const ids: string[] = []
    for (let i = 0; i < WEBHOOK_LIMITS.endpointsPerPartner; i++) ids.push((await api(srv, token, 'POST', '', { url: receiver.url(`/n${i}`) })).body.id)
    const over = await api(srv, token, 'POST', '', { url: receiver.url('/over') })
    expect(over.status).toBe(409)
    for (const id of ids) await api(srv, token, 'DELETE', `/${id}`)
  })

  test('the delivery log is paged, and entries older than WEBHOOK_LOG_RETENTION_DAYS are purged', async () => {
    const endpoint = (await api(srv, token, 'POST', '', { url: receiver.url('/log') })).body
    for (let i = 0; i < 3; i++) await api(srv, token, 'POST', `/${endpoint.id}/test`)
    await until(async () => {
      const page = (await api(srv, token, 'GET', `/${endpoint.id}/deliveries?pageSize=2`)).body
      return page.totalCount === 3 && page.items.every((item: { status: string }) => item.status === 'succeeded') ? page : null
    }, 5_000)
    const second = (await api(srv, token, 'GET', `/${endpoint.id}/deliveries?page=2&pageSize=2`)).body
    expect(second.items).toHaveLength(1)
    expect((await api(srv, token, 'GET', `/${endpoint.id}/deliveries?pageSize=101`)).status).toBe(400)
    expect(await purgeWebhookRecords(srv.services)).toEqual({ attempts: 0, deliveries: 0, events: 0 })
    const purged = await purgeWebhookRecords(srv.services, new Date(Date.now() + 31 * 86_400_000))
    expect(purged).toMatchObject({ attempts: 3, deliveries: 3 })
    expect((await api(srv, token, 'GET', `/${endpoint.id}/deliveries`)).body.totalCount).toBe(0)
    await api(srv, token, 'DELETE', `/${endpoint.id}`)
  })
})
