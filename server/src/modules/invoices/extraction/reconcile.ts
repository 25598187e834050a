/**
 * Cross-checks of a bill's parts. A mismatch becomes a warning (never an error) and lowers the
 * confidence of the fields it casts doubt on.
 */
import type { Invoice, InvoiceWarning } from '@partner/energy-shared'
import type { Row } from './rows.ts'
import { daysInclusive, gs1CheckDigitValid, round } from './text.ts'

export interface ReconcileInput {
  invoice: Invoice
  rows: Row[]
  computedBuyTotal: number
  computedSellTotal: number
  vat: number | null
  totalWithVat: number | null
  advances: number | null
  statedTotalKwh: number | null
  tariffSplit: readonly [number, number] | null
  confidence: Record<string, number>
}

const VAT_RATE = 0.21
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

  if (total !== null && input.vat !== null && Math.abs(round(total * VAT_RATE, 2) - input.vat) > 0.05) {
    warn('observations.buyTotalCzkNoVat', `The VAT of ${czk(input.vat)} is not 21 % of the total without VAT.`, input.vat, czk(round(total * VAT_RATE, 2)))
  }

  const withVat = input.totalWithVat ?? (total !== null && input.vat !== null ? round(total + input.vat, 2) : null)
  if (total !== null && input.vat !== null && input.totalWithVat !== null && Math.abs(total + input.vat - input.totalWithVat) > 0.02) {
    warn('observations.buyTotalCzkNoVat', 'Total without VAT plus VAT does not give the total with VAT.', input.totalWithVat, czk(round(total + input.vat, 2)))
  }

  if (observations.balanceDueCzkWithVat !== null && withVat !== null && input.advances !== null) {
    const expected = round(withVat - (observations.sellTotalCzkNoVat ?? 0) - input.advances, 2)
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
