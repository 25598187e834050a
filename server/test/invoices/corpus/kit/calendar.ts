/** Calendar and rounding arithmetic of the generators (day counts, month steps). Shared by every split's generator. */
import { addDays } from '../format.ts'

export const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
/** Same day of a month `months` later, clamped to that month's length. */
export function addMonths(iso: string, months: number, day?: number): string {
  const [y, m, d] = iso.split('-').map(Number)
  const total = y! * 12 + (m! - 1) + months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day ?? d!, last)).padStart(2, '0')}`
}
/** The calendar months between two days, each with its first and last day inside the range. */
export function monthsOf(from: string, to: string): { year: number; month: number; from: string; to: string }[] {
  const out: { year: number; month: number; from: string; to: string }[] = []
  let start = from
  while (start <= to) {
    const year = Number(start.slice(0, 4))
    const month = Number(start.slice(5, 7))
    const last = addDays(`${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`, -1)
    const end = last < to ? last : to
    out.push({ year, month, from: start, to: end })
    start = addDays(end, 1)
  }
  return out
}
export const round2 = (value: number) => Math.round((value + Math.sign(value) * 1e-9) * 100) / 100
/** Integer shares of a total by weights (largest remainders; sums exactly to the total). */
export function splitInteger(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0))
  const raw = weights.map((w) => (total * w) / sum)
  const out = raw.map(Math.floor)
  let rest = total - out.reduce((a, b) => a + b, 0)
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) out[order[k]![1]]! += 1
  return out
}
