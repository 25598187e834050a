/** TWELFTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 10; unsealed in session 11).
 * The sealed split's generator: three layouts nobody fitted rules to, drawn from the shared Bill model so
 * that expected.ts gives the expected extraction: "serif-folio" (pdf-lib), "footnoted" (pdfmake) and
 * "online-bill" (HTML printed by Chromium). Bill i of a seed uses layout i % 3; suppliers and directions
 * cycle so that every layout gets every supplier (unknown traders under made-up names) and buy, both
 * and sell bills.
 */
import { randomBill, type BillOptions, type Direction, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { TWELFTH_HELD_OUT_FIX_PRODUCTS, TWELFTH_HELD_OUT_SPOT_PRODUCTS, TWELFTH_HELD_OUT_TRADER_SEATS } from './common.ts'
import { footnotedDocument } from './footnoted.ts'
import { onlineBillHtml, renderOnlineBill } from './online-bill.ts'
import { renderSerifFolio } from './serif-folio.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const TWELFTH_HELD_OUT_SEEDS = [530591, 174263, 826417] as const
export const TWELFTH_HELD_OUT_LAYOUTS = ['serif-folio', 'footnoted', 'online-bill'] as const
export type TwelfthHeldOutLayout = (typeof TWELFTH_HELD_OUT_LAYOUTS)[number]
export const TWELFTH_HELD_OUT_TRADERS = TWELFTH_HELD_OUT_TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): TwelfthHeldOutLayout => TWELFTH_HELD_OUT_LAYOUTS[index % TWELFTH_HELD_OUT_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['buy', 'both', 'buy', 'sell', 'buy', 'both', 'buy']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / TWELFTH_HELD_OUT_LAYOUTS.length)
  return {
    supplier: SUPPLIERS[(round + seed) % SUPPLIERS.length]!,
    direction: DIRECTIONS[(round * 3 + index + seed) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.5),
    business: random.chance(0.25),
  }
}

/**
 * One held-out bill. The online-bill layout needs Chromium: pass a printer to share one browser, else one
 * is launched for this bill and closed before it returns.
 */
export async function generateTwelfthHeldOutBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const layout = layoutOf(index)
  const random = new Random(seed * 6007 + index * 433 + TWELFTH_HELD_OUT_LAYOUTS.indexOf(layout) * 70_001)
  const id = `held12-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, seed, index))
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(TWELFTH_HELD_OUT_TRADER_SEATS)[0]
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? TWELFTH_HELD_OUT_SPOT_PRODUCTS : TWELFTH_HELD_OUT_FIX_PRODUCTS)
  }
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'serif-folio') pdf = await renderSerifFolio(bill, random)
  else if (layout === 'footnoted') {
    document = footnotedDocument(bill, random)
    pdf = await renderPdf(document)
  } else {
    const html = onlineBillHtml(bill, random)
    pdf = await withPrinter(printer, (browser) => renderOnlineBill(bill, html, browser))
  }
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The twelfth former held-out split: `perSeed` bills for each held-out seed, one Chromium for the whole call. */
export const generateTwelfthHeldOutBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(TWELFTH_HELD_OUT_SEEDS, perSeed, generateTwelfthHeldOutBill)
