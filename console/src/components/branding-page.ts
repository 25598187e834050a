import { css, html, nothing } from 'lit'
import type { ConsoleBranding } from '@partner/energy-shared'
import { ActionController } from '../controllers/action-controller.ts'
import { LoadController } from '../controllers/load-controller.ts'
import { base } from '../styles.ts'
import { PageElement } from './page.ts'

/** Owners: the logo and the contact details studies show, with a preview of the PDF cover's header. */
export class BrandingPage extends PageElement {
  static override styles = [
    base,
    css`
      .cover {
        border: 1px solid #d5dde3;
        border-top: 4px solid #f2a900;
        padding: 1rem;
        max-width: 28rem;
        background: #fff;
      }
      .cover img {
        max-height: 60px;
        max-width: 200px;
      }
      .swatch {
        display: inline-block;
        width: 1.2rem;
        height: 1.2rem;
        border: 1px solid #d5dde3;
        vertical-align: middle;
      }
      .page {
        display: block;
        margin-top: 1rem;
        max-width: 28rem;
        width: 100%;
        border: 1px solid #d5dde3;
        box-shadow: 0 1px 4px rgb(0 0 0 / 12%);
        background: #fff;
      }
    `,
  ]
  readonly #branding = new LoadController<ConsoleBranding>(this, () => this.api.branding())
  readonly #save = new ActionController(this)
  readonly #upload = new ActionController(this)
  #logoVersion = Date.now()

  async #saveContact(event: SubmitEvent) {
    event.preventDefault()
    const form = new FormData(event.target as HTMLFormElement)
    const value = (name: string) => String(form.get(name) ?? '').trim() || null
    const leads = String(form.get('leadEmails') ?? '')
      .split(/[\n,;]/)
      .map((line) => line.trim())
      .filter(Boolean)
    const leadEmails = form.get('noLeadEmails') ? [] : leads.length ? leads : null
    const saved = await this.#save.run(
      () => this.api.updateBranding({ contactEmail: value('contactEmail'), contactPhone: value('contactPhone'), web: value('web'), accentColor: value('accentColor'), leadEmails }),
      this.t.branding.saved,
    )
    if (saved) {
      this.#branding.value = saved
      this.#logoVersion = Date.now()
    }
    this.requestUpdate()
  }

  async #uploadLogo(event: Event) {
    const file = (event.target as HTMLInputElement).files?.[0]
    if (!file) return
    const saved = await this.#upload.run(() => this.api.uploadLogo(file), this.t.branding.saved)
    if (saved) {
      this.#branding.value = saved
      this.#logoVersion = Date.now()
    }
    this.requestUpdate()
  }

  override render() {
    const t = this.t.branding
    const branding = this.#branding.value
    if (this.#branding.error) return html`<p class="error" role="alert">${this.#branding.error}</p>`
    if (!branding) return html`<p>${this.t.loading}</p>`
    return html`<h1>${t.heading}</h1>
      <section class="card">
        <label for="logo">${t.logo}</label>
        <input id="logo" type="file" accept="image/png,image/jpeg" @change=${this.#uploadLogo} />
        ${this.#upload.error ? html`<p class="error" role="alert">${this.#upload.error}</p>` : nothing}
        ${this.#upload.done ? html`<p class="ok" role="status">${this.#upload.done}</p>` : nothing}
      </section>
      <form class="card" @submit=${this.#saveContact}>
        <label for="contactEmail">${t.contactEmail}</label><input id="contactEmail" name="contactEmail" type="email" .value=${branding.contactEmail ?? ''} />
        <label for="contactPhone">${t.contactPhone}</label><input id="contactPhone" name="contactPhone" type="tel" .value=${branding.contactPhone ?? ''} />
        <label for="web">${t.web}</label><input id="web" name="web" type="url" placeholder="https://" .value=${branding.web ?? ''} />
        <label for="accentColor">${t.accentColor}</label>
        <span>
          <input id="accentColor" name="accentColor" pattern="#[0-9a-fA-F]{6}" maxlength="7" placeholder="#0b4f6c" autocomplete="off" .value=${branding.accentColor ?? ''} />
          ${branding.accentColor ? html`<span class="swatch" style="background:${branding.accentColor}" aria-hidden="true"></span>` : nothing}
        </span>
        <label for="leadEmails">${t.leadEmails}</label>
        <textarea id="leadEmails" name="leadEmails" rows="3" .value=${(branding.leadEmails ?? []).join('\n')}></textarea>
        <label class="check"><input type="checkbox" name="noLeadEmails" ?checked=${branding.leadEmails?.length === 0} /> ${t.noLeadEmails}</label>
        <p><button type="submit" ?disabled=${this.#save.busy}>${t.save}</button></p>
        ${this.#save.error ? html`<p class="error" role="alert">${this.#save.error}</p>` : nothing}
        ${this.#save.done ? html`<p class="ok" role="status">${this.#save.done}</p>` : nothing}
      </form>
      <h2>${t.preview}</h2>
      <div class="cover">
        ${branding.hasLogo ? html`<img src="/api/v1/console/branding/logo?v=${this.#logoVersion}" alt=${branding.name} />` : html`<strong>${branding.name}</strong>`}
        <p>${branding.name} · IČO ${branding.ico}</p>
        <p class="muted">${[branding.contactPhone, branding.contactEmail, branding.web].filter(Boolean).join(' · ')}</p>
      </div>
      <img class="page" data-testid="cover-preview" src=${this.api.coverPreviewUrl(this.#logoVersion)} alt=${t.coverAlt} width="446" height="631" loading="lazy" />`
  }
}
