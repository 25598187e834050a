import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Study, StudyListPage } from '@partner/energy-shared'
import { S3BlobStore } from '../../src/storage/index.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { startS3Server, s3Settings, startSmtpReceiver, type S3Peer, type SmtpReceiver } from './support/peers.ts'
import { apiGet, createStudy, czechMoney, openBrokerLink, pdfText, postStudy, studyRequest } from './support/studies.ts'

/** The same lifecycle on an S3-compatible server (private bucket, presigned links) with e-mail over SMTP. */
describe('study lifecycle on S3 with SMTP e-mail', () => {
  let s3: S3Peer
  let smtp: SmtpReceiver
  let srv: TestServer
  let token: string
  let bucket: S3BlobStore

  beforeAll(async () => {
    s3 = await startS3Server()
    smtp = await startSmtpReceiver()
    srv = await startTestServer({
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      PDF_LINK_TTL_SECONDS: '120',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'studie@energie.example.cz',
    })
    token = await srv.accessToken('api')
    bucket = new S3BlobStore({ ...s3, region: 'eu-central-1', forcePathStyle: true })
  }, 60_000)
  afterAll(async () => {
    bucket.close()
    await srv.stop()
    await smtp.stop()
    await s3.stop()
  })

  test('create → presigned S3 link → SMTP e-mail carrying the stored PDF → redaction deletes the object', async () => {
    const created = await createStudy(srv, studyRequest(), { token })
    expect(created.emailSent).toBe(true)

    const stored = await bucket.get(`studies/${created.id}.pdf`)
    expect(stored).not.toBeNull()

    const { broker, file } = await openBrokerLink(created.url)
    expect(broker.status).toBe(302)
    expect(broker.headers.get('cache-control')).toBe('no-store')
    const location = new URL(broker.headers.get('location')!)
    expect(location.origin).toBe(s3.endpoint)
    expect(location.pathname).toBe(`/${s3.bucket}/studies/${created.id}.pdf`)
    expect(location.searchParams.get('X-Amz-Expires')).toBe('120')
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    expect(file!.status).toBe(200)
    const pdf = new Uint8Array(await file!.arrayBuffer())
    expect(pdf).toEqual(new Uint8Array(stored!))

    const tampered = new URL(location)
    tampered.searchParams.set('X-Amz-Expires', '604800')
    expect((await fetch(tampered)).status).toBe(403)

    const full = (await (await apiGet(srv, `/api/v1/studies/${created.id}`, token)).json()) as Study
    const { text } = await pdfText(pdf)
    expect(text).toContain('Rodinný dům Novákovi – Říčany')
    expect(text).toContain(czechMoney(full.result.headlineYearlySaving))

    expect(smtp.messages).toHaveLength(1)
    const mail = smtp.messages[0]!
    expect(mail.subject).toBe('Vaše studie úspor: Rodinný dům Novákovi – Říčany')
    expect(mail.from?.value[0]).toEqual({ address: 'studie@energie.example.cz', name: 'Solar Test s.r.o.' })
    expect(mail.text).toContain(created.url)
    expect(mail.attachments).toHaveLength(1)
    expect(new Uint8Array(mail.attachments[0]!.content)).toEqual(pdf)

    const deleted = await fetch(`${srv.baseUrl}/api/v1/studies/${created.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect(deleted.status).toBe(200)
    expect(await bucket.get(`studies/${created.id}.pdf`)).toBeNull()
    expect((await fetch(location)).status).toBe(404)
    expect((await openBrokerLink(created.url)).broker.status).toBe(410)
  }, 60_000)

  test('a failing SMTP server is not an error: emailSent false, the study and its PDF exist', async () => {
    const down = await startTestServer({
      ...s3Settings(s3),
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url.replace(/:[^:@/]+@/, ':wrong-password@'),
    })
    try {
      const created = await createStudy(down, studyRequest(), { token: await down.accessToken('api') })
      expect(created.emailSent).toBe(false)
      expect(await bucket.get(`studies/${created.id}.pdf`)).not.toBeNull()
      expect((await openBrokerLink(created.url)).file!.status).toBe(200)
    } finally {
      await down.stop()
    }
  }, 60_000)

  test('storage down → 503, no row, no e-mail', async () => {
    const before = (await (await apiGet(srv, '/api/v1/studies', token)).json()) as StudyListPage
    const mailsBefore = smtp.messages.length
    await s3.stop()
    const response = await postStudy(srv, studyRequest({ study: { label: 'During the outage' } }), { token })
    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toStartWith('application/problem+json')
    const problem = (await response.json()) as { type: string; status: number }
    expect(problem.type).toEndWith('/service-unavailable')
    const after = (await (await apiGet(srv, '/api/v1/studies', token)).json()) as StudyListPage
    expect(after.totalCount).toBe(before.totalCount)
    expect(smtp.messages.length).toBe(mailsBefore)
  }, 60_000)
})
