/**
 * Priced line items of a bill ("label … quantity, unit price, total"), whatever the table shape:
 * units inside the cells, in a unit column, or only in the column header; price before or after
 * quantity. The role of each number is settled by units, header and the product check
 * quantity × unit price = total (to the printed precision).
 */
import { overlaps, withCells, type Cell, type Line } from '../pdf/layout.ts'
import type { Row, Section } from './row.ts'
import { isQuantityHeader, ITEM_COLUMN, PART_COLUMN, tableHeader } from './table-header.ts'
import { findDates, findNumbers, fold, round, unabbreviated, type Unit } from './text.ts'
import { SECTION_HEADINGS, sectionOf } from './section-headings.ts'
import { splitRun, undatedName } from './item-text.ts'
import { ROW_PASSES, runPasses, type Timings } from './passes/index.ts'
import { PER_UNIT, assign, type Value } from './assign.ts'
import { itemName, type PriceEntry, withListedPrices, withQuantitiesBeside, withoutSummingRows } from './row-checks.ts'
import { itemRow } from './item-row.ts'
import { readValues, rowDates } from './row-values.ts'
import { wrappedLabel } from './label-tail.ts'

/** Every cell of the row after its label lies under a column of the header. */
function underColumns(line: Line, header: Line): boolean {
  return line.cells.slice(1).every((cell) => header.cells.slice(1).some((h) => overlaps(h, cell)))
}

/**
 * Three amounts of which one is the difference of the other two, or that difference times a
 * whole-number constant printed on the line: a meter's start, end and consumption.
 */
function isReading(values: Value[]): boolean {
  const amounts = values.map((v) => v.token.value)
  // Start, end, constant and consumption: a constant needs four numbers on the line.
  const constants = [1, ...(values.length >= 4 ? values.filter((v) => v.token.decimals === 0 && v.token.value >= 2 && v.token.value <= 10_000).map((v) => v.token.value) : [])]
  return amounts.some((a, i) =>
    amounts.some((b, j) => j > i && amounts.some((c, k) => k !== i && k !== j && c > 0 && constants.some((m) => m !== c && Math.abs(Math.abs(b - a) * m - c) <= 0.5 * Math.max(1, m / 10)))),
  )
}

/** Column headers of a meter readings table: states, readings, registers, the meter, its constant. */
const READINGS_COLUMN = /^(pocatecni |konecny |predchozi |novy )?stav\b|odecet|odectu|^registr|elektromer|meridl|^konst/
const PRICE_OR_MONEY: Unit[] = ['CZK', ...PER_UNIT]

/** A row labelled by its month only ("leden 2025", "03/2025"): an item broken down per month under its name. */
const MONTH_LABEL = /^((leden|ledna|unor|unora|brezen|brezna|duben|dubna|kveten|kvetna|cerven|cervna|cervenec|cervence|srpen|srpna|zari|rijen|rijna|listopad|listopadu|prosinec|prosince)( \d{4})?|\d{1,2}\s?\/\s?\d{4})$/

/** Words (of two letters or more) of a run's label from which, without a unit price that checks, it is prose and not an item's name. */
const SENTENCE_LABEL_WORDS = 8

/** An item's subtotal: an amount with hellers alone in its cell ("6.874,59", "1 124,58 Kč"). */
const SUBTOTAL_AMOUNT = /^-?\d{1,3}([ .]\d{3})*,\d{2}(\s?(Kč|CZK))?$/
/** A row's enumerator before its period: "a) ", "b) ". */
const ENUMERATOR = /^\s*[a-z]\)\s*/
/** A cell or label that is a price period alone, maybe enumerated ("a) 02.06.2024 - 31.12.2024"). */
const periodOnly = (text: string) => findDates(text).length === 2 && !/\p{L}/u.test(text.replace(ENUMERATOR, ''))

/**
 * The title printed over a table, aligned with its header's first column: a name in words (a rate code or a breaker's size
 * may be among them), maybe with a tag beside it ("obchodník", "regulovaná cena"), no amount and no date.
 */
function tableTitle(title: Line | undefined, header: Line): string | null {
  const [name, ...tags] = title?.cells ?? []
  if (!title || !name || title.page !== header.page || Math.abs(name.x - header.cells[0]!.x) > 2 || !/^\p{Lu}/u.test(name.text)) return null
  if (/\d[,.]\d/.test(name.text) || findDates(name.text).length || name.text.split(/\s+/).length > 12 || tableHeader(title)) return null
  return tags.every((tag) => !/\d/.test(tag.text) && tag.text.split(/\s+/).length <= 3) ? name.text : null
}

/** Words of a corrective document about the document it corrects: "původně vyúčtováno", "původní doklad", "stornovaný doklad". */
const ORIGINAL = /\b(puvodn\w*|stornovan\w*|opravovan\w*)\b/

/** A sentence's item that speaks of the original document, in its own words or in those of the sentence it goes on from (the line above). */
function citesOriginal(label: string, line: Line, previous: Line | undefined): boolean {
  if (ORIGINAL.test(fold(label))) return true
  const goesOn = /^\p{Ll}/u.test(label) && previous && previous.page === line.page && previous.cells.length === 1 && line.y - previous.y <= line.size * 1.6
  return !!goesOn && ORIGINAL.test(previous.folded.split(/[.;!?]\s/).at(-1)!)
}

/** Every priced row of the document, in reading order, with its section and price period. */
export function parseRows(input: Line[], timings?: Timings): Row[] {
  const lines = runPasses(ROW_PASSES, input, timings)
  const rows: Row[] = []
  const prices: PriceEntry[] = []
  let section: Section = 'unknown'
  let header: Line | null = null
  let periodHeading: { from: string; to: string } | null = null
  // An item's name printed above its rows per month ("Dodávka elektřiny - vysoký tarif" over "leden 2025 | …").
  let itemHeading: string | null = null
  // That name was printed over its rows per period, after the last row read.
  let headingOverRows = false
  // Inside a table of meter readings (its header names states, readings, registers).
  let readingsTable = false
  for (let index = 0; index < lines.length; index++) {
    let line = lines[index]!
    // Reading goes back up the page: the next column of a page read column by column, where the table's columns no longer hold.
    const previous = lines[index - 1]
    if (header && previous && previous.page === line.page && line.y < previous.y - line.size * 3) header = null
    // A line printed wholly right of the current table (the other column of a two-column page) is not the table's.
    if (header && header.page === line.page && line.cells[0] && line.cells[0].x > header.cells.at(-1)!.right + line.size) continue
    const heading = sectionOf(line, lines[index + 1])
    // A table's own heading that names no section ("Pevné měsíční platby" over its header) ends the section above: its rows' words tell theirs.
    const next = lines[index + 1]
    const titled = line.cells.length === 1 && !/\d|:|\bpokracovani\b/.test(line.folded) && line.folded.split(' ').length <= 8
    if (!heading && titled && next?.page === line.page && tableHeader(next)) section = 'unknown'
    // An item's name with its subtotal over its rows per price period ("Elektřina - spotová cena | 6.874,59" over
    // "a) 02.06.2024 - 31.12.2024 | 1 687 kWh à 1,89575 Kč/kWh | 3.198,13"): the name of the rows below, a heading too ("Silová elektřina VT …").
    const namesRows = line.cells.length === 2 && /^\p{Lu}/u.test(line.cells[0]!.text) && !/\d,\d/.test(line.cells[0]!.text) && SUBTOTAL_AMOUNT.test(line.cells[1]!.text) && next?.page === line.page && periodOnly(next.cells[0]?.text ?? '')
    if (heading) {
      section = heading
      // A heading may name the item its monthly rows break down ("Obchodní přirážka k ceně SPOT").
      itemHeading = line.cells.length === 1 || namesRows ? line.cells[0]!.text : null
      headingOverRows = namesRows
      readingsTable = false
      continue
    }
    const table = tableHeader(line)
    if (table) {
      readingsTable = false
      header = table.header
      // A table under its own title ("Silová elektřina - ceny denního trhu | obchodník" over "Období | Množství | Cena | Částka"):
      // the title names its rows printed by their period alone.
      const title = tableTitle(previous, line)
      if (title) [itemHeading, headingOverRows] = [title, true]
      continue
    }
    if (line.cells.length >= 3 && !/\d/.test(line.text)) {
      // A header without quantity/price/total columns (meter readings) resets the columns.
      header = null
      readingsTable = line.cells.filter((cell) => READINGS_COLUMN.test(cell.folded)).length >= 2
      continue
    }
    // The rows of a readings table are states and consumption, however their numbers happen to multiply;
    // a row with money or a unit price is priced again (the table ended without a heading).
    if (readingsTable) {
      if (!line.cells.some((cell) => findNumbers(cell.text).some((token) => token.unit && PRICE_OR_MONEY.includes(token.unit)))) continue
      readingsTable = false
    }
    // A table continued on the next page without its header: the header holds while each row's amounts sit under its columns.
    if (header && header.page !== line.page && !(header.page === line.page - 1 && (line.cells.length < 3 || underColumns(line, header)))) header = null
    // A table whose first column names the part each group of rows belongs to ("Část": "Obchodní část", "Distribuce -
    // PREdistribuce, a.s.", "Výkup elektřiny"): that cell sets the section of the rows beside and below it, and is no word of their names.
    const part = header && PART_COLUMN.test(header.cells[0]!.folded) ? partCell(line, header) : null
    if (part) {
      if (part.starts) section = SECTION_HEADINGS.find(([pattern]) => pattern.test(part.cell.folded))?.[1] ?? 'unknown'
      if (line.cells.length === 1) continue
      line = withCells(line, line.cells.slice(1))
    }
    if (header) line = withItemFirst(line, header, lines[index + 1])
    const first = line.cells[0]
    if (!first) continue
    if (line.cells.length === 1 && !/\d/.test(first.text) && /^\p{Lu}/u.test(first.text)) itemHeading = first.text
    if (namesRows && line.cells[0] === first) {
      itemHeading = first.text
      headingOverRows = true
      continue
    }
    // "Období 1. 1. 2025 - 20. 4. 2025": the price period of the rows below (OCR may split it into cells).
    const lineText = line.cells.map((cell) => cell.text).join(' ')
    const dates = findDates(lineText)
    // Also "Ceny platné od 1. 1. 2026 do 4. 1. 2026": a heading that only dates the prices below it.
    // "Ceny platné v období 1. 7. 2024 - 31. 12. 2024" as well.
    const periodWords = /^(obdobi|od |cenove obdobi)/.test(first.folded) || /^(ceny?|sazby?|platnost)\b[^\d]*\b(od|obdobi)\b/.test(first.folded)
    if (dates.length === 2 && periodWords && !findNumbers(lineText).length) {
      periodHeading = { from: dates[0]!.iso, to: dates[1]!.iso }
      continue
    }

    // A row printed as one run of text: the label is the text before its first amount.
    const run = splitRun(first)
    // A corrective document tells the figures of the document it cancels ("Původně vyúčtováno: vykoupeno 9 908 kWh, celkem …"): no item of this one.
    if (run && citesOriginal(run.label, line, previous)) continue
    let label = run?.label ?? first.text
    const cells = run ? [first, run.values, ...line.cells.slice(1)] : line.cells
    const { values, valuesBeforeWords, otherLabelAt, label: labelled } = readValues(cells, header, label)
    label = labelled
    const cellDates = rowDates(cells, otherLabelAt, line, lines[index + 1])
    // "Silová elektřina - vysoký tarif | 2. 5. 2024 | 31. 12. 2024 | 3 826,03 | Kč/MWh": a price list's entry, no item.
    if (values.length === 1 && values[0]!.unit && PER_UNIT.includes(values[0]!.unit)) {
      const { token, unit } = values[0]!
      const perMwh = unit === 'CZK/kWh' ? 1000 : 1
      if (unit !== 'CZK/day' && unit !== 'CZK/A/month') prices.push({ name: itemName(label), from: cellDates[0]?.iso ?? null, to: cellDates.at(-1)?.iso ?? null, price: round(token.value * perMwh, 4), perEnergy: unit !== 'CZK/month' })
    }
    if (values.length < 2) continue
    // "Label: value" pairs of a summary, two on one line, are no priced item: "Celkem bez DPH | 16 662,69 CZK | Vysoký tarif (VT) | 1,479 MWh".
    if (valuesBeforeWords !== null && (/:\s*$/.test(label) || (valuesBeforeWords === 1 && values.length > 1))) continue

    // A label wrapped onto the following line(s) of the same cell.
    const wrapped = wrappedLabel(lines, index, line, first, header, label)
    label = wrapped.label
    index = wrapped.index
    if (itemHeading && MONTH_LABEL.test(fold(label).trim())) label = `${itemHeading} – ${label}`
    // A row named by its price period alone ("01.01.2025 - 22.03.2025 | 3 309,11 | …", "b) 01.01.2025 - 02.06.2025 | …") bills the
    // item named over it for that period, else the item of the row above.
    const above = rows.at(-1)
    const namedByHeading: boolean = periodOnly(label) && headingOverRows && !!itemHeading
    if (namedByHeading) label = `${itemHeading} ${label.replace(ENUMERATOR, '')}`
    else if (periodOnly(label) && above && above.line.page === line.page) label = `${undatedName(above.label).trim()} ${label.replace(ENUMERATOR, '')}`
    // "Label 1. 1. 2025 - 31. 12. 2025": a price period printed inside the label cell.
    const labelDates = findDates(label)
    const periodDates = cellDates.length ? cellDates : labelDates.length === 2 ? labelDates : []
    const from = periodDates[0]?.iso ?? periodHeading?.from ?? null
    const to = periodDates.at(-1)?.iso ?? periodHeading?.to ?? null

    const assignment = assign(values)
    if (!assignment || !assignment.total) continue
    // An amount of money is printed with hellers; a whole number is a house number, a count or a code.
    if (assignment.total.token.decimals === 0 && assignment.total.unit !== 'CZK') continue
    const { checked } = assignment
    // A sentence of prose with a quantity and an amount in it ("Tip: … ušetří průměrná domácnost až 420 kWh za rok, tj. asi 2 300 Kč")
    // is no item unless its amount is the quantity times a unit price it states.
    if (run && !checked && label.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word)).length >= SENTENCE_LABEL_WORDS) continue
    // Meter readings ("stav 12 345,00 | 13 655,00 | spotřeba 1 310,00"): one amount is the difference of two others.
    if (!checked && isReading(values)) continue
    const folded = unabbreviated(label, fold(label))?.folded ?? fold(label)
    // "Množství: 233 kWh | Cena: …" without its item label above: the name of a value, not an item.
    if (/^(mnozstvi|pocet|spotreba|jedn\.? cena|cena|sazba|castka|celkem)\s*:$/.test(folded.trim())) continue
    // "Průměrná cena 1 kWh … vyšla na 9,94 Kč": an average over the bill, no item of it.
    if (/^prumern/.test(folded.trim())) continue
    headingOverRows = namedByHeading
    rows.push(itemRow(label, folded, section, from, to, assignment, line))
  }
  return withoutSummingRows(withListedPrices(withQuantitiesBeside(rows, input), prices))
}

/**
 * A table of meter readings that bills each register in the same row prints the register, its period, states and quantity
 * before the item's name ("1.8.1 | 26. 1. 2025 | 49 355 | 1,130 MWh | Silová elektřina VT | 2 906,13 | …", the period's end
 * and the end state on the line below): the row is the item's, named by the cell under the items' column, dated by the
 * period, with the quantity of the quantity column. The register and the states are no values of it.
 */
function withItemFirst(line: Line, header: Line, next: Line | undefined): Line {
  const items = header.cells.findIndex((cell) => ITEM_COLUMN.test(cell.folded))
  if (items < 1) return line
  const at = line.cells.findIndex((cell) => overlaps(cell, header.cells[items]!) && /^\p{L}/u.test(cell.text) && /\p{L}{3}/u.test(cell.text) && !findDates(cell.text).length)
  // Only dates or quantities before the name make such a row; a row's code ("A1 | Elektřina …") is the start of its name.
  if (at < 1 || !line.cells.slice(0, at).some((cell) => findDates(cell.text).length > 0 || findNumbers(cell.text).some((token) => token.unit))) return line
  const quantity = header.cells.find((cell) => isQuantityHeader(cell.folded))
  // The line below holds the period's end and the end states, no amounts (a header's wrapped words may have joined the row, lowering it).
  const below = next && next.page === line.page && next.y - line.y <= line.size * 4 && !findNumbers(next.text).some((token) => token.decimals > 0) ? next : null
  const kept = line.cells.slice(0, at).flatMap((cell) => {
    const dates = findDates(cell.text)
    if (dates.length === 1 && dates[0]!.index === 0) {
      // The period's end under its start.
      const end = below?.cells.find((other) => overlaps(other, cell) && findDates(other.text).length === 1)
      return [end ? { ...cell, text: `${cell.text} - ${end.text}`, folded: `${cell.folded} - ${end.folded}` } : cell]
    }
    return dates.length === 2 || (quantity && overlaps(cell, quantity)) ? [cell] : []
  })
  return withCells(line, [line.cells[at]!, ...kept, ...line.cells.slice(at + 1)])
}

/** The line's cell in a table's part column (left of the items' column), and whether it starts a part (a row beside it) or only wraps its name. */
function partCell(line: Line, header: Line): { cell: Cell; starts: boolean } | null {
  const cell = line.cells[0]
  const items = header.cells[1]
  if (!cell || !items || cell.right > items.x + 2 || cell.x > header.cells[0]!.right + 2) return null
  return { cell, starts: line.cells.length > 1 && /^\p{Lu}/u.test(cell.text) }
}
