/**
 * Invoice extraction benchmark: field-level accuracy over a generated corpus (a seed the tests do
 * not use) and milliseconds per bill on the text layer, end to end through the service (worker
 * pool, gate, extraction) and in-process (pdf.js text + extraction). Goals: ≥ 98 % fields right,
 * ≤ 50 ms per bill.
 *   bun run bench:invoices [perSupplier=20] [seed=9001]
 */
import { buildLines } from '../server/src/modules/invoices/layout.ts'
import { extractInvoice } from '../server/src/modules/invoices/extract.ts'
import { readPdfText } from '../server/src/modules/invoices/pdf-read.ts'
import { invoiceService } from '../server/src/modules/invoices/service.ts'
import { compareInvoice } from '../server/test/invoices/corpus/compare.ts'
import { generateBills } from '../server/test/invoices/corpus/index.ts'

const perSupplier = Number(process.argv[2] ?? 20)
const seed = Number(process.argv[3] ?? 9001)
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!

console.log(`generating ${perSupplier} bills per supplier (seed ${seed}) …`)
const bills = await generateBills(seed, perSupplier)
const service = invoiceService({ maxBytes: 15 * 1024 * 1024, ocr: { available: false, reason: 'text-layer benchmark' } })

// Warm-up: pdf.js loads in the workers and in this process.
for (const bill of bills.slice(0, 4)) {
  await service.extract('warm.pdf', bill.pdf)
  await readPdfText(bill.pdf, 30)
}

let fields = 0
let wrong = 0
let warningsExact = 0
const wrongByField = new Map<string, number>()
const serviceMs: number[] = []
const inProcessMs: number[] = []
for (const bill of bills) {
  let start = performance.now()
  const result = await service.extract(`${bill.id}.pdf`, bill.pdf)
  serviceMs.push(performance.now() - start)

  start = performance.now()
  const read = await readPdfText(bill.pdf, 30)
  if (read.ok) extractInvoice(buildLines(read.items))
  inProcessMs.push(performance.now() - start)

  const { fields: compared, differences } = compareInvoice(bill.expected, result.invoice)
  fields += compared
  wrong += differences.length
  for (const difference of differences) wrongByField.set(difference.field, (wrongByField.get(difference.field) ?? 0) + 1)
  if (JSON.stringify([...new Set(result.warnings.map((w) => w.field))].sort()) === JSON.stringify(bill.expectedWarnings)) warningsExact++
}
service.close()

const accuracy = ((fields - wrong) / fields) * 100
console.log(`bills: ${bills.length} (${perSupplier} × 7 supplier rules incl. generic)`)
console.log(`field accuracy: ${accuracy.toFixed(2)} % (${fields - wrong} / ${fields} fields right)   goal ≥ 98 %`)
console.log(`warnings exactly as planted: ${warningsExact} / ${bills.length} bills`)
console.log(`ms per bill, service (worker + gate + extraction): median ${median(serviceMs).toFixed(1)}, p95 ${p95(serviceMs).toFixed(1)}   goal ≤ 50 ms`)
console.log(`ms per bill, in-process (pdf.js text + extraction): median ${median(inProcessMs).toFixed(1)}, p95 ${p95(inProcessMs).toFixed(1)}`)
if (wrongByField.size) console.log('wrong fields:', Object.fromEntries([...wrongByField].sort((a, b) => b[1] - a[1])))
