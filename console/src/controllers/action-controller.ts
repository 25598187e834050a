import type { ReactiveController, ReactiveControllerHost } from 'lit'
import { messageOf } from './load-controller.ts'

/** A button's action: busy while it runs, its error or success message after. */
export class ActionController implements ReactiveController {
  busy = false
  error: string | null = null
  done: string | null = null

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this)
  }

  hostConnected(): void {}

  async run<T>(action: () => Promise<T>, doneMessage: string | null = null): Promise<T | undefined> {
    if (this.busy) return undefined
    this.busy = true
    this.error = null
    this.done = null
    this.host.requestUpdate()
    try {
      const result = await action()
      this.done = doneMessage
      return result
    } catch (error) {
      this.error = messageOf(error)
      return undefined
    } finally {
      this.busy = false
      this.host.requestUpdate()
    }
  }
}
