/** The surrounding figures a real bill carries, drawn from the Bill: paid and next advances, the previous period, monthly shares, meter readings. Shared by every split's generator. */
import type { Bill, RowKind } from '../bill.ts'
import { addDays } from '../format.ts'
import type { Random } from '../random.ts'
import { addMonths, days, round2 } from './calendar.ts'
import { buys, segmentsOf, sells } from './items.ts'

export interface Payment {
  date: string
  amount: number
}
/** The advances paid during the period (monthly or quarterly, summing exactly to bill.advances). */
export function paidAdvances(bill: Bill, day: number, quarterly = false): Payment[] {
  if (!bill.advances) return []
  const step = quarterly ? 3 : 1
  const count = Math.max(1, Math.min(12 / step, Math.round(days(bill.periodFrom, bill.periodTo) / (30.44 * step))))
  const each = Math.floor(bill.advances / count / 10) * 10
  return Array.from({ length: count }, (_, k) => ({
    date: addMonths(bill.periodFrom, k * step, day),
    amount: k === count - 1 ? Math.round((bill.advances - each * (count - 1)) * 100) / 100 : each,
  }))
}
/** The advance schedule of the next period: monthly or quarterly amounts from the month after issue. */
export function nextAdvances(bill: Bill, random: Random): { every: 'monthly' | 'quarterly'; day: number; rows: Payment[] } {
  const every = random.chance(0.65) ? 'monthly' : 'quarterly'
  const day = random.pick([10, 15, 20, 25])
  const perYear = (bill.buyTotalWithVat * 365) / days(bill.periodFrom, bill.periodTo)
  const count = every === 'monthly' ? 12 : 4
  const each = Math.max(300, Math.round((perYear * random.amount(0.98, 1.1)) / count / 100) * 100)
  const start = addMonths(bill.issueDate, 1, day)
  return {
    every,
    day,
    rows: Array.from({ length: count }, (_, k) => ({ date: addMonths(start, every === 'monthly' ? k : k * 3, day), amount: each })),
  }
}
/**
 * The period before this one as a comparison prints it: its dates, consumption, production, a price
 * per row kind (the current one moved by a few per cent; the electricity tax unchanged) and totals.
 */
export interface PreviousPeriod {
  from: string
  to: string
  vt: number
  nt: number
  kwh: number
  sold: number
  price: Partial<Record<RowKind, number>>
  buyNoVat: number
  buyWithVat: number
  sellTotal: number
}
export function previousPeriod(bill: Bill, random: Random): PreviousPeriod {
  const to = addDays(bill.periodFrom, -1)
  const from = addDays(to, -(days(bill.periodFrom, bill.periodTo) - 1))
  const kwh = Math.max(20, Math.round((bill.vtKwh + bill.ntKwh) * random.amount(0.78, 1.22)))
  const nt = bill.twoTariff ? Math.round(kwh * random.amount(0.4, 0.8)) : 0
  const sold = sells(bill) ? Math.max(50, Math.round(bill.soldKwh * random.amount(0.7, 1.3))) : 0
  const price: Partial<Record<RowKind, number>> = {}
  for (const item of bill.items) {
    if (price[item.kind] !== undefined) continue
    price[item.kind] = item.kind === 'tax' ? item.price : round2(item.price * random.amount(0.82, 1.16, 3))
  }
  const ratio = bill.vtKwh + bill.ntKwh > 0 ? kwh / (bill.vtKwh + bill.ntKwh) : 1
  const buyNoVat = buys(bill) ? round2(bill.buyTotalNoVat * ratio * random.amount(0.9, 1.1)) : 0
  const sellTotal = sells(bill) ? round2((bill.sellTotal * sold) / Math.max(1, bill.soldKwh)) : 0
  return { from, to, vt: kwh - nt, nt, kwh, sold, price, buyNoVat, buyWithVat: round2(buyNoVat * 1.21), sellTotal }
}
/** The consumption split over the calendar months of the period (sums exactly to each total). */
export interface MonthShare {
  year: number
  month: number
  vt: number
  nt: number
  sold: number
}
export function monthShares(bill: Bill, random: Random): MonthShare[] {
  const months: { year: number; month: number; weight: number; solar: number }[] = []
  for (let day = bill.periodFrom; day <= bill.periodTo; day = addDays(day, 1)) {
    const year = Number(day.slice(0, 4))
    const month = Number(day.slice(5, 7))
    let entry = months.at(-1)
    if (!entry || entry.year !== year || entry.month !== month) {
      entry = { year, month, weight: 0, solar: 0 }
      months.push(entry)
    }
    // Winter months weigh more for consumption, summer months for production.
    const season = Math.cos(((month - 1) / 12) * 2 * Math.PI)
    entry.weight += 1 + 0.35 * season
    entry.solar += Math.max(0.05, 1 - 0.85 * season)
  }
  for (const m of months) {
    m.weight *= random.amount(0.85, 1.15, 3)
    m.solar *= random.amount(0.8, 1.2, 3)
  }
  const split = (total: number, weights: number[]) => {
    const sum = weights.reduce((a, b) => a + b, 0)
    const out = weights.map((w) => Math.floor((total * w) / sum))
    let rest = total - out.reduce((a, b) => a + b, 0)
    for (let i = 0; rest > 0; i = (i + 1) % out.length, rest--) out[i]! += 1
    return out
  }
  const vt = split(
    bill.vtKwh,
    months.map((m) => m.weight),
  )
  const nt = split(
    bill.ntKwh,
    months.map((m) => m.weight * random.amount(0.9, 1.1, 3)),
  )
  const sold = split(
    bill.soldKwh,
    months.map((m) => m.solar),
  )
  return months.map((m, i) => ({ year: m.year, month: m.month, vt: vt[i]!, nt: nt[i]!, sold: sold[i]! }))
}
export interface Reading {
  register: string
  kind: 'vt' | 'nt' | 'out'
  from: string
  to: string
  start: number
  end: number
  estimated: boolean
}
/** The ranges a split draws its meter number and its registers' first readings from (its bills' look). */
export interface MeterRanges {
  meter: [min: number, max: number]
  /** Zero-padded to this many digits. */
  meterDigits?: number
  buyStart: [min: number, max: number]
  sellStart: [min: number, max: number]
}
const KIT_METER: MeterRanges = { meter: [1_000_000, 99_999_999], meterDigits: 8, buyStart: [3_000, 70_000], sellStart: [200, 12_000] }

/** Meter readings per register and price segment; their differences are the item quantities. */
export function meterReadings(bill: Bill, random: Random, ranges: MeterRanges = KIT_METER): { meter: string; rows: Reading[] } {
  const meter = String(random.int(...ranges.meter)).padStart(ranges.meterDigits ?? 0, '0')
  const rows: Reading[] = []
  const registers: { register: string; kind: Reading['kind']; kinds: RowKind[]; start: number }[] = []
  if (buys(bill)) {
    registers.push({
      register: bill.twoTariff ? '1.8.1' : '1.8.0',
      kind: 'vt',
      kinds: ['energyVt', 'energySingle'],
      start: random.int(...ranges.buyStart),
    })
    if (bill.twoTariff) registers.push({ register: '1.8.2', kind: 'nt', kinds: ['energyNt'], start: random.int(...ranges.buyStart) })
  }
  if (sells(bill)) registers.push({ register: '2.8.0', kind: 'out', kinds: ['sellEnergy'], start: random.int(...ranges.sellStart) })
  const segs = segmentsOf(bill)
  for (const reg of registers) {
    let value = reg.start
    segs.forEach((seg, index) => {
      const qty = bill.items.filter((i) => reg.kinds.includes(i.kind) && i.from === seg.from).reduce((acc, i) => acc + i.quantity, 0)
      rows.push({
        register: reg.register,
        kind: reg.kind,
        from: seg.from,
        to: seg.to,
        start: value,
        end: value + qty,
        estimated: index < segs.length - 1,
      })
      value += qty
    })
  }
  return { meter, rows }
}
