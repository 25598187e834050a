/**
 * Invoice extraction benchmark, splits reported side by side:
 * - development: the generated corpus the rules are written against (a seed the tests do not use);
 * - former held-out: the first sealed split (corpus/former-heldout.ts), unsealed once the rules stopped moving it
 *   (its per-field failures are printed: it is development material now);
 * - second former held-out: the second sealed split (corpus/second-heldout/), unsealed the same way;
 * - third former held-out: the third sealed split (corpus/third-heldout/), unsealed the same way;
 * - blind development: layouts written blind (corpus/fifth-split/), development material from the start;
 * - fourth former held-out: the fourth sealed split (corpus/fourth-heldout/), unsealed like the others.
 * - sixth former held-out: the split sealed in session 4 (corpus/sixth-heldout/), unsealed in session 5 like the others.
 * - seventh former held-out: the split sealed in session 5 (corpus/seventh-heldout/), unsealed in session 6.
 * - eighth former held-out: the split sealed in session 6 (corpus/eighth-heldout/), unsealed in session 7.
 * - ninth former held-out: the split sealed in session 7 (corpus/ninth-heldout/), unsealed in session 8.
 * - tenth former held-out: the split sealed in session 8 (corpus/tenth-heldout/), unsealed in session 9.
 * - eleventh former held-out: the split sealed in session 9 (corpus/eleventh-heldout/), unsealed in session 10.
 * - twelfth former held-out: the split sealed in session 10 (corpus/twelfth-heldout/), unsealed in session 11.
 * - thirteenth split: layouts written blind in session 11 (corpus/thirteenth-split/), development material from the start.
 * - fourteenth former held-out: the split sealed in session 11 (corpus/fourteenth-heldout/), unsealed in session 12.
 * - fifteenth split: layouts written blind in session 12 (corpus/fifteenth-split/), development material from the start.
 * - sixteenth former held-out: the split sealed in session 12 (corpus/sixteenth-heldout/), unsealed in session 13.
 * - seventeenth split: layouts written blind in session 13 (corpus/seventeenth-split/), development material from the start.
 * - eighteenth former held-out: the split sealed in session 13 (corpus/eighteenth-heldout/), unsealed in session 14.
 * - nineteenth split: layouts written blind in session 14 (corpus/nineteenth-split/), development material from the start.
 * - twentieth former held-out: the split sealed in session 14 (corpus/twentieth-heldout/), unsealed in session 15.
 * - twenty-first split: layouts written blind in session 15 (corpus/twenty-first-split/), development material from the start.
 * - twenty-second former held-out: the split sealed in session 15 (corpus/heldout/), unsealed in session 16.
 * - held-out: the sealed split (corpus/twenty-third-heldout/), written blind in session 16; only its aggregate lines are printed.
 * Per split: fields right, wrong non-null values (a value shown as data that is false; the distributor key's source
 * "unknown", given with a null key, is the schema's stand-in for null and shows nothing), bills whose
 * warnings are exactly the planted ones, and milliseconds per bill end to end through the service
 * (worker pool, gate, extraction) and in-process (pdf.js text + extraction).
 * Goals (held-out): ≥ 99 % fields right, ≤ 0.3 % wrong non-null values, ≤ 30 ms median per bill through the service.
 * The splits are listed in corpus/splits.ts.
 *   bun run bench:invoices [perSupplier=20] [heldOutPerSeed=60] [--only "name,name"]
 */
import { buildLines } from '../server/src/modules/invoices/pdf/layout.ts'
import { extractInvoice } from '../server/src/modules/invoices/extraction/extract.ts'
import { readPdfText } from '../server/src/modules/invoices/pdf/read.ts'
import { invoiceService } from '../server/src/modules/invoices/service.ts'
import { HttpProblem } from '../server/src/http/problem.ts'
import { compareInvoice, shownAsData } from '../server/test/invoices/corpus/compare.ts'
import { SPLITS } from '../server/test/invoices/corpus/splits.ts'

const args = process.argv.slice(2)
/** `--only a,b` runs the named splits alone (names as printed, e.g. `--only "held-out,development"`). */
const onlyAt = args.indexOf('--only')
const only = onlyAt >= 0 ? new Set(args.splice(onlyAt, 2)[1]!.split(',').map((name) => name.trim())) : null
const perSupplier = Number(args[0] ?? 20)
const heldOutPerSeed = Number(args[1] ?? 60)
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(2)} %`

const chosen = SPLITS.filter((split) => !only || only.has(split.name))
if (only && chosen.length !== only.size) throw new Error(`unknown split in --only; the splits: ${SPLITS.map((split) => split.name).join(', ')}`)
console.log(`generating ${chosen.length} splits (development: ${perSupplier} per generator; the others: ${heldOutPerSeed} per seed) …`)
const splits = []
for (const split of chosen) splits.push([split, await split.bills(split.name === 'development' ? perSupplier : heldOutPerSeed)] as const)
const service = invoiceService({ maxBytes: 15 * 1024 * 1024, ocr: { available: false, reason: 'text-layer benchmark' } })

// Warm-up: pdf.js loads in the workers and in this process.
for (const bill of splits[0]![1].slice(0, 4)) {
  await service.extract('warm.pdf', bill.pdf)
  await readPdfText(bill.pdf, 30)
}

for (const [{ name, sealed }, bills] of splits) {
  let fields = 0
  let wrong = 0
  let wrongNonNull = 0
  let warningsExact = 0
  let refused = 0
  const wrongByField = new Map<string, number>()
  const serviceMs: number[] = []
  const inProcessMs: number[] = []
  // Milliseconds per line pass and stage of the in-process extraction, summed over the split's bills.
  const timings: Record<string, number> = {}
  for (const bill of bills) {
    let start = performance.now()
    // A bill the gate refuses (422) reads as nothing: every field empty, counted against the split.
    const result = await service.extract(`${bill.id}.pdf`, bill.pdf).catch((error: unknown) => {
      if (!(error instanceof HttpProblem)) throw error
      refused++
      return { invoice: extractInvoice([]).invoice, warnings: [] }
    })
    serviceMs.push(performance.now() - start)

    start = performance.now()
    const read = await readPdfText(bill.pdf, 30)
    if (read.ok) extractInvoice(buildLines(read.items), { timings })
    inProcessMs.push(performance.now() - start)

    const { fields: compared, differences } = compareInvoice(bill.expected, result.invoice)
    fields += compared
    wrong += differences.length
    wrongNonNull += differences.filter(shownAsData).length
    // Per-field failures are printed for every split but the sealed held-out one.
    if (!sealed) for (const difference of differences) wrongByField.set(difference.field, (wrongByField.get(difference.field) ?? 0) + 1)
    if (JSON.stringify([...new Set(result.warnings.map((w) => w.field))].sort()) === JSON.stringify(bill.expectedWarnings)) warningsExact++
  }
  console.log(`\n== ${name} split: ${bills.length} bills`)
  console.log(`fields right:           ${pct(fields - wrong, fields)} (${fields - wrong} / ${fields})   goal ≥ 99 %`)
  console.log(`wrong non-null values:  ${pct(wrongNonNull, fields)} (${wrongNonNull} / ${fields})   goal ≤ 0.3 %`)
  console.log(`warnings as planted:    ${warningsExact} / ${bills.length} bills`)
  console.log(`refused by the gate:    ${refused} / ${bills.length} bills (read as all fields empty)`)
  console.log(`ms per bill, service (worker + gate + extraction): median ${median(serviceMs).toFixed(1)}, p95 ${p95(serviceMs).toFixed(1)}   goal ≤ 30 ms`)
  console.log(`ms per bill, in-process (pdf.js text + extraction): median ${median(inProcessMs).toFixed(1)}, p95 ${p95(inProcessMs).toFixed(1)}`)
  console.log(`ms per bill by stage (in-process): ${Object.entries(timings).sort((a, b) => b[1] - a[1]).map(([stage, ms]) => `${stage} ${(ms / bills.length).toFixed(2)}`).join(', ')}`)
  if (wrongByField.size) console.log('wrong fields:', Object.fromEntries([...wrongByField].sort((a, b) => b[1] - a[1])))
}
service.close()
