/**
 * What every section reader shares: the bill's lines with label look-ups, the supplier profile, the
 * priced rows, the value parsers and the confidence each way of finding a value earns.
 */
import { InvoiceDocument, type Found, type Provenance } from './document.ts'
import { CELL_SEPARATOR, type Line } from '../pdf/layout.ts'
import { classifyRegulated, distributionAnchor, type DistributionAnchor } from './regulated.ts'
import { meterReadings, withMeteredQuantities, type Reading } from './readings.ts'
import type { Row, RowKind } from './row.ts'
import { parseRows } from './rows.ts'
import { saleAsPaid } from './row-checks.ts'
import { isVatOf } from './reconcile.ts'
import { tripleRows } from './triples.ts'
import { detectSupplier, isLabelCell, labelsFor, sidesFor, type LabelKey, type SupplierProfile } from './suppliers.ts'
import { findBreaker, findDates, findEans, findNumbers, findRateCode, LEGAL_FORM, round, toKwh, type NumberToken } from './text.ts'
import type { Timings } from './passes/index.ts'

export const BASE_CONFIDENCE: Record<Provenance, number> = {
  'table-checked': 0.97,
  label: 0.95,
  'label-nearby': 0.88,
  table: 0.85,
  document: 0.75,
  computed: 0.7,
  inferred: 0.6,
}

/** Confidence per field, keyed by the field's camelCase JSON path (e.g. buying.fixedBuyPriceCzkPerMwh). */
export type Confidence = Record<string, number>

/** A section reader's answer: its values and the confidence of those it rates. */
export interface SectionRead<T> {
  values: T
  confidence: Confidence
}

/** Cell borders removed: OCR may split "20. 4. | 2024" inside a date. */
const joined = (text: string) => text.replaceAll(' | ', ' ')
/** A unit printed in a cell of its own ("2 997 | kWh") belongs to the number before it. */
const withUnits = (text: string) => text.replace(/ \| (?=(kwh|mwh|kc|czk)\b)/gi, ' ')

export const accept = {
  date: (text: string) => findDates(joined(text))[0]?.iso ?? null,
  period: (text: string) => {
    const dates = findDates(joined(text))
    return dates.length >= 2 ? ([dates[0]!.iso, dates[1]!.iso] as const) : null
  },
  ean: (text: string) => findEans(text)[0]?.ean ?? null,
  name: (text: string) => {
    // "Jan Novák, odběrné místo …": the name ends at a comma, unless a legal form follows it ("Bárta a syn, v.o.s.").
    const value = text.split(' | ')[0]!.replace(/,\s(?!(a\.\s?s\.|s\.\s?r\.\s?o\.|spol\.|v\.\s?o\.\s?s\.|k\.\s?s\.|z\.\s?s\.)).*$/i, '').trim()
    // Two words in lower case start a clause ("není plátcem DPH" after "Výrobce"), no name ("innogy Energie" is one).
    // A name starts with a letter: what an e-mail address leaves after "zakaznik" ("@innogy.cz") is none.
    // A conditional clause ("Nesouhlasíte-li s vyúčtováním, …") is no name either.
    return value && /^\p{L}/u.test(value) && !/\d/.test(value) && value.length >= 3 && !value.endsWith(':') && !/^\p{Ll}+\s\p{Ll}/u.test(value) && !/\p{L}-li\b/u.test(value) ? value : null
  },
  text: (text: string) => {
    const value = text.split(' | ')[0]!.trim()
    return value.length >= 2 ? value : null
  },
  money: (text: string) => findNumbers(text).find((token) => token.unit === 'CZK' || token.unit === null)?.value ?? null,
  energy: (text: string) => {
    const token = findNumbers(withUnits(text)).find((t) => t.unit === 'MWh' || t.unit === 'kWh')
    return token ? toKwh(token.value, token.unit) : null
  },
  /** Energy after a label whose unit is kWh by its meaning (a yearly consumption): a bare whole number is kWh. */
  kwhByMeaning: (text: string) => {
    const tokens = findNumbers(withUnits(text.split(' | ').slice(0, 2).join(' | ')))
    const token = tokens.find((t) => t.unit === 'MWh' || t.unit === 'kWh')
    if (token) return toKwh(token.value, token.unit)
    const bare = tokens[0]
    return bare && bare.unit === null && bare.decimals === 0 && tokens.length === 1 ? bare.value : null
  },
  energyPair: (text: string) => {
    const tokens = findNumbers(withUnits(text)).filter((t) => t.unit === 'MWh' || t.unit === 'kWh')
    return tokens.length >= 2 ? ([toKwh(tokens[0]!.value, tokens[0]!.unit), toKwh(tokens[1]!.value, tokens[1]!.unit)] as const) : null
  },
  rate: (text: string) => findRateCode(text),
  breaker: (text: string) => findBreaker(text),
  legalName: (text: string) => {
    const value = text.split(' | ')[0]!.trim()
    const form = LEGAL_FORM.exec(value)
    if (!form) return null
    // "Vyúčtování … - Proud Plus s.r.o., IČO …": the name ends with its legal form and starts after a dash or colon,
    // or after the sentence before it ("• Zákaznická linka …, fakturace@proud.cz. Proud Plus s.r.o. je zapsána …").
    const name = value.slice(0, form.index + form[0].length).split(/\s[-–]\s|:\s|(?<=\p{L}{2})\.\s(?=\p{Lu})|•/u).at(-1)!.trim()
    // A contact's e-mail, web or phone number is no word of a name.
    return name && !/@|\bwww\.|\+420|\d{3} \d{3}/.test(name) ? name : null
  },
}

/** Characters after a line break that still hold a number cut by it and its unit ("670 kWh"). */
const UNIT_REACH = 12

/** Values distinctive enough to be read before their label when nothing follows it: codes and dates. */
const VALUE_FIRST: LabelKey[] = ['invoiceNumber', 'issueDate', 'ean']

export class Reader {
  constructor(
    readonly document: InvoiceDocument,
    readonly profile: SupplierProfile,
  ) {}

  label<T>(key: LabelKey, parse: (text: string) => T | null): Found<T> | null {
    for (const pattern of labelsFor(this.profile, key)) {
      const found = this.document.labelled(pattern, parse, sidesFor(this.profile, key))
      if (found) return found
    }
    // Any supplier may print E.ON's way, the code or date first and its label after it on the same line.
    if (!VALUE_FIRST.includes(key) || this.profile.valueBefore.includes(key)) return null
    for (const pattern of labelsFor(this.profile, key)) {
      const found = this.document.labelled(pattern, parse, ['beforeOnLine'])
      if (found) return found
    }
    return null
  }

  /** A label's value inside a sentence wrapped over lines ("Smlouva je sjednána na dobu" / "určitou do dne 3. 2. 2026."): the text right after the label. */
  inParagraph<T>(key: LabelKey, parse: (text: string) => T | null, reach = 40): Found<T> | null {
    for (const pattern of labelsFor(this.profile, key)) {
      for (const paragraph of this.document.paragraphs()) {
        const match = pattern.exec(paragraph.folded)
        if (!match) continue
        const end = match.index + match[0].length
        // Only where the wrap cut the label or its value off (a label and its value on one line are the label look-up's).
        // A date cut after its month ("do 29. 3." / "2026.") is a value cut off too.
        const wrapped = paragraph.breaks.find((at) => (at > match.index && at <= end + 1) || (at > end && /^[\s:]*\d[\d.\s]*$/.test(paragraph.text.slice(end, at - 1))))
        // Or the value itself wrapped further on: cut at its thousands space ("… nový předpis záloh: 4" / "670 kWh.") or put
        // whole on the next line after a colon ("… předpis záloh:" / "2 351 kWh."): read up to its unit.
        const cut = paragraph.breaks.find((at) => {
          if (at <= end || at > end + reach * 2) return false
          const [before, after] = [paragraph.text.slice(0, at - 1), paragraph.text.slice(at)]
          return (/\d$/.test(before) && /^\d{3}\b/.test(after)) || (/:$/.test(before) && /^\d/.test(after))
        })
        const value = wrapped !== undefined ? parse(paragraph.text.slice(end, end + reach)) : cut !== undefined ? parse(paragraph.text.slice(end, cut + UNIT_REACH)) : null
        if (value !== null) return { value, how: 'document', line: paragraph.line }
      }
    }
    return null
  }

  /** Whether the bill prints the label at all (read or not). */
  printed(key: LabelKey): boolean {
    return labelsFor(this.profile, key).some((pattern) => this.document.lines.some((line) => line.cells.some((cell) => pattern.test(cell.folded))))
  }

  /**
   * Money after a label, e.g. a total; E.ON's "Faktura celkem" row carries both without and with VAT.
   * @param column which of the amounts after the label @default 0
   * @param nonZero a zero is another row's amount, not this label's @default false
   */
  amount(key: LabelKey, column = 0, nonZero = false): Found<number> | null {
    // "DPH 21 % ze základu 25 771,84 | 5 412,09": the base the tax is taken from is no amount of the label.
    // Nor is a reference to an annex or a page ("Zúčtované zálohy | Příloha č. 2 | -41 100,00"), nor a count in
    // parentheses after the label ("Zaplacené zálohy (12)").
    const withoutBase = (text: string) =>
      text
        .replace(/\b(ze )?z[aá]klad(u|em)?( dan[eě])?:?\s*[\d\s.,]*\d(\s?(Kč|CZK))?/iu, '')
        .replace(/(?<!\p{L})(p[řr][íi]loh[ayu]|příl\.|pril\.|strana|str\.)\s*(č\.|c\.)?\s*\d+(?![\d,])/giu, '')
        .replace(/^\s*\(\d{1,3}\)/, '')
    // Digits run on from letters are a code's ("ZL250102658"), no amount; so is a long whole number without a currency (a variable symbol).
    const code = (t: NumberToken, clean: string) => /\p{L}$/u.test(clean.slice(0, t.index)) || (t.unit === null && t.decimals === 0 && Math.abs(t.value) >= 1_000_000)
    return this.label(key, (text) => {
      const clean = withoutBase(text)
      const value = findNumbers(clean).filter((t) => (t.unit === 'CZK' || t.unit === null) && !code(t, clean))[column]?.value ?? null
      // A zero where the amount cannot be zero (the VAT of a bill that bills VAT) is another row's: the 0 % line of a VAT recapitulation.
      return nonZero && value === 0 ? null : value
    })
  }
}

/** The distribution rate code: after its label, else the first code printed anywhere. */
function readRate(reader: Reader): Found<string> | null {
  const labelled = reader.label('rate', accept.rate)
  if (labelled) return labelled
  const code = reader.document.lines.map((line) => findRateCode(line.text)).find((c) => c !== null)
  return code ? { value: code, how: 'document' } : null
}

/**
 * A period wrapped inside its cell after the dash or inside its end date ("1. 2. 2024 – 7. 2." / "2025"), or after its
 * start ("17. 8. 2025" / "až 16. 11." / "2025"): the lines that go on at the value's left edge, up to two, else none.
 */
function wrappedPeriod(reader: Reader): readonly [string, string] | null {
  const head = reader.label('period', (text) => (/^\d{1,2}\.\s?\d{1,2}\.\s?\d{4}\s*(([-–]|až|do)[\d.\s]*)?$/.test(text) && findDates(text).length === 1 ? text : null))
  if (!head?.line) return null
  const tail = reader.document.wrappedTail(head.line, head.value)
  const joined = tail ? accept.period(`${head.value} ${tail}`) : null
  if (joined || !tail) return joined
  // The next line of the same cell: the one right under the tail, at the value's left edge.
  const lines = reader.document.lines
  const cell = head.line.cells.find((other) => other.text.includes(head.value))
  const at = lines.findIndex((line) => line.page === head.line!.page && line.y > head.line!.y && line.cells.some((other) => other.text === tail && Math.abs(other.x - (cell?.x ?? -1)) <= 2))
  const next = at >= 0 ? lines[at + 1] : undefined
  const more = next && next.page === lines[at]!.page && next.y - lines[at]!.y <= next.size * 1.6 ? next.cells.find((other) => Math.abs(other.x - (cell?.x ?? -1)) <= 2) : undefined
  return more ? accept.period(`${head.value} ${tail} ${more.text}`) : null
}

export interface ExtractionContext {
  reader: Reader
  document: InvoiceDocument
  profile: SupplierProfile
  rows: Row[]
  buyRows: Row[]
  sellRows: Row[]
  /** The bill charges for consumption (energy or distribution rows). */
  buys: boolean
  /** The bill pays for electricity fed into the grid (a sale line with a quantity). */
  sells: boolean
  direction: 'buy' | 'sell' | 'both'
  billingFrom: string | null
  billingTo: string | null
  /** The meter readings the bill prints (start and end state, consumption per register). */
  readings: Reading[]
  /** The distribution rate printed on the bill (D01d, C25d, …). */
  rate: Found<string> | null
  /** The regulated distribution prices of that rate over the bill's years, where the price lists have them. */
  anchor: DistributionAnchor | null
}

/**
 * A period under wording no label knows ("Které období vyúčtováváme?"): the span of the items' price periods and
 * the meter readings, first start to last end, when the bill prints that very span as a period of its own. Neither
 * alone is enough: the items may leave a gap uncovered, and a bill prints many periods.
 */
function printedSpan(document: InvoiceDocument, spans: { from: string | null; to: string | null }[]): readonly [string, string] | null {
  const dated = spans.filter((span) => span.from && span.to)
  if (!dated.length) return null
  const from = dated.map((span) => span.from!).sort()[0]!
  const to = dated.map((span) => span.to!).sort().at(-1)!
  const printed = document.lines.some((line) => {
    const dates = findDates(line.text.replaceAll(CELL_SEPARATOR, ' '))
    return dates.some((date, i) => date.iso === from && dates[i + 1]?.iso === to && /^\s*[-–]\s*$|^\s*(až|do)\s*$/.test(line.text.replaceAll(CELL_SEPARATOR, ' ').slice(date.end, dates[i + 1]!.index)))
  })
  return printed && from < to ? [from, to] : null
}

/** The bill's printed total without VAT: after its label, else the total with VAT less a VAT that is 21 % of the difference. */
function printedTotalNoVat(reader: Reader): number | null {
  const total = reader.amount('totalNoVat')?.value
  if (total !== undefined) return total
  const [withVat, vat] = [reader.amount('totalWithVat')?.value, reader.amount('vat')?.value]
  return withVat !== undefined && vat !== undefined && isVatOf(round(withVat - vat, 2), vat) ? round(withVat - vat, 2) : null
}

/** An item bought: no sale's and no row of no item. */
const isBought = (row: Row) => !row.kind.startsWith('sell') && row.kind !== 'other'

/** The items add up to one of the totals, the buy-back's set off against it or not, to a few hellers of rounding per item. */
/** The items' amounts added up, to the heller. */
const amountOf = (items: Row[]) => round(items.reduce((acc, row) => acc + (row.total ?? 0), 0), 2)
/** How far a sum of printed amounts may stray from its printed total: a few hellers of rounding per item. */
const roundingOf = (items: Row[]) => 0.02 + items.length * 0.005

function addsUpTo(rows: Row[], totals: number[]): boolean {
  const bought = rows.filter(isBought)
  const sold = amountOf(rows.filter((row) => row.kind.startsWith('sell')))
  const tolerance = roundingOf(bought)
  return bought.length > 0 && totals.some((total) => Math.abs(amountOf(bought) - total) <= tolerance || Math.abs(amountOf(bought) - sold - total) <= tolerance)
}

/** Bought items whose sum, printed as an amount somewhere on the bill, confirms them where no total is read (two at least: one item is its own sum). */
const MIN_ITEMS_OF_A_PRINTED_SUM = 2

/**
 * The items as the table reader reads them; where they do not add up to the printed total and the
 * layout-free reading of quantity × price = amount lines does, that reading (its column order, header or
 * place on the page was what the table reader did not know). Where no total is read, the layout-free
 * items must add up to an amount the bill prints (its total under a label nobody knows, or printed before
 * its label); nothing confirms the table reader's items then, and they stand.
 */
function itemsConfirmedByTotal(reader: Reader, lines: Line[], read: Row[]): Row[] {
  const parsed = withoutUndatedRepeats(read)
  const total = printedTotalNoVat(reader)
  if (total !== null && addsUpTo(parsed, [total])) return parsed
  // Lump sums ("Dodávka elektřiny | 1,00 | ks | 26 735,26") over a breakdown that prices their items: the breakdown's items.
  const priced = parsed.filter((row) => !lumpSum(row))
  if (total !== null && priced.length < parsed.length && addsUpTo(priced, [total])) return priced
  const triples = tripleRows(lines)
  // A period itemised twice by the table reader is its own reading still, dated and in its sections.
  if (total !== null) return itemisedOnce(parsed, total) ?? (addsUpTo(triples, [total]) ? triples : parsed)
  const amounts = printedAmounts(lines)
  if (triples.filter(isBought).length < MIN_ITEMS_OF_A_PRINTED_SUM || addsUpTo(parsed, amounts)) return parsed
  return addsUpTo(triples, amounts) ? triples : parsed
}

/**
 * Items printed twice, once without dates (a summary, cards per section) and once dated (an annex's table), the same
 * kind, quantity, unit price and amount each: the dated ones, each item once. Only where every undated item has its
 * dated twin, a sale's as much as a purchase's, with no total needed to tell (an item and its twin alike in all four
 * figures are no two items).
 */
function withoutUndatedRepeats(rows: Row[]): Row[] {
  // Each undated item looks for its twin among all (quadratic): a hostile file of thousands of rows is left as read.
  const undated = rows.filter((row) => row.kind !== 'other' && !row.from && !row.to)
  if (!undated.length || rows.length > MAX_ITEMISED_ROWS) return rows
  const same = (a: Row, b: Row) => a.kind === b.kind && a.quantity === b.quantity && a.price === b.price && a.total === b.total
  const twins = new Set<Row>()
  for (const row of undated) {
    const twin = rows.find((other) => other.from && other.to && !twins.has(other) && same(row, other))
    if (!twin) return rows
    twins.add(twin)
  }
  return rows.filter((row) => !undated.includes(row))
}

/**
 * A sale itemised twice (month by month, then for the whole period): where the sale's items add up to twice its printed
 * total, the shortest run of them at their end or start that adds up to the total is the sale's, the other items stay.
 */
function saleItemisedOnce(rows: Row[], total: number | null): Row[] {
  const sold = rows.filter((row) => row.kind.startsWith('sell'))
  if (total === null || sold.length > MAX_ITEMISED_ROWS || Math.abs(amountOf(sold) - 2 * total) > roundingOf(sold)) return rows
  for (let length = 1; length < sold.length; length++) {
    for (const run of [sold.slice(sold.length - length), sold.slice(0, length)]) {
      if (run.some((row) => row.kind === 'sellEnergy') && Math.abs(amountOf(run) - total) <= roundingOf(run)) return rows.filter((row) => !row.kind.startsWith('sell') || run.includes(row))
    }
  }
  return rows
}

/** One piece of an amount: a part of the bill summed up, no priced item. */
const lumpSum = (row: Row) => row.quantity === 1 && row.quantityUnit === 'other' && row.price === row.total

/** Rows a bill itemised twice has at most (twelve months of a dozen items, twice, and a summary). */
const MAX_ITEMISED_ROWS = 400

/**
 * A bill that itemises its period twice (month by month, then a summary for the whole period, or the other way
 * round) bills each item once: where all its items add up to twice the printed total, the run of items at its end,
 * or at its start, that adds up to the total is the bill's; the shortest such run, the summary (its items dated by price
 * period), not the breakdown.
 */
function itemisedOnce(rows: Row[], total: number): Row[] | null {
  // Only where all the items add up to the total twice over exactly, the mark of a period itemised twice; the runs are
  // tried one by one (quadratic), so a hostile file of thousands of rows is not.
  if (rows.length > MAX_ITEMISED_ROWS || !addsUpTo(rows, [2 * total])) return null
  for (let cut = rows.length - 1; cut > 0; cut--) {
    // A run at the start takes the sale's items printed right after its own (they add nothing to the total bought).
    let end = rows.length - cut
    while (end < rows.length && rows[end]!.kind.startsWith('sell')) end++
    for (const run of [rows.slice(cut), rows.slice(0, end)]) {
      if (run.filter(isBought).length >= MIN_ITEMS_OF_A_PRINTED_SUM && addsUpTo(run, [total])) return run
    }
  }
  return null
}

/** Every amount of money printed alone in a cell ("97.959,44", "1 234,56 Kč"). */
function printedAmounts(lines: Line[]): number[] {
  return lines.flatMap((line) => line.cells.flatMap((cell) => {
    const tokens = findNumbers(cell.text)
    return tokens.length === 1 && tokens[0]!.decimals === 2 && (tokens[0]!.unit === null || tokens[0]!.unit === 'CZK') ? [tokens[0]!.value] : []
  }))
}

export function extractionContext(lines: Line[], timings?: Timings): ExtractionContext {
  const document = new InvoiceDocument(lines, isLabelCell, timings)
  const profile = detectSupplier(document.text)
  const reader = new Reader(document, profile)
  // The period as two fields ("Období od" / "Období do"), else as one value ("1. 1. 2025 - 31. 12. 2025").
  const from = reader.label('periodFrom', accept.date)?.value
  const to = reader.label('periodTo', accept.date)?.value
  const parsed = saleItemisedOnce(itemsConfirmedByTotal(reader, lines, parseRows(lines, timings)), reader.amount('sellTotal')?.value ?? null)
  // A line that reads as a priced item (quantity × unit price = amount) is no meter reading, however its numbers happen to differ.
  const priced = new Set(parsed.filter((row) => row.checked).flatMap((row) => row.line.cells))
  const readings = meterReadings(lines).filter((reading) => !reading.line.cells.some((cell) => priced.has(cell)))
  const spans = [...parsed.filter((row) => row.kind !== 'other'), ...readings]
  const period = from && to && from <= to ? ([from, to] as const) : (reader.label('period', accept.period)?.value ?? wrappedPeriod(reader) ?? printedSpan(document, spans))
  const billingFrom = period?.[0] ?? null
  const billingTo = period?.[1] ?? null
  const rate = readRate(reader)
  const anchor = distributionAnchor(rate?.value ?? null, billingFrom, billingTo)
  const rows = saleAsPaid(classifyRegulated(withMeteredQuantities(parsed, readings), billingTo, anchor))
  const sellRows = rows.filter((row) => row.kind.startsWith('sell'))
  const buyRows = rows.filter(isBought)
  const buys = buyRows.some((row) => /^(energy|dist)/.test(row.kind))
  // invoiceDirection "both"/"sell" only with a sale line that sold something: a price alone is not a sale.
  const sells = sellRows.some((row) => row.kind === 'sellEnergy' && (row.quantity ?? 0) > 0)
  // A bill that sells and meters consumption buys too, though no bought item was read: "sell" would take the plant's
  // EAN and product for the supply point's. (No bought item read is no evidence of none bought: without a sale read,
  // the bill stays a purchase, however its production register reads.)
  const consumes = readings.some((reading) => reading.register !== 'production' && reading.kwh > 0)
  const direction = sells ? (buys || consumes ? 'both' : 'sell') : 'buy'
  return { reader, document, profile, rows, buyRows, sellRows, buys, sells, direction, billingFrom, billingTo, readings, rate, anchor }
}

/**
 * Rows of the latest price period: prices reported are the ones in force at the end of the bill. A
 * kind printed without dates (bills may date only the metered rows) is the last one printed.
 */
export function latestRow(rows: Row[], kinds: RowKind[], billingEnd: string | null): Row | null {
  const candidates = rows.filter((row) => kinds.includes(row.kind))
  if (!candidates.length) return null
  // Rows of no item (a schedule of next year's advances, a payment list) date no price period.
  const dated = rows.filter((row) => row.to && row.kind !== 'other')
  if (!candidates.some((row) => row.to)) return candidates.at(-1)!
  const end = dated.reduce((max, row) => (row.to! > max ? row.to! : max), billingEnd ?? '')
  return candidates.filter((row) => row.to === end).at(-1) ?? null
}

export const sumOf = (rows: Row[], kinds: RowKind[], pick: (row: Row) => number | null) =>
  rows.filter((row) => kinds.includes(row.kind)).reduce((acc, row) => acc + (pick(row) ?? 0), 0)

export function averagePerMwh(rows: Row[], kinds: RowKind[]): number | null {
  const kwh = sumOf(rows, kinds, (row) => row.quantity)
  return kwh > 0 ? round(sumOf(rows, kinds, (row) => row.total) / (kwh / 1000), 2) : null
}

export const rowConfidence = (row: Row | null): number => (row ? BASE_CONFIDENCE[row.checked ? 'table-checked' : 'table'] : 0)
