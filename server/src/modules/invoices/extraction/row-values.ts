/**
 * The values of an item's line, cell by cell: numbers with their units (in the cell, in a unit column beside it, or in
 * the column's header), words that are the label's or another label's, and the row's price period from its cells.
 */
import type { Value } from './assign.ts'
import { findBreaker, findDates, findNumbers, findRateCode, isoDate, priceUnitCell, round, type DateMatch, type NumberToken, type Unit } from './text.ts'
import { overlaps, type Cell, type Line } from '../pdf/layout.ts'
import { bareUnit } from './item-text.ts'
import { fold } from '../pdf/normalize.ts'
import { HEADER_ROLES, VAT_INCLUSIVE } from './table-header.ts'
import { monthlyLabel } from './item-row.ts'

/** What a line's cells read as: the label (with words its cells add to it) and the values after it. */
export interface RowValues {
  label: string
  values: Value[]
  /** How many values stood before the first words that follow a value (another label's, on a summary line). */
  valuesBeforeWords: number | null
  /** Where that other label starts: its dates ("Splatnost | 06.03.2025") do not date this row. */
  otherLabelAt: number | null
  /** A unit column's unit waiting for the number after it. */
  pendingUnit: Unit | null
}

/** The values of the cells after the first (the label's), read under the table's header when there is one. */
export function readValues(cells: Cell[], header: Line | null, label: string): RowValues {
  const read: RowValues = { label, values: [], valuesBeforeWords: null, otherLabelAt: null, pendingUnit: null }
  for (let position = 1; position < cells.length; position++) readCell(read, cells, position, header)
  return read
}

function readCell(read: RowValues, cells: Cell[], position: number, header: Line | null): void {
  const cell = cells[position]!
  // A period and the quantity in one cell ("1. 10. 2024 - 31. 12. 2024 3,000 měs."): what follows the dates is a value.
  const dated = findDates(cell.text)
  let text = dated.length ? cell.text.slice(dated.at(-1)!.end).replace(/^[\s–-]+/, '') : cell.text
  if (dated.length && !findNumbers(text).some((token) => token.unit && token.unit !== 'percent')) return
  // A unit column run into the next column ("5,930 | měsíc 188,00 | Kč/měs."): the unit is the quantity's before it.
  const lead = /^(\p{L}+\.?)\s+(?=[-+]?\d)/u.exec(text)
  const leadUnit = lead ? bareUnit(fold(lead[1]!)) : null
  const previousValue = read.values.at(-1)
  if (lead && leadUnit && previousValue && !previousValue.unit && previousValue.cell === cells[position - 1]) {
    previousValue.unit = leadUnit
    text = text.slice(lead[0].length)
  }
  const unit = bareUnit(cell.folded)
  if (unit) {
    // A unit column names the quantity next to it: the one before when that has no unit yet, else the next.
    const previous = read.values.at(-1)
    if (previous && !previous.unit && previous.cell === cells[position - 1]) previous.unit = unit
    else read.pendingUnit = unit
    return
  }
  // A unit column after the unit price names that price's unit ("3,57337 | Kč/kWh", "346,281 | h/kWh").
  const priceUnit = priceUnitCell(cell.text)
  if (priceUnit) {
    const previous = read.values.at(-1)
    if (previous && !previous.unit && previous.cell === cells[position - 1]) {
      const { token } = previous
      previous.unit = priceUnit.unit
      if (priceUnit.scale !== 1) previous.token = { ...token, value: round(token.value * priceUnit.scale, token.decimals + 2), decimals: token.decimals + 2 }
    }
    return
  }
  // A rate code or a breaker's size is no amount; in a name's own cell it is a word of the name ("Jistič 3x16 A").
  if ((findRateCode(cell.text) && cell.text.length <= 5) || (findBreaker(cell.text) && !/,/.test(cell.text))) {
    if (!read.values.length && /\p{L}{3}/u.test(cell.text)) read.label += ` ${cell.text}`
    return
  }
  // A lone four-digit year is the wrapped tail of a date, not an amount.
  const tokens = /^(19|20)\d{2}$/.test(text) ? [] : findNumbers(text)
  // Digits inside a word are the word's: "Sil.el. 1tarif".
  if (!read.values.length && tokens.length && tokens.every((token) => !token.unit) && /\p{L}{3}/u.test(text) && !STANDALONE_NUMBER.test(text)) {
    read.label += ` ${cell.text}`
    return
  }
  // Words with a percentage before any amount are the name's ("1 | Sleva 10 % - spotřeba VT | …").
  if (!read.values.length && tokens.length && tokens.every((token) => token.unit === 'percent') && /\p{L}{3}/u.test(text)) {
    read.label += ` ${cell.text}`
    return
  }
  // After an amount, words with a percentage are another label's ("Spotřeba NT | 7,106 MWh | DPH 21 % | 6 859,49 Kč").
  if (read.values.length && tokens.length && tokens.every((token) => token.unit === 'percent') && /\p{L}{3}/u.test(text)) {
    read.valuesBeforeWords ??= read.values.length
    read.otherLabelAt ??= position
    return
  }
  if (!tokens.length) {
    if (!read.values.length) read.label += ' ' + cell.text
    // Words after an amount (not a unit or a currency): another label's, as on a summary line "Spotřeba: 3 775 kWh | Celkem s DPH | 28 307,94 Kč".
    else if (/\p{L}{3}/u.test(cell.text) && !/^(kc|czk)\b/.test(cell.folded)) {
      read.valuesBeforeWords ??= read.values.length
      read.otherLabelAt ??= position
    }
    return
  }
  pushTokens(read, tokens, cell, header)
}

/** The numbers of a value cell, each with its unit and its column header's role. */
function pushTokens(read: RowValues, tokens: NumberToken[], cell: Cell, header: Line | null): void {
  const headerCell = header?.cells.find((h) => overlaps(h, cell))
  const headerRole = headerCell ? (HEADER_ROLES.find(([pattern]) => pattern.test(headerCell.folded))?.[1] ?? null) : null
  for (const token of tokens) {
    if (token.unit === 'percent') continue
    let unit = token.unit ?? read.pendingUnit
    if (!token.unit) read.pendingUnit = null
    // A header's energy unit is not a monthly item's: "Stálý plat | 2 | 150,00" under "Množství (kWh) | Cena (Kč/kWh)".
    let value = token
    if (!unit && headerCell && !monthlyLabel(fold(read.label))) {
      unit = headerUnit(headerCell.folded)
      if (unit === 'CZK/kWh' && HALER_HEADER.test(headerCell.folded)) value = { ...token, value: round(token.value / 100, token.decimals + 2), decimals: token.decimals + 2 }
    }
    read.values.push({ token: value, unit, headerRole, vatInclusive: !!headerCell && VAT_INCLUSIVE.test(headerCell.folded), cell })
  }
}

/** The row's price period from its cells (not another label's), completed from the line below or the start's year. */
export function rowDates(cells: Cell[], otherLabelAt: number | null, line: Line, below: Line | undefined): DateMatch[] {
  const cellDates = findDates(
    cells
      .slice(1, otherLabelAt ?? cells.length)
      .map((cell) => cell.text)
      .join(' '),
  )
  // A period cut after its dash ("09.02.2025 -" over "08.08.2025"): its end stands under it on the next line.
  const openPeriod = cellDates.length === 1 ? cells.slice(1).find((cell) => /\d\s*[-–]$/.test(cell.text)) : undefined
  if (openPeriod) {
    const end = below && below.page === line.page && below.y - line.y <= line.size * 1.6 ? below.cells.find((cell) => overlaps(cell, openPeriod)) : undefined
    const endDate = end ? findDates(end.text) : []
    if (endDate.length === 1) cellDates.push(endDate[0]!)
  }
  // A period whose end's year wrapped away ("6. 1. 2025-5. 7." over "2025"): the end falls in the start's year or the next.
  const yearless = cellDates.length === 1 ? cells.slice(1).map((cell) => /[-–]\s*(\d{1,2})\.\s?(\d{1,2})\.\s*$/.exec(cell.text)).find((match) => match !== null) : undefined
  if (yearless) {
    const [year, month, day] = cellDates[0]!.iso.split('-').map(Number) as [number, number, number]
    const [endDay, endMonth] = [Number(yearless[1]), Number(yearless[2])]
    const iso = isoDate(endDay, endMonth, endMonth * 100 + endDay >= month * 100 + day ? year : year + 1)
    if (iso) cellDates.push({ iso, index: -1, end: -1 })
  }
  return cellDates
}

function headerUnit(folded: string): Unit | null {
  // "Množství (kWh, měs.)": one column for energy and months; the row's own label decides.
  if (/mes|mesic/.test(folded) && /wh/.test(folded)) return null
  if (/mwh/.test(folded)) return /kc|czk/.test(folded) ? 'CZK/MWh' : 'MWh'
  if (/kwh/.test(folded)) return /kc|czk/.test(folded) || HALER_HEADER.test(folded) ? 'CZK/kWh' : 'kWh'
  return null
}

/** A price column in hellers per kWh ("Cena (h/kWh)"): its numbers are 1/100 of CZK per kWh. */
const HALER_HEADER = /(?<![a-z])(h|hal\.?|haler[uy]?)\s?\/\s?kwh/

/** A number that is no part of a word ("1tarif", "T1" hold none). */
const STANDALONE_NUMBER = /(?<![\p{L}\d])\d+(?![\p{L}\d])/u
