/**
 * The invoice extractor's whole output on every generated split, saved and compared: a refactor of
 * `server/src/modules/invoices/` is safe when `compare` shows no bill changed.
 *
 *   bun scripts/invoice-snapshot.ts write /tmp/before.jsonl     # on the unchanged code
 *   bun scripts/invoice-snapshot.ts compare /tmp/before.jsonl   # after each step: the bills whose output changed
 *
 * Development runs at 6 bills per generator, every other split at 12 per seed. Generating and reading the PDFs is
 * the slow part and does not depend on the extractor, so each split's text items are cached under /tmp (keyed by
 * split and bill id) and reruns take seconds. A sealed split's output is stored as a hash only and `compare` prints
 * only how many of its bills changed: nobody may look at its values.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractInvoice } from '../server/src/modules/invoices/extraction/extract.ts'
import { buildLines, type TextItem } from '../server/src/modules/invoices/pdf/layout.ts'
import { readPdfText } from '../server/src/modules/invoices/pdf/read.ts'
import { SPLITS, type Split } from '../server/test/invoices/corpus/splits.ts'

const DEVELOPMENT_PER_GENERATOR = 6
const PER_SEED = 12
const CACHE = '/tmp/invoice-snapshot-cache'

interface CachedBill {
  id: string
  /** The PDF's text items, null when pdf.js could not read it. */
  items: TextItem[] | null
}

interface SnapshotLine {
  split: string
  /** The bill's id, numbered by its place in the split (ids may repeat across a split's seeds). */
  key: string
  /** The extraction's invoice and warnings, or (sealed split) only their hash. */
  output?: unknown
  hash: string
}

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')

async function textItems(split: Split): Promise<CachedBill[]> {
  const perSeed = split.name === 'development' ? DEVELOPMENT_PER_GENERATOR : PER_SEED
  const file = join(CACHE, `${slug(split.name)}-${perSeed}.json`)
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as CachedBill[]
  const bills: CachedBill[] = []
  for (const bill of await split.bills(perSeed)) {
    const read = await readPdfText(bill.pdf, 30)
    bills.push({ id: bill.id, items: read.ok ? read.items : null })
  }
  mkdirSync(CACHE, { recursive: true })
  writeFileSync(file, JSON.stringify(bills))
  return bills
}

async function snapshot(): Promise<SnapshotLine[]> {
  const lines: SnapshotLine[] = []
  for (const split of SPLITS) {
    const bills = await textItems(split)
    bills.forEach((bill, index) => {
      const output = bill.items ? extractInvoice(buildLines(bill.items)) : null
      const json = JSON.stringify(output)
      const hash = createHash('sha256').update(json).digest('hex')
      const key = `${String(index).padStart(4, '0')} ${bill.id}`
      lines.push(split.sealed ? { split: split.name, key, hash } : { split: split.name, key, output, hash })
    })
  }
  return lines
}

/** Every leaf that differs, as "path: before → after". */
function differences(before: unknown, after: unknown, path = ''): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return []
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
  if (!isObject(before) || !isObject(after)) return [`${path || '(all)'}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`]
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].flatMap((key) => differences(before[key], after[key], path ? `${path}.${key}` : key))
}

function compare(saved: SnapshotLine[], now: SnapshotLine[]): number {
  const savedByKey = new Map(saved.map((line) => [`${line.split}\u0000${line.key}`, line]))
  const sealedChanged = new Map<string, number>()
  let changed = 0
  for (const line of now) {
    const before = savedByKey.get(`${line.split}\u0000${line.key}`)
    savedByKey.delete(`${line.split}\u0000${line.key}`)
    if (before?.hash === line.hash) continue
    changed++
    if (!('output' in line)) {
      sealedChanged.set(line.split, (sealedChanged.get(line.split) ?? 0) + 1)
      continue
    }
    console.log(`\n${line.split} / ${line.key}${before ? '' : ' (new bill)'}`)
    for (const difference of differences(before?.output, line.output)) console.log(`  ${difference}`)
  }
  for (const [split, count] of sealedChanged) console.log(`\n${split} (sealed): ${count} bills changed`)
  for (const missing of savedByKey.values()) {
    changed++
    console.log(`\n${missing.split}${missing.output === undefined ? ' (sealed)' : ` / ${missing.key}`}: bill missing now`)
  }
  console.log(`\n${now.length} bills, ${changed} changed`)
  return changed
}

const [command, file] = process.argv.slice(2)
if ((command !== 'write' && command !== 'compare') || !file) {
  console.error('usage: bun scripts/invoice-snapshot.ts write|compare <file>')
  process.exit(2)
}
const started = performance.now()
const now = await snapshot()
if (command === 'write') {
  writeFileSync(file, `${now.map((line) => JSON.stringify(line)).join('\n')}\n`)
  console.log(`${now.length} bills written to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} else {
  const saved = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as SnapshotLine)
  const changed = compare(saved, now)
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`)
  process.exit(changed ? 1 : 0)
}
