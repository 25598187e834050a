/**
 * The amount due after the bill's final rounding: "K úhradě | -501,64" over "Zaokrouhlení | -0,36" over
 * "K úhradě po zaokrouhlení | -502,00" is due as -502, the amount the customer pays or is paid.
 */
import type { Line } from '../pdf/layout.ts'
import { findNumbers, round } from './text.ts'

/** A line that rounds the amount before it: "Zaokrouhlení", "Haléřové vyrovnání". */
const ROUNDING = /^(zaokrouhleni|haler\S* vyrovnani|vyrovnani haler)/
/** A line that states the rounded amount: "K úhradě po zaokrouhlení", "Celkem zaokrouhleno". */
const ROUNDED = /po zaokrouhleni|zaokrouhlen[aeo]\b/
/** Lines the rounding and its result may stand after the amount. */
const REACH = 3

export interface FinalAmount {
  /** The amount due, in the sign convention of the amount it rounds. */
  value: number
  /** The rounding printed between them (in the same convention), 0 where none is printed. */
  rounding: number
}

/** The line's amount: its last sum of money (a rounding line may print the rate or the base before it). */
const amountOf = (line: Line) => findNumbers(line.text).filter((token) => token.unit === 'CZK' || token.unit === null).at(-1)?.value ?? null

/**
 * The amount `value` read from `line` (printed there as `printed`), carried through the rounding lines that follow it:
 * a rounding of less than one crown, then a line whose amount is the printed one plus the rounding (or, without a
 * rounding line, a line saying it is rounded whose amount is within a crown of it). Anything else leaves the value as read.
 * The rounding is returned for the balance check, which otherwise finds the amount a few hellers off the totals.
 */
export function finalAmount(lines: readonly Line[], line: Line, printed: number, value: number): FinalAmount {
  const at = lines.indexOf(line)
  let rounding: number | null = null
  for (const next of lines.slice(at + 1, at + 1 + REACH)) {
    if (next.page !== line.page) break
    const amount = amountOf(next)
    if (amount === null) continue
    if (rounding === null && ROUNDING.test(next.folded) && !ROUNDED.test(next.folded)) {
      if (Math.abs(amount) >= 1) break
      rounding = amount
      continue
    }
    // Printed as the amount before it was (signed, or in words with the magnitude alone): the rounding keeps the sign.
    const expected = round(printed + (rounding ?? 0), 2)
    const matches = rounding !== null ? Math.abs(Math.abs(amount) - Math.abs(expected)) <= 0.005 : ROUNDED.test(next.folded) && Math.abs(Math.abs(amount) - Math.abs(printed)) < 1
    if (!matches) break
    const final = round(Math.sign(value || 1) * Math.abs(amount), 2)
    return { value: final, rounding: round(final - value, 2) }
  }
  // A rounding printed over the amount ("Zaokrouhlení | 0,36" over "K úhradě | 502,00") is one the amount includes already.
  const above = lines.slice(Math.max(0, at - REACH + 1), at).findLast((other) => other.page === line.page && ROUNDING.test(other.folded) && !ROUNDED.test(other.folded))
  const before = above ? amountOf(above) : null
  const sameSign = Math.sign(value) === Math.sign(printed) || printed === 0
  return { value, rounding: before !== null && Math.abs(before) < 1 ? (sameSign ? before : -before) : 0 }
}
