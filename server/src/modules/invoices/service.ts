/**
 * Invoice extraction: gate → text layer (or OCR for scans) → energy-invoice check → extraction.
 * Rejections are HttpProblems so that every caller answers them the same way.
 */
import type { InvoiceExtractionResult } from '@partner/energy-shared'
import { HttpProblem } from '../../http/problem.ts'
import { extractInvoice } from './extraction/extract.ts'
import { checkPdfBytes, rejectUnlessEnergyInvoice, unreadable } from './gate.ts'
import { buildLines, type Line, type TextItem } from './layout.ts'
import { detectOcr, type OcrAvailability } from './ocr.ts'
import { PdfTimeoutError, PdfWorkerPool } from './pdf-pool.ts'

export interface InvoiceServiceOptions {
  maxBytes: number
  maxPages?: number
  /** Budget for parsing one PDF (and for rendering it for OCR); past it the PDF is refused. */
  parseTimeoutMs?: number
  workers?: number
  /** OCR as found on the host (default), or injected (tests, or a deployment that disables it). */
  ocr?: OcrAvailability | Promise<OcrAvailability>
}

/** Fewer characters than this on all pages: the PDF is a scan without a text layer. */
const MIN_TEXT_CHARS = 40
/** OCR'd text is less certain than a text layer: its confidences are scaled down by this (× word confidence). */
const OCR_CONFIDENCE = 0.75
/** Render scale for OCR: 3 × 72 dpi = 216 dpi, enough for 7-point print. */
const OCR_SCALE = 3
const OCR_MAX_PAGES = 6

export function invoiceService(options: InvoiceServiceOptions) {
  const maxPages = options.maxPages ?? 30
  const pool = new PdfWorkerPool(options.workers ?? 2, options.parseTimeoutMs ?? 10_000)
  const ocr = Promise.resolve(options.ocr ?? detectOcr())
  pool.warmUp()

  async function textOf(bytes: Uint8Array): Promise<{ lines: Line[]; confidenceScale: number }> {
    let read
    try {
      read = await pool.readText(bytes, maxPages)
    } catch (error) {
      if (error instanceof PdfTimeoutError) throw unreadable(`The PDF could not be parsed in time (${error.message}); it may be built to exhaust resources.`)
      throw unreadable('The PDF could not be parsed.')
    }
    if (!read.ok) {
      if (read.failure === 'too-many-pages') throw new HttpProblem({ status: 413, slug: 'payload-too-large', detail: read.detail })
      throw unreadable(read.failure === 'encrypted' ? 'The PDF is encrypted (password-protected); upload an unprotected copy of the invoice.' : read.detail)
    }
    const chars = read.items.reduce((acc, item) => acc + item.text.trim().length, 0)
    if (chars >= MIN_TEXT_CHARS) return { lines: buildLines(read.items), confidenceScale: 1 }
    return ocrText(bytes)
  }

  async function ocrText(bytes: Uint8Array): Promise<{ lines: Line[]; confidenceScale: number }> {
    const availability = await ocr
    if (!availability.available) {
      throw new HttpProblem({
        status: 422,
        slug: 'ocr-unavailable',
        detail: `The PDF has no text layer (a scan) and OCR is not available on this server: ${availability.reason}.`,
      })
    }
    let images: Uint8Array[]
    try {
      images = await pool.renderPages(bytes, OCR_MAX_PAGES, OCR_SCALE)
    } catch {
      throw unreadable('The scanned PDF could not be rendered for OCR.')
    }
    const pages = await availability.engine.read(images)
    const items: TextItem[] = pages.flatMap((page) => page.items)
    const wordConfidence = pages.reduce((acc, page) => acc + page.confidence, 0) / Math.max(pages.length, 1)
    return { lines: buildLines(items), confidenceScale: OCR_CONFIDENCE * wordConfidence }
  }

  return {
    async extract(fileName: string, bytes: Uint8Array): Promise<InvoiceExtractionResult> {
      checkPdfBytes(bytes, options.maxBytes)
      const { lines, confidenceScale } = await textOf(bytes)
      rejectUnlessEnergyInvoice(lines)
      const { invoice, warnings } = extractInvoice(lines, { confidenceScale })
      return { fileName, invoice, warnings }
    },
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
