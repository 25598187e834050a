/**
 * One line per generated bill of every registered split — split, id, sha256 of the PDF bytes, sha256 of
 * the expected extraction and warnings — so a refactor of the generators can prove it changed no bill:
 *
 *   bun server/test/invoices/corpus/manifest.ts > before.txt   # … refactor …   diff before.txt after.txt
 *
 * The development split is taken at 2 bills per generator, every other split at 4 per seed.
 */
import { createHash } from 'node:crypto'
import { SPLITS } from './splits.ts'

const sha256 = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex')

for (const split of SPLITS) {
  const bills = await split.bills(split.name === 'development' ? 2 : 4)
  for (const bill of bills) {
    const expected = sha256(JSON.stringify({ expected: bill.expected, expectedWarnings: bill.expectedWarnings }))
    console.log([split.name, bill.id, sha256(bill.pdf), expected].join('\t'))
  }
}
