/**
 * Text normalisation the layout applies to every cell, and every later stage to what it reads: one kind of space
 * and dash, dates with the month's name in numbers, and the folded (lower-case, no diacritics) form patterns match.
 * It sits in pdf/ because the layout needs it and nothing here may import extraction/.
 */

/** Strings remembered per function at most; then the memory starts again (a hostile file cannot grow it without end). */
const MEMO_ENTRIES = 20_000
/** Longer strings (sentences, a hostile cell) are computed each time. */
const MEMO_KEY_LENGTH = 200

/**
 * A pure function of a string, remembered: a bill folds and parses the same cells many times over (each reader looks at
 * every line), and Unicode normalisation is the most expensive step of it. Only for results nobody mutates.
 */
export function memoized<T>(compute: (text: string) => T): (text: string) => T {
  const memory = new Map<string, T>()
  return (text) => {
    if (text.length > MEMO_KEY_LENGTH) return compute(text)
    const known = memory.get(text)
    if (known !== undefined || memory.has(text)) return known as T
    if (memory.size >= MEMO_ENTRIES) memory.clear()
    const value = compute(text)
    memory.set(text, value)
    return value
  }
}

/** Lower-case and strip diacritics, keeping the string length, so label patterns stay simple and survive OCR. */
export const fold = memoized((text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase())

/** One kind of white space, straight dashes and "x" for the multiplication sign. */
export const normalizeSpaces = memoized((text: string): string =>
  text
    .normalize('NFC')
    .replace(/[\u00a0\u2007\u202f\u2009\t]/g, ' ')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim(),
)

/** Genitive month names as dates write them ("24. října 2024"), with and without diacritics: month = index + 1. */
const MONTH_GENITIVES = [
  'ledna',
  'února|unora',
  'března|brezna',
  'dubna',
  'května|kvetna',
  'června|cervna',
  'července|cervence',
  'srpna',
  'září|zari',
  'října|rijna',
  'listopadu',
  'prosince',
]
const MONTH_NUMBER = new Map(MONTH_GENITIVES.flatMap((names, index) => names.split('|').map((name) => [name, index + 1] as const)))
const LONG_DATE = new RegExp(`(?<!\\d)(\\d{1,2})\\.\\s?(${[...MONTH_NUMBER.keys()].sort((a, b) => b.length - a.length).join('|')})(?!\\p{L})(\\s(?:19|20)\\d{2}(?!\\d))?`, 'giu')

/**
 * Dates written with the month's name read as numeric dates ("24. října 2024" → "24.10.2024",
 * "5. května" → "5.5."), so that every date pattern and the number reader see one form: a year is no
 * quantity. A day and month without a year stay a day and month, as a period's cut first half prints them.
 */
export const numericDates = (text: string): string =>
  text.replace(LONG_DATE, (_, day: string, month: string, year: string | undefined) => `${day}.${MONTH_NUMBER.get(month.toLowerCase())}.${year ? year.trim() : ''}`)
