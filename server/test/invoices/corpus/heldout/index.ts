/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 15).
 * The split's generator: three layouts, producers pdf-lib / pdfmake / Chromium ("layout-k",
 * "layout-l", "layout-m"), drawn from the shared Bill model so that expected.ts gives the expected
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
import { HELD_OUT_FIX_PRODUCTS, HELD_OUT_SPOT_PRODUCTS, HELD_OUT_TRADER_SEATS } from './common.ts'
import { renderLayoutK } from './layout-k.ts'
import { layoutLDocument, registerLayoutLFonts } from './layout-l.ts'
import { layoutMHtml, renderLayoutM } from './layout-m.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const HELD_OUT_SEEDS = [537821, 184657, 762439] as const
export const HELD_OUT_LAYOUTS = ['layout-k', 'layout-l', 'layout-m'] as const
export type HeldOutLayout = (typeof HELD_OUT_LAYOUTS)[number]
export const HELD_OUT_TRADERS = HELD_OUT_TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): HeldOutLayout => HELD_OUT_LAYOUTS[index % HELD_OUT_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['buy', 'both', 'buy', 'sell', 'buy', 'both', 'buy']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / HELD_OUT_LAYOUTS.length)
  return {
    supplier: SUPPLIERS[(round * 3 + seed) % SUPPLIERS.length]!,
    // the week shift keeps a supplier from meeting the same direction every time within a layout
    direction: DIRECTIONS[(round * 5 + Math.floor(round / 7) + index + seed) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.5),
    business: random.chance(0.25),
  }
}

/** The Bill of one index of the split and the random source its layout goes on drawing from. */
export function heldOutBillModel(seed: number, index: number): { id: string; layout: HeldOutLayout; bill: Bill; random: Random } {
  const layout = layoutOf(index)
  const random = new Random(seed * 6007 + index * 457 + HELD_OUT_LAYOUTS.indexOf(layout) * 80_021)
  const id = `heldout-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, seed, index))
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(HELD_OUT_TRADER_SEATS)[0]
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? HELD_OUT_SPOT_PRODUCTS : HELD_OUT_FIX_PRODUCTS)
  }
  return { id, layout, bill, random }
}

/**
 * One held-out bill. Layout m needs Chromium: pass a printer to share one browser, else one is
 * launched for this bill and closed before it returns.
 */
export async function generateHeldOutBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const { id, layout, bill, random } = heldOutBillModel(seed, index)
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'layout-k') pdf = await renderLayoutK(bill, random)
  else if (layout === 'layout-l') {
    document = layoutLDocument(bill, random)
    registerLayoutLFonts()
    pdf = await renderPdf(document)
  } else {
    const html = layoutMHtml(bill, random)
    pdf = await withPrinter(printer, (browser) => renderLayoutM(bill, html, browser))
  }
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The sealed held-out split: `perSeed` bills for each of its seeds, one Chromium for the whole call. */
export const generateHeldOutBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(HELD_OUT_SEEDS, perSeed, generateHeldOutBill)
