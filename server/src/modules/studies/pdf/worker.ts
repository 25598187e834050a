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
}
