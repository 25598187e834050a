import { css, html, nothing } from 'lit'
import type { ConsoleInboxQuery, ConsoleStudyRow, LeadStatus } from '@partner/energy-shared'
import { ActionController } from '../controllers/action-controller.ts'
import { messageOf } from '../controllers/load-controller.ts'
import { routeHref } from '../controllers/route-controller.ts'
import { formatDate, formatMoney } from '../i18n.ts'
import { base } from '../styles.ts'
import { PageElement } from './page.ts'

export const LEAD_STATUSES: LeadStatus[] = ['new', 'contacted', 'won', 'lost']

/** The inbox: filters, the studies newest first (leads marked), each lead's status, and the CSV of the filter. */
export class InboxPage extends PageElement {
  static override styles = [
    base,
    css`
      .filters {
        margin-bottom: 1rem;
      }
      .filters input:not([type='checkbox']),
      .filters select {
        width: 11rem;
      }
      .filters .wide {
        width: 18rem;
      }
      .lead-badge {
        display: inline-block;
        background: #f2a900;
        color: #1f2a33;
        border-radius: 3px;
        padding: 0 0.35rem;
        font-size: 0.85rem;
        font-weight: 700;
      }
      td select {
        width: auto;
      }
      .actions {
        margin: 1rem 0;
        display: flex;
        gap: 0.75rem;
      }
    `,
  ]

  #query: ConsoleInboxQuery = {}
  #items: ConsoleStudyRow[] = []
  #next: string | null = null
  #error: string | null = null
  #loading = false
  readonly #status = new ActionController(this)

  override connectedCallback(): void {
    super.connectedCallback()
    void this.#load(false)
  }

  async #load(more: boolean) {
    this.#loading = true
    this.requestUpdate()
    try {
      const page = await this.api.inbox({ ...this.#query, cursor: more ? (this.#next ?? undefined) : undefined })
      this.#items = more ? [...this.#items, ...page.items] : page.items
      this.#next = page.nextCursor
      this.#error = null
    } catch (error) {
      this.#error = messageOf(error)
    } finally {
      this.#loading = false
      this.requestUpdate()
    }
  }

  #filter(event: SubmitEvent) {
    event.preventDefault()
    const form = new FormData(event.target as HTMLFormElement)
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined
    this.#query = {
      q: text('q'),
      wantsContact: form.get('leads') ? true : undefined,
      from: text('from'),
      to: text('to'),
      origin: text('origin'),
      externalUserId: text('externalUserId'),
      leadStatus: (text('leadStatus') as LeadStatus | undefined) ?? undefined,
      createdBy: form.get('mine') && this.me ? this.me.user.id : undefined,
    }
    void this.#load(false)
  }

  async #setStatus(row: ConsoleStudyRow, status: LeadStatus) {
    const updated = await this.#status.run(() => this.api.setLead(row.id, { status }))
    if (updated) this.#items = this.#items.map((item) => (item.id === updated.id ? updated : item))
    this.requestUpdate()
  }

  override render() {
    const t = this.t.inbox
    return html`<h1>${t.heading}</h1>
      <form class="filters row" @submit=${this.#filter} aria-label=${t.apply}>
        <div><label for="q">${t.search}</label><input id="q" name="q" class="wide" type="search" /></div>
        <div><label for="from">${t.from}</label><input id="from" name="from" type="date" /></div>
        <div><label for="to">${t.to}</label><input id="to" name="to" type="date" /></div>
        <div><label for="origin">${t.origin}</label><input id="origin" name="origin" placeholder="https://…" /></div>
        <div><label for="externalUserId">${t.externalUser}</label><input id="externalUserId" name="externalUserId" /></div>
        <div>
          <label for="leadStatus">${t.status}</label>
          <select id="leadStatus" name="leadStatus">
            <option value="">${t.anyStatus}</option>
            ${LEAD_STATUSES.map((status) => html`<option value=${status}>${this.t.statuses[status]}</option>`)}
          </select>
        </div>
        <label class="check"><input type="checkbox" name="leads" /> ${t.leadsOnly}</label>
        <label class="check"><input type="checkbox" name="mine" /> ${t.mine}</label>
        <button type="submit">${t.apply}</button>
      </form>
      <div class="actions"><a class="button secondary" href=${this.api.exportUrl(this.#query)} download>${t.csv}</a></div>
      ${this.#error ? html`<p class="error" role="alert">${this.#error}</p>` : nothing}
      ${this.#status.error ? html`<p class="error" role="alert">${this.#status.error}</p>` : nothing}
      <table>
        <caption class="muted" style="text-align:left">${this.#loading ? this.t.loading : nothing}</caption>
        <thead>
          <tr><th scope="col">${t.created}</th><th scope="col">${t.customer}</th><th scope="col">${t.saving}</th><th scope="col">${t.lead}</th><th scope="col">${t.status}</th></tr>
        </thead>
        <tbody>
          ${this.#items.map(
            (row) => html`<tr data-study=${row.id}>
              <td><a href=${routeHref('study', row.id)}>${formatDate(this.locale, row.createdAt)}</a></td>
              <td>
                ${row.recipientName ?? row.recipientEmail ?? '–'}${row.studyLabel ? html`<br /><span class="muted">${row.studyLabel}</span>` : nothing}
                ${row.recipientEmail && row.recipientName ? html`<br /><span class="muted">${row.recipientEmail}</span>` : nothing}
                ${row.recipientPhone ? html`<br /><span class="muted">${row.recipientPhone}</span>` : nothing}
              </td>
              <td>${formatMoney(this.locale, row.annualSaving)}</td>
              <td>${row.wantsContact ? html`<span class="lead-badge">${t.lead}</span>` : nothing}</td>
              <td>
                <select aria-label="${t.changeStatus}: ${row.recipientName ?? row.id}" .value=${row.lead.status} @change=${(event: Event) => this.#setStatus(row, (event.target as HTMLSelectElement).value as LeadStatus)}>
                  ${LEAD_STATUSES.map((status) => html`<option value=${status} ?selected=${row.lead.status === status}>${this.t.statuses[status]}</option>`)}
                </select>
              </td>
            </tr>`,
          )}
        </tbody>
      </table>
      ${!this.#loading && this.#items.length === 0 ? html`<p>${t.empty}</p>` : nothing}
      ${this.#next ? html`<p><button class="secondary" @click=${() => this.#load(true)}>${t.more}</button></p>` : nothing}`
  }
}
