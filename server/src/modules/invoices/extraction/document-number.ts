/** The bill's document number as printed: its letter prefix included ("AB-2025-05-0123", "FV2025004512", "VY-25/001234"). */
import { findDates } from './text.ts'

/**
 * A code of at least five digits, letters, slashes and dashes, starting at a word's start: a prefix of up to four capitals
 * joined by a dash or a slash belongs to it ("AB-2025-…"); a prefix cut off would leave another bill's number.
 */
const CODE = /(?<![\p{L}\d_/])((?:\p{Lu}{1,4}[-/]?)?\d[\dA-Z/-]{4,19})(?![\p{L}\d_/])/u

/** The first code of the value's cell, unless it is (part of) a date; a date later in the text is another value's. */
export function documentNumber(text: string): string | null {
  const cell = text.replace(/\s\|\s.*/, '')
  const match = CODE.exec(cell)
  if (!match) return null
  const token = match[1]!.replace(/[-/]+$/, '')
  const inDate = findDates(cell).some((date) => match.index < date.end && date.index < match.index + token.length) || findDates(token).length > 0
  // An ISO date ("2025-03-12") is a date still, whichever way it is printed.
  return !inDate && !/^\d{4}-\d{2}-\d{2}$/.test(token) && (token.match(/\d/g)?.length ?? 0) >= 5 ? token : null
}
