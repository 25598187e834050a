/**
 * The seventh former held-out split's generator (corpus/seventh-heldout/, sealed until session 6), tested without the extractor: the split is
 * reproducible, its seeds are new, it covers layouts, suppliers, directions, purchase types, tariffs,
 * units and anomalies, it imports nothing from the application, and every PDF prints in its text
 * layer what the expected extraction takes from it (and nothing a sell-only or unnamed-distributor
 * bill must not show).
 */
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatDate, formatMoney, formatNumber } from './corpus/format.ts'
import { pdfText, reproducibleSplit } from './corpus/split-contract.ts'
import { SUPPLIERS, type GeneratedBill } from './corpus/index.ts'
import { SEVENTH_HELD_OUT_TRADERS, OPERATORS } from './corpus/seventh-heldout/common.ts'
import { generateSeventhHeldOutBill, generateSeventhHeldOutBills, SEVENTH_HELD_OUT_LAYOUTS, SEVENTH_HELD_OUT_SEEDS } from './corpus/seventh-heldout/index.ts'

const PER_SEED = 21
const USED_SEEDS = [
  9001, 4242, 310977, 552041, 70117, 83311, 95443, 61729, 208463, 734519, 120413, 377209, 915337, 47521, 160879, 803347, 58213, 264091,
  871153,
]
const DIR = join(import.meta.dir, 'corpus', 'seventh-heldout')
let cached: GeneratedBill[] | null = null
const split = async () => (cached ??= await generateSeventhHeldOutBills(PER_SEED))

describe('seventh former held-out split generator', () => {
  test('three new seeds of five or six digits, three layouts', () => {
    expect(SEVENTH_HELD_OUT_SEEDS).toHaveLength(3)
    expect(new Set(SEVENTH_HELD_OUT_SEEDS).size).toBe(3)
    for (const seed of SEVENTH_HELD_OUT_SEEDS) {
      expect(USED_SEEDS).not.toContain(seed)
      expect(seed).toBeGreaterThanOrEqual(10_000)
      expect(seed).toBeLessThan(1_000_000)
    }
    expect(new Set(SEVENTH_HELD_OUT_LAYOUTS).size).toBe(3)
  })

  test('every file of the split names it and says when it was written blind, and imports nothing from the application', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'))
    expect(files.length).toBeGreaterThanOrEqual(4)
    for (const file of files) {
      const source = readFileSync(join(DIR, file), 'utf8')
      expect(source.slice(0, 400)).toContain('SEVENTH FORMER HELD-OUT split (written blind 2026-11-23')
      const specifiers = [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
        (m) => m[1] ?? m[2]!,
      )
      expect(specifiers.length).toBeGreaterThan(0)
      for (const specifier of specifiers) {
        expect(specifier).not.toMatch(/(^|\/)src\//)
        // Relative imports stay inside the corpus (corpus/seventh-heldout, corpus itself or its shared kit).
        if (specifier.startsWith('.')) expect(specifier).toMatch(/^\.\.?\/(kit\/)?[^/]+$/)
      }
    }
  })

  reproducibleSplit({ seeds: SEVENTH_HELD_OUT_SEEDS, layouts: SEVENTH_HELD_OUT_LAYOUTS, generate: (seed, index) => generateSeventhHeldOutBill(seed, index) })

  test('perSeed bills for each seed, unique ids naming seed and layout; a pdfmake document only for the pdfmake layout', async () => {
    const bills = await split()
    expect(bills).toHaveLength(PER_SEED * SEVENTH_HELD_OUT_SEEDS.length)
    expect(new Set(bills.map((b) => b.id)).size).toBe(bills.length)
    for (const [position, bill] of bills.entries()) {
      const seed = SEVENTH_HELD_OUT_SEEDS[Math.floor(position / PER_SEED)]!
      const index = position % PER_SEED
      const layout = SEVENTH_HELD_OUT_LAYOUTS[index % 3]!
      expect(bill.id).toBe(`held7-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`)
      expect(bill.bill.id).toBe(bill.id)
      expect(bill.document === null).toBe(layout !== 'calc-sheet')
      const head = Buffer.from(bill.pdf.subarray(0, 5)).toString('latin1')
      const tail = Buffer.from(bill.pdf.subarray(-32)).toString('latin1')
      expect(head).toBe('%PDF-')
      expect(tail).toContain('%%EOF')
    }
    // Each seed's bills have all three layouts.
    for (const seed of SEVENTH_HELD_OUT_SEEDS)
      for (const layout of SEVENTH_HELD_OUT_LAYOUTS) expect(bills.some((b) => b.id.startsWith(`held7-${seed}-${layout}-`))).toBe(true)
  }, 120_000)

  test('covers suppliers, directions, FIX and SPOT, one and two tariffs, kWh and MWh, customer types, print styles, renamed traders and anomalies', async () => {
    const bills = (await split()).map((b) => b.bill)
    const values = <T>(pick: (b: (typeof bills)[number]) => T) => new Set(bills.map(pick))
    expect(values((b) => b.supplier)).toEqual(new Set(SUPPLIERS))
    expect(values((b) => b.direction)).toEqual(new Set(['buy', 'sell', 'both']))
    expect(values((b) => b.buyingType)).toEqual(new Set(['FIX', 'SPOT']))
    expect(values((b) => b.sellingType)).toEqual(new Set(['FIX', 'SPOT']))
    expect(values((b) => b.twoTariff)).toEqual(new Set([true, false]))
    expect(values((b) => b.energyUnit)).toEqual(new Set(['kWh', 'MWh']))
    expect(values((b) => b.customerType)).toEqual(new Set(['residential', 'business']))
    expect(values((b) => b.style.dateStyle).size).toBe(3)
    expect(values((b) => b.style.thousands).size).toBeGreaterThanOrEqual(2)
    expect(values((b) => b.distributorShown)).toEqual(new Set(['explicit', 'fault-line', 'none']))
    const generic = bills.filter((b) => b.supplier === 'generic')
    expect(generic.some((b) => SEVENTH_HELD_OUT_TRADERS.includes(b.supplierName))).toBe(true)
    expect(generic.some((b) => !SEVENTH_HELD_OUT_TRADERS.includes(b.supplierName))).toBe(true)
    expect(bills.some((b) => b.anomalies.length > 0)).toBe(true)
    for (const layout of SEVENTH_HELD_OUT_LAYOUTS) {
      const own = bills.filter((b) => b.id.includes(`-${layout}-`))
      expect(new Set(own.map((b) => b.direction))).toEqual(new Set(['buy', 'sell', 'both']))
      expect(new Set(own.map((b) => b.buyingType))).toEqual(new Set(['FIX', 'SPOT']))
      expect(new Set(own.map((b) => b.twoTariff))).toEqual(new Set([true, false]))
    }
  }, 120_000)

  test('every PDF prints what the expected extraction takes from the bill', async () => {
    const flat = (value: string) => value.replace(/\s+/g, ' ')
    for (const { bill, pdf, expected } of await split()) {
      const text = flat(await pdfText(pdf))
      const has = (value: string) => expect(text).toContain(flat(value))
      has(bill.invoiceNumber)
      has(expected.meta.ean!)
      has(bill.customerName)
      has(bill.supplierName)
      has(expected.meta.productName!)
      has(formatDate(bill.issueDate, bill.style))
      has(formatDate(bill.periodFrom, bill.style))
      has(formatDate(bill.periodTo, bill.style))
      has(bill.supplyAddress.street)
      has(`${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
      if (bill.contractEnd) has(formatDate(bill.contractEnd, bill.style))
      else expect(text).toContain('neurčitou')
      for (const item of bill.items) has(formatMoney(item.total, bill.style))
      has(formatMoney(Math.abs(bill.balance), bill.style))
      if (bill.direction !== 'buy') {
        has(bill.sellProductName)
        has(formatMoney(bill.sellTotal, bill.style))
        has(bill.productionEan!)
      }
      const operators = Object.values(OPERATORS)
      if (bill.direction === 'sell') {
        // A sell-only bill shows no distribution facts the expected extraction leaves empty.
        expect(text).not.toContain(bill.rate)
        for (const operator of operators) {
          expect(text).not.toContain(operator.name)
          expect(text).not.toContain(operator.faultLine)
        }
        continue
      }
      has(bill.productName)
      has(bill.rate)
      expect(text).toMatch(new RegExp(`${bill.breaker.phases} ?[x×] ?${bill.breaker.amps} ?A`))
      has(formatMoney(bill.buyTotalNoVat, bill.style))
      has(formatMoney(bill.vat, bill.style))
      has(formatMoney(bill.buyTotalWithVat, bill.style))
      has(formatMoney(bill.advances, bill.style))
      if (bill.yearlyEstimatePrinted !== null) has(`${formatNumber(bill.yearlyEstimatePrinted, 0, bill.style)} kWh`)
      const unit = (kwh: number) => (bill.energyUnit === 'MWh' ? formatNumber(kwh / 1000, 3, bill.style) : formatNumber(kwh, 0, bill.style))
      has(`${unit(bill.statedTotalKwh)} ${bill.energyUnit}`)
      if (bill.twoTariff) {
        has(`${unit(bill.vtKwh)} ${bill.energyUnit}`)
        has(`${unit(bill.ntKwh)} ${bill.energyUnit}`)
      }
      const operator = OPERATORS[bill.distributor]
      if (bill.distributorShown === 'explicit') has(operator.name)
      else expect(text).not.toContain(operator.name)
      if (bill.distributorShown === 'fault-line') has(operator.faultLine)
      else expect(text).not.toContain(operator.faultLine)
      if (bill.distributorShown === 'none') for (const other of operators) expect(text).not.toContain(other.name)
    }
  }, 120_000)
})
