/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 15).
 * The generator of the sealed split (corpus/heldout/) keeps its promises: new seeds and layout names,
 * file heads, reproducible bytes, well-formed ids, every variation of the Bill model in every layout,
 * three PDF producers, every expected value printed in the text layer and nulls not printed, planted
 * anomalies visible, page numbers. It never runs the extractor. HELDOUT_PER_SEED sets the bills per seed (default 21).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { PDFDocument } from 'pdf-lib'
import type { GeneratedBill } from './corpus/index.ts'
import { HtmlPrinter } from './corpus/html-print.ts'
import { fileHeads, pdfText, reproducibleSplit } from './corpus/split-contract.ts'
import { anomalyFailures, printedFailures } from './corpus/heldout/contract.ts'
import { generateHeldOutBill, HELD_OUT_LAYOUTS, HELD_OUT_SEEDS, HELD_OUT_TRADERS, layoutOf } from './corpus/heldout/index.ts'

const PER_SEED = Number(process.env.HELDOUT_PER_SEED ?? 21)
const MARKER = 'HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 15).'

/** Every seed of the corpus generators and of the earlier splits (their USED_SEEDS lists and *_SEEDS constants). */
const USED_SEEDS = [
  9001, 4242, 310977, 552041, 70117, 83311, 95443, 61729, 208463, 734519, 120413, 377209, 915337, 47521, 160879, 803347, 58213, 264091,
  871153, 642517, 389953, 127061, 436571, 68903, 519227, 293117, 58631, 675323, 418729, 706253, 93187, 481517, 362903, 247913, 530591,
  174263, 826417, 841863, 604783, 359732, 731259, 406817, 158923, 372615, 598043, 814729, 527384, 913562, 268147, 645281, 193867, 728453,
  482917, 356041, 719283, 966453, 269534, 415413, 583207, 274619, 905341,
]
/** Every layout name of the corpus generators and of the earlier splits. */
const USED_LAYOUTS = [
  'boxes',
  'leaders',
  'grid',
  'sections',
  'sidebar',
  'portal',
  'ledger',
  'recap',
  'rozpis',
  'podrobne',
  'polozky',
  'readings',
  'registers',
  'selfread',
  'statement',
  'cards',
  'columns',
  'itemized',
  'inline',
  'letterhead',
  'boxed',
  'parties',
  'summary-itemized',
  'compact',
  'annual-overview',
  'cover-letter',
  'modern-cards',
  'glyph-run',
  'business-monthly',
  'bilingual',
  'legacy-mono',
  'tariff-matrix',
  'landscape-statement',
  'prose-letter',
  'customer-account',
  'payment-slip',
  'price-annex',
  'distributor-pages',
  'calc-sheet',
  'carry-forward',
  'booklet',
  'period-columns',
  'monthly-split',
  'gross-net',
  'formula-lines',
  'regulated-block',
  'cost-shares',
  'charge-codes',
  'narrow-strip',
  'meter-exchange',
  'storno-reissue',
  'timeline',
  'serif-folio',
  'footnoted',
  'online-bill',
  'line-numbered',
  'spanned-groups',
  'billing-basis',
  'layout-p',
  'layout-q',
  'layout-r',
  'year-on-year',
  'margin-notes',
  'month-grid',
  'layout-s',
  'layout-t',
  'layout-u',
  'layout-v',
  'layout-w',
  'layout-x',
  'transposed-blocks',
  'plain-questions',
  'two-line-items',
  'layout-y',
  'layout-z',
  'layout-o',
  'month-sections',
  'erp-remarks',
  'fine-print-columns',
]
const PRODUCERS: Record<(typeof HELD_OUT_LAYOUTS)[number], string> = {
  'layout-k': 'pdf-lib',
  'layout-l': 'pdfmake',
  'layout-m': 'Skia/PDF',
}

describe('held-out split (sealed in session 15)', () => {
  let printer: HtmlPrinter | undefined
  const bills: GeneratedBill[] = []
  const texts: string[] = []
  const indexOf: number[] = []

  beforeAll(async () => {
    printer = await HtmlPrinter.launch()
    for (const seed of HELD_OUT_SEEDS)
      for (let index = 0; index < PER_SEED; index++) {
        const bill = await generateHeldOutBill(seed, index, printer)
        bills.push(bill)
        indexOf.push(index)
        texts.push(await pdfText(bill.pdf))
      }
  }, 600_000)

  afterAll(async () => {
    await printer?.close()
  })

  test('every file of the split opens with the split marker', () => {
    const heads = fileHeads('heldout')
    expect(heads.length).toBeGreaterThanOrEqual(6)
    for (const head of heads) expect(head.startsWith(`/** ${MARKER}\n`)).toBe(true)
  })

  test('seeds and layout names are new', () => {
    expect(HELD_OUT_SEEDS.length).toBe(3)
    expect(HELD_OUT_LAYOUTS.length).toBe(3)
    expect(new Set(HELD_OUT_SEEDS).size).toBe(3)
    for (const seed of HELD_OUT_SEEDS) {
      expect(USED_SEEDS).not.toContain(seed)
      expect(String(seed).length).toBeGreaterThanOrEqual(5)
      expect(String(seed).length).toBeLessThanOrEqual(6)
    }
    for (const layout of HELD_OUT_LAYOUTS) expect(USED_LAYOUTS).not.toContain(layout)
    for (let index = 0; index < 6; index++) expect(layoutOf(index)).toBe(HELD_OUT_LAYOUTS[index % 3]!)
  })

  reproducibleSplit({
    seeds: HELD_OUT_SEEDS,
    layouts: HELD_OUT_LAYOUTS,
    generate: (seed, index) => generateHeldOutBill(seed, index, printer),
  })

  test('ids are heldout-<seed>-<layout>-<NNN> and unique', () => {
    expect(bills.length).toBe(HELD_OUT_SEEDS.length * PER_SEED)
    bills.forEach((bill, i) => {
      const seed = HELD_OUT_SEEDS[Math.floor(i / PER_SEED)]!
      const index = indexOf[i]!
      expect(bill.id).toBe(`heldout-${seed}-${layoutOf(index)}-${String(index + 1).padStart(3, '0')}`)
      expect(bill.bill.id).toBe(bill.id)
    })
    expect(new Set(bills.map((b) => b.id)).size).toBe(bills.length)
  })

  test('three PDF producers: pdf-lib, pdfmake and Chromium', async () => {
    for (const [i, bill] of bills.entries()) {
      const layout = layoutOf(indexOf[i]!)
      expect(Buffer.from(bill.pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-')
      if (layout === 'layout-l') expect(bill.document).not.toBeNull()
      else expect(bill.document).toBeNull()
      const producer = (await PDFDocument.load(bill.pdf, { updateMetadata: false })).getProducer() ?? ''
      expect(producer).toContain(PRODUCERS[layout])
    }
  })

  test('every layout covers the variations of the Bill model', () => {
    if (PER_SEED < 21) return
    for (const layout of HELD_OUT_LAYOUTS) {
      const own = bills.filter((b) => b.id.includes(`-${layout}-`)).map((b) => b.bill)
      const buying = own.filter((b) => b.direction !== 'sell')
      const selling = own.filter((b) => b.direction !== 'buy')
      const set = <T>(values: T[]) => new Set(values)
      expect(set(own.map((b) => b.supplier)).size).toBe(7)
      expect(set(own.map((b) => b.direction))).toEqual(set(['buy', 'both', 'sell']))
      expect(set(buying.map((b) => b.buyingType))).toEqual(set(['FIX', 'SPOT']))
      expect(set(selling.map((b) => b.sellingType))).toEqual(set(['FIX', 'SPOT']))
      expect(set(buying.map((b) => b.distributor))).toEqual(set(['CEZ', 'PRE', 'EGD']))
      expect(set(buying.map((b) => b.distributorShown))).toEqual(set(['explicit', 'fault-line', 'none']))
      expect(set(buying.map((b) => b.twoTariff))).toEqual(set([true, false]))
      expect(set(own.map((b) => b.customerType))).toEqual(set(['residential', 'business']))
      expect(set(own.map((b) => b.energyUnit))).toEqual(set(['kWh', 'MWh']))
      expect(set(own.map((b) => b.style.dateStyle))).toEqual(set(['spaced', 'padded', 'compact']))
      expect(set(own.map((b) => b.addressOnTwoLines))).toEqual(set([true, false]))
      expect(set(own.map((b) => b.contractEnd === null))).toEqual(set([true, false]))
      expect(set(buying.map((b) => b.yearlyEstimatePrinted === null))).toEqual(set([true, false]))
      expect(own.some((b) => new Set(b.items.map((i) => i.from)).size > 1)).toBe(true)
      expect(own.some((b) => b.balance < 0) && own.some((b) => b.balance > 0)).toBe(true)
      for (const b of own.filter((b) => b.supplier === 'generic')) expect(HELD_OUT_TRADERS).toContain(b.supplierName)
    }
    // The model prints CZK instead of Kč on some unknown traders' bills only: the split as a whole has both.
    expect(new Set(bills.map((b) => b.bill.style.currency))).toEqual(new Set(['Kč', 'CZK']))
    expect(bills.some((b) => b.bill.anomalies.length > 0 && b.bill.supplier !== 'generic')).toBe(true)
  })

  test('every expected value is printed in the text layer and nulls are not', () => {
    const failures = bills.flatMap((bill, i) => printedFailures(bill, texts[i]!).map((failure) => `${bill.id}: ${failure}`))
    expect(failures).toEqual([])
  })

  test('planted anomalies are in the bills', () => {
    const failures = bills.flatMap((bill, i) => anomalyFailures(bill, texts[i]!).map((failure) => `${bill.id}: ${failure}`))
    expect(failures).toEqual([])
    const planted = new Set(bills.flatMap((b) => b.bill.anomalies))
    for (const bill of bills) expect(bill.expectedWarnings.length > 0).toBe(bill.bill.anomalies.length > 0)
    if (PER_SEED >= 21) expect(planted.size).toBeGreaterThanOrEqual(3)
  })

  test('page numbers are printed and continuation pages repeat the invoice number', async () => {
    for (const [i, bill] of bills.entries()) {
      const text = texts[i]!
      const layout = layoutOf(indexOf[i]!)
      const pages = (await PDFDocument.load(bill.pdf, { updateMetadata: false })).getPageCount()
      const numbers: Record<(typeof HELD_OUT_LAYOUTS)[number], (page: number) => string> = {
        'layout-k': (page) => `${page}. list ze ${pages}`,
        'layout-l': (page) => `list ${page}/${pages}`,
        'layout-m': (page) => `— ${page}/${pages} —`,
      }
      expect(text).toContain(numbers[layout](1))
      expect(text).toContain(numbers[layout](pages))
      expect(text.split(bill.bill.invoiceNumber).length - 1).toBeGreaterThanOrEqual(pages > 1 ? 2 : 1)
    }
  })
})
