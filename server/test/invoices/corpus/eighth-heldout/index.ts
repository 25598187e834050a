/**
 * EIGHTH FORMER HELD-OUT split (written blind 2026-11-23, session 6; unsealed in session 7), without reading the extractor: three seeds
 * and three layouts none of the other splits has (carry-forward: pdf-lib; booklet: pdfmake;
 * period-columns: Chromium). Sealed until session 7; its per-field failures are now printed like the other former splits.
 * Bill ids: held8-<seed>-<layout>-<NNN>; the layouts rotate by index, so every seed has all three.
 */
import { randomBill, type BillOptions } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import { HtmlPrinter } from '../html-print.ts'
import { type GeneratedBill, SUPPLIERS } from '../index.ts'
import { Random } from '../random.ts'
import { renderBooklet } from './booklet.ts'
import { renderCarryForward } from './carry-forward.ts'
import { EIGHTH_HELD_OUT_SPOT_PRODUCTS, EIGHTH_HELD_OUT_TRADERS } from './common.ts'
import { renderPeriodColumns } from './period-columns.ts'

export const EIGHTH_HELD_OUT_SEEDS = [436571, 68903, 519227] as const
export const EIGHTH_HELD_OUT_LAYOUTS = ['carry-forward', 'booklet', 'period-columns'] as const
export type EighthHeldOutLayout = (typeof EIGHTH_HELD_OUT_LAYOUTS)[number]

/** Directions by the layout's own bill count, so each layout gets buy, both and sell bills on every seed. */
const DIRECTIONS = ['buy', 'both', 'sell', 'buy', 'both', 'buy', 'buy'] as const

export const layoutOf = (index: number): EighthHeldOutLayout => EIGHTH_HELD_OUT_LAYOUTS[index % EIGHTH_HELD_OUT_LAYOUTS.length]!

function optionsFor(random: Random, index: number): BillOptions {
  return {
    supplier: SUPPLIERS[index % SUPPLIERS.length]!,
    direction: DIRECTIONS[Math.floor(index / EIGHTH_HELD_OUT_LAYOUTS.length) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.45),
    business: random.chance(0.3),
  }
}

/** One print at a time per browser page: callers may generate bills concurrently (Promise.all). */
const printQueues = new WeakMap<HtmlPrinter, Promise<unknown>>()
function exclusive<T>(printer: HtmlPrinter, job: () => Promise<T>): Promise<T> {
  const next = (printQueues.get(printer) ?? Promise.resolve()).then(job, job)
  printQueues.set(
    printer,
    next.catch(() => undefined),
  )
  return next
}

/**
 * One held-out bill. The period-columns layout prints through Chromium: pass a printer to share one
 * browser, else one is launched for this bill and closed before returning.
 */
export async function generateEighthHeldOutBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const layout = layoutOf(index)
  const random = new Random(seed * 92_821 + index * 2_741 + EIGHTH_HELD_OUT_LAYOUTS.indexOf(layout) * 613 + 5)
  const id = `held8-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, index))
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(EIGHTH_HELD_OUT_TRADERS)
    if (bill.buyingType === 'SPOT') bill.productName = random.pick(EIGHTH_HELD_OUT_SPOT_PRODUCTS)
  }
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'carry-forward') pdf = await renderCarryForward(bill, random)
  else if (layout === 'booklet') ({ document, pdf } = await renderBooklet(bill, random))
  else {
    const own = printer ? null : await HtmlPrinter.launch()
    const shared = (printer ?? own)!
    try {
      pdf = await exclusive(shared, () => renderPeriodColumns(shared, bill, random))
    } finally {
      await own?.close()
    }
  }
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The eighth former held-out split: `perSeed` bills for each seed, one Chromium for the whole call. */
export async function generateEighthHeldOutBills(perSeed = 60): Promise<GeneratedBill[]> {
  const printer = await HtmlPrinter.launch()
  try {
    const bills: GeneratedBill[] = []
    for (const seed of EIGHTH_HELD_OUT_SEEDS)
      for (let index = 0; index < perSeed; index++) bills.push(await generateEighthHeldOutBill(seed, index, printer))
    return bills
  } finally {
    await printer.close()
  }
}
