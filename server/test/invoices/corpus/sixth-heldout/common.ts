/**
 * SIXTH FORMER HELD-OUT split (written 2026-11-23): shared helpers of its three layouts.
 * Written blind, without reading the extraction rules or the development layouts; unsealed in
 * session 5 (see index.ts). What is here: item wording per row kind, quantities and unit prices
 * in the bill's energy unit, distributor naming, the small-trader names of the generic supplier and
 * the reproducible dates every producer stamps into its PDF.
 */
import type { Bill, DistributorKey, LineItem, RowKind } from '../bill.ts'
import { addressLine } from '../bill.ts'
import { formatDate, formatMoney, formatNumber } from '../format.ts'
import type { Random } from '../random.ts'
import { isSell } from '../kit/items.ts'
import { breakerText, unitPrice } from '../kit/print.ts'

// The shared helpers, re-exported for the layouts of the split.
export { breakerText, unitPrice, isSell }

/** The fixed creation time of every PDF of the split (same seed, same bytes). */
export const CREATED = new Date(Date.UTC(2026, 10, 23, 8, 0, 0))

/** Small traders and cooperatives the generic supplier is sometimes replaced by, with their SPOT products. */
export const SMALL_TRADERS = [
  'Energetické družstvo Vysočina',
  'Elektrárna Pod Hájem s.r.o.',
  'Lumen Obchod s.r.o.',
  'Komunitní energie Bílé Karpaty, z. s.',
]
const SMALL_SPOT_PRODUCTS = ['Burza Flex', 'Hodinový SPOT Plus', 'Elektřina podle trhu']

/** For the generic supplier, sometimes an invented small trader (and its SPOT product) of this split. */
export function inventSmallTrader(bill: Bill, random: Random): void {
  if (bill.supplier !== 'generic' || !random.chance(0.6)) return
  bill.supplierName = random.pick(SMALL_TRADERS)
  if (bill.buyingType === 'SPOT') bill.productName = random.pick(SMALL_SPOT_PRODUCTS)
}

export const DISTRIBUTOR_NAMES: Record<DistributorKey, string> = {
  CEZ: 'ČEZ Distribuce, a. s.',
  EGD: 'EG.D, a. s.',
  PRE: 'PREdistribuce, a. s.',
}
export const FAULT_LINES: Record<DistributorKey, string> = { CEZ: '800 850 860', EGD: '800 225 577', PRE: '224 915 151' }

/** The distributor as the bill shows it: a sentence naming it, the fault line only, or nothing. */
export function distributorNote<T>(bill: Bill, named: (name: string) => T, faultLine: (phone: string) => T): T | null {
  if (bill.direction === 'sell') return null
  if (bill.distributorShown === 'explicit') return named(DISTRIBUTOR_NAMES[bill.distributor])
  if (bill.distributorShown === 'fault-line') return faultLine(FAULT_LINES[bill.distributor])
  return null
}

export const money = (value: number, bill: Bill) => formatMoney(value, bill.style)
export const amount = (value: number, bill: Bill) => formatNumber(value, 2, bill.style)
export const date = (iso: string, bill: Bill) => formatDate(iso, bill.style)
export const supplyAddress = (bill: Bill) => addressLine(bill.supplyAddress)

/** Energy in the bill's unit: whole kWh or MWh with three decimals. */
export function energy(kwh: number, bill: Bill): string {
  return bill.energyUnit === 'MWh' ? `${formatNumber(kwh / 1000, 3, bill.style)} MWh` : `${formatNumber(kwh, 0, bill.style)} kWh`
}

/** Whole kWh whatever the bill's unit (the yearly estimate). */
export const kwh = (value: number, bill: Bill) => `${formatNumber(value, 0, bill.style)} kWh`

/** An item's quantity with its unit: energy in the bill's unit, months with three decimals. */
export function quantity(item: LineItem, bill: Bill): string {
  return item.unit === 'kWh' ? energy(item.quantity, bill) : `${formatNumber(item.quantity, 3, bill.style)} měs.`
}

/** Item names per row kind, a few real synonyms each (INVOICE_WORDING.md); one is picked per bill. */
const ITEM_NAMES: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina VT', 'Dodávka elektřiny ve vysokém tarifu', 'Spotřeba VT (T1)'],
  energyNt: ['Silová elektřina NT', 'Dodávka elektřiny v nízkém tarifu', 'Spotřeba NT (T2)'],
  energySingle: ['Silová elektřina', 'Dodávka elektřiny jednotarif', 'Dodané množství elektřiny'],
  monthlyFee: ['Stálý měsíční plat', 'Stálá platba za dodávku', 'Pevná měsíční cena'],
  spotFee: ['Poplatek za obchodní služby SPOT', 'Přirážka obchodníka k ceně SPOT', 'Služba obchodníka (SPOT)'],
  discountVt: ['Sleva z ceny silové elektřiny VT', 'Sleva na spotřebu VT'],
  distVt: ['Distribuce elektřiny VT', 'Cena za distribuované množství ve VT', 'Distribuční poplatek VT'],
  distNt: ['Distribuce elektřiny NT', 'Cena za distribuované množství v NT', 'Distribuční poplatek NT'],
  distSingle: ['Distribuce elektřiny', 'Cena za distribuované množství', 'Distribuční poplatek'],
  breaker: ['Cena za příkon podle jističe', 'Měsíční plat za jistič', 'Rezervovaný příkon (jistič)'],
  poze: ['Podpora obnovitelných zdrojů (POZE)', 'Složka ceny na podporu el. z podpor. zdrojů'],
  systemServices: ['Systémové služby', 'Pevná cena za systémové služby'],
  infrastructure: ['Provoz nesíťové infrastruktury', 'Cena za činnosti OTE'],
  tax: ['Daň z elektřiny', 'Spotřební daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny z výrobny', 'Vykoupená elektřina', 'Dodávka elektřiny do sítě (výkup)'],
  sellFee: ['Poplatek za výkup', 'Srážka obchodníka z ceny výkupu'],
  sellMonthly: ['Měsíční poplatek za výkup', 'Stálý plat za výkup'],
}

/** One name per row kind for the whole bill: a billing system does not vary its wording within a bill. */
export function itemNamer(random: Random): (kind: RowKind) => string {
  const chosen = new Map<RowKind, string>()
  return (kind) => {
    if (!chosen.has(kind)) chosen.set(kind, random.pick(ITEM_NAMES[kind]))
    return chosen.get(kind)!
  }
}

export const buyItems = (bill: Bill) => bill.items.filter((i) => !isSell(i))
export const sellItems = (bill: Bill) => bill.items.filter(isSell)
/** Whether the items carry two price segments (a price change on 1 January): then each names its period. */
export const segmented = (bill: Bill) => new Set(bill.items.map((i) => i.from)).size > 1
export const itemPeriod = (item: LineItem, bill: Bill) => `${date(item.from, bill)} – ${date(item.to, bill)}`

/** The EAN the bill is about first: consumption point, then production point (only the latter on sell-only bills). */
export function eanLines(bill: Bill): [label: string, ean: string][] {
  const lines: [string, string][] = []
  if (bill.direction !== 'sell') lines.push(['EAN odběrného místa', bill.ean])
  if (bill.productionEan) lines.push(['EAN výrobny', bill.productionEan])
  return lines
}

/** A company number for business customers (the Bill has none; printed for realism only). */
export const customerIco = (bill: Bill) => (bill.customerType === 'business' ? bill.customerNumber.replace(/^./, '2') : null)

/** Whole-crown split of the advances over the months of the period; dates on the 15th of each month. */
export function advancePayments(bill: Bill): { date: string; amount: number }[] {
  if (bill.advances <= 0) return []
  const months: string[] = []
  for (let month = bill.periodFrom.slice(0, 7); month <= bill.periodTo.slice(0, 7); month = nextMonth(month)) months.push(`${month}-15`)
  const each = Math.floor(bill.advances / months.length)
  // Kept inside the period: a payment after the period's end could postdate the bill.
  const inside = (day: string) => (day < bill.periodFrom ? bill.periodFrom : day > bill.periodTo ? bill.periodTo : day)
  return months.map((day, index) => ({
    date: inside(day),
    amount: index === months.length - 1 ? Math.round((bill.advances - each * index) * 100) / 100 : each,
  }))
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number)
  return m === 12 ? `${y! + 1}-01` : `${y}-${String(m! + 1).padStart(2, '0')}`
}

/** Result wording: a positive balance is owed by the customer. */
export const owes = (bill: Bill) => bill.balance > 0
