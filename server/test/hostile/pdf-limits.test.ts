/**
 * The limits behind the preflight, at the service level where they can be set apart: with the
 * decompression budget lifted, the memory cap of the worker process stops a bomb (422, and the
 * service goes on); with every worker busy and no queue, an upload is told when to come back (503).
 */
import { afterAll, expect, test } from 'bun:test'
import { HttpProblem } from '../../src/http/problem.ts'
import { invoiceService } from '../../src/modules/invoices/service.ts'
import { pdfBomb } from '../invoices/corpus/others.ts'
import { generateBill } from '../invoices/corpus/index.ts'
import { inflatingPage } from './bombs.ts'

const noOcr = { available: false as const, reason: 'not used by this suite' }
const bill = await generateBill(5151, 'pre', 0)
const services: ReturnType<typeof invoiceService>[] = []
afterAll(() => {
  for (const created of services) created.close()
})

const service = (pdf: Parameters<typeof invoiceService>[0]['pdf']) => {
  const created = invoiceService({ maxBytes: 15 * 1024 * 1024, pdf, ocr: noOcr })
  services.push(created)
  return created
}

async function rejection(promise: Promise<unknown>): Promise<HttpProblem> {
  const outcome = await promise.then(
    () => new Error('the upload was accepted'),
    (error: unknown) => error,
  )
  if (outcome instanceof HttpProblem) return outcome
  throw outcome
}

test('past the preflight, the memory cap kills the worker reading a bomb: 422 pdf-too-complex, then a bill is read', async () => {
  // 768 MiB of zeros pass a lifted 1 GiB decompression budget; pdf.js holds the stream whole, over the 256 MiB cap.
  const lifted = service({ workers: 1, workerMemoryMb: 256, maxInflatedMb: 1024, parseTimeoutMs: 120_000 })
  const problem = await rejection(lifted.extract('zeros.pdf', inflatingPage(768)))
  expect(problem.status).toBe(422)
  expect(problem.slug).toBe('pdf-too-complex')
  expect(problem.message).toContain('memory')
  const after = await lifted.extract('bill.pdf', bill.pdf)
  expect(after.invoice.meta.ean).toBe(bill.expected.meta.ean!)
}, 150_000)

test('every worker busy and no room in the queue: 503 with Retry-After; the queued work still finishes', async () => {
  const busy = service({ workers: 1, queue: 0, maxOperators: 1_000_000_000, parseTimeoutMs: 2_000 })
  // The first upload takes the only worker for up to its 2 s budget; the second arrives meanwhile.
  const first = busy.extract('bomb.pdf', pdfBomb())
  const problem = await rejection(busy.extract('bill.pdf', bill.pdf))
  expect(problem.status).toBe(503)
  expect(problem.slug).toBe('service-unavailable')
  expect(Number(problem.headers['Retry-After'])).toBeGreaterThanOrEqual(1)
  expect((await rejection(first)).status).toBe(422)
  expect((await busy.extract('bill.pdf', bill.pdf)).invoice.meta.ean).toBe(bill.expected.meta.ean!)
}, 60_000)
