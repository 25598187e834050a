/** The partner's accent colour: set by owners in the console, validated, audited, on the study PDF; the cover preview. */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { inflateSync } from 'node:zlib'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'
import { openBrokerLink, studyRequest } from '../studies/support/studies.ts'
import { signedInUser, type ConsoleClient } from './support.ts'

setDefaultTimeout(60_000)

type Json = Record<string, any>

let srv: TestServer
beforeAll(async () => {
  srv = await startTestServer()
}, 60_000)
afterAll(() => srv.stop())

/** Every content stream of a PDF, inflated where it is FlateDecode-compressed, as latin1 text. */
function pdfStreams(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes)
  const text = raw.toString('latin1')
  const out: string[] = []
  const start = /stream\r?\n/g
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const from = match.index + match[0].length
    const to = text.indexOf('endstream', from)
    if (to < 0) break
    const dictionary = text.slice(Math.max(0, text.lastIndexOf('<<', match.index)), match.index)
    const body = raw.subarray(from, to)
    try {
      out.push(dictionary.includes('/FlateDecode') ? inflateSync(body).toString('latin1') : body.toString('latin1'))
    } catch {
      // An image or font stream that is not worth reading.
    }
    start.lastIndex = to + 'endstream'.length
  }
  return out.join('\n')
}

/** The fill-colour operator pdfkit writes for `#rrggbb` (in the DeviceRGB space: components 0–1, then `scn`). */
const fillOf = (hex: string) => `${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255).join(' ')} scn`

async function studyPdf(client: ConsoleClient): Promise<string> {
  const made = await client.call('POST', '/studies', { study: studyRequest({ recipient: { email: 'zakaznik@example.cz', name: 'Karel Zákazník' } }), sendEmail: false })
  expect(made.status).toBe(200)
  const { file } = await openBrokerLink(((await made.json()) as Json).url)
  return pdfStreams(new Uint8Array(await file!.arrayBuffer()))
}

describe('accent colour', () => {
  test('round-trips (stored lower-case), is refused when malformed, and is audited', async () => {
    const { client, email } = await signedInUser(srv)
    expect(((await (await client.call('GET', '/branding')).json()) as Json).accentColor).toBeNull()
    const set = await client.call('PATCH', '/branding', { accentColor: '#CC3366' })
    expect(set.status).toBe(200)
    expect(((await set.json()) as Json).accentColor).toBe('#cc3366')
    expect(((await (await client.call('GET', '/branding')).json()) as Json).accentColor).toBe('#cc3366')
    for (const bad of ['red', '#abc', '#12345g', 'cc3366', '#cc3366 ', 'url(javascript:1)', 42]) {
      await expectProblem(await client.call('PATCH', '/branding', { accentColor: bad }), 400, 'validation-error')
    }
    expect(((await (await client.call('GET', '/branding')).json()) as Json).accentColor).toBe('#cc3366')
    const audit = (await (await client.call('GET', '/audit')).json()) as Json
    const changed = audit.items.find((entry: Json) => entry.action === 'branding.changed' && entry.details.accentColor)
    expect(changed).toMatchObject({ actor: email, details: { accentColor: { from: null, to: '#cc3366' } } })
    // Members cannot change it.
    const member = await signedInUser(srv, { role: 'member' })
    expect((await member.client.call('PATCH', '/branding', { accentColor: '#000000' })).status).toBe(403)
    const cleared = await client.call('PATCH', '/branding', { accentColor: null })
    expect(((await cleared.json()) as Json).accentColor).toBeNull()
  })

  test("a new study's PDF carries the colour in its headings; without one, the house colours", async () => {
    const other = await srv.createPartner()
    const { client } = await signedInUser(srv, { partnerId: other.partnerId })
    const house = await studyPdf(client)
    expect(house.includes(fillOf('#0b4f6c'))).toBe(true)
    expect(house.includes(fillOf('#cc3366'))).toBe(false)

    expect((await client.call('PATCH', '/branding', { accentColor: '#cc3366' })).status).toBe(200)
    const branded = await studyPdf(client)
    expect(fillOf('#cc3366')).toBe('0.8 0.2 0.4 scn')
    expect(branded.includes(fillOf('#cc3366'))).toBe(true)
    // The headings and the cover's rule took it: the house primary stays only where white text sits on it.
    const count = (text: string, needle: string) => text.split(needle).length - 1
    expect(count(branded, fillOf('#0b4f6c'))).toBeLessThan(count(house, fillOf('#0b4f6c')))
    expect(count(branded, fillOf('#f2a900'))).toBeLessThan(count(house, fillOf('#f2a900')))
  })

  test("the cover preview is a PNG of the partner's first page, for owners only", async () => {
    const owner = await signedInUser(srv)
    const preview = await owner.client.call('GET', '/branding/preview')
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-type')).toBe('image/png')
    expect(preview.headers.get('cache-control')).toContain('no-store')
    const png = new Uint8Array(await preview.arrayBuffer())
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(png.byteLength).toBeGreaterThan(2000)
    const member = await signedInUser(srv, { role: 'member' })
    expect((await member.client.call('GET', '/branding/preview')).status).toBe(403)
  })
})
