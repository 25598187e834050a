/** FIFTEENTH SPLIT (blind development), written on 2026-11-23 (session 12).
 * The blind development split's generator: three layouts the extractor's engineer has never seen, drawn
 * from the shared Bill model so that expected.ts gives the expected extraction: "year-on-year"
 * (pdf-lib), "margin-notes" (pdfmake) and "month-grid" (HTML printed by Chromium). Bill i of a seed
 * uses layout i % 3; suppliers and directions cycle so that every layout gets every supplier (unknown
 * traders under this split's made-up names) and buy, both and sell bills. It never imports or runs
 * the extractor.
 */
import { randomBill, type Bill, type BillOptions, type Direction, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { FIFTEENTH_SPLIT_FIX_PRODUCTS, FIFTEENTH_SPLIT_SPOT_PRODUCTS, FIFTEENTH_SPLIT_TRADER_SEATS } from './common.ts'
import { marginNotesDocument, registerMarginNotesFonts } from './margin-notes.ts'
import { monthGridHtml, renderMonthGrid } from './month-grid.ts'
import { renderYearOnYear } from './year-on-year.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const FIFTEENTH_SPLIT_SEEDS = [372615, 598043, 814729] as const
export const FIFTEENTH_SPLIT_LAYOUTS = ['year-on-year', 'margin-notes', 'month-grid'] as const
export type FifteenthSplitLayout = (typeof FIFTEENTH_SPLIT_LAYOUTS)[number]
export const FIFTEENTH_SPLIT_TRADERS = FIFTEENTH_SPLIT_TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): FifteenthSplitLayout => FIFTEENTH_SPLIT_LAYOUTS[index % FIFTEENTH_SPLIT_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['buy', 'sell', 'both', 'buy', 'buy', 'both', 'buy']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / FIFTEENTH_SPLIT_LAYOUTS.length)
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
export function drawFifteenthSplitBill(seed: number, index: number): { bill: Bill; random: Random; layout: FifteenthSplitLayout } {
  const layout = layoutOf(index)
  const random = new Random(seed * 6317 + index * 443 + FIFTEENTH_SPLIT_LAYOUTS.indexOf(layout) * 70_001)
  const id = `dev15-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, seed, index))
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(FIFTEENTH_SPLIT_TRADER_SEATS)[0]
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? FIFTEENTH_SPLIT_SPOT_PRODUCTS : FIFTEENTH_SPLIT_FIX_PRODUCTS)
  }
  return { bill, random, layout }
}

/**
 * One bill of the split. The month-grid layout needs Chromium: pass a printer to share one browser,
 * else one is launched for this bill and closed before it returns.
 */
export async function generateFifteenthSplitBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const { bill, random, layout } = drawFifteenthSplitBill(seed, index)
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'year-on-year') pdf = await renderYearOnYear(bill, random)
  else if (layout === 'margin-notes') {
    document = marginNotesDocument(bill, random)
    registerMarginNotesFonts()
    pdf = await renderPdf(document)
  } else {
    const html = monthGridHtml(bill, random)
    pdf = await withPrinter(printer, (browser) => renderMonthGrid(bill, html, browser))
  }
  return { id: bill.id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The fifteenth split: `perSeed` bills for each of its seeds, one Chromium for the whole call. */
export const generateFifteenthSplitBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(FIFTEENTH_SPLIT_SEEDS, perSeed, generateFifteenthSplitBill)
