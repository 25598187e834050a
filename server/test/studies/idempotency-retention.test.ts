import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Study, StudyCreateResult } from '@partner/energy-shared'
import { Study as StudyEntity, StudyIdempotencyKey } from '../../src/modules/studies/entities.ts'
import { studiesDependencies } from '../../src/modules/studies/index.ts'
import { simulationService } from '../../src/modules/studies/simulation.ts'
import { studiesService } from '../../src/modules/studies/service.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { startPostmarkReceiver, type PostmarkReceiver } from './support/peers.ts'
import { apiGet, createStudy, openBrokerLink, outboxMessages, postStudy, studyRequest } from './support/studies.ts'

describe('Idempotency-Key', () => {
  let srv: TestServer
  let token: string

  beforeAll(async () => {
    srv = await startTestServer()
    token = await srv.accessToken('api')
  }, 60_000)
  afterAll(() => srv.stop())

  test('a retry with the same key returns the first result: one study, one PDF, one e-mail', async () => {
    const body = studyRequest()
    const headers = { 'idempotency-key': 'order-1001' }
    const first = await createStudy(srv, body, { token, headers })
    const retry = await createStudy(srv, body, { token, headers })
    expect(retry).toEqual(first)
    expect(await srv.services.em().count(StudyEntity, {})).toBe(1)
    expect(await outboxMessages(srv)).toHaveLength(1)

    // Concurrent duplicates wait for the first and get its answer.
    const concurrent = await Promise.all([1, 2, 3].map(() => postStudy(srv, body, { token, headers: { 'idempotency-key': 'order-1002' } })))
    const results = (await Promise.all(concurrent.map((response) => response.json()))) as StudyCreateResult[]
    expect(concurrent.map((response) => response.status)).toEqual([200, 200, 200])
    expect(new Set(results.map((result) => result.id)).size).toBe(1)
    expect(await srv.services.em().count(StudyEntity, {})).toBe(2)
    expect(await outboxMessages(srv)).toHaveLength(2)
  }, 60_000)

  test('the same key with a different body → 409; another partner may use the same key', async () => {
    const headers = { 'idempotency-key': 'order-2001' }
    await createStudy(srv, studyRequest(), { token, headers })
    const changed = await postStudy(srv, studyRequest({ totalKWp: 7 }), { token, headers })
    expect(changed.status).toBe(409)
    expect(((await changed.json()) as { type: string }).type).toEndWith('/conflict')

    const other = await srv.createPartner()
    const otherToken = await (async () => {
      const response = await fetch(`${srv.baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: other.apiRefreshToken }) })
      return ((await response.json()) as { jwtToken: string }).jwtToken
    })()
    const theirs = await postStudy(srv, studyRequest({ totalKWp: 7 }), { token: otherToken, headers })
    expect(theirs.status).toBe(200)
  }, 60_000)

  test('a key older than 24 hours no longer replays', async () => {
    const headers = { 'idempotency-key': 'order-3001' }
    const first = await createStudy(srv, studyRequest(), { token, headers })
    await srv.services.em().nativeUpdate(StudyIdempotencyKey, { key: 'order-3001' }, { createdAt: new Date(Date.now() - 25 * 3_600_000) })
    const later = await createStudy(srv, studyRequest(), { token, headers })
    expect(later.id).not.toBe(first.id)
  }, 60_000)

  test('a failed request releases its key, so the retry does the work', async () => {
    const headers = { 'idempotency-key': 'order-4001' }
    const invalid = await postStudy(srv, { ...studyRequest(), periodType: null, from: '2010-01-01', to: '2010-12-31' }, { token, headers })
    expect(invalid.status).toBe(400)
    expect(await srv.services.em().count(StudyIdempotencyKey, { key: 'order-4001' })).toBe(0)
  }, 60_000)
})

describe('e-mail through the Postmark API', () => {
  let postmark: PostmarkReceiver
  beforeAll(() => {
    postmark = startPostmarkReceiver()
  })
  afterAll(() => postmark.stop())

  test('the message carries the stored PDF; a rejected token means emailSent false, the study still exists', async () => {
    const srv = await startTestServer({ MAIL_TRANSPORT: 'postmark', POSTMARK_SERVER_TOKEN: postmark.token, POSTMARK_API_URL: postmark.url, MAIL_FROM: 'studie@energie.example.cz' })
    const rejected = await startTestServer({ MAIL_TRANSPORT: 'postmark', POSTMARK_SERVER_TOKEN: 'revoked-token', POSTMARK_API_URL: postmark.url })
    try {
      const created = await createStudy(srv, studyRequest(), { token: await srv.accessToken('api') })
      expect(created.emailSent).toBe(true)
      expect(postmark.emails).toHaveLength(1)
      const { body, headers } = postmark.emails[0]!
      expect(headers.get('x-postmark-server-token')).toBe(postmark.token)
      expect(body.To).toBe('jiri.novak@example.cz')
      expect(body.From).toBe('"Solar Test s.r.o." <studie@energie.example.cz>')
      expect(body.Subject).toBe('Vaše studie úspor: Rodinný dům Novákovi – Říčany')
      expect(body.HtmlBody).toContain(created.url)
      expect(body.TextBody).toContain(created.url)
      const stored = new Uint8Array(await (await openBrokerLink(created.url)).file!.arrayBuffer())
      expect(body.Attachments).toHaveLength(1)
      expect(body.Attachments![0]!.ContentType).toBe('application/pdf')
      expect(new Uint8Array(Buffer.from(body.Attachments![0]!.Content, 'base64'))).toEqual(stored)

      const notSent = await createStudy(rejected, studyRequest(), { token: await rejected.accessToken('api') })
      expect(notSent.emailSent).toBe(false)
      expect(postmark.emails).toHaveLength(1)
      expect((await openBrokerLink(notSent.url)).file!.status).toBe(200)
    } finally {
      await srv.stop()
      await rejected.stop()
    }
  }, 60_000)

  test('MAIL_TRANSPORT=disabled: emailSent false, nothing written', async () => {
    const srv = await startTestServer({ MAIL_TRANSPORT: 'disabled' })
    try {
      const created = await createStudy(srv, studyRequest(), { token: await srv.accessToken('api') })
      expect(created.emailSent).toBe(false)
      expect(await outboxMessages(srv)).toHaveLength(0)
    } finally {
      await srv.stop()
    }
  }, 60_000)
})

describe('retention', () => {
  test('studies older than RETENTION_DAYS are redacted like DELETE does; younger ones stay', async () => {
    const srv = await startTestServer({ RETENTION_DAYS: '30' })
    try {
      expect(srv.services.config.retentionDays).toBe(30)
      const token = await srv.accessToken('api')
      const old = await createStudy(srv, studyRequest({ study: { label: 'Stará studie' } }), { token })
      const young = await createStudy(srv, studyRequest({ study: { label: 'Nová studie' } }), { token })
      await srv.services.em().nativeUpdate(StudyEntity, { id: old.id }, { createdAt: new Date(Date.now() - 31 * 86_400_000) })

      const studies = studiesService(srv.services, studiesDependencies(srv.services, simulationService()))
      expect(await studies.redactOlderThan(30)).toBe(1)
      expect(await studies.redactOlderThan(30)).toBe(0)

      const redacted = (await (await apiGet(srv, `/api/v1/studies/${old.id}`, token)).json()) as Study
      expect(redacted.redactedAt).not.toBeNull()
      expect(redacted.url).toBeNull()
      expect(redacted.studyLabel).toBeNull()
      expect(redacted.recipientEmail).toBeNull()
      expect((redacted.input as { study: { label: string | null } }).study.label).toBeNull()
      expect(redacted.annualSaving).not.toBeNull()
      expect(existsSync(join(srv.services.config.storage.localDirectory, 'studies', `${old.id}.pdf`))).toBe(false)
      expect((await openBrokerLink(old.url)).broker.status).toBe(410)

      const kept = (await (await apiGet(srv, `/api/v1/studies/${young.id}`, token)).json()) as Study
      expect(kept.redactedAt).toBeNull()
      expect(kept.studyLabel).toBe('Nová studie')
    } finally {
      await srv.stop()
    }
  }, 60_000)

  test('retention is off by default', async () => {
    const srv = await startTestServer()
    try {
      expect(srv.services.config.retentionDays).toBeUndefined()
    } finally {
      await srv.stop()
    }
  }, 60_000)
})
