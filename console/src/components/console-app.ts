import { LitElement, css, html, nothing } from 'lit'
import type { ConsoleMe } from '@partner/energy-shared'
import { ConsoleApi } from '../api.ts'
import { RouteController, routeHref, type RouteName } from '../controllers/route-controller.ts'
import { initialLocale, textsFor, type Locale } from '../i18n.ts'
import { base } from '../styles.ts'

const PUBLIC: ReadonlySet<RouteName> = new Set(['sign-in', 'forgot', 'invite', 'reset'])
const OWNER_ONLY: ReadonlySet<RouteName> = new Set(['tokens', 'branding', 'team', 'audit'])

/** `<console-app>`: the session, the language, the navigation and the page of the route. */
export class ConsoleApp extends LitElement {
  static override styles = [
    base,
    css`
      :host {
        min-height: 100vh;
        background: #f5f7f9;
      }
      header {
        background: #0b2a4a;
        color: #fff;
        padding: 0.6rem 1.25rem;
        display: flex;
        gap: 1rem;
        align-items: center;
        flex-wrap: wrap;
      }
      header strong {
        font-size: 1.05rem;
      }
      nav ul {
        list-style: none;
        display: flex;
        gap: 0.25rem;
        margin: 0;
        padding: 0;
        flex-wrap: wrap;
      }
      nav a {
        color: #fff;
        padding: 0.3rem 0.6rem;
        border-radius: 4px;
        text-decoration: none;
      }
      nav a[aria-current='page'] {
        background: #f2a900;
        color: #1f2a33;
      }
      .spacer {
        flex: 1;
      }
      header button {
        background: transparent;
        border-color: #fff;
      }
      header select {
        width: auto;
        /* The label around it is white on the dark header; the select is white too. */
        color: #1f2a33;
      }
      main {
        padding: 1.25rem;
        max-width: 72rem;
        margin: 0 auto;
      }
      .who {
        font-size: 0.9rem;
      }
    `,
  ]
  static override properties = { _me: { state: true }, _locale: { state: true }, _checked: { state: true } }
  declare _me: ConsoleMe | null
  declare _locale: Locale
  declare _checked: boolean

  readonly api = new ConsoleApi()
  readonly #router = new RouteController(this)

  constructor() {
    super()
    this._me = null
    this._locale = initialLocale()
    this._checked = false
    this.api.onSignedOut = () => {
      this._me = null
    }
    this.addEventListener('console-signed-in', (event) => {
      this._me = (event as CustomEvent<ConsoleMe>).detail
      this.#router.go('inbox')
    })
  }

  override connectedCallback(): void {
    super.connectedCallback()
    document.documentElement.lang = this._locale
    this.api
      .me()
      .then((me) => (this._me = me))
      .catch(() => (this._me = null))
      .finally(() => (this._checked = true))
  }

  #setLocale(locale: Locale) {
    this._locale = locale
    localStorage.setItem('console-locale', locale)
    document.documentElement.lang = locale
  }

  async #signOut(everywhere: boolean) {
    await (everywhere ? this.api.signOutEverywhere() : this.api.signOut()).catch(() => {})
    this._me = null
    this.#router.go('sign-in')
  }

  #page(name: RouteName, param: string | null) {
    const props = { api: this.api, locale: this._locale, me: this._me, param }
    switch (name) {
      case 'sign-in':
        return html`<sign-in-page .api=${props.api} locale=${props.locale}></sign-in-page>`
      case 'forgot':
        return html`<forgot-page .api=${props.api} locale=${props.locale}></forgot-page>`
      case 'invite':
      case 'reset':
        return html`<password-page .api=${props.api} locale=${props.locale} mode=${name} .param=${param}></password-page>`
      case 'study':
        return html`<study-page .api=${props.api} locale=${props.locale} .me=${props.me} .param=${param}></study-page>`
      case 'new-study':
        return html`<new-study-page .api=${props.api} locale=${props.locale} .me=${props.me}></new-study-page>`
      case 'tokens':
        return html`<tokens-page .api=${props.api} locale=${props.locale} .me=${props.me}></tokens-page>`
      case 'branding':
        return html`<branding-page .api=${props.api} locale=${props.locale} .me=${props.me}></branding-page>`
      case 'team':
        return html`<team-page .api=${props.api} locale=${props.locale} .me=${props.me}></team-page>`
      case 'audit':
        return html`<audit-page .api=${props.api} locale=${props.locale} .me=${props.me}></audit-page>`
      default:
        return html`<inbox-page .api=${props.api} locale=${props.locale} .me=${props.me}></inbox-page>`
    }
  }

  override render() {
    const t = textsFor(this._locale)
    const { name: asked, param } = this.#router.route
    // Signed out: only the public pages; members: no owner pages.
    const name: RouteName = !this._me ? (PUBLIC.has(asked) ? asked : 'sign-in') : PUBLIC.has(asked) || (OWNER_ONLY.has(asked) && this._me.user.role !== 'owner') ? 'inbox' : asked
    const links: [RouteName, string][] = [
      ['inbox', t.nav.inbox],
      ['new-study', t.nav.newStudy],
      ...(this._me?.user.role === 'owner'
        ? ([
            ['tokens', t.nav.tokens],
            ['branding', t.nav.branding],
            ['team', t.nav.team],
            ['audit', t.nav.audit],
          ] as [RouteName, string][])
        : []),
    ]
    return html`<header>
        <strong>${this._me ? this._me.partner.name : t.title}</strong>
        ${this._me
          ? html`<nav aria-label=${t.title}>
              <ul>
                ${links.map(([route, label]) => html`<li><a href=${routeHref(route)} aria-current=${name === route || (route === 'inbox' && name === 'study') ? 'page' : nothing}>${label}</a></li>`)}
              </ul>
            </nav>`
          : nothing}
        <span class="spacer"></span>
        <label class="check" style="color:#fff;font-weight:400"
          >${t.language}
          <select @change=${(event: Event) => this.#setLocale((event.target as HTMLSelectElement).value as Locale)}>
            <option value="cs" ?selected=${this._locale === 'cs'}>Čeština</option>
            <option value="en" ?selected=${this._locale === 'en'}>English</option>
          </select></label
        >
        ${this._me
          ? html`<span class="who">${this._me.user.email}</span>
              <button @click=${() => this.#signOut(false)}>${t.signOut}</button>
              <button @click=${() => this.#signOut(true)}>${t.signOutEverywhere}</button>`
          : nothing}
      </header>
      <main>${this._checked ? this.#page(name, param) : html`<p>${t.loading}</p>`}</main>`
  }
}
