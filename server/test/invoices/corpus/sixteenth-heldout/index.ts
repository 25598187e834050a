/** SIXTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 12; unsealed in session 13).
 * The split's generator: three layouts, producers pdf-lib / pdfmake / Chromium ("layout-s",
 * "layout-t", "layout-u"), drawn from the shared Bill model so that expected.ts gives the expected
 * extraction. Bill i of a seed uses layout i % 3; suppliers and directions cycle so that every layout
 * gets every supplier (unknown traders under made-up names) and buy, both and sell bills.
 */
import { randomBill, type BillOptions, type Direction, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { SIXTEENTH_HELD_OUT_FIX_PRODUCTS, SIXTEENTH_HELD_OUT_SPOT_PRODUCTS, SIXTEENTH_HELD_OUT_TRADER_SEATS } from './common.ts'
import { renderLayoutS } from './layout-s.ts'
import { layoutTDocument, registerLayoutTFonts } from './layout-t.ts'
import { layoutUHtml, renderLayoutU } from './layout-u.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const SIXTEENTH_HELD_OUT_SEEDS = [527384, 913562, 268147] as const
export const SIXTEENTH_HELD_OUT_LAYOUTS = ['layout-s', 'layout-t', 'layout-u'] as const
export type SixteenthHeldOutLayout = (typeof SIXTEENTH_HELD_OUT_LAYOUTS)[number]
export const SIXTEENTH_HELD_OUT_TRADERS = SIXTEENTH_HELD_OUT_TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): SixteenthHeldOutLayout => SIXTEENTH_HELD_OUT_LAYOUTS[index % SIXTEENTH_HELD_OUT_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['buy', 'sell', 'buy', 'both', 'buy', 'buy', 'both']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / SIXTEENTH_HELD_OUT_LAYOUTS.length)
  return {
    supplier: SUPPLIERS[(round * 3 + seed) % SUPPLIERS.length]!,
    // the week shift keeps a supplier from meeting the same direction every time within a layout
    direction: DIRECTIONS[(round * 2 + Math.floor(round / 7) + index + seed) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.5),
    business: random.chance(0.25),
  }
}

/**
 * One sixteenth former held-out bill. Layout u needs Chromium: pass a printer to share one browser, else one is
 * launched for this bill and closed before it returns.
 */
export async function generateSixteenthHeldOutBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const layout = layoutOf(index)
  const random = new Random(seed * 7607 + index * 389 + SIXTEENTH_HELD_OUT_LAYOUTS.indexOf(layout) * 60_013)
  const id = `held16-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, seed, index))
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(SIXTEENTH_HELD_OUT_TRADER_SEATS)[0]
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? SIXTEENTH_HELD_OUT_SPOT_PRODUCTS : SIXTEENTH_HELD_OUT_FIX_PRODUCTS)
  }
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'layout-s') pdf = await renderLayoutS(bill, random)
  else if (layout === 'layout-t') {
    document = layoutTDocument(bill, random)
    registerLayoutTFonts()
    pdf = await renderPdf(document)
  } else {
    const html = layoutUHtml(bill, random)
    pdf = await withPrinter(printer, (browser) => renderLayoutU(bill, html, browser))
  }
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The sixteenth former held-out split: `perSeed` bills for each of its seeds, one Chromium for the whole call. */
export const generateSixteenthHeldOutBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(SIXTEENTH_HELD_OUT_SEEDS, perSeed, generateSixteenthHeldOutBill)
