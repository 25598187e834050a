/**
 * One line per generated bill of every registered split — split, id, sha256 of the PDF bytes, sha256 of
 * the expected extraction and warnings — so a refactor of the generators can prove it changed no bill:
 *
 *   bun server/test/invoices/corpus/manifest.ts > before.txt   # … refactor …   diff before.txt after.txt
 *
 * The development split is taken at 2 bills per generator, every other split at 4 per seed. Names given
 * as arguments restrict it to those splits (`… manifest.ts development "held-out"`).
 */
import { createHash } from 'node:crypto'

// The development and former held-out pdf-lib bills are drawn without a fixed date: pdf-lib stamps the
// clock as their creation date and names embedded fonts with Math.random(). Pin both, or their bytes
// differ from run to run.
const PINNED = Date.UTC(2026, 0, 1)
const RealDate = Date
globalThis.Date = class extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(PINNED)
    else super(...(args as [string | number]))
  }
} as DateConstructor
let state = 0x9e3779b9
Math.random = () => {
  state = (state + 0x6d2b79f5) | 0
  let t = Math.imul(state ^ (state >>> 15), 1 | state)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/**
 * The development split's HTML bills carry Chromium's clock as their creation and modification dates
 * (the later splits print theirs with fixed ones): those two dates are left out of their hash.
 */
const withoutClockDates = (pdf: Uint8Array): Uint8Array =>
  Buffer.from(
    Buffer.from(pdf)
      .toString('latin1')
      .replace(/\/(CreationDate|ModDate) ?\(D:[^)]*\)/g, '/$1 (D:)'),
    'latin1',
  )

const { SPLITS } = await import('./splits.ts')
const sha256 = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex')
const only = process.argv.slice(2)

for (const split of SPLITS.filter((split) => only.length === 0 || only.includes(split.name))) {
  const development = split.name === 'development'
  const bills = await split.bills(development ? 2 : 4)
  for (const bill of bills) {
    const pdf = development && bill.document === null ? withoutClockDates(bill.pdf) : bill.pdf
    const expected = sha256(JSON.stringify({ expected: bill.expected, expectedWarnings: bill.expectedWarnings }))
    console.log([split.name, bill.id, sha256(pdf), expected].join('\t'))
  }
}
