import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Study, StudyListPage } from '@partner/energy-shared'
import { Partner } from '../../src/modules/partners/entities.ts'
import { EMBED_ORIGIN, makeIco, startTestServer, type TestServer } from '../support/harness.ts'
import { apiGet, createStudy, embedHeaders, openBrokerLink, outboxMessages, pdfText, postStudy, studyRequest } from './support/studies.ts'

async function accessTokenFor(srv: TestServer, refreshToken: string, origin?: string): Promise<string> {
  const response = await fetch(`${srv.baseUrl}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify({ refreshToken }),
  })
  return ((await response.json()) as { jwtToken: string }).jwtToken
}

const ONE_PIXEL_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))

describe('who may do what with studies', () => {
  let srv: TestServer
  let apiToken: string
  let embedToken: string
  let partnerB: Awaited<ReturnType<TestServer['createPartner']>>
  let apiTokenB: string
  let brand: Awaited<ReturnType<TestServer['createPartner']>>

  beforeAll(async () => {
    srv = await startTestServer()
    apiToken = await srv.accessToken('api')
    embedToken = await srv.accessToken('embed')
    partnerB = await srv.createPartner({ name: 'Druhý Partner a.s.' })
    apiTokenB = await accessTokenFor(srv, partnerB.apiRefreshToken)
    brand = await srv.createPartner({ name: 'Značková Energie s.r.o.' })
    const em = srv.services.em()
    await em.nativeUpdate(Partner, { id: brand.partnerId }, { contactPhone: '+420 800 123 456', web: 'www.znackova-energie.cz', logoData: Buffer.from(ONE_PIXEL_PNG), logoMediaType: 'image/png' })
  }, 60_000)
  afterAll(() => srv.stop())

  test("partner isolation: B sees none of A's studies; the PDF link itself is public", async () => {
    const created = await createStudy(srv, studyRequest(), { token: apiToken })
    const listB = (await (await apiGet(srv, '/api/v1/studies', apiTokenB)).json()) as StudyListPage
    expect(listB.totalCount).toBe(0)
    expect(listB.items).toEqual([])
    const readB = await apiGet(srv, `/api/v1/studies/${created.id}`, apiTokenB)
    expect(readB.status).toBe(404)
    const deleteB = await fetch(`${srv.baseUrl}/api/v1/studies/${created.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${apiTokenB}` } })
    expect(deleteB.status).toBe(404)
    // Still intact for its owner, and the broker link works for anyone who has it.
    const readA = (await (await apiGet(srv, `/api/v1/studies/${created.id}`, apiToken)).json()) as Study
    expect(readA.redactedAt).toBeNull()
    expect((await openBrokerLink(created.url)).file!.status).toBe(200)
  }, 60_000)

  test('embed token + X-Partner-Ico of a registered partner: that branding, owned by the caller, origin stored', async () => {
    const created = await createStudy(srv, studyRequest({ study: { label: 'Vložená kalkulačka' } }), {
      token: embedToken,
      headers: embedHeaders({ 'x-partner-ico': brand.ico, 'x-partner-external-user': 'visitor-42' }),
    })
    const { text } = await pdfText(new Uint8Array(await (await openBrokerLink(created.url)).file!.arrayBuffer()))
    expect(text).toContain('Značková Energie s.r.o.')
    expect(text).toContain('+420 800 123 456')
    expect(text).toContain('www.znackova-energie.cz')
    expect(text).not.toContain('Solar Test s.r.o.')
    const mail = (await outboxMessages(srv)).at(-1)!
    expect(mail.from?.value[0]?.name).toBe('Značková Energie s.r.o.')

    const study = (await (await apiGet(srv, `/api/v1/studies/${created.id}`, apiToken)).json()) as Study
    expect(study.partnerId).toBe(srv.partnerId)
    expect(study.origin).toBe(EMBED_ORIGIN)
    expect(study.externalUserId).toBe('visitor-42')
  }, 60_000)

  test('an IČO of no partner falls back to generic branding; an invalid check digit is 400', async () => {
    let unknownIco = makeIco(4_242_424)
    while (await srv.services.em().count(Partner, { ico: unknownIco })) unknownIco = makeIco(Number(unknownIco.slice(0, 7)) + 1)
    const created = await createStudy(srv, studyRequest({ study: { label: 'Generická' } }), { token: embedToken, headers: embedHeaders({ 'x-partner-ico': unknownIco }) })
    const { text } = await pdfText(new Uint8Array(await (await openBrokerLink(created.url)).file!.arrayBuffer()))
    expect(text).toContain('Kalkulačka úspor energie')
    expect(text).toContain('Studii vytvořila nezávislá kalkulačka úspor energie.')
    expect(text).not.toContain('Solar Test s.r.o.')

    const wrongDigit = `${brand.ico.slice(0, 7)}${(Number(brand.ico[7]) + 1) % 10}`
    const invalid = await postStudy(srv, studyRequest(), { token: embedToken, headers: embedHeaders({ 'x-partner-ico': wrongDigit }) })
    expect(invalid.status).toBe(400)
    expect(((await invalid.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('x-partner-ico')
  }, 60_000)

  test('api token + X-Partner-Ico → 403; embed tokens may not list, read or delete', async () => {
    const withIco = await postStudy(srv, studyRequest(), { token: apiToken, headers: { 'x-partner-ico': brand.ico } })
    expect(withIco.status).toBe(403)
    expect(((await withIco.json()) as { type: string }).type).toEndWith('/forbidden')

    const created = await createStudy(srv, studyRequest(), { token: embedToken, headers: embedHeaders() })
    const auth = { authorization: `Bearer ${embedToken}`, origin: EMBED_ORIGIN }
    expect((await fetch(`${srv.baseUrl}/api/v1/studies`, { headers: auth })).status).toBe(403)
    expect((await fetch(`${srv.baseUrl}/api/v1/studies/${created.id}`, { headers: auth })).status).toBe(403)
    expect((await fetch(`${srv.baseUrl}/api/v1/studies/${created.id}`, { method: 'DELETE', headers: auth })).status).toBe(403)
    const read = (await (await apiGet(srv, `/api/v1/studies/${created.id}`, apiToken)).json()) as Study
    expect(read.redactedAt).toBeNull()
  }, 60_000)

  test('no token → 401 on create, list, read and delete', async () => {
    const id = crypto.randomUUID()
    const calls = [
      fetch(`${srv.baseUrl}/api/v1/studies`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(studyRequest()) }),
      fetch(`${srv.baseUrl}/api/v1/studies`),
      fetch(`${srv.baseUrl}/api/v1/studies/${id}`),
      fetch(`${srv.baseUrl}/api/v1/studies/${id}`, { method: 'DELETE' }),
    ]
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401)
  }, 60_000)
})
