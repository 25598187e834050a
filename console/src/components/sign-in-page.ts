import { css, html, nothing } from 'lit'
import type { ConsoleMe } from '@partner/energy-shared'
import { ActionController } from '../controllers/action-controller.ts'
import { routeHref } from '../controllers/route-controller.ts'
import { base } from '../styles.ts'
import { PageElement } from './page.ts'

/** E-mail and password; a successful sign-in hands the user to the app (`console-signed-in`). */
export class SignInPage extends PageElement {
  static override styles = [
    base,
    css`
      form {
        max-width: 24rem;
      }
      button {
        margin-top: 1rem;
      }
    `,
  ]
  readonly #action = new ActionController(this)

  async #submit(event: SubmitEvent) {
    event.preventDefault()
    const form = new FormData(event.target as HTMLFormElement)
    const me = await this.#action.run(() => this.api.signIn(String(form.get('email')), String(form.get('password'))))
    if (me) this.dispatchEvent(new CustomEvent<ConsoleMe>('console-signed-in', { detail: me, bubbles: true, composed: true }))
  }

  override render() {
    const t = this.t.signIn
    return html`<section class="card">
      <h1>${t.heading}</h1>
      <form @submit=${this.#submit}>
        <label for="email">${t.email}</label>
        <input id="email" name="email" type="email" autocomplete="username" required />
        <label for="password">${t.password}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        ${this.#action.error ? html`<p class="error" role="alert">${this.#action.error.includes('rate') || this.#action.error.includes('Too many') ? this.#action.error : t.failed}</p>` : nothing}
        <button type="submit" ?disabled=${this.#action.busy}>${t.submit}</button>
      </form>
      <p><a href=${routeHref('forgot')}>${t.forgot}</a></p>
    </section>`
  }
}

/** Asks for a reset link; always the same answer. */
export class ForgotPage extends PageElement {
  static override styles = [base]
  readonly #action = new ActionController(this)

  async #submit(event: SubmitEvent) {
    event.preventDefault()
    const form = new FormData(event.target as HTMLFormElement)
    await this.#action.run(() => this.api.requestReset(String(form.get('email'))), this.t.reset.sent)
  }

  override render() {
    const t = this.t.reset
    return html`<section class="card">
      <h1>${t.heading}</h1>
      <form @submit=${this.#submit}>
        <label for="email">${this.t.signIn.email}</label>
        <input id="email" name="email" type="email" autocomplete="username" required />
        <p><button type="submit" ?disabled=${this.#action.busy}>${t.submit}</button></p>
      </form>
      ${this.#action.done ? html`<p class="ok" role="status">${this.#action.done}</p>` : nothing}
      ${this.#action.error ? html`<p class="error" role="alert">${this.#action.error}</p>` : nothing}
      <p><a href=${routeHref('sign-in')}>${t.back}</a></p>
    </section>`
  }
}

/** Sets the password with an invitation or reset link (`mode`); the link's secret is the route's param. */
export class PasswordPage extends PageElement {
  static override properties = { ...PageElement.properties, mode: { type: String } }
  declare mode: 'invite' | 'reset'
  static override styles = [base]
  readonly #action = new ActionController(this)
  #mismatch = false

  async #submit(event: SubmitEvent) {
    event.preventDefault()
    const form = new FormData(event.target as HTMLFormElement)
    const password = String(form.get('password'))
    this.#mismatch = password !== String(form.get('repeat'))
    if (this.#mismatch) return this.requestUpdate()
    await this.#action.run(() => this.api.setPassword(this.param ?? '', password), this.t.password.done)
  }

  override render() {
    const t = this.t.password
    const gone = this.#action.error != null && /410|unknown, expired|already used/.test(this.#action.error)
    return html`<section class="card">
      <h1>${this.mode === 'invite' ? t.inviteHeading : t.resetHeading}</h1>
      ${this.#action.done
        ? html`<p class="ok" role="status">${this.#action.done}</p>
            <p><a class="button" href=${routeHref('sign-in')}>${this.t.signIn.submit}</a></p>`
        : html`<form @submit=${this.#submit}>
            <label for="password">${t.password}</label>
            <input id="password" name="password" type="password" autocomplete="new-password" minlength="10" required />
            <label for="repeat">${t.repeat}</label>
            <input id="repeat" name="repeat" type="password" autocomplete="new-password" minlength="10" required />
            ${this.#mismatch ? html`<p class="error" role="alert">${t.mismatch}</p>` : nothing}
            ${this.#action.error ? html`<p class="error" role="alert">${gone ? t.gone : this.#action.error}</p>` : nothing}
            <p><button type="submit" ?disabled=${this.#action.busy}>${t.submit}</button></p>
          </form>`}
    </section>`
  }
}
