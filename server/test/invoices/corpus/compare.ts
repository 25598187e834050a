import type { Invoice } from '@partner/energy-shared'
import type { ExpectedInvoice } from './expected.ts'

export interface FieldDifference {
  field: string
  expected: unknown
  actual: unknown
}

/**
 * A wrong value that is shown as data: not null, and not the schema's stand-in for "not known" where a field
 * cannot be null (the distributor key's source "unknown", given with a null key).
 */
export const shownAsData = (difference: FieldDifference) => difference.actual !== null && !(difference.field === 'distribution.distributorKeySource' && difference.actual === 'unknown')

const same = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 0.005 : a === b)

/** Field-by-field comparison of every block but fieldConfidence; returns the fields compared and the differences. */
export function compareInvoice(expected: ExpectedInvoice, actual: Invoice): { fields: number; differences: FieldDifference[] } {
  const differences: FieldDifference[] = []
  let fields = 0
  for (const block of ['meta', 'distribution', 'buying', 'selling', 'observations'] as const) {
    const want = expected[block] as Record<string, unknown>
    const got = actual[block] as Record<string, unknown>
    for (const key of Object.keys(want)) {
      fields++
      if (!same(want[key], got[key])) differences.push({ field: `${block}.${key}`, expected: want[key], actual: got[key] })
    }
  }
  return { fields, differences }
}
