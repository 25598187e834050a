import { css, html, nothing } from 'lit'
import type { ConsoleToken, ConsoleTokenIssued } from '@partner/energy-shared'
import { ActionController } from '../controllers/action-controller.ts'
import { LoadController } from '../controllers/load-controller.ts'
import { formatDate } from '../i18n.ts'
import { base } from '../styles.ts'
import { PageElement } from './page.ts'

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean)

/** Owners: the partner's tokens, a new one (its secret and snippet shown once), its websites, revocation. */
export class TokensPage extends PageElement {
  static override styles = [
    base,
    css`
      textarea {
        min-height: 4rem;
      }
      .secret {
        border: 2px solid #f2a900;
      }
    `,
  ]
  readonly #tokens = new LoadController<ConsoleToken[]>(this, () => this.api.tokens())
  readonly #issue = new ActionController(this)
  readonly #change = new ActionController(this)
  #issued: ConsoleTokenIssued | null = null
  #copied = false

  async #submit(event: SubmitEvent) {
    event.preventDefault()
    const form = new FormData(event.target as HTMLFormElement)
    const kind = String(form.get('kind')) as 'api' | 'embed'
    const label = String(form.get('label') ?? '').trim()
    this.#issued =
      (await this.#issue.run(() => this.api.issueToken({ kind, ...(kind === 'embed' ? { origins: lines(String(form.get('origins') ?? '')) } : {}), ...(label ? { label } : {}) }))) ?? null
    this.#copied = false
    this.requestUpdate()
    if (this.#issued) void this.#tokens.reload()
  }

  async #copy(text: string) {
    await navigator.clipboard?.writeText(text).catch(() => {})
    this.#copied = true
    this.requestUpdate()
  }

  async #revoke(token: ConsoleToken, form: HTMLFormElement) {
    if (!confirm(this.t.tokens.revokeConfirm)) return
    const deny = (form.elements.namedItem('deny') as HTMLInputElement | null)?.checked ?? false
    if (await this.#change.run(() => this.api.revokeToken(token.id, deny))) void this.#tokens.reload()
  }

  async #saveOrigins(token: ConsoleToken, form: HTMLFormElement) {
    const origins = lines((form.elements.namedItem('origins') as HTMLTextAreaElement).value)
    if (await this.#change.run(() => this.api.setOrigins(token.id, origins), '✓')) void this.#tokens.reload()
  }

  #row(token: ConsoleToken) {
    const t = this.t.tokens
    return html`<tr>
      <td>${token.kind}${token.label ? html`<br /><span class="muted">${token.label}</span>` : nothing}</td>
      <td>
        ${token.kind === 'embed' && !token.revokedAt
          ? html`<form @submit=${(event: SubmitEvent) => (event.preventDefault(), this.#saveOrigins(token, event.target as HTMLFormElement))}>
              <textarea name="origins" aria-label="${t.origins} ${token.label ?? token.id}">${token.allowedOrigins.join('\n')}</textarea>
              <button class="secondary" type="submit">${t.saveOrigins}</button>
            </form>`
          : token.allowedOrigins.join(', ') || '–'}
      </td>
      <td>${formatDate(this.locale, token.createdAt)}</td>
      <td>
        ${token.revokedAt
          ? html`${t.revoked} ${formatDate(this.locale, token.revokedAt)}`
          : html`<form @submit=${(event: SubmitEvent) => (event.preventDefault(), this.#revoke(token, event.target as HTMLFormElement))}>
              <label class="check"><input type="checkbox" name="deny" /> ${t.denyNow}</label>
              <button class="danger" type="submit">${t.revoke}</button>
            </form>`}
      </td>
    </tr>`
  }

  override render() {
    const t = this.t.tokens
    return html`<h1>${t.heading}</h1>
      <form class="card" @submit=${this.#submit}>
        <h2>${t.issue}</h2>
        <label for="kind">${t.kind}</label>
        <select id="kind" name="kind"><option value="embed">embed</option><option value="api">api</option></select>
        <label for="origins">${t.origins}</label>
        <textarea id="origins" name="origins" aria-describedby="origins-hint"></textarea>
        <p id="origins-hint" class="muted">${t.originsHint}</p>
        <label for="label">${t.label}</label><input id="label" name="label" maxlength="200" />
        <p><button type="submit" ?disabled=${this.#issue.busy}>${t.issue}</button></p>
        ${this.#issue.error ? html`<p class="error" role="alert">${this.#issue.error}</p>` : nothing}
      </form>
      ${this.#issued
        ? html`<section class="card secret" aria-live="polite">
            <p>${t.secret}</p>
            <pre data-secret>${this.#issued.refreshToken}</pre>
            ${this.#issued.snippet
              ? html`<p>${t.snippet}</p>
                  <pre data-snippet>${this.#issued.snippet}</pre>
                  <button class="secondary" @click=${() => this.#copy(this.#issued?.snippet ?? '')}>${this.#copied ? t.copied : t.copy}</button>`
              : html`<button class="secondary" @click=${() => this.#copy(this.#issued?.refreshToken ?? '')}>${this.#copied ? t.copied : t.copy}</button>`}
          </section>`
        : nothing}
      ${this.#change.error ? html`<p class="error" role="alert">${this.#change.error}</p>` : nothing}
      ${this.#tokens.error ? html`<p class="error" role="alert">${this.#tokens.error}</p>` : nothing}
      <table>
        <thead><tr><th scope="col">${t.kind}</th><th scope="col">${t.origins}</th><th scope="col">${t.created}</th><th scope="col">${t.revoke}</th></tr></thead>
        <tbody>${(this.#tokens.value ?? []).map((token) => this.#row(token))}</tbody>
      </table>
      <webhooks-section .api=${this.api} locale=${this.locale} .me=${this.me}></webhooks-section>`
  }
}
