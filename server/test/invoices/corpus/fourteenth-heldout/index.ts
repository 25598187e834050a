/** FOURTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 11; unsealed in session 12).
 * The split's generator: three layouts, producers pdf-lib / pdfmake / Chromium ("layout-p",
 * "layout-q", "layout-r"), drawn from the shared Bill model so that expected.ts gives the expected
 * extraction. Bill i of a seed uses layout i % 3; suppliers and directions cycle so that every layout
 * gets every supplier (unknown traders under made-up names) and buy, both and sell bills.
 */
import { randomBill, type BillOptions, type Direction, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { FOURTEENTH_HELD_OUT_FIX_PRODUCTS, FOURTEENTH_HELD_OUT_SPOT_PRODUCTS, FOURTEENTH_HELD_OUT_TRADER_SEATS } from './common.ts'
import { renderLayoutP } from './layout-p.ts'
import { layoutQDocument, registerLayoutQFonts } from './layout-q.ts'
import { layoutRHtml, renderLayoutR } from './layout-r.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const FOURTEENTH_HELD_OUT_SEEDS = [841863, 604783, 359732] as const
export const FOURTEENTH_HELD_OUT_LAYOUTS = ['layout-p', 'layout-q', 'layout-r'] as const
export type FourteenthHeldOutLayout = (typeof FOURTEENTH_HELD_OUT_LAYOUTS)[number]
export const FOURTEENTH_HELD_OUT_TRADERS = FOURTEENTH_HELD_OUT_TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): FourteenthHeldOutLayout => FOURTEENTH_HELD_OUT_LAYOUTS[index % FOURTEENTH_HELD_OUT_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['buy', 'both', 'buy', 'sell', 'buy', 'both', 'buy']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / FOURTEENTH_HELD_OUT_LAYOUTS.length)
  return {
    supplier: SUPPLIERS[(round * 3 + seed) % SUPPLIERS.length]!,
    // the week shift keeps a supplier from meeting the same direction every time within a layout
    direction: DIRECTIONS[(round + Math.floor(round / 7) + index + seed) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.5),
    business: random.chance(0.25),
  }
}

/**
 * One held-out bill. Layout r needs Chromium: pass a printer to share one browser, else one is
 * launched for this bill and closed before it returns.
 */
export async function generateFourteenthHeldOutBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const layout = layoutOf(index)
  const random = new Random(seed * 7411 + index * 617 + FOURTEENTH_HELD_OUT_LAYOUTS.indexOf(layout) * 90_107)
  const id = `held14-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, seed, index))
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(FOURTEENTH_HELD_OUT_TRADER_SEATS)[0]
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? FOURTEENTH_HELD_OUT_SPOT_PRODUCTS : FOURTEENTH_HELD_OUT_FIX_PRODUCTS)
  }
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'layout-p') pdf = await renderLayoutP(bill, random)
  else if (layout === 'layout-q') {
    document = layoutQDocument(bill, random)
    registerLayoutQFonts()
    pdf = await renderPdf(document)
  } else {
    const html = layoutRHtml(bill, random)
    pdf = await withPrinter(printer, (browser) => renderLayoutR(bill, html, browser))
  }
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The held-out split: `perSeed` bills for each held-out seed, one Chromium for the whole call. */
export const generateFourteenthHeldOutBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(FOURTEENTH_HELD_OUT_SEEDS, perSeed, generateFourteenthHeldOutBill)
