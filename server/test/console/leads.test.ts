import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { EMBED_ORIGIN, startTestServer, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'
import { apiGet, createStudy, studyRequest } from '../studies/support/studies.ts'
import { runAdmin } from '../../src/cli/admin.ts'
import { PASSWORD, consoleClient, parseCsv, signedInUser } from './support.ts'

setDefaultTimeout(30_000)

type Json = Record<string, any>

let srv: TestServer
let embedToken: string
beforeAll(async () => {
  srv = await startTestServer()
  embedToken = await srv.accessToken('embed')
}, 60_000)
afterAll(() => srv.stop())

describe('operator CLI', () => {
  test('`admin user invite` prints a one-time link and e-mails it; `user list` and `user remove`', async () => {
    const email = `Owner-${crypto.randomUUID().slice(0, 6)}@Example.test`
    const config = srv.services.config
    const { output } = await runAdmin(['user', 'invite', '--partner', srv.partnerIco, '--email', email, '--role', 'owner', '--json'], srv.services.db, undefined, 900, config)
    const invited = output as Json
    expect(invited).toMatchObject({ email: email.toLowerCase(), role: 'owner', active: false, mailed: true })
    expect(invited.inviteUrl).toMatch(new RegExp(`^${srv.baseUrl}/console/#/invite/[A-Za-z0-9_-]{43}$`))
    const outbox = join(config.dataDir, 'outbox')
    const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml'))
    const mails = await Promise.all(files.map(async (name) => simpleParser(await readFile(join(outbox, name)))))
    const mail = mails.find((parsed) => parsed.text?.includes(invited.inviteUrl))
    expect(mail?.to).toBeDefined()
    expect(JSON.stringify(mail!.to)).toContain(email.toLowerCase())

    // The link is a secret: only its hash is stored.
    const rows = await srv.services.em().execute<{ token_hash: string }[]>('select token_hash from console_link_token')
    expect(JSON.stringify(rows)).not.toContain(invited.inviteUrl.split('/').at(-1))

    const client = consoleClient(srv)
    expect((await client.call('POST', '/password', { token: invited.inviteUrl.split('/').at(-1), password: PASSWORD })).status).toBe(204)
    expect((await client.call('POST', '/session', { email, password: PASSWORD })).status).toBe(200)
    const listed = (await runAdmin(['user', 'list', '--partner', srv.partnerId, '--json'], srv.services.db, undefined, 900, config)).output as Json[]
    expect(listed.find((user) => user.email === email.toLowerCase())).toMatchObject({ active: true, role: 'owner' })
    await expect(runAdmin(['user', 'invite', '--partner', srv.partnerIco, '--email', email, '--role', 'member'], srv.services.db, undefined, 900, config)).rejects.toThrow('already')
    await expect(runAdmin(['user', 'invite', '--partner', srv.partnerIco, '--email', 'x@example.test', '--role', 'boss'], srv.services.db, undefined, 900, config)).rejects.toThrow('--role')
    const { text } = await runAdmin(['user', 'remove', email], srv.services.db, undefined, 900, config)
    expect(text).toContain('removed')
    expect((await client.call('GET', '/me')).status).toBe(401)
  })
})

describe('leads and studies', () => {
  test('an embed study with wantsContact is a lead in the inbox; its status, filters, search, paging and CSV', async () => {
    const { client, email } = await signedInUser(srv, { role: 'member' })
    const lead = await createStudy(srv, studyRequest({ recipient: { email: 'lead@example.cz', name: 'Jana Dvořáková', phone: '+420 602 111 222', wantsContact: true } }), {
      token: embedToken,
      headers: { origin: EMBED_ORIGIN },
    })
    const quiet = await createStudy(srv, studyRequest({ study: { label: '=HYPERLINK("x")' }, recipient: { email: 'quiet@example.cz', name: 'Petr Tichý', wantsContact: false } }), {
      token: embedToken,
      headers: { origin: EMBED_ORIGIN, 'x-partner-external-user': 'crm-42' },
    })

    const inbox = (await (await client.call('GET', '/studies')).json()) as Json
    expect(inbox.items.map((item: Json) => item.id).slice(0, 2)).toEqual([quiet.id, lead.id])
    expect(inbox.items[1]).toMatchObject({ wantsContact: true, recipientName: 'Jana Dvořáková', origin: EMBED_ORIGIN, lead: { status: 'new', changedBy: null } })

    const leads = (await (await client.call('GET', '/studies?wantsContact=true')).json()) as Json
    expect(leads.items.map((item: Json) => item.id)).toEqual([lead.id])
    const found = async (query: string) => ((await (await client.call('GET', `/studies?${query}`)).json()) as Json).items.map((item: Json) => item.id)
    expect(await found('q=dvořák')).toEqual([lead.id])
    expect(await found('q=602%20111')).toEqual([lead.id])
    expect(await found('q=100%25')).toEqual([])
    // Words by their beginning, all of them, in any order; punctuation is no word.
    expect(await found(`q=${encodeURIComponent('602 Jana')}`)).toEqual([lead.id])
    expect(await found(`q=${encodeURIComponent('lead@example')}`)).toEqual([lead.id])
    expect(await found(`q=${encodeURIComponent('jana petr')}`)).toEqual([])
    expect(await found(`q=${encodeURIComponent("'); drop table study; --")}`)).toEqual([])
    expect(await found(`q=${encodeURIComponent('&|!')}`)).toEqual([])
    expect(await found('externalUserId=crm-42')).toEqual([quiet.id])
    expect(await found(`origin=${encodeURIComponent(EMBED_ORIGIN)}&wantsContact=false`)).toEqual([quiet.id])
    const today = new Date().toISOString().slice(0, 10)
    expect(await found(`from=${today}&to=${today}`)).toEqual([quiet.id, lead.id])
    expect(await found('to=2020-01-01')).toEqual([])
    await expectProblem(await client.call('GET', '/studies?limit=500'), 400, 'validation-error')
    await expectProblem(await client.call('GET', '/studies?cursor=bm9wZQ'), 400, 'validation-error')

    // Keyset paging: one per page, no repeats.
    const first = (await (await client.call('GET', '/studies?limit=1')).json()) as Json
    const second = (await (await client.call('GET', `/studies?limit=1&cursor=${first.nextCursor}`)).json()) as Json
    expect([first.items[0].id, second.items[0].id]).toEqual([quiet.id, lead.id])

    const changed = await client.call('PUT', `/studies/${lead.id}/lead`, { status: 'contacted', note: 'Volat po 17. hodině' })
    expect(changed.status).toBe(200)
    expect(((await changed.json()) as Json).lead).toMatchObject({ status: 'contacted', note: 'Volat po 17. hodině', changedBy: email })
    expect(await found('leadStatus=contacted')).toEqual([lead.id])
    expect(await found('leadStatus=new')).toEqual([quiet.id])
    await expectProblem(await client.call('PUT', `/studies/${lead.id}/lead`, { status: 'maybe' }), 400, 'validation-error')

    const detail = (await (await client.call('GET', `/studies/${lead.id}`)).json()) as Json
    expect(detail).toMatchObject({
      pdfUrl: `${srv.baseUrl}/api/v1/studies/${lead.id}/pdf`,
      figures: { totalKWp: 9.6, batteryKWh: 10, yearlyConsumptionKWh: 4500, distributor: 'CEZ', distributionRate: 'D25d', period: '2024' },
      consent: { wantsContact: true },
      study: { lead: { status: 'contacted' } },
    })

    const csv = await client.call('GET', '/studies/export')
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="studies-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await csv.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const table = parseCsv(new TextDecoder().decode(bytes.subarray(3)))
    const header = table[0]!
    const rows = table.slice(1).map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])))
    expect(rows.map((row) => row.id)).toEqual([quiet.id, lead.id])
    expect(rows[1]).toMatchObject({ recipientName: 'Jana Dvořáková', leadStatus: 'contacted', leadNote: 'Volat po 17. hodině', wantsContact: 'true' })
    // A cell a spreadsheet would run as a formula is defused.
    expect(rows[0]!.studyLabel).toBe(`'=HYPERLINK("x")`)
    const onlyLeads = parseCsv(new TextDecoder().decode(new Uint8Array(await (await client.call('GET', '/studies/export?wantsContact=true')).arrayBuffer()).subarray(3)))
    expect(onlyLeads).toHaveLength(2)

    // Redaction from the console: contact and note gone, the link answers 410, the owners' audit log says who.
    const redacted = (await (await client.call('DELETE', `/studies/${lead.id}`)).json()) as Json
    expect(redacted).toMatchObject({ pdfUrl: null, study: { recipientName: null, recipientEmail: null, lead: { status: 'contacted', note: null } } })
    expect(redacted.study.redactedAt).toBeString()
    expect((await fetch(`${srv.baseUrl}/api/v1/studies/${lead.id}/pdf`, { redirect: 'manual' })).status).toBe(410)
    const owner = await signedInUser(srv)
    const audit = (await (await owner.client.call('GET', '/audit')).json()) as Json
    expect(audit.items.map((entry: Json) => [entry.action, entry.actor, entry.target])).toEqual(
      expect.arrayContaining([
        ['study.redacted', email, lead.id],
        ['lead.status-changed', email, lead.id],
      ]),
    )
  })

  test('a study made in the console carries the console user\u2019s id; the customer e-mail is the adviser\u2019s choice', async () => {
    const { client, userId } = await signedInUser(srv, { role: 'member' })
    const made = await client.call('POST', '/studies', { study: studyRequest({ recipient: { email: 'zakaznik@example.cz', name: 'Karel Zákazník', wantsContact: true } }), sendEmail: false })
    expect(made.status).toBe(200)
    const created = (await made.json()) as Json
    expect(created.emailSent).toBe(false)
    const api = await apiGet(srv, `/api/v1/studies/${created.id}`, await srv.accessToken('api'))
    expect(((await api.json()) as Json)).toMatchObject({ userId, emailStatus: 'disabled', origin: null })
    const mine = (await (await client.call('GET', `/studies?createdBy=${userId}`)).json()) as Json
    expect(mine.items.map((item: Json) => item.id)).toEqual([created.id])

    const preview = await client.call('POST', '/studies/preview', studyRequest())
    expect(preview.status).toBe(200)
    expect(((await preview.json()) as Json).headlineYearlySaving).toBeNumber()
    const mailed = (await (await client.call('POST', '/studies', { study: studyRequest({ recipient: { email: 'poslat@example.cz' } }), sendEmail: true, language: 'en' })).json()) as Json
    expect(mailed.emailSent).toBe(true)
    await expectProblem(await client.call('POST', '/studies', { study: { totalKWp: 5 }, sendEmail: true }), 400, 'validation-error')
  })

  test('owners issue an embed token with its snippet, change its origins and revoke it; every step is audited', async () => {
    const { client, email } = await signedInUser(srv)
    const issued = await client.call('POST', '/tokens', { kind: 'embed', origins: ['https://slunce.example/cenik'], label: 'web' })
    expect(issued.status).toBe(201)
    const body = (await issued.json()) as Json
    expect(body.refreshToken).toStartWith('ens_emb_')
    expect(body.token.allowedOrigins).toEqual(['https://slunce.example'])
    expect(body.snippet).toContain(`token="${body.refreshToken}"`)
    expect(body.snippet).toContain(`ico="${srv.partnerIco}"`)
    const listed = (await (await client.call('GET', '/tokens')).json()) as Json[]
    expect(JSON.stringify(listed)).not.toContain(body.refreshToken)
    await expectProblem(await client.call('PUT', `/tokens/${body.token.id}/origins`, { origins: ['javascript:alert(1)'] }), 400, 'validation-error')
    const moved = (await (await client.call('PUT', `/tokens/${body.token.id}/origins`, { origins: ['https://slunce.example', 'https://www.slunce.example'] })).json()) as Json
    expect(moved.allowedOrigins).toEqual(['https://slunce.example', 'https://www.slunce.example'])
    // The token works from its new origin until it is revoked.
    const auth = () => fetch(`${srv.baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://www.slunce.example' }, body: JSON.stringify({ refreshToken: body.refreshToken }) })
    expect((await auth()).status).toBe(200)
    const revoked = (await (await client.call('POST', `/tokens/${body.token.id}/revoke`, { denyIssuedAccessTokens: true })).json()) as Json
    expect(revoked.revokedAt).toBeString()
    expect((await auth()).status).toBe(401)

    const api = (await (await client.call('POST', '/tokens', { kind: 'api' })).json()) as Json
    expect(api.snippet).toBeNull()
    await expectProblem(await client.call('POST', '/tokens', { kind: 'embed' }), 400, 'validation-error')

    const branding = await client.call('PATCH', '/branding', { contactPhone: '+420 800 123 456', web: 'https://slunce.example' })
    expect(((await branding.json()) as Json)).toMatchObject({ contactPhone: '+420 800 123 456', web: 'https://slunce.example' })
    await expectProblem(await client.call('PATCH', '/branding', { web: 'javascript:alert(1)' }), 400, 'validation-error')
    const leadsTo = (await (await client.call('PATCH', '/branding', { leadEmails: ['obchod@slunce.example', ' technik@slunce.example '] })).json()) as Json
    expect(leadsTo.leadEmails).toEqual(['obchod@slunce.example', 'technik@slunce.example'])
    const badLead = await expectProblem(await client.call('PATCH', '/branding', { leadEmails: ['not-an-address'] }), 400, 'validation-error')
    expect(Object.keys(badLead.errors ?? {})).toEqual(['leadEmails'])
    expect(((await (await client.call('PATCH', '/branding', { leadEmails: null })).json()) as Json).leadEmails).toBeNull()

    const invited = (await (await client.call('POST', '/users', { email: 'kolega@example.test', role: 'member' })).json()) as Json
    expect(invited).toMatchObject({ user: { email: 'kolega@example.test', role: 'member', active: false } })

    const audit = (await (await client.call('GET', '/audit')).json()) as Json
    const actions = audit.items.filter((entry: Json) => entry.actor === email).map((entry: Json) => entry.action)
    expect(actions).toEqual(['user.invited', 'lead-emails.changed', 'lead-emails.changed', 'branding.changed', 'token.issued', 'token.revoked', 'token.origins-changed', 'token.issued', 'user.joined'])
    expect(JSON.stringify(audit)).not.toContain(body.refreshToken)
    expect(JSON.stringify(audit)).not.toContain(invited.inviteUrl.split('/').at(-1))
  })
})

describe('webhook endpoints in the console', () => {
  test('owners add, test, rotate and remove an endpoint; members cannot; another partner\u2019s is a 404; all audited', async () => {
    const hooks = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' })
    try {
      const owner = await signedInUser(hooks)
      const member = await signedInUser(hooks, { role: 'member' })
      const other = await signedInUser(hooks, { partnerId: (await hooks.createPartner()).partnerId })
      const added = await owner.client.call('POST', '/webhook-endpoints', { url: 'http://127.0.0.1:9/hook', events: ['lead.created'] })
      expect(added.status).toBe(201)
      const endpoint = (await added.json()) as Json
      expect(endpoint.secret).toStartWith('whsec_')
      const listed = (await (await owner.client.call('GET', '/webhook-endpoints')).json()) as Json
      expect(listed.items.map((item: Json) => item.id)).toEqual([endpoint.id])
      expect(JSON.stringify(listed)).not.toContain(endpoint.secret)
      await expectProblem(await member.client.call('GET', '/webhook-endpoints'), 403, 'forbidden')
      await expectProblem(await other.client.call('POST', `/webhook-endpoints/${endpoint.id}/rotate-secret`), 404, 'not-found')
      await expectProblem(await other.client.call('DELETE', `/webhook-endpoints/${endpoint.id}`), 404, 'not-found')
      await expectProblem(await owner.client.call('POST', '/webhook-endpoints', { url: 'ftp://example.test/' }), 400, 'validation-error')
      expect((await owner.client.call('POST', `/webhook-endpoints/${endpoint.id}/test`)).status).toBe(200)
      const rotated = (await (await owner.client.call('POST', `/webhook-endpoints/${endpoint.id}/rotate-secret`)).json()) as Json
      expect(rotated.secret).not.toBe(endpoint.secret)
      expect((await owner.client.call('DELETE', `/webhook-endpoints/${endpoint.id}`)).status).toBe(204)
      const audit = (await (await owner.client.call('GET', '/audit')).json()) as Json
      const actions = audit.items.filter((entry: Json) => entry.target === endpoint.id).map((entry: Json) => entry.action)
      expect(actions).toEqual(['webhook.removed', 'webhook.secret-rotated', 'webhook.added'])
      expect(JSON.stringify(audit)).not.toContain('whsec_')
    } finally {
      await hooks.stop()
    }
  })
})
