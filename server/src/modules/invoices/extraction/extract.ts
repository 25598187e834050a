/**
 * Positioned text lines of an electricity bill → the spec's Invoice: the layout passes (passes/index.ts), then
 * the label look-up and the row parser (context.ts), then one reader per section, each returning its values
 * with their confidence; every value passes its validators (validate.ts, regulated.ts) before it is returned;
 * then the reconciliation cross-checks the parts. The stages are listed in README.md.
 */
import type { Invoice, InvoiceWarning } from '@partner/energy-shared'
import type { Line } from '../pdf/layout.ts'
import { extractionContext, type Confidence } from './context.ts'
import { LAYOUT_PASSES, runPasses, timed, type Timings } from './passes/index.ts'
import { readBuying } from './read-buying.ts'
import { readDistribution } from './read-distribution.ts'
import { readMeta } from './read-meta.ts'
import { readObservations } from './read-observations.ts'
import { readSelling } from './read-selling.ts'
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
  /** Filled with the milliseconds spent per line pass and per stage, by name (summed over calls): the benchmark prints them. */
  timings?: Timings
}

export function extractInvoice(lines: Line[], options: ExtractOptions = {}): Extraction {
  const { timings } = options
  const passed = runPasses(LAYOUT_PASSES, lines, timings)
  const ctx = timed(timings, 'labels, rows and readings', () => extractionContext(passed, timings))
  const validation = new Validation()
  const { meta, distribution, buying, selling, observations } = timed(timings, 'field readers', () => {
    const meta = readMeta(ctx, validation)
    const distribution = readDistribution(ctx, meta.values.supplyPointAddress, validation)
    const buying = readBuying(ctx, meta.values.productName, validation)
    const selling = readSelling(ctx, meta.values.productName, validation)
    const observations = readObservations(ctx, validation)
    return { meta, distribution, buying, selling, observations }
  })
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
  const warnings = timed(timings, 'reconciliation', () => [
    ...validation.warnings,
    ...reconcile({ invoice, rows: ctx.rows, ...observations.checks, statedTotalKwh: buying.statedTotalKwh, tariffSplit: buying.tariffSplit, confidence }),
    ...refuseUnreconciled({ invoice, ...observations.checks, confidence }),
  ])
  const scale = options.confidenceScale ?? 1
  invoice.fieldConfidence = Object.fromEntries(
    Object.entries(confidence).map(([key, value]) => [key, round(Math.min(1, Math.max(0, value * scale)), 2)]),
  )
  return { invoice, warnings }
}
