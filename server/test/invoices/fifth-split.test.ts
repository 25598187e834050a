/**
 * The fifth split's generator (corpus/fifth-split/, BLIND DEVELOPMENT material), tested without the
 * extractor: the split is reproducible, its seeds differ, it covers layouts, suppliers, directions,
 * purchase types, tariffs, units and customer types, the business-monthly breakdown adds up, and
 * every PDF's text layer prints what the expected extraction takes from the bill.
 */
import { describe, expect, test } from 'bun:test'
import { inflateSync } from 'node:zlib'
import { formatDate, formatMoney, formatNumber } from './corpus/format.ts'
import { fileHeads, pdfText, reproducibleSplit } from './corpus/split-contract.ts'
import { SUPPLIERS, type GeneratedBill } from './corpus/index.ts'
import { drawBill } from './corpus/fifth-split/common.ts'
import { FIFTH_SPLIT_LAYOUTS, FIFTH_SPLIT_SEEDS, generateFifthSplitBill, generateFifthSplitBills } from './corpus/fifth-split/index.ts'
import { monthlyBreakdown, monthSlices } from './corpus/fifth-split/monthly-split.ts'

const PER_SEED = 21
const FORMER_SEEDS = [70117, 83311, 95443, 310977, 552041, 4242, 9001, 61729, 208463, 734519, 47521, 160879, 803347]
let cached: GeneratedBill[] | null = null
const split = async () => (cached ??= await generateFifthSplitBills(PER_SEED))

/** The page content streams of a PDF written by pdf-lib (Flate-compressed). */
function contentStreams(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1')
  const streams: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'))
    } catch {
      // Not a Flate stream (an image, a font program in another filter): no text operations.
    }
  }
  return streams
}

/** Glyph-run bills draw no spaces (a gap is only an advance): their values are compared without whitespace. */
const normalize = (id: string) => (value: string) => (id.includes('glyph-run') ? value.replace(/\s+/g, '') : value.replace(/\s+/g, ' '))

describe('fifth split generator (blind development)', () => {
  test('three new seeds and three layouts', () => {
    expect(FIFTH_SPLIT_SEEDS).toHaveLength(3)
    expect(new Set(FIFTH_SPLIT_SEEDS).size).toBe(3)
    for (const used of FORMER_SEEDS) expect(FIFTH_SPLIT_SEEDS as readonly number[]).not.toContain(used)
    expect(FIFTH_SPLIT_LAYOUTS).toEqual(['glyph-run', 'business-monthly', 'bilingual'])
  })

  test('every file of the split says it was written blind and when', () => {
    const heads = fileHeads('fifth-split')
    for (const head of heads) {
      expect(head).toContain('BLIND DEVELOPMENT')
      expect(head).toContain('2026-11-23')
    }
  })

  reproducibleSplit({ seeds: FIFTH_SPLIT_SEEDS, layouts: FIFTH_SPLIT_LAYOUTS, generate: generateFifthSplitBill })

  test('perSeed bills for each seed, unique ids named after the seed and layout, no pdfmake documents kept', async () => {
    const bills = await split()
    expect(bills).toHaveLength(PER_SEED * FIFTH_SPLIT_SEEDS.length)
    expect(new Set(bills.map((b) => b.id)).size).toBe(bills.length)
    for (const bill of bills) {
      expect(bill.id).toMatch(/^fifth-\d+-(glyph-run|business-monthly|bilingual)-\d{3}$/)
      expect(bill.document).toBeNull()
    }
  }, 120_000)

  test('covers layouts, suppliers, directions, FIX and SPOT, one and two tariffs, kWh and MWh, customer types', async () => {
    const bills = (await split()).map((b) => b.bill)
    const values = <T>(pick: (b: (typeof bills)[number]) => T) => new Set(bills.map(pick))
    expect(values((b) => b.supplier)).toEqual(new Set(SUPPLIERS))
    expect(values((b) => b.direction)).toEqual(new Set(['buy', 'sell', 'both']))
    expect(values((b) => b.buyingType)).toEqual(new Set(['FIX', 'SPOT']))
    expect(values((b) => b.twoTariff)).toEqual(new Set([true, false]))
    expect(values((b) => b.energyUnit)).toEqual(new Set(['kWh', 'MWh']))
    expect(values((b) => b.customerType)).toEqual(new Set(['residential', 'business']))
    expect(values((b) => b.style.dateStyle).size).toBe(3)
    // Invented small traders besides the model's generic names.
    expect(
      bills.some(
        (b) =>
          b.supplier === 'generic' &&
          ['Zelený proud', 'Energie Pod Sněžkou', 'VoltDomov', 'Elektra Vltava'].some((n) => b.supplierName.startsWith(n)),
      ),
    ).toBe(true)
    for (const layout of FIFTH_SPLIT_LAYOUTS) {
      const own = bills.filter((b) => b.id.includes(layout))
      expect(own.length).toBeGreaterThan(0)
      expect(new Set(own.map((b) => b.direction))).toEqual(new Set(['buy', 'sell', 'both']))
    }
    // The business-monthly layout is a business bill.
    for (const b of bills.filter((b) => b.id.includes('business-monthly'))) expect(b.customerType).toBe('business')
  }, 120_000)

  test('the monthly breakdown adds up to every item it splits, and splits some of them', () => {
    let split = 0
    for (const seed of FIFTH_SPLIT_SEEDS) {
      for (let index = 1; index < 60; index += 3) {
        const bill = drawBill(seed, 'business-monthly', 1, index)
        for (const [item, months] of monthlyBreakdown(bill, seed + index)) {
          if (!months) continue
          split++
          expect(months.map((m) => m.from)).toEqual(monthSlices(item.from, item.to).map((s) => s.from))
          expect(Math.round(months.reduce((acc, m) => acc + m.quantity, 0) * 1000)).toBe(Math.round(item.quantity * 1000))
          expect(Math.round(months.reduce((acc, m) => acc + m.total, 0) * 100)).toBe(Math.round(item.total * 100))
        }
      }
    }
    expect(split).toBeGreaterThan(40)
  })

  test('glyph-run bills draw every text operation with one to three glyphs', async () => {
    for (const { id, pdf } of (await split()).filter((b) => b.id.includes('glyph-run'))) {
      const runs = contentStreams(pdf).flatMap((stream) => [...stream.matchAll(/<([0-9A-F]*)> Tj/g)].map((m) => m[1]!.length / 4))
      expect(runs.length, id).toBeGreaterThan(300)
      expect(Math.max(...runs), id).toBeLessThanOrEqual(3)
    }
  }, 120_000)

  test('bilingual bills gloss their labels in English; business-monthly bills add the advance calendar and the VAT recap', async () => {
    for (const { id, bill, pdf } of await split()) {
      const text = (await pdfText(pdf)).replace(/\s+/g, ' ')
      if (id.includes('bilingual'))
        for (const gloss of ['Invoice No.', 'Billing period', 'Supply point', 'Amount excl. VAT']) expect(text).toContain(gloss)
      if (id.includes('business-monthly') && bill.direction !== 'sell') {
        expect(text).toContain('Zálohový kalendář')
        expect(text).toContain('Rekapitulace DPH')
      }
    }
  }, 120_000)

  test('every PDF parses and its text carries the invoice number, the expected EAN, the customer and the supplier', async () => {
    for (const generated of await split()) {
      const flat = normalize(generated.id)
      const text = flat(await pdfText(generated.pdf))
      for (const value of [
        generated.bill.invoiceNumber,
        generated.expected.meta.ean!,
        generated.bill.customerName,
        generated.bill.supplierName,
      ]) {
        expect(text).toContain(flat(value))
      }
    }
  }, 120_000)

  test('every PDF prints what the expected extraction takes from the bill', async () => {
    for (const { id, bill, pdf } of await split()) {
      const flat = normalize(id)
      const text = flat(await pdfText(pdf))
      const has = (value: string) => expect(text).toContain(flat(value))
      const money = (value: number) => formatMoney(value, bill.style)
      has(formatDate(bill.issueDate, bill.style))
      has(formatDate(bill.periodFrom, bill.style))
      has(formatDate(bill.periodTo, bill.style))
      has(bill.variableSymbol)
      has(bill.supplyAddress.street)
      has(`${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
      if (bill.contractEnd) has(formatDate(bill.contractEnd, bill.style))
      for (const item of bill.items) has(money(item.total))
      has(money(Math.abs(bill.balance)))
      if (bill.direction !== 'buy') {
        has(bill.sellProductName)
        has(money(bill.sellTotal))
        has(bill.productionEan!)
      }
      if (bill.direction === 'sell') continue
      has(bill.productName)
      has(bill.rate)
      has(`${bill.breaker.phases}x${bill.breaker.amps} A`)
      has(money(bill.buyTotalNoVat))
      has(money(bill.vat))
      has(money(bill.buyTotalWithVat))
      has(money(bill.advances))
      if (bill.yearlyEstimatePrinted !== null) has(`${formatNumber(bill.yearlyEstimatePrinted, 0, bill.style)} kWh`)
      const unit = (kwh: number) => (bill.energyUnit === 'MWh' ? formatNumber(kwh / 1000, 3, bill.style) : formatNumber(kwh, 0, bill.style))
      has(`${unit(bill.statedTotalKwh)} ${bill.energyUnit}`)
      if (bill.twoTariff) has(`${unit(bill.ntKwh)} ${bill.energyUnit}`)
      // Unit prices as printed: per MWh, or per kWh with five decimals.
      for (const item of bill.items.filter((i) => i.unit === 'kWh')) {
        has(bill.energyUnit === 'MWh' ? formatNumber(item.price, 2, bill.style) : formatNumber(item.price / 1000, 5, bill.style))
      }
      // The distributor as the bill says: by name, by its fault line only, or not at all.
      const names = /ČEZ ?Distribuce|PREdistribuce|EG\.D/
      if (bill.distributorShown === 'explicit') expect(text).toMatch(names)
      else expect(text).not.toMatch(names)
      if (bill.distributorShown === 'fault-line') expect(text).toMatch(/Poruchová ?linka/)
      else expect(text).not.toMatch(/Poruchová ?linka/)
    }
  }, 120_000)
})
