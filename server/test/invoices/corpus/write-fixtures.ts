/**
 * Writes the committed sample corpus (server/test/fixtures/invoices): a few generated bills per
 * supplier with their expected extraction, a scanned bill, and the uploads the gate refuses.
 * Run: bun run server/test/invoices/corpus/write-fixtures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { FIXTURE_SEED, FIXTURE_BILLS } from './fixtures.ts'
import { generateBill } from './index.ts'
import { rejectedUploads, scannedBill } from './others.ts'

const out = join(import.meta.dir, '../../fixtures/invoices')
mkdirSync(out, { recursive: true })
for (const [supplier, index] of FIXTURE_BILLS) {
  const bill = await generateBill(FIXTURE_SEED, supplier, index)
  writeFileSync(join(out, `${bill.id}.pdf`), bill.pdf)
  writeFileSync(join(out, `${bill.id}.expected.json`), JSON.stringify({ invoice: bill.expected, warningFields: bill.expectedWarnings }, null, 2) + '\n')
  if (bill.id === 'cez-001') {
    writeFileSync(join(out, 'scanned-cez-001.pdf'), await scannedBill(bill.pdf, 2))
    for (const rejected of await rejectedUploads(bill.document)) {
      writeFileSync(join(out, `reject-${rejected.id}.${rejected.id === 'not-a-pdf' ? 'txt' : 'pdf'}`), rejected.bytes)
    }
  }
}
console.log(`fixtures written to ${out}`)
