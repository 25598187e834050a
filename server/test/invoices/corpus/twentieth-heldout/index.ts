/** TWENTIETH FORMER HELD-OUT SPLIT (written blind on 2026-11-28, session 14; unsealed in session 15).
 * The split's generator: three layouts, producers pdf-lib / pdfmake / Chromium ("layout-y",
 * "layout-z", "layout-o"), drawn from the shared Bill model so that expected.ts gives the expected
 * extraction. Bill i of a seed uses layout i % 3; suppliers and directions cycle so that every layout
 * gets every supplier (unknown traders under made-up names) and buy, both and sell bills. Only the
 * benchmark's aggregate line may be printed for it.
 */
import { randomBill, type Bill, type BillOptions, type Direction, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { TWENTIETH_HELD_OUT_FIX_PRODUCTS, TWENTIETH_HELD_OUT_SPOT_PRODUCTS, TWENTIETH_HELD_OUT_TRADER_SEATS } from './common.ts'
import { layoutOHtml, renderLayoutO } from './layout-o.ts'
import { renderLayoutY } from './layout-y.ts'
import { layoutZDocument, registerLayoutZFonts } from './layout-z.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const TWENTIETH_HELD_OUT_SEEDS = [966453, 269534, 415413] as const
export const TWENTIETH_HELD_OUT_LAYOUTS = ['layout-y', 'layout-z', 'layout-o'] as const
export type TwentiethHeldOutLayout = (typeof TWENTIETH_HELD_OUT_LAYOUTS)[number]
export const TWENTIETH_HELD_OUT_TRADERS = TWENTIETH_HELD_OUT_TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): TwentiethHeldOutLayout => TWENTIETH_HELD_OUT_LAYOUTS[index % TWENTIETH_HELD_OUT_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['both', 'buy', 'sell', 'buy', 'buy', 'both', 'buy']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / TWENTIETH_HELD_OUT_LAYOUTS.length)
  return {
    supplier: SUPPLIERS[(round * 5 + seed) % SUPPLIERS.length]!,
    // the week shift keeps a supplier from meeting the same direction every time within a layout
    direction: DIRECTIONS[(round * 3 + Math.floor(round / 7) + index + seed) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.5),
    business: random.chance(0.25),
  }
}

/** The Bill of one index of the split and the random source its layout goes on drawing from. */
export function twentiethHeldOutBillModel(seed: number, index: number): { id: string; layout: TwentiethHeldOutLayout; bill: Bill; random: Random } {
  const layout = layoutOf(index)
  const random = new Random(seed * 7919 + index * 389 + TWENTIETH_HELD_OUT_LAYOUTS.indexOf(layout) * 60_013)
  const id = `held20-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, seed, index))
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(TWENTIETH_HELD_OUT_TRADER_SEATS)[0]
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? TWENTIETH_HELD_OUT_SPOT_PRODUCTS : TWENTIETH_HELD_OUT_FIX_PRODUCTS)
  }
  return { id, layout, bill, random }
}

/**
 * One bill of the twentieth former held-out split. Layout o needs Chromium: pass a printer to share one browser, else one is
 * launched for this bill and closed before it returns.
 */
export async function generateTwentiethHeldOutBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const { id, layout, bill, random } = twentiethHeldOutBillModel(seed, index)
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'layout-y') pdf = await renderLayoutY(bill, random)
  else if (layout === 'layout-z') {
    document = layoutZDocument(bill, random)
    registerLayoutZFonts()
    pdf = await renderPdf(document)
  } else {
    const html = layoutOHtml(bill, random)
    pdf = await withPrinter(printer, (browser) => renderLayoutO(bill, html, browser))
  }
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The twentieth former held-out split: `perSeed` bills for each of its seeds, one Chromium for the whole call. */
export const generateTwentiethHeldOutBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(TWENTIETH_HELD_OUT_SEEDS, perSeed, generateTwentiethHeldOutBill)
