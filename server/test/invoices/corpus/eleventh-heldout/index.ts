/** ELEVENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 9; unsealed in session 10).
 * Three layouts nobody fitted rules to, drawn from the shared Bill model so that expected.ts gives the
 * expected extraction: "meter-exchange" (pdf-lib), "storno-reissue" (pdfmake) and "timeline" (HTML
 * printed by Chromium). Bill i of a seed uses layout i % 3; suppliers and directions cycle so every
 * layout gets every supplier (unknown traders under made-up names) and buy, both and sell bills.
 */
import { randomBill, type BillOptions, type Direction, type SupplierId } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'
import { renderPdf } from '../pdf.ts'
import { Random } from '../random.ts'
import { ELEVENTH_HELD_OUT_FIX_PRODUCTS, ELEVENTH_HELD_OUT_SPOT_PRODUCTS, ELEVENTH_HELD_OUT_TRADER_SEATS, SUPPLIER_SEATS } from './common.ts'
import { renderMeterExchange } from './meter-exchange.ts'
import { stornoDocument } from './storno-reissue.ts'
import { renderTimeline, timelineHtml } from './timeline.ts'
import { billsOfSeeds, withPrinter } from '../kit/seeds.ts'

export const ELEVENTH_HELD_OUT_SEEDS = [481517, 362903, 247913] as const
export const ELEVENTH_HELD_OUT_LAYOUTS = ['meter-exchange', 'storno-reissue', 'timeline'] as const
export type EleventhHeldOutLayout = (typeof ELEVENTH_HELD_OUT_LAYOUTS)[number]
export const ELEVENTH_HELD_OUT_TRADERS = ELEVENTH_HELD_OUT_TRADER_SEATS.map(([name]) => name)

export const layoutOf = (index: number): EleventhHeldOutLayout => ELEVENTH_HELD_OUT_LAYOUTS[index % ELEVENTH_HELD_OUT_LAYOUTS.length]!

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']
const DIRECTIONS: Direction[] = ['buy', 'buy', 'both', 'buy', 'sell', 'buy', 'both']

function optionsFor(random: Random, seed: number, index: number): BillOptions {
  const round = Math.floor(index / ELEVENTH_HELD_OUT_LAYOUTS.length)
  return {
    supplier: SUPPLIERS[(index + seed) % SUPPLIERS.length]!,
    direction: DIRECTIONS[(round + seed) % DIRECTIONS.length]!,
    buyingType: random.chance(0.4) ? 'SPOT' : 'FIX',
    twoTariff: random.chance(0.5),
    business: random.chance(0.25),
  }
}

/**
 * One held-out bill. The timeline layout needs Chromium: pass a printer to share one browser, else one
 * is launched for this bill and closed before it returns.
 */
export async function generateEleventhHeldOutBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const layout = layoutOf(index)
  const random = new Random(seed * 7753 + index * 389 + ELEVENTH_HELD_OUT_LAYOUTS.indexOf(layout) * 50_021)
  const id = `held11-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const options = optionsFor(random, seed, index)
  const bill = randomBill(random, id, options)
  let seat = SUPPLIER_SEATS[bill.supplier] ?? ''
  if (bill.supplier === 'generic') {
    const [name, traderSeat] = random.pick(ELEVENTH_HELD_OUT_TRADER_SEATS)
    bill.supplierName = name
    seat = traderSeat
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? ELEVENTH_HELD_OUT_SPOT_PRODUCTS : ELEVENTH_HELD_OUT_FIX_PRODUCTS)
  }
  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'meter-exchange') pdf = await renderMeterExchange(bill, random, seat)
  else if (layout === 'storno-reissue') {
    document = stornoDocument(bill, random, seat)
    pdf = await renderPdf(document)
  } else {
    const html = timelineHtml(bill, random, seat)
    pdf = await withPrinter(printer, (browser) => renderTimeline(html, browser))
  }
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The eleventh former held-out split: `perSeed` bills for each held-out seed, one Chromium for the whole call. */
export const generateEleventhHeldOutBills = (perSeed = 60): Promise<GeneratedBill[]> => billsOfSeeds(ELEVENTH_HELD_OUT_SEEDS, perSeed, generateEleventhHeldOutBill)
