/** THIRTEENTH SPLIT (blind development), written blind on 2026-11-23 (session 11).
 * The blind development split's generator: three layouts the extractor's engineer has never seen, drawn
 * from the shared Bill model so that expected.ts gives the expected extraction: "line-numbered"
 * (pdf-lib), "spanned-groups" (pdfmake) and "billing-basis" (HTML printed by Chromium). Bill i of a
 * seed uses layout i % 3; suppliers and directions cycle so that every layout gets every supplier
 * (unknown traders under this split's made-up names) and buy, both and sell bills. It never imports
 * or runs the extractor.
 */
import { randomBill, type Bill, type BillOptions, type Direction, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { billingBasisHtml, renderBillingBasis } from './billing-basis.ts'
import { THIRTEENTH_SPLIT_FIX_PRODUCTS, THIRTEENTH_SPLIT_SPOT_PRODUCTS, THIRTEENTH_SPLIT_TRADER_SEATS } from './common.ts'
import { renderLineNumbered } from './line-numbered.ts'
import { spannedGroupsDocument } from './spanned-groups.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const THIRTEENTH_SPLIT_SEEDS = [731259, 406817, 158923] as const
export const THIRTEENTH_SPLIT_LAYOUTS = ['line-numbered', 'spanned-groups', 'billing-basis'] as const
export type ThirteenthSplitLayout = (typeof THIRTEENTH_SPLIT_LAYOUTS)[number]
export const THIRTEENTH_SPLIT_TRADERS = THIRTEENTH_SPLIT_TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): ThirteenthSplitLayout => THIRTEENTH_SPLIT_LAYOUTS[index % THIRTEENTH_SPLIT_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['buy', 'both', 'sell', 'buy', 'both', 'buy', 'buy']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / THIRTEENTH_SPLIT_LAYOUTS.length)
  return {
    supplier: SUPPLIERS[(round * 3 + seed) % SUPPLIERS.length]!,
    direction: DIRECTIONS[(round * 5 + index + seed) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.5),
    business: random.chance(0.25),
  }
}

/** The Bill of a seed and index (and the random stream its layout goes on drawing from). */
export function drawThirteenthSplitBill(seed: number, index: number): { bill: Bill; random: Random; layout: ThirteenthSplitLayout } {
  const layout = layoutOf(index)
  const random = new Random(seed * 7741 + index * 389 + THIRTEENTH_SPLIT_LAYOUTS.indexOf(layout) * 90_011)
  const id = `dev13-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, seed, index))
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(THIRTEENTH_SPLIT_TRADER_SEATS)[0]
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? THIRTEENTH_SPLIT_SPOT_PRODUCTS : THIRTEENTH_SPLIT_FIX_PRODUCTS)
  }
  return { bill, random, layout }
}

/**
 * One bill of the split. The billing-basis layout needs Chromium: pass a printer to share one browser,
 * else one is launched for this bill and closed before it returns.
 */
export async function generateThirteenthSplitBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const { bill, random, layout } = drawThirteenthSplitBill(seed, index)
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'line-numbered') pdf = await renderLineNumbered(bill, random)
  else if (layout === 'spanned-groups') {
    document = spannedGroupsDocument(bill, random)
    pdf = await renderPdf(document)
  } else {
    const html = billingBasisHtml(bill, random)
    pdf = await withPrinter(printer, (browser) => renderBillingBasis(bill, html, browser))
  }
  return { id: bill.id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The thirteenth split: `perSeed` bills for each of its seeds, one Chromium for the whole call. */
export const generateThirteenthSplitBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(THIRTEENTH_SPLIT_SEEDS, perSeed, generateThirteenthSplitBill)
