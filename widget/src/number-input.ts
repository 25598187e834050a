/**
 * Numbers as the customer types and reads them: `12 632` and `3 533,94` in Czech, `12,632` and
 * `3,533.94` in English. Text inputs (not type=number, which shows `3533.94` whatever the language)
 * formatted and parsed with the locale's own separators from Intl.
 */
export interface NumberText {
  /** The value with grouping and the locale's decimal separator. */
  format(value: number): string
  /** null for an empty text, NaN for one that is not a number. */
  parse(text: string): number | null
}

/** Spaces of every kind people and Intl put between digit groups (space, no-break, narrow no-break, thin). */
const SPACES = /[\s\u00a0\u202f\u2009]/g

export const numberText = (tag: string): NumberText => {
  const formatter = new Intl.NumberFormat(tag, { maximumFractionDigits: 10 })
  const parts = formatter.formatToParts(12345.6)
  const group = parts.find((part) => part.type === 'group')?.value ?? ','
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.'
  return {
    format: (value) => formatter.format(value),
    parse(text) {
      let plain = text.replace(SPACES, '').replace(/^[−–]/, '-')
      if (plain === '') return null
      if (decimal === ',') {
        // A comma is the decimal separator; without one, a single dot is taken as one too (7.5 typed the English way).
        plain = plain.includes(',') || (plain.match(/\./g)?.length ?? 0) > 1 ? plain.replace(/\./g, '').replace(',', '.') : plain
      } else if (plain.includes(group)) {
        // Group separators only between whole groups of three digits (so that "7,5" is not read as 75).
        if (!new RegExp(`^[+-]?\\d{1,3}(\\${group}\\d{3})+(\\.\\d*)?$`).test(plain)) return Number.NaN
        plain = plain.split(group).join('')
      }
      return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN
    },
  }
}
