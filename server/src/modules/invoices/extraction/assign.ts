/**
 * Which number of an item's line is the quantity, the unit price and the total: scored by units, column header and
 * reading order, and settled by the product check quantity × unit price = total to the printed precision.
 */
import type { NumberToken, Unit } from './text.ts'
import type { Role } from './table-header.ts'
import type { Cell } from '../pdf/layout.ts'

export const ENERGY: Unit[] = ['MWh', 'kWh']

export const PER_UNIT: Unit[] = ['CZK/MWh', 'CZK/kWh', 'CZK/month', 'CZK/day', 'CZK/A/month']

export interface Value {
  token: NumberToken
  unit: Unit | null
  headerRole: Role | null
  /** Its column header says the amount includes VAT ("Cena s DPH", "Cena/MJ vč. DPH"): never the price or total without VAT when another column is. */
  vatInclusive: boolean
  cell: Cell
}

function energyFactor(qtyUnit: Unit | null, priceUnit: Unit | null): number[] {
  // The factor that turns quantity × price into CZK: per-kWh price times MWh quantity needs 1000, etc.
  const qtyMwh = qtyUnit === 'MWh'
  const qtyKwh = qtyUnit === 'kWh'
  if (priceUnit === 'CZK/MWh') return qtyKwh ? [0.001] : qtyMwh ? [1] : [1, 0.001]
  if (priceUnit === 'CZK/kWh') return qtyMwh ? [1000] : qtyKwh ? [1] : [1, 1000]
  if (qtyKwh) return [1, 0.001]
  return [1]
}

function productHolds(q: NumberToken, p: NumberToken, t: NumberToken, factor: number): boolean {
  const tolerance = 0.011 + (Math.abs(q.value) * factor * 0.5) / 10 ** p.decimals + (Math.abs(p.value) * factor * 0.5) / 10 ** q.decimals
  const product = q.value * p.value * factor
  // A credit (a buy-back or a discount set off against the bill) prints its amount negative beside a positive quantity and price;
  // a ledger prints every amount positive in its debit or credit column, beside a negative price ("4 090 kWh × -0,44221 Kč/kWh | 1.808,64").
  const amount = (t.value < 0 && product > 0) || (t.value > 0 && q.value > 0 && p.value < 0) ? -t.value : t.value
  return Math.abs(product - amount) <= tolerance
}

export interface Assignment {
  qty: Value | null
  price: Value | null
  total: Value | null
  factor: number
  checked: boolean
}

function unitRole(unit: Unit | null): Role | null {
  if (!unit) return null
  if (PER_UNIT.includes(unit)) return 'price'
  if (unit === 'CZK') return null
  return unit === 'percent' ? null : 'qty'
}

/** Picks which number is the quantity, the unit price and the total. */
export function assign(values: Value[]): Assignment | null {
  let best: (Assignment & { score: number }) | null = null
  const options = [null, ...values]
  for (const qty of options)
    for (const price of options)
      for (const total of options) {
        const used = [qty, price, total].filter((v): v is Value => v !== null)
        if (new Set(used).size !== used.length || used.length < 2) continue
        if (qty && (qty.unit === 'CZK' || PER_UNIT.includes(qty.unit!))) continue
        if (price && (ENERGY.includes(price.unit!) || price.unit === 'month')) continue
        if (total && total.unit && total.unit !== 'CZK') continue
        // An amount of money is printed to the heller at most: "4,01537" is a unit price, not a total.
        if (total && total.token.decimals > 2) continue
        let score = 0
        for (const [value, role] of [[qty, 'qty'], [price, 'price'], [total, 'total']] as const) {
          if (!value) continue
          if (unitRole(value.unit) === role) score += 2
          if (value.headerRole === role) score += 2
          if (value.headerRole && value.headerRole !== role) score -= 3
          // A VAT-inclusive column also holds its product (gross price × quantity = gross amount); the VAT-exclusive one is the item's.
          if (value.vatInclusive) score -= 5
        }
        let factor = 1
        let checked = false
        if (qty && price && total) {
          const factors = energyFactor(qty.unit, price.unit)
          const holding = factors.find((f) => productHolds(qty.token, price.token, total.token, f))
          if (holding !== undefined) {
            factor = holding
            checked = true
            // A product that holds to the printed precision outweighs a header that spans two columns.
            score += 8
          } else score -= 4
        }
        // Reading order as the last tie-breaker: quantity, price, total left to right is the most common.
        if (total && used.every((v) => v.cell.x <= total.cell.x)) score += 1
        if (!best || score > best.score) best = { qty, price, total, factor, checked, score }
      }
  return best
}
