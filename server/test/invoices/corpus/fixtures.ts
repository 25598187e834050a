import type { ProblemSlug } from '@partner/energy-shared'
import type { SupplierId } from './bill.ts'

/** The committed sample: seed and (supplier, index) pairs — buy, both-direction and sell-only bills of every supplier rule. */
export const FIXTURE_SEED = 2026
export const FIXTURE_BILLS: [SupplierId, number][] = [
  ['cez', 0],
  ['cez', 2],
  ['eon', 0],
  ['pre', 0],
  ['pre', 2],
  ['innogy', 0],
  ['centropol', 0],
  ['mnd', 0],
  ['generic', 0],
  ['generic', 4],
]

/** Expected answers of the refused uploads (file name → status and problem slug). */
export const FIXTURE_REJECTS: Record<string, { status: number; slug: ProblemSlug }> = {
  'reject-gas-bill.pdf': { status: 422, slug: 'not-an-energy-invoice' },
  'reject-phone-bill.pdf': { status: 422, slug: 'not-an-energy-invoice' },
  'reject-contract.pdf': { status: 422, slug: 'not-an-energy-invoice' },
  'reject-random-document.pdf': { status: 422, slug: 'not-an-energy-invoice' },
  'reject-encrypted.pdf': { status: 422, slug: 'encrypted-pdf' },
  'reject-corrupt.pdf': { status: 422, slug: 'unreadable-pdf' },
  'reject-empty.pdf': { status: 415, slug: 'unsupported-media-type' },
  'reject-not-a-pdf.txt': { status: 415, slug: 'unsupported-media-type' },
  'reject-too-many-pages.pdf': { status: 413, slug: 'payload-too-large' },
}
