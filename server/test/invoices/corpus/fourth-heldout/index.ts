/**
 * FOURTH FORMER HELD-OUT (unsealed 2026-11-23, session 4, after it measured 63.72 % fields right, 4.83 %
 * wrong non-null values, 25 of 180 bills refused by the gate; development material now). Written as a SEALED HELD-OUT split, written 2026-11-23 — written blind: without reading the extraction rules or
 * the development layouts. It was not read while the rules it measured were written; the benchmark
 * prints only the split's aggregate line.
 *
 * Three layouts no other split has: legacy-mono (pdfkit, a fixed-width old billing system report),
 * tariff-matrix (pdf-lib, tariffs as columns), landscape-statement (pdfmake, A4 landscape in three
 * columns). Bills are built like the development corpus's; suppliers and directions are cycled so
 * that every layout meets every supplier and buy, both and sell bills within one seed.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces'
import { randomBill, type Bill, type Direction } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import { SUPPLIERS, type GeneratedBill } from '../index.ts'
import { Random } from '../random.ts'
import { renderLandscapeStatementBill } from './landscape-statement.ts'
import { renderLegacyMonoBill } from './legacy-mono.ts'
import { renderTariffMatrixBill } from './tariff-matrix.ts'

export const FOURTH_HELD_OUT_SEEDS = [47521, 160879, 803347] as const
export const FOURTH_HELD_OUT_LAYOUTS = ['legacy-mono', 'tariff-matrix', 'landscape-statement'] as const
export type FourthHeldOutLayout = (typeof FOURTH_HELD_OUT_LAYOUTS)[number]

/** Buy-heavy, as real portfolios are; every seventh block of three bills repeats the cycle. */
const DIRECTIONS: Direction[] = ['buy', 'buy', 'both', 'buy', 'sell', 'buy', 'both']

/** Small traders of our own invention for the generic supplier, and their spot products. */
const SMALL_TRADERS = [
  'Lumen Energie a.s.',
  'Voltik s.r.o.',
  'Energie Pod Sněžkou s.r.o.',
  'Ampér Obchod a.s.',
  'Elektrárny Vysočina s.r.o.',
]
const SMALL_TRADER_SPOT_PRODUCTS = ['Proud podle burzy', 'Burza Flexi', 'Spotový tarif Plus']

function trader(bill: Bill, random: Random): void {
  if (bill.supplier !== 'generic' || !random.chance(0.6)) return
  bill.supplierName = random.pick(SMALL_TRADERS)
  if (bill.buyingType === 'SPOT') bill.productName = random.pick(SMALL_TRADER_SPOT_PRODUCTS)
}

async function render(
  layout: FourthHeldOutLayout,
  bill: Bill,
  random: Random,
): Promise<{ pdf: Uint8Array; document: TDocumentDefinitions | null }> {
  if (layout === 'legacy-mono') return { pdf: await renderLegacyMonoBill(bill, random), document: null }
  if (layout === 'tariff-matrix') return { pdf: await renderTariffMatrixBill(bill, random), document: null }
  return renderLandscapeStatementBill(bill, random)
}

/** Bill `index` of a seed: layout cycles fastest, then direction; supplier by index modulo 7. */
export async function generateFourthHeldOutBill(seed: number, index: number): Promise<GeneratedBill> {
  const layout = FOURTH_HELD_OUT_LAYOUTS[index % FOURTH_HELD_OUT_LAYOUTS.length]!
  const supplier = SUPPLIERS[index % SUPPLIERS.length]!
  const direction = DIRECTIONS[Math.floor(index / FOURTH_HELD_OUT_LAYOUTS.length) % DIRECTIONS.length]!
  const random = new Random(seed * 6151 + index * 92821 + 3)
  const id = `held-out-${seed}-${layout}-${String(index).padStart(3, '0')}`
  const bill = randomBill(random, id, {
    supplier,
    direction,
    buyingType: random.chance(0.35) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.45),
    business: random.chance(0.2),
  })
  trader(bill, random)
  const { pdf, document } = await render(layout, bill, random)
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

export async function generateFourthHeldOutBills(perSeed: number): Promise<GeneratedBill[]> {
  const bills: GeneratedBill[] = []
  for (const seed of FOURTH_HELD_OUT_SEEDS) for (let index = 0; index < perSeed; index++) bills.push(await generateFourthHeldOutBill(seed, index))
  return bills
}
