/**
 * The parsed rows checked against each other and the lines around them: a quantity printed beside its row, a unit
 * price from the bill's price list, a row that only sums the rows above it, a buy-back credited on the bill.
 */
import type { Row, RowKind } from './row.ts'
import type { Line } from '../pdf/layout.ts'
import { findNumbers, round, type Unit } from './text.ts'
import { fold } from '../pdf/normalize.ts'
import { undatedName } from './item-text.ts'

/**
 * Buy-back credited on the customer's bill: the sale's amounts printed negative (set off against the
 * charges) while its price is positive. The sale rows are turned to the buy-back's own view, where
 * the sale is positive and its deductions negative, as a buy-back statement prints them.
 */
export function saleAsPaid(rows: Row[]): Row[] {
  const sales = rows.filter((row) => row.kind === 'sellEnergy' && row.total !== null)
  const credited = sales.length > 0 && sales.every((row) => row.total! < 0 && (row.price ?? 0) > 0)
  return credited ? rows.map((row) => (row.kind.startsWith('sell') && row.total !== null ? { ...row, total: -row.total } : row)) : rows
}

export const MONTHLY_KINDS: RowKind[] = ['monthlyFee', 'breaker', 'infrastructure', 'sellMonthly']

/**
 * A table whose cells are centred in their row, its quantity wrapped in a narrow column ("0,76400" over
 * "MWh"), prints that quantity half a line above or below the row's name, price and amount: the one
 * number on the line just above or below whose product with the unit price is the amount is the row's
 * quantity (in MWh or kWh for energy, in months for a monthly price).
 */
export function withQuantitiesBeside(rows: Row[], lines: Line[]): Row[] {
  const position = (line: Line) => `${line.page}:${line.y}`
  const indexOf = new Map(lines.map((line, index) => [position(line), index]))
  return rows.map((row, r) => {
    if (row.quantity !== null || row.price === null || row.total === null || row.kind === 'other') return row
    const at = indexOf.get(position(row.line))
    if (at === undefined) return row
    const near = [lines[at - 1], lines[at + 1]].filter((line): line is Line => !!line && line.page === row.line.page && Math.abs(line.y - row.line.y) <= row.line.size * 1.2)
    const monthly = MONTHLY_KINDS.includes(row.kind)
    const units: Unit[] = monthly ? ['month'] : ['MWh', 'kWh']
    const price = row.price
    const total = Math.abs(row.total)
    const holds = (product: number) => Math.abs(Math.abs(product) - total) <= 0.011 + total * 0.0006
    const found = new Set<number>()
    for (const token of near.flatMap((line) => findNumbers(line.text))) {
      if (token.value <= 0 || (token.unit !== null && !units.includes(token.unit))) continue
      if (monthly && holds(token.value * price)) found.add(token.value)
      // The price is per MWh: a quantity in MWh multiplies it as it is, one in kWh by a thousandth.
      if (!monthly && token.unit !== 'kWh' && holds(token.value * price)) found.add(round(token.value * 1000, 3))
      if (!monthly && token.unit !== 'MWh' && holds((token.value * price) / 1000)) found.add(token.value)
    }
    if (found.size === 1) return { ...row, quantity: [...found][0]!, quantityUnit: monthly ? 'month' : 'kWh', checked: true }
    // An item printed under another without a quantity of its own ("Silová elektřina VT | 1,130 MWh | …" over "Distribuce -
    // vysoký tarif | 718,76 Kč/MWh | 812,20"): billed for the quantity of the item above, when that quantity times its price is its amount.
    // Not the supply's energy itself: a price without a quantity under unknown wording may be a regulated rate ("Příspěvek na zdroje | 495,00 Kč/MWh").
    const above = rows[r - 1]
    const supplied = row.kind === 'energySingle' || row.kind === 'energyVt' || row.kind === 'energyNt'
    const shared = !supplied && above && above.quantity !== null && above.line.page === row.line.page && row.line.y - above.line.y <= row.line.size * 6
    if (!shared || above.quantityUnit !== (monthly ? 'month' : 'kWh') || !holds(monthly ? above.quantity! * price : (above.quantity! * price) / 1000)) return row
    // A trader's fee on the quantity of electricity sold above it is the sale's fee ("Přetoky - výkup" over "Srážka obchodníka z ceny SPOT").
    const kind = row.kind === 'spotFee' && above.kind === 'sellEnergy' ? 'sellFee' : row.kind
    return { ...row, kind, quantity: above.quantity, quantityUnit: above.quantityUnit, from: row.from ?? above.from, to: row.to ?? above.to, checked: true }
  })
}

/** A unit price printed apart from its item, in a price list or an annex ("Jednotkové ceny použité ve vyúčtování"). */
export interface PriceEntry {
  name: string
  from: string | null
  to: string | null
  /** CZK per MWh for energy, per month otherwise. */
  price: number
  perEnergy: boolean
}

/** An item's name without its position number, its period or a footnote's asterisk: "3 Silová elektřina - NT (1. 1. 2025 - …)" → "silova elektrina - nt". */
export const itemName = (label: string) =>
  fold(undatedName(label))
    .replace(/^\d{1,3}[.)]?\s+/, '')
    .replace(/[\s*()–-]+$/, '')
    .replace(/\s*\(\s*-?\s*\)/g, '')
    .trim()

/**
 * Items printed with quantity and amount only take their unit price from the bill's price list: the
 * entry of the same name and period whose price × quantity gives the amount to the printed precision.
 * Otherwise their price stays the amount divided by the quantity, rounded.
 */
export function withListedPrices(rows: Row[], prices: PriceEntry[]): Row[] {
  if (!prices.length) return rows
  const byName = new Map<string, PriceEntry[]>()
  for (const entry of prices) {
    const named = byName.get(entry.name)
    if (named) named.push(entry)
    else byName.set(entry.name, [entry])
  }
  return rows.map((row) => {
    if (row.checked || row.contradicted || row.quantity === null || row.total === null) return row
    const perEnergy = row.quantityUnit === 'kWh'
    const quantity = perEnergy ? row.quantity / 1000 : row.quantity
    const listed = (byName.get(itemName(row.label)) ?? []).filter((entry) => entry.perEnergy === perEnergy && (!entry.from || !row.from || (entry.from === row.from && entry.to === row.to)))
    const holds = listed.filter((entry) => Math.abs(quantity * entry.price - row.total!) <= 0.011 + Math.abs(entry.price) * 0.0006)
    return holds.length === 1 ? { ...row, price: holds[0]!.price, checked: true } : row
  })
}

/**
 * A row that says it sums ("Vykoupeno celkem 2,024 MWh za 3 289,85 Kč", "Dodávka celkem") and whose
 * amount is the sum of the rows right above it repeats them: it is no item of its own. A "celkem"
 * row with nothing above it to sum is the bill's one item and stays.
 */
/** The rows a sum is looked for in, right above it: a bill's item table, not a hostile page of rows. */
const MAX_SUMMED_ROWS = 100

export function withoutSummingRows(rows: Row[]): Row[] {
  return rows.map((row, index) => {
    if (row.kind === 'other' || !/\b(celkem|soucet|souhrn(em)?)\b/.test(fold(row.label))) return row
    let sum = 0
    for (let above = index - 1; above >= Math.max(0, index - MAX_SUMMED_ROWS) && rows[above]!.kind !== 'other'; above--) {
      sum += rows[above]!.total ?? 0
      // One row above is repeated only with its quantity too.
      const repeats = index - above >= 2 || rows[above]!.quantity === row.quantity
      if (repeats && Math.abs(sum - row.total!) <= 0.011 * (index - above)) return { ...row, kind: 'other' as const }
    }
    return row
  })
}
