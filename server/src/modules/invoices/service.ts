/**
 * Invoice extraction, in pipeline order (see `extract` below):
 * 1. gate.ts — the bytes: size cap and PDF signature;
 * 2. pdf/ — reading: the text layer in a bounded worker (preflight, pdf.js), or OCR of a scan,
 *    as positioned lines of cells (pdf/layout.ts);
 * 3. gate.ts — is the text an electricity bill at all;
 * 4. extraction/ — meaning: readers per section, validators, reconciliation → Invoice + warnings.
 * Rejections are HttpProblems so that every caller answers them the same way.
 */
import type { InvoiceExtractionResult } from '@partner/energy-shared'
import { INVOICE_PDF_DEFAULTS, type InvoicePdfSettings } from '../../config.ts'
import { HttpProblem } from '../../http/problem.ts'
import type { Logger } from '../../log.ts'
import { JobMemoryError, JobTimeoutError, PoolBusyError, ProcessPool } from '../../workers/process-pool.ts'
import { extractInvoice } from './extraction/extract.ts'
import { checkPdfBytes, rejectUnlessEnergyInvoice, unreadable } from './gate.ts'
import { buildLines, type Line, type TextItem } from './pdf/layout.ts'
import { hostOcr, tesseractEngine, type OcrAvailability, type OcrPage } from './pdf/ocr.ts'
import { pdfJobs, type PdfTextReply } from './pdf/pool.ts'
import type { PreflightBudgets } from './pdf/preflight.ts'

export interface InvoiceServiceOptions {
  maxBytes: number
  /** Pages accepted per PDF (413 above). @default 30 */
  maxPages?: number
  /** Pool and budget settings; unset ones keep INVOICE_PDF_DEFAULTS. */
  pdf?: Partial<InvoicePdfSettings>
  /** OCR as found on the host (default), or injected (tests, or a deployment that disables it). */
  ocr?: OcrAvailability | Promise<OcrAvailability>
  log?: Logger
}

/** Fewer characters than this on all pages: the PDF is a scan without a text layer. */
const MIN_TEXT_CHARS = 40
/** OCR'd text is less certain than a text layer: its confidences are scaled down by this (× word confidence). */
const OCR_CONFIDENCE = 0.75
/** Render resolution for OCR: 216 dpi, enough for 7-point print. */
const OCR_DPI = 216
const OCR_MAX_PAGES = 6
const MiB = 1024 * 1024

const busy = (error: PoolBusyError) =>
  new HttpProblem({
    status: 503,
    slug: 'service-unavailable',
    detail: 'Every PDF worker is busy and the queue is full; retry shortly.',
    headers: { 'Retry-After': String(error.retryAfterSeconds) },
  })

export function invoiceService(options: InvoiceServiceOptions) {
  const maxPages = options.maxPages ?? 30
  const settings = { ...INVOICE_PDF_DEFAULTS, ...options.pdf }
  const pool = new ProcessPool({ size: settings.workers, queueLimit: settings.queue, memoryCapBytes: settings.workerMemoryMb * MiB })
  const budgets: PreflightBudgets = {
    maxInflatedBytes: settings.maxInflatedMb * MiB,
    maxObjects: settings.maxObjects,
    maxOperators: settings.maxOperators,
    maxPages,
  }
  const pdf = pdfJobs(pool, budgets, settings.parseTimeoutMs)
  const ocrBudgetMs = settings.ocrBudgetMs
  const ocr = Promise.resolve(options.ocr ?? hostOcr())
  const engine = tesseractEngine(pool)
  pdf.warmUp()

  async function extract(fileName: string, bytes: Uint8Array): Promise<InvoiceExtractionResult> {
    checkPdfBytes(bytes, options.maxBytes)
    const { lines, confidenceScale } = await textOf(bytes)
    rejectUnlessEnergyInvoice(lines)
    const { invoice, warnings } = extractInvoice(lines, { confidenceScale })
    return { fileName, invoice, warnings }
  }

  /** Step 2: the text layer read in a worker, or OCR when the PDF is a scan. */
  async function textOf(bytes: Uint8Array): Promise<{ lines: Line[]; confidenceScale: number }> {
    let read: PdfTextReply
    try {
      read = await pdf.readText(bytes)
    } catch (error) {
      if (error instanceof PoolBusyError) throw busy(error)
      options.log?.warn('invoice pdf parse stopped', { error: (error as Error).message })
      if (error instanceof JobMemoryError) {
        throw new HttpProblem({ status: 422, slug: 'pdf-too-complex', detail: `Reading the PDF ${error.message.replace(/^the worker process /, '')}; it may be built to exhaust memory.` })
      }
      if (error instanceof JobTimeoutError) throw unreadable(`The PDF could not be parsed in time (${error.message}); it may be built to exhaust resources.`)
      throw unreadable('The PDF could not be parsed.')
    }
    if (!read.ok) {
      if (read.failure === 'too-many-pages') throw new HttpProblem({ status: 413, slug: 'payload-too-large', detail: read.detail })
      if (read.failure === 'too-complex') throw new HttpProblem({ status: 422, slug: 'pdf-too-complex', detail: read.detail })
      if (read.failure === 'javascript') throw new HttpProblem({ status: 422, slug: 'pdf-javascript', detail: read.detail })
      if (read.failure === 'encrypted') {
        throw new HttpProblem({ status: 422, slug: 'encrypted-pdf', detail: 'The PDF is encrypted (password-protected); upload an unprotected copy of the invoice.' })
      }
      throw unreadable(read.detail)
    }
    const chars = read.items.reduce((acc, item) => acc + item.text.trim().length, 0)
    if (chars >= MIN_TEXT_CHARS) return { lines: buildLines(read.items), confidenceScale: 1 }
    return ocrText(bytes, read.pageCount)
  }

  /** Renders and reads up to OCR_MAX_PAGES pages within one budget for the whole upload. */
  async function ocrText(bytes: Uint8Array, pageCount: number): Promise<{ lines: Line[]; confidenceScale: number }> {
    const availability = await ocr
    if (!availability.available) {
      throw new HttpProblem({
        status: 422,
        slug: 'ocr-unavailable',
        detail: `The PDF has no text layer (a scan) and OCR is not available on this server: ${availability.reason}.`,
      })
    }
    // One budget for the whole upload, waits for a worker included: every page gets what is left of it.
    const deadline = Date.now() + ocrBudgetMs
    const pages: OcrPage[] = []
    try {
      for (let page = 1; page <= Math.min(pageCount, OCR_MAX_PAGES); page++) {
        const png = await pdf.renderPage(bytes, page, OCR_DPI, deadline)
        pages.push(await engine.readPage(png, page, deadline))
      }
    } catch (error) {
      if (error instanceof PoolBusyError) throw busy(error)
      const reason = error instanceof JobTimeoutError ? `it took longer than the OCR budget of ${ocrBudgetMs / 1000} s` : (error as Error).message
      options.log?.warn('invoice ocr failed', { error: (error as Error).message, pagesRead: pages.length })
      throw new HttpProblem({ status: 422, slug: 'ocr-failed', detail: `The PDF has no text layer (a scan) and OCR could not read it: ${reason}.` })
    }
    const items: TextItem[] = pages.flatMap((page) => page.items)
    const wordConfidence = pages.reduce((acc, page) => acc + page.confidence, 0) / Math.max(pages.length, 1)
    return { lines: buildLines(items), confidenceScale: OCR_CONFIDENCE * wordConfidence }
  }

  return {
    extract,
    /** The PDF worker pool's jobs running and waiting, and those it refused (metrics). */
    poolStats: () => pool.stats,
    /** Whether scanned bills can be read on this host. */
    async ocrAvailable(): Promise<boolean> {
      return (await ocr).available
    },
    close(): void {
      pool.close()
    },
  }
}

export type InvoiceService = ReturnType<typeof invoiceService>
