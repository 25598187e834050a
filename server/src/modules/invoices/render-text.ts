import type { InvoiceExtractionResult } from '@partner/energy-shared'

const show = (value: unknown) => (value === null || value === undefined ? '—' : String(value))

function block(title: string, values: Record<string, unknown>): string {
  const keys = Object.keys(values)
  const width = Math.max(...keys.map((key) => key.length))
  return [title, ...keys.map((key) => `  ${key.padEnd(width)}  ${show(values[key])}`)].join('\n')
}

/** The extraction as plain text (Accept: text/plain): one block per part, then the warnings. */
export function renderText(result: InvoiceExtractionResult): string {
  const { invoice } = result
  const warnings = result.warnings.length
    ? result.warnings.map((w) => `  [${w.level}] ${w.field}: ${w.reason} (extracted ${show(w.extractedValue)}; expected ${w.expectedHint})`).join('\n')
    : '  none'
  return [
    `Invoice extraction: ${result.fileName}`,
    block('Meta', invoice.meta),
    block('Distribution', invoice.distribution),
    block('Buying', invoice.buying),
    block('Selling', invoice.selling),
    block('Observations', invoice.observations),
    block('Field confidence', invoice.fieldConfidence),
    `Warnings\n${warnings}`,
  ].join('\n\n') + '\n'
}
