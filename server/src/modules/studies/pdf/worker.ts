/// <reference lib="webworker" />
/** Renders study PDFs off the main thread (see pool.ts). */
import { heapBudget } from '../../../heap.ts'
import { renderStudyPdf, type StudyDocumentInput } from './index.ts'

declare const self: Worker

type Job = { job: number; input: StudyDocumentInput }

// Each render leaves megabytes of garbage: collected within a budget, not when JSC's RAM-sized heap fills.
const collectIfGrown = heapBudget()

async function render({ job, input }: Job) {
  try {
    const pdf = await renderStudyPdf(input)
    self.postMessage({ job, pdf }, [pdf.buffer])
  } catch (error) {
    self.postMessage({ job, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
  collectIfGrown()
}

/**
 * One document at a time. A render awaits (chart compression, pdfmake's output), and a handler that started
 * every queued job at once had all of them half-built in memory together: with 8 jobs queued, 100+ MiB more
 * than one after the other, for no gain in speed (this thread renders them all either way).
 */
let rendering = Promise.resolve()
self.onmessage = (event: MessageEvent<Job>) => {
  rendering = rendering.then(() => render(event.data))
}
