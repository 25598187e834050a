/** NINETEENTH SPLIT (blind development), written blind on 2026-11-28 (session 14).
 * The nineteenth split's generator: three layouts written blind, drawn from the shared Bill model so
 * that expected.ts gives the expected extraction: "month-sections" (pdf-lib), "erp-remarks" (pdfmake)
 * and "fine-print-columns" (HTML printed by Chromium). Bill i of a seed uses layout i % 3; suppliers
 * and directions cycle so that every layout gets every supplier (unknown traders under this split's
 * made-up names) and buy, both and sell bills. It never imports or runs the extractor.
 */
import { randomBill, type Bill, type BillOptions, type Direction, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { NINETEENTH_FIX_PRODUCTS, NINETEENTH_SPOT_PRODUCTS, NINETEENTH_TRADER_SEATS } from './common.ts'
import { erpRemarksDocument, registerErpRemarksFonts } from './erp-remarks.ts'
import { finePrintColumnsHtml, renderFinePrintColumns } from './fine-print-columns.ts'
import { renderMonthSections } from './month-sections.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const NINETEENTH_SPLIT_SEEDS = [583207, 274619, 905341] as const
export const NINETEENTH_SPLIT_LAYOUTS = ['month-sections', 'erp-remarks', 'fine-print-columns'] as const
export type NineteenthSplitLayout = (typeof NINETEENTH_SPLIT_LAYOUTS)[number]
export const NINETEENTH_SPLIT_TRADERS = NINETEENTH_TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): NineteenthSplitLayout => NINETEENTH_SPLIT_LAYOUTS[index % NINETEENTH_SPLIT_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['buy', 'sell', 'both', 'buy', 'buy', 'both', 'buy']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / NINETEENTH_SPLIT_LAYOUTS.length)
  return {
    supplier: SUPPLIERS[(round * 4 + seed) % SUPPLIERS.length]!,
    // the week shift keeps a supplier from meeting the same direction every time within a layout
    direction: DIRECTIONS[(round * 2 + Math.floor(round / 7) + index + seed) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.5),
    business: random.chance(0.25),
  }
}

/** The Bill of a seed and index (and the random stream its layout goes on drawing from). */
export function drawNineteenthSplitBill(seed: number, index: number): { bill: Bill; random: Random; layout: NineteenthSplitLayout } {
  const layout = layoutOf(index)
  const random = new Random(seed * 6037 + index * 461 + NINETEENTH_SPLIT_LAYOUTS.indexOf(layout) * 90_001)
  const id = `dev19-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, seed, index))
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(NINETEENTH_TRADER_SEATS)[0]
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? NINETEENTH_SPOT_PRODUCTS : NINETEENTH_FIX_PRODUCTS)
  }
  return { bill, random, layout }
}

/**
 * One bill of the split. The fine-print-columns layout needs Chromium: pass a printer to share one
 * browser, else one is launched for this bill and closed before it returns.
 */
export async function generateNineteenthSplitBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const { bill, random, layout } = drawNineteenthSplitBill(seed, index)
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'month-sections') pdf = await renderMonthSections(bill, random)
  else if (layout === 'erp-remarks') {
    document = erpRemarksDocument(bill, random)
    registerErpRemarksFonts()
    pdf = await renderPdf(document)
  } else {
    const html = finePrintColumnsHtml(bill, random)
    pdf = await withPrinter(printer, (browser) => renderFinePrintColumns(bill, html, browser))
  }
  return { id: bill.id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The nineteenth split: `perSeed` bills for each of its seeds, one Chromium for the whole call. */
export const generateNineteenthSplitBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(NINETEENTH_SPLIT_SEEDS, perSeed, generateNineteenthSplitBill)
