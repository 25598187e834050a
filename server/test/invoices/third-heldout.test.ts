/**
 * The third former held-out split's generator (corpus/third-heldout/), tested without the extractor: the split is
 * reproducible, its seeds differ, it covers layouts, suppliers, directions, purchase types, tariffs
 * and units, and every PDF carries the invoice number, EAN and customer name in its text layer.
 */
import { describe, expect, test } from 'bun:test'
import { formatDate, formatMoney, formatNumber } from './corpus/format.ts'
import { fileHeads, pdfText, reproducibleSplit } from './corpus/split-contract.ts'
import { SUPPLIERS, type GeneratedBill } from './corpus/index.ts'
import { generateThirdHeldOutBill as generateHeldOutBill, generateThirdHeldOutBills as generateHeldOutBills, THIRD_HELD_OUT_LAYOUTS as HELD_OUT_LAYOUTS, THIRD_HELD_OUT_SEEDS as HELD_OUT_SEEDS } from './corpus/third-heldout/index.ts'

const PER_SEED = 21
let cached: GeneratedBill[] | null = null
const split = async () => (cached ??= await generateHeldOutBills(PER_SEED))

describe('third former held-out split generator', () => {
  test('three seeds, none of the former splits or the development seeds', () => {
    expect(HELD_OUT_SEEDS).toHaveLength(3)
    expect(new Set(HELD_OUT_SEEDS).size).toBe(3)
    for (const used of [70117, 83311, 95443, 310977, 552041, 4242, 9001]) expect(HELD_OUT_SEEDS as readonly number[]).not.toContain(used)
    expect(HELD_OUT_LAYOUTS).toHaveLength(3)
  })

  test('every file of the split says it was written blind and when it was unsealed', () => {
    const heads = fileHeads('third-heldout')
    for (const head of heads) {
      expect(head).toContain('THIRD FORMER HELD-OUT')
      expect(head).toContain('2026-11-22')
      expect(head).toContain('2026-11-23')
    }
  })

  reproducibleSplit({ seeds: HELD_OUT_SEEDS, layouts: HELD_OUT_LAYOUTS, generate: generateHeldOutBill })

  test('perSeed bills for each seed, unique ids; pdfmake documents only for the pdfmake layout', async () => {
    const bills = await split()
    expect(bills).toHaveLength(PER_SEED * HELD_OUT_SEEDS.length)
    expect(new Set(bills.map((b) => b.id)).size).toBe(bills.length)
    for (const bill of bills) expect(bill.document === null).toBe(!bill.id.includes('modern-cards'))
  }, 120_000)

  test('covers layouts, suppliers, directions, FIX and SPOT, one and two tariffs, kWh and MWh, customer types', async () => {
    const bills = (await split()).map((b) => b.bill)
    const values = <T>(pick: (b: (typeof bills)[number]) => T) => new Set(bills.map(pick))
    for (const layout of HELD_OUT_LAYOUTS) expect(bills.some((b) => b.id.includes(layout))).toBe(true)
    expect(values((b) => b.supplier)).toEqual(new Set(SUPPLIERS))
    expect(values((b) => b.direction)).toEqual(new Set(['buy', 'sell', 'both']))
    expect(values((b) => b.buyingType)).toEqual(new Set(['FIX', 'SPOT']))
    expect(values((b) => b.twoTariff)).toEqual(new Set([true, false]))
    expect(values((b) => b.energyUnit)).toEqual(new Set(['kWh', 'MWh']))
    expect(values((b) => b.customerType)).toEqual(new Set(['residential', 'business']))
    expect(values((b) => b.style.dateStyle).size).toBe(3)
    // Each layout meets every direction within the split.
    for (const layout of HELD_OUT_LAYOUTS) {
      expect(new Set(bills.filter((b) => b.id.includes(layout)).map((b) => b.direction))).toEqual(new Set(['buy', 'sell', 'both']))
    }
  }, 120_000)

  test('every PDF parses and its text carries the invoice number, the expected EAN and the customer name', async () => {
    for (const generated of await split()) {
      const text = (await pdfText(generated.pdf)).replace(/\s+/g, ' ')
      expect(text).toContain(generated.bill.invoiceNumber)
      expect(text).toContain(generated.expected.meta.ean!)
      expect(text).toContain(generated.bill.customerName)
      expect(text).toContain(generated.bill.supplierName)
    }
  }, 120_000)

  test('every PDF prints what the expected extraction takes from the bill', async () => {
    const flat = (value: string) => value.replace(/\s+/g, ' ')
    for (const { bill, pdf } of await split()) {
      const text = flat(await pdfText(pdf))
      const has = (value: string) => expect(text).toContain(flat(value))
      has(formatDate(bill.issueDate, bill.style))
      has(formatDate(bill.periodFrom, bill.style))
      has(formatDate(bill.periodTo, bill.style))
      has(bill.supplyAddress.street)
      has(`${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
      if (bill.contractEnd) has(formatDate(bill.contractEnd, bill.style))
      for (const item of bill.items) has(formatMoney(item.total, bill.style))
      has(formatMoney(Math.abs(bill.balance), bill.style))
      if (bill.direction !== 'buy') {
        has(bill.sellProductName)
        has(formatMoney(bill.sellTotal, bill.style))
        has(bill.productionEan!)
      }
      if (bill.direction === 'sell') continue
      has(bill.productName)
      has(bill.rate)
      has(`${bill.breaker.phases}x${bill.breaker.amps} A`)
      has(formatMoney(bill.buyTotalNoVat, bill.style))
      has(formatMoney(bill.buyTotalWithVat, bill.style))
      has(formatMoney(bill.advances, bill.style))
      if (bill.yearlyEstimatePrinted !== null) has(`${formatNumber(bill.yearlyEstimatePrinted, 0, bill.style)} kWh`)
      const unit = (kwh: number) => (bill.energyUnit === 'MWh' ? formatNumber(kwh / 1000, 3, bill.style) : formatNumber(kwh, 0, bill.style))
      has(`${unit(bill.statedTotalKwh)} ${bill.energyUnit}`)
      if (bill.twoTariff) has(`${unit(bill.ntKwh)} ${bill.energyUnit}`)
      if (bill.distributorShown === 'explicit') expect(text).toMatch(/ČEZ Distribuce|PREdistribuce|EG\.D/)
      if (bill.distributorShown === 'fault-line') expect(text).toContain('Poruchová linka')
    }
  }, 120_000)
})
