import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Study, StudyListPage, StudySummary } from '@partner/energy-shared'
import { Study as StudyEntity, StudyAccessLog } from '../../src/modules/studies/entities.ts'
import { LocalBlobStore } from '../../src/storage/index.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { apiGet, createStudy, czechMoney, openBrokerLink, outboxMessages, pdfText, postStudy, studyRequest } from './support/studies.ts'

/** The whole lifecycle on the default deployment: local storage behind signed URLs, e-mail into the outbox. */
describe('study lifecycle on local storage', () => {
  let srv: TestServer
  let token: string

  beforeAll(async () => {
    srv = await startTestServer()
    token = await srv.accessToken('api')
  }, 60_000)
  afterAll(() => srv.stop())

  test('create → PDF behind the broker → e-mail with the same PDF → read → redact', async () => {
    // The stored input keeps the body exactly as sent (members the schema does not know are refused with 400).
    const body = studyRequest()
    const created = await createStudy(srv, body, { token, headers: { 'x-partner-external-user': 'crm-user-17' } })
    expect(created.emailSent).toBe(true)
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(created.url).toBe(`${srv.baseUrl}/api/v1/studies/${created.id}/pdf`)

    // The broker: 302 to a fresh signed link on every visit, never cached.
    const first = await openBrokerLink(created.url)
    const second = await openBrokerLink(created.url)
    expect(first.broker.status).toBe(302)
    expect(first.broker.headers.get('cache-control')).toBe('no-store')
    const location = new URL(first.broker.headers.get('location')!)
    expect(location.origin).toBe(srv.baseUrl)
    expect(location.pathname).toBe(`/api/v1/blobs/studies/${created.id}.pdf`)
    expect(location.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/)
    expect(Number(location.searchParams.get('expires'))).toBeGreaterThan(Date.now() / 1000 + 250)
    expect(first.file!.status).toBe(200)
    expect(first.file!.headers.get('content-type')).toBe('application/pdf')
    const pdf = new Uint8Array(await first.file!.arrayBuffer())
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-')
    expect(new Uint8Array(await second.file!.arrayBuffer())).toEqual(pdf)

    // The stored file itself is not reachable without a valid signature.
    const unsigned = await fetch(`${srv.baseUrl}/api/v1/blobs/studies/${created.id}.pdf`)
    expect(unsigned.status).toBe(400)
    const tampered = new URL(location)
    tampered.searchParams.set('expires', String(Number(location.searchParams.get('expires')) + 3600))
    const refused = await fetch(tampered)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('content-type')).toStartWith('application/problem+json')
    const otherFile = new URL(location)
    otherFile.pathname = otherFile.pathname.replace(created.id, crypto.randomUUID())
    expect((await fetch(otherFile)).status).toBe(403)

    // The PDF reads back with the label, the headline saving and Czech diacritics.
    const full = (await (await apiGet(srv, `/api/v1/studies/${created.id}`, token)).json()) as Study
    const { text } = await pdfText(pdf)
    expect(text).toContain('Rodinný dům Novákovi – Říčany')
    expect(text).toContain('Jiráskova 1234/5, 251 01 Říčany')
    expect(text).toContain(czechMoney(full.result.headlineYearlySaving))
    expect(text).toContain('Roční úspora'.toUpperCase())
    expect(text).toContain('Předpoklady a zdroje dat')
    expect(text).toContain('Souhlasili jste, aby vás společnost Solar Test s.r.o. kontaktovala')

    // The e-mail went to the recipient with the link and exactly the stored PDF attached.
    const messages = await outboxMessages(srv)
    expect(messages).toHaveLength(1)
    const mail = messages[0]!
    expect(mail.subject).toBe('Vaše studie úspor: Rodinný dům Novákovi – Říčany')
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe('jiri.novak@example.cz')
    expect(mail.from?.value[0]?.name).toBe('Solar Test s.r.o.')
    expect(mail.replyTo?.value[0]?.address).toBe('partner@example.test')
    expect(mail.text).toContain(created.url)
    expect(mail.html || '').toContain(`href="${created.url}"`)
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]!.contentType).toBe('application/pdf')
    expect(new Uint8Array(mail.attachments[0]!.content)).toEqual(pdf)

    // Read back: summary, the input exactly as received, the computed result.
    expect(full.id).toBe(created.id)
    expect(full.partnerId).toBe(srv.partnerId)
    expect(full.url).toBe(created.url)
    expect(full.studyLabel).toBe('Rodinný dům Novákovi – Říčany')
    expect(full.externalUserId).toBe('crm-user-17')
    expect(full.recipientEmail).toBe('jiri.novak@example.cz')
    expect(full.recipientName).toBe('Jiří Novák')
    expect(full.recipientPhone).toBe('+420 777 123 456')
    expect(full.wantsContact).toBe(true)
    expect(full.origin).toBeNull()
    expect(full.redactedAt).toBeNull()
    expect(full.userId).toBeNull()
    expect(full.currency).toBe('CZK')
    expect(full.input).toEqual(body)
    expect(full.annualSaving).toBe(full.result.headlineYearlySaving)
    expect(full.paybackYears).toBe(full.result.paybackYears)
    expect(full.result.monthly).toHaveLength(12)

    // Every broker visit was logged with time, IP, user agent and outcome.
    const visits = await srv.services.em().find(StudyAccessLog, { studyId: created.id }, { orderBy: { at: 'asc' } })
    expect(visits).toHaveLength(2)
    for (const visit of visits) {
      expect(visit.outcome).toBe('redirected')
      expect(visit.ip).toBe('127.0.0.1')
      expect(visit.userAgent).toBe('StudiesTest/1.0')
      expect(visit.at).toBeInstanceOf(Date)
    }

    // Redaction: every personal value goes, the calculation stays, the link is revoked, the file is deleted.
    const deleted = await fetch(`${srv.baseUrl}/api/v1/studies/${created.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect(deleted.status).toBe(200)
    const summary = (await deleted.json()) as StudySummary
    expect(summary.redactedAt).not.toBeNull()
    expect(summary.url).toBeNull()
    expect(summary.studyLabel).toBeNull()
    expect(summary.recipientEmail).toBeNull()
    expect(summary.recipientName).toBeNull()
    expect(summary.recipientPhone).toBeNull()
    expect(summary.annualSaving).toBe(full.annualSaving)
    expect(summary.paybackYears).toBe(full.paybackYears)
    expect(summary.externalUserId).toBe('crm-user-17')
    expect(summary.wantsContact).toBe(true)

    const redacted = (await (await apiGet(srv, `/api/v1/studies/${created.id}`, token)).json()) as Study
    expect(redacted.redactedAt).toBe(summary.redactedAt)
    expect(redacted.url).toBeNull()
    const input = redacted.input as ReturnType<typeof studyRequest>
    expect(input.study).toEqual({ label: null, address: null, extendedStudy: false } as never)
    expect(input.recipient).toEqual({ email: null, name: null, phone: null, ownsPv: false, wantsContact: true } as never)
    expect(input.totalKWp).toBe(9.6)
    expect(input.distribution).toEqual(body.distribution)
    expect(redacted.result).toEqual(full.result)

    expect((await openBrokerLink(created.url)).broker.status).toBe(410)
    expect((await fetch(location)).status).toBe(404)
    expect(existsSync(join(srv.services.config.storage.localDirectory, 'studies', `${created.id}.pdf`))).toBe(false)
    const goneVisit = await srv.services.em().findOne(StudyAccessLog, { studyId: created.id, outcome: 'gone' })
    expect(goneVisit).not.toBeNull()

    // Still listed, and deleting again changes nothing.
    const list = (await (await apiGet(srv, '/api/v1/studies', token)).json()) as StudyListPage
    expect(list.items.find((item) => item.id === created.id)).toEqual(summary)
    const again = await fetch(`${srv.baseUrl}/api/v1/studies/${created.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(summary)
  }, 60_000)

  test('an expired signed link is refused', async () => {
    const created = await createStudy(srv, studyRequest({ study: { label: 'Expiry' } }), { token })
    const { storage } = srv.services.config
    const signedAnHourAgo = new LocalBlobStore({ directory: storage.localDirectory, signingSecret: storage.localSigningSecret, now: () => Math.floor(Date.now() / 1000) - 3600 })
    const expired = await signedAnHourAgo.signedUrl(`studies/${created.id}.pdf`, { ttlSeconds: 300, fileName: 'studie-uspor.pdf' })
    const response = await fetch(new URL(expired, srv.baseUrl))
    expect(response.status).toBe(403)
    expect(((await response.json()) as { detail: string }).detail).toContain('expired')
  }, 60_000)

  test('unknown study: broker 404 (not logged), read 404, delete 404', async () => {
    const id = crypto.randomUUID()
    const broker = await fetch(`${srv.baseUrl}/api/v1/studies/${id}/pdf`, { redirect: 'manual' })
    expect(broker.status).toBe(404)
    expect(broker.headers.get('content-type')).toStartWith('application/problem+json')
    expect(await srv.services.em().count(StudyAccessLog, { studyId: id })).toBe(0)
    expect((await apiGet(srv, `/api/v1/studies/${id}`, token)).status).toBe(404)
    const deleted = await fetch(`${srv.baseUrl}/api/v1/studies/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect(deleted.status).toBe(404)
  }, 60_000)

  test('English: Accept-Language en gives an English PDF and e-mail; cs is the default', async () => {
    const before = (await outboxMessages(srv)).length
    const created = await createStudy(srv, studyRequest({ study: { label: 'Family house', extendedStudy: true } }), {
      token,
      headers: { 'accept-language': 'en-GB,en;q=0.9,cs;q=0.5' },
    })
    const { file } = await openBrokerLink(created.url)
    const { text, pages } = await pdfText(new Uint8Array(await file!.arrayBuffer()))
    expect(text).toContain('YEARLY SAVING')
    expect(text).toContain('Assumptions and data sources')
    // extendedStudy adds the battery-size sensitivity and typical-day pages.
    expect(text).toContain('How the battery size changes the saving')
    expect(text).toContain('A typical day')
    expect(pages).toBe(7)
    const mail = (await outboxMessages(srv)).at(-1)!
    expect((await outboxMessages(srv)).length).toBe(before + 1)
    expect(mail.subject).toBe('Your savings study: Family house')
    expect(mail.attachments[0]!.filename).toBe('savings-study.pdf')

    const plain = await createStudy(srv, studyRequest({ study: { label: 'Bez rozšíření' } }), { token })
    const plainPdf = await pdfText(new Uint8Array(await (await openBrokerLink(plain.url)).file!.arrayBuffer()))
    expect(plainPdf.pages).toBe(5)
    expect(plainPdf.text).toContain('ROČNÍ ÚSPORA')
  }, 60_000)

  test('list: newest first, filters by end-user and inclusive UTC dates, pages, and at most 200 per page', async () => {
    const fresh = await startTestServer()
    try {
      const freshToken = await fresh.accessToken('api')
      const created: string[] = []
      for (const [index, user] of ['alice-1', 'bob-2', 'alice-1'].entries()) {
        created.push((await createStudy(fresh, studyRequest({ study: { label: `Study ${index}` } }), { token: freshToken, headers: { 'x-partner-external-user': user } })).id)
      }
      const ids = created as [string, string, string]
      // Spread the creation times over three UTC days.
      const em = fresh.services.em()
      await em.nativeUpdate(StudyEntity, { id: ids[0] }, { createdAt: new Date('2025-03-01T23:59:59.000Z') })
      await em.nativeUpdate(StudyEntity, { id: ids[1] }, { createdAt: new Date('2025-03-02T00:00:00.000Z') })
      await em.nativeUpdate(StudyEntity, { id: ids[2] }, { createdAt: new Date('2025-03-03T12:00:00.000Z') })

      const page = async (query: string) => {
        const response = await apiGet(fresh, `/api/v1/studies${query}`, freshToken)
        expect(response.status).toBe(200)
        return (await response.json()) as StudyListPage
      }
      const all = await page('')
      expect(all.totalCount).toBe(3)
      expect(all.page).toBe(1)
      expect(all.pageSize).toBe(20)
      expect(all.items.map((item) => item.id)).toEqual([ids[2], ids[1], ids[0]])

      expect((await page('?externalUserId=alice-1')).items.map((item) => item.id)).toEqual([ids[2], ids[0]])
      expect((await page('?from=2025-03-02')).items.map((item) => item.id)).toEqual([ids[2], ids[1]])
      expect((await page('?to=2025-03-01')).items.map((item) => item.id)).toEqual([ids[0]])
      expect((await page('?from=2025-03-02&to=2025-03-02')).items.map((item) => item.id)).toEqual([ids[1]])

      const second = await page('?page=2&pageSize=2')
      expect(second).toMatchObject({ totalCount: 3, page: 2, pageSize: 2 })
      expect(second.items.map((item) => item.id)).toEqual([ids[0]])
      expect((await page('?pageSize=200')).items).toHaveLength(3)

      for (const bad of ['?pageSize=201', '?pageSize=0', '?page=0', '?page=x', '?from=2025-13-01', '?from=2025-03-03&to=2025-03-01']) {
        const response = await apiGet(fresh, `/api/v1/studies${bad}`, freshToken)
        expect(response.status).toBe(400)
        expect(response.headers.get('content-type')).toStartWith('application/problem+json')
      }
    } finally {
      await fresh.stop()
    }
  }, 60_000)

  test('invalid bodies and headers → 400 problems; nothing is created', async () => {
    const fresh = await startTestServer()
    try {
      const freshToken = await fresh.accessToken('api')
      const cases: [unknown, Record<string, string>][] = [
        [{ ...studyRequest(), recipient: { email: 'not-an-email' } }, {}],
        [{ ...studyRequest(), periodType: null, from: '2010-01-01', to: '2010-12-31' }, {}],
        [studyRequest(), { 'x-partner-external-user': 'jiri.novak@example.cz' }],
        [studyRequest(), { 'x-partner-external-user': 'Jiri Novak' }],
      ]
      for (const [body, headers] of cases) {
        const response = await postStudy(fresh, body, { token: freshToken, headers })
        expect(response.status).toBe(400)
        expect(response.headers.get('content-type')).toStartWith('application/problem+json')
      }
      const outOfRange = await postStudy(fresh, { ...studyRequest(), periodType: null, from: '2010-01-01', to: '2010-12-31' }, { token: freshToken })
      const problem = (await outOfRange.json()) as { type: string; allowedFrom: string; allowedTo: string }
      expect(problem.type).toEndWith('/period-out-of-range')
      expect(problem.allowedFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(problem.allowedTo).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(await fresh.services.em().count(StudyEntity, {})).toBe(0)
      expect(await outboxMessages(fresh)).toHaveLength(0)
    } finally {
      await fresh.stop()
    }
  }, 60_000)
})
