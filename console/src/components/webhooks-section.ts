import { html, nothing } from 'lit'
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@partner/energy-shared'
import { ActionController } from '../controllers/action-controller.ts'
import { LoadController } from '../controllers/load-controller.ts'
import { base } from '../styles.ts'
import { PageElement } from './page.ts'

const EVENTS = ['study.created', 'lead.created', 'study.redacted'] as const

/** Owners: the partner's webhook endpoints — add (the secret shown once), test, a new secret, delete. */
export class WebhooksSection extends PageElement {
  static override styles = [base]
  readonly #endpoints = new LoadController<{ items: WebhookEndpoint[] }>(this, () => this.api.webhooks())
  readonly #action = new ActionController(this)
  #secret: WebhookEndpointWithSecret | null = null

  async #add(event: SubmitEvent) {
    event.preventDefault()
    const form = new FormData(event.target as HTMLFormElement)
    const events = EVENTS.filter((name) => form.get(name) != null)
    this.#secret = (await this.#action.run(() => this.api.addWebhook({ url: String(form.get('url')).trim(), events: [...events] }))) ?? null
    this.requestUpdate()
    if (this.#secret) void this.#endpoints.reload()
  }

  async #rotate(endpoint: WebhookEndpoint) {
    this.#secret = (await this.#action.run(() => this.api.rotateWebhook(endpoint.id))) ?? null
    this.requestUpdate()
  }

  async #remove(endpoint: WebhookEndpoint) {
    if (!confirm(this.t.tokens.webhookRemoveConfirm)) return
    await this.#action.run(() => this.api.removeWebhook(endpoint.id))
    void this.#endpoints.reload()
  }

  override render() {
    const t = this.t.tokens
    return html`<h2>${t.webhooks}</h2>
      <form class="card" @submit=${this.#add}>
        <label for="webhook-url">${t.webhookUrl}</label>
        <input id="webhook-url" name="url" type="url" required placeholder="https://" />
        <fieldset>
          <legend>${t.webhookEvents}</legend>
          ${EVENTS.map((name) => html`<label class="check"><input type="checkbox" name=${name} checked /> <code>${name}</code></label>`)}
        </fieldset>
        <p><button type="submit" ?disabled=${this.#action.busy}>${t.webhookAdd}</button></p>
      </form>
      ${this.#secret ? html`<p>${t.webhookSecret}</p><pre data-webhook-secret>${this.#secret.secret}</pre>` : nothing}
      ${this.#action.error ? html`<p class="error" role="alert">${this.#action.error}</p>` : nothing}
      ${this.#action.done ? html`<p class="ok" role="status">${this.#action.done}</p>` : nothing}
      <table>
        <thead><tr><th scope="col">${t.webhookUrl}</th><th scope="col">${t.webhookEvents}</th><th scope="col"><span class="muted">–</span></th></tr></thead>
        <tbody>
          ${(this.#endpoints.value?.items ?? []).map(
            (endpoint) => html`<tr>
              <td>${endpoint.url}${endpoint.enabled ? nothing : html`<br /><span class="error">${endpoint.disabledReason ?? 'disabled'}</span>`}</td>
              <td>${endpoint.events.join(', ')}</td>
              <td class="row">
                <button class="secondary" @click=${() => this.#action.run(() => this.api.testWebhook(endpoint.id), t.webhookTested)}>${t.webhookTest}</button>
                <button class="secondary" @click=${() => this.#rotate(endpoint)}>${t.webhookRotate}</button>
                <button class="danger" aria-label="${t.webhookRemove} ${endpoint.url}" @click=${() => this.#remove(endpoint)}>${t.webhookRemove}</button>
              </td>
            </tr>`,
          )}
        </tbody>
      </table>`
  }
}
