import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Study, StudyListPage } from '@partner/energy-shared'
import { partnerService } from '../../src/modules/partners/service.ts'
import { makeIco, startTestServer, type TestServer } from '../support/harness.ts'
import { apiGet, createStudy, openBrokerLink, outboxMessages, pdfText, studyRequest } from './support/studies.ts'

/** The branded partner's own site, a second page of it, and a page where it never registered a token. */
const BRAND_PAGE = 'https://www.slunecni-partner.example'
const BRAND_SHOP = 'https://obchod.slunecni-partner.example'
const OTHER_PAGE = 'https://cizi-stranka.example'
const GENERIC = 'Kalkulačka úspor energie'

describe('a partner brand only where that partner vouches for the page (X-Partner-Ico)', () => {
  let srv: TestServer
  let brand: { id: string; ico: string; embedTokenId: string }
  let apiToken: string
  /** The caller: an aggregator's embed token usable on the branded partner's site and on another page. */
  let embedJwt: string

  beforeAll(async () => {
    srv = await startTestServer()
    const partners = partnerService(srv.services.em())
    const partner = await partners.createPartner({
      name: 'Sluneční Partner s.r.o.',
      ico: makeIco(Date.now() % 9_000_000),
      contactEmail: 'obchod@slunecni-partner.example',
      contactPhone: '+420 800 555 444',
      web: 'www.slunecni-partner.example',
    })
    const embed = await partners.issueToken({ partnerId: partner.id, kind: 'embed', origins: [BRAND_PAGE, BRAND_SHOP] })
    brand = { id: partner.id, ico: partner.ico, embedTokenId: embed.token.id }
    const aggregator = await partners.issueToken({ partnerId: srv.partnerId, kind: 'embed', origins: [BRAND_PAGE, OTHER_PAGE] })
    const auth = await fetch(`${srv.baseUrl}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: OTHER_PAGE },
      body: JSON.stringify({ refreshToken: aggregator.secret }),
    })
    embedJwt = ((await auth.json()) as { jwtToken: string }).jwtToken
    apiToken = await srv.accessToken('api')
  }, 60_000)
  afterAll(() => srv.stop())

  /** Creates a study from `origin` with `ico`; returns its PDF text, its e-mail and the owner's read of it. */
  async function studyFrom(origin: string, ico: string, recipient: string) {
    const created = await createStudy(srv, studyRequest({ recipient: { email: recipient, name: 'Jana Dvořáková' } }), {
      token: embedJwt,
      headers: { origin, 'x-partner-ico': ico },
    })
    const { text } = await pdfText(new Uint8Array(await (await openBrokerLink(created.url)).file!.arrayBuffer()))
    const mail = (await outboxMessages(srv)).find((message) => message.to && 'value' in message.to && message.to.value[0]?.address === recipient)!
    const study = (await (await apiGet(srv, `/api/v1/studies/${created.id}`, apiToken)).json()) as Study
    return { text, mail, study }
  }

  const corsFor = async (origin: string) =>
    (await fetch(`${srv.baseUrl}/api/v1/studies`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } })).headers.get('access-control-allow-origin') === origin

  test("the caller's own IČO: its own brand", async () => {
    const { text, mail, study } = await studyFrom(OTHER_PAGE, srv.partnerIco, 'vlastni@example.cz')
    expect(text).toContain('Solar Test s.r.o.')
    expect(mail.from?.value[0]?.name).toBe('Solar Test s.r.o.')
    expect(study).toMatchObject({ partnerId: srv.partnerId, partnerIco: srv.partnerIco, partnerIcoHonoured: true })
  }, 60_000)

  test("another partner's IČO from that partner's registered origin: its brand, owned by the caller", async () => {
    const { text, mail, study } = await studyFrom(BRAND_PAGE, brand.ico, 'na-webu-partnera@example.cz')
    expect(text).toContain('Sluneční Partner s.r.o.')
    expect(text).toContain('+420 800 555 444')
    expect(mail.from?.value[0]?.name).toBe('Sluneční Partner s.r.o.')
    expect(mail.replyTo?.value[0]?.address).toBe('obchod@slunecni-partner.example')
    expect(study).toMatchObject({ partnerId: srv.partnerId, origin: BRAND_PAGE, partnerIco: brand.ico, partnerIcoHonoured: true })
  }, 60_000)

  test("another partner's IČO from any other origin: generic brand in PDF and e-mail, still created and owned by the caller, recorded", async () => {
    const { text, mail, study } = await studyFrom(OTHER_PAGE, brand.ico, 'cizi-stranka@example.cz')
    expect(text).toContain(GENERIC)
    expect(text).not.toContain('Sluneční Partner')
    expect(text).not.toContain('+420 800 555 444')
    expect(mail.from?.value[0]?.name).toBe(GENERIC)
    expect(mail.replyTo).toBeUndefined()
    expect(mail.text).not.toContain('Sluneční Partner')
    expect(study).toMatchObject({ partnerId: srv.partnerId, origin: OTHER_PAGE, partnerIco: brand.ico, partnerIcoHonoured: false })
    const list = (await (await apiGet(srv, '/api/v1/studies?pageSize=200', apiToken)).json()) as StudyListPage
    expect(list.items.find((item) => item.id === study.id)).toMatchObject({ partnerIco: brand.ico, partnerIcoHonoured: false })
  }, 60_000)

  test("after the partner's embed token for that origin is revoked: generic there too", async () => {
    await partnerService(srv.services.em()).revokeToken(brand.embedTokenId)
    // The registry that answers CORS decides branding too: once the shop page (on the revoked token only)
    // lost CORS, the brand page no longer counts for the partner either.
    const deadline = Date.now() + 30_000
    while ((await corsFor(BRAND_SHOP)) && Date.now() < deadline) await Bun.sleep(200)
    expect(await corsFor(BRAND_SHOP)).toBe(false)
    const { text, mail, study } = await studyFrom(BRAND_PAGE, brand.ico, 'po-odvolani@example.cz')
    expect(text).toContain(GENERIC)
    expect(text).not.toContain('Sluneční Partner')
    expect(mail.from?.value[0]?.name).toBe(GENERIC)
    expect(study).toMatchObject({ partnerId: srv.partnerId, partnerIco: brand.ico, partnerIcoHonoured: false })
  }, 60_000)
})
