import { html, nothing } from 'lit'
import type { ConsoleInvoicePrefill, StudyCreateRequest, StudyCreateResult } from '@partner/energy-shared'
import { ActionController } from '../controllers/action-controller.ts'
import { PreviewController } from '../controllers/preview-controller.ts'
import { routeHref } from '../controllers/route-controller.ts'
import { formatMoney } from '../i18n.ts'
import { base } from '../styles.ts'
import { PageElement } from './page.ts'

const DISTRIBUTORS = ['CEZ', 'PRE', 'EGD'] as const

/** A study for a customer on the phone: the main inputs, created as the partner with the adviser as its author. */
export class NewStudyPage extends PageElement {
  static override styles = [base]
  readonly #create = new ActionController(this)
  readonly #bill = new ActionController(this)
  /** The labels of the fields the last bill filled in. */
  #prefilled: string[] = []
  #created: StudyCreateResult | null = null

  readonly #preview = new PreviewController(this, () => this.api)

  /** The calculation the form describes (the recipient apart), or null while a number is missing. */
  #calculation(form: FormData): Omit<StudyCreateRequest, 'recipient'> | null {
    const text = (name: string) => String(form.get(name) ?? '').trim()
    const number = (name: string) => (text(name) === '' ? Number.NaN : Number(text(name).replace(',', '.')))
    const battery = number('battery')
    const command = text('command')
    const values = [number('consumption'), number('kwp'), battery, number('price')]
    if (values.some((value) => !Number.isFinite(value)) || !text('rate') || !/^\d{4}$/.test(text('period'))) return null
    return {
      ...(text('label') ? { study: { label: text('label') } } : {}),
      periodType: text('period') as StudyCreateRequest['periodType'],
      yearlyConsumptionKWh: number('consumption'),
      totalKWp: number('kwp'),
      battery: battery > 0 ? { batterySizeKwh: battery, reservedBatteryCapacityPercentage: 10 } : null,
      distribution: { distributor: text('distributor') as (typeof DISTRIBUTORS)[number], distributionRate: text('rate'), ...(command ? { lowTariffCommand: command } : {}) },
      electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: number('price'), vat: 21 } as StudyCreateRequest['electricityBuyingSettings'],
    }
  }

  #changed(event: Event) {
    const form = (event.currentTarget as HTMLFormElement) ?? null
    if (form) this.#preview.schedule(this.#calculation(new FormData(form)))
  }

  override firstUpdated(): void {
    const form = this.renderRoot.querySelector('form')
    if (form) this.#preview.schedule(this.#calculation(new FormData(form)))
  }

  /** Reads the uploaded bill on the server and fills in what it tells (the adviser checks and completes the rest). */
  async #readBill(event: Event) {
    const input = event.currentTarget as HTMLInputElement
    const file = input.files?.[0]
    if (!file) return
    const read = await this.#bill.run(() => this.api.readBill(file))
    if (read) this.#applyBill(read)
  }

  #applyBill({ extraction, draft }: ConsoleInvoicePrefill) {
    const form = this.renderRoot.querySelector('form')
    if (!form) return
    const t = this.t.newStudy
    const filled: string[] = []
    const set = (name: string, value: string | number | null | undefined, label: string) => {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null
      if (!field || value == null || value === '') return
      if (field instanceof HTMLSelectElement && ![...field.options].some((option) => option.value === String(value))) return
      field.value = String(value)
      filled.push(label)
    }
    set('name', extraction.invoice.meta.customerName, t.name)
    set('label', draft.study.label, t.label)
    if (draft.yearlyConsumptionKWh) set('consumption', Math.round(draft.yearlyConsumptionKWh), t.consumption)
    set('distributor', draft.distribution.distributor, t.distributor)
    set('rate', draft.distribution.distributionRate, t.rate)
    const buying = draft.electricityBuyingSettings
    if (buying?.buyingType === 'FIX' && buying.fee != null) set('price', buying.fee, t.price)
    this.#prefilled = filled
    this.#preview.schedule(this.#calculation(new FormData(form)))
    this.requestUpdate()
  }

  async #submit(event: SubmitEvent) {
    event.preventDefault()
    const form = new FormData(event.target as HTMLFormElement)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    const calculation = this.#calculation(form)
    if (!calculation) return
    const study: StudyCreateRequest = {
      ...calculation,
      recipient: {
        email: text('email'),
        ...(text('name') ? { name: text('name') } : {}),
        ...(text('phone') ? { phone: text('phone') } : {}),
        wantsContact: form.get('wantsContact') != null,
      },
    }
    this.#created = (await this.#create.run(() => this.api.createStudy({ study, sendEmail: form.get('sendEmail') != null, language: this.locale }), this.t.newStudy.created)) ?? null
    this.requestUpdate()
  }

  override render() {
    const t = this.t.newStudy
    return html`<h1>${t.heading}</h1>
      <section class="card">
        <label for="bill">${t.bill}</label>
        <input id="bill" type="file" accept="application/pdf,.pdf" ?disabled=${this.#bill.busy} @change=${this.#readBill} />
        ${this.#bill.busy ? html`<p class="muted" role="status">${this.t.loading}</p>` : nothing}
        ${this.#bill.error ? html`<p class="error" role="alert">${this.#bill.error}</p>` : nothing}
        ${this.#prefilled.length && !this.#bill.busy && !this.#bill.error ? html`<p class="ok" role="status" data-testid="bill-prefilled">${t.billRead} ${this.#prefilled.join(', ')}</p>` : nothing}
      </section>
      <form class="card" @submit=${this.#submit} @input=${this.#changed} @change=${this.#changed}>
        <h2>${t.customer}</h2>
        <label for="name">${t.name}</label><input id="name" name="name" autocomplete="off" />
        <label for="email">${t.email}</label><input id="email" name="email" type="email" required autocomplete="off" />
        <label for="phone">${t.phone}</label><input id="phone" name="phone" type="tel" autocomplete="off" />
        <label for="label">${t.label}</label><input id="label" name="label" />
        <label class="check"><input type="checkbox" name="wantsContact" checked /> ${t.wantsContact}</label>
        <h2>${t.household}</h2>
        <label for="period">${t.period}</label><input id="period" name="period" value="2024" required pattern="\\d{4}" />
        <label for="consumption">${t.consumption}</label><input id="consumption" name="consumption" inputmode="decimal" value="4500" required />
        <label for="kwp">${t.kwp}</label><input id="kwp" name="kwp" inputmode="decimal" value="8" required />
        <label for="battery">${t.battery}</label><input id="battery" name="battery" inputmode="decimal" value="0" required />
        <label for="distributor">${t.distributor}</label>
        <select id="distributor" name="distributor">${DISTRIBUTORS.map((key) => html`<option value=${key}>${key}</option>`)}</select>
        <label for="rate">${t.rate}</label><input id="rate" name="rate" value="D02d" required />
        <label for="command">${t.command}</label><input id="command" name="command" />
        <label for="price">${t.price}</label><input id="price" name="price" inputmode="decimal" value="3500" required />
        <section class="preview" aria-live="polite" aria-busy=${this.#preview.busy ? 'true' : 'false'}>
          <h2>${t.preview}</h2>
          ${this.#preview.result
            ? html`<p>
                ${t.saving}: <strong data-testid="preview-saving">${formatMoney(this.locale, this.#preview.result.headlineYearlySaving)}</strong>
                ${this.#preview.result.paybackYears == null ? nothing : html` · ${t.payback}: ${this.#preview.result.paybackYears.toFixed(1)} ${this.t.study.years}`}
              </p>`
            : html`<p class="muted">${this.#preview.busy ? this.t.loading : '–'}</p>`}
          ${this.#preview.error ? html`<p class="error">${this.#preview.error}</p>` : nothing}
        </section>
        <label class="check"><input type="checkbox" name="sendEmail" /> ${t.sendEmail}</label>
        <p><button type="submit" ?disabled=${this.#create.busy}>${t.submit}</button></p>
        ${this.#create.error ? html`<p class="error" role="alert">${this.#create.error}</p>` : nothing}
        ${this.#created ? html`<p class="ok" role="status">${t.created} <a href=${routeHref('study', this.#created.id)}>${t.open}</a></p>` : nothing}
      </form>`
  }
}
