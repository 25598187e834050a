/**
 * A scanned bill (page images only) over real HTTP. Whether the host has OCR decides the correct
 * answer, so the test asserts that answer: the bill's data with lowered confidence when tesseract
 * with Czech data is installed, else 422 ocr-unavailable. (The unavailable path is also tested by
 * injection in gate.test.ts, on every host.)
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { InvoiceExtractionResult } from '@partner/energy-shared'
import { detectOcr } from '../../src/modules/invoices/pdf/ocr.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'

const fixtures = join(import.meta.dir, '../fixtures/invoices')
let srv: TestServer
beforeAll(async () => {
  srv = await startTestServer()
}, 60_000)
afterAll(() => srv.stop())

test('a scanned bill is read by OCR when the host has it, else refused with ocr-unavailable', async () => {
  const form = new FormData()
  form.append('file', new File([readFileSync(join(fixtures, 'scanned-cez-001.pdf'))], 'scan.pdf', { type: 'application/pdf' }))
  const response = await fetch(`${srv.baseUrl}/api/v1/invoice-extraction`, { method: 'POST', headers: { authorization: `Bearer ${await srv.accessToken()}` }, body: form })
  const ocr = await detectOcr()
  if (!ocr.available) {
    const problem = await expectProblem(response, 422, 'ocr-unavailable')
    expect(problem.detail).toContain(ocr.reason)
    return
  }
  expect(response.status).toBe(200)
  const { invoice } = (await response.json()) as InvoiceExtractionResult
  const expected = JSON.parse(readFileSync(join(fixtures, 'cez-001.expected.json'), 'utf8')).invoice
  expect(invoice.meta.ean).toBe(expected.meta.ean)
  expect(invoice.meta.invoiceNumber).toBe(expected.meta.invoiceNumber)
  expect(invoice.meta.billingPeriodFrom).toBe(expected.meta.billingPeriodFrom)
  expect(invoice.observations.balanceDueCzkWithVat).toBe(expected.observations.balanceDueCzkWithVat)
  expect(invoice.buying.totalKwh).toBe(expected.buying.totalKwh)
  // OCR'd values are less certain than a text layer's 0.95+.
  expect(invoice.fieldConfidence['meta.supplierName']!).toBeLessThan(0.8)
}, 120_000)
