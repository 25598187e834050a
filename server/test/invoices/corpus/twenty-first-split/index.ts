/** TWENTY-FIRST SPLIT (blind development), written blind on 2026-11-28 (session 15).
 * The twenty-first split's generator: three layouts written blind, drawn from the shared Bill model so
 * that expected.ts gives the expected extraction: "outline-clauses" (pdf-lib), "value-captions"
 * (pdfmake) and "cost-tree" (HTML printed by Chromium). Bill i of a seed uses layout i % 3; suppliers
 * and directions cycle so that every layout gets every supplier (unknown traders under this split's
 * made-up names) and buy, both and sell bills. It never imports or runs the extractor.
 */
import { randomBill, type Bill, type BillOptions, type Direction, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { TWENTY_FIRST_FIX_PRODUCTS, TWENTY_FIRST_SPOT_PRODUCTS, TWENTY_FIRST_TRADER_SEATS } from './common.ts'
import { costTreeHtml, renderCostTree } from './cost-tree.ts'
import { renderOutlineClauses } from './outline-clauses.ts'
import { registerValueCaptionsFonts, valueCaptionsDocument } from './value-captions.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const TWENTY_FIRST_SPLIT_SEEDS = [651093, 417086, 782950] as const
export const TWENTY_FIRST_SPLIT_LAYOUTS = ['outline-clauses', 'value-captions', 'cost-tree'] as const
export type TwentyFirstSplitLayout = (typeof TWENTY_FIRST_SPLIT_LAYOUTS)[number]
export const TWENTY_FIRST_SPLIT_TRADERS = TWENTY_FIRST_TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): TwentyFirstSplitLayout => TWENTY_FIRST_SPLIT_LAYOUTS[index % TWENTY_FIRST_SPLIT_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['buy', 'sell', 'both', 'buy', 'buy', 'both', 'buy']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / TWENTY_FIRST_SPLIT_LAYOUTS.length)
  return {
    supplier: SUPPLIERS[(round * 3 + seed) % SUPPLIERS.length]!,
    // the week shift keeps a supplier from meeting the same direction every time within a layout
    direction: DIRECTIONS[(round * 2 + Math.floor(round / 7) + index + seed) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.5),
    business: random.chance(0.25),
  }
}

/** The Bill of a seed and index (and the random stream its layout goes on drawing from). */
export function drawTwentyFirstSplitBill(seed: number, index: number): { bill: Bill; random: Random; layout: TwentyFirstSplitLayout } {
  const layout = layoutOf(index)
  const random = new Random(seed * 7451 + index * 389 + TWENTY_FIRST_SPLIT_LAYOUTS.indexOf(layout) * 70_003)
  const id = `dev21-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, seed, index))
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(TWENTY_FIRST_TRADER_SEATS)[0]
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? TWENTY_FIRST_SPOT_PRODUCTS : TWENTY_FIRST_FIX_PRODUCTS)
  }
  return { bill, random, layout }
}

/**
 * One bill of the split. The cost-tree layout needs Chromium: pass a printer to share one browser,
 * else one is launched for this bill and closed before it returns.
 */
export async function generateTwentyFirstSplitBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const { bill, random, layout } = drawTwentyFirstSplitBill(seed, index)
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'outline-clauses') pdf = await renderOutlineClauses(bill, random)
  else if (layout === 'value-captions') {
    document = valueCaptionsDocument(bill, random)
    registerValueCaptionsFonts()
    pdf = await renderPdf(document)
  } else {
    const html = costTreeHtml(bill, random)
    pdf = await withPrinter(printer, (browser) => renderCostTree(bill, html, browser))
  }
  return { id: bill.id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The twenty-first split: `perSeed` bills for each of its seeds, one Chromium for the whole call. */
export const generateTwentyFirstSplitBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(TWENTY_FIRST_SPLIT_SEEDS, perSeed, generateTwentyFirstSplitBill)
