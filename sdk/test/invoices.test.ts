import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { EnergyApiError, EnergyClient, EnergyError, type InvoiceFile } from '@partner/energy-sdk'
import { startTestServer, type TestServer } from '../../server/test/support/harness.ts'

const corpus = join(import.meta.dir, '../../server/test/fixtures/invoices')
/** An electricity bill of the corpus (not one of its reject-* or scanned-* samples). */
const BILL = /^[a-z]+-\d+\.pdf$/
const billPath = join(corpus, readdirSync(corpus).filter((name) => BILL.test(name)).sort()[0]!)
const billBytes = readFileSync(billPath)

/** A valid one-page PDF whose only text is `text` (not an energy invoice). */
const textPdf = (text: string): Uint8Array => {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((body, index) => {
    const offset = pdf.length
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

let srv: TestServer
let client: EnergyClient
beforeAll(async () => {
  srv = await startTestServer()
  client = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken })
}, 60_000)
afterAll(() => srv.stop())

describe('invoices.extract', () => {
  const inputs: [string, () => InvoiceFile, string][] = [
    ['a file path', () => billPath, basename(billPath)],
    ['a File', () => new File([billBytes], 'bill-as-file.pdf', { type: 'application/pdf' }), 'bill-as-file.pdf'],
    ['a Blob', () => new Blob([billBytes], { type: 'application/pdf' }), 'invoice.pdf'],
    ['a Uint8Array', () => new Uint8Array(billBytes), 'invoice.pdf'],
    ['an ArrayBuffer', () => billBytes.buffer.slice(billBytes.byteOffset, billBytes.byteOffset + billBytes.byteLength), 'invoice.pdf'],
  ]

  test.each(inputs)('extracts a bill from %s', async (_kind, input, fileName) => {
    const result = await client.invoices.extract(input())
    expect(result.fileName).toBe(fileName)
    expect(result.invoice.meta.energyType).toBe('electricity')
    expect(result.invoice.meta.currency).toBe('CZK')
    expect(Array.isArray(result.warnings)).toBe(true)
  }, 60_000)

  test('fileName overrides the reported name, and both runs extract the same invoice', async () => {
    const named = await client.invoices.extract(new Uint8Array(billBytes), { fileName: 'scan-0042.pdf' })
    const fromPath = await client.invoices.extract(billPath)
    expect(named.fileName).toBe('scan-0042.pdf')
    expect(named.invoice).toEqual(fromPath.invoice)
  }, 60_000)

  test('a PDF that is not an energy invoice is a 422 EnergyApiError from the pre-flight gate', async () => {
    const error = await client.invoices.extract(textPdf('Lorem ipsum dolor sit amet, a recipe for apple pie')).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(EnergyApiError)
    expect(error).toMatchObject({ status: 422, slug: 'not-an-energy-invoice' })
  }, 60_000)

  test('a file that is not a PDF is a 415 EnergyApiError', async () => {
    const error = await client.invoices.extract(new TextEncoder().encode('just text, no PDF')).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'EnergyApiError', status: 415, slug: 'unsupported-media-type' })
  })

  test('an unsupported input is rejected before any request', async () => {
    const error = await client.invoices.extract(42 as unknown as InvoiceFile).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(EnergyError)
    expect(error).toMatchObject({ code: 'invalid_input' })
  })
})
