import { renderStudyPdf, type StudyDocumentInput } from './index.ts'

/** A PDF took longer than PDF_RENDER_TIMEOUT_SECONDS (its worker is replaced). */
export class RenderTimeoutError extends Error {
  override name = 'RenderTimeoutError'
}

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
function pdfRenderPool(size: number, timeoutMs: number) {
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
    slot.worker.onerror = (event) => replace(slot, new Error(`PDF worker crashed: ${event.message}`))
    return slot
  }

  /** Fails the slot's jobs, stops its worker and puts a fresh one in its place. */
  function replace(slot: Slot, error: Error) {
    for (const pending of slot.jobs.values()) pending.reject(error)
    slot.jobs.clear()
    slot.worker.terminate()
    slots = slots?.map((candidate) => (candidate === slot ? spawn() : candidate))
  }

  return (input: StudyDocumentInput): Promise<Uint8Array> => {
    slots ??= Array.from({ length: size }, spawn)
    const slot = slots.reduce((least, candidate) => (candidate.jobs.size < least.jobs.size ? candidate : least))
    const job = nextJob++
    return new Promise((resolve, reject) => {
      // A stuck render (its worker cannot be interrupted otherwise) costs the worker, not the instance.
      const timer = setTimeout(() => replace(slot, new RenderTimeoutError(`PDF rendering exceeded ${timeoutMs} ms`)), timeoutMs)
      const settle = <T>(fn: (value: T) => void) => (value: T) => {
        clearTimeout(timer)
        fn(value)
      }
      slot.jobs.set(job, { resolve: settle(resolve), reject: settle(reject) })
      slot.worker.postMessage({ job, input })
    })
  }
}

/** Rendering on the calling thread cannot be interrupted: the caller stops waiting after the time limit. */
function withTimeout(render: (input: StudyDocumentInput) => Promise<Uint8Array>, timeoutMs: number) {
  return (input: StudyDocumentInput) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeoutError(`PDF rendering exceeded ${timeoutMs} ms`)), timeoutMs)
    })
    return Promise.race([render(input), limit]).finally(() => clearTimeout(timer))
  }
}

/**
 * The bounded queue in front of the renderer: at most `max` creations are admitted at once per app
 * instance; `tryEnter` returns the release function, or null when the queue is full (→ 503 + Retry-After).
 */
export function renderSlots(max: number) {
  let busy = 0
  let rejected = 0
  return {
    tryEnter(): (() => void) | null {
      if (busy >= max) {
        rejected++
        return null
      }
      busy++
      let left = false
      return () => {
        if (left) return
        left = true
        busy--
      }
    },
    get busy() {
      return busy
    },
    /** Creations refused so far because every slot was taken. */
    get rejected() {
      return rejected
    },
  }
}
export type RenderSlots = ReturnType<typeof renderSlots>

let sharedPool: ReturnType<typeof pdfRenderPool> | undefined

/**
 * The process's PDF renderer: `workers` threads shared by every app instance in the process (rendering
 * is stateless; the first caller's time limit applies), or the calling thread when `workers` is 0.
 */
export function pdfRenderer(workers: number, timeoutMs = 60_000): (input: StudyDocumentInput) => Promise<Uint8Array> {
  if (workers === 0) return withTimeout(renderStudyPdf, timeoutMs)
  sharedPool ??= pdfRenderPool(workers, timeoutMs)
  return sharedPool
}
