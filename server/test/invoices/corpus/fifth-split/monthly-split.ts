/**
 * BLIND DEVELOPMENT split helper, written 2026-11-23 without reading the extraction rules or the
 * other layouts. Breaks a Bill's line items down per calendar month for the business-monthly layout,
 * faithfully or not at all: monthly quantities sum to the item's quantity, and an item is broken
 * down only when its monthly amounts (quantity × unit price, rounded to the cent) sum to its amount.
 */
import { round2, type Bill, type LineItem, type RowKind } from '../bill.ts'
import { addDays } from '../format.ts'
import { Random } from '../random.ts'

export interface MonthSlice {
  from: string
  to: string
  /** Share of the month's days inside the slice (1 for a whole month). */
  monthShare: number
  days: number
}

export interface MonthRow {
  from: string
  to: string
  quantity: number
  total: number
}

const daysIn = (iso: string) => {
  const [y, m] = iso.split('-').map(Number)
  return new Date(Date.UTC(y!, m!, 0)).getUTCDate()
}
const monthEnd = (iso: string) => `${iso.slice(0, 8)}${String(daysIn(iso)).padStart(2, '0')}`
const dayCount = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1

/** The calendar months of a period, the first and last cut to the period. */
export function monthSlices(from: string, to: string): MonthSlice[] {
  const slices: MonthSlice[] = []
  for (let start = from; start <= to; start = addDays(monthEnd(start), 1)) {
    const end = monthEnd(start) < to ? monthEnd(start) : to
    const days = dayCount(start, end)
    slices.push({ from: start, to: end, monthShare: days / daysIn(start), days })
  }
  return slices
}

/** kWh of a period spread over its months by days; the last month takes the rounding rest. */
function spreadKwh(total: number, slices: MonthSlice[]): number[] {
  const allDays = slices.reduce((acc, s) => acc + s.days, 0)
  const parts = slices.map((s) => Math.round((total * s.days) / allDays))
  parts[parts.length - 1] = total - parts.slice(0, -1).reduce((acc, q) => acc + q, 0)
  return parts
}

const energyAmount = (kwh: number, price: number) => round2((kwh / 1000) * price)
const sumCents = (values: number[]) => Math.round(values.reduce((acc, v) => acc + v, 0) * 100)

/** Monthly rows of a kWh item with the given monthly quantities, or null where their amounts miss the item's. */
function kwhRows(item: LineItem, slices: MonthSlice[], parts: number[]): MonthRow[] | null {
  const totals = parts.map((q) => energyAmount(q, item.price))
  if (sumCents(totals) !== Math.round(item.total * 100)) return null
  return slices.map((s, i) => ({ from: s.from, to: s.to, quantity: parts[i]!, total: totals[i]! }))
}

/** Monthly rows of a per-month item (months to three decimals), or null where they do not add up exactly. */
function monthRows(item: LineItem, slices: MonthSlice[]): MonthRow[] | null {
  const quantities = slices.map((s) => Math.round(s.monthShare * 1000) / 1000)
  const totals = quantities.map((q) => round2(q * item.price))
  const quantitySum = Math.round(quantities.reduce((acc, q) => acc + q, 0) * 1000)
  if (quantitySum !== Math.round(item.quantity * 1000) || sumCents(totals) !== Math.round(item.total * 100)) return null
  return slices.map((s, i) => ({ from: s.from, to: s.to, quantity: quantities[i]!, total: totals[i]! }))
}

/** Which monthly kWh series an item's quantity follows. */
const SERIES: Partial<Record<RowKind, 'vt' | 'nt' | 'all' | 'sold'>> = {
  energyVt: 'vt',
  energySingle: 'vt',
  discountVt: 'vt',
  distVt: 'vt',
  distSingle: 'vt',
  energyNt: 'nt',
  distNt: 'nt',
  spotFee: 'all',
  sellEnergy: 'sold',
  sellFee: 'sold',
}
/** The items this layout breaks down per month; regulated levies stay one row each. */
const MONTHLY_KINDS: RowKind[] = [
  'energyVt',
  'energyNt',
  'energySingle',
  'discountVt',
  'spotFee',
  'distVt',
  'distNt',
  'distSingle',
  'monthlyFee',
  'sellEnergy',
]

interface SegmentSeries {
  slices: MonthSlice[]
  vt: number[]
  nt: number[]
  sold: number[]
}

/**
 * A monthly split of one price segment's kWh: spread by days, then nudged a kWh at a time until the
 * segment's energy items (the ones each series is named after) come out exact, as far as a few
 * hundred tries find it. The same split serves every item of the segment, as on a real bill.
 */
function segmentSeries(items: LineItem[], seed: number): SegmentSeries {
  const slices = monthSlices(items[0]!.from, items[0]!.to)
  const of = (kinds: RowKind[]) => items.find((i) => kinds.includes(i.kind))
  const search = (lead: LineItem | undefined, random: Random): number[] => {
    if (!lead) return slices.map(() => 0)
    const base = spreadKwh(lead.quantity, slices)
    if (slices.length < 2 || kwhRows(lead, slices, base)) return base
    for (let attempt = 0; attempt < 400; attempt++) {
      const parts = [...base]
      for (let nudge = 0; nudge <= attempt % 4; nudge++) {
        const a = random.int(0, parts.length - 1)
        const b = random.int(0, parts.length - 1)
        if (parts[a]! > 0) {
          parts[a]!--
          parts[b]!++
        }
      }
      if (kwhRows(lead, slices, parts)) return parts
    }
    return base
  }
  const random = new Random(seed)
  return {
    slices,
    vt: search(of(['energyVt', 'energySingle']), random),
    nt: search(of(['energyNt']), random),
    sold: search(of(['sellEnergy']), random),
  }
}

/** A breakdown per item of the bill (null: printed as one row). */
export function monthlyBreakdown(bill: Bill, seed: number): Map<LineItem, MonthRow[] | null> {
  const result = new Map<LineItem, MonthRow[] | null>()
  const segments = new Map<string, LineItem[]>()
  for (const item of bill.items) {
    const key = `${item.from}/${item.to}`
    segments.set(key, [...(segments.get(key) ?? []), item])
  }
  for (const items of segments.values()) {
    const series = segmentSeries(items, seed)
    for (const item of items) {
      const kind = SERIES[item.kind]
      if (!MONTHLY_KINDS.includes(item.kind) || series.slices.length < 2) result.set(item, null)
      else if (item.unit === 'month') result.set(item, monthRows(item, series.slices))
      else {
        const parts = kind === 'all' ? series.vt.map((q, i) => q + series.nt[i]!) : series[kind ?? 'vt']
        result.set(item, parts.reduce((acc, q) => acc + q, 0) === item.quantity ? kwhRows(item, series.slices, parts) : null)
      }
    }
  }
  return result
}

/** Monthly consumption (VT, NT) of the buy side, from the same split the items use. */
export function monthlyConsumption(bill: Bill, seed: number): { from: string; to: string; vt: number; nt: number }[] {
  const rows: { from: string; to: string; vt: number; nt: number }[] = []
  const seen = new Set<string>()
  for (const item of bill.items.filter((i) => i.kind === 'energyVt' || i.kind === 'energySingle')) {
    const key = `${item.from}/${item.to}`
    if (seen.has(key)) continue
    seen.add(key)
    const series = segmentSeries(
      bill.items.filter((i) => i.from === item.from && i.to === item.to),
      seed,
    )
    for (const [i, slice] of series.slices.entries()) rows.push({ from: slice.from, to: slice.to, vt: series.vt[i]!, nt: series.nt[i]! })
  }
  return rows
}
