import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { createCanvas } from '@napi-rs/canvas'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'
import { createStudy, studyRequest } from '../studies/support/studies.ts'
import { sessionCookie } from '../../src/modules/console/session.ts'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { RESET_MAILS_PER_HOUR, SIGN_IN_ACCOUNT_MAX } from '../../src/modules/console/index.ts'
import { PASSWORD, accountsOf, consoleClient, signedInUser } from './support.ts'

setDefaultTimeout(30_000)

type Json = Record<string, any>

let srv: TestServer
let operations: { method: string; path: string }[]
let cookieScheme: Json
beforeAll(async () => {
  srv = await startTestServer()
  const doc = (await (await fetch(`${srv.baseUrl}/openapi.json`)).json()) as Json
  cookieScheme = doc.components.securitySchemes.consoleSession
  operations = Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => (operation as Json).tags?.[0] === 'console' && JSON.stringify((operation as Json).security) !== '[]')
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  )
}, 60_000)
afterAll(() => srv.stop())

const ANY_ID = '00000000-0000-4000-8000-000000000000'
const fill = (path: string, id = ANY_ID) => path.replace('/api/v1/console', '').replace('{id}', id)
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const png = (width: number, height: number) => {
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#f2a900'
  context.fillRect(0, 0, width, height)
  return new Uint8Array(canvas.toBuffer('image/png'))
}

describe('console access', () => {
  test('the console operations are documented with the cookie scheme, and each answers 401 without a session', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(20)
    expect(cookieScheme).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'ens_console' })
    const anonymous = consoleClient(srv)
    for (const { method, path } of operations) {
      const response = await anonymous.call(method, fill(path), STATE_CHANGING.has(method) ? {} : undefined)
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 })
      await expectProblem(response, 401, 'unauthorized')
    }
    // A cookie that names no session is no session.
    const forged = consoleClient(srv, `ens_console=${'A'.repeat(43)}`)
    expect((await forged.call('GET', '/me')).status).toBe(401)
  })

  test("partner A's session on partner B's studies, tokens and users → 404", async () => {
    const other = await srv.createPartner()
    const a = await signedInUser(srv)
    const b = await signedInUser(srv, { partnerId: other.partnerId })
    const ownerOfB = await accountsOf(srv).listUsers(other.partnerId)
    const embedB = await (await fetch(`${srv.baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://embed.example.test' }, body: JSON.stringify({ refreshToken: other.embedRefreshToken }) })).json()
    const studyOfB = await createStudy(srv, studyRequest(), { token: (embedB as Json).jwtToken, headers: { origin: 'http://embed.example.test' } })
    const tokensOfB = (await (await b.client.call('GET', '/tokens')).json()) as Json[]
    const ids: Record<string, string> = { studies: studyOfB.id, tokens: tokensOfB[0]!.id, users: ownerOfB[0]!.id }
    for (const { method, path } of operations.filter((operation) => operation.path.includes('{id}'))) {
      const kind = path.split('/')[4]!
      const body = path.endsWith('/lead') ? { status: 'won' } : path.endsWith('/origins') ? { origins: ['https://a.example'] } : path.endsWith('/revoke') ? {} : path.includes('/users/') && method === 'PATCH' ? { role: 'member' } : undefined
      const response = await a.client.call(method, fill(path, ids[kind]), body)
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 })
    }
    // B still sees its own study, token and user untouched.
    expect((await b.client.call('GET', `/studies/${studyOfB.id}`)).status).toBe(200)
    expect(((await (await b.client.call('GET', '/tokens')).json()) as Json[]).every((token) => token.revokedAt === null)).toBe(true)
    const inboxA = (await (await a.client.call('GET', '/studies')).json()) as Json
    expect(inboxA.items.map((item: Json) => item.id)).not.toContain(studyOfB.id)
  })

  test('a state-changing request from a foreign Origin (or none) → 403, before sign-in or session', async () => {
    const { client } = await signedInUser(srv)
    for (const { method, path } of [...operations, { method: 'POST', path: '/api/v1/console/session' }, { method: 'POST', path: '/api/v1/console/password-reset' }].filter((o) => STATE_CHANGING.has(o.method))) {
      const foreign = await client.call(method, fill(path), {}, { origin: 'https://evil.example' })
      expect({ method, path, status: foreign.status }).toEqual({ method, path, status: 403 })
      await expectProblem(foreign, 403, 'forbidden')
    }
    const noOrigin = await fetch(`${srv.baseUrl}/api/v1/console/sessions`, { method: 'DELETE', headers: { cookie: client.cookie! } })
    expect(noOrigin.status).toBe(403)
    // The session survived all of it.
    expect((await client.call('GET', '/me')).status).toBe(200)
  })

  test('the session cookie is HttpOnly, SameSite=Lax, Path=/, Secure behind https; sign-in rotates it', async () => {
    const email = `cookie-${crypto.randomUUID().slice(0, 6)}@example.test`
    const { client } = await signedInUser(srv, { email })
    const first = client.cookie
    const again = await fetch(`${srv.baseUrl}/api/v1/console/session`, {
      method: 'POST',
      headers: { origin: srv.baseUrl, 'content-type': 'application/json', cookie: first! },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    const header = again.headers.get('set-cookie')!
    expect(header).toMatch(/^ens_console=[A-Za-z0-9_-]{43}; /)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Lax')
    expect(header).toContain('Path=/')
    expect(header).not.toContain('Secure')
    expect(header.split(';')[0]).not.toBe(first)
    // The old session ended with the rotation.
    expect((await consoleClient(srv, first).call('GET', '/me')).status).toBe(401)
    expect(sessionCookie('https://energie.example', 'x'.repeat(43))).toContain('; Secure')
  })

  test('sign-out, sign-out everywhere and removing a user end sessions at once', async () => {
    const email = `leave-${crypto.randomUUID().slice(0, 6)}@example.test`
    const one = await signedInUser(srv, { email })
    const two = consoleClient(srv)
    expect((await two.call('POST', '/session', { email, password: PASSWORD })).status).toBe(200)
    const kept = one.client.cookie
    expect((await one.client.call('DELETE', '/session')).status).toBe(204)
    expect((await consoleClient(srv, kept).call('GET', '/me')).status).toBe(401)
    expect((await two.call('GET', '/me')).status).toBe(200)

    const three = consoleClient(srv)
    expect((await three.call('POST', '/session', { email, password: PASSWORD })).status).toBe(200)
    expect((await two.call('DELETE', '/sessions')).status).toBe(204)
    expect((await three.call('GET', '/me')).status).toBe(401)

    const owner = await signedInUser(srv)
    const member = await signedInUser(srv, { role: 'member' })
    expect((await member.client.call('GET', '/studies')).status).toBe(200)
    expect((await owner.client.call('DELETE', `/users/${member.userId}`)).status).toBe(204)
    await expectProblem(await member.client.call('GET', '/studies'), 401, 'unauthorized')
    // The removal is in the owners' audit log.
    const audit = (await (await owner.client.call('GET', '/audit')).json()) as Json
    expect(audit.items.find((entry: Json) => entry.action === 'user.removed' && entry.target === member.email)).toMatchObject({ actor: owner.email })
  })

  test('members cannot reach owner pages; the last owner can neither leave nor become a member', async () => {
    const other = await srv.createPartner()
    const owner = await signedInUser(srv, { partnerId: other.partnerId })
    const member = await signedInUser(srv, { partnerId: other.partnerId, role: 'member' })
    for (const path of ['/tokens', '/branding', '/users', '/audit']) await expectProblem(await member.client.call('GET', path), 403, 'forbidden')
    expect((await member.client.call('GET', '/studies')).status).toBe(200)
    await expectProblem(await owner.client.call('DELETE', `/users/${owner.userId}`), 409, 'conflict')
    await expectProblem(await owner.client.call('PATCH', `/users/${owner.userId}`, { role: 'member' }), 409, 'conflict')
    expect((await owner.client.call('PATCH', `/users/${member.userId}`, { role: 'owner' })).status).toBe(200)
    expect((await owner.client.call('DELETE', `/users/${owner.userId}`)).status).toBe(204)
  })
})

describe('sign-in and links', () => {
  test('an unknown e-mail and a wrong password get the same answer in about the same time', async () => {
    const { email } = await signedInUser(srv)
    const attempt = async (address: string) => {
      const started = performance.now()
      const response = await consoleClient(srv).call('POST', '/session', { email: address, password: 'not-the-password-1' })
      const elapsed = performance.now() - started
      const body = (await response.json()) as Json
      return { status: response.status, body: { ...body, requestId: undefined }, elapsed, cookie: response.headers.get('set-cookie') }
    }
    // Warm both paths once (the dummy hash is made on first use), then time each three times, interleaved.
    await attempt(`nobody-${crypto.randomUUID()}@example.test`)
    const wrongs = []
    const unknowns = []
    for (let round = 0; round < 3; round++) {
      wrongs.push(await attempt(email))
      unknowns.push(await attempt(`nobody-${crypto.randomUUID()}@example.test`))
    }
    const median = (attempts: { elapsed: number }[]) => attempts.map((one) => one.elapsed).sort((a, b) => a - b)[1]!
    const wrong = { ...wrongs[0]!, elapsed: median(wrongs) }
    const unknown = { ...unknowns[0]!, elapsed: median(unknowns) }
    expect(wrong.status).toBe(401)
    expect(unknown).toMatchObject({ status: wrong.status, body: wrong.body, cookie: null })
    expect(wrong.cookie).toBeNull()
    // Both verify one argon2id hash: neither is several times the other.
    expect(Math.max(wrong.elapsed, unknown.elapsed) / Math.min(wrong.elapsed, unknown.elapsed)).toBeLessThan(3)
    // A reset request is accepted alike for both, also past the per-address limit, which stops the e-mails.
    const outbox = async () => (await readdir(join(srv.services.config.dataDir, 'outbox'))).filter((name) => name.endsWith('.eml')).length
    const sentBefore = await outbox()
    for (const address of [email, 'nobody@example.test']) {
      for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) {
        const reset = await consoleClient(srv).call('POST', '/password-reset', { email: address })
        expect(reset.status).toBe(202)
        expect(await reset.json()).toEqual({ accepted: true })
      }
    }
    expect((await outbox()) - sentBefore).toBe(RESET_MAILS_PER_HOUR)
  })

  test(`sign-in is limited per account after ${SIGN_IN_ACCOUNT_MAX} attempts (429 + Retry-After), even with the right password`, async () => {
    const { email } = await signedInUser(srv)
    for (let i = 1; i < SIGN_IN_ACCOUNT_MAX; i++) expect((await consoleClient(srv).call('POST', '/session', { email, password: `wrong-password-${i}` })).status).toBe(401)
    const limited = await consoleClient(srv).call('POST', '/session', { email, password: PASSWORD })
    await expectProblem(limited, 429, 'rate-limited')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another account from the same address is not affected.
    const fresh = await signedInUser(srv)
    expect((await fresh.client.call('GET', '/me')).status).toBe(200)
  })

  test('invitation and reset links work once and expire; weak passwords are refused', async () => {
    const email = `links-${crypto.randomUUID().slice(0, 6)}@example.test`
    const invited = await accountsOf(srv).invite({ partnerId: srv.partnerId, email, role: 'member', actor: null })
    const token = invited.inviteUrl.split('/').at(-1)!
    expect(invited.inviteUrl).toStartWith(`${srv.baseUrl}/console/#/invite/`)
    const client = consoleClient(srv)
    const weak = await expectProblem(await client.call('POST', '/password', { token, password: '1234567890' }), 400, 'validation-error')
    expect(JSON.stringify(weak.errors)).toContain('common')
    await expectProblem(await client.call('POST', '/password', { token, password: 'short' }), 400, 'validation-error')
    expect((await client.call('POST', '/password', { token, password: PASSWORD })).status).toBe(204)
    await expectProblem(await client.call('POST', '/password', { token, password: `${PASSWORD}-again` }), 410, 'gone')

    // An expired reset link is refused like a used one.
    await accountsOf(srv).requestReset(email)
    const em = srv.services.em()
    const [link] = await em.execute<{ token_hash: string }[]>(`select l.token_hash from console_link_token l join console_user u on u.id = l.user_id where u.email = ? and l.purpose = 'reset' and l.used_at is null`, [email])
    expect(link).toBeDefined()
    await em.execute(`update console_link_token set expires_at = now() - interval '1 second' where token_hash = ?`, [link!.token_hash])
    const direct = await issueResetLink(email)
    await em.execute(`update console_link_token set expires_at = now() - interval '1 second' where token_hash = ?`, [sha(direct)])
    await expectProblem(await client.call('POST', '/password', { token: direct, password: `${PASSWORD}-new` }), 410, 'gone')
    // A fresh one works once, and ends the sessions the user had.
    expect((await client.call('POST', '/session', { email, password: PASSWORD })).status).toBe(200)
    const fresh = await issueResetLink(email)
    expect((await consoleClient(srv).call('POST', '/password', { token: fresh, password: `${PASSWORD}-new` })).status).toBe(204)
    expect((await client.call('GET', '/me')).status).toBe(401)
    expect((await consoleClient(srv).call('POST', '/session', { email, password: `${PASSWORD}-new` })).status).toBe(200)
  })
})

/** A reset link's secret, read from the e-mail the outbox holds for the address. */
async function issueResetLink(email: string): Promise<string> {
  const { readdir, readFile } = await import('node:fs/promises')
  const { join } = await import('node:path')
  await accountsOf(srv).requestReset(email)
  const dir = join(srv.services.config.dataDir, 'outbox')
  const files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort()
  const texts = await Promise.all(files.map(async (name) => ({ name, text: await readFile(join(dir, name), 'utf8') })))
  const mine = texts.filter(({ text }) => text.includes(email) && text.includes('#/reset/')).map(({ text }) => /#\/reset\/([A-Za-z0-9_-]+)/.exec(text.replace(/=\r?\n/g, ''))![1]!)
  return mine.at(-1)!
}
const sha = (secret: string) => new Bun.CryptoHasher('sha256').update(secret).digest('hex')

describe('branding', () => {
  test('a PNG logo is stored re-encoded; SVG, a polyglot, an oversized file and a pixel bomb are refused', async () => {
    const { client } = await signedInUser(srv)
    const ok = await client.call('PUT', '/branding/logo', png(120, 40), { 'content-type': 'image/png' })
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as Json).hasLogo).toBe(true)
    const served = await client.call('GET', '/branding/logo')
    expect(served.headers.get('content-type')).toBe('image/png')

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    await expectProblem(await client.call('PUT', '/branding/logo', svg, { 'content-type': 'image/png' }), 415, 'unsupported-media-type')
    await expectProblem(await client.call('PUT', '/branding/logo', svg, { 'content-type': 'image/svg+xml' }), 415, 'unsupported-media-type')
    // A PNG signature and header over HTML: no image behind it.
    const header = png(64, 64).subarray(0, 33)
    const polyglot = new Uint8Array([...header, ...new TextEncoder().encode('<html><script>alert(1)</script></html>')])
    await expectProblem(await client.call('PUT', '/branding/logo', polyglot, { 'content-type': 'image/png' }), 415, 'unsupported-media-type')
    // A real PNG with a script appended decodes, and only its pixels are kept.
    const appended = new Uint8Array([...png(64, 64), ...new TextEncoder().encode('<script>alert(1)</script>')])
    expect((await client.call('PUT', '/branding/logo', appended, { 'content-type': 'image/png' })).status).toBe(200)
    const stored = new Uint8Array(await (await client.call('GET', '/branding/logo')).arrayBuffer())
    expect(new TextDecoder('latin1').decode(stored)).not.toContain('<script>')

    await expectProblem(await client.call('PUT', '/branding/logo', new Uint8Array(600 * 1024), { 'content-type': 'image/png' }), 413, 'payload-too-large')
    // A header that claims 30 000 × 30 000 pixels is refused before anything is decoded.
    const bomb = png(64, 64)
    new DataView(bomb.buffer).setUint32(16, 30_000)
    new DataView(bomb.buffer).setUint32(20, 30_000)
    await expectProblem(await client.call('PUT', '/branding/logo', bomb, { 'content-type': 'image/png' }), 400, 'validation-error')

    const audit = (await (await client.call('GET', '/audit')).json()) as Json
    expect(audit.items.filter((entry: Json) => entry.action === 'branding.logo-changed')).toHaveLength(2)
  })
})
