import { overlaps, type Cell, type Line } from '../pdf/layout.ts'
import { tableHeader } from './table-header.ts'
import { findEans, fold, LEGAL_FORM, POSTCODE_TOWN } from './text.ts'
import { labelPasses, runPasses, type Timings } from './passes/index.ts'
import { type Paragraph, wrappedRuns } from './paragraphs.ts'

/** How a value was found: the basis of its confidence. */
export type Provenance = 'label' | 'label-nearby' | 'table' | 'table-checked' | 'computed' | 'inferred' | 'document'

export interface Found<T> {
  value: T
  how: Provenance
  /** The line the value was read from (absent for values not read from one place). */
  line?: Line
}

/** Where a label's value sits relative to the label ('beforeOnLine': before it on its own line only). */
export type LabelSide = 'after' | 'before' | 'beforeOnLine'

const LOOK_BELOW = 2
/** EAN lines (the supply point's, the plant's) a block may list between its heading and its address. */
const MAX_CODE_LINES = 2
const MAX_GAP_LINES = 2.6

/** Text under a label printed this much smaller than it is a gloss (a translation), not its value. */
const GLOSS_RATIO = 0.85
/** A value printed at least this much bigger than the label under or over it. */
const CAPTION_RATIO = 1.2

/** A value this many lines of the label's size below it, or less, stands on the label's row (centred beside its two lines). */
const CENTRED_OFFSET = 0.8
/** How far down (in lines of the value's size) a street's postcode and town may still stand. */
const TOWN_GAP_LINES = 2.6

/** Of the cells that overlap `cell`, the one sharing the widest span with it. */
const mostUnder = (cells: Cell[], cell: Cell) =>
  cells.filter((other) => overlaps(other, cell)).reduce<Cell | undefined>((best, other) => (!best || shared(other, cell) > shared(best, cell) ? other : best), undefined)
const shared = (a: Cell, b: Cell) => Math.min(a.right, b.right) - Math.max(a.x, b.x)

/**
 * The lines of a bill with label look-ups that understand cells: the value of a label is in the
 * same cell after it, in the next cells of the line, or in the cell right below it ("after"); or,
 * in value-before-label layouts, in the same cell before it, the previous cell or the cell above.
 */
export class InvoiceDocument {
  /**
   * The bill prints its values big with a small caption under each ("3 240,52 Kč" over "Přeplatek"),
   * not a label over its value: captions whose value can only be above them outnumber labels whose
   * value can only be below them.
   */
  readonly captionsBelow: boolean

  readonly lines: Line[]

  constructor(
    lines: Line[],
    /** Whether a cell is itself a label (form boxes print a row of labels over a row of values). */
    readonly isLabel: (folded: string) => boolean = () => false,
    timings?: Timings,
  ) {
    this.lines = runPasses(labelPasses(isLabel), lines, timings)
    let below = 0
    let above = 0
    for (const [index, line] of this.lines.entries()) {
      // A table's column headers under a section heading are no captions.
      if (tableHeader(line)) continue
      for (const cell of line.cells) {
        if (!isLabel(cell.folded)) continue
        // Evidence from values with digits only (numbers, dates, codes): a bigger heading above a label is no value.
        const up = this.valueBeside(index, cell, -1)?.cell
        const down = this.valueBeside(index, cell, +1)?.cell
        // A numbered section's heading above a label ("2 | Doklad a zákazník") is no value of it.
        const figures = (text: string) => /\d/.test(text.replace(/^\d{1,2}\s*[|.)]\s*\p{L}.*$/u, ''))
        if (up && figures(up.text) && !down) below++
        if (down && figures(down.text) && !up) above++
      }
    }
    this.captionsBelow = (below >= 2 && above === 0) || (below >= 3 && below > above * 2)
  }

  /** The cell right above (-1) or below (+1) a label, printed bigger than it and no label itself: a value. */
  private valueBeside(index: number, cell: Cell, step: 1 | -1): { cell: Cell; line: Line } | null {
    for (const line of this.nearby(index, step)) {
      const target = line.cells.find((other) => overlaps(other, cell))
      if (!target) continue
      return target.size >= cell.size * CAPTION_RATIO && !this.isLabel(target.folded) ? { cell: target, line } : null
    }
    return null
  }

  /** The first value a label yields that `accept` takes, trying sides in the given order. */
  labelled<T>(label: RegExp, accept: (text: string) => T | null, sides: LabelSide[] = ['after', 'before']): Found<T> | null {
    // A value on the label's own line beats one from the line above or below, whichever side is preferred.
    const found = sides.map((side) => this.labelledOn(side, label, accept))
    return found.find((hit) => hit?.how === 'label') ?? found.find((hit) => hit !== null) ?? null
  }

  private labelledOn<T>(side: LabelSide, label: RegExp, accept: (text: string) => T | null): Found<T> | null {
    for (let index = 0; index < this.lines.length; index++) {
      const line = this.lines[index]!
      // A table's column header ("Celkem bez DPH" over a column) labels every row, not one value;
      // over a single row of values (a VAT recapitulation: base | rate | VAT | total) it labels that row.
      // Text printed beside such a header (a two-column page's other column) still labels its own value.
      // Labels over a row of their values that name no table column ("Smlouva platí do | Distributor | Hlášení poruch") head a form, not a table.
      // The values under such labels are no header either, digits or not ("Výkup elektřiny SPOT | … | na dobu určitou do").
      const formRow = () => (this.labelsOverValues(index) && !tableHeader(line)) || (index > 0 && this.labelsOverValues(index - 1))
      // Pairs of labels and values, some label a word no label look-up knows ("Produkt | Centropol SPOT Elektřina | Cena | SPOT … | Trvání
      // smlouvy | bez určení konce"): a form's line, not a table's header.
      const labelled = line.cells.length % 2 === 0 && line.cells.every((cell, c) => c % 2 === 0 || !this.isLabel(cell.folded)) && line.cells.filter((cell, c) => c % 2 === 0 && this.isLabel(cell.folded)).length >= 2 && !tableHeader(line)
      // On a page of captions under their values, a line of captions ("Cena výkupu | Smlouva je sjednána na dobu určitou do | …") is no
      // table's header unless it names a table's columns.
      const captions = this.captionsBelow && !tableHeader(line)
      const header = (line.cells.length >= 3 && !/\d/.test(line.text) && !this.valuesRowBelow(index) && !this.formHeader(line) && !formRow() && !labelled && !captions) || this.headerTail(index)
      const beside = header ? (tableHeader(line)?.sideX ?? Infinity) : -Infinity
      for (let c = 0; c < line.cells.length; c++) {
        const cell = line.cells[c]!
        if (cell.x <= beside) continue
        const match = label.exec(cell.folded)
        if (!match) continue
        // A caption is a cell of label words only ("Celková spotřeba za období", "Vrátíme Vám (přeplatek)").
        // (Digits of the label's own words are no value: "Odhad spotřeby na 12 měsíců".)
        const unlabelled = cell.folded.slice(0, match.index) + cell.folded.slice(match.index + match[0].length)
        const caption = this.captionsBelow && !/\d/.test(unlabelled) && (this.isLabel(cell.folded) || !/\p{L}/u.test(cell.folded.slice(match.index + match[0].length))) ? this.valueBeside(index, cell, -1) : null
        if (caption) {
          // Labels each with its value beside it ("Adresa odběrného místa | Jiráskova 32, … | Typ ceny | Fix") are no captions, whatever the page's habit.
          const own = side === 'after' && this.labelValuePairs(line) ? this.after(index, c, match.index + match[0].length, accept, label) : null
          if (own?.how === 'label') return own
          const found = this.captioned(caption, accept, label)
          if (found) return found
          // No value over it: a line's first label takes the value beside it on its line, if any.
          const beside = side === 'after' && c === 0 && !own ? this.after(index, c, match.index + match[0].length, accept, label) : null
          if (beside?.how === 'label') return beside
          continue
        }
        const found = side === 'after' ? this.after(index, c, match.index + match[0].length, accept, label) : this.before(index, c, match.index, accept, side === 'before')
        if (found) return found
      }
    }
    return null
  }

  /**
   * A caption's value: the cell above it with the lines that value wrapped from (the cells of the same
   * size right above it in its column: "1. 1. 2025 –" / "31. 12. 2025"), whole first, else the cell alone.
   */
  private captioned<T>({ cell, line }: { cell: Cell; line: Line }, accept: (text: string) => T | null, label: RegExp): Found<T> | null {
    const block = [cell]
    for (const previous of this.nearby(this.lines.indexOf(line), -1)) {
      const above = previous.cells.find((other) => overlaps(other, block[0]!))
      if (!above) continue
      if (Math.abs(above.size - cell.size) > 0.1 || this.isLabel(above.folded)) break
      block.unshift(above)
    }
    // A heading that names the caption's own words ("Příloha č. 1 - odběrné místo 1 z 2" over "Adresa odběrného místa") is no value of it.
    for (const text of [block.map((part) => part.text).join(' '), cell.text].filter((text) => !label.test(fold(text)))) {
      const value = accept(text)
      if (value !== null) return { value, how: 'label-nearby', line }
    }
    return null
  }

  private after<T>(index: number, c: number, end: number, accept: (text: string) => T | null, label: RegExp): Found<T> | null {
    const line = this.lines[index]!
    const cell = line.cells[c]!
    // Dot leaders in the cell end the label ("Produkt dodávky ........ Elektřina Standard"); a dash
    // is a separator, a minus sign written onto its number ("-180,00") is kept.
    // A bilingual label's other language ends the label too ("Datum vystavení / Date of issue: …"), with the
    // lower-case rest of the Czech label before it ("Evidenční číslo| dokladu / Invoice No.").
    // A label closed by a colon or leaders: what follows in its cell is a value, whatever its case ("Doba trvání smlouvy: neurčitá").
    const separated = /^\s*[:.…_]/.test(cell.text.slice(end))
    const rest = cell.text
      .slice(end)
      .replace(/^.*?(\.{3,}|…+|_{3,})\s*/, '')
      .replace(/^([^\d:|/]{0,30}?)\s*\/\s*[A-Z][A-Za-z. -]{1,38}(?::\s*|$)/, (_, czechTail: string) => (/^\s*\p{Ll}/u.test(czechTail) ? '' : czechTail.split(' ').length <= 3 ? czechTail : _))
      .replace(/^(?:[\s:.…_]|[-–](?!\d))+/, '')
      // Words closed by a colon ("Produkt| výkupu:"), joined by a slash ("Výrobce| / zákazník") or in parentheses
      // ("Odběratel| (firma)") finish a longer label.
      .replace(/^(\/\s*)?[^\d:|/]{1,40}:\s*$|^\/\s*[^\d:|/]{1,40}$|^\([^\d()]{1,20}\)\s*:?\s*$/, '')
      // … also before a value: lower-case words up to a colon end the label ("Produkt| výkupu: Výkup elektřiny Fix");
      .replace(/^\p{Ll}[\p{Ll} ]{0,30}:\s+(?=\S)/u, '')
      // … and lower-case words alone in the label's cell are the rest of a longer label ("Evidenční číslo| dokladu"),
      // unless a conjunction or preposition starts them: a heading's words ("Produkt| a smlouva").
      .replace(/^(?!(a|i|o|na|za|pro|k|s|v|ve|ze|do|od|dle|podle)\s)\p{Ll}[\p{Ll} ]{0,30}$/u, (words) => (separated ? words : ''))
    // The rest of the cell, then the rest of the line growing one cell at a time, up to the next
    // label (its value is its own).
    // A row of labels over a row of their values ("Sazba | Jistič | Produkt | Cenový model" over "D01d | 3 x 40A | …"):
    // the cells beside the label are the other columns' labels, its value is under it.
    const next = this.labelsOverValues(index) ? [] : line.cells.slice(c + 1)
    const stop = next.findIndex((other) => this.isLabel(other.folded))
    const following = (stop < 0 ? next : next.slice(0, stop)).map((other) => other.text)
    // A number the line's wrap cut at its thousands space ("… odběru: 2" / "983 kWh."): read on into the next line.
    const cut = c === line.cells.length - 1 && /(^|\s)\d{1,3}$/.test(rest) ? this.numberWrappedOn(index) : null
    const candidates = [...(cut ? [`${rest} ${cut}`] : []), rest, ...following.map((_, i) => [rest, ...following.slice(0, i + 1)].filter(Boolean).join(' | '))]
    for (const text of candidates) {
      if (!text) continue
      const value = accept(text)
      if (value !== null) return { value, how: 'label', line }
    }
    // The value is below the label (form boxes) unless the label's own cell goes on with a value (after a
    // colon or leader dots, or with digits) or a sentence; a few more words are the rest of a longer label.
    // So does a sentence the label's word starts ("výrobce| není plátcem DPH."): no label, no value below it.
    // A supply point's code on its label's line ("Odběrné místo EAN 859…") leaves its address to the lines below.
    const codeOnly = /^(ean\s*:?\s*)?\d{18}$/i.test(rest)
    // A heading's words joined by a conjunction ("Odběrné místo| a smlouva") head a block whose lines carry their own labels.
    if (rest && !codeOnly && (separated || /\d/.test(rest) || rest.split(' ').length > 3 || /^\p{Ll}.*\.$/u.test(rest) || /^(a|i)\s\p{Ll}/u.test(rest))) return null
    // Label words ending an item's name on a row of amounts ("Měsíční poplatek za odběrné místo | 5,971 měs. | 118,44 Kč/měs. | 707,21") label nothing below.
    if ((label.exec(cell.folded)?.index ?? 0) > 0 && line.cells.slice(c + 1).filter((other) => /\d/.test(other.text)).length >= 2) return null
    const column = this.underNextCell(index, c, accept)
    if (column) return column
    const centred = this.centredBeside(index, c, accept)
    if (centred) return centred
    const beside = this.inValueColumn(index, c, accept)
    if (beside) return beside
    // Labels over a line of their values, cell for cell: the cell under the label is its value, numbers beside it or not.
    const formRow = this.labelsOverValues(index)
    // Lines looked at: LOOK_BELOW, and one more for each code's line passed over.
    let reach = LOOK_BELOW
    for (const below of this.nearby(index, +1, LOOK_BELOW + MAX_CODE_LINES)) {
      if (reach-- <= 0) break
      // The cell most under the label: one that only touches its left edge is the column before it ("11. 4. 2025 | Datum vrácení …").
      const target = mostUnder(below.cells, cell)
      // A gloss printed smaller under the label (its English "Customer" under "Zákazník") is no value.
      if (!target || target.size < cell.size * GLOSS_RATIO) continue
      // The label of an item row of a table (its label, then amounts) is no label's value.
      if (!formRow && target === below.cells[0] && below.cells.length >= 3 && below.cells.filter((other) => /\d/.test(other.text)).length >= 2 && !/\d/.test(target.text)) return null
      // A label below a heading ("Produkt a smlouva" over "Produkt: Elektřina Standard", the same label again) has its own value.
      // A supply point's block may list its EANs first ("Místo spotřeby" / "EAN 859…" / "Lipová 12, …"): a code's line is passed over.
      const code = findEans(target.text).length > 0
      if (code) reach++
      if (this.isLabel(target.folded) || label.test(target.folded)) {
        if (code) continue
        return null
      }
      const value = accept(target.text)
      if (value !== null) return { value, how: 'label-nearby', line: below }
      // A code's line that prints the label again beside it ("EAN | 859… | Adresa odběrného místa | …") gives the value there.
      if (code && !below.cells.some((other) => label.test(other.folded))) continue
      break
    }
    return null
  }

  /** The next line's leading thousands group and unit ("983 kWh"), when it goes on the paragraph at its left edge. */
  private numberWrappedOn(index: number): string | null {
    const [line, next] = [this.lines[index]!, this.lines[index + 1]]
    if (!next || next.page !== line.page || next.y - line.y > line.size * 1.6 || Math.abs(next.cells[0]!.x - line.cells[0]!.x) > 2) return null
    return /^\d{3}(,\d+)?\s?(kwh|mwh|kč|czk)(?!\p{L})/iu.exec(next.cells[0]!.text)?.[0] ?? null
  }

  /**
   * "Odběrné místo | EAN 859…" over "| Komenského 126, 140 00 Praha 4": a label whose values stand in the
   * column after it, one per line; the next line leaves the label's column empty and starts at that column.
   */
  private underNextCell<T>(index: number, c: number, accept: (text: string) => T | null): Found<T> | null {
    const line = this.lines[index]!
    const [cell, next] = [line.cells[c]!, line.cells[c + 1]]
    const below: Line | undefined = this.nearby(index, +1).next().value ?? undefined
    // The label and its one value only: a line going on with more cells is a row of a table beside it.
    if (!next || line.cells.length > c + 2 || !below || below.y - line.y > line.size * 1.6 || below.cells.some((other) => overlaps(other, cell))) return null
    const target = below.cells.find((other) => Math.abs(other.x - next.x) < 2 && Math.abs(other.size - next.size) <= next.size * 0.1)
    const value = target && !this.isLabel(target.folded) ? accept(target.text) : null
    return value === null ? null : { value, how: 'label-nearby', line: below }
  }

  /**
   * "Evidenční číslo daňového | · | dokladu" with "540130132" between the two lines, right of them: a value centred
   * beside a label that ends its line, less than a line below it, alone on its line right of the label.
   */
  private centredBeside<T>(index: number, c: number, accept: (text: string) => T | null): Found<T> | null {
    const line = this.lines[index]!
    const cell = line.cells[c]!
    const below: Line | undefined = this.nearby(index, +1).next().value ?? undefined
    // (The label may be followed on its line by another column's label: "Předpověď ročního odběru / | Fakturováno s DPH / Invoiced | …".)
    const beside = line.cells[c + 1]
    const nextColumn = beside ? beside.x : Infinity
    if ((beside && !this.isLabel(beside.folded)) || !below || below.y - line.y >= line.size * CENTRED_OFFSET || below.cells.length !== 1 || below.cells[0]!.x <= cell.right || below.cells[0]!.right >= nextColumn) return null
    const value = this.isLabel(below.cells[0]!.folded) ? null : accept(below.cells[0]!.text)
    return value === null ? null : { value, how: 'label-nearby', line: below }
  }

  /**
   * A form whose labels wrap over lines ("Roční předpoklad" / "odběru / Annual | 11 304 kWh" / "estimate"), each value in the form's
   * value column beside the label's lines: the value is the cell in that column on the label's next line, where the label's own
   * line has none. The column is where the values of the labels above and below start (two of them at least).
   */
  private inValueColumn<T>(index: number, c: number, accept: (text: string) => T | null): Found<T> | null {
    const line = this.lines[index]!
    const cell = line.cells[c]!
    const near = this.lines.slice(Math.max(0, index - 4), index + 5).filter((other) => other.page === line.page && other !== line)
    const starts = near.flatMap((other) => {
      const label = other.cells.findIndex((own) => Math.abs(own.x - cell.x) <= 2)
      const value = label >= 0 ? other.cells[label + 1] : undefined
      return value && value.x > cell.right && this.isLabel(other.cells[label]!.folded) ? [Math.round(value.x)] : []
    })
    const x = starts.find((start) => starts.filter((other) => Math.abs(other - start) <= 2).length >= 2)
    if (x === undefined || line.cells.some((own) => Math.abs(own.x - x) <= 2)) return null
    const below = this.lines[index + 1]
    if (!below || below.page !== line.page || below.y - line.y > line.size * 1.6) return null
    const target = below.cells.find((own) => Math.abs(own.x - x) <= 2)
    // The label goes on in its own column on that line, or nothing stands there: no other label's line.
    if (!target || below.cells.some((own) => own.x < x - 2 && (Math.abs(own.x - cell.x) > 2 || !/^\p{Ll}/u.test(own.text)))) return null
    const value = this.isLabel(target.folded) ? null : accept(target.text)
    return value === null ? null : { value, how: 'label-nearby', line: below }
  }

  private before<T>(index: number, c: number, start: number, accept: (text: string) => T | null, above = true): Found<T> | null {
    const line = this.lines[index]!
    const cell = line.cells[c]!
    // A value before its label is the value alone ("27. 6. 2025 Datum vystavení"), not text that
    // starts with a word or a label of its own ("Období 1. 1. 2025 - …", "VS: 2716791312").
    // Nor an address ("F. A. Gerstnera 2151/6, 370 01 České Budějovice"), whose house number looks like a code.
    const bare = (text: string) => !/^\p{L}{3,}/u.test(text) && !/^\p{L}[^:\d]{0,40}:\s/u.test(text) && !/,\s*\d{3}\s?\d{2}\s+\p{L}/u.test(text)
    const head = cell.text.slice(0, start).trim()
    if (head) {
      const value = bare(head) ? accept(head) : null
      return value === null ? null : { value, how: 'label', line }
    }
    if (c > 0 && bare(line.cells[c - 1]!.text)) {
      const value = accept(line.cells[c - 1]!.text)
      if (value !== null) return { value, how: 'label', line }
    }
    if (!above) return null
    for (const line of this.nearby(index, -1)) {
      const target = line.cells.find((other) => overlaps(other, cell))
      if (!target) continue
      const value = accept(target.text)
      if (value !== null) return { value, how: 'label-nearby', line }
      break
    }
    return null
  }

  /**
   * The rest of a value that wrapped inside its cell (an HTML table or definition list prints a long
   * address or product name over two lines of a narrow column): the text that starts at the value's
   * left edge on the next line of that column, while the label's column is empty there (else that
   * line is the next label and value). Lines of another column printed in between (two label/value
   * tables side by side) are passed over. Only for a label in a cell of its own before the value.
   */
  wrappedTail(line: Line, value: string): string | null {
    const c = line.cells.findIndex((cell) => cell.text.includes(value))
    if (c === 0) return this.wrappedInOwnCell(line, value) ?? (line.cells[0]!.text === value ? this.wrappedInColumn(line, line.cells[0]!) : null)
    if (c < 1) return null
    const cell = line.cells[c]!
    const label = line.cells[c - 1]!
    for (let i = this.lines.indexOf(line) + 1; i < this.lines.length; i++) {
      const next = this.lines[i]!
      const gap = next.y - line.y
      if (next.page !== line.page || gap > line.size * TOWN_GAP_LINES) return null
      if (!next.cells.some((other) => overlaps(other, cell) || overlaps(other, label))) continue
      const tail = next.cells.find((other) => Math.abs(other.x - cell.x) < 1)
      // A street's town may stand a line further down, past a line of the column beside it ("Nádražní 189/7" … "400 01 Ústí nad Labem").
      // So may the rest of a town cut after its first word ("370 01 České" … "Budějovice"), a little further than a line.
      const townRest = tail && /\d{3}\s?\d{2}\s+\p{L}+$/u.test(value) && /^\p{Lu}\p{Ll}+$/u.test(tail.text) && gap <= line.size * 2
      if (gap > line.size * 1.6 && !townRest && !(tail && POSTCODE_TOWN.test(tail.text) && !/\d{3}\s?\d{2}\s/.test(value))) return null
      // A cell with a colon is the next label ("PSČ:"); a bare word under the value is its tail (a legal form "v.o.s." included).
      // The label's gloss printed smaller under it ("Customer" under "Zákazník") is no next label.
      const gloss = (other: Cell) => other.size < label.size * GLOSS_RATIO && !/[:\d]/.test(other.text) && !this.isLabel(other.folded)
      // A tail is printed in the value's size: a smaller caption under it is the next label ("Výkupní cena" under the product).
      if (!tail || next.cells.some((other) => overlaps(other, label) && !gloss(other)) || /:/.test(tail.text) || (/\p{L}{3}/u.test(tail.text) && this.isLabel(tail.folded))) return null
      if (Math.abs(tail.size - cell.size) > cell.size * 0.1) return null
      return tail.text
    }
    return null
  }

  /**
   * "Odběrné místo: Husova 2510/32, 370 01 České" over "Budějovice.": a value after its label in one cell,
   * wrapped at the cell's edge; the tail is a few words without digits, right under the cell, on the next line.
   */
  /**
   * "Truhlářství Bárta a syn," over "v.o.s.": a value alone in its cell under its label goes on in lower case at its left
   * edge, in its size, on the next line of its column (lines of the columns beside it passed over).
   */
  private wrappedInColumn(line: Line, cell: Cell): string | null {
    for (const next of this.nearby(this.lines.indexOf(line), +1)) {
      if (next.page !== line.page || next.y - line.y > line.size * 2) return null
      if (!next.cells.some((other) => overlaps(other, cell))) continue
      const tail = next.cells.find((other) => Math.abs(other.x - cell.x) < 1)
      const fits = tail && /^\p{Ll}/u.test(tail.text) && !/[:\d]/.test(tail.text) && tail.text.split(/\s+/).length <= 3 && Math.abs(tail.size - cell.size) <= cell.size * 0.1
      // A legal form is the tail of a company's name, whatever else it resembles.
      return fits && (!this.isLabel(tail.folded) || LEGAL_FORM.test(tail.text)) ? tail.text : null
    }
    return null
  }

  private wrappedInOwnCell(line: Line, value: string): string | null {
    const cell = line.cells[0]!
    if (!cell.text.endsWith(value) || !/:\s/.test(cell.text.slice(0, cell.text.length - value.length + 2))) return null
    const next = this.lines[this.lines.indexOf(line) + 1]
    if (!next || next.page !== line.page || next.y - line.y > line.size * 1.6) return null
    const tail = next.cells.find((other) => Math.abs(other.x - cell.x) < 1)
    // Where the cell is a column beside another, its lines wrap; a lone line wraps only where its sentence ends below.
    const column = line.cells.length > 1 && next.cells.some((other) => Math.abs(other.x - line.cells[1]!.x) < 1)
    return tail && !/[:\d]/.test(tail.text) && tail.text.split(/\s+/).length <= 3 && (column || tail.text.endsWith('.')) && !this.isLabel(tail.folded) ? tail.text : null
  }

  /**
   * A row of the bill's own labels (Číslo faktury | Datum vystavení | Produkt …) over a row of their
   * values, not the column header of an item table (Položka | Množství | Cena …).
   */
  /** Labels each followed by its value ("Produkt | E.ON Elektřina Standard | Typ ceny | cena podle burzy"): pairs of a form, no table header. */
  private labelValuePairs(line: Line): boolean {
    return line.cells.length % 2 === 0 && line.cells.every((cell, c) => this.isLabel(cell.folded) === (c % 2 === 0))
  }

  private formHeader(line: Line): boolean {
    if (this.labelValuePairs(line)) return true
    if (line.cells.some((cell) => /^(polozka|nazev polozky|mnozstvi|pocet|mj\b|jednotk|cena\b|sluzba)/.test(cell.folded))) return false
    return line.cells.filter((cell) => this.isLabel(cell.folded)).length >= 2
  }

  /**
   * A line of three or more label cells without digits over a line of as many cells, each under its label and none a
   * label itself: the labels head the columns of the values below. A line of labels and values in turn ("Dodavatel |
   * ČEZ Prodej | Produkt | …") has labels in the line below too.
   */
  private labelsOverValues(index: number): boolean {
    const line = this.lines[index]!
    if (line.cells.length < 3 || /\d/.test(line.text)) return false
    const below: Line | undefined = this.nearby(index, +1).next().value ?? undefined
    const aligned =
      !!below &&
      below.y - line.y <= line.size * 2 &&
      below.cells.length === line.cells.length &&
      below.cells.every((cell, c) => overlaps(cell, line.cells[c]!) && !this.isLabel(cell.folded))
    // Labels that read as pairs of a label and its value ("Produkt | Cena | Distributor | Poruchy a havárie") are labels over
    // their values still when a line of values stands under them cell for cell, digits among them ("… | EG.D, a.s. | 800 225 577").
    if (this.labelValuePairs(line)) return aligned && /\d/.test(below!.text)
    return aligned
  }

  /**
   * The second line of a table's header wrapped in its cells ("Jedn. cena bez | Celkem bez" over "DPH (Kč/MJ) | DPH (Kč)"):
   * right under the header, without digits, each cell under one of the header's.
   */
  private headerTail(index: number): boolean {
    const line = this.lines[index]!
    const above = this.lines[index - 1]
    if (!above || above.page !== line.page || line.y - above.y > above.size * 1.6 || /\d/.test(line.text) || !tableHeader(above)) return false
    return line.cells.every((cell) => above.cells.some((other) => overlaps(cell, other)))
  }

  /** The line below is one row of values only (every cell a number or an amount), and the one after it is not another. */
  private valuesRowBelow(index: number): boolean {
    const values = (line: Line | undefined) => !!line && line.cells.length >= 2 && line.cells.every((cell) => /^[-+]?\s?(\d|kc|czk)/.test(cell.folded))
    const [below, after] = [...this.nearby(index, +1)]
    return values(below) && !values(after)
  }

  /** Up to two lines above or below on the same page, close enough to belong to the label. */
  private *nearby(index: number, step: 1 | -1, lines = LOOK_BELOW): Generator<Line> {
    const origin = this.lines[index]!
    for (let i = index + step, n = 0; i >= 0 && i < this.lines.length && n < lines; i += step, n++) {
      const line = this.lines[i]!
      if (line.page !== origin.page || Math.abs(line.y - origin.y) > origin.size * MAX_GAP_LINES * (n + 1)) return
      yield line
    }
  }

  /**
   * Text wrapped over several lines, as one run (a paragraph of contract terms: "… sjednána na dobu" /
   * "určitou do dne 3. 2. 2026."): consecutive one-cell lines at one left edge, a line apart; or, where
   * a page prints its notes in columns side by side, each column's cells down consecutive lines of the
   * same cells ("Odběrné místo: …, 140 00 Praha | Celková spotřeba …" over "4. | Předpokládaná …"). Any
   * other line is a run of its own.
   */
  paragraphs(): Paragraph[] {
    this.runs ??= wrappedRuns(this.lines)
    return this.runs
  }

  private runs: Paragraph[] | undefined

  /** All lines whose folded text matches. */
  matching(pattern: RegExp): Line[] {
    return this.lines.filter((line) => pattern.test(line.folded))
  }

  get text(): string {
    return this.lines.map((line) => line.folded).join('\n')
  }
}
