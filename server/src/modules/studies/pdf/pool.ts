import { renderStudyPdf, type StudyDocumentInput } from './index.ts'

interface Slot {
  worker: Worker
  /** Jobs sent to this worker and not answered yet. */
  jobs: Map<number, { resolve: (pdf: Uint8Array) => void; reject: (error: Error) => void }>
}

type WorkerAnswer = { job: number; pdf: Uint8Array } | { job: number; error: string }

/**
 * Worker threads rendering PDFs, so that rendering (the costliest step of a study) uses every core and
 * never blocks the event loop. Workers start on first use; each job goes to the least busy one; a
 * worker that dies fails its jobs and is replaced.
 */
function pdfRenderPool(size: number) {
  let slots: Slot[] | undefined
  let nextJob = 0

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(new URL('./worker.ts', import.meta.url)), jobs: new Map() }
    // Idle workers must not keep the process alive (Bun's Worker has unref; the DOM typing does not).
    ;(slot.worker as Worker & { unref(): void }).unref()
    slot.worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data
      const pending = slot.jobs.get(answer.job)
      slot.jobs.delete(answer.job)
      if ('pdf' in answer) pending?.resolve(answer.pdf)
      else pending?.reject(new Error(`PDF rendering failed: ${answer.error}`))
    }
    slot.worker.onerror = (event) => {
      for (const pending of slot.jobs.values()) pending.reject(new Error(`PDF worker crashed: ${event.message}`))
      slot.jobs.clear()
      slot.worker.terminate()
      slots = slots?.map((candidate) => (candidate === slot ? spawn() : candidate))
    }
    return slot
  }

  return (input: StudyDocumentInput): Promise<Uint8Array> => {
    slots ??= Array.from({ length: size }, spawn)
    const slot = slots.reduce((least, candidate) => (candidate.jobs.size < least.jobs.size ? candidate : least))
    const job = nextJob++
    return new Promise((resolve, reject) => {
      slot.jobs.set(job, { resolve, reject })
      slot.worker.postMessage({ job, input })
    })
  }
}

let sharedPool: ReturnType<typeof pdfRenderPool> | undefined

/**
 * The process's PDF renderer: `workers` threads shared by every app instance in the process (rendering
 * is stateless), or the calling thread when `workers` is 0.
 */
export function pdfRenderer(workers: number): (input: StudyDocumentInput) => Promise<Uint8Array> {
  if (workers === 0) return renderStudyPdf
  sharedPool ??= pdfRenderPool(workers)
  return sharedPool
}
