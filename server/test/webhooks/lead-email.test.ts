import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { ParsedMail } from 'mailparser'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { createStudy, czechMoney, outboxMessages, studyRequest } from '../studies/support/studies.ts'
import { until } from './support.ts'

let srv: TestServer
beforeAll(async () => {
  srv = await startTestServer({ WEBHOOK_POLL_MS: '100', PDF_RENDER_WORKERS: '0' })
}, 60_000)
afterAll(() => srv.stop())

async function tokenOf(refreshToken: string): Promise<string> {
  const response = await fetch(`${srv.baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken }) })
  return ((await response.json()) as { jwtToken: string }).jwtToken
}

const addresses = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value.map((entry) => entry.address) : [])
/** Plain text with the non-breaking spaces of number formatting as spaces. */
const plain = (mail: ParsedMail) => (mail.text ?? '').replace(/[\u00a0\u202f]/g, ' ')

describe('the lead e-mail', () => {
  test('a Czech partner with two lead addresses: one e-mail to both naming the customer, the contact, the consent and the figures, in Czech', async () => {
    const partner = await srv.createPartner({ name: 'Slunce s.r.o.', leadEmails: ['obchod@slunce.example', 'crm@slunce.example'], language: 'cs' })
    const study = await createStudy(srv, studyRequest(), { token: await tokenOf(partner.apiRefreshToken) })
    const lead = await until(async () => (await outboxMessages(srv)).find((mail) => mail.subject?.startsWith('Nový zájemce')), 8_000, 'the lead e-mail')
    expect(lead.subject).toBe('Nový zájemce o fotovoltaiku: Jiří Novák')
    expect(addresses(lead).sort()).toEqual(['crm@slunce.example', 'obchod@slunce.example'])
    expect(lead.replyTo?.value[0]?.address).toBe('jiri.novak@example.cz')
    const text = plain(lead)
    expect(text).toContain('Jméno: Jiří Novák')
    expect(text).toContain('E-mail: jiri.novak@example.cz')
    expect(text).toContain('Telefon: +420 777 123 456')
    expect(text).toContain('Souhlas s kontaktováním: ano, udělen')
    expect(text).toContain('Výkon FVE: 9,6 kWp')
    expect(text).toContain('Baterie: 10 kWh')
    expect(text).toContain('Distributor a sazba: CEZ D25d')
    const summary = await (await fetch(`${srv.baseUrl}/api/v1/studies/${study.id}`, { headers: { authorization: `Bearer ${await tokenOf(partner.apiRefreshToken)}` } })).json()
    expect(text).toContain(`Roční úspora: ${czechMoney(summary.annualSaving)}`)
    expect(text).toContain(`${srv.baseUrl}/api/v1/studies/${study.id}/pdf`)
    expect(lead.html).toContain('Jiří Novák')
    expect(lead.attachments).toHaveLength(0)
  }, 30_000)

  test('an English partner without lead addresses: to its contact e-mail, in English; no consent → no lead e-mail', async () => {
    const partner = await srv.createPartner({ name: 'Sun Ltd', leadEmails: null, language: 'en' })
    const token = await tokenOf(partner.apiRefreshToken)
    await createStudy(srv, studyRequest({ recipient: { email: 'no.contact@example.cz', name: 'Petr Svoboda', wantsContact: false } }), { token })
    await createStudy(srv, studyRequest({ recipient: { email: 'eva@example.cz', name: 'Eva Veselá', phone: '+420 603 000 111', wantsContact: true } }), { token })
    const lead = await until(async () => (await outboxMessages(srv)).find((mail) => mail.subject === 'New solar lead: Eva Veselá'), 8_000, 'the lead e-mail')
    expect(addresses(lead)).toEqual(['partner@example.test'])
    const text = plain(lead)
    expect(text).toContain('Name: Eva Veselá')
    expect(text).toContain('Phone: +420 603 000 111')
    expect(text).toContain('Consent to be contacted: yes, given')
    expect(text).toContain('PV power: 9.6 kWp')
    expect(text).toMatch(/Annual saving: CZK [\d,]+/)
    await Bun.sleep(500)
    expect((await outboxMessages(srv)).filter((mail) => mail.subject?.includes('Petr Svoboda'))).toEqual([])
  }, 30_000)
})
