import type { ReactiveController, ReactiveControllerHost } from 'lit'
import { ConsoleApiError } from '../api.ts'

/** A value loaded from the API: its state for rendering, and newer loads always winning over older ones. */
export class LoadController<T> implements ReactiveController {
  value: T | null = null
  error: string | null = null
  loading = false
  #run = 0

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly load: () => Promise<T>,
  ) {
    host.addController(this)
  }

  hostConnected(): void {
    void this.reload()
  }

  async reload(): Promise<void> {
    const run = ++this.#run
    this.loading = true
    this.host.requestUpdate()
    try {
      const value = await this.load()
      if (run !== this.#run) return
      this.value = value
      this.error = null
    } catch (error) {
      if (run !== this.#run) return
      this.error = messageOf(error)
    } finally {
      if (run === this.#run) {
        this.loading = false
        this.host.requestUpdate()
      }
    }
  }
}

/** What to tell the user about a failed call: the problem's detail and, for a form, its field messages. */
export function messageOf(error: unknown): string {
  if (error instanceof ConsoleApiError) {
    const fields = error.problem?.errors ? Object.entries(error.problem.errors).map(([field, messages]) => `${field}: ${messages.join(', ')}`) : []
    return [error.problem?.detail ?? error.message, ...fields].join(' — ')
  }
  return error instanceof Error ? error.message : String(error)
}
