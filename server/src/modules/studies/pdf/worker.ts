/// <reference lib="webworker" />
/** Renders study PDFs off the main thread (see pool.ts). */
import { renderStudyPdf, type StudyDocumentInput } from './index.ts'

declare const self: Worker

self.onmessage = async (event: MessageEvent<{ job: number; input: StudyDocumentInput }>) => {
  const { job, input } = event.data
  try {
    const pdf = await renderStudyPdf(input)
    self.postMessage({ job, pdf }, [pdf.buffer])
  } catch (error) {
    self.postMessage({ job, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
  // A render leaves ~tens of MiB of garbage (pdfmake objects, chart canvases whose Skia pixels are freed only by
  // their finalizers); collected lazily it piles up into swings of 100+ MiB of RSS. Collecting after the answer
  // is sent keeps the worker's heap at its live size without delaying the study that was just rendered.
  Bun.gc(true)
}
