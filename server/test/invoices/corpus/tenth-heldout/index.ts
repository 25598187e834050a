/**
 * TENTH FORMER HELD-OUT split (written blind 2026-11-23, session 8; unsealed in session 9). Three layouts nobody fitted rules to,
 * each drawn with another producer: "cost-shares" (pdfmake), "charge-codes" (pdf-lib at absolute
 * positions) and "narrow-strip" (HTML printed by Chromium). Written without reading the extractor, its
 * tests or the other splits' generators; only the bench's aggregate line may be printed for it.
 *
 * Bills come from the corpus Bill model (bill.ts) and their expected extraction from expected.ts. Bill
 * index i of a seed takes layout i % 3; the first seven bills of each layout and seed follow a plan
 * (supplier, direction, FIX/SPOT, tariffs, residential/business, energy unit, and by redrawing the
 * Bill from the next sub-seed until it fits: distributor shown, selling type, one planted anomaly) so that
 * every layout covers all of it across the three seeds; later bills keep the plan's options only.
 * Same seed and index give the same bytes.
 */
import type { Anomaly, Bill, BillOptions, Direction } from '../bill.ts'
import { randomBill } from '../bill.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import { HtmlPrinter } from '../html-print.ts'
import { type GeneratedBill, SUPPLIERS } from '../index.ts'
import { Random } from '../random.ts'
import { renderChargeCodes } from './charge-codes.ts'
import { TENTH_HELD_OUT_FIX_PRODUCTS, TENTH_HELD_OUT_SPOT_PRODUCTS, TENTH_HELD_OUT_TRADERS } from './common.ts'
import { renderCostShares } from './cost-shares.ts'
import { renderNarrowStrip } from './narrow-strip.ts'

export { TENTH_HELD_OUT_TRADERS } from './common.ts'

export const TENTH_HELD_OUT_SEEDS = [418729, 706253, 93187] as const
export const TENTH_HELD_OUT_LAYOUTS = ['cost-shares', 'charge-codes', 'narrow-strip'] as const
export type TenthHeldOutLayout = (typeof TENTH_HELD_OUT_LAYOUTS)[number]

export const layoutOf = (index: number): TenthHeldOutLayout => TENTH_HELD_OUT_LAYOUTS[index % TENTH_HELD_OUT_LAYOUTS.length]!

interface PlanRow {
  direction: Direction
  buyingType: 'FIX' | 'SPOT'
  twoTariff: boolean
  business: boolean
  shown?: Bill['distributorShown']
  selling?: 'FIX' | 'SPOT'
  /** Which of the layout's two anomaly slots this row carries. */
  anomalySlot?: 0 | 1
}

/** Seven rows: each layout and seed gets every one of them once (in its first seven bills). */
const PLAN: PlanRow[] = [
  { direction: 'buy', buyingType: 'FIX', twoTariff: true, business: false, shown: 'explicit' },
  { direction: 'both', buyingType: 'SPOT', twoTariff: false, business: false, shown: 'fault-line', selling: 'SPOT' },
  { direction: 'buy', buyingType: 'SPOT', twoTariff: true, business: true, shown: 'none', anomalySlot: 0 },
  { direction: 'sell', buyingType: 'FIX', twoTariff: false, business: false, selling: 'FIX' },
  { direction: 'buy', buyingType: 'FIX', twoTariff: false, business: true, shown: 'fault-line', anomalySlot: 1 },
  { direction: 'both', buyingType: 'FIX', twoTariff: true, business: false, shown: 'explicit', selling: 'FIX' },
  { direction: 'buy', buyingType: 'SPOT', twoTariff: false, business: false, shown: 'none' },
]
const ANOMALIES: Anomaly[] = ['ean-check', 'total-mismatch', 'balance-mismatch', 'consumption-mismatch', 'issued-before-period-end']

function seedPosition(seed: number): number {
  const position = (TENTH_HELD_OUT_SEEDS as readonly number[]).indexOf(seed)
  return position >= 0 ? position : seed % 3
}

interface Wants {
  options: BillOptions
  energyUnit: 'kWh' | 'MWh'
  shown?: Bill['distributorShown']
  selling?: 'FIX' | 'SPOT'
  anomaly?: Anomaly
}

function wantsOf(seed: number, index: number): Wants {
  const layout = index % TENTH_HELD_OUT_LAYOUTS.length
  const k = Math.floor(index / TENTH_HELD_OUT_LAYOUTS.length)
  const cycle = Math.floor(k / PLAN.length)
  const position = seedPosition(seed)
  const row = PLAN[(k + position * 3 + layout) % PLAN.length]!
  const supplier = SUPPLIERS[(k + position * 2 + layout * 3 + cycle * 3) % SUPPLIERS.length]!
  // Later cycles flip tariffs and customer type for variety, and plant nothing on purpose.
  const flip = cycle % 2 === 1
  const options: BillOptions = {
    supplier,
    direction: row.direction,
    buyingType: row.buyingType,
    twoTariff: flip ? !row.twoTariff : row.twoTariff,
    business: flip ? !row.business : row.business,
  }
  const energyUnit = (k + position + layout) % 2 === 0 ? 'MWh' : 'kWh'
  if (cycle > 0) return { options, energyUnit }
  const anomaly = row.anomalySlot === undefined ? undefined : ANOMALIES[(position * 3 + layout + row.anomalySlot) % ANOMALIES.length]
  return { options, energyUnit, shown: row.shown, selling: row.selling, anomaly }
}

const fits = (bill: Bill, wants: Wants) =>
  (!wants.shown || bill.distributorShown === wants.shown) &&
  (!wants.selling || bill.sellingType === wants.selling) &&
  (!wants.anomaly || bill.anomalies.includes(wants.anomaly))

/** One Chromium page prints one bill at a time: calls sharing a printer wait for each other. */
const queues = new WeakMap<HtmlPrinter, Promise<unknown>>()
function printInTurn<T>(printer: HtmlPrinter, job: () => Promise<T>): Promise<T> {
  const previous = queues.get(printer) ?? Promise.resolve()
  const next = previous.then(job, job)
  queues.set(
    printer,
    next.catch(() => undefined),
  )
  return next
}

export async function generateTenthHeldOutBill(seed: number, index: number, printer?: HtmlPrinter): Promise<GeneratedBill> {
  const layout = layoutOf(index)
  const layoutIndex = TENTH_HELD_OUT_LAYOUTS.indexOf(layout)
  const id = `held10-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const wants = wantsOf(seed, index)
  let random: Random | null = null
  let bill: Bill | null = null
  for (let attempt = 0; attempt < 50_000; attempt++) {
    const candidateRandom = new Random(seed * 7457 + layoutIndex * 92_821 + index * 613 + attempt * 1_000_003)
    const candidate = randomBill(candidateRandom, id, wants.options)
    if (fits(candidate, wants)) {
      random = candidateRandom
      bill = candidate
      break
    }
  }
  if (!bill || !random) throw new Error(`${id}: no bill of the Bill model fits the plan`)
  bill.energyUnit = wants.energyUnit
  if (bill.supplier === 'generic') {
    bill.supplierName = random.pick(TENTH_HELD_OUT_TRADERS)
    bill.productName = random.pick(bill.buyingType === 'SPOT' ? TENTH_HELD_OUT_SPOT_PRODUCTS : TENTH_HELD_OUT_FIX_PRODUCTS)
  }

  let pdf: Uint8Array
  let document: GeneratedBill['document'] = null
  if (layout === 'cost-shares') ({ pdf, document } = await renderCostShares(bill, random))
  else if (layout === 'charge-codes') pdf = await renderChargeCodes(bill, random)
  else {
    const drawn = bill
    const stream = random
    if (printer) pdf = await printInTurn(printer, () => renderNarrowStrip(printer, drawn, stream))
    else {
      const own = await HtmlPrinter.launch()
      try {
        pdf = await renderNarrowStrip(own, drawn, stream)
      } finally {
        await own.close()
      }
    }
  }
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The tenth former held-out split: `perSeed` bills for each of its seeds, one Chromium for the whole call. */
export async function generateTenthHeldOutBills(perSeed = 60): Promise<GeneratedBill[]> {
  const printer = await HtmlPrinter.launch()
  try {
    const bills: GeneratedBill[] = []
    for (const seed of TENTH_HELD_OUT_SEEDS)
      for (let index = 0; index < perSeed; index++) bills.push(await generateTenthHeldOutBill(seed, index, printer))
    return bills
  } finally {
    await printer.close()
  }
}
