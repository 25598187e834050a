import type { ReactiveController, ReactiveControllerHost } from 'lit'
import type { StudyPreviewRequest, StudyResult } from '@partner/energy-shared'
import type { ConsoleApi } from '../api.ts'
import { messageOf } from './load-controller.ts'

/** The live preview of a study being made: recomputed a moment after the inputs stop changing; the newest wins. */
export class PreviewController implements ReactiveController {
  result: StudyResult | null = null
  error: string | null = null
  busy = false
  #timer: ReturnType<typeof setTimeout> | undefined
  #run = 0

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly api: () => ConsoleApi,
    private readonly debounceMs = 500,
  ) {
    host.addController(this)
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    clearTimeout(this.#timer)
  }

  schedule(request: StudyPreviewRequest | null): void {
    clearTimeout(this.#timer)
    if (!request) return
    this.#timer = setTimeout(() => void this.#compute(request), this.debounceMs)
  }

  async #compute(request: StudyPreviewRequest) {
    const run = ++this.#run
    this.busy = true
    this.host.requestUpdate()
    try {
      const result = await this.api().previewStudy(request)
      if (run !== this.#run) return
      this.result = result
      this.error = null
    } catch (error) {
      if (run !== this.#run) return
      this.result = null
      this.error = messageOf(error)
    } finally {
      if (run === this.#run) {
        this.busy = false
        this.host.requestUpdate()
      }
    }
  }
}
