import type { PdfReadResult } from './pdf-read.ts'

export type PdfJob =
  | { kind: 'text'; bytes: Uint8Array; maxPages: number }
  | { kind: 'render'; bytes: Uint8Array; maxPages: number; scale: number }

export type PdfJobResult =
  | { kind: 'text'; result: PdfReadResult }
  | { kind: 'render'; images: Uint8Array[] }
  | { kind: 'error'; message: string }

/** The job ran past its time budget; its worker was terminated. */
export class PdfTimeoutError extends Error {
  override name = 'PdfTimeoutError'
}

/**
 * A small pool of PDF workers. Each job gets a time budget; a job that overruns it (a PDF bomb)
 * costs only its worker, which is terminated and replaced on demand.
 */
export class PdfWorkerPool {
  private idle: Worker[] = []
  private running = 0
  private waiting: (() => void)[] = []
  private closed = false

  constructor(
    private readonly size: number,
    private readonly timeoutMs: number,
  ) {}

  readText(bytes: Uint8Array, maxPages: number): Promise<PdfReadResult> {
    return this.run({ kind: 'text', bytes, maxPages }).then((result) => {
      if (result.kind !== 'text') throw new Error(result.kind === 'error' ? result.message : 'unexpected worker reply')
      return result.result
    })
  }

  renderPages(bytes: Uint8Array, maxPages: number, scale: number): Promise<Uint8Array[]> {
    return this.run({ kind: 'render', bytes, maxPages, scale }).then((result) => {
      if (result.kind !== 'render') throw new Error(result.kind === 'error' ? result.message : 'unexpected worker reply')
      return result.images
    })
  }

  /** Starts one worker ahead of the first request (pdf.js takes ~0.2 s to load). */
  warmUp(): void {
    if (!this.closed && this.idle.length + this.running === 0) this.idle.push(this.spawn())
  }

  close(): void {
    this.closed = true
    for (const worker of this.idle) worker.terminate()
    this.idle = []
  }

  private spawn(): Worker {
    // Not ref'd: an idle worker never keeps the process alive.
    return new Worker(new URL('./pdf-worker.ts', import.meta.url).href, { ref: false })
  }

  private async acquire(): Promise<Worker> {
    while (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve))
    this.running++
    return this.idle.pop() ?? this.spawn()
  }

  private release(worker: Worker | null): void {
    this.running--
    if (worker && !this.closed) this.idle.push(worker)
    else worker?.terminate()
    this.waiting.shift()?.()
  }

  private async run(job: PdfJob): Promise<PdfJobResult> {
    if (this.closed) throw new Error('the PDF worker pool is closed')
    const worker = await this.acquire()
    // The caller keeps its bytes: the worker gets a copy it may consume.
    const bytes = job.bytes.slice()
    return new Promise<PdfJobResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup()
        worker.terminate()
        this.release(null)
        reject(new PdfTimeoutError(`parsing took longer than ${this.timeoutMs} ms`))
      }, this.timeoutMs)
      const onMessage = (event: MessageEvent<PdfJobResult>) => {
        cleanup()
        this.release(worker)
        resolve(event.data)
      }
      const onError = (event: ErrorEvent) => {
        cleanup()
        worker.terminate()
        this.release(null)
        reject(new Error(event.message || 'PDF worker failed'))
      }
      const cleanup = () => {
        clearTimeout(timer)
        worker.removeEventListener('message', onMessage)
        worker.removeEventListener('error', onError)
      }
      worker.addEventListener('message', onMessage)
      worker.addEventListener('error', onError)
      worker.postMessage({ ...job, bytes }, [bytes.buffer])
    })
  }
}
