/** Choosing a bill's line items: by direction, kind and price segment, and their sums. Shared by every split's generator. */
import type { Bill, LineItem, RowKind } from '../bill.ts'

export const isEnergy = (item: LineItem) => item.unit === 'kWh'
export const buys = (bill: Bill) => bill.direction !== 'sell'
export const sells = (bill: Bill) => bill.direction !== 'buy'
export const isSell = (item: LineItem) => item.kind.startsWith('sell')
/** Price segments of the bill in order (one, or two around 1 January). */
export function segmentsOf(bill: Bill): { from: string; to: string }[] {
  const seen = new Map<string, { from: string; to: string }>()
  for (const item of bill.items)
    if (!seen.has(item.from + item.to) && item.kind !== 'sellMonthly') seen.set(item.from + item.to, { from: item.from, to: item.to })
  const list = [...seen.values()]
  return list.length ? list : [{ from: bill.periodFrom, to: bill.periodTo }]
}
/** The bill's items of some kinds, segment by segment, in the given kind order within a segment. */
export function itemsOf(bill: Bill, kinds: RowKind[]): LineItem[] {
  return bill.items
    .filter((i) => kinds.includes(i.kind))
    .sort((a, b) => (a.from === b.from ? kinds.indexOf(a.kind) - kinds.indexOf(b.kind) : a.from < b.from ? -1 : 1))
}
export const sumTotals = (items: LineItem[]) => Math.round(items.reduce((acc, i) => acc + i.total, 0) * 100) / 100
/** The discount percentage of a discounted bill (0 without a discount row). */
export function discountPercent(bill: Bill): number {
  const energyRow = bill.items.find((i) => i.kind === 'energyVt' || i.kind === 'energySingle')
  const discountRow = bill.items.find((i) => i.kind === 'discountVt')
  return energyRow && discountRow ? Math.round((-discountRow.price / energyRow.price) * 100) : 0
}
export const SELL_KINDS: RowKind[] = ['sellEnergy', 'sellFee', 'sellMonthly']
/** Items of the purchase part (supplier), distribution part (regulated) and selling part. */
export const SUPPLY_KINDS: RowKind[] = ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee']
export const sellItems = (bill: Bill) => bill.items.filter((i) => i.kind.startsWith('sell'))
export const buyItems = (bill: Bill) => bill.items.filter((i) => !i.kind.startsWith('sell'))
export const GROUPS: { title: string; kinds: RowKind[] }[] = [
  { title: 'Dodávka elektřiny (obchodní část)', kinds: ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee'] },
  {
    title: 'Distribuce elektřiny a související služby (regulovaná část)',
    kinds: ['distVt', 'distNt', 'distSingle', 'breaker', 'systemServices', 'poze', 'infrastructure'],
  },
  { title: 'Daň z elektřiny', kinds: ['tax'] },
  { title: 'Výkup elektřiny z výrobny', kinds: ['sellEnergy', 'sellFee', 'sellMonthly'] },
]
export type Labels = Record<RowKind, string>
