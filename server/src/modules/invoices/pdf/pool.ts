/**
 * Untrusted PDF work for invoice extraction, all through one bounded process pool: the text layer
 * (pdf.js in a Bun child, after a preflight), page images (pdftoppm) and OCR (tesseract, see
 * ocr.ts). Nothing here runs a hostile PDF in the API process.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ProcessPool } from '../../../workers/process-pool.ts'
import type { PreflightBudgets, PreflightFailure } from './preflight.ts'
import type { PdfReadResult } from './read.ts'

export interface PdfTextJob {
  bytes: Uint8Array
  budgets: PreflightBudgets
}

export type PdfTextReply = PdfReadResult | { ok: false; failure: PreflightFailure; detail: string }

const CHILD = join(import.meta.dir, 'child.ts')

export function pdfJobs(pool: ProcessPool, budgets: PreflightBudgets, parseTimeoutMs: number) {
  return {
    /** The text layer with positions, or why the PDF is refused. */
    readText(bytes: Uint8Array): Promise<PdfTextReply> {
      return pool.runScript<PdfTextReply>(CHILD, { bytes, budgets } satisfies PdfTextJob, parseTimeoutMs)
    },

    /** One page as a grayscale PNG at `dpi`, rendered by poppler's pdftoppm by `deadline` (epoch ms). */
    async renderPage(bytes: Uint8Array, page: number, dpi: number, deadline: number): Promise<Uint8Array> {
      const dir = mkdtempSync(join(tmpdir(), 'invoice-render-'))
      try {
        const file = join(dir, 'in.pdf')
        writeFileSync(file, bytes)
        const args = ['-png', '-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file]
        const { stdout } = await pool.runCommand(['pdftoppm', ...args], { timeoutMs: deadline - Date.now(), deadline })
        return stdout
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },

    warmUp(): void {
      pool.warmUp(CHILD)
    },
  }
}

export type PdfJobs = ReturnType<typeof pdfJobs>
