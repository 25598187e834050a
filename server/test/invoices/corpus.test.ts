/**
 * Every generated bill — all supplier rules and the generic fallback; buy, both and sell; FIX and
 * SPOT; one and two tariffs; MWh and kWh; planted reconciliation anomalies — is extracted through
 * the service (worker pool, gate, extraction) and compared field by field with its expected JSON.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FieldConfidenceKeys } from '@partner/energy-shared'
import { classifyDocument } from '../../src/modules/invoices/gate.ts'
import { extractInvoice } from '../../src/modules/invoices/extraction/extract.ts'
import { buildLines, type TextItem } from '../../src/modules/invoices/pdf/layout.ts'
import { readPdfText } from '../../src/modules/invoices/pdf/read.ts'
import { invoiceService } from '../../src/modules/invoices/service.ts'
import { compareInvoice } from './corpus/compare.ts'
import type { ExpectedInvoice } from './corpus/expected.ts'
import { generateBills } from './corpus/index.ts'
import { generateFormerHeldOutBills } from './corpus/former-heldout.ts'
import { generateSecondHeldOutBills } from './corpus/second-heldout/index.ts'
import { generateThirdHeldOutBills } from './corpus/third-heldout/index.ts'
import { generateFifthSplitBills } from './corpus/fifth-split/index.ts'
import { generateFourthHeldOutBills } from './corpus/fourth-heldout/index.ts'
import { generateSixthHeldOutBills } from './corpus/sixth-heldout/index.ts'
import { generateSeventhHeldOutBills } from './corpus/seventh-heldout/index.ts'
import { generateEighthHeldOutBills } from './corpus/eighth-heldout/index.ts'
import { generateNinthHeldOutBills } from './corpus/ninth-heldout/index.ts'
import { generateTenthHeldOutBills } from './corpus/tenth-heldout/index.ts'
import { generateEleventhHeldOutBills } from './corpus/eleventh-heldout/index.ts'
import { generateTwelfthHeldOutBills } from './corpus/twelfth-heldout/index.ts'
import { generateFourteenthHeldOutBills } from './corpus/fourteenth-heldout/index.ts'
import { generateEighteenthHeldOutBills } from './corpus/eighteenth-heldout/index.ts'

const SEED = 4242
const PER_SUPPLIER = 6
const bills = await generateBills(SEED, PER_SUPPLIER)
const service = invoiceService({ maxBytes: 15 * 1024 * 1024, ocr: { available: false, reason: 'not used by this suite' } })
afterAll(() => service.close())

describe('generated corpus', () => {
  test('covers every direction, buying type, tariff count and energy unit', () => {
    const seen = new Set(bills.flatMap(({ bill }) => [bill.direction, bill.buyingType, bill.twoTariff ? 'two-tariff' : 'one-tariff', bill.energyUnit, bill.supplier]))
    for (const value of ['buy', 'both', 'sell', 'FIX', 'SPOT', 'two-tariff', 'one-tariff', 'MWh', 'kWh', 'cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']) expect(seen).toContain(value)
  })

  for (const generated of bills) {
    const { bill } = generated
    test(`${generated.id} (${bill.direction}, ${bill.buyingType}, ${bill.twoTariff ? 'VT/NT' : 'single'}, ${bill.energyUnit}) extracts as expected`, async () => {
      const result = await service.extract(`${generated.id}.pdf`, generated.pdf)
      expect(result.fileName).toBe(`${generated.id}.pdf`)
      expect(compareInvoice(generated.expected, result.invoice).differences).toEqual([])
      expect([...new Set(result.warnings.map((w) => w.field))].sort()).toEqual(generated.expectedWarnings)
      expect(result.invoice.fieldConfidence).toHaveProperty(['meta.supplierName'])
      if (bill.direction !== 'sell') expect(result.invoice.fieldConfidence).toHaveProperty(['distribution.distributorKey'])
      for (const [key, value] of Object.entries(result.invoice.fieldConfidence)) {
        // Keys are the camelCase JSON paths of the fields they rate.
        const [block, field] = key.split('.')
        expect(result.invoice[block as 'meta']).toHaveProperty([field!])
        expect(FieldConfidenceKeys as readonly string[]).toContain(key)
        expect(value).toBeGreaterThanOrEqual(0)
        expect(value).toBeLessThanOrEqual(1)
      }
    })
  }

  test('the gate accepts every bill', async () => {
    for (const generated of bills) {
      const read = await readPdfText(generated.pdf, 30)
      if (!read.ok) throw new Error(`${generated.id}: ${read.detail}`)
      expect({ id: generated.id, ...classifyDocument(buildLines(read.items)) }).toMatchObject({ id: generated.id, accepted: true })
    }
    // Reads every PDF of the corpus one after the other: its time grows with the corpus.
  }, 60_000)
})

// The unsealed held-out splits and the blind development split are development material: their first bills of each seed stay read exactly.
describe('unsealed held-out splits and the blind development split', async () => {
  // The fourth's landscape statement is not read yet: its three columns interleave line by line (see the README).
  const fourth = (await generateFourthHeldOutBills(6)).filter((generated) => !generated.id.includes('landscape-statement'))
  // Of the sixth's first bills, two are not read exactly yet: a ledger row whose price period wraps inside its text
  // column, and a balance told in a sentence the reconciliation misses.
  const notYet = ['held-out-871153-ledger-001', 'held-out-264091-prose-letter-000']
  const sixth = (await generateSixthHeldOutBills(3)).filter((generated) => !notYet.includes(generated.id))
  const unsealed = [...(await generateFormerHeldOutBills(4)), ...(await generateSecondHeldOutBills(6)), ...(await generateThirdHeldOutBills(6)), ...fourth, ...(await generateFifthSplitBills(6)), ...sixth, ...(await generateSeventhHeldOutBills(6)), ...(await generateEighthHeldOutBills(6)), ...(await generateNinthHeldOutBills(6)), ...(await generateTenthHeldOutBills(6)), ...(await generateEleventhHeldOutBills(6)), ...(await generateTwelfthHeldOutBills(6)), ...(await generateFourteenthHeldOutBills(6)), ...(await generateEighteenthHeldOutBills(6))]
  for (const generated of unsealed) {
    test(`${generated.id} extracts as expected`, async () => {
      const result = await service.extract(`${generated.id}.pdf`, generated.pdf)
      expect(compareInvoice(generated.expected, result.invoice).differences).toEqual([])
      expect([...new Set(result.warnings.map((w) => w.field))].sort()).toEqual(generated.expectedWarnings)
    })
  }
})

/**
 * Other producers position text per word or per glyph (pdf.js then reports each as an item): the same
 * bills re-cut that way, with a word space of 0.3 em, read the same. pdfmake, pdf-lib and Chromium emit
 * whole runs, so without this the cell builder would only ever meet one kind of text layer.
 */
describe('text layers cut per word or per glyph', async () => {
  const sample = [...bills.filter((_, index) => index % 5 === 0), ...(await generateThirdHeldOutBills(3)), ...(await generateSecondHeldOutBills(3))]
  // A run that another text overlaps (a label printed into its value's column) is left whole: cut, its words would interleave with that text.
  const overlapped = (item: TextItem, items: TextItem[]) =>
    items.some((other) => other !== item && other.page === item.page && Math.abs(other.y - item.y) < item.size * 0.4 && other.x > item.x && other.x < item.x + item.width)
  const recut = (items: TextItem[], perGlyph: boolean): TextItem[] =>
    items.flatMap((item) => {
      if (overlapped(item, items)) return [item]
      const chars = [...item.text]
      const spaces = chars.filter((char) => char === ' ').length
      const space = Math.min(0.3 * item.size, item.width / chars.length)
      const glyph = (item.width - spaces * space) / Math.max(1, chars.length - spaces)
      const pieces = perGlyph ? chars : item.text.split(/(?<= )/)
      let x = item.x
      return pieces.flatMap((piece) => {
        const width = [...piece].reduce((sum, char) => sum + (char === ' ' ? space : glyph), 0)
        const text = piece.trimEnd()
        const out = text ? [{ ...item, text, x, width: width - (piece.length - text.length) * space }] : []
        x += width
        return out
      })
    })
  for (const perGlyph of [false, true]) {
    test(`${perGlyph ? 'per glyph' : 'per word'}: ${sample.length} bills read as they do whole`, async () => {
      for (const generated of sample) {
        const read = await readPdfText(generated.pdf, 30)
        if (!read.ok) throw new Error(read.detail)
        const whole = extractInvoice(buildLines(read.items)).invoice
        const cut = extractInvoice(buildLines(recut(read.items, perGlyph))).invoice
        expect({ id: generated.id, differences: compareInvoice(generated.expected, cut).differences }).toEqual({ id: generated.id, differences: compareInvoice(generated.expected, whole).differences })
      }
    }, 60_000)
  }
})

describe('field confidence', () => {
  test('a distributor named on the bill is more certain than one derived from the address', async () => {
    const named = bills.find(({ bill }) => bill.direction !== 'sell' && bill.distributorShown === 'explicit')!
    const derived = bills.find(({ bill }) => bill.direction !== 'sell' && bill.distributorShown === 'none')!
    const a = (await service.extract('a.pdf', named.pdf)).invoice.fieldConfidence
    const b = (await service.extract('b.pdf', derived.pdf)).invoice.fieldConfidence
    expect(a['distribution.distributorKey']!).toBeGreaterThan(b['distribution.distributorKey']!)
    expect(b['distribution.distributorKey']!).toBeLessThanOrEqual(0.6)
  })

  test('a total that does not reconcile lowers the confidence of the prices it is made of', async () => {
    const clean = bills.find(({ bill }) => bill.direction === 'buy' && bill.buyingType === 'FIX' && bill.anomalies.length === 0)!
    const confidence = (await service.extract('c.pdf', clean.pdf)).invoice.fieldConfidence
    expect(confidence['buying.fixedBuyPriceCzkPerMwh']!).toBeGreaterThanOrEqual(0.95)
    // The corpus must hold such a bill: the assertion below runs on every corpus, never conditionally.
    const mismatched = bills.find(({ bill }) => bill.direction !== 'sell' && bill.anomalies.includes('total-mismatch'))
    expect(mismatched).toBeDefined()
    const lowered = (await service.extract('d.pdf', mismatched!.pdf)).invoice.fieldConfidence
    expect(lowered['distribution.distributorFeeHighPerMWh']!).toBeLessThan(0.9)
  })
})

describe('committed fixtures (server/test/fixtures/invoices)', () => {
  const dir = join(import.meta.dir, '../fixtures/invoices')
  const expectedFiles = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.expected.json')) : []
  test('are present', () => expect(expectedFiles.length).toBeGreaterThanOrEqual(8))
  for (const name of expectedFiles) {
    const id = name.replace('.expected.json', '')
    test(`${id}.pdf extracts as its expected JSON says`, async () => {
      const { invoice, warningFields } = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { invoice: ExpectedInvoice; warningFields: string[] }
      const result = await service.extract(`${id}.pdf`, new Uint8Array(readFileSync(join(dir, `${id}.pdf`))))
      expect(compareInvoice(invoice, result.invoice).differences).toEqual([])
      expect([...new Set(result.warnings.map((w) => w.field))].sort()).toEqual(warningFields)
    })
  }
})
