/** The distribution part: distributor, rate, main breaker and the regulated prices in force at the end of the bill. */
import type { InvoiceDistribution } from '@partner/energy-shared'
import type { Found, Provenance } from './document.ts'
import { accept, BASE_CONFIDENCE, latestRow, rowConfidence, type Confidence, type ExtractionContext, type SectionRead } from './context.ts'
import { findDistributor } from './distributor.ts'
import type { Row } from './row.ts'
import { inForceAtEnd, isOneOf, isRegulatedRate, notRegulated, type DistributionAnchor } from './regulated.ts'
import { breakerSizeCode, findBreaker, type Breaker } from './text.ts'
import { inRange, type Validation } from './validate.ts'

const NONE: InvoiceDistribution = {
  distributorKey: null,
  distributorKeySource: 'unknown',
  distributionRate: null,
  breakerSizeCode: null,
  breakerAmps: null,
  breakerPhases: null,
  distributorFeeHighPerMWh: null,
  distributorFeeLowPerMWh: null,
  renewableEnergyFeePerMWh: null,
  systemServicesFeePerMWh: null,
  circuitBreakerMonthlyFeeCzkInvoice: null,
}

/** Confidence of a price found in the regulated price lists. */
const ANCHORED = 0.99

/** The check's hint: the listed prices of the rate and years (every distributor's). */
const listedHint = (anchor: DistributionAnchor, prices: number[], unit: string) =>
  `a regulated price of ${anchor.rate} in ${anchor.years.join('–')} (${[...new Set(prices)].map((price) => price.toFixed(2)).join(', ')} ${unit})`

export function readDistribution(ctx: ExtractionContext, supplyPointAddress: string | null, validation: Validation): SectionRead<InvoiceDistribution> {
  // A sell-only bill has no distribution of consumption.
  if (!ctx.buys) return { values: NONE, confidence: {} }
  const { reader, rows, billingTo: end, rate, anchor } = ctx
  const confidence: Confidence = {}
  const breakerFound: Found<Breaker> | null = reader.label('breaker', accept.breaker) ?? (() => {
    const row = rows.find((r) => r.kind === 'breaker')
    const value = row ? findBreaker(row.line.text) : null
    return value ? { value, how: 'table' as Provenance } : null
  })()
  const breaker = breakerFound?.value ?? null
  const distributor = findDistributor(ctx.document, supplyPointAddress)
  const distHigh = latestRow(rows, ['distVt', 'distSingle'], end)
  const distLow = latestRow(rows, ['distNt'], end)
  const breakerRow = latestRow(rows, ['breaker'], end)
  const breakerFee = breakerRow?.quantityUnit === 'month' || breakerRow?.quantityUnit === null ? breakerRow : null
  const code = breaker ? breakerSizeCode(breaker) : null

  confidence['distribution.distributorKey'] = distributor.confidence
  confidence['distribution.distributionRate'] = rate ? BASE_CONFIDENCE[rate.how] : 0
  confidence['distribution.breakerSizeCode'] = breakerFound && code ? BASE_CONFIDENCE[breakerFound.how] : 0
  confidence['distribution.distributorFeeHighPerMWh'] = rowConfidence(distHigh)
  if (distLow) confidence['distribution.distributorFeeLowPerMWh'] = rowConfidence(distLow)

  // The price lists anchor the household rates: a distribution or breaker price that is none of the listed ones was misread.
  // Breaker fees of the breaker's band when it was read, else of every band.
  const breakerPrices = anchor?.breaker.filter((band) => code === null || band.code === code).map((band) => band.price)
  const listed = (prices: number[] | undefined, valid: (value: number) => boolean) => (prices ? (value: number) => valid(value) && isOneOf(prices)(value) : valid)
  const perMwh = (field: string, row: Row | null, prices: number[] | undefined) =>
    validation.fromRow(field, row, listed(prices, notRegulated(inRange(0, 8000))), prices ? listedHint(anchor!, prices, 'CZK/MWh') : '0 – 8 000 CZK/MWh, not a regulated rate')
  // An undated row at a regulated rate no longer in force at the bill's end billed an earlier part of it: at the end there is
  // no such row. A price that is no regulated rate at all was misread, and is refused with a warning.
  const regulatedRate = (field: string, kind: 'poze' | 'systemServices', hint: string) => {
    const row = latestRow(rows, [kind], end)
    const price = row?.price ?? null
    // Zero is the rate only where the price list of the row's period (else of the bill's end) says so.
    const date = row?.to ?? end
    const earlier = price !== null && isRegulatedRate(kind, price, date) && !inForceAtEnd(kind, price, row, end)
    return validation.check(field, earlier ? null : price, (v) => isRegulatedRate(kind, v, date), hint)
  }
  const values: InvoiceDistribution = {
    distributorKey: distributor.key,
    distributorKeySource: distributor.source,
    distributionRate: rate?.value ?? null,
    breakerSizeCode: code,
    breakerAmps: breaker?.amps ?? null,
    breakerPhases: breaker?.phases ?? null,
    distributorFeeHighPerMWh: perMwh('distribution.distributorFeeHighPerMWh', distHigh, anchor?.high),
    distributorFeeLowPerMWh: perMwh('distribution.distributorFeeLowPerMWh', distLow, anchor?.low),
    renewableEnergyFeePerMWh: regulatedRate('distribution.renewableEnergyFeePerMWh', 'poze', 'the regulated POZE rate per MWh of the period'),
    systemServicesFeePerMWh: regulatedRate('distribution.systemServicesFeePerMWh', 'systemServices', 'the regulated system-services rate of the period'),
    circuitBreakerMonthlyFeeCzkInvoice: validation.fromRow(
      'distribution.circuitBreakerMonthlyFeeCzkInvoice',
      breakerFee,
      listed(breakerPrices?.length ? breakerPrices : undefined, inRange(0, 25_000)),
      breakerPrices?.length ? listedHint(anchor!, breakerPrices, 'CZK per month') : '0 – 25 000 CZK per month',
    ),
  }
  // A price the lists confirm is as certain as a printed fact can be.
  if (anchor && values.distributorFeeHighPerMWh !== null) confidence['distribution.distributorFeeHighPerMWh'] = ANCHORED
  if (anchor && values.distributorFeeLowPerMWh !== null) confidence['distribution.distributorFeeLowPerMWh'] = ANCHORED
  return { values, confidence }
}
