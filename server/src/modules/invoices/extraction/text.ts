/**
 * Czech text conventions of electricity bills: numbers ("1 232,76 Kč", NBSP thousands, decimal
 * comma), dates ("27. 6. 2024", "27.06.2024"), units, EAN codes and breaker notation ("3x25 A").
 */
import { DAY_MS } from '@partner/energy-shared'
import { fold, memoized, normalizeSpaces, numericDates } from '../pdf/normalize.ts'

// The layout normalises every cell's text with these: they live below it, in pdf/.
export { fold, memoized, normalizeSpaces, numericDates }

/**
 * A company's legal form, which ends its name ("a.s.", "s.r.o.", "…, družstvo", "Elektrárna Sázava družstvo"; "družstvo"
 * followed by more of the name is a word of it: "Družstvo Solární Haná", "Energetické družstvo Podluží").
 */
const LEGAL_FORMS = 'a\\.\\s?s\\.|s\\.\\s?r\\.\\s?o\\.|spol\\. s r\\.\\s?o\\.|v\\.\\s?o\\.\\s?s\\.|k\\.\\s?s\\.|z\\.\\s?s\\.'
// (After a comma, whatever letter ends the name: "\b" knows no "í" of "Energo Záříčí, družstvo".)
export const LEGAL_FORM = new RegExp(`(?<=\\p{L}),\\s?dru[žz]stvo\\b|\\b((?<=\\p{L}\\s)dru[žz]stvo(?!\\s*[\\p{L}\\d])|${LEGAL_FORMS})`, 'iu')
/** A company's legal form printed alone ("družstvo" wrapped under its name, "s.r.o."). */
export const LEGAL_FORM_ONLY = new RegExp(`^(dru[žz]stvo|${LEGAL_FORMS})$`, 'i')

/** A meter register's OBIS code, short or in full: "1.8.1", "1-0:2.8.0", "1.8.1*01". */
export const OBIS_CODE = /(?<![\d.])(?:\d-\d:)?[12]\.8\.\d(?:\*\d+)?(?![\d.])/

/** Label and item words bills abbreviate ("Předpokl. roční spotřeba", "Zúčt. období", "Sil.el. VT"), folded, with the word written out. */
const ABBREVIATIONS: Record<string, string> = {
  predpokl: 'predpokladana',
  predp: 'predpokladana',
  dat: 'datum',
  zak: 'zakaznicke',
  zuct: 'zuctovaci',
  obd: 'obdobi',
  var: 'variabilni',
  symb: 'symbol',
  odb: 'odberne',
  spotr: 'spotreba',
  roc: 'rocni',
  vyst: 'vystaveni',
  splat: 'splatnosti',
  uskut: 'uskutecneni',
  zdan: 'zdanitelneho',
  distr: 'distribucni',
  jist: 'jistic',
  hl: 'hlavni',
  // Item names of ERP bills ("Sil.el. VT", "Distr. množ. NT", "Syst. služby", "Nesíť. infrastr.").
  sil: 'silova',
  el: 'elektrina',
  mnoz: 'mnozstvi',
  syst: 'systemove',
  nesit: 'nesitove',
  infrastr: 'infrastruktury',
}
const ABBREVIATED = new RegExp(`(?<!\\p{L})(${Object.keys(ABBREVIATIONS).join('|')})\\.\\s?`, 'gu')

/** A cell's text and folded text with its abbreviated label words written out (folded), so label patterns need one wording. */
export function unabbreviated(text: string, folded: string): { text: string; folded: string } | null {
  let [outText, outFolded, last] = ['', '', 0]
  for (const match of folded.matchAll(ABBREVIATED)) {
    const full = `${ABBREVIATIONS[match[1]!]!} `
    // A capital stays a capital: "Dat." starts a label, it is no lower-case tail of the one above.
    const capital = /\p{Lu}/u.test(text[match.index]!)
    outText += text.slice(last, match.index) + (capital ? full[0]!.toUpperCase() + full.slice(1) : full)
    outFolded += folded.slice(last, match.index) + full
    last = match.index + match[0].length
  }
  return last ? { text: (outText + text.slice(last)).trim(), folded: (outFolded + folded.slice(last)).trim() } : null
}

const DATE = /(?<!\d)(\d{1,2})\.\s?(\d{1,2})\.\s?((?:19|20)\d{2})(?!\d)/g

/** The tail of a date wrapped after its day or month: a year alone, or with the month written out ("července 2025"). */
export const isDateTail = (text: string): boolean => /^(\p{L}+\s)?(19|20)\d{2}\)?$/u.test(text)

/** "400 01 Ústí nad Labem": a postcode and its town, an address's last line. */
export const POSTCODE_TOWN = /^\d{3}\s?\d{2}\s+\p{L}/u

export interface DateMatch {
  iso: string
  index: number
  end: number
}

export function isoDate(day: number, month: number, year: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

export function findDates(text: string): DateMatch[] {
  return [...datesOf(text)]
}
const datesOf = memoized((text: string): readonly DateMatch[] => frozen(datesIn(text)))

function datesIn(text: string): DateMatch[] {
  const found: DateMatch[] = []
  for (const m of text.matchAll(DATE)) {
    const iso = isoDate(Number(m[1]), Number(m[2]), Number(m[3]))
    if (iso) found.push({ iso, index: m.index, end: m.index + m[0].length })
  }
  return found
}

/** Energy, money and time units a bill attaches to a number. */
export type Unit =
  | 'MWh'
  | 'kWh'
  | 'CZK'
  | 'CZK/MWh'
  | 'CZK/kWh'
  | 'CZK/month'
  | 'CZK/day'
  | 'CZK/A/month'
  | 'month'
  | 'day'
  | 'A'
  | 'percent'

export interface NumberToken {
  value: number
  unit: Unit | null
  /** Decimal places as printed: tells how precise a product check can be. */
  decimals: number
  index: number
  end: number
}

const UNIT_PATTERNS: [RegExp, Unit][] = [
  [/^(?:kc|czk)\s?\/\s?mwh/, 'CZK/MWh'],
  [/^(?:kc|czk)\s?\/\s?kwh/, 'CZK/kWh'],
  [/^(?:kc|czk)\s?\/\s?a\s?\/\s?(?:mes|mesic)/, 'CZK/A/month'],
  [/^(?:kc|czk)\s?\/\s?(?:mes|mesic|mesicne|om\s?\/\s?mes)/, 'CZK/month'],
  [/^(?:kc|czk)\s?\/\s?(?:den|dny)/, 'CZK/day'],
  [/^(?:kc|czk)(?![a-z])/, 'CZK'],
  [/^mwh/, 'MWh'],
  [/^kwh/, 'kWh'],
  [/^(?:mes|mesic|mesicu|mesice)(?![a-z])/, 'month'],
  [/^(?:den|dni|dnu|dny)(?![a-z])/, 'day'],
  [/^a(?![a-z])/, 'A'],
  [/^%/, 'percent'],
]

/** Hellers (1/100 CZK) per kWh: "h/kWh", "hal./kWh", "haléřů/kWh". */
const HALER_PER_KWH = /^(?:h|hal\.?|haler[uy]?)\s?\/\s?kwh/

// Thousands groups by space or dot, then an optional decimal comma; or a plain decimal-dot number.
// Not a number: the parts of a bank account "19-2000145399/0800" (prefix, number, bank code) or of a house number "1520/8".
const NUMBER = /(?<![\p{L}\d,.\/])([-+]?)\s?(\d{1,3}(?:[ .]\d{3})+(?:,\d+)?|\d+,\d+|\d+(?:\.\d+)?)(?![\d]|,\d|x\d|\.\d|\/\d|-\d{2,10}\/\d)/gu

/**
 * A unit written before its number ("kWh 441,00", "Kč/MWh 3 462,81", "Kč 1 232,76"): the last word
 * before it, unless that word is the unit of a number before it ("441,00 kWh 4,05").
 */
function unitBefore(foldedBefore: string): Unit | null {
  const word = /(\S+)\s*$/.exec(foldedBefore)
  if (!word || /[\d#]\s*$/.test(foldedBefore.slice(0, word.index))) return null
  const unit = UNIT_PATTERNS.find(([pattern]) => pattern.test(word[1]!))?.[1] ?? null
  // Only a whole word that is a unit ("mes." yes, "mesicni" no); "A" or "%" before a number are not its units.
  return unit && unit !== 'A' && unit !== 'percent' && /^(kc|czk|mwh|kwh|mes|mesic|den|dni)(\/\S*)?\.?$/.test(word[1]!) ? unit : null
}

/**
 * Numbers of one table cell or text run, dates excluded, each with the unit written right after it.
 * Kept cell-local on purpose: "1 128,00" may be "1 | 128,00" across two cells.
 */
export function findNumbers(text: string): NumberToken[] {
  return [...numbersOf(text)]
}
const numbersOf = memoized((text: string): readonly NumberToken[] => frozen(numbersIn(text)))

/** Items shared by every caller of a memoized function: frozen, so that none can change them for the others (each caller gets its own list). */
const frozen = <T extends object>(items: T[]): readonly T[] => items.map((item) => Object.freeze(item))

function numbersIn(text: string): NumberToken[] {
  const clean = normalizeSpaces(text)
  // Dates, and "14. 9." day-month fragments of a date wrapped in a narrow column, are not numbers.
  const masked = clean.replace(DATE, (m) => '#'.repeat(m.length)).replace(/(?<![\d#])\d{1,2}\.\s?\d{1,2}\.(?!\s?\d)/g, (m) => '#'.repeat(m.length))
  const folded = fold(masked)
  const tokens: NumberToken[] = []
  for (const m of masked.matchAll(NUMBER)) {
    const raw = m[2]!
    // A dot-grouped number needs a decimal comma ("1.232,76"); otherwise a dot is a decimal point.
    const thousandsDot = /^\d{1,3}(\.\d{3})+,\d+$/.test(raw)
    // A dot-grouped whole number is ambiguous ("1.234" MWh?) and skipped, except kWh: no bill prints
    // kWh to the thousandth with a decimal point, so "4.200 kWh" is 4 200 kWh.
    const dotGroupedKwh = /^[1-9]\d{0,2}(\.\d{3})+$/.test(raw) && /^\s*kwh/.test(folded.slice(m.index + m[0].length))
    if (/^\d{1,3}(\.\d{3})+$/.test(raw) && !dotGroupedKwh) continue
    const text = thousandsDot || dotGroupedKwh ? raw.replace(/\./g, '').replace(',', '.') : raw.includes(',') ? raw.replace(/ /g, '').replace(',', '.') : raw.replace(/ /g, '')
    // Accounting systems print a negative amount with its minus after it ("1 408,98-"); "100,-" is whole crowns, "8-18" a range.
    const trailingMinus = m[1] !== '-' && masked[m.index + m[0].length] === '-' && !/[\d#]/.test(masked[m.index + m[0].length + 1] ?? '')
    // So do they with an amount in parentheses ("(266,78)", "(2 846,63) Kč"); a count or a quantity with its unit in them is none.
    const parenthesized = m[1] !== '-' && raw.includes(',') && /\(\s*$/.test(masked.slice(0, m.index)) && /^\s*\)/.test(masked.slice(m.index + m[0].length))
    const value = Number(text) * (m[1] === '-' || trailingMinus || parenthesized ? -1 : 1)
    if (!Number.isFinite(value)) continue
    const decimals = text.includes('.') ? text.length - text.indexOf('.') - 1 : 0
    const end = m.index + m[0].length + (trailingMinus ? 1 : 0)
    const after = folded.slice(end).replace(parenthesized ? /^\s*\)\s*/ : /^\s+/, '')
    // A price in hellers per kWh ("346,281 h/kWh") is the same price in CZK per kWh, two places further.
    if (HALER_PER_KWH.test(after)) {
      tokens.push({ value: round(value / 100, decimals + 2), unit: 'CZK/kWh', decimals: decimals + 2, index: m.index, end })
      continue
    }
    const unit = UNIT_PATTERNS.find(([pattern]) => pattern.test(after))?.[1] ?? unitBefore(folded.slice(0, m.index))
    tokens.push({ value, unit, decimals, index: m.index, end })
  }
  return tokens
}

/**
 * A cell that is only the unit of the price before it ("3,57337 | Kč/kWh", "346,281 | h/kWh"): the
 * unit and the factor to CZK (hellers are 1/100).
 */
export function priceUnitCell(text: string): { unit: Unit; scale: number } | null {
  const folded = fold(normalizeSpaces(text)).replace(/\.$/, '')
  if (HALER_PER_KWH.exec(folded)?.[0].length === folded.length) return { unit: 'CZK/kWh', scale: 0.01 }
  for (const [pattern, unit] of UNIT_PATTERNS) {
    const m = pattern.exec(folded)
    if (m && unit.startsWith('CZK/') && folded.slice(m[0].length).replace(/^[a-z]*/, '') === '') return { unit, scale: 1 }
  }
  return null
}

/** A single number of a label's value ("1 232,76 Kč" → 1232.76), or null. */
export function parseCzechNumber(text: string): number | null {
  const tokens = findNumbers(text)
  return tokens.length ? tokens[0]!.value : null
}

/** Half away from zero, also when binary floats land a hair below the half (3073.125 → 3073.12499…). */
export const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-7)) / factor
}

/** kWh from a quantity printed in MWh or kWh (rounded to the Wh, dropping float noise). */
export const toKwh = (value: number, unit: Unit | null) => round(unit === 'MWh' ? value * 1000 : value, 3)

/** CZK per MWh from a price printed per MWh or per kWh. */
export const toPerMwh = (value: number, unit: Unit | null) => round(unit === 'CZK/kWh' ? value * 1000 : value, 4)

/** GS1 mod-10 check digit over all but the last digit (weights 3,1,3,… from the right). */
export function gs1CheckDigitValid(code: string): boolean {
  if (!/^\d{8,18}$/.test(code)) return false
  const digits = [...code].map(Number)
  const check = digits.pop()!
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === check
}

/** EAN codes of Czech electricity supply points (18 digits starting 859182), spaces inside allowed. */
export function findEans(text: string): { ean: string; index: number; end: number }[] {
  const found: { ean: string; index: number; end: number }[] = []
  for (const m of text.matchAll(/(?<!\d)(8\s?5\s?9\s?1\s?8\s?2(?:\s?\d){12})(?!\d)/g)) {
    found.push({ ean: m[1]!.replace(/\s/g, ''), index: m.index, end: m.index + m[0].length })
  }
  return found
}

export interface Breaker {
  phases: number
  amps: number
}

/** A breaker's size: "3x25 A", "1 × 16A", "3×32" (its "A" may be wrapped away). */
const BREAKER = /(?<![\d,])([13])\s?[x×]\s?(\d{1,3})(?:[,.]0+)?(?:\s?A\b|(?![\d,.]))/i

/** The text without the breaker's size it names: the words around it. */
export const withoutBreaker = (text: string): string => text.replace(BREAKER, '')

/** "3x25 A", "3 × 25 A", "1x25A": phases and amps of the main breaker. */
export function findBreaker(text: string): Breaker | null {
  const m = BREAKER.exec(normalizeSpaces(text))
  if (!m) return null
  const amps = Number(m[2])
  return amps >= 2 && amps <= 400 ? { phases: Number(m[1]), amps } : null
}

const THREE_PHASE_BANDS = [16, 20, 25, 32, 40, 50, 63, 80, 100, 125, 160]

/**
 * CONTRACT.md breaker size code: UP_TO_3X10A for ≤ 3×10 A or ≤ 1×25 A, then the upper bound of the
 * three-phase band ("3X25A"). A one-phase breaker above 25 A is charged per ampere and has no band.
 */
export function breakerSizeCode({ phases, amps }: Breaker): string | null {
  if (phases === 1) return amps <= 25 ? 'UP_TO_3X10A' : null
  if (amps <= 10) return 'UP_TO_3X10A'
  const band = THREE_PHASE_BANDS.find((upper) => amps <= upper)
  return band ? `3X${band}A` : null
}

const RATE_CODE = /(?<![A-Za-z0-9])([CD])\s?([\dO]\d|\d[\dO])\s?d(?![A-Za-z0-9])/i
const RATE_CODES = new RegExp(RATE_CODE.source, 'gi')

/** "C01D", "D 02d", "d25d" → "C01d" / "D02d" / "D25d" (OCR's letter O for a zero included). */
export function findRateCode(text: string): string | null {
  const m = RATE_CODE.exec(text)
  return m ? `${m[1]!.toUpperCase()}${m[2]!.replace('O', '0')}d` : null
}

/** The text without its distribution rate codes ("období …, sazba D02d" → "období …, sazba "). */
export const withoutRateCode = (text: string) => text.replace(RATE_CODES, '')

/** Inclusive number of days between two ISO dates. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1
}
