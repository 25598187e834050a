/**
 * The PDF child process: a structural preflight with cheap budgets, then pdf.js reads the text
 * layer. It runs outside the API process so that whatever a hostile PDF does to memory or time
 * costs only this process (see ProcessPool).
 */
import { serveJobs } from '../../../workers/process-pool.ts'
import { preflightPdf } from './preflight.ts'
import { readPdfText } from './read.ts'
import type { PdfTextJob, PdfTextReply } from './pool.ts'

serveJobs(async (job: PdfTextJob): Promise<PdfTextReply> => {
  // A Buffer sent over IPC arrives as a Buffer, which pdf.js refuses: a plain view of the same bytes.
  const bytes = new Uint8Array(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength)
  try {
    const preflight = await preflightPdf(bytes, job.budgets)
    if (!preflight.ok) return preflight
    return await readPdfText(bytes, job.budgets.maxPages)
  } catch (error) {
    return { ok: false, failure: 'corrupt', detail: `The PDF cannot be read (${(error as Error).message}).` }
  }
})
