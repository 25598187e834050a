/**
 * SEVENTH FORMER HELD-OUT split (written blind 2026-11-23, session 5; unsealed in session 6): the generator of the held-out invoice split. Three seeds,
 * three layouts rotating by index (every seed has all three), each bill built by the Bill model
 * (bill.ts) and its expected extraction by expected.ts.
 * Its only sealed measurement was 94.28 % fields right, 1.45 % wrong non-null values; it is
 * development material now, and the figure that counts is the split in ../heldout/.
 */
import { randomBill, type Bill, type BillOptions } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import { SUPPLIERS, type GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { calcSheetDocument } from './calc-sheet.ts'
import { HELD_OUT_TRADER_PRODUCTS, SEVENTH_HELD_OUT_TRADERS } from './common.ts'
import { renderDistributorPages } from './distributor-pages.ts'
import { renderPriceAnnex } from './price-annex.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const SEVENTH_HELD_OUT_SEEDS = [642517, 389953, 127061] as const
export const SEVENTH_HELD_OUT_LAYOUTS = ['price-annex', 'distributor-pages', 'calc-sheet'] as const
export type HeldOutLayout = (typeof SEVENTH_HELD_OUT_LAYOUTS)[number]

/** Directions by block of three indices, so that every layout meets every direction within 21 bills. */
const DIRECTIONS = ['buy', 'both', 'buy', 'sell', 'buy', 'both', 'buy'] as const

function optionsFor(random: Random, index: number): BillOptions {
  return {
    supplier: SUPPLIERS[index % SUPPLIERS.length]!,
    direction: DIRECTIONS[Math.floor(index / SEVENTH_HELD_OUT_LAYOUTS.length) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.45),
    business: random.chance(0.22),
  }
}

/** Generic suppliers partly become small traders of this split only, with their own products. */
function rename(bill: Bill, random: Random): void {
  if (bill.supplier !== 'generic' || !random.chance(0.6)) return
  bill.supplierName = random.pick(SEVENTH_HELD_OUT_TRADERS)
  bill.productName = random.pick(HELD_OUT_TRADER_PRODUCTS[bill.buyingType === 'FIX' ? 'fix' : 'spot'])
}

/**
 * One bill of the split. The HTML layout needs Chromium: pass a printer to share one browser, else
 * one is launched for this bill and closed before it returns.
 */
export async function generateSeventhHeldOutBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const layout = SEVENTH_HELD_OUT_LAYOUTS[index % SEVENTH_HELD_OUT_LAYOUTS.length]!
  const random = new Random(seed * 5417 + index * 977 + 31)
  const id = `held7-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, index))
  rename(bill, random)
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'calc-sheet') {
    document = calcSheetDocument(bill, random)
    pdf = await renderPdf(document)
  } else if (layout === 'price-annex') {
    pdf = await renderPriceAnnex(bill, random)
  } else {
    pdf = await withPrinter(printer, (browser) => renderDistributorPages(browser, bill, random))
  }
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** `perSeed` bills for each seed (the bench uses 60 per seed); one browser serves the whole split. */
export const generateSeventhHeldOutBills = (perSeed: number): Promise<GeneratedBill[]> => billsOfSeeds(SEVENTH_HELD_OUT_SEEDS, perSeed, generateSeventhHeldOutBill)
