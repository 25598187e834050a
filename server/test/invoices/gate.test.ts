/**
 * The pre-flight gate at the service level, where limits and OCR can be injected: every refused
 * upload gets its status and problem, a PDF bomb is stopped by the operator and parse budgets, and a scan without
 * OCR says so.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { HttpProblem } from '../../src/http/problem.ts'
import { invoiceService } from '../../src/modules/invoices/service.ts'
import { generateBill } from './corpus/index.ts'
import { pdfBomb, rejectedUploads, scannedBill } from './corpus/others.ts'

const MAX_BYTES = 15 * 1024 * 1024
const noOcr = { available: false as const, reason: 'tesseract is not installed (test injection)' }
const service = invoiceService({ maxBytes: MAX_BYTES, ocr: noOcr })
afterAll(() => service.close())

async function rejection(promise: Promise<unknown>): Promise<HttpProblem> {
  try {
    await promise
  } catch (error) {
    if (error instanceof HttpProblem) return error
    throw error
  }
  throw new Error('the upload was accepted')
}

const bill = await generateBill(77, 'cez', 0)
const uploads = await rejectedUploads(bill.document)

describe('refused uploads', () => {
  for (const upload of uploads) {
    test(`${upload.id} → ${upload.status} ${upload.slug}`, async () => {
      const problem = await rejection(service.extract(`${upload.id}.pdf`, upload.bytes))
      expect({ status: problem.status, slug: problem.slug }).toEqual({ status: upload.status, slug: upload.slug })
      expect(problem.message.length).toBeGreaterThan(10)
    })
  }

  test('a file over the size cap → 413', async () => {
    const small = invoiceService({ maxBytes: 10_000, ocr: noOcr })
    try {
      const problem = await rejection(small.extract('big.pdf', bill.pdf))
      expect(problem.status).toBe(413)
      expect(problem.slug).toBe('payload-too-large')
    } finally {
      small.close()
    }
  })

  test('a PDF bomb is stopped by the operator budget and the service keeps working', async () => {
    const problem = await rejection(service.extract('bomb.pdf', pdfBomb()))
    expect(problem.status).toBe(422)
    expect(problem.slug).toBe('pdf-too-complex')
    expect(problem.message).toContain('operators')
    const after = await service.extract('after.pdf', bill.pdf)
    expect(after.invoice.meta.ean).toBe(bill.expected.meta.ean)
  })

  test('with the operator budget lifted, the parse-time budget stops the bomb', async () => {
    const lifted = invoiceService({ maxBytes: MAX_BYTES, pdf: { parseTimeoutMs: 1500, maxOperators: 1_000_000_000 }, ocr: noOcr })
    try {
      const problem = await rejection(lifted.extract('bomb.pdf', pdfBomb()))
      expect(problem.status).toBe(422)
      expect(problem.slug).toBe('unreadable-pdf')
      expect(problem.message).toContain('in time')
    } finally {
      lifted.close()
    }
  })

  test('a scan without OCR on the host → 422 ocr-unavailable naming the reason', async () => {
    const problem = await rejection(service.extract('scan.pdf', await scannedBill(bill.pdf, 1)))
    expect(problem.status).toBe(422)
    expect(problem.slug).toBe('ocr-unavailable')
    expect(problem.message).toContain('tesseract is not installed')
  })
})
