/**
 * Whole-percent shares for the doughnuts that add up to exactly 100 and agree with the headline ratios:
 * the groups (e.g. own PV vs grid) are rounded first, then the parts within each group, each step by
 * the largest-remainder method.
 */

/** Largest-remainder rounding of `values` to whole units summing to `total` (values ≥ 0). */
export function largestRemainder(values: readonly number[], total: number): number[] {
  const sum = values.reduce((acc, value) => acc + Math.max(0, value), 0)
  if (sum <= 0 || total <= 0) return values.map(() => 0)
  const exact = values.map((value) => (Math.max(0, value) / sum) * total)
  const whole = exact.map(Math.floor)
  let left = total - whole.reduce((acc, value) => acc + value, 0)
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of order) {
    if (left <= 0) break
    whole[index]!++
    left--
  }
  return whole
}

/**
 * Percents of parts grouped as [own, rest]: the first group gets `Math.round(ownRatio × 100)` (the
 * headline figure), the second the rest; each group's parts share its percent by largest remainder.
 */
export function groupedPercents(own: readonly number[], rest: readonly number[], ownRatio: number): number[] {
  const ownTotal = own.reduce((acc, value) => acc + value, 0)
  const restTotal = rest.reduce((acc, value) => acc + value, 0)
  if (ownTotal + restTotal <= 0) return [...own, ...rest].map(() => 0)
  const ownPercent = ownTotal <= 0 ? 0 : restTotal <= 0 ? 100 : Math.round(ownRatio * 100)
  return [...largestRemainder(own, ownPercent), ...largestRemainder(rest, 100 - ownPercent)]
}
