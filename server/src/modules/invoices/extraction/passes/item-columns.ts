/**
 * Line pass: item columns transposed. A table printed on its side: each billed item is a column ("Položka | Obchodní
 * cena elektřiny | Pravidelná měsíční platba | Celkem", the names maybe wrapped onto a line or two under the header)
 * and each line holds one of the items' figures ("Měrná jednotka | MWh | měs.", "Množství | 3,841 | 6,367", "Cena za
 * MJ (Kč) | 2.629,16 | 155,72", "Částka (Kč) | 10.098,60 | 991,47 | 11.090,07"). Each item column becomes one row
 * line ("Obchodní cena elektřiny | 3,841 MWh | 2.629,16 Kč/MWh | 10.098,60"); the total column is a subtotal and is
 * dropped. A figure belongs to the column it is aligned with best, left, centred or right.
 *
 *   "Položka | Obchodní cena elektřiny | Celkem" / "Množství | 3,841" / "Cena za MJ (Kč) | 2.629,16" / "Částka (Kč) | 10.098,60 | 10.098,60"
 *   → "Obchodní cena elektřiny | 3,841 MWh | 2.629,16 Kč/MWh | 10.098,60"
 */
import { withCells, type Cell, type Line } from '../../pdf/layout.ts'
import { fold } from '../text.ts'

type Role = 'unit' | 'qty' | 'price' | 'amount'

/** What a line holds per item, by its first cell. */
const ROLES: [RegExp, Role][] = [
  [/^(merna jednotka|jednotka|m\.?\s?j\.?)$/, 'unit'],
  [/^(mnozstvi|pocet|spotreba)\b/, 'qty'],
  [/^(cena za (mj|jednotku)|jednotkova cena|jedn\. ?cena|cena\/mj|sazba)\b/, 'price'],
  [/^(castka|cena celkem|cena bez dph|celkem)\b/, 'amount'],
]
const ITEMS_HEADER = /^(polozka|polozky|slozka( ceny)?|nazev)$/
const TOTAL_COLUMN = /^(celkem|soucet)\b/
/** Units as such tables print them: "MWh", "kWh", "měs.", "M" (months). */
const UNITS: [RegExp, string][] = [
  [/^mwh$/, 'MWh'],
  [/^kwh$/, 'kWh'],
  [/^(mes\.?|mesic\w*|m)$/, 'měs.'],
]
/** Lines a column's name may wrap onto under the header. */
const MAX_NAME_LINES = 3

interface Column {
  head: Cell
  name: string
}

/** How far a cell stands from a column's header, aligned left, centred or right. */
const offset = (head: Cell, cell: Cell) => Math.min(Math.abs(head.x - cell.x), Math.abs(head.x + head.right - cell.x - cell.right) / 2, Math.abs(head.right - cell.right))

/** The header's column the cell is aligned with best. */
const nearest = (columns: Column[], cell: Cell) => columns.reduce((best, column) => (offset(column.head, cell) < offset(best.head, cell) ? column : best))

function roleOf(line: Line): Role | null {
  const first = line.cells[0]
  return first ? (ROLES.find(([pattern]) => pattern.test(first.folded.replace(/\s*\([^)]*\)\s*$/, '').trim()))?.[1] ?? null) : null
}

export function transposeItemColumns(lines: Line[]): Line[] {
  const out: Line[] = []
  for (let index = 0; index < lines.length; index++) {
    const header = lines[index]!
    if (header.cells.length < 3 || !ITEMS_HEADER.test(header.cells[0]!.folded) || /\d,\d/.test(header.text) || !TOTAL_COLUMN.test(header.cells.at(-1)!.folded)) {
      out.push(header)
      continue
    }
    const columns: Column[] = header.cells.slice(1).map((head) => ({ head, name: head.text }))
    let next = index + 1
    // Names wrapped under the header: lines of words only, right of the header's first column.
    for (let wraps = 0; wraps < MAX_NAME_LINES && next < lines.length; wraps++, next++) {
      const line = lines[next]!
      if (line.page !== header.page || !line.cells[0] || /\d,\d|\d{3}/.test(line.text) || line.cells[0].x <= header.cells[0]!.right) break
      for (const cell of line.cells) {
        const column = nearest(columns, cell)
        column.name = `${column.name} ${cell.text}`
      }
    }
    const figures = new Map<Role, Line>()
    for (; next < lines.length && figures.size < ROLES.length; next++) {
      const line = lines[next]!
      const role = roleOf(line)
      if (!role || figures.has(role) || line.page !== header.page) break
      figures.set(role, line)
    }
    if (!figures.has('amount') || (!figures.has('qty') && !figures.has('price'))) {
      out.push(header)
      continue
    }
    const under = (column: Column, role: Role) => figures.get(role)?.cells.slice(1).find((cell) => nearest(columns, cell) === column)?.text
    for (const [c, column] of columns.entries()) {
      if (TOTAL_COLUMN.test(fold(column.name))) continue
      const amount = under(column, 'amount')
      if (!amount) continue
      const printed = under(column, 'unit')
      const unit = printed ? (UNITS.find(([pattern]) => pattern.test(fold(printed)))?.[1] ?? printed) : ''
      const qty = under(column, 'qty')
      const price = under(column, 'price')
      const texts = [column.name, qty && `${qty} ${unit}`.trim(), price && (unit ? `${price} Kč/${unit}` : price), amount].filter((text): text is string => !!text)
      const cells = texts.map((text, position) => ({ ...header.cells[0]!, text, folded: fold(text), x: header.cells[0]!.x + position * 100, right: header.cells[0]!.x + position * 100 + 90 }))
      out.push(withCells({ ...header, y: header.y + c * 0.01 }, cells))
    }
    index = next - 1
  }
  return out
}
