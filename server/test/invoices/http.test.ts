/** POST /api/v1/invoice-extraction over real HTTP: success in both content types, both token kinds, and every refusal. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Value } from '@sinclair/typebox/value'
import { InvoiceExtractionResult } from '@partner/energy-shared'
import { EMBED_ORIGIN, startTestServer, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'
import { compareInvoice } from './corpus/compare.ts'
import { FIXTURE_REJECTS } from './corpus/fixtures.ts'

const fixtures = join(import.meta.dir, '../fixtures/invoices')
const fixture = (name: string): Uint8Array<ArrayBuffer> => new Uint8Array(readFileSync(join(fixtures, name)))
const expected = JSON.parse(readFileSync(join(fixtures, 'cez-001.expected.json'), 'utf8'))

let srv: TestServer
let token: string
const url = () => `${srv.baseUrl}/api/v1/invoice-extraction`

function upload(bytes: Uint8Array<ArrayBuffer>, name = 'vyuctovani.pdf', type = 'application/pdf'): FormData {
  const form = new FormData()
  form.append('file', new File([bytes], name, { type }))
  return form
}

const post = (body: BodyInit, headers: Record<string, string> = {}) => fetch(url(), { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers }, body })

beforeAll(async () => {
  srv = await startTestServer({ INVOICE_MAX_BYTES: String(2 * 1024 * 1024) })
  token = await srv.accessToken('api')
}, 60_000)
afterAll(() => srv.stop())

describe('POST /api/v1/invoice-extraction', () => {
  test('extracts a bill as JSON valid against the shared schema', async () => {
    const response = await post(upload(fixture('cez-001.pdf'), 'vyúčtování 2025.pdf'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toStartWith('application/json')
    const body = (await response.json()) as InvoiceExtractionResult
    expect(Value.Check(InvoiceExtractionResult, body)).toBe(true)
    expect(body.fileName).toBe('vyúčtování 2025.pdf')
    expect(compareInvoice(expected.invoice, body.invoice).differences).toEqual([])
    expect(body.warnings.map((w) => w.field)).toEqual(expected.warningFields)
  })

  test('answers text/plain when the client asks for it', async () => {
    const response = await post(upload(fixture('cez-001.pdf')), { accept: 'text/plain' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toStartWith('text/plain')
    const text = await response.text()
    expect(text).toMatch(new RegExp(`\\n  ean +${expected.invoice.meta.ean}\\n`))
    expect(text).toContain('Distribution')
  })

  test('accepts an embed token from its origin', async () => {
    const embed = await srv.accessToken('embed')
    const response = await fetch(url(), { method: 'POST', headers: { authorization: `Bearer ${embed}`, origin: EMBED_ORIGIN }, body: upload(fixture('pre-001.pdf')) })
    expect(response.status).toBe(200)
  })

  test('needs a token (401) before reading anything', async () => {
    await expectProblem(await fetch(url(), { method: 'POST', body: upload(fixture('cez-001.pdf')) }), 401, 'unauthorized')
  })

  test('a body that is not multipart → 415', async () => {
    await expectProblem(await post(fixture('cez-001.pdf'), { 'content-type': 'application/pdf' }), 415, 'unsupported-media-type')
    await expectProblem(await post(JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' }), 415, 'unsupported-media-type')
  })

  test('multipart without the file field → 400 naming it', async () => {
    const form = new FormData()
    form.append('document', 'not a file')
    const problem = await expectProblem(await post(form), 400, 'validation-error')
    expect(problem.errors?.file).toBeDefined()
  })

  test('a declared size over the cap → 413 without reading the body', async () => {
    const big = new Uint8Array(3 * 1024 * 1024)
    big.set(new TextEncoder().encode('%PDF-1.7\n'))
    await expectProblem(await post(upload(big)), 413, 'payload-too-large')
  })

  test('a streamed (chunked) upload over the cap → 413 while reading', async () => {
    const boundary = 'invoice-boundary'
    const chunk = new Uint8Array(256 * 1024)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`))
        if (sent >= 12) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`))
          controller.close()
          return
        }
        sent++
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(url(), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, body: stream })
    await expectProblem(response, 413, 'payload-too-large')
  })

  const rejects = readdirSync(fixtures).filter((name) => name in FIXTURE_REJECTS)
  test('every refused fixture is present', () => expect(rejects.length).toBe(Object.keys(FIXTURE_REJECTS).length))
  for (const name of rejects) {
    const { status, slug } = FIXTURE_REJECTS[name]!
    test(`${name} → ${status} ${slug}`, async () => {
      const problem = await expectProblem(await post(upload(fixture(name), name)), status, slug)
      expect(problem.detail.length).toBeGreaterThan(10)
    })
  }
})
