/**
 * An item's text: its bare units ("kWh", "měs."), its amounts, the label before them in one run of text, a name's
 * wrapped tail and its dates. Shared by the line passes and the row parser.
 */
import { findDates, findNumbers, type NumberToken, type Unit } from './text.ts'
import type { Cell } from '../pdf/layout.ts'
import { fold, normalizeSpaces } from '../pdf/normalize.ts'

const BARE_UNIT = /^(mwh|kwh|mes\.?|mesic|mesice|mesicu|a\s?[x×]\s?mes\.?|ks|den|dny|dni)$/

export function bareUnit(folded: string): Unit | null {
  if (!BARE_UNIT.test(folded)) return null
  if (folded === 'mwh') return 'MWh'
  if (folded === 'kwh') return 'kWh'
  if (folded.startsWith('mes')) return 'month'
  if (/^(den|dny|dni)$/.test(folded)) return 'day'
  return 'A'
}

/** The tail of a wrapped item name: it goes on in lower case or with the rest of a period ("(1. 1. 2025 -", "- 30. 6. 2025)", "12. 2024)"). */
export const CONTINUATION = /^(\p{Ll}|[(\-–]|[\d.\s–-]*\d\.?\))/u

/** A name line's words without its dates and the pieces of a date wrapped at its ends ("… (1. 1. 2025 - 8." / "10. 2025)"). */
export const undatedName = (text: string) =>
  findDates(text)
    .reduceRight((rest, date) => rest.slice(0, date.index) + rest.slice(date.end), text)
    .replace(/^[\d.\s–-]*\)/, '')
    .replace(/\(?\s*\d{1,2}\.(\s?\d{1,2}\.)?\s*$/, '')

const AMOUNT_UNITS: (Unit | null)[] = ['MWh', 'kWh', 'month', 'CZK', 'CZK/MWh', 'CZK/kWh', 'CZK/month', 'CZK/A/month']

/** An amount of an item: a number with a unit, or with decimals; not a percentage. */
export const isAmount = (token: NumberToken) => token.unit !== 'percent' && (AMOUNT_UNITS.includes(token.unit) || token.decimals >= 2)

/**
 * "Spotřeba VT 5,12 Kč/kWh 7 431,00 kWh 38 024,42 Kč" in one cell: the label before the first
 * amount (a number with a unit or with decimals) and the amounts as a cell of their own.
 */
export function splitRun(cell: Cell): { label: string; values: Cell } | null {
  // A dash between words and the first amount separates them ("Daň z elektřiny - 1,779 MWh po …", "spotřeba NT (T2) - 418 kWh"); it is no minus sign.
  const text = normalizeSpaces(cell.text).replace(/(?<=[\p{L})])\s[-–]\s(?=\d)/u, ' ')
  const amount = findNumbers(text).find(isAmount)
  if (!amount) return null
  const label = text.slice(0, amount.index).trim()
  if (!/\p{L}{3}/u.test(label)) return null
  const rest = text.slice(amount.index)
  return { label, values: { text: rest, folded: fold(rest), x: cell.x + 1, right: cell.right, size: cell.size } }
}

/** A cell with the text wrapped under it appended. */
export const withTail = (cell: Cell, tail: Cell): Cell => ({ ...cell, text: `${cell.text} ${tail.text}`, folded: `${cell.folded} ${tail.folded}`, right: Math.max(cell.right, tail.right) })

/** No item's sentence is longer: a paragraph of prose stops being joined here (and its re-reading stays linear). */
export const MAX_SENTENCE = 400
