/**
 * Line pass: tariff matrices transposed. A tariff matrix prints an item's tariffs as columns and its quantity, unit
 * price and amount as lines: each tariff column becomes one row line; the total column is a subtotal and is dropped.
 *
 *   "Distribuce elektřiny | VT | NT | Celkem" over "Množství (MWh) | 2,003 | 5,699", "Jednotková cena (Kč/MWh) | 648,62 | 438,09", "Cena bez DPH (Kč) | 1 299,19 | 2 496,67 | 3 795,86"
 *   → "Distribuce elektřiny VT | 2,003 MWh | 648,62 Kč/MWh | 1 299,19 Kč" and "Distribuce elektřiny NT | 5,699 MWh | 438,09 Kč/MWh | 2 496,67 Kč"
 */
import { type Cell, type Line, withCells } from '../../pdf/layout.ts'
import { fold } from '../../pdf/normalize.ts'

/** Tariff columns of a matrix bill ("Dodávka elektřiny | VT | NT | Celkem"); a total column is a subtotal. */
const TARIFF_COLUMN = /^(vt|nt|t1|t2|vysoky tarif|nizky tarif|jednotarif\w*|celkem|soucet)(\s*\((vt|nt|t1|t2)\))?$/

/** What a matrix line holds per tariff, by its first cell ("Množství (MWh)", "Jednotková cena (Kč/MWh)", "Cena bez DPH (Kč)"). */
const MATRIX_ROLES: [RegExp, 'qty' | 'price' | 'amount'][] = [
  [/^(mnozstvi|spotreba|objem|dodane mnozstvi)\b/, 'qty'],
  [/^(jednotkova cena|jedn\. ?cena|cena za (jednotku|mj)|cena\/mj|sazba)\b/, 'price'],
  [/^(cena|castka|celkem)\b/, 'amount'],
]

/** The unit a matrix line's first cell gives its numbers: "(MWh)", "(Kč/kWh)", "(Kč)". */
function matrixUnit(folded: string): string {
  const unit = /\((kc\/mwh|kc\/kwh|mwh|kwh|kc|czk)\)/.exec(folded)?.[1]
  return unit ? ({ 'kc/mwh': 'Kč/MWh', 'kc/kwh': 'Kč/kWh', mwh: 'MWh', kwh: 'kWh', kc: 'Kč', czk: 'Kč' } as Record<string, string>)[unit]! : ''
}

/**
 * A tariff matrix prints an item's tariffs as columns and its quantity, unit price and amount as lines:
 * "Distribuce elektřiny | VT | NT | Celkem" over "Množství (MWh) | 2,003 | 5,699", "Jednotková cena
 * (Kč/MWh) | 648,62 | 438,09", "Cena bez DPH (Kč) | 1 299,19 | 2 496,67 | 3 795,86". Each tariff column
 * becomes one row line ("Distribuce elektřiny VT | 2,003 MWh | 648,62 Kč/MWh | 1 299,19 Kč"); the total
 * column is a subtotal and is dropped.
 */
export function transposeMatrices(lines: Line[]): Line[] {
  const out: Line[] = []
  for (let index = 0; index < lines.length; index++) {
    const header = lines[index]!
    const columns = header.cells.slice(1)
    if (header.cells.length < 3 || /\d/.test(header.cells[0]!.text) || !columns.every((cell) => TARIFF_COLUMN.test(cell.folded.trim())) || columns.every((cell) => /^(celkem|soucet)/.test(cell.folded))) {
      out.push(header)
      continue
    }
    const values = new Map<'qty' | 'price' | 'amount', { cells: Cell[]; unit: string }>()
    let next = index + 1
    for (; next < lines.length && values.size < 3; next++) {
      const line = lines[next]!
      const role = MATRIX_ROLES.find(([pattern]) => pattern.test(line.cells[0]!.folded))?.[1]
      if (!role || values.has(role) || line.page !== header.page || line.y - header.y > header.size * 2 * (values.size + 1)) break
      values.set(role, { cells: line.cells.slice(1), unit: matrixUnit(line.cells[0]!.folded) })
    }
    if (!values.has('amount') || values.size < 2) {
      out.push(header)
      continue
    }
    const under = (column: Cell, cells: Cell[]) => cells.find((cell) => cell.x < column.right + 4 && column.x < cell.right + 4)
    for (const [c, column] of columns.entries()) {
      if (/^(celkem|soucet)/.test(column.folded)) continue
      const label = `${header.cells[0]!.text} ${column.text}`
      const parts = (['qty', 'price', 'amount'] as const).flatMap((role) => {
        const line = values.get(role)
        const cell = line ? under(column, line.cells) : undefined
        return cell ? [`${cell.text} ${line!.unit}`.trim()] : []
      })
      const cells: Cell[] = [label, ...parts].map((text, position) => ({ ...header.cells[0]!, text, folded: fold(text), x: header.cells[0]!.x + position * 100, right: header.cells[0]!.x + position * 100 + 90 }))
      out.push(withCells({ ...header, y: header.y + c * 0.01 }, cells))
    }
    index = next - 1
  }
  return out
}
