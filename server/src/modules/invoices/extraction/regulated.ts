/**
 * Regulated prices are known facts (server/datasets/tariffs.json): a bill's POZE, system-services and
 * electricity-tax rows carry exactly the nationwide rates of their period, and a household D rate's
 * distribution VT/NT and breaker fees are the distributor's price list of the year. They anchor the
 * reading: a row priced at a regulated rate in force is that regulated item whatever its wording, never
 * a supplier or buy-back price; and a value read as a regulated item that is no regulated price at all
 * is refused.
 */
import { breakerFees, distributionFees, distributors, nationwideFeePeriods, nationwideFees, priceListYears } from '../../../data/tariffs.ts'
import type { Row, RowKind } from './row.ts'

type RegulatedKind = Extract<RowKind, 'poze' | 'systemServices' | 'tax'>

const close = (a: number, b: number) => Math.abs(a - b) < 0.005

/** The per-MWh regulated rates in force on a date (every period's when the date is unknown or outside the data). */
function ratesOn(date: string | null): { kind: RegulatedKind; perMwh: number }[] {
  const period = date ? nationwideFees(date) : undefined
  const periods = period ? [period] : nationwideFeePeriods()
  return periods.flatMap((p) => [
    ...(p.renewableEnergyFeePerMWh > 0 ? [{ kind: 'poze' as const, perMwh: p.renewableEnergyFeePerMWh }] : []),
    { kind: 'systemServices' as const, perMwh: p.systemServicesPerMWh },
    { kind: 'tax' as const, perMwh: p.electricityTaxPerMWh },
  ])
}

/** The metering point's monthly fee (OTE, then non-network infrastructure) in force on a date (every period's when it is unknown). */
function meteringPointFeesOn(date: string | null): number[] {
  const period = date ? nationwideFees(date) : undefined
  return (period ? [period] : nationwideFeePeriods()).map((p) => p.meteringPointFeePerMonth)
}

/** Kinds a regulated rate may be mistaken for: supplier energy, trader fees and buy-back rows. */
const MISTAKABLE = new Set<RowKind>(['energyVt', 'energyNt', 'energySingle', 'spotFee', 'sellEnergy', 'sellFee', 'other'])

/**
 * The distribution prices the price lists give a household rate over the years of a bill: every
 * distributor's, since the distributor a bill names or is derived from its address may be the wrong
 * one, while its printed price is still one of these. Null where the lists have no such rate or year
 * (business C rates, years outside the data): those prices are only range-checked.
 */
export interface DistributionAnchor {
  rate: string
  years: number[]
  /** VT (or single-tariff) prices, CZK/MWh. */
  high: number[]
  /** NT prices, CZK/MWh; empty for single-tariff rates. */
  low: number[]
  /** Fixed monthly breaker fees (CZK/month) by band code. */
  breaker: { code: string; price: number }[]
}

export function distributionAnchor(rate: string | null, from: string | null, to: string | null): DistributionAnchor | null {
  if (!rate) return null
  const first = from ? Number(from.slice(0, 4)) : -Infinity
  const last = to ? Number(to.slice(0, 4)) : Infinity
  const years = priceListYears().filter((year) => year >= first && year <= last)
  const keys = distributors().map((distributor) => distributor.key)
  const fees = years.flatMap((year) => keys.flatMap((key) => distributionFees(key, rate, year) ?? []))
  if (!fees.length) return null
  const bands = years.flatMap((year) => keys.flatMap((key) => breakerFees(key, rate, year)))
  return {
    rate,
    years: [...new Set(fees.map((fee) => fee.year))],
    high: fees.map((fee) => fee.highPerMWh),
    low: fees.flatMap((fee) => fee.lowPerMWh ?? []),
    breaker: bands.filter((band) => band.unit === 'CZK/month').map(({ code, price }) => ({ code, price })),
  }
}

/** Whether a value is one of the anchor's prices (to the cent). */
export const isOneOf = (prices: number[]) => (value: number) => prices.some((price) => close(price, value))

/**
 * Rows priced per MWh at a regulated rate of their period become that regulated item; with a
 * household rate's anchor, rows at its distribution VT/NT price become the distribution rows. A
 * monthly fee at the metering point's regulated fee of its period is that fee.
 */
export function classifyRegulated(rows: Row[], billingTo: string | null, anchor: DistributionAnchor | null = null): Row[] {
  return rows.map((row) => {
    // The metering point's regulated monthly fee of the period is no trader's monthly fee. (A breaker fee is not told
    // apart so: the price lists' whole-crown fees of every distributor and band are too many not to meet a trader's fee.)
    if (row.kind === 'monthlyFee' && row.price !== null && row.quantityUnit === 'month') {
      return meteringPointFeesOn(row.to ?? billingTo).some((fee) => close(fee, row.price!)) ? { ...row, kind: 'infrastructure' } : row
    }
    if (!MISTAKABLE.has(row.kind) || row.price === null || row.quantityUnit !== 'kWh') return row
    const match = ratesOn(row.to ?? billingTo).find((rate) => close(rate.perMwh, row.price!))
    if (match) return { ...row, kind: match.kind }
    if (anchor && isOneOf(anchor.high)(row.price)) return { ...row, kind: anchor.low.length ? 'distVt' : 'distSingle' }
    if (anchor && isOneOf(anchor.low)(row.price)) return { ...row, kind: 'distNt' }
    return row
  })
}

/** The nationwide rate of a kind in force on a date, where the data covers it. */
const rateOn = (kind: 'poze' | 'systemServices', date: string | null) => {
  const period = date ? nationwideFees(date) : undefined
  return period ? (kind === 'poze' ? period.renewableEnergyFeePerMWh : period.systemServicesPerMWh) : undefined
}

/**
 * Whether a per-MWh price is a regulated rate of that kind in any period of the data. Zero is one only on a date whose
 * price list sets it to zero (POZE in 2026): a row of that rate billed at 0 bills it as listed, and 0 is its value.
 */
export function isRegulatedRate(kind: 'poze' | 'systemServices', perMwh: number, date: string | null = null): boolean {
  if (close(perMwh, 0)) return rateOn(kind, date) === 0
  return ratesOn(null).some((rate) => rate.kind === kind && close(rate.perMwh, perMwh))
}

/**
 * Whether a nationwide rate read from a row is the one in force at the bill's end: an undated row may bill
 * an earlier part of the period (POZE at 495 CZK/MWh for 2025 on a bill that ends in 2026, when it is 0).
 * A dated row is the latest period's already; an end outside the data cannot tell.
 */
export function inForceAtEnd(kind: 'poze' | 'systemServices', perMwh: number, row: Row | null, end: string | null): boolean {
  const rate = end && !row?.to ? rateOn(kind, end) : undefined
  return rate === undefined || close(rate, perMwh)
}

/**
 * Whether a per-MWh price is any regulated nationwide rate (POZE, system services, electricity tax)
 * of any period: such a value read as a supplier, buy-back or distribution price is that regulated
 * item misread, never the contract's price.
 */
export function isAnyRegulatedRate(perMwh: number): boolean {
  return ratesOn(null).some((rate) => close(rate.perMwh, perMwh))
}

/** A price check that also refuses any regulated nationwide rate. */
export const notRegulated = (valid: (value: number) => boolean) => (value: number) => valid(value) && !isAnyRegulatedRate(value)
