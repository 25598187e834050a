/**
 * The sixth former held-out split's generator (corpus/sixth-heldout/, written 2026-11-23), tested without the
 * extractor: the split is reproducible, its seeds differ, it covers layouts, suppliers, directions,
 * purchase types, tariffs, units and customer types, every file names the split, and every PDF's
 * text layer prints the values the expected extraction takes from the bill.
 */
import { describe, expect, test } from 'bun:test'
import { formatDate, formatMoney, formatNumber } from './corpus/format.ts'
import { SMALL_TRADERS } from './corpus/sixth-heldout/common.ts'
import { generateSixthHeldOutBill, generateSixthHeldOutBills, SIXTH_HELD_OUT_LAYOUTS, SIXTH_HELD_OUT_SEEDS } from './corpus/sixth-heldout/index.ts'
import { SUPPLIERS, type GeneratedBill } from './corpus/index.ts'
import { fileHeads, pdfText, reproducibleSplit } from './corpus/split-contract.ts'

const PER_SEED = 21
const USED_SEEDS = [70117, 83311, 95443, 310977, 552041, 4242, 9001, 61729, 208463, 734519, 47521, 160879, 803347, 120413, 377209, 915337]
let cached: GeneratedBill[] | null = null
const split = async () => (cached ??= await generateSixthHeldOutBills(PER_SEED))

describe('sixth former held-out split generator', () => {
  test('three new seeds and three layouts', () => {
    expect(SIXTH_HELD_OUT_SEEDS).toHaveLength(3)
    expect(new Set(SIXTH_HELD_OUT_SEEDS).size).toBe(3)
    for (const used of USED_SEEDS) expect(SIXTH_HELD_OUT_SEEDS as readonly number[]).not.toContain(used)
    expect(SIXTH_HELD_OUT_LAYOUTS).toEqual(['prose-letter', 'ledger', 'payment-slip'])
  })

  test('every file of the split names it and says when it was written', () => {
    const heads = fileHeads('sixth-heldout')
    expect(heads.length).toBeGreaterThanOrEqual(5)
    for (const head of heads) {
      expect(head).toContain('SIXTH FORMER HELD-OUT')
      expect(head).toContain('2026-11-23')
    }
  })

  reproducibleSplit({ seeds: SIXTH_HELD_OUT_SEEDS, layouts: SIXTH_HELD_OUT_LAYOUTS, generate: generateSixthHeldOutBill })

  test('perSeed bills for each seed, unique ids in the held-out pattern; pdfmake documents only for the ledger', async () => {
    const bills = await split()
    expect(bills).toHaveLength(PER_SEED * SIXTH_HELD_OUT_SEEDS.length)
    expect(new Set(bills.map((b) => b.id)).size).toBe(bills.length)
    for (const bill of bills) {
      expect(bill.id).toMatch(/^held-out-\d+-(prose-letter|ledger|payment-slip)-\d{3}$/)
      expect(bill.document === null).toBe(!bill.id.includes('-ledger-'))
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
    expect(values((b) => b.balance > 0)).toEqual(new Set([true, false]))
    // The generic supplier is sometimes one of the split's own small traders.
    expect(bills.some((b) => b.supplier === 'generic' && SMALL_TRADERS.includes(b.supplierName))).toBe(true)
    for (const layout of SIXTH_HELD_OUT_LAYOUTS) {
      const own = bills.filter((b) => b.id.includes(`-${layout}-`))
      expect(new Set(own.map((b) => b.direction))).toEqual(new Set(['buy', 'sell', 'both']))
      expect(new Set(own.map((b) => b.energyUnit))).toEqual(new Set(['kWh', 'MWh']))
    }
  }, 120_000)

  test('every PDF prints what the expected extraction takes from the bill', async () => {
    const flat = (value: string) => value.replace(/\s+/g, ' ')
    for (const { bill, pdf, expected } of await split()) {
      const text = flat(await pdfText(pdf))
      const has = (value: string) => expect(text).toContain(flat(value))
      const money = (value: number) => formatMoney(value, bill.style)
      has(bill.invoiceNumber)
      has(bill.variableSymbol)
      has(expected.meta.ean!)
      has(bill.customerName)
      has(bill.supplierName)
      has(formatDate(bill.issueDate, bill.style))
      has(formatDate(bill.dueDate, bill.style))
      has(formatDate(bill.periodFrom, bill.style))
      has(formatDate(bill.periodTo, bill.style))
      has(bill.supplyAddress.street)
      has(`${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
      if (bill.contractEnd) has(formatDate(bill.contractEnd, bill.style))
      // The ledger prints a negative item as a debit of its absolute amount; the others keep the sign.
      for (const item of bill.items) has(formatNumber(Math.abs(item.total), 2, bill.style))
      has(money(Math.abs(bill.balance)))
      const unit = (kwh: number) => (bill.energyUnit === 'MWh' ? formatNumber(kwh / 1000, 3, bill.style) : formatNumber(kwh, 0, bill.style))
      if (bill.direction !== 'buy') {
        has(bill.sellProductName)
        has(money(bill.sellTotal))
        has(bill.productionEan!)
        has(`${unit(bill.soldKwh)} ${bill.energyUnit}`)
      }
      if (bill.direction === 'sell') {
        expect(text).not.toContain(bill.ean)
        continue
      }
      has(bill.ean)
      has(bill.productName)
      has(bill.rate)
      has(`${bill.breaker.phases}x${bill.breaker.amps} A`)
      has(money(bill.buyTotalNoVat))
      has(money(bill.vat))
      has(money(bill.buyTotalWithVat))
      has(money(bill.advances))
      if (bill.yearlyEstimatePrinted !== null) has(`${formatNumber(bill.yearlyEstimatePrinted, 0, bill.style)} kWh`)
      has(`${unit(bill.statedTotalKwh)} ${bill.energyUnit}`)
      if (bill.twoTariff) {
        has(`${unit(bill.vtKwh)} ${bill.energyUnit}`)
        has(`${unit(bill.ntKwh)} ${bill.energyUnit}`)
      }
      for (const item of bill.items) {
        const price =
          item.unit === 'month' || bill.energyUnit === 'MWh'
            ? formatNumber(item.price, 2, bill.style)
            : formatNumber(item.price / 1000, 5, bill.style)
        has(price)
      }
      if (bill.distributorShown === 'explicit') expect(text).toMatch(/ČEZ Distribuce|PREdistribuce|EG\.D/)
      if (bill.distributorShown === 'fault-line') expect(text).toMatch(/Poruchová linka[^\d]*(800 850 860|800 225 577|224 915 151)/)
      if (bill.distributorShown === 'none') expect(text).not.toMatch(/ČEZ Distribuce|PREdistribuce|EG\.D|Poruchová linka/)
    }
  }, 120_000)

  test('the payment slip carries a QR Platba string with the amount and variable symbol of an underpayment', async () => {
    for (const { bill, pdf } of (await split()).filter((b) => b.id.includes('-payment-slip-') && b.bill.balance > 0)) {
      const text = (await pdfText(pdf)).replace(/\s+/g, '')
      expect(text).toContain(`AM:${bill.balance.toFixed(2)}*CC:CZK`)
      expect(text).toContain(`X-VS:${bill.variableSymbol}`)
    }
  }, 120_000)
})
