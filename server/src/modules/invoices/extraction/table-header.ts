/**
 * Table headers: which cells head a table's quantity, price and amount columns, and where a table's header line ends
 * (a sidebar may be printed beside it). Read by the layout passes, the label look-up and the row parser alike.
 */
import { withCells, type Cell, type Line } from '../pdf/layout.ts'

/** What a column holds per row. */
export type Role = 'qty' | 'price' | 'total'

export const HEADER_ROLES: [RegExp, Role][] = [
  // Amount columns headed by their VAT alone ("Bez DPH | DPH | S DPH"), as HTML-rendered bills print them.
  // A column headed by the currency alone ("Kč", "CZK bez DPH") holds amounts too, and so does "Bez DPH (Kč)".
  [/celkem|castka|^(bez|s|vc\.?|vcetne) dph( \(?(v )?(kc|czk)\)?)?$|^dph\b|^(kc|czk)( bez dph)?$/, 'total'],
  [/cena|sazba|jednotk/, 'price'],
  [/mnozstvi|pocet|spotreba/, 'qty'],
]

/** A column header of quantities ("Množství", "Počet měsíců"). */
export const isQuantityHeader = (folded: string) => HEADER_ROLES.some(([pattern, role]) => role === 'qty' && pattern.test(folded))

/** A column header of amounts with VAT: "Cena s DPH", "Celkem vč. DPH", "Cena/MJ včetně DPH". */
export const VAT_INCLUSIVE = /\b(s|vc\.?|vcetne) dph\b/

/** Two or more cells of the line head a table's quantity, price or amount columns. */
export function isHeader(line: Line): boolean {
  return line.cells.filter((cell) => HEADER_ROLES.some(([pattern]) => pattern.test(cell.folded))).length >= 2
}

/**
 * A table header, possibly with text of another column printed beside it (a sidebar on a two-column
 * page): its cells up to the last quantity/price/total column, and the x beyond which a line's
 * cells belong to that other column. Null when the line is no header.
 */
export function tableHeader(line: Line): { header: Line; sideX: number | null } | null {
  // A summary label of the other column ("Celková spotřeba", "Předpokládaná roční spotřeba") names no column.
  const column = (cell: Cell) => HEADER_ROLES.some(([pattern]) => pattern.test(cell.folded)) && !/^(celkova|predpokladana|odhad|zaplacen|uhrazen|zalohy|nedoplatek|preplatek)/.test(cell.folded)
  const last = line.cells.findLastIndex(column)
  const cells = line.cells.slice(0, last + 1)
  if (last < 0 || cells.length < 3 || cells.some((cell) => /\d/.test(cell.text))) return null
  const header = withCells(line, cells)
  // The other column starts where the header line's own text beside the table does (rows may run wider than their header).
  const beside = line.cells[last + 1]
  return isHeader(header) ? { header, sideX: beside ? beside.x - 1 : null } : null
}

/** The header of a table's first column that names the part of the bill each group of rows belongs to. */
export const PART_COLUMN = /^(cast|oddil|skupina|sekce|oblast)$/

/** The header of a table's items' column ("Položka", "Složka ceny", "Název"). */
export const ITEM_COLUMN = /^(polozka|nazev|sluzba|slozka|popis|text)\b/
