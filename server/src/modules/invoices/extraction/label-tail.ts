/**
 * An item's label wrapped onto the following lines of its cell: words, a hanging indent, the pieces of a period printed
 * in it ("… 1. 1. 2025 -" / "31. 12. 2025"), passing over units wrapped under a price and lines of a column beside the table.
 */
import type { Cell, Line } from '../pdf/layout.ts'
import { findDates, isDateTail, priceUnitCell, withoutBreaker, withoutRateCode } from './text.ts'
import { CONTINUATION, MAX_SENTENCE, bareUnit, undatedName } from './item-text.ts'
import { fold, numericDates } from '../pdf/normalize.ts'
import { sectionOf } from './section-headings.ts'

/** The label with its wrapped tails joined, and the index of the last line they took. */
export function wrappedLabel(lines: Line[], index: number, line: Line, first: Cell, header: Line | null, label: string): { label: string; index: number } {
  let lastY = line.y
  for (let next = index + 1; next < lines.length; next++) {
    const more = lines[next]!
    // A line of the column beside the table only, printed between the table's own lines.
    const beyond = header && more.cells.length > 0 && more.cells[0]!.x > header.cells.at(-1)!.right + line.size
    // A price's unit wrapped under it onto a line of its own ("Kč/kWh") is passed over.
    const unitLine = more.cells.length > 0 && withoutUnitCells(more) === ''
    if ((!more.cells.length || beyond || unitLine) && more.page === line.page) continue
    const cont = more.cells[0]
    // Words of the label, or the wrapped tail of a period printed in it: "… 1. 1. 2025 -" / "31. 12. 2025",
    // "… zdrojů" / "energie (1. 1. 2025 - 30. 6. 2025)", "… elektroměrem (16. 5." / "2025 - 31. 12. 2025)".
    const undated = findDates(more.text).reduceRight((text, date) => text.slice(0, date.index) + text.slice(date.end), more.text)
    const periodInParentheses = /\(\s*-\s*\)\s*$/.test(undated) && findDates(more.text).length === 2 && !/\d/.test(undated)
    const opensPeriod = /\(\d{1,2}\.(\s?\d{1,2}\.)?\s*$/.test(more.text) && !/\d/.test(more.text.replace(/\(\d{1,2}\.(\s?\d{1,2}\.)?\s*$/, ''))
    // A name tail with a period or its pieces: "podporovaných zdrojů energie (1. 1. 2025" / "- 16. 10. 2025)".
    // Its breaker's size is a word of the name too, its "A" maybe wrapped: "Měsíční plat za příkon" / "- jistič 3×25 A" / "1.5.2024 - 31.12.2024".
    // So is the rate it is billed at: "období 1. 1. 2025 - 29. 8. 2025, sazba D02d".
    const datedTail = CONTINUATION.test(more.text) && !/\d/.test(withoutRateCode(withoutBreaker(undatedName(more.text))))
    // A period's end wrapped after its day with the month written out: "1.5.2024 - 31." / "prosince 2024".
    const monthTail = isDateTail(more.text) && findDates(numericDates(`${label} ${more.text}`)).length > findDates(label).length
    const tail = (/^[\d.\s()-]+$/.test(more.text) && findDates(`${label} ${more.text}`).length > findDates(label).length) || periodInParentheses || opensPeriod || datedTail || monthTail
    // No item's name is longer than a sentence: a hostile column of one-cell lines stops being joined (each join re-reads the label).
    // A tariff's register code is a word of the name too: "… (vážený" / "průměr) VT/T1".
    // A name may wrap with a hanging indent: its tail in lower case a little right of it ("… elektřiny ve" / "  vysokém tarifu").
    const indented = cont && cont.x - first.x > 2 && cont.x - first.x <= line.size * 2 && /^\p{Ll}/u.test(cont.text)
    // The line may carry the price's unit wrapped under it ("trhu OTE - VT | Kč/kWh"): no text of its own.
    const unitsOnly = more.cells.slice(1).every(isUnitCell)
    if (!cont || more.page !== line.page || !unitsOnly || (/\d/.test(withoutUnitCells(more).replace(/\bT[12]\b/g, '')) && !tail) || (Math.abs(cont.x - first.x) > 2 && !indented) || label.length > MAX_SENTENCE) break
    // A period may be printed a little apart, in a smaller font, under the name it dates; a name cut after a preposition or a dash ("Stálý plat za" /
    // "rezervovaný příkon") goes on, a little apart too.
    // So may words in lower case without digits, which start no item of their own ("Poplatek za činnost" / "operátora trhu").
    const unfinished = /(\s(a|k|ke|na|o|od|pro|s|v|ve|z|ze|za)|\s[-–])$/.test(fold(label))
    const lowerTail = /^\p{Ll}/u.test(cont.text) && !/\d/.test(more.text)
    if (more.y - lastY > line.size * ((tail && findDates(more.text).length) || unfinished || lowerTail ? 2.2 : 1.6)) break
    // A capitalised section heading right under a row ("Výkup elektřiny") starts the next table, it does not end this label.
    if ((/^\p{Lu}/u.test(cont.text) || /^[-–=*]{2}/.test(cont.text)) && sectionOf(more)) break
    label = numericDates(`${label} ${cont.text}`)
    index = next
    lastY = more.y
  }
  return { label, index }
}

/** A line's text without cells that are only a unit. */
const withoutUnitCells = (line: Line) => line.cells.filter((cell) => !isUnitCell(cell)).map((cell) => cell.text).join(' | ')

/** A cell that is only a unit ("Kč/kWh", "měs."). */
const isUnitCell = (cell: Cell) => priceUnitCell(cell.text) !== null || bareUnit(cell.folded) !== null
