/**
 * NINTH FORMER HELD-OUT split (written blind 2026-11-23, session 7; unsealed in session 8): three layouts nobody fitted rules
 * to, one per PDF producer – "gross-net" (pdfmake), "formula-lines" (pdf-lib) and "regulated-block"
 * (HTML printed by Chromium) – under three seeds of its own. Layouts rotate by index so every seed has
 * all three; suppliers rotate per layout. Bills and expected extractions come from bill.ts/expected.ts.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces'
import { randomBill, type BillOptions, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import { SUPPLIERS, type GeneratedBill } from '../index.ts'
import { Random } from '../random.ts'
import { NINTH_HELD_OUT_FIX_PRODUCTS, NINTH_HELD_OUT_SPOT_PRODUCTS, NINTH_HELD_OUT_TRADERS } from './common.ts'
import { renderFormulaLinesBill } from './formula-lines.ts'
import { renderGrossNetBill } from './gross-net.ts'
import { renderRegulatedBlockBill } from './regulated-block.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const NINTH_HELD_OUT_SEEDS = [293117, 58631, 675323] as const
export const NINTH_HELD_OUT_LAYOUTS = ['gross-net', 'formula-lines', 'regulated-block'] as const
export type NinthHeldOutLayout = (typeof NINTH_HELD_OUT_LAYOUTS)[number]

export const layoutOf = (index: number): NinthHeldOutLayout => NINTH_HELD_OUT_LAYOUTS[index % NINTH_HELD_OUT_LAYOUTS.length]!

/** The supplier of a bill: each layout walks through all suppliers (index / 3). */
const supplierOf = (index: number): SupplierId => SUPPLIERS[Math.floor(index / NINTH_HELD_OUT_LAYOUTS.length) % SUPPLIERS.length]!

function optionsFor(random: Random, supplier: SupplierId, index: number): BillOptions {
  // Directions cycle as in the development split; the rest is drawn.
  const direction = (['buy', 'buy', 'both', 'buy', 'sell', 'buy', 'both'] as const)[index % 7]!
  return { supplier, direction, buyingType: random.chance(0.38) ? 'SPOT' : 'FIX', twoTariff: random.chance(0.45), business: random.chance(0.22) }
}

/** The Bill of one index (and the random stream its layout continues with), before printing. */
export function heldOutBillOf(seed: number, index: number) {
  const layout = layoutOf(index)
  const random = new Random(seed * 40_503 + index * 977 + 13)
  const supplier = supplierOf(index)
  const id = `held9-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, supplier, index))
  if (supplier === 'generic') {
    bill.supplierName = random.pick(NINTH_HELD_OUT_TRADERS)
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? NINTH_HELD_OUT_SPOT_PRODUCTS : NINTH_HELD_OUT_FIX_PRODUCTS)
  }
  return { id, layout, bill, random }
}

/** One bill of the split; HTML bills need a printer (one is launched and closed when none is given). */
export async function generateNinthHeldOutBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const { id, layout, bill, random } = heldOutBillOf(seed, index)
  let document: TDocumentDefinitions | null = null
  let pdf: Uint8Array
  if (layout === 'gross-net') ({ document, pdf } = await renderGrossNetBill(bill, random))
  else if (layout === 'formula-lines') pdf = await renderFormulaLinesBill(bill, random)
  else {
    pdf = await withPrinter(printer, (browser) => renderRegulatedBlockBill(browser, bill, random))
  }
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The sealed split: `perSeed` bills per seed, one Chromium for the whole call. */
export const generateNinthHeldOutBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(NINTH_HELD_OUT_SEEDS, perSeed, generateNinthHeldOutBill)
