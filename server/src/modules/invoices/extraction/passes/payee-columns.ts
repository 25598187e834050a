/**
 * Line pass: payee columns split. A price breakdown by payee prints the items of each payee (supplier | distributor
 * | regulated payments) as columns side by side: a line of names ("Jednotarif (VT) | Silová elektřina | Cena za
 * distribuci") over a line with the quantity once and a unit price and amount per payee ("2,728 MWh | 3 846,60
 * Kč/MWh | 10 493,52 | 2 694,79 Kč/MWh | 7 351,39"). Read across, that line is one row with five numbers; each
 * payee's item becomes a row line of its own ("Silová elektřina | 2,728 MWh | 3 846,60 Kč/MWh | 10 493,52"). A
 * payee's further items stacked under its first (name over price and amount, no quantity of their own) bill the
 * quantity of the row they stand in.
 *
 *   "Jednotarif (VT) | Silová elektřina | Cena za distribuci" over "2,728 MWh | 3 846,60 Kč/MWh | 10 493,52 | 2 694,79 Kč/MWh | 7 351,39"
 *   → "Silová elektřina | 2,728 MWh | 3 846,60 Kč/MWh | 10 493,52" and "Cena za distribuci | 2,728 MWh | 2 694,79 Kč/MWh | 7 351,39"
 */
import { withCells, type Cell, type Line } from '../../pdf/layout.ts'
import { findNumbers, fold, type NumberToken, type Unit } from '../text.ts'

/** How far a name's cell may stand from its price's left edge, in points. */
const ALIGN = 3
/** Lines between a row's names and its values: a line of placeholders for the empty payees ("-"). */
const MAX_GAP_LINES = 2
const ENERGY_PRICE: Unit[] = ['CZK/MWh', 'CZK/kWh']
const PLACEHOLDER = /^[-–—]$/

interface Pair {
  price: Cell
  amount: Cell
  perEnergy: boolean
}

/** The cell's one number, when the cell holds nothing else but its unit. */
function only(cell: Cell): NumberToken | null {
  const tokens = findNumbers(cell.text)
  return tokens.length === 1 && !/\p{L}{4}/u.test(cell.text.replace(/kč|czk|mwh|kwh|měs\w*|den|dní/giu, '')) ? tokens[0]! : null
}

/** Unit price followed by its amount: "3 846,60 Kč/MWh | 10 493,52". */
function pairsOf(line: Line): Pair[] {
  const pairs: Pair[] = []
  for (let index = 0; index + 1 < line.cells.length; index++) {
    const price = only(line.cells[index]!)
    const amount = only(line.cells[index + 1]!)
    if (!price?.unit || !['CZK/MWh', 'CZK/kWh', 'CZK/month'].includes(price.unit) || !amount || (amount.unit !== null && amount.unit !== 'CZK') || amount.decimals !== 2) continue
    pairs.push({ price: line.cells[index]!, amount: line.cells[index + 1]!, perEnergy: ENERGY_PRICE.includes(price.unit) })
    index++
  }
  return pairs
}

/** The row's quantity printed once left of its prices: "2,728 MWh", "12,033 měs.". */
function quantityOf(line: Line, pairs: Pair[]): { cell: Cell; perEnergy: boolean } | null {
  const first = line.cells[0]!
  const token = first.x < pairs[0]!.price.x ? only(first) : null
  if (!token?.unit || !['MWh', 'kWh', 'month'].includes(token.unit)) return null
  return { cell: first, perEnergy: token.unit !== 'month' }
}

const nameAt = (names: Line, cell: Cell) => names.cells.find((name) => Math.abs(name.x - cell.x) <= ALIGN && /^\p{L}/u.test(name.text))
const placeholders = (line: Line) => line.cells.every((cell) => PLACEHOLDER.test(cell.text))
const isNameLine = (line: Line) => line.cells.length > 0 && line.cells.every((cell) => /^\p{L}/u.test(cell.text) && !only(cell))

/** The value line under a line of names (past a line of placeholders), when every price it holds stands under a name. */
function valuesUnder(lines: Line[], at: number): { line: Line; index: number; pairs: Pair[] } | null {
  const names = lines[at]!
  for (let index = at + 1; index <= at + MAX_GAP_LINES && index < lines.length; index++) {
    const line = lines[index]!
    if (line.page !== names.page || line.y - names.y > names.size * 4) return null
    if (placeholders(line)) continue
    const pairs = pairsOf(line)
    return pairs.length && pairs.every((pair) => nameAt(names, pair.price)) ? { line, index, pairs } : null
  }
  return null
}

/** A basis naming one tariff ("Nízký tarif (NT)") qualifies an item that names none ("Silová elektřina"). */
function qualified(name: string, basis: string | undefined): string {
  const tariffs = (text: string) => new Set(fold(text).match(/\b(vt|nt)\b|vysok\w* tarif|nizk\w* tarif/g)?.map((t) => (t.startsWith('v') ? 'vt' : 'nt')) ?? [])
  return basis && tariffs(basis).size === 1 && tariffs(name).size === 0 ? `${name} ${basis}` : name
}

export function splitPayeeColumns(lines: Line[]): Line[] {
  const out: Line[] = []
  // The matrix's payee columns (their prices' left edges) and its last quantities, per energy or per month.
  let columns: number[] = []
  let quantities: { energy: Cell | null; month: Cell | null } = { energy: null, month: null }
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const under = isNameLine(line) ? valuesUnder(lines, index) : null
    const inMatrix = under && (under.pairs.length >= 2 || columns.length > 0)
    if (!under || !inMatrix) {
      columns = []
      quantities = { energy: null, month: null }
      out.push(line)
      continue
    }
    for (const pair of under.pairs) if (!columns.some((x) => Math.abs(x - pair.price.x) <= ALIGN)) columns.push(pair.price.x)
    const quantity = quantityOf(under.line, under.pairs)
    if (quantity) quantities[quantity.perEnergy ? 'energy' : 'month'] = quantity.cell
    const basis = quantity ? nameAt(line, quantity.cell)?.text : undefined
    const x = line.cells[0]!.x
    for (const [position, pair] of under.pairs.entries()) {
      const billed = quantity && quantity.perEnergy === pair.perEnergy ? quantity.cell : quantities[pair.perEnergy ? 'energy' : 'month']
      const texts = [qualified(nameAt(line, pair.price)!.text, basis), billed?.text, pair.price.text, pair.amount.text].filter((text): text is string => !!text)
      const cells = texts.map((text, at) => ({ ...pair.price, text, folded: fold(text), x: x + at * 100, right: x + at * 100 + 90 }))
      out.push(withCells({ ...under.line, y: under.line.y + position * 0.01 }, cells))
    }
    index = under.index
  }
  return out
}
