/**
 * TENTH FORMER HELD-OUT split (written blind 2026-11-23, session 8; unsealed in session 9): the generator's own test. It never
 * runs the extractor: it checks that the split is new (seeds, layout names), reproducible, well-formed
 * and covering, that planted anomalies are really in the bills, and that what the expected extraction
 * holds is printed in each PDF's text layer while what it leaves null is not.
 *   HELDOUT_PER_SEED=21 (default) bills per seed; coverage is asserted from 21 up.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Anomaly, Bill } from './corpus/bill.ts'
import { expectedWarningFields } from './corpus/expected.ts'
import { formatDate } from './corpus/format.ts'
import { DISTRIBUTOR_NAMES, FAULT_LINES, TENTH_HELD_OUT_TRADERS, itemsOf, REGULATED_PART, SUPPLIER_PART } from './corpus/tenth-heldout/common.ts'
import { generateTenthHeldOutBill, TENTH_HELD_OUT_LAYOUTS, TENTH_HELD_OUT_SEEDS, layoutOf } from './corpus/tenth-heldout/index.ts'
import { HtmlPrinter } from './corpus/html-print.ts'
import { type GeneratedBill, SUPPLIERS } from './corpus/index.ts'
import { fileHeads, pdfText, reproducibleSplit } from './corpus/split-contract.ts'
import { getDocumentProxy } from 'unpdf'

const PER_SEED = Number(process.env.HELDOUT_PER_SEED ?? 21)
const MARKER = 'TENTH FORMER HELD-OUT split (written blind 2026-11-23, session 8; unsealed in session 9)'
const USED_SEEDS = [
  9001, 4242, 310977, 552041, 70117, 83311, 95443, 61729, 208463, 734519, 120413, 377209, 915337, 47521, 160879, 803347, 58213, 264091,
  871153, 642517, 389953, 127061, 436571, 68903, 519227, 293117, 58631, 675323,
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
  'carry-forward',
  'booklet',
  'period-columns',
  'monthly-split',
  'gross-net',
  'formula-lines',
  'regulated-block',
]

let printer: HtmlPrinter
const bills: GeneratedBill[] = []
const texts = new Map<string, string>()
const pageCounts = new Map<string, number>()

beforeAll(async () => {
  printer = await HtmlPrinter.launch()
  const start = performance.now()
  for (const seed of TENTH_HELD_OUT_SEEDS)
    for (let index = 0; index < PER_SEED; index++) bills.push(await generateTenthHeldOutBill(seed, index, printer))
  console.log(`tenth former held-out split: ${bills.length} bills generated in ${((performance.now() - start) / 1000).toFixed(1)} s`)
  for (const generated of bills) {
    texts.set(generated.id, await pdfText(generated.pdf))
    pageCounts.set(generated.id, (await getDocumentProxy(new Uint8Array(generated.pdf))).numPages)
  }
}, 110_000)

afterAll(async () => {
  await printer?.close()
})

/** A number as printed in any of the split's styles: optional thousands separators, decimal comma, not part of a longer number. */
function numberPattern(value: number, decimals: number): string {
  const [int, frac] = Math.abs(value).toFixed(decimals).split('.')
  const groups = int!.replace(/\B(?=(\d{3})+(?!\d))/g, '|').split('|')
  return `(?<![\\d,.])${groups.join('[\\s.]?')}${frac ? `,${frac}` : ''}(?!\\d|,\\d)`
}
const pricePatterns = (perMwh: number) => [numberPattern(perMwh, 2), numberPattern(perMwh / 1000, 5)]
const energyPatterns = (kwh: number) => [numberPattern(kwh, 0), numberPattern(kwh / 1000, 3), numberPattern(kwh / 1000, 5)]
const datePattern = (iso: string, bill: Bill) => `(?<!\\d)${formatDate(iso, bill.style).replace(/\./g, '\\.').replace(/ /g, '\\s?')}(?!\\d)`
const matches = (text: string, patterns: string[]) => patterns.some((pattern) => new RegExp(pattern, 'u').test(text))

const eanValid = (ean: string) => {
  const digits = [...ean.slice(0, 17)].map(Number).reverse()
  const sum = digits.reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === Number(ean[17])
}

/** Expected values (non-null) that the text layer does not show. */
function missingValues(generated: GeneratedBill, text: string): string[] {
  const { bill, expected } = generated
  const flat = text.replace(/\s+/g, ' ')
  const has = (value: string) => flat.includes(value.replace(/\s+/g, ' '))
  const missing: string[] = []
  const need = (field: string, ok: boolean) => {
    if (!ok) missing.push(field)
  }
  const { meta, distribution, buying, selling, observations } = expected
  need('meta.supplierName', has(meta.supplierName!))
  need('meta.invoiceNumber', has(meta.invoiceNumber!))
  need('meta.issueDate', matches(text, [datePattern(meta.issueDate!, bill)]))
  need('meta.billingPeriodFrom', matches(text, [datePattern(meta.billingPeriodFrom!, bill)]))
  need('meta.billingPeriodTo', matches(text, [datePattern(meta.billingPeriodTo!, bill)]))
  need('meta.ean', has(meta.ean!))
  need('meta.customerName', has(meta.customerName!))
  need('meta.supplyPointAddress', has(bill.supplyAddress.street) && has(`${bill.supplyAddress.zip} ${bill.supplyAddress.city}`))
  need('meta.productName', has(meta.productName!))
  if (meta.contractEndDate) need('meta.contractEndDate', matches(text, [datePattern(meta.contractEndDate, bill)]))
  need('meta.currency', has(bill.style.currency))
  if (meta.invoiceDirection !== 'buy') need('meta.invoiceDirection', /výkup/i.test(text))

  if (distribution.distributorKey) {
    const key = distribution.distributorKey as keyof typeof DISTRIBUTOR_NAMES
    if (distribution.distributorKeySource === 'explicit') need('distribution.distributorKey', has(DISTRIBUTOR_NAMES[key]))
    if (distribution.distributorKeySource === 'poruchova_linka') need('distribution.distributorKey', has(FAULT_LINES[key]))
    need('distribution.distributionRate', has(distribution.distributionRate!))
    need('distribution.breaker', new RegExp(`${distribution.breakerPhases}\\s?[x×]\\s?${distribution.breakerAmps}\\s?A`).test(text))
    need('distribution.distributorFeeHighPerMWh', matches(text, pricePatterns(distribution.distributorFeeHighPerMWh!)))
    if (distribution.distributorFeeLowPerMWh !== null)
      need('distribution.distributorFeeLowPerMWh', matches(text, pricePatterns(distribution.distributorFeeLowPerMWh)))
    if (distribution.renewableEnergyFeePerMWh !== null)
      need('distribution.renewableEnergyFeePerMWh', matches(text, pricePatterns(distribution.renewableEnergyFeePerMWh)))
    need('distribution.systemServicesFeePerMWh', matches(text, pricePatterns(distribution.systemServicesFeePerMWh!)))
    need(
      'distribution.circuitBreakerMonthlyFeeCzkInvoice',
      matches(text, [numberPattern(distribution.circuitBreakerMonthlyFeeCzkInvoice!, 2)]),
    )
  }
  if (buying.buyingType) {
    need('buying.monthlyFeeCzk', matches(text, [numberPattern(buying.monthlyFeeCzk!, 2)]))
    if (buying.fixedBuyPriceCzkPerMwh !== null)
      need('buying.fixedBuyPriceCzkPerMwh', matches(text, pricePatterns(buying.fixedBuyPriceCzkPerMwh)))
    if (buying.fixedBuyPriceCzkPerMwhLowTariff !== null)
      need('buying.fixedBuyPriceCzkPerMwhLowTariff', matches(text, pricePatterns(buying.fixedBuyPriceCzkPerMwhLowTariff)))
    if (buying.spotTraderFeePerMwh !== null) need('buying.spotTraderFeePerMwh', matches(text, pricePatterns(buying.spotTraderFeePerMwh)))
    need('buying.vtKwh', matches(text, energyPatterns(buying.vtKwh!)))
    if (buying.ntKwh !== null) need('buying.ntKwh', matches(text, energyPatterns(buying.ntKwh)))
    need('buying.totalKwh', matches(text, energyPatterns(buying.totalKwh!)))
    if (bill.yearlyEstimatePrinted !== null)
      need('buying.yearlyConsumptionKwhEstimated', matches(text, [numberPattern(bill.yearlyEstimatePrinted, 0)]))
  }
  if (selling.sellingType) {
    need('selling.sellingType', has(bill.sellProductName))
    if (selling.monthlyFeeCzk !== null) need('selling.monthlyFeeCzk', matches(text, [numberPattern(selling.monthlyFeeCzk, 2)]))
    if (selling.fixedSellPriceCzkPerMwh !== null)
      need('selling.fixedSellPriceCzkPerMwh', matches(text, pricePatterns(selling.fixedSellPriceCzkPerMwh)))
    if (selling.spotTraderFeePerMwh !== null) need('selling.spotTraderFeePerMwh', matches(text, pricePatterns(selling.spotTraderFeePerMwh)))
    need('selling.soldKwh', matches(text, energyPatterns(selling.soldKwh!)))
    need('observations.sellTotalCzkNoVat', matches(text, [numberPattern(observations.sellTotalCzkNoVat!, 2)]))
  }
  if (observations.buyTotalCzkNoVat !== null)
    need('observations.buyTotalCzkNoVat', matches(text, [numberPattern(observations.buyTotalCzkNoVat, 2)]))
  need('observations.balanceDueCzkWithVat', matches(text, [numberPattern(observations.balanceDueCzkWithVat!, 2)]))
  need(
    'observations.balance wording',
    observations.balanceDueCzkWithVat! > 0
      ? /nedoplat/i.test(text)
      : observations.balanceDueCzkWithVat! < 0
        ? /přeplat/i.test(text)
        : /vyrovnán/i.test(text),
  )
  return missing
}

/** Wording printed although the expected extraction leaves that field null. */
function printedNulls(generated: GeneratedBill, text: string): string[] {
  const { bill, expected } = generated
  const found: string[] = []
  const forbid = (field: string, printed: boolean) => {
    if (printed) found.push(field)
  }
  const anyDistributor = [
    ...Object.values(DISTRIBUTOR_NAMES),
    ...Object.values(FAULT_LINES),
    'PREdistribuce',
    'ČEZ Distribuce',
    'EG.D',
    'E.ON Distribuce',
  ].some((s) => text.includes(s))
  if (expected.distribution.distributorKey === null) {
    forbid('distribution (sell-only bill)', anyDistributor || text.includes(bill.rate) || /\d\s?[x×]\s?\d+\s?A\b/.test(text))
    forbid('meta.ean (consumption EAN on a sell-only bill)', text.includes(bill.ean))
  } else if (expected.distribution.distributorKeySource === 'derived_from_address') forbid('distribution.distributorKey', anyDistributor)
  else if (expected.distribution.distributorKeySource === 'poruchova_linka')
    forbid(
      'distribution.distributorKey (name on a fault-line bill)',
      Object.values(DISTRIBUTOR_NAMES).some((name) => text.includes(name)),
    )
  if (expected.selling.sellingType === null) forbid('selling (buy-only bill)', /výkup|výrobn/i.test(text))
  if (expected.buying.ntKwh === null) forbid('buying.ntKwh / NT prices', /\bNT\b|nízk\S* tarif/i.test(text))
  if (expected.buying.spotTraderFeePerMwh === null) forbid('buying.spotTraderFeePerMwh', /spotov/i.test(text))
  if (expected.selling.spotTraderFeePerMwh === null) forbid('selling.spotTraderFeePerMwh', /srážk/i.test(text))
  if (expected.selling.monthlyFeeCzk === null) forbid('selling.monthlyFeeCzk', /paušál/i.test(text))
  if (expected.meta.contractEndDate === null) forbid('meta.contractEndDate', /určitou do/i.test(text))
  if (bill.yearlyEstimatePrinted === null) forbid('buying.yearlyConsumptionKwhEstimated (printed estimate)', /roční spotřeb/i.test(text))
  // An older price period's POZE item may be billed while the latest period's is null; without any POZE item, no POZE wording.
  if (!bill.items.some((i) => i.kind === 'poze')) forbid('distribution.renewableEnergyFeePerMWh', /POZE|podporovan/i.test(text))
  return found
}

describe('tenth former held-out split: the generator only', () => {
  test('every file of corpus/tenth-heldout/ opens with the split header', () => {
    const heads = fileHeads('tenth-heldout')
    expect(heads.length).toBeGreaterThanOrEqual(4)
    for (const head of heads) {
      expect(head.startsWith('/**')).toBe(true)
      expect(head.slice(0, 400)).toContain(MARKER)
    }
  })

  test('three new seeds of 5 or 6 digits', () => {
    expect(TENTH_HELD_OUT_SEEDS).toHaveLength(3)
    expect(new Set(TENTH_HELD_OUT_SEEDS).size).toBe(3)
    for (const seed of TENTH_HELD_OUT_SEEDS) {
      expect(String(seed)).toMatch(/^\d{5,6}$/)
      expect(USED_SEEDS).not.toContain(seed)
    }
  })

  test('three new layout names', () => {
    expect(TENTH_HELD_OUT_LAYOUTS).toHaveLength(3)
    expect(new Set(TENTH_HELD_OUT_LAYOUTS).size).toBe(3)
    for (const layout of TENTH_HELD_OUT_LAYOUTS) expect(USED_LAYOUTS).not.toContain(layout)
    for (let index = 0; index < 9; index++) expect(layoutOf(index)).toBe(TENTH_HELD_OUT_LAYOUTS[index % 3]!)
  })

  reproducibleSplit({
    seeds: TENTH_HELD_OUT_SEEDS,
    layouts: TENTH_HELD_OUT_LAYOUTS,
    generate: (seed, index) => generateTenthHeldOutBill(seed, index, printer),
  })

  test('ids are unique and well-formed, and every seed has every layout', () => {
    expect(bills).toHaveLength(TENTH_HELD_OUT_SEEDS.length * PER_SEED)
    expect(new Set(bills.map((b) => b.id)).size).toBe(bills.length)
    const seen = new Set<string>()
    for (const generated of bills) {
      const match = /^held10-(\d{5,6})-([a-z-]+)-(\d{3})$/.exec(generated.id)
      expect(match).not.toBeNull()
      const [, seed, layout, number] = match!
      expect(TENTH_HELD_OUT_SEEDS as readonly number[]).toContain(Number(seed))
      expect(layout).toBe(layoutOf(Number(number) - 1))
      expect(generated.bill.id).toBe(generated.id)
      seen.add(`${seed}/${layout}`)
    }
    if (PER_SEED >= 3) for (const seed of TENTH_HELD_OUT_SEEDS) for (const layout of TENTH_HELD_OUT_LAYOUTS) expect(seen).toContain(`${seed}/${layout}`)
  })

  test.skipIf(PER_SEED < 21)(
    'each layout covers suppliers, directions, FIX/SPOT, tariffs, units, customer types, distributor printing and anomalies',
    () => {
      const anomalies = new Set<Anomaly>()
      for (const layout of TENTH_HELD_OUT_LAYOUTS) {
        const of = bills.filter((g) => g.id.includes(`-${layout}-`)).map((g) => g.bill)
        const buys = of.filter((b) => b.direction !== 'sell')
        const sells = of.filter((b) => b.direction !== 'buy')
        const set = <T>(values: T[]) => [...new Set(values)].sort()
        expect(set(of.map((b) => b.supplier))).toEqual([...SUPPLIERS].sort())
        expect(set(of.map((b) => b.direction))).toEqual(['both', 'buy', 'sell'])
        expect(set(buys.map((b) => b.buyingType))).toEqual(['FIX', 'SPOT'])
        expect(set(sells.map((b) => b.sellingType))).toEqual(['FIX', 'SPOT'])
        expect(set(buys.map((b) => b.twoTariff))).toEqual([false, true])
        expect(set(of.map((b) => b.energyUnit))).toEqual(['MWh', 'kWh'])
        expect(set(of.map((b) => b.customerType))).toEqual(['business', 'residential'])
        expect(set(buys.map((b) => b.distributorShown))).toEqual(['explicit', 'fault-line', 'none'])
        const planted = set(of.flatMap((b) => b.anomalies))
        expect(planted.length).toBeGreaterThanOrEqual(2)
        for (const anomaly of planted) anomalies.add(anomaly)
        for (const bill of of.filter((b) => b.supplier === 'generic')) expect(TENTH_HELD_OUT_TRADERS).toContain(bill.supplierName)
      }
      expect(anomalies.size).toBeGreaterThanOrEqual(4)
    },
  )

  test('expected warnings follow the planted anomalies, and the anomalies are really in the bills', () => {
    for (const { id, bill, expected, expectedWarnings } of bills) {
      const context = { id, anomalies: bill.anomalies }
      expect({ ...context, warnings: expectedWarnings }).toEqual({ ...context, warnings: expectedWarningFields(bill) })
      expect({ ...context, empty: expectedWarnings.length === 0 }).toEqual({ ...context, empty: bill.anomalies.length === 0 })
      const has = (anomaly: Anomaly) => bill.anomalies.includes(anomaly)
      const buys = bill.direction !== 'sell'
      const itemsSum = Math.round(itemsOf(bill, [...SUPPLIER_PART, ...REGULATED_PART]).reduce((acc, i) => acc + i.total, 0) * 100) / 100
      const trueBalance = bill.buyTotalWithVat - bill.sellTotal - bill.advances
      expect({ ...context, eanValid: eanValid(expected.meta.ean!) }).toEqual({ ...context, eanValid: !has('ean-check') })
      if (buys)
        expect({ ...context, totalOff: Math.abs(bill.buyTotalNoVat - itemsSum) > 0.005 }).toEqual({
          ...context,
          totalOff: has('total-mismatch'),
        })
      expect({ ...context, balanceOff: Math.abs(bill.balance - trueBalance) > 0.005 }).toEqual({
        ...context,
        balanceOff: has('balance-mismatch'),
      })
      if (buys)
        expect({ ...context, consumptionOff: bill.statedTotalKwh !== bill.vtKwh + bill.ntKwh }).toEqual({
          ...context,
          consumptionOff: has('consumption-mismatch'),
        })
      expect({ ...context, issuedEarly: bill.issueDate < bill.periodTo }).toEqual({
        ...context,
        issuedEarly: has('issued-before-period-end'),
      })
    }
  })

  test('every value the expected extraction holds is printed in the text layer', () => {
    const missing = bills.map((g) => ({ id: g.id, missing: missingValues(g, texts.get(g.id)!) })).filter((m) => m.missing.length)
    expect(missing).toEqual([])
  })

  test('what the expected extraction leaves null is not printed', () => {
    const printed = bills.map((g) => ({ id: g.id, printed: printedNulls(g, texts.get(g.id)!) })).filter((p) => p.printed.length)
    expect(printed).toEqual([])
  })

  test('the text checks notice a value that is not printed and a null that is', () => {
    const generated = bills.find(
      (g) => g.bill.direction === 'buy' && !g.bill.twoTariff && g.bill.contractEnd === null && g.bill.yearlyEstimatePrinted === null,
    )!
    const text = texts.get(generated.id)!
    const { meta, buying, observations } = generated.expected
    const altered: GeneratedBill = {
      ...generated,
      expected: {
        ...generated.expected,
        meta: { ...meta, invoiceNumber: `${meta.invoiceNumber}9` },
        buying: { ...buying, monthlyFeeCzk: buying.monthlyFeeCzk! + 0.01 },
        observations: { ...observations, balanceDueCzkWithVat: observations.balanceDueCzkWithVat! + 0.1 },
      },
    }
    expect(missingValues(altered, text)).toEqual(['meta.invoiceNumber', 'buying.monthlyFeeCzk', 'observations.balanceDueCzkWithVat'])
    expect(
      printedNulls(
        generated,
        `${text}\nVýkup elektřiny\nNT 120 kWh\nSmlouva na dobu určitou do 1. 1. 2027\nPředpokládaná roční spotřeba 3 000 kWh`,
      ),
    ).toEqual([
      'selling (buy-only bill)',
      'buying.ntKwh / NT prices',
      'meta.contractEndDate',
      'buying.yearlyConsumptionKwhEstimated (printed estimate)',
    ])
  })

  test('every bill runs over more than one page, and the split uses three PDF producers', () => {
    const producers = new Set<string>()
    for (const generated of bills) {
      const raw = Buffer.from(generated.pdf).toString('latin1')
      producers.add(raw.includes('Skia/PDF') ? 'chromium' : generated.document ? 'pdfmake' : 'pdf-lib')
      expect({ id: generated.id, multiPage: pageCounts.get(generated.id)! > 1 }).toEqual({ id: generated.id, multiPage: true })
    }
    expect([...producers].sort()).toEqual(['chromium', 'pdf-lib', 'pdfmake'])
  })
})
