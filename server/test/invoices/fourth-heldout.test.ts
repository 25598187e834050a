/**
 * The fourth former held-out split's generator (corpus/fourth-heldout/), tested without the extractor: the split
 * is reproducible, its seeds are new, it covers layouts, suppliers, directions, purchase types,
 * tariffs, units and customer types, and every PDF prints, in the formats its layout uses, every
 * value the expected extraction takes from the bill.
 */
import { describe, expect, test } from 'bun:test'
import { extractText, getDocumentProxy } from 'unpdf'
import type { Bill, LineItem } from './corpus/bill.ts'
import { formatDate, formatMoney, formatNumber } from './corpus/format.ts'
import { energy, FAULT_LINES, unitPrice } from './corpus/fourth-heldout/common.ts'
import { generateFourthHeldOutBill as generateHeldOutBill, generateFourthHeldOutBills as generateHeldOutBills, FOURTH_HELD_OUT_LAYOUTS as HELD_OUT_LAYOUTS, FOURTH_HELD_OUT_SEEDS as HELD_OUT_SEEDS } from './corpus/fourth-heldout/index.ts'
import { landscapeMoney, landscapeMoneyVariant } from './corpus/fourth-heldout/landscape-statement.ts'
import { fileHeads, reproducibleSplit } from './corpus/split-contract.ts'
import { SUPPLIERS, type GeneratedBill } from './corpus/index.ts'

const PER_SEED = 21
let cached: GeneratedBill[] | null = null
const split = async () => (cached ??= await generateHeldOutBills(PER_SEED))

interface Printed {
  pages: string[]
  text: string
  landscape: boolean
}

const flat = (value: string) => value.replace(/\s+/g, ' ')

async function read(pdf: Uint8Array): Promise<Printed> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { text } = await extractText(document, { mergePages: false })
  const [, , width, height] = (await document.getPage(1)).view
  return { pages: text.map(flat), text: flat(text.join(' ')), landscape: width! > height! }
}

const layoutOf = (id: string) => HELD_OUT_LAYOUTS.find((layout) => id.includes(`-${layout}-`))!

/** How each layout prints money: totals with the currency, item amounts with it only on landscape bills. */
function formats(layout: string, bill: Bill) {
  const landscape = layout === 'landscape-statement'
  const dotted = landscape && landscapeMoneyVariant(bill) === 'dots'
  const priced: Bill = dotted ? { ...bill, style: { ...bill.style, thousands: '.' } } : bill
  return {
    total: (value: number) => (landscape ? landscapeMoney(bill, value) : formatMoney(value, bill.style)),
    item: (value: number) => (landscape ? landscapeMoney(bill, value) : formatNumber(value, 2, bill.style)),
    // Energy unit prices: per kWh with five decimals on kWh bills of the two non-landscape layouts.
    price: (item: LineItem) => unitPrice(priced, item, !landscape && bill.energyUnit === 'kWh'),
  }
}

describe('sealed held-out split generator', () => {
  test('three new seeds, none of the former splits or the development seeds; three layouts', () => {
    expect(HELD_OUT_SEEDS).toHaveLength(3)
    expect(new Set(HELD_OUT_SEEDS).size).toBe(3)
    for (const used of [70117, 83311, 95443, 310977, 552041, 4242, 9001, 61729, 208463, 734519])
      expect(HELD_OUT_SEEDS as readonly number[]).not.toContain(used)
    expect(HELD_OUT_LAYOUTS).toHaveLength(3)
  })

  test('every file of the split says it is sealed, was written blind, and when', () => {
    const heads = fileHeads('fourth-heldout')
    for (const head of heads) {
      expect(head.startsWith('/**')).toBe(true)
      expect(head).toContain('FOURTH FORMER HELD-OUT')
      expect(head).toContain('2026-11-23')
      expect(head).toContain('written blind')
    }
  })

  reproducibleSplit({ seeds: HELD_OUT_SEEDS, layouts: HELD_OUT_LAYOUTS, generate: generateHeldOutBill, sameSeedBills: HELD_OUT_LAYOUTS.length * 2 })

  test('perSeed bills for each seed, unique ids; pdfmake documents only for the pdfmake layout', async () => {
    const bills = await split()
    expect(bills).toHaveLength(PER_SEED * HELD_OUT_SEEDS.length)
    expect(new Set(bills.map((b) => b.id)).size).toBe(bills.length)
    for (const bill of bills) {
      expect(bill.id).toMatch(/^held-out-\d+-(legacy-mono|tariff-matrix|landscape-statement)-\d{3}$/)
      expect(bill.document === null).toBe(layoutOf(bill.id) !== 'landscape-statement')
    }
  }, 60_000)

  test('covers layouts, suppliers, directions, FIX and SPOT, one and two tariffs, kWh and MWh, customer types', async () => {
    const bills = (await split()).map((b) => b.bill)
    const values = <T>(pick: (b: Bill) => T) => new Set(bills.map(pick))
    expect(values((b) => b.supplier)).toEqual(new Set(SUPPLIERS))
    expect(values((b) => b.direction)).toEqual(new Set(['buy', 'sell', 'both']))
    expect(values((b) => b.buyingType)).toEqual(new Set(['FIX', 'SPOT']))
    expect(values((b) => b.twoTariff)).toEqual(new Set([true, false]))
    expect(values((b) => b.energyUnit)).toEqual(new Set(['kWh', 'MWh']))
    expect(values((b) => b.customerType)).toEqual(new Set(['residential', 'business']))
    expect(values((b) => b.style.dateStyle).size).toBe(3)
    expect(values((b) => b.distributorShown).size).toBe(3)
    // Invented small traders appear beside the stock generic names.
    expect(
      bills.some(
        (b) => b.supplier === 'generic' && ['Lumen', 'Voltik', 'Sněžkou', 'Ampér', 'Vysočina'].some((n) => b.supplierName.includes(n)),
      ),
    ).toBe(true)
    for (const layout of HELD_OUT_LAYOUTS) {
      const mine = bills.filter((b) => b.id.includes(`-${layout}-`))
      expect(new Set(mine.map((b) => b.direction))).toEqual(new Set(['buy', 'sell', 'both']))
      expect(new Set(mine.map((b) => b.supplier))).toEqual(new Set(SUPPLIERS))
      expect(new Set(mine.map((b) => b.energyUnit))).toEqual(new Set(['kWh', 'MWh']))
    }
    // Every money format of the landscape layout occurs.
    const landscape = bills.filter((b) => b.id.includes('-landscape-statement-'))
    expect(new Set(landscape.map(landscapeMoneyVariant))).toEqual(new Set(['plain', 'code-first', 'dots']))
  }, 60_000)

  test('page structure: legacy-mono runs onto page 2 with "Strana n/N" on every page; landscape-statement is landscape', async () => {
    for (const { id, pdf } of await split()) {
      const printed = await read(pdf)
      const layout = layoutOf(id)
      expect(printed.landscape).toBe(layout === 'landscape-statement')
      if (layout !== 'legacy-mono') continue
      expect(printed.pages.length).toBeGreaterThanOrEqual(2)
      for (const [index, page] of printed.pages.entries()) expect(page).toContain(`Strana ${index + 1}/${printed.pages.length}`)
      expect(printed.pages[1]).toContain('POKRAČOVÁNÍ')
      expect(printed.text).toMatch(/\.{10,}/)
    }
  }, 60_000)

  test('every PDF prints what the expected extraction takes from the bill', async () => {
    for (const { id, bill, pdf, expected } of await split()) {
      const { text } = await read(pdf)
      const f = formats(layoutOf(id), bill)
      const has = (value: string) => expect(text).toContain(flat(value))
      const date = (iso: string) => formatDate(iso, bill.style)
      has(bill.invoiceNumber)
      has(bill.variableSymbol)
      has(bill.supplierName)
      has(bill.customerName)
      has(expected.meta.ean!)
      has(date(bill.issueDate))
      has(date(bill.periodFrom))
      has(date(bill.periodTo))
      has(bill.supplyAddress.street)
      has(`${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
      has(bill.contractEnd ? date(bill.contractEnd) : 'na dobu neurčitou')
      for (const item of bill.items) {
        has(f.item(item.total))
        has(f.price(item))
        has(date(item.from))
        has(date(item.to))
      }
      has(f.total(Math.abs(bill.balance)))
      has(bill.balance >= 0 ? 'Nedoplatek' : 'Přeplatek')
      if (bill.distributorShown === 'explicit') expect(text).toMatch(/ČEZ Distribuce|PREdistribuce|EG\.D/)
      else expect(text).not.toMatch(/ČEZ Distribuce|PREdistribuce|EG\.D/)
      if (bill.distributorShown === 'fault-line') expect(text).toMatch(new RegExp(`Poruchová[^0-9]{0,90}${FAULT_LINES[bill.distributor]}`))
      else expect(text).not.toContain('Poruchov')
      if (bill.direction !== 'buy') {
        has(bill.sellProductName)
        has(f.total(bill.sellTotal))
        has(bill.productionEan!)
        has(energy(bill, bill.soldKwh))
      }
      if (bill.direction === 'sell') continue
      has(bill.ean)
      has(bill.productName)
      has(bill.rate)
      has(`${bill.breaker.phases}x${bill.breaker.amps} A`)
      has(f.total(bill.buyTotalNoVat))
      has(f.total(bill.vat))
      has(f.total(bill.buyTotalWithVat))
      has(f.total(bill.advances))
      if (bill.yearlyEstimatePrinted !== null) has(`${formatNumber(bill.yearlyEstimatePrinted, 0, bill.style)} kWh`)
      has(energy(bill, bill.statedTotalKwh))
      has(energy(bill, bill.vtKwh))
      if (bill.twoTariff) has(energy(bill, bill.ntKwh))
    }
  }, 60_000)
})
