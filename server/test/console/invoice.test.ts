/** POST /api/v1/console/invoice-extraction over HTTP: a bill prefills a new study; the session and Origin rules hold. */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Value } from '@sinclair/typebox/value'
import { ConsoleInvoicePrefill } from '@partner/energy-shared'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'
import { consoleClient, signedInUser } from './support.ts'

setDefaultTimeout(30_000)

const fixtures = join(import.meta.dir, '../fixtures/invoices')
const bill = () => new Uint8Array(readFileSync(join(fixtures, 'cez-001.pdf')))
const upload = (bytes: Uint8Array, name = 'vyuctovani.pdf', type = 'application/pdf') => {
  const form = new FormData()
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
  return form
}

let srv: TestServer
beforeAll(async () => {
  srv = await startTestServer({ INVOICE_MAX_BYTES: String(2 * 1024 * 1024) })
}, 60_000)
afterAll(() => srv.stop())

const post = (body: BodyInit, headers: Record<string, string>) => fetch(`${srv.baseUrl}/api/v1/console/invoice-extraction`, { method: 'POST', headers, body })

describe('POST /api/v1/console/invoice-extraction', () => {
  test('without a session → 401', async () => {
    await expectProblem(await post(upload(bill()), { origin: srv.baseUrl }), 401, 'unauthorized')
  })

  test('from a foreign Origin → 403, even with a session', async () => {
    const { client } = await signedInUser(srv, { role: 'member' })
    await expectProblem(await post(upload(bill()), { origin: 'https://evil.example', cookie: client.cookie! }), 403)
  })

  test("a member's upload → 200 with the extraction and the prefilled request", async () => {
    const { client } = await signedInUser(srv, { role: 'member' })
    const response = await post(upload(bill(), 'vyúčtování.pdf'), { origin: srv.baseUrl, cookie: client.cookie! })
    expect(response.status).toBe(200)
    const body = (await response.json()) as ConsoleInvoicePrefill
    expect(Value.Check(ConsoleInvoicePrefill, body)).toBe(true)
    expect(body.extraction.fileName).toBe('vyúčtování.pdf')
    expect(body.extraction.invoice.meta.ean).toBe('859182455363803803')
    expect(body.draft.distribution).toMatchObject({ distributor: 'CEZ', distributionRate: 'D26d', circuitBreaker: '3X63A' })
    expect(body.draft.electricityBuyingSettings).toMatchObject({ buyingType: 'FIX', fee: 3533.94, feeLowTariff: 3233.43, monthlyFeeCzk: 158.68 })
    expect(body.draft.yearlyConsumptionKWh).toBeGreaterThan(1000)
    expect(body.draft.postcode).toBe('50002')
  })

  test('the same refusals as the API: not a PDF → 415, over the size limit → 413', async () => {
    const { client } = await signedInUser(srv)
    const headers = { origin: srv.baseUrl, cookie: client.cookie! }
    await expectProblem(await post(upload(new TextEncoder().encode('hello, not a pdf'), 'a.txt', 'text/plain'), headers), 415)
    await expectProblem(await post(upload(new Uint8Array(3 * 1024 * 1024).fill(32)), headers), 413)
  })
})
