/**
 * `bun start` on a host without tesseract and poppler: the real server as a child process whose PATH
 * holds only `bun` and `sh`. It starts, says at start-up that OCR of scanned bills is off and why, answers
 * a scan with 422 ocr-unavailable (not a 500) and still reads a bill with a text layer.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { InvoiceExtractionResult } from '@partner/energy-shared'
import { startChildServer, type ChildServer } from '../support/child-server.ts'
import { expectProblem } from '../support/problem.ts'

const fixtures = join(import.meta.dir, '../fixtures/invoices')
const bin = mkdtempSync(join(tmpdir(), 'no-ocr-path-'))
let srv: ChildServer
let token: string

beforeAll(async () => {
  symlinkSync(process.execPath, join(bin, 'bun'))
  symlinkSync('/bin/sh', join(bin, 'sh'))
  srv = await startChildServer({ PATH: bin })
  token = await srv.accessToken()
}, 60_000)
afterAll(async () => {
  await srv?.stop()
  rmSync(bin, { recursive: true, force: true })
})

const upload = (name: string) => {
  const form = new FormData()
  form.append('file', new File([readFileSync(join(fixtures, name))], name, { type: 'application/pdf' }))
  return fetch(`${srv.baseUrl}/api/v1/invoice-extraction`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
}

test('the banner and a warn log line say that OCR of scanned bills is off, naming tesseract and pdftoppm', () => {
  const banner = srv.startOutput.split('\n').find((line) => line.includes('OCR of scanned bills is off'))
  expect(banner).toContain('tesseract is not installed')
  expect(banner).toContain('pdftoppm is not installed')
  expect(banner).toContain('422 ocr-unavailable')
  const logLine = srv.startOutput
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .find((entry) => entry.msg === 'invoice ocr off')
  expect(logLine?.level).toBe('warn')
  expect(logLine?.reason).toContain('tesseract-ocr-ces')
  expect(logLine?.reason).toContain('poppler-utils')
})

test('a scanned bill (page images only) gets 422 ocr-unavailable naming what is missing', async () => {
  const problem = await expectProblem(await upload('scanned-cez-001.pdf'), 422, 'ocr-unavailable')
  expect(problem.detail).toContain('tesseract is not installed')
  expect(problem.detail).toContain('pdftoppm is not installed')
}, 60_000)

test('a bill with a text layer is read as usual', async () => {
  const response = await upload('cez-001.pdf')
  expect(response.status).toBe(200)
  const { invoice } = (await response.json()) as InvoiceExtractionResult
  const expected = JSON.parse(readFileSync(join(fixtures, 'cez-001.expected.json'), 'utf8')).invoice
  expect(invoice.meta.ean).toBe(expected.meta.ean)
}, 60_000)
