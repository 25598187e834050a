/** EIGHTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 13; unsealed in session 14).
 * The split's generator: three layouts, producers pdf-lib / pdfmake / Chromium ("layout-v",
 * "layout-w", "layout-x"), drawn from the shared Bill model so that expected.ts gives the expected
 * extraction. Bill i of a seed uses layout i % 3; suppliers and directions cycle so that every layout
 * gets every supplier (unknown traders under made-up names) and buy, both and sell bills.
 */
import { randomBill, type BillOptions, type Direction, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { EIGHTEENTH_HELD_OUT_FIX_PRODUCTS, EIGHTEENTH_HELD_OUT_SPOT_PRODUCTS, EIGHTEENTH_HELD_OUT_TRADER_SEATS } from './common.ts'
import { renderLayoutV } from './layout-v.ts'
import { layoutWDocument, registerLayoutWFonts } from './layout-w.ts'
import { layoutXHtml, renderLayoutX } from './layout-x.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const EIGHTEENTH_HELD_OUT_SEEDS = [645281, 193867, 728453] as const
export const EIGHTEENTH_HELD_OUT_LAYOUTS = ['layout-v', 'layout-w', 'layout-x'] as const
export type EighteenthHeldOutLayout = (typeof EIGHTEENTH_HELD_OUT_LAYOUTS)[number]
export const EIGHTEENTH_HELD_OUT_TRADERS = EIGHTEENTH_HELD_OUT_TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): EighteenthHeldOutLayout => EIGHTEENTH_HELD_OUT_LAYOUTS[index % EIGHTEENTH_HELD_OUT_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['both', 'buy', 'sell', 'buy', 'buy', 'both', 'buy']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / EIGHTEENTH_HELD_OUT_LAYOUTS.length)
  return {
    supplier: SUPPLIERS[(round * 5 + seed) % SUPPLIERS.length]!,
    // the week shift keeps a supplier from meeting the same direction every time within a layout
    direction: DIRECTIONS[(round * 3 + Math.floor(round / 7) + index + seed) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.5),
    business: random.chance(0.25),
  }
}

/**
 * One held-out bill. Layout x needs Chromium: pass a printer to share one browser, else one is
 * launched for this bill and closed before it returns.
 */
export async function generateEighteenthHeldOutBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const layout = layoutOf(index)
  const random = new Random(seed * 8243 + index * 433 + EIGHTEENTH_HELD_OUT_LAYOUTS.indexOf(layout) * 70_001)
  const id = `held18-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, seed, index))
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(EIGHTEENTH_HELD_OUT_TRADER_SEATS)[0]
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? EIGHTEENTH_HELD_OUT_SPOT_PRODUCTS : EIGHTEENTH_HELD_OUT_FIX_PRODUCTS)
  }
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'layout-v') pdf = await renderLayoutV(bill, random)
  else if (layout === 'layout-w') {
    document = layoutWDocument(bill, random)
    registerLayoutWFonts()
    pdf = await renderPdf(document)
  } else {
    const html = layoutXHtml(bill, random)
    pdf = await withPrinter(printer, (browser) => renderLayoutX(bill, html, browser))
  }
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The eighteenth former held-out split: `perSeed` bills for each of its seeds, one Chromium for the whole call. */
export const generateEighteenthHeldOutBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(EIGHTEENTH_HELD_OUT_SEEDS, perSeed, generateEighteenthHeldOutBill)
