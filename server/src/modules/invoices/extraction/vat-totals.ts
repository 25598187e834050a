/**
 * The total without VAT, aware of VAT: a layout that prints the totals with and without VAT side by side may have its
 * total WITH VAT read after the label of the one without (exactly 1.21 × the true total). The printed VAT, the printed
 * total with VAT and the sum of the line items tell which figure it is, and which figure the total without VAT is.
 */
import { isVatOf, VAT_RATE } from './reconcile.ts'
import { round } from './text.ts'

export interface VatFigures {
  /** The sum of the bought line items (0 where none was read). */
  computed: number
  /** The printed VAT, and the printed total with VAT. */
  vat: number | null
  withVat: number | null
  /** The number of line items summed, for the rounding the sum may carry. */
  items: number
}

/** A rounding of a few hellers per line item, grown by the VAT. */
const tolerance = (items: number) => (0.02 + items * 0.005) * (1 + VAT_RATE)
const near = (a: number, b: number, within: number) => Math.abs(a - b) <= within

/** The figure read is the total with VAT: the printed one itself, the printed VAT's base plus that VAT, or the line items with VAT added. */
export function isTotalWithVat(total: number, { computed, vat, withVat, items }: VatFigures): boolean {
  // The line items add up to it: it is their total, whatever else is printed equal to it (a bill without VAT).
  if (total === 0 || (computed !== 0 && near(total, computed, tolerance(items)))) return false
  if (withVat !== null && near(total, withVat, 0.02) && (vat === null || vat !== 0)) return true
  if (vat !== null && vat !== 0 && !isVatOf(total, vat) && isVatOf(round(total - vat, 2), vat)) return true
  return computed !== 0 && near(total, round(computed * (1 + VAT_RATE), 2), tolerance(items))
}

/**
 * The total without VAT, given the figure read after its label: that figure, unless it is the total with VAT; then the
 * printed VAT's base, or the line items that give it with VAT added; null when nothing printed gives the total without VAT.
 */
export function totalWithoutVat(total: number, figures: VatFigures): number | null {
  if (!isTotalWithVat(total, figures)) return total
  const { computed, vat, items } = figures
  if (vat !== null && vat !== 0 && isVatOf(round(total - vat, 2), vat)) return round(total - vat, 2)
  return computed !== 0 && near(round(computed * (1 + VAT_RATE), 2), total, tolerance(items)) ? computed : null
}
