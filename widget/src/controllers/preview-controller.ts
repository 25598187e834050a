import type { ReactiveController, ReactiveControllerHost } from 'lit'
import type { EnergyClient, StudyPreviewRequest, StudyResult } from '@partner/energy-sdk'

/** The preview call the calculator makes (an `EnergyClient`'s `studies`, or a fake in tests). */
export type PreviewApi = Pick<EnergyClient['studies'], 'preview'>

export interface PreviewOptions {
  api(): PreviewApi
  /** The request for the form as it is now; null while a required input is missing. */
  request(): StudyPreviewRequest | null
  /** A preview or a lookup it waited for failed (a superseded call's abort is not reported). */
  onError(error: unknown): void
  /** A preview answered: earlier errors no longer apply. */
  onResult(result: StudyResult): void
  /** @default 500 */
  debounceMs?: number
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * The live saving preview: debounced, one call at a time (a newer one aborts the older), and
 * never sent while a reference lookup it depends on (fees, breaker fee, HDO command) is still
 * running — a preview sent then would carry the new rate with the old rate's fees.
 */
export class PreviewController implements ReactiveController {
  /** The last answered preview. */
  result: StudyResult | null = null
  /** A newer preview is on its way (the shown one is stale). */
  pending = false

  readonly #host: ReactiveControllerHost
  readonly #options: PreviewOptions
  #timer: ReturnType<typeof setTimeout> | undefined
  #abort: AbortController | undefined
  /** Form changes whose lookups have not answered yet. */
  #lookupsInFlight = 0

  constructor(host: ReactiveControllerHost, options: PreviewOptions) {
    this.#host = host
    this.#options = options
    host.addController(this)
  }

  hostDisconnected() {
    clearTimeout(this.#timer)
    this.#abort?.abort()
  }

  /** Runs a preview once the inputs stop changing. */
  schedule() {
    clearTimeout(this.#timer)
    this.#setPending(true)
    this.#timer = setTimeout(() => void this.#run(), this.#options.debounceMs ?? 500)
  }

  /**
   * Holds the preview until `lookups` settle (a preview already scheduled or running is
   * dropped), then schedules one. Resolves when the lookups have settled.
   */
  async after(lookups: Promise<unknown>[]): Promise<void> {
    clearTimeout(this.#timer)
    this.#abort?.abort()
    this.#setPending(true)
    this.#lookupsInFlight++
    try {
      await Promise.all(lookups)
    } catch (error) {
      this.#options.onError(error)
    } finally {
      if (--this.#lookupsInFlight === 0) this.schedule()
    }
  }

  async #run() {
    this.#abort?.abort()
    if (this.#lookupsInFlight > 0) return
    const request = this.#options.request()
    if (!request) {
      this.#setPending(false)
      return
    }
    const abort = new AbortController()
    this.#abort = abort
    try {
      const result = await this.#options.api().preview(request, { signal: abort.signal })
      if (abort.signal.aborted) return
      this.result = result
      this.#options.onResult(result)
    } catch (error) {
      if (isAbort(error) || abort.signal.aborted) return
      this.result = null
      this.#options.onError(error)
    } finally {
      if (this.#abort === abort && !abort.signal.aborted) this.#setPending(false)
      this.#host.requestUpdate()
    }
  }

  #setPending(pending: boolean) {
    this.pending = pending
    this.#host.requestUpdate()
  }
}
