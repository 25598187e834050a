/**
 * Regulated prices are known facts (server/datasets/tariffs.json, the nationwide fees per period):
 * a bill's POZE, system-services and electricity-tax rows carry exactly those rates. They anchor
 * the reading: a row priced at the regulated rate in force is that regulated item whatever its
 * wording, never a supplier or buy-back price; and a value read as POZE or system services that is
 * no regulated rate at all is refused.
 */
import { nationwideFeePeriods, nationwideFees } from '../../../data/tariffs.ts'
import type { Row, RowKind } from './rows.ts'

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

/** Kinds a regulated rate may be mistaken for: supplier energy, trader fees and buy-back rows. */
const MISTAKABLE = new Set<RowKind>(['energyVt', 'energyNt', 'energySingle', 'spotFee', 'sellEnergy', 'sellFee', 'other'])

/** Rows priced per MWh at a regulated rate of their period become that regulated item. */
export function classifyRegulated(rows: Row[], billingTo: string | null): Row[] {
  return rows.map((row) => {
    if (!MISTAKABLE.has(row.kind) || row.price === null || row.quantityUnit !== 'kWh') return row
    const match = ratesOn(row.to ?? billingTo).find((rate) => close(rate.perMwh, row.price!))
    return match ? { ...row, kind: match.kind } : row
  })
}

/** Whether a per-MWh price is a regulated rate of that kind in any period of the data. */
export function isRegulatedRate(kind: 'poze' | 'systemServices', perMwh: number): boolean {
  return ratesOn(null).some((rate) => rate.kind === kind && close(rate.perMwh, perMwh))
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
