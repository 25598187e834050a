/** The distribution part: distributor, rate, main breaker and the regulated prices in force at the end of the bill. */
import type { InvoiceDistribution } from '@partner/energy-shared'
import type { Found, Provenance } from './document.ts'
import { accept, BASE_CONFIDENCE, latestRow, rowConfidence, type Confidence, type ExtractionContext, type SectionRead } from './context.ts'
import { findDistributor } from './distributor.ts'
import type { Row } from './rows.ts'
import { readRate } from './read-meta.ts'
import { isRegulatedRate, notRegulated } from './regulated.ts'
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

export function readDistribution(ctx: ExtractionContext, supplyPointAddress: string | null, validation: Validation): SectionRead<InvoiceDistribution> {
  // A sell-only bill has no distribution of consumption.
  if (!ctx.buys) return { values: NONE, confidence: {} }
  const { reader, rows, billingTo: end } = ctx
  const confidence: Confidence = {}
  const rate = readRate(reader)
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

  const perMwh = (field: string, row: Row | null) => validation.fromRow(field, row, notRegulated(inRange(0, 8000)), '0 – 8 000 CZK/MWh, not a regulated rate')
  const values: InvoiceDistribution = {
    distributorKey: distributor.key,
    distributorKeySource: distributor.source,
    distributionRate: rate?.value ?? null,
    breakerSizeCode: code,
    breakerAmps: breaker?.amps ?? null,
    breakerPhases: breaker?.phases ?? null,
    distributorFeeHighPerMWh: perMwh('distribution.distributorFeeHighPerMWh', distHigh),
    distributorFeeLowPerMWh: perMwh('distribution.distributorFeeLowPerMWh', distLow),
    renewableEnergyFeePerMWh: validation.check('distribution.renewableEnergyFeePerMWh', latestRow(rows, ['poze'], end)?.price ?? null, (v) => isRegulatedRate('poze', v), 'the regulated POZE rate per MWh of the period'),
    systemServicesFeePerMWh: validation.check('distribution.systemServicesFeePerMWh', latestRow(rows, ['systemServices'], end)?.price ?? null, (v) => isRegulatedRate('systemServices', v), 'the regulated system-services rate of the period'),
    circuitBreakerMonthlyFeeCzkInvoice: validation.fromRow('distribution.circuitBreakerMonthlyFeeCzkInvoice', breakerFee, inRange(0, 20000), '0 – 20 000 CZK per month'),
  }
  return { values, confidence }
}
