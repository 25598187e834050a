/**
 * Positioned text lines of an electricity bill → the spec's Invoice: one reader per section, each
 * returning its values with their confidence; every value passes its validators (validate.ts,
 * regulated.ts) before it is returned; then the reconciliation cross-checks the parts.
 */
import type { Invoice, InvoiceWarning } from '@partner/energy-shared'
import type { Line } from '../pdf/layout.ts'
import { readColumns } from './columns.ts'
import { extractionContext, type Confidence } from './context.ts'
import { readBuying } from './read-buying.ts'
import { readDistribution } from './read-distribution.ts'
import { readMeta } from './read-meta.ts'
import { readObservations } from './read-observations.ts'
import { readSelling } from './read-selling.ts'
import { withoutRowNumbers } from './row-numbers.ts'
import { withCutAmountsJoined } from './cut-amounts.ts'
import { withAmountsLast } from './amounts-first.ts'
import { withTwinTablesApart } from './twin-tables.ts'
import { reconcile, refuseUnreconciled } from './reconcile.ts'
import { round } from './text.ts'
import { Validation } from './validate.ts'

export interface Extraction {
  invoice: Invoice
  warnings: InvoiceWarning[]
}

export interface ExtractOptions {
  /** Scales every confidence: OCR text is less certain than a text layer. */
  confidenceScale?: number
}

export function extractInvoice(lines: Line[], options: ExtractOptions = {}): Extraction {
  const ctx = extractionContext(withTwinTablesApart(readColumns(withAmountsLast(withCutAmountsJoined(withoutRowNumbers(lines))))))
  const validation = new Validation()
  const meta = readMeta(ctx, validation)
  const distribution = readDistribution(ctx, meta.values.supplyPointAddress, validation)
  const buying = readBuying(ctx, meta.values.productName, validation)
  const selling = readSelling(ctx, meta.values.productName, validation)
  const observations = readObservations(ctx, validation)
  const confidence: Confidence = { ...meta.confidence, ...distribution.confidence, ...buying.confidence, ...selling.confidence, ...observations.confidence }
  for (const field of validation.failed) confidence[field] = 0

  const invoice: Invoice = {
    meta: meta.values,
    distribution: distribution.values,
    buying: buying.values,
    selling: selling.values,
    observations: observations.values,
    fieldConfidence: {},
  }
  const warnings = [
    ...validation.warnings,
    ...reconcile({ invoice, rows: ctx.rows, ...observations.checks, statedTotalKwh: buying.statedTotalKwh, tariffSplit: buying.tariffSplit, confidence }),
    ...refuseUnreconciled({ invoice, ...observations.checks, confidence }),
  ]
  const scale = options.confidenceScale ?? 1
  invoice.fieldConfidence = Object.fromEntries(
    Object.entries(confidence).map(([key, value]) => [key, round(Math.min(1, Math.max(0, value * scale)), 2)]),
  )
  return { invoice, warnings }
}
