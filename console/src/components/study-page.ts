import { css, html, nothing } from 'lit'
import type { ConsoleStudyDetail, LeadStatus } from '@partner/energy-shared'
import { ActionController } from '../controllers/action-controller.ts'
import { LoadController } from '../controllers/load-controller.ts'
import { routeHref } from '../controllers/route-controller.ts'
import { formatDate, formatMoney } from '../i18n.ts'
import { base } from '../styles.ts'
import { LEAD_STATUSES } from './inbox-page.ts'
import { PageElement } from './page.ts'

/** One study: its figures, the customer's contact and consent, the PDF, the e-mail, the lead and redaction. */
export class StudyPage extends PageElement {
  static override styles = [
    base,
    css`
      dl {
        display: grid;
        /* A long e-mail or website wraps inside its card instead of running out of it. */
        grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
        gap: 0.3rem 1rem;
      }
      dt {
        font-weight: 600;
      }
      dd {
        margin: 0;
        overflow-wrap: anywhere;
      }
      .grid {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
        gap: 1rem;
      }
    `,
  ]
  readonly #study = new LoadController<ConsoleStudyDetail>(this, () => this.api.study(this.param ?? ''))
  readonly #save = new ActionController(this)
  readonly #redact = new ActionController(this)

  async #saveLead(event: SubmitEvent) {
    event.preventDefault()
    const form = new FormData(event.target as HTMLFormElement)
    const row = await this.#save.run(() => this.api.setLead(this.param ?? '', { status: String(form.get('status')) as LeadStatus, note: String(form.get('note') ?? '') || null }), '✓')
    if (row && this.#study.value) this.#study.value = { ...this.#study.value, study: row }
    this.requestUpdate()
  }

  async #erase() {
    if (!confirm(this.t.study.redactConfirm)) return
    const detail = await this.#redact.run(() => this.api.redact(this.param ?? ''), this.t.study.redacted)
    if (detail) this.#study.value = detail
    this.requestUpdate()
  }

  override render() {
    const t = this.t.study
    const detail = this.#study.value
    if (this.#study.error) return html`<p class="error" role="alert">${this.#study.error}</p>`
    if (!detail) return html`<p>${this.t.loading}</p>`
    const { study, figures } = detail
    return html`<p><a href=${routeHref('inbox')}>← ${t.back}</a></p>
      <h1>${t.heading}: ${study.studyLabel ?? study.recipientName ?? study.id}</h1>
      <div class="grid">
        <section class="card" aria-labelledby="figures">
          <h2 id="figures">${t.figures}</h2>
          <dl>
            <dt>${t.saving}</dt><dd>${formatMoney(this.locale, study.annualSaving)}</dd>
            <dt>${t.payback}</dt><dd>${study.paybackYears == null ? '–' : `${study.paybackYears.toFixed(1)} ${t.years}`}</dd>
            <dt>${t.pv}</dt><dd>${figures.totalKWp ?? '–'} kWp</dd>
            <dt>${t.battery}</dt><dd>${figures.batteryKWh ? `${figures.batteryKWh} kWh` : '–'}</dd>
            <dt>${t.consumption}</dt><dd>${figures.yearlyConsumptionKWh ?? '–'} kWh</dd>
            <dt>${t.period}</dt><dd>${figures.period ?? '–'}</dd>
            <dt>${t.distribution}</dt><dd>${figures.distributor ?? '–'} ${figures.distributionRate ?? ''}</dd>
          </dl>
          ${detail.pdfUrl ? html`<p><a class="button secondary" href=${detail.pdfUrl} target="_blank" rel="noopener">${t.pdf}</a></p>` : nothing}
        </section>
        <section class="card" aria-labelledby="contact">
          <h2 id="contact">${t.contact}</h2>
          <dl>
            <dt>${this.t.newStudy.name}</dt><dd>${study.recipientName ?? '–'}</dd>
            <dt>${this.t.newStudy.email}</dt><dd>${study.recipientEmail ? html`<a href="mailto:${study.recipientEmail}">${study.recipientEmail}</a>` : '–'}</dd>
            <dt>${this.t.newStudy.phone}</dt><dd>${study.recipientPhone ? html`<a href="tel:${study.recipientPhone}">${study.recipientPhone}</a>` : '–'}</dd>
            <dt>${t.consent}</dt><dd>${detail.consent.wantsContact ? `${t.consentYes}, ${formatDate(this.locale, detail.consent.givenAt)}` : t.consentNo}</dd>
            <dt>${t.email}</dt><dd>${t.emailStatus[study.emailStatus] ?? study.emailStatus}</dd>
            <dt>${this.t.inbox.origin}</dt><dd>${study.origin ?? '–'}</dd>
          </dl>
          ${study.redactedAt ? html`<p class="muted">${t.redacted}: ${formatDate(this.locale, study.redactedAt)}</p>` : nothing}
        </section>
        <section class="card" aria-labelledby="lead">
          <h2 id="lead">${this.t.inbox.lead}</h2>
          <form @submit=${this.#saveLead}>
            <label for="status">${this.t.inbox.status}</label>
            <select id="status" name="status">
              ${LEAD_STATUSES.map((status) => html`<option value=${status} ?selected=${study.lead.status === status}>${this.t.statuses[status]}</option>`)}
            </select>
            <label for="note">${t.note}</label>
            <textarea id="note" name="note" rows="3" maxlength="1000">${study.lead.note ?? ''}</textarea>
            <p><button type="submit" ?disabled=${this.#save.busy}>${t.save}</button> ${this.#save.done ? html`<span class="ok" role="status">${this.#save.done}</span>` : nothing}</p>
            ${study.lead.changedBy ? html`<p class="muted">${study.lead.changedBy}, ${formatDate(this.locale, study.lead.changedAt)}</p>` : nothing}
            ${this.#save.error ? html`<p class="error" role="alert">${this.#save.error}</p>` : nothing}
          </form>
        </section>
      </div>
      ${study.redactedAt
        ? nothing
        : html`<h2>${t.redact}</h2>
            <p><button class="danger" ?disabled=${this.#redact.busy} @click=${this.#erase}>${t.redact}</button></p>
            ${this.#redact.error ? html`<p class="error" role="alert">${this.#redact.error}</p>` : nothing}`}
      ${this.#redact.done ? html`<p class="ok" role="status">${this.#redact.done}</p>` : nothing}`
  }
}
