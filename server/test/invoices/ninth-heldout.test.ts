/**
 * The ninth former held-out split's generator (corpus/ninth-heldout/, written blind in session 7, sealed until
 * session 8), tested on its own: it never runs the extractor. New seeds and layouts, reproducible bytes, well-formed ids, coverage of the Bill
 * model's variations per layout, and every value of the expected extraction printed in the text layer.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import type { GeneratedBill } from './corpus/index.ts'
import { SUPPLIERS } from './corpus/index.ts'
import { formatDate, formatNumber } from './corpus/format.ts'
import { HtmlPrinter } from './corpus/html-print.ts'
import { DISTRIBUTORS, NINTH_HELD_OUT_TRADERS } from './corpus/ninth-heldout/common.ts'
import { generateNinthHeldOutBill, NINTH_HELD_OUT_LAYOUTS, NINTH_HELD_OUT_SEEDS, layoutOf } from './corpus/ninth-heldout/index.ts'
import { fileHeads, pdfText, reproducibleSplit } from './corpus/split-contract.ts'

/** Bills per seed (HELDOUT_PER_SEED=60 checks the whole split; 21 keeps the run short). */
const PER_SEED = Number(process.env.HELDOUT_PER_SEED ?? 21)
const HEADER = 'NINTH FORMER HELD-OUT split (written blind 2026-11-23, session 7; unsealed in session 8)'
const USED_SEEDS = [
  9001, 4242, 310977, 552041, 70117, 83311, 95443, 61729, 208463, 734519, 120413, 377209, 915337, 47521, 160879, 803347, 58213, 264091, 871153, 642517, 389953, 127061,
  436571, 68903, 519227,
]
const USED_LAYOUTS = [
  'boxes', 'leaders', 'grid', 'sections', 'sidebar', 'portal', 'ledger', 'recap', 'rozpis', 'podrobne', 'polozky', 'readings', 'registers', 'selfread', 'statement', 'cards',
  'columns', 'itemized', 'inline', 'letterhead', 'boxed', 'parties', 'summary-itemized', 'compact', 'annual-overview', 'cover-letter', 'modern-cards', 'glyph-run',
  'business-monthly', 'bilingual', 'legacy-mono', 'tariff-matrix', 'landscape-statement', 'prose-letter', 'customer-account', 'payment-slip', 'price-annex',
  'distributor-pages', 'calc-sheet', 'carry-forward', 'booklet', 'period-columns', 'monthly-split',
]

// One Chromium for the whole file; its single page prints one bill at a time.
let printer: Promise<HtmlPrinter> | null = null
let queue: Promise<unknown> = Promise.resolve()
function generate(seed: number, index: number): Promise<GeneratedBill> {
  const run = queue.then(async () => generateNinthHeldOutBill(seed, index, await (printer ??= HtmlPrinter.launch())))
  queue = run.catch(() => undefined)
  return run
}
afterAll(async () => {
  if (printer) await (await printer).close()
})

interface Printed {
  bill: GeneratedBill
  text: string
}
const norm = (text: string) => text.replace(/\s+/g, ' ')
let cached: Promise<Printed[]> | null = null
const split = () =>
  (cached ??= (async () => {
    const out: Printed[] = []
    for (const seed of NINTH_HELD_OUT_SEEDS)
      for (let index = 0; index < PER_SEED; index++) {
        const bill = await generate(seed, index)
        out.push({ bill, text: norm(await pdfText(bill.pdf)) })
      }
    return out
  })())

/** The expected values as the bills print them (any grouping space, either energy unit). */
function printedValues({ bill: g }: Printed): [string, string[]][] {
  const b = g.bill
  const x = g.expected
  const n = (value: number, decimals: number) => norm(formatNumber(Math.abs(value), decimals, b.style))
  const kwh = (value: number) => [n(value, 0), n(value, 2), n(value / 1000, 3), n(value / 1000, 5)]
  const price = (value: number) => [n(value, 2), n(value / 1000, 5)]
  const date = (iso: string) => [formatDate(iso, b.style)]
  const out: [string, string[]][] = [
    ['meta.supplierName', [x.meta.supplierName!]],
    ['meta.invoiceNumber', [x.meta.invoiceNumber!]],
    ['meta.issueDate', date(x.meta.issueDate!)],
    ['meta.billingPeriodFrom', date(x.meta.billingPeriodFrom!)],
    ['meta.billingPeriodTo', date(x.meta.billingPeriodTo!)],
    ['meta.ean', [x.meta.ean!]],
    ['meta.customerName', [x.meta.customerName!]],
    ['meta.productName', [x.meta.productName!]],
  ]
  if (b.addressOnTwoLines) out.push(['meta.supplyPointAddress (street)', [b.supplyAddress.street]], ['meta.supplyPointAddress (city)', [`${b.supplyAddress.zip} ${b.supplyAddress.city}`]])
  else out.push(['meta.supplyPointAddress', [x.meta.supplyPointAddress!]])
  if (x.meta.contractEndDate) out.push(['meta.contractEndDate', date(x.meta.contractEndDate)])
  const d = x.distribution
  if (d.distributionRate) {
    out.push(['distribution.distributionRate', [d.distributionRate]])
    out.push(['distribution.breaker', ['x', '×', ' x '].map((sep) => `${d.breakerPhases}${sep}${d.breakerAmps} A`)])
    if (d.distributorKeySource === 'explicit') out.push(['distribution.distributorKey', [DISTRIBUTORS[b.distributor].name]])
    if (d.distributorKeySource === 'poruchova_linka') out.push(['distribution.distributorKey (fault line)', [DISTRIBUTORS[b.distributor].faultLine]])
    out.push(['distribution.distributorFeeHighPerMWh', price(d.distributorFeeHighPerMWh!)])
    if (d.distributorFeeLowPerMWh !== null) out.push(['distribution.distributorFeeLowPerMWh', price(d.distributorFeeLowPerMWh)])
    if (d.renewableEnergyFeePerMWh !== null) out.push(['distribution.renewableEnergyFeePerMWh', price(d.renewableEnergyFeePerMWh)])
    out.push(['distribution.systemServicesFeePerMWh', price(d.systemServicesFeePerMWh!)])
    out.push(['distribution.circuitBreakerMonthlyFeeCzkInvoice', [n(d.circuitBreakerMonthlyFeeCzkInvoice!, 2)]])
  }
  const buy = x.buying
  if (buy.buyingType) {
    out.push(['buying.monthlyFeeCzk', [n(buy.monthlyFeeCzk!, 2)]])
    if (buy.fixedBuyPriceCzkPerMwh !== null) out.push(['buying.fixedBuyPriceCzkPerMwh', price(buy.fixedBuyPriceCzkPerMwh)])
    if (buy.fixedBuyPriceCzkPerMwhLowTariff !== null) out.push(['buying.fixedBuyPriceCzkPerMwhLowTariff', price(buy.fixedBuyPriceCzkPerMwhLowTariff)])
    if (buy.spotTraderFeePerMwh !== null) out.push(['buying.spotTraderFeePerMwh', price(buy.spotTraderFeePerMwh)])
    out.push(['buying.vtKwh', kwh(buy.vtKwh!)])
    if (buy.ntKwh !== null) out.push(['buying.ntKwh', kwh(buy.ntKwh)])
    out.push(['buying.totalKwh', kwh(buy.totalKwh!)])
    if (b.yearlyEstimatePrinted !== null) out.push(['buying.yearlyConsumptionKwhEstimated', kwh(buy.yearlyConsumptionKwhEstimated!)])
  }
  const sell = x.selling
  if (sell.sellingType) {
    if (sell.monthlyFeeCzk !== null) out.push(['selling.monthlyFeeCzk', [n(sell.monthlyFeeCzk, 2)]])
    if (sell.fixedSellPriceCzkPerMwh !== null) out.push(['selling.fixedSellPriceCzkPerMwh', price(sell.fixedSellPriceCzkPerMwh)])
    if (sell.spotTraderFeePerMwh !== null) out.push(['selling.spotTraderFeePerMwh', price(sell.spotTraderFeePerMwh)])
    out.push(['selling.soldKwh', kwh(sell.soldKwh!)])
  }
  const o = x.observations
  if (o.buyTotalCzkNoVat !== null) out.push(['observations.buyTotalCzkNoVat', [n(o.buyTotalCzkNoVat, 2)]])
  if (o.sellTotalCzkNoVat !== null) out.push(['observations.sellTotalCzkNoVat', [n(o.sellTotalCzkNoVat, 2)]])
  out.push(['observations.balanceDueCzkWithVat', [n(o.balanceDueCzkWithVat!, 2)]])
  return out
}

describe('ninth former held-out split: the generator only', () => {
  test('three new seeds of five or six digits', () => {
    expect(NINTH_HELD_OUT_SEEDS).toHaveLength(3)
    expect(new Set(NINTH_HELD_OUT_SEEDS).size).toBe(3)
    for (const seed of NINTH_HELD_OUT_SEEDS) {
      expect(String(seed)).toMatch(/^\d{5,6}$/)
      expect(USED_SEEDS).not.toContain(seed)
    }
  })

  test('three new layouts', () => {
    expect(NINTH_HELD_OUT_LAYOUTS).toHaveLength(3)
    expect(new Set(NINTH_HELD_OUT_LAYOUTS).size).toBe(3)
    for (const layout of NINTH_HELD_OUT_LAYOUTS) expect(USED_LAYOUTS).not.toContain(layout)
    expect([0, 1, 2, 3, 4, 5].map(layoutOf)).toEqual([...NINTH_HELD_OUT_LAYOUTS, ...NINTH_HELD_OUT_LAYOUTS])
  })

  test('every file of the split opens with the held-out header', () => {
    const heads = fileHeads('ninth-heldout')
    expect(heads.length).toBeGreaterThanOrEqual(5)
    for (const head of heads) {
      expect(head.startsWith('/**')).toBe(true)
      expect(head.slice(0, 400)).toContain(HEADER)
    }
  })

  reproducibleSplit({ seeds: NINTH_HELD_OUT_SEEDS, layouts: NINTH_HELD_OUT_LAYOUTS, generate })

  test('ids are unique and well-formed, and every seed has every layout', async () => {
    const bills = await split()
    expect(new Set(bills.map((b) => b.bill.id)).size).toBe(bills.length)
    for (const seed of NINTH_HELD_OUT_SEEDS) {
      const own = bills.filter((b) => b.bill.id.startsWith(`held9-${seed}-`))
      expect(own).toHaveLength(PER_SEED)
      own.forEach(({ bill }, index) => {
        expect(bill.id).toBe(`held9-${seed}-${layoutOf(index)}-${String(index + 1).padStart(3, '0')}`)
        expect(bill.bill.id).toBe(bill.id)
        expect(bill.document === null).toBe(layoutOf(index) !== 'gross-net')
        expect(Buffer.from(bill.pdf.slice(0, 5)).toString()).toBe('%PDF-')
      })
      expect(new Set(own.map((b) => b.bill.id.split('-').slice(2, -1).join('-')))).toEqual(new Set(NINTH_HELD_OUT_LAYOUTS))
    }
  }, 120_000)

  test('each layout covers suppliers, directions, FIX/SPOT, tariffs, units, customer types and distributor sources', async () => {
    const bills = await split()
    for (const layout of NINTH_HELD_OUT_LAYOUTS) {
      const own = bills.filter((b) => b.bill.id.includes(`-${layout}-`)).map((b) => b.bill.bill)
      const buying = own.filter((b) => b.direction !== 'sell')
      const selling = own.filter((b) => b.direction !== 'buy')
      expect(new Set(own.map((b) => b.supplier))).toEqual(new Set(SUPPLIERS))
      expect(new Set(own.map((b) => b.direction))).toEqual(new Set(['buy', 'sell', 'both']))
      expect(new Set(buying.map((b) => b.buyingType))).toEqual(new Set(['FIX', 'SPOT']))
      expect(new Set(selling.map((b) => b.sellingType))).toEqual(new Set(['FIX', 'SPOT']))
      expect(new Set(buying.map((b) => b.twoTariff))).toEqual(new Set([true, false]))
      expect(new Set(own.map((b) => b.energyUnit))).toEqual(new Set(['kWh', 'MWh']))
      expect(new Set(own.map((b) => b.customerType))).toEqual(new Set(['residential', 'business']))
      expect(new Set(buying.map((b) => b.distributorShown))).toEqual(new Set(['explicit', 'fault-line', 'none']))
      expect(own.some((b) => b.anomalies.length > 0)).toBe(true)
    }
    const all = bills.map((b) => b.bill.bill)
    expect(new Set(all.flatMap((b) => b.anomalies)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(all.map((b) => b.distributor))).toEqual(new Set(['CEZ', 'PRE', 'EGD']))
    // Unknown suppliers print under this split's own trader names.
    for (const b of all.filter((b) => b.supplier === 'generic')) expect(NINTH_HELD_OUT_TRADERS).toContain(b.supplierName)
  }, 120_000)

  test('expected warnings follow the planted anomalies', async () => {
    for (const { bill } of await split()) {
      expect(bill.expectedWarnings.length > 0).toBe(bill.bill.anomalies.length > 0)
    }
  }, 120_000)

  test('every expected value is printed in the text layer', async () => {
    const missing: string[] = []
    for (const printed of await split()) {
      for (const [field, forms] of printedValues(printed)) {
        if (!forms.some((form) => printed.text.includes(norm(form)))) missing.push(`${printed.bill.id} ${field}: ${forms.join(' | ')}`)
      }
    }
    expect(missing).toEqual([])
  }, 120_000)

  test('what the expected extraction leaves null is not printed', async () => {
    const wrong: string[] = []
    for (const { bill, text } of await split()) {
      const b = bill.bill
      if (b.direction === 'sell') {
        if (text.includes(b.ean)) wrong.push(`${b.id}: consumption EAN on a sell-only bill`)
        if (text.includes(b.rate)) wrong.push(`${b.id}: distribution rate on a sell-only bill`)
        if (text.includes(b.productName)) wrong.push(`${b.id}: buying product on a sell-only bill`)
      }
      if (b.direction === 'sell' || b.distributorShown === 'none')
        for (const d of Object.values(DISTRIBUTORS)) if (text.includes(d.name) || text.includes(d.faultLine)) wrong.push(`${b.id}: distributor shown`)
      if (b.direction !== 'sell' && b.distributorShown === 'fault-line')
        for (const d of Object.values(DISTRIBUTORS)) if (text.includes(d.name)) wrong.push(`${b.id}: distributor named on a fault-line bill`)
      if (!b.twoTariff && /\bNT\b|nízký tarif|nízkém tarifu/i.test(text)) wrong.push(`${b.id}: low tariff on a single-tariff bill`)
      if (b.direction === 'buy' && b.productionEan && text.includes(b.productionEan)) wrong.push(`${b.id}: production EAN on a buy-only bill`)
      if (b.yearlyEstimatePrinted === null && /roční spotřeb|za 12 měsíců/i.test(text)) wrong.push(`${b.id}: yearly estimate printed`)
    }
    expect(wrong).toEqual([])
  }, 120_000)
})
