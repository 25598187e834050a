import { html, nothing } from 'lit'
import type { ConsoleAuditEntry } from '@partner/energy-shared'
import { ActionController } from '../controllers/action-controller.ts'
import { formatDate } from '../i18n.ts'
import { base } from '../styles.ts'
import { PageElement } from './page.ts'

/** Owners: who did what, newest first. */
export class AuditPage extends PageElement {
  static override styles = [base]
  readonly #load = new ActionController(this)
  #items: ConsoleAuditEntry[] = []
  #next: string | null = null

  override connectedCallback(): void {
    super.connectedCallback()
    void this.#more(undefined)
  }

  async #more(cursor: string | undefined) {
    const page = await this.#load.run(() => this.api.audit(cursor))
    if (!page) return
    this.#items = cursor ? [...this.#items, ...page.items] : page.items
    this.#next = page.nextCursor
    this.requestUpdate()
  }

  override render() {
    const t = this.t.audit
    return html`<h1>${t.heading}</h1>
      ${this.#load.error ? html`<p class="error" role="alert">${this.#load.error}</p>` : nothing}
      <table>
        <thead><tr><th scope="col">${t.at}</th><th scope="col">${t.who}</th><th scope="col">${t.action}</th><th scope="col">${t.target}</th></tr></thead>
        <tbody>
          ${this.#items.map(
            (entry) => html`<tr>
              <td>${formatDate(this.locale, entry.at)}</td>
              <td>${entry.actor ?? html`<span class="muted">${t.operator}</span>`}</td>
              <td><code>${entry.action}</code></td>
              <td>${entry.target ?? '–'}${Object.keys(entry.details).length ? html`<br /><span class="muted">${JSON.stringify(entry.details)}</span>` : nothing}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      ${this.#next ? html`<p><button class="secondary" @click=${() => this.#more(this.#next ?? undefined)}>${t.more}</button></p>` : nothing}`
  }
}
