/** Sums and Pearson correlation of hourly series, for the PV model checks. */
export function sum(values: ArrayLike<number>): number {
  let total = 0
  for (let i = 0; i < values.length; i++) total += values[i]!
  return total
}

export function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const meanA = sum(a) / a.length
  const meanB = sum(b) / b.length
  let ab = 0
  let aa = 0
  let bb = 0
  for (let i = 0; i < a.length; i++) {
    ab += (a[i]! - meanA) * (b[i]! - meanB)
    aa += (a[i]! - meanA) ** 2
    bb += (b[i]! - meanB) ** 2
  }
  return ab / Math.sqrt(aa * bb)
}
