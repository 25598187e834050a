import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { StudySummary } from '@partner/energy-shared'
import { Study as StudyEntity, StudyMail } from '../../src/modules/studies/entities.ts'
import { renderSlots } from '../../src/modules/studies/pdf/pool.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'
import { startPostmarkReceiver, type PostmarkReceiver } from './support/peers.ts'
import { apiGet, createStudy, postStudy, studyRequest } from './support/studies.ts'
import { signedInUser } from '../console/support.ts'

/** Polls until `check` holds (the retry job runs in the background); fails after `seconds`. */
async function eventually(check: () => Promise<boolean>, seconds = 30): Promise<void> {
  const deadline = Date.now() + seconds * 1000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time')
    await Bun.sleep(200)
  }
}

const summary = async (srv: TestServer, id: string, token: string) => (await (await apiGet(srv, `/api/v1/studies/${id}`, token)).json()) as StudySummary

describe('durable study e-mail', () => {
  let postmark: PostmarkReceiver
  let srv: TestServer
  let token: string
  beforeAll(async () => {
    postmark = startPostmarkReceiver()
    srv = await startTestServer({
      MAIL_TRANSPORT: 'postmark',
      POSTMARK_SERVER_TOKEN: postmark.token,
      POSTMARK_API_URL: postmark.url,
      MAIL_RETRY_BASE_SECONDS: '1',
      MAIL_RETRY_MAX_ATTEMPTS: '3',
    })
    token = await srv.accessToken('api')
  }, 60_000)
  afterAll(async () => {
    await srv.stop()
    await postmark.stop()
  })

  test('a provider outage queues the e-mail (emailSent false, pending); after recovery it is delivered once, with the PDF', async () => {
    postmark.outage = true
    const created = await createStudy(srv, studyRequest({ study: { label: 'Výpadek pošty' } }), { token })
    expect(created.emailSent).toBe(false)
    expect((await summary(srv, created.id, token)).emailStatus).toBe('pending')
    expect(postmark.emails).toHaveLength(0)
    await eventually(async () => postmark.refused >= 2)

    postmark.outage = false
    await eventually(async () => (await summary(srv, created.id, token)).emailStatus === 'sent')
    expect(await srv.services.em().count(StudyMail, { studyId: created.id })).toBe(0)
    expect((await srv.services.em().findOneOrFail(StudyEntity, { id: created.id })).emailSent).toBe(true)
    // Two more ticks of the retry job change nothing.
    await Bun.sleep(2500)
    const delivered = postmark.emails.filter((email) => email.body.Subject.includes('Výpadek pošty'))
    expect(delivered).toHaveLength(1)
    expect(delivered[0]!.body.Attachments?.[0]?.ContentType).toBe('application/pdf')
    expect(delivered[0]!.body.TextBody).toContain(created.url)
  }, 60_000)

  test('attempts are bounded: after MAIL_RETRY_MAX_ATTEMPTS the e-mail is failed and leaves the queue', async () => {
    postmark.outage = true
    const refusedBefore = postmark.refused
    const created = await createStudy(srv, studyRequest(), { token })
    await eventually(async () => (await summary(srv, created.id, token)).emailStatus === 'failed')
    postmark.outage = false
    expect(postmark.refused - refusedBefore).toBe(3)
    expect(await srv.services.em().count(StudyMail, { studyId: created.id })).toBe(0)
  }, 60_000)

  test('a sent e-mail is sent; redacting a study whose e-mail is still queued drops the e-mail', async () => {
    const sent = await createStudy(srv, studyRequest(), { token })
    expect(sent.emailSent).toBe(true)
    expect((await summary(srv, sent.id, token)).emailStatus).toBe('sent')

    postmark.outage = true
    const queued = await createStudy(srv, studyRequest(), { token })
    const deleted = await fetch(`${srv.baseUrl}/api/v1/studies/${queued.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect(deleted.status).toBe(200)
    expect(((await deleted.json()) as StudySummary).emailStatus).toBe('failed')
    expect(await srv.services.em().count(StudyMail, { studyId: queued.id })).toBe(0)
    postmark.outage = false
  }, 60_000)
})

describe('e-mail switched off', () => {
  test('MAIL_TRANSPORT=disabled: emailStatus disabled, nothing queued', async () => {
    const srv = await startTestServer({ MAIL_TRANSPORT: 'disabled' })
    try {
      const token = await srv.accessToken('api')
      const created = await createStudy(srv, studyRequest(), { token })
      expect((await summary(srv, created.id, token)).emailStatus).toBe('disabled')
      expect(await srv.services.em().count(StudyMail, {})).toBe(0)
    } finally {
      await srv.stop()
    }
  }, 60_000)
})

describe('back-pressure on study creation', () => {
  test('the render queue admits PDF_RENDER_QUEUE_MAX creations; the next one is refused until one leaves', () => {
    const slots = renderSlots(2)
    const first = slots.tryEnter()
    const second = slots.tryEnter()
    expect(first).toBeFunction()
    expect(second).toBeFunction()
    expect(slots.tryEnter()).toBeNull()
    first!()
    first!()
    expect(slots.busy).toBe(1)
    expect(slots.tryEnter()).toBeFunction()
  })

  test('beyond the queue → 503 + Retry-After and no study row; the admitted ones succeed', async () => {
    const srv = await startTestServer({ PDF_RENDER_QUEUE_MAX: '1', MAIL_TRANSPORT: 'disabled' })
    try {
      const token = await srv.accessToken('api')
      const responses = await Promise.all(Array.from({ length: 5 }, () => postStudy(srv, studyRequest(), { token })))
      const ok = responses.filter((response) => response.status === 200)
      const busy = responses.filter((response) => response.status === 503)
      expect(ok.length + busy.length).toBe(5)
      expect(ok.length).toBeGreaterThanOrEqual(1)
      expect(busy.length).toBeGreaterThanOrEqual(1)
      for (const response of busy) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
        await expectProblem(response, 503, 'service-unavailable')
      }
      expect(await srv.services.em().count(StudyEntity, { partner: srv.partnerId })).toBe(ok.length)
    } finally {
      await srv.stop()
    }
  }, 60_000)

  test('studies made in the console wait in the same render queue as the API\'s: beyond it 503, nothing written', async () => {
    const srv = await startTestServer({ PDF_RENDER_QUEUE_MAX: '1', MAIL_TRANSPORT: 'disabled' })
    try {
      const token = await srv.accessToken('api')
      const { client } = await signedInUser(srv)
      const responses = await Promise.all([
        ...Array.from({ length: 3 }, () => client.call('POST', '/studies', { study: studyRequest(), sendEmail: false })),
        ...Array.from({ length: 3 }, () => postStudy(srv, studyRequest(), { token })),
      ])
      const ok = responses.filter((response) => response.status === 200)
      const busy = responses.filter((response) => response.status === 503)
      expect(ok.length + busy.length).toBe(6)
      // One slot for six creations arriving together: each door meets the full queue.
      expect(responses.slice(0, 3).filter((response) => response.status === 503).length).toBeGreaterThanOrEqual(1)
      expect(responses.slice(3).filter((response) => response.status === 503).length).toBeGreaterThanOrEqual(1)
      for (const response of busy) await expectProblem(response, 503, 'service-unavailable')
      expect(await srv.services.em().count(StudyEntity, { partner: srv.partnerId })).toBe(ok.length)
    } finally {
      await srv.stop()
    }
  }, 60_000)
})
