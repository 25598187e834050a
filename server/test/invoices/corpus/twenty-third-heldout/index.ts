/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 16).
 * The split's generator: three layouts from three PDF producers — "vat-columns" (pdfmake, one-column
 * header, item table with VAT columns), "twin-header" (pdf-lib, two-column header, table without VAT,
 * details on the next pages) and "capital-blocks" (HTML printed by Chromium, headings in capitals,
 * captioned address blocks) — drawn from the shared Bill model so that expected.ts gives the expected
 * extraction. Bill i of a seed uses layout i % 3; suppliers and directions cycle so that every layout
 * gets every supplier (unknown traders under made-up names) and buy, both and sell bills. Document
 * numbers carry a letter prefix. Only the benchmark's aggregate lines may be printed for it.
 */
import { randomBill, type Bill, type BillOptions, type Direction, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'
import { capitalBlocksHtml } from './capital-blocks.ts'
import { documentNumber, FIX_PRODUCTS, SPOT_PRODUCTS, TRADER_SEATS } from './common.ts'
import { renderTwinHeader } from './twin-header.ts'
import { vatColumnsDocument } from './vat-columns.ts'

export const TWENTY_THIRD_HELD_OUT_SEEDS = [628417, 391753, 857209] as const
export const TWENTY_THIRD_HELD_OUT_LAYOUTS = ['vat-columns', 'twin-header', 'capital-blocks'] as const
export type TwentyThirdLayout = (typeof TWENTY_THIRD_HELD_OUT_LAYOUTS)[number]
export const TWENTY_THIRD_HELD_OUT_TRADERS = TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): TwentyThirdLayout => TWENTY_THIRD_HELD_OUT_LAYOUTS[index % TWENTY_THIRD_HELD_OUT_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['buy', 'both', 'buy', 'sell', 'buy', 'both', 'buy']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / TWENTY_THIRD_HELD_OUT_LAYOUTS.length)
  return {
    supplier: SUPPLIERS[(round * 2 + seed) % SUPPLIERS.length]!,
    // the shift every seventh round keeps a supplier from meeting the same direction every time within a layout
    direction: DIRECTIONS[(round * 3 + Math.floor(round / 7) + index + seed) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.5),
    business: random.chance(0.25),
  }
}

/** The Bill of one index of the split and the random source its layout goes on drawing from. */
function billModel(seed: number, index: number): { id: string; layout: TwentyThirdLayout; bill: Bill; random: Random } {
  const layout = layoutOf(index)
  const random = new Random(seed * 7307 + index * 613 + TWENTY_THIRD_HELD_OUT_LAYOUTS.indexOf(layout) * 90_001)
  const id = `heldout23-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, seed, index))
  bill.invoiceNumber = documentNumber(bill, random)
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(TRADER_SEATS)[0]
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? SPOT_PRODUCTS : FIX_PRODUCTS)
  }
  return { id, layout, bill, random }
}

/**
 * One bill of the split. The capital-blocks layout needs Chromium: pass a printer to share one browser,
 * else one is launched for this bill and closed before it returns.
 */
export async function generateTwentyThirdHeldOutBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const { id, layout, bill, random } = billModel(seed, index)
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'vat-columns') {
    document = vatColumnsDocument(bill, random)
    pdf = await renderPdf(document)
  } else if (layout === 'twin-header') pdf = await renderTwinHeader(bill, random)
  else {
    const html = capitalBlocksHtml(bill, random)
    pdf = await withPrinter(printer, (browser) => browser.print(html, `${bill.issueDate}T06:30:00`))
  }
  // Every layout ends on the amount rounded to whole crowns ('K úhradě po zaokrouhlení'): that is the amount due.
  const expected = expectedInvoice(bill)
  expected.observations.balanceDueCzkWithVat = expected.observations.balanceDueCzkWithVat == null ? null : Math.round(expected.observations.balanceDueCzkWithVat)
  return { id, bill, document, pdf, expected, expectedWarnings: expectedWarningFields(bill) }
}

/** The sealed split: `perSeed` bills for each of its seeds, one Chromium for the whole call. */
export const generateTwentyThirdHeldOutBills = (perSeed = 60): Promise<GeneratedBill[]> =>
  billsOfSeeds(TWENTY_THIRD_HELD_OUT_SEEDS, perSeed, generateTwentyThirdHeldOutBill)
