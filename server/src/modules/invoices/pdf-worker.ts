/// <reference lib="webworker" />
/**
 * Runs PDF parsing off the main thread so that a PDF built to exhaust time (or memory) can be
 * stopped by terminating this worker, without blocking other requests.
 */
import { readPdfText, renderPdfPages } from './pdf-read.ts'
import type { PdfJob, PdfJobResult } from './pdf-pool.ts'

declare const self: Worker

self.onmessage = async (event: MessageEvent<PdfJob>) => {
  const job = event.data
  let result: PdfJobResult
  try {
    result =
      job.kind === 'text'
        ? { kind: 'text', result: await readPdfText(job.bytes, job.maxPages) }
        : { kind: 'render', images: await renderPdfPages(job.bytes, job.maxPages, job.scale) }
  } catch (error) {
    result = { kind: 'error', message: (error as Error).message }
  }
  self.postMessage(result)
}
