/**
 * A priced row of the bill as the row parser reads it: its item kind, section, period, quantity, price and amount.
 * The types alone, so that readers, validators and the regulated-rate check depend on what a row is, not on how rows are parsed.
 */
import type { Line } from '../pdf/layout.ts'

export type Section = 'supply' | 'distribution' | 'selling' | 'unknown'

export type RowKind =
  | 'energyVt'
  | 'energyNt'
  | 'energySingle'
  | 'monthlyFee'
  | 'spotFee'
  | 'discount'
  | 'distVt'
  | 'distNt'
  | 'distSingle'
  | 'breaker'
  | 'poze'
  | 'systemServices'
  | 'infrastructure'
  | 'tax'
  | 'sellEnergy'
  | 'sellFee'
  | 'sellMonthly'
  | 'other'

export interface Row {
  label: string
  kind: RowKind
  section: Section
  from: string | null
  to: string | null
  /** kWh for energy, months otherwise. */
  quantity: number | null
  quantityUnit: 'kWh' | 'month' | 'other' | null
  /** CZK per MWh for energy rows, CZK per month for monthly rows. */
  price: number | null
  total: number | null
  /** quantity × price = total held to the printed precision. */
  checked: boolean
  /** Quantity, unit price and total were all printed and their product does not hold: the roles may be misread. */
  contradicted: boolean
  line: Line
}
