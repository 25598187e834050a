/** SEVENTEENTH SPLIT (blind development), written on 2026-11-23 (session 13).
 * The seventeenth split's generator: three layouts written blind, drawn from the shared Bill model so
 * that expected.ts gives the expected extraction: "transposed-blocks" (pdf-lib), "plain-questions"
 * (pdfmake) and "two-line-items" (HTML printed by Chromium). Bill i of a seed uses layout i % 3;
 * suppliers and directions cycle so that every layout gets every supplier (unknown traders under this
 * split's made-up names) and buy, both and sell bills. It never imports or runs the extractor.
 */
import { randomBill, type Bill, type BillOptions, type Direction, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { SEVENTEENTH_FIX_PRODUCTS, SEVENTEENTH_SPOT_PRODUCTS, SEVENTEENTH_TRADER_SEATS } from './common.ts'
import { plainQuestionsDocument, registerPlainQuestionsFonts } from './plain-questions.ts'
import { renderTransposedBlocks } from './transposed-blocks.ts'
import { renderTwoLineItems, twoLineItemsHtml } from './two-line-items.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const SEVENTEENTH_SEEDS = [482917, 356041, 719283] as const
export const SEVENTEENTH_LAYOUTS = ['transposed-blocks', 'plain-questions', 'two-line-items'] as const
export type SeventeenthLayout = (typeof SEVENTEENTH_LAYOUTS)[number]
export const SEVENTEENTH_TRADERS = SEVENTEENTH_TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): SeventeenthLayout => SEVENTEENTH_LAYOUTS[index % SEVENTEENTH_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['buy', 'both', 'buy', 'sell', 'buy', 'both', 'buy']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / SEVENTEENTH_LAYOUTS.length)
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
export function drawSeventeenthSplitBill(seed: number, index: number): { bill: Bill; random: Random; layout: SeventeenthLayout } {
  const layout = layoutOf(index)
  const random = new Random(seed * 5419 + index * 457 + SEVENTEENTH_LAYOUTS.indexOf(layout) * 81_001)
  const id = `dev17-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, seed, index))
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(SEVENTEENTH_TRADER_SEATS)[0]
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? SEVENTEENTH_SPOT_PRODUCTS : SEVENTEENTH_FIX_PRODUCTS)
  }
  return { bill, random, layout }
}

/**
 * One bill of the split. The two-line-items layout needs Chromium: pass a printer to share one
 * browser, else one is launched for this bill and closed before it returns.
 */
export async function generateSeventeenthSplitBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const { bill, random, layout } = drawSeventeenthSplitBill(seed, index)
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'transposed-blocks') pdf = await renderTransposedBlocks(bill, random)
  else if (layout === 'plain-questions') {
    document = plainQuestionsDocument(bill, random)
    registerPlainQuestionsFonts()
    pdf = await renderPdf(document)
  } else {
    const html = twoLineItemsHtml(bill, random)
    pdf = await withPrinter(printer, (browser) => renderTwoLineItems(bill, html, browser))
  }
  return { id: bill.id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The seventeenth split: `perSeed` bills for each of its seeds, one Chromium for the whole call. */
export const generateSeventeenthSplitBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(SEVENTEENTH_SEEDS, perSeed, generateSeventeenthSplitBill)
