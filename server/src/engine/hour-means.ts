/**
 * PVGIS gives instantaneous values at hh:mm (mm = 10 for the shipped series), but the engine bills
 * whole hours hh:00–hh+1:00. The hour mean of the piecewise-linear curve through the snapshots is a
 * fixed three-point filter: with snapshots f₋ (hh−1:mm), f (hh:mm), f₊ (hh+1:mm), the mean over the
 * hour is w₋·f₋ + (1 − w₋ − w₊)·f + w₊·f₊ with w₋ = mm²/7200 and w₊ = (60 − mm)²/7200 (mm = 10:
 * 0.0139, 0.6389, 0.3472). It keeps every day's energy and moves the curve 20 minutes earlier, where
 * the sun was. The series wraps at its ends (both are night).
 */
export function hourMeansFromSnapshots(snapshots: ArrayLike<number>, minute: number): Float64Array {
  const n = snapshots.length
  const before = (minute * minute) / 7200
  const after = ((60 - minute) * (60 - minute)) / 7200
  const own = 1 - before - after
  const out = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    out[i] = before * snapshots[(i - 1 + n) % n]! + own * snapshots[i]! + after * snapshots[(i + 1) % n]!
  }
  return out
}
