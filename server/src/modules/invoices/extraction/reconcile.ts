/**
 * Cross-checks of a bill's parts. A mismatch becomes a warning (never an error) and lowers the
 * confidence of the fields it casts doubt on.
 */
import type { Invoice, InvoiceWarning } from '@partner/energy-shared'
import type { Row } from './row.ts'
import { daysInclusive, gs1CheckDigitValid, round } from './text.ts'

export interface ReconcileInput {
  invoice: Invoice
  rows: Row[]
  computedBuyTotal: number
  computedSellTotal: number
  vat: number | null
  totalWithVat: number | null
  advances: number | null
  /** The final rounding printed after the balance, which the balance includes. */
  rounding: number
  statedTotalKwh: number | null
  tariffSplit: readonly [number, number] | null
  confidence: Record<string, number>
}

/** The Czech VAT rate on electricity. */
export const VAT_RATE = 0.21
/** A VAT amount is 21 % of its base, to a few hellers of rounding. */
export const isVatOf = (base: number, vat: number) => Math.abs(round(base * VAT_RATE, 2) - vat) <= 0.05
const czk = (value: number) => `${value.toFixed(2)} CZK`
const percent = (deviation: number, base: number) => `${round((Math.abs(deviation) / Math.max(Math.abs(base), 0.01)) * 100, 1)} %`
/** Money sums tolerate a rounding difference of a few hellers per line item. */
const moneyTolerance = (items: number) => 0.02 + items * 0.005

export function reconcile(input: ReconcileInput): InvoiceWarning[] {
  const { invoice, rows, confidence } = input
  const { meta, buying, observations } = invoice
  const warnings: InvoiceWarning[] = []
  const warn = (field: string, reason: string, extractedValue: number | string | null, expectedHint: string, lowers: string[] = []) => {
    warnings.push({ field, level: 'warn', reason, extractedValue, expectedHint })
    for (const key of lowers) if (key in confidence) confidence[key] = confidence[key]! * 0.7
  }

  if (meta.ean && !gs1CheckDigitValid(meta.ean)) {
    warn('meta.ean', 'The EAN check digit (GS1 mod 10) does not match: the code is mistyped or misread.', meta.ean, `an 18-digit EAN whose last digit is the GS1 check digit of the first 17`)
  }

  if (meta.billingPeriodFrom && meta.billingPeriodTo && meta.billingPeriodFrom > meta.billingPeriodTo) {
    warn('meta.billingPeriodFrom', 'The billing period starts after it ends.', meta.billingPeriodFrom, `a start date on or before ${meta.billingPeriodTo}`)
  } else if (meta.issueDate && meta.billingPeriodTo && meta.issueDate < meta.billingPeriodTo) {
    warn('meta.issueDate', 'The bill is dated before the end of the period it bills.', meta.issueDate, `an issue date on or after ${meta.billingPeriodTo}`)
  }

  const buyItems = rows.filter((row) => !row.kind.startsWith('sell') && row.kind !== 'other')
  const total = observations.buyTotalCzkNoVat
  if (total !== null && buyItems.length && Math.abs(input.computedBuyTotal - total) > moneyTolerance(buyItems.length)) {
    const deviation = input.computedBuyTotal - total
    warn(
      'observations.buyTotalCzkNoVat',
      `The line items add up to ${czk(input.computedBuyTotal)}, which deviates by ${percent(deviation, total)} from the extracted total without VAT.`,
      total,
      `${czk(input.computedBuyTotal)} (sum of ${buyItems.length} line items)`,
      ['buying.fixedBuyPriceCzkPerMwh', 'distribution.distributorFeeHighPerMWh', 'distribution.distributorFeeLowPerMWh', 'buying.monthlyFeeCzk'],
    )
  }

  if (total !== null && input.vat !== null && !isVatOf(total, input.vat)) {
    warn('observations.buyTotalCzkNoVat', `The VAT of ${czk(input.vat)} is not 21 % of the total without VAT.`, input.vat, czk(round(total * VAT_RATE, 2)))
  }

  const withVat = input.totalWithVat ?? (total !== null && input.vat !== null ? round(total + input.vat, 2) : null)
  if (total !== null && input.vat !== null && input.totalWithVat !== null && Math.abs(total + input.vat - input.totalWithVat) > 0.02) {
    warn('observations.buyTotalCzkNoVat', 'Total without VAT plus VAT does not give the total with VAT.', input.totalWithVat, czk(round(total + input.vat, 2)))
  }

  if (observations.balanceDueCzkWithVat !== null && withVat !== null && input.advances !== null) {
    const expected = round(withVat - (observations.sellTotalCzkNoVat ?? 0) - input.advances + input.rounding, 2)
    if (Math.abs(expected - observations.balanceDueCzkWithVat) > 0.05) {
      warn(
        'observations.balanceDueCzkWithVat',
        `Total with VAT${observations.sellTotalCzkNoVat ? ' minus the purchase of sold electricity' : ''} minus advances paid gives ${czk(expected)}, not the stated balance (deviation ${percent(expected - observations.balanceDueCzkWithVat, expected)}).`,
        observations.balanceDueCzkWithVat,
        czk(expected),
      )
    }
  }

  if (observations.sellTotalCzkNoVat !== null && rows.some((row) => row.kind.startsWith('sell')) && Math.abs(input.computedSellTotal - observations.sellTotalCzkNoVat) > moneyTolerance(rows.length)) {
    warn('observations.sellTotalCzkNoVat', `The purchase rows add up to ${czk(input.computedSellTotal)}, not the stated total.`, observations.sellTotalCzkNoVat, czk(input.computedSellTotal))
  }

  if (buying.totalKwh !== null && buying.vtKwh !== null) {
    const parts = round(buying.vtKwh + (buying.ntKwh ?? 0), 3)
    if (input.statedTotalKwh !== null && Math.abs(parts - input.statedTotalKwh) > 1) {
      warn('buying.totalKwh', `The consumption rows add up to ${parts} kWh, not the stated total of ${input.statedTotalKwh} kWh.`, input.statedTotalKwh, `${parts} kWh`)
    }
    if (input.tariffSplit && (Math.abs(input.tariffSplit[0] - buying.vtKwh) > 1 || Math.abs(input.tariffSplit[1] - (buying.ntKwh ?? 0)) > 1)) {
      warn('buying.vtKwh', 'The VT/NT split of the summary differs from the line items.', buying.vtKwh, `${input.tariffSplit[0]} kWh VT, ${input.tariffSplit[1]} kWh NT`)
    }
  }

  // Consumption vs period: dated energy rows should cover the billing period exactly.
  const energyRows = rows.filter((row) => /^energy|^sellEnergy/.test(row.kind) && row.from && row.to)
  if (energyRows.length && meta.billingPeriodFrom && meta.billingPeriodTo) {
    const first = energyRows.reduce((min, row) => (row.from! < min ? row.from! : min), energyRows[0]!.from!)
    const last = energyRows.reduce((max, row) => (row.to! > max ? row.to! : max), energyRows[0]!.to!)
    if (first !== meta.billingPeriodFrom || last !== meta.billingPeriodTo) {
      warn(
        'buying.totalKwh',
        `The consumption is billed for ${first} – ${last} (${daysInclusive(first, last)} days) but the billing period is ${meta.billingPeriodFrom} – ${meta.billingPeriodTo}.`,
        buying.totalKwh,
        `consumption rows covering ${meta.billingPeriodFrom} – ${meta.billingPeriodTo}`,
      )
    }
  }
  return warnings
}

/** Line items that miss their printed total by more than this share were misread (planted or real typos stay well below). */
const GROSS_MISMATCH = 0.2

/** The fields a side's prices and averages are read from its line items; distribution prices are checked against the price lists instead. */
const ROW_PRICES = {
  buy: { buying: ['fixedBuyPriceCzkPerMwh', 'fixedBuyPriceCzkPerMwhLowTariff', 'spotTraderFeePerMwh', 'spotTraderFeeType', 'monthlyFeeCzk'], observations: ['buyAveragePricePerMwhVt', 'buyAveragePricePerMwhNt'] },
  sell: { selling: ['fixedSellPriceCzkPerMwh', 'spotTraderFeePerMwh', 'spotTraderFeeType', 'monthlyFeeCzk', 'soldKwh'], observations: ['sellAveragePricePerMwh'] },
} as const

/**
 * Precision first: when a side's line items add up to something far from its printed total, its rows were
 * misread (an item taken for the other side, a column taken for another), so the prices read from them are
 * not returned. Each becomes null with a warning; confidence 0.
 */
export function refuseUnreconciled(input: Pick<ReconcileInput, 'invoice' | 'computedBuyTotal' | 'computedSellTotal' | 'confidence'>): InvoiceWarning[] {
  const { invoice, confidence } = input
  const warnings: InvoiceWarning[] = []
  const gross = (computed: number, printed: number | null) => printed !== null && printed !== 0 && computed !== 0 && Math.abs(computed - printed) / Math.abs(printed) > GROSS_MISMATCH
  const sides = [
    ['buy', gross(input.computedBuyTotal, invoice.observations.buyTotalCzkNoVat), input.computedBuyTotal, invoice.observations.buyTotalCzkNoVat],
    ['sell', gross(input.computedSellTotal, invoice.observations.sellTotalCzkNoVat), input.computedSellTotal, invoice.observations.sellTotalCzkNoVat],
  ] as const
  for (const [side, refused, computed, printed] of sides) {
    if (!refused) continue
    for (const [block, fields] of Object.entries(ROW_PRICES[side])) {
      const values = invoice[block as 'buying'] as unknown as Record<string, number | string | null>
      for (const field of fields) {
        const value = values[field]
        if (value === null || value === undefined) continue
        values[field] = null
        const path = `${block}.${field}`
        if (path in confidence) confidence[path] = 0
        warnings.push({
          field: path,
          level: 'warn',
          reason: `The line items add up to ${czk(computed)}, more than ${GROSS_MISMATCH * 100} % off the printed total of ${czk(printed!)}: the rows were misread, so this value read from them is left empty.`,
          extractedValue: value,
          expectedHint: 'line items that add up to the printed total',
        })
      }
    }
  }
  return warnings
}
