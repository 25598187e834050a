/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 16).
 * The generator of the sealed split (corpus/twenty-third-heldout/) keeps its promises: new seeds and layout
 * names, file heads, reproducible bytes, three PDF producers, the variations of the Bill model, every expected
 * value printed in the text layer and nulls not printed, planted anomalies visible, page numbers. It never
 * runs the extractor. HELDOUT_PER_SEED sets the bills per seed (default 6).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { PDFDocument } from 'pdf-lib'
import type { GeneratedBill } from './corpus/index.ts'
import { HtmlPrinter } from './corpus/html-print.ts'
import { fileHeads, pdfText, reproducibleSplit } from './corpus/split-contract.ts'
import { anomalyFailures, printedFailures } from './corpus/twenty-third-heldout/contract.ts'
import {
  generateTwentyThirdHeldOutBill,
  layoutOf,
  TWENTY_THIRD_HELD_OUT_LAYOUTS as LAYOUTS,
  TWENTY_THIRD_HELD_OUT_SEEDS as SEEDS,
  TWENTY_THIRD_HELD_OUT_TRADERS,
} from './corpus/twenty-third-heldout/index.ts'

const PER_SEED = Number(process.env.HELDOUT_PER_SEED ?? 6)
const MARKER = 'HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 16).'

/** Every seed of the corpus generators and of the earlier splits. */
const USED_SEEDS = [
  9001, 4242, 310977, 552041, 70117, 83311, 95443, 61729, 208463, 734519, 120413, 377209, 915337, 47521, 160879, 803347, 58213,
  264091, 871153, 642517, 389953, 127061, 436571, 68903, 519227, 293117, 58631, 675323, 418729, 706253, 93187, 481517, 362903,
  247913, 530591, 174263, 826417, 841863, 604783, 359732, 731259, 406817, 158923, 372615, 598043, 814729, 527384, 913562, 268147,
  645281, 193867, 728453, 482917, 356041, 719283, 966453, 269534, 415413, 583207, 274619, 905341, 537821, 184657, 762439, 651093, 417086, 782950,
]
/** Every layout name of the corpus generators and of the earlier splits. */
const USED_LAYOUTS = [
  'boxes', 'leaders', 'grid', 'sections', 'sidebar', 'portal', 'ledger', 'recap', 'rozpis', 'podrobne', 'polozky', 'readings',
  'registers', 'selfread', 'statement', 'cards', 'columns', 'itemized', 'inline', 'letterhead', 'boxed', 'parties',
  'summary-itemized', 'compact', 'annual-overview', 'cover-letter', 'modern-cards', 'glyph-run', 'business-monthly', 'bilingual',
  'legacy-mono', 'tariff-matrix', 'landscape-statement', 'prose-letter', 'customer-account', 'payment-slip', 'price-annex',
  'distributor-pages', 'calc-sheet', 'carry-forward', 'booklet', 'period-columns', 'monthly-split', 'gross-net', 'formula-lines',
  'regulated-block', 'cost-shares', 'charge-codes', 'narrow-strip', 'meter-exchange', 'storno-reissue', 'timeline',
  'serif-folio', 'footnoted', 'online-bill', 'line-numbered', 'spanned-groups', 'billing-basis', 'layout-p', 'layout-q',
  'layout-r', 'year-on-year', 'margin-notes', 'month-grid', 'layout-s', 'layout-t', 'layout-u', 'layout-v', 'layout-w',
  'layout-x', 'transposed-blocks', 'plain-questions', 'two-line-items', 'layout-y', 'layout-z', 'layout-o', 'month-sections',
  'erp-remarks', 'fine-print-columns', 'layout-k', 'layout-l', 'layout-m', 'outline-clauses', 'value-captions', 'cost-tree',
]
type Layout = (typeof LAYOUTS)[number]
const PRODUCERS: Record<Layout, string> = { 'vat-columns': 'pdfmake', 'twin-header': 'pdf-lib', 'capital-blocks': 'Skia/PDF' }
const PAGE_NUMBER: Record<Layout, (page: number, pages: number) => string> = {
  'vat-columns': (page, pages) => `str. ${page}/${pages}`,
  'twin-header': (page, pages) => `Strana ${page} z ${pages}`,
  'capital-blocks': (page, pages) => `List ${page} z ${pages}`,
}

describe('twenty-third held-out split (sealed in session 16)', () => {
  let printer: HtmlPrinter | undefined
  const bills: GeneratedBill[] = []
  const texts: string[] = []
  const layouts: Layout[] = []

  beforeAll(async () => {
    printer = await HtmlPrinter.launch()
    for (const seed of SEEDS)
      for (let index = 0; index < PER_SEED; index++) {
        const bill = await generateTwentyThirdHeldOutBill(seed, index, printer)
        bills.push(bill)
        layouts.push(layoutOf(index))
        texts.push(await pdfText(bill.pdf))
      }
  }, 600_000)

  afterAll(async () => {
    await printer?.close()
  })

  test('every file of the split opens with the split marker', () => {
    const heads = fileHeads('twenty-third-heldout')
    expect(heads.length).toBeGreaterThanOrEqual(6)
    for (const head of heads) expect(head.startsWith(`/** ${MARKER}\n`)).toBe(true)
  })

  test('seeds and layout names are new', () => {
    expect(new Set(SEEDS).size).toBe(3)
    expect(new Set(LAYOUTS).size).toBe(3)
    for (const seed of SEEDS) expect(USED_SEEDS).not.toContain(seed)
    for (const layout of LAYOUTS) expect(USED_LAYOUTS).not.toContain(layout)
  })

  reproducibleSplit({ seeds: SEEDS, layouts: LAYOUTS, generate: (seed, index) => generateTwentyThirdHeldOutBill(seed, index, printer) })

  test('ids are unique and name the seed and layout', () => {
    expect(bills.length).toBe(SEEDS.length * PER_SEED)
    for (const [i, bill] of bills.entries()) expect(bill.id).toStartWith(`heldout23-${SEEDS[Math.floor(i / PER_SEED)]}-${layouts[i]}-`)
    expect(new Set(bills.map((b) => b.id)).size).toBe(bills.length)
  })

  test('three PDF producers: pdfmake, pdf-lib and Chromium', async () => {
    for (const [i, bill] of bills.entries()) {
      expect(bill.document === null).toBe(layouts[i] !== 'vat-columns')
      const producer = (await PDFDocument.load(bill.pdf, { updateMetadata: false })).getProducer() ?? ''
      expect(producer).toContain(PRODUCERS[layouts[i]!])
    }
  })

  test('document numbers carry a letter prefix, in several forms', () => {
    for (const bill of bills) expect(bill.bill.invoiceNumber).toMatch(/^[A-Z]{1,2}/)
    expect(new Set(bills.map((b) => b.bill.invoiceNumber.slice(0, 2))).size).toBeGreaterThanOrEqual(3)
  })

  test('the split covers the variations of the Bill model', () => {
    const own = bills.map((b) => b.bill)
    const buying = own.filter((b) => b.direction !== 'sell')
    const set = <T>(values: T[]) => new Set(values)
    expect(set(own.map((b) => b.direction))).toEqual(set(['buy', 'both', 'sell']))
    expect(set(buying.map((b) => b.twoTariff))).toEqual(set([true, false]))
    expect(own.some((b) => b.balance < 0) && own.some((b) => b.balance > 0)).toBe(true)
    if (PER_SEED < 21) return
    for (const layout of LAYOUTS) {
      const mine = own.filter((_, i) => layouts[i] === layout)
      const mineBuying = mine.filter((b) => b.direction !== 'sell')
      expect(set(mine.map((b) => b.supplier)).size).toBe(7)
      expect(set(mine.map((b) => b.direction))).toEqual(set(['buy', 'both', 'sell']))
      expect(set(mineBuying.map((b) => b.buyingType))).toEqual(set(['FIX', 'SPOT']))
      expect(set(mineBuying.map((b) => b.distributor))).toEqual(set(['CEZ', 'PRE', 'EGD']))
      expect(set(mineBuying.map((b) => b.distributorShown))).toEqual(set(['explicit', 'fault-line', 'none']))
      expect(set(mine.map((b) => b.customerType))).toEqual(set(['residential', 'business']))
      expect(set(mine.map((b) => b.energyUnit))).toEqual(set(['kWh', 'MWh']))
      expect(set(mine.map((b) => b.addressOnTwoLines))).toEqual(set([true, false]))
      expect(mine.some((b) => new Set(b.items.map((i) => i.from)).size > 1)).toBe(true)
      for (const b of mine.filter((b) => b.supplier === 'generic')) expect(TWENTY_THIRD_HELD_OUT_TRADERS).toContain(b.supplierName)
    }
    expect(own.some((b) => b.periodTo >= '2026-01-01' && b.items.some((i) => i.kind === 'poze'))).toBe(true)
  })

  test('every expected value is printed in the text layer and nulls are not', () => {
    expect(bills.flatMap((bill, i) => printedFailures(bill, texts[i]!).map((f) => `${bill.id}: ${f}`))).toEqual([])
  })

  test('the amount due is followed by its rounding to whole crowns', () => {
    for (const [i, bill] of bills.entries()) {
      const text = texts[i]!.replace(/\s+/g, ' ')
      expect(text).toMatch(/K úhradě po zaokrouhlení|Vrátíme po zaokrouhlení/)
      if (Math.round(bill.bill.balance) !== bill.bill.balance) expect(text).toContain('Zaokrouhlení')
    }
  })

  test('planted anomalies are visible in the bills', () => {
    expect(bills.flatMap((bill, i) => anomalyFailures(bill, texts[i]!).map((f) => `${bill.id}: ${f}`))).toEqual([])
    for (const bill of bills) expect(bill.expectedWarnings.length > 0).toBe(bill.bill.anomalies.length > 0)
    if (PER_SEED >= 21) expect(new Set(bills.flatMap((b) => b.bill.anomalies)).size).toBeGreaterThanOrEqual(3)
  })

  test('page numbers are printed and continuation pages repeat the document number', async () => {
    for (const [i, bill] of bills.entries()) {
      const pages = (await PDFDocument.load(bill.pdf, { updateMetadata: false })).getPageCount()
      const number = PAGE_NUMBER[layouts[i]!]
      expect(texts[i]).toContain(number(1, pages))
      expect(texts[i]).toContain(number(pages, pages))
      expect(texts[i]!.split(bill.bill.invoiceNumber).length - 1).toBeGreaterThanOrEqual(pages > 1 ? 2 : 1)
    }
  })
})
