/**
 * Field validators: a value that fails its type, range or cross-field check is not returned. It
 * becomes null, a warning names the field (camelCase JSON path) with the value that was read, and
 * the field's confidence drops to 0. Precision first: a gap is better than a false value shown as data.
 */
import type { InvoiceWarning } from '@partner/energy-shared'
import type { Row } from './row.ts'
import { fold } from './text.ts'

export class Validation {
  readonly warnings: InvoiceWarning[] = []
  /** Fields whose value failed: their confidence is 0 whatever their reader rated. */
  readonly failed = new Set<string>()

  /** The value when `valid` holds for it; else null, a warning and confidence 0. */
  check<T extends string | number>(field: string, value: T | null, valid: (value: T) => boolean, expectedHint: string): T | null {
    if (value === null || valid(value)) return value
    this.warnings.push({ field, level: 'warn', reason: `The value read for this field fails its check (${expectedHint}); it is left empty.`, extractedValue: value, expectedHint })
    this.failed.add(field)
    return null
  }

  /** A row's price (or another value of it), refused when the row contradicts itself: its quantity × unit price is not its amount. */
  fromRow(field: string, row: Row | null, valid: (value: number) => boolean, expectedHint: string, pick: (row: Row) => number | null = (r) => r.price): number | null {
    const value = row ? pick(row) : null
    if (row?.contradicted && value !== null) return this.check(field, value, () => false, `quantity × unit price = the line amount; ${expectedHint}`)
    return this.check(field, value, valid, expectedHint)
  }
}

export const inRange = (min: number, max: number) => (value: number) => Number.isFinite(value) && value >= min && value <= max

/** Words that start a label, not a value: a name or product reading one of them took the neighbouring label. */
const LABEL_WORDS =
  /^(doklad|cislo|c\. |faktura|datum|adresa|ean|kod|produkt|smlouva|smlouvy|doba trvani|obdobi|zakaznik|odberatel|dodavatel|prodavajici|variabilni|dodavka|distribuc|sazba|jistic|celkem|splatnost|odberne misto|misto spotreby|vyrobce|ico|dic|nazev)\b/

export const notALabel = (value: string) => {
  const folded = fold(value).trim()
  return !LABEL_WORDS.test(folded) && !folded.endsWith(':') && !folded.startsWith('/') && /\p{L}{2}/u.test(value)
}

/** A Czech address as "street number, PSČ city": a house number and a postal code. */
export const isAddress = (value: string) => /\d/.test(value.split(',')[0]!) && /\d{3}\s?\d{2}\s+\p{L}/u.test(value) && notALabel(value)

export const isIsoDateBetween = (from: string, to: string) => (value: string) => value >= from && value <= to
