/**
 * THIRD FORMER HELD-OUT split: written blind on 2026-11-22 (session 3) by someone who had not read
 * the extraction rules nor the development layouts, and sealed while the session-3 rules were written
 * (87.73 % fields right, 5.30 % wrong non-null values at its last sealed measurement). Unsealed on
 * 2026-11-23 (session 4): its per-field failures were looked at, so it is development material now;
 * the figure that counts is the new sealed split in ../heldout/.
 *
 * Three layouts (one file each), three seeds; bills are built like the development corpus's
 * (randomBill with cycled suppliers and directions, random purchase type, tariffs and customer
 * type), so every supplier, direction, FIX and SPOT, one and two tariffs, kWh and MWh, the print
 * styles and the planted anomalies occur.
 */
import { randomBill, type BillOptions } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import { SUPPLIERS, type GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { renderLetterBill } from './letter-layout.ts'
import { modernDocument } from './modern-layout.ts'
import { renderOverviewBill } from './overview-layout.ts'

export const THIRD_HELD_OUT_SEEDS = [61_729, 208_463, 734_519] as const
export const THIRD_HELD_OUT_LAYOUTS = ['annual-overview', 'cover-letter', 'modern-cards'] as const
export type ThirdHeldOutLayout = (typeof THIRD_HELD_OUT_LAYOUTS)[number]

const DIRECTIONS = ['buy', 'buy', 'both', 'buy', 'sell', 'buy', 'both'] as const
/** Small traders the generic supplier is sometimes renamed to (invented names). */
const TRADERS = ['Energie Vysočina s.r.o.', 'Jiskra Energy s.r.o.', 'Lumen Obchod a.s.', 'Elektrárna Pod Hradem s.r.o.']
const TRADER_SPOT_PRODUCTS = ['Hodinový SPOT', 'Elektřina Burza Plus', 'Spot Flexi']

/**
 * Layout, supplier and direction of a seed's index-th bill: the layouts take turns, the suppliers too,
 * and the direction changes every three bills (shifted per seed and per 21 bills), so that every
 * layout meets every direction within 21 bills and every supplier meets them all over the split.
 */
export function thirdHeldOutPlan(
  seed: number,
  index: number,
): { layout: ThirdHeldOutLayout; supplier: (typeof SUPPLIERS)[number]; direction: (typeof DIRECTIONS)[number] } {
  return {
    layout: THIRD_HELD_OUT_LAYOUTS[index % THIRD_HELD_OUT_LAYOUTS.length]!,
    supplier: SUPPLIERS[index % SUPPLIERS.length]!,
    direction: DIRECTIONS[(Math.floor(index / THIRD_HELD_OUT_LAYOUTS.length) + Math.floor(index / 21) + seed) % DIRECTIONS.length]!,
  }
}

export async function generateThirdHeldOutBill(seed: number, index: number): Promise<GeneratedBill> {
  const random = new Random(seed * 9_973 + index * 31_337 + 17)
  const { layout, supplier, direction } = thirdHeldOutPlan(seed, index)
  const options: BillOptions = {
    supplier,
    direction,
    buyingType: random.chance(0.35) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.45),
    business: random.chance(0.2),
  }
  const id = `held-out-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, options)
  if (supplier === 'generic' && random.chance(0.6)) {
    bill.supplierName = random.pick(TRADERS)
    if (bill.buyingType === 'SPOT') bill.productName = random.pick(TRADER_SPOT_PRODUCTS)
  }
  let document: GeneratedBill['document'] = null
  let pdf: Uint8Array
  if (layout === 'modern-cards') {
    document = modernDocument(bill, random)
    pdf = await renderPdf(document)
  } else if (layout === 'cover-letter') pdf = await renderLetterBill(bill, random)
  else pdf = await renderOverviewBill(bill, random)
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The sealed split: `perSeed` bills for each of the three seeds. */
export async function generateThirdHeldOutBills(perSeed: number): Promise<GeneratedBill[]> {
  const bills: GeneratedBill[] = []
  for (const seed of THIRD_HELD_OUT_SEEDS) for (let i = 0; i < perSeed; i++) bills.push(await generateThirdHeldOutBill(seed, i))
  return bills
}
