/**
 * The eighth former held-out split's generator (corpus/eighth-heldout/, sealed until session 7), tested on its own: it never runs the
 * extractor. Same seed → same bytes, seeds new, every source file carries the split's header, ids
 * unique, the Bill model's cases covered, and every value the expected extraction takes really
 * printed in the PDF's text layer.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { formatDate, formatNumber, type PrintStyle } from './corpus/format.ts'
import { EIGHTH_HELD_OUT_LAYOUTS, EIGHTH_HELD_OUT_SEEDS, generateEighthHeldOutBill, generateEighthHeldOutBills, layoutOf } from './corpus/eighth-heldout/index.ts'
import { ALL_DISTRIBUTOR_NAMES, FAULT_LINES, longDate } from './corpus/eighth-heldout/common.ts'
import { HtmlPrinter } from './corpus/html-print.ts'
import { type GeneratedBill, SUPPLIERS } from './corpus/index.ts'
import { fileHeads, pdfText, reproducibleSplit } from './corpus/split-contract.ts'

const PER_SEED = 21
const USED_SEEDS = [
  9001, 4242, 310977, 552041, 70117, 83311, 95443, 61729, 208463, 734519, 120413, 377209, 915337, 47521, 160879, 803347, 58213, 264091,
  871153, 642517, 389953, 127061,
]
const USED_LAYOUTS = [
  'boxes',
  'leaders',
  'grid',
  'sections',
  'sidebar',
  'portal',
  'ledger',
  'recap',
  'rozpis',
  'podrobne',
  'polozky',
  'readings',
  'registers',
  'selfread',
  'statement',
  'cards',
  'columns',
  'itemized',
  'inline',
  'letterhead',
  'boxed',
  'parties',
  'summary-itemized',
  'compact',
  'annual-overview',
  'cover-letter',
  'modern-cards',
  'glyph-run',
  'business-monthly',
  'bilingual',
  'legacy-mono',
  'tariff-matrix',
  'landscape-statement',
  'prose-letter',
  'customer-account',
  'payment-slip',
  'price-annex',
  'distributor-pages',
  'calc-sheet',
]

/** Every way the layouts print a number: the bill's separators (any space kind reads as a space here). */
const STYLES: PrintStyle[] = [' ', '.'].map((thousands) => ({ thousands, dateStyle: 'spaced', currency: 'Kč' }) as PrintStyle)
const spaces = (text: string) => text.replace(/[\s\u00a0\u2009\u202f]+/g, ' ')
const numbers = (value: number, decimals: number) => STYLES.map((style) => formatNumber(Math.abs(value), decimals, style))
const dates = (iso: string) => [
  ...(['spaced', 'padded', 'compact'] as const).map((dateStyle) => formatDate(iso, { ...STYLES[0]!, dateStyle })),
  longDate(iso),
]
const energies = (kwh: number) => [...numbers(kwh, 0), ...[3, 4, 5].flatMap((decimals) => numbers(kwh / 1000, decimals))]
const energyPrices = (perMwh: number) => [...numbers(perMwh, 2), ...numbers(perMwh / 1000, 5)]

/** The values the expected extraction takes that the bill's text layer must show, with the forms accepted. */
function printedValues(generated: GeneratedBill): [field: string, forms: string[]][] {
  const { bill, expected } = generated
  const { meta, distribution: dist, buying, selling, observations: obs } = expected
  const values: [string, string[]][] = [
    ['meta.supplierName', [meta.supplierName!]],
    ['meta.invoiceNumber', [meta.invoiceNumber!]],
    ['meta.issueDate', dates(meta.issueDate!)],
    ['meta.billingPeriodFrom', dates(meta.billingPeriodFrom!)],
    ['meta.billingPeriodTo', dates(meta.billingPeriodTo!)],
    ['meta.ean', [meta.ean!]],
    ['meta.customerName', [meta.customerName!]],
    ['meta.supplyPointAddress (street)', [bill.supplyAddress.street]],
    ['meta.supplyPointAddress (city)', [`${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]],
    ['meta.productName', [meta.productName!]],
  ]
  if (meta.contractEndDate) values.push(['meta.contractEndDate', dates(meta.contractEndDate)])
  if (bill.direction !== 'sell') {
    values.push(['distribution.distributionRate', [dist.distributionRate!]])
    if (dist.distributorKeySource === 'explicit') values.push(['distribution.distributorKey', ALL_DISTRIBUTOR_NAMES])
    if (dist.distributorKeySource === 'poruchova_linka') values.push(['distribution.distributorKey', [FAULT_LINES[bill.distributor]]])
    values.push(['distribution.distributorFeeHighPerMWh', energyPrices(dist.distributorFeeHighPerMWh!)])
    if (dist.distributorFeeLowPerMWh !== null)
      values.push(['distribution.distributorFeeLowPerMWh', energyPrices(dist.distributorFeeLowPerMWh)])
    if (dist.renewableEnergyFeePerMWh !== null)
      values.push(['distribution.renewableEnergyFeePerMWh', energyPrices(dist.renewableEnergyFeePerMWh)])
    values.push(['distribution.systemServicesFeePerMWh', energyPrices(dist.systemServicesFeePerMWh!)])
    values.push(['distribution.circuitBreakerMonthlyFeeCzkInvoice', numbers(dist.circuitBreakerMonthlyFeeCzkInvoice!, 2)])
    values.push(['buying.monthlyFeeCzk', numbers(buying.monthlyFeeCzk!, 2)])
    if (buying.fixedBuyPriceCzkPerMwh !== null) values.push(['buying.fixedBuyPriceCzkPerMwh', energyPrices(buying.fixedBuyPriceCzkPerMwh)])
    if (buying.fixedBuyPriceCzkPerMwhLowTariff !== null)
      values.push(['buying.fixedBuyPriceCzkPerMwhLowTariff', energyPrices(buying.fixedBuyPriceCzkPerMwhLowTariff)])
    if (buying.spotTraderFeePerMwh !== null) values.push(['buying.spotTraderFeePerMwh', energyPrices(buying.spotTraderFeePerMwh)])
    values.push(['buying.vtKwh', energies(buying.vtKwh!)])
    if (buying.ntKwh !== null) values.push(['buying.ntKwh', energies(buying.ntKwh)])
    values.push(['buying.totalKwh', energies(buying.totalKwh!)])
    if (bill.yearlyEstimatePrinted !== null) values.push(['buying.yearlyConsumptionKwhEstimated', energies(bill.yearlyEstimatePrinted)])
    values.push(['observations.buyTotalCzkNoVat', numbers(obs.buyTotalCzkNoVat!, 2)])
  }
  if (bill.direction !== 'buy') {
    if (selling.monthlyFeeCzk !== null) values.push(['selling.monthlyFeeCzk', numbers(selling.monthlyFeeCzk, 2)])
    if (selling.fixedSellPriceCzkPerMwh !== null)
      values.push(['selling.fixedSellPriceCzkPerMwh', energyPrices(selling.fixedSellPriceCzkPerMwh)])
    if (selling.spotTraderFeePerMwh !== null) values.push(['selling.spotTraderFeePerMwh', energyPrices(selling.spotTraderFeePerMwh)])
    values.push(['selling.soldKwh', energies(selling.soldKwh!)])
    values.push(['observations.sellTotalCzkNoVat', numbers(obs.sellTotalCzkNoVat!, 2)])
  }
  values.push(['observations.balanceDueCzkWithVat', numbers(obs.balanceDueCzkWithVat!, 2)])
  return values
}

describe('eighth former held-out split: the generator only', () => {
  let printer: HtmlPrinter | undefined
  let bills: GeneratedBill[] = []
  let texts: string[] = []

  beforeAll(async () => {
    printer = await HtmlPrinter.launch()
    bills = await generateEighthHeldOutBills(PER_SEED)
    texts = await Promise.all(bills.map(async (bill) => spaces(await pdfText(bill.pdf))))
  }, 60_000)
  afterAll(async () => {
    await printer?.close()
  })

  reproducibleSplit({
    seeds: EIGHTH_HELD_OUT_SEEDS,
    layouts: EIGHTH_HELD_OUT_LAYOUTS,
    generate: (seed, index) => generateEighthHeldOutBill(seed, index, printer),
  })

  test('three new, distinct seeds of 5–6 digits and three new layouts', () => {
    expect(EIGHTH_HELD_OUT_SEEDS).toHaveLength(3)
    expect(new Set(EIGHTH_HELD_OUT_SEEDS).size).toBe(3)
    for (const seed of EIGHTH_HELD_OUT_SEEDS) {
      expect(String(seed)).toMatch(/^\d{5,6}$/)
      expect(USED_SEEDS).not.toContain(seed)
    }
    expect(EIGHTH_HELD_OUT_LAYOUTS).toHaveLength(3)
    expect(new Set(EIGHTH_HELD_OUT_LAYOUTS).size).toBe(3)
    for (const layout of EIGHTH_HELD_OUT_LAYOUTS) expect(USED_LAYOUTS).not.toContain(layout)
  })

  test('every source file opens with the split header', () => {
    const heads = fileHeads('eighth-heldout')
    expect(heads.length).toBeGreaterThanOrEqual(4)
    for (const head of heads) {
      expect(head.startsWith('/**')).toBe(true)
      expect(head.slice(0, 400)).toContain('EIGHTH FORMER HELD-OUT split (written blind')
      expect(head.slice(0, 400)).toContain('2026-11-23')
    }
  })

  test('ids are unique and follow held8-<seed>-<layout>-<NNN>; every seed has every layout', () => {
    expect(bills).toHaveLength(EIGHTH_HELD_OUT_SEEDS.length * PER_SEED)
    expect(new Set(bills.map((b) => b.id)).size).toBe(bills.length)
    EIGHTH_HELD_OUT_SEEDS.forEach((seed, s) => {
      for (let index = 0; index < PER_SEED; index++) {
        const bill = bills[s * PER_SEED + index]!
        expect(bill.id).toBe(`held8-${seed}-${layoutOf(index)}-${String(index + 1).padStart(3, '0')}`)
        expect(bill.bill.id).toBe(bill.id)
      }
      const ofSeed = bills.slice(s * PER_SEED, (s + 1) * PER_SEED)
      for (const layout of EIGHTH_HELD_OUT_LAYOUTS) {
        const ofLayout = ofSeed.filter((b) => b.id.includes(`-${layout}-`))
        expect(new Set(ofLayout.map((b) => b.bill.direction))).toEqual(new Set(['buy', 'sell', 'both']))
      }
    })
    for (const bill of bills) expect(Buffer.from(bill.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
  })

  test('the split covers the cases of the Bill model', () => {
    const all = bills.map((b) => b.bill)
    const buying = all.filter((b) => b.direction !== 'sell')
    expect(new Set(all.map((b) => b.supplier))).toEqual(new Set(SUPPLIERS))
    expect(new Set(all.map((b) => b.direction))).toEqual(new Set(['buy', 'sell', 'both']))
    expect(new Set(buying.map((b) => b.buyingType))).toEqual(new Set(['FIX', 'SPOT']))
    expect(new Set(buying.map((b) => b.twoTariff))).toEqual(new Set([true, false]))
    expect(new Set(all.filter((b) => b.direction !== 'buy').map((b) => b.sellingType))).toEqual(new Set(['FIX', 'SPOT']))
    expect(new Set(all.map((b) => b.energyUnit))).toEqual(new Set(['kWh', 'MWh']))
    expect(new Set(all.map((b) => b.customerType))).toEqual(new Set(['residential', 'business']))
    expect(new Set(buying.map((b) => b.distributorShown))).toEqual(new Set(['explicit', 'fault-line', 'none']))
    expect(all.some((b) => b.balance > 0)).toBe(true)
    expect(all.some((b) => b.balance < 0)).toBe(true)
    expect(buying.some((b) => b.items.some((i) => i.kind === 'energyVt' && i.from !== b.periodFrom))).toBe(true)
    expect(bills.some((b) => b.expectedWarnings.length > 0)).toBe(true)
    // Every layout gets SPOT, two-tariff, MWh and business bills.
    for (const layout of EIGHTH_HELD_OUT_LAYOUTS) {
      const mine = bills.filter((b) => b.id.includes(`-${layout}-`)).map((b) => b.bill)
      expect(mine.some((b) => b.buyingType === 'SPOT' && b.direction !== 'sell')).toBe(true)
      expect(mine.some((b) => b.twoTariff && b.direction !== 'sell')).toBe(true)
      expect(mine.some((b) => b.energyUnit === 'MWh')).toBe(true)
      expect(mine.some((b) => b.customerType === 'business')).toBe(true)
    }
  })

  test('every value the expected extraction takes is printed in the text layer', () => {
    const missing: string[] = []
    bills.forEach((bill, index) => {
      const text = texts[index]!
      for (const [field, forms] of printedValues(bill))
        if (!forms.some((form) => text.includes(spaces(form)))) missing.push(`${bill.id} ${field}: ${forms.join(' | ')}`)
    })
    expect(missing).toEqual([])
  })

  test('nothing the expected extraction leaves empty is printed as if it were there', () => {
    const wrong: string[] = []
    bills.forEach((generated, index) => {
      const { bill } = generated
      const text = texts[index]!
      if (bill.direction === 'sell') {
        if (text.includes(bill.rate)) wrong.push(`${bill.id}: sell-only bill prints the distribution rate`)
        if (text.includes(bill.ean)) wrong.push(`${bill.id}: sell-only bill prints the consumption EAN`)
      }
      if (bill.direction === 'sell' || bill.distributorShown !== 'explicit') {
        for (const name of ALL_DISTRIBUTOR_NAMES) if (text.includes(spaces(name))) wrong.push(`${bill.id}: names ${name}`)
      }
      if (bill.direction === 'sell' || bill.distributorShown !== 'fault-line') {
        for (const line of Object.values(FAULT_LINES)) if (text.includes(line)) wrong.push(`${bill.id}: prints fault line ${line}`)
      }
    })
    expect(wrong).toEqual([])
  })
})
