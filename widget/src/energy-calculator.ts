import { LitElement, html, nothing, type PropertyValues } from 'lit'
import { EnergyApiError, EnergyClient } from '@partner/energy-sdk'
import type { InvoiceWarning, Problem, StudyCreateResult } from '@partner/energy-sdk'
import { ChartsController } from './controllers/charts-controller.ts'
import { PreviewController } from './controllers/preview-controller.ts'
import { ReferenceController } from './controllers/reference-controller.ts'
import {
  CUSTOM_PERIOD,
  applyInvoice,
  defaultPeriod,
  initialForm,
  isEmail,
  lookupPeriod,
  missingFields,
  toPreviewRequest,
  toRecipient,
  withBuyingType,
  withSellingType,
  type FieldId,
  type Prefill,
  type RecipientForm,
  type StudyForm,
} from './form-state.ts'
import { resolveLocale, textsFor, type Texts } from './i18n.ts'
import { describeProblem, isAccessRefusal, siteOwnerHint, type DisplayedError } from './problems.ts'
import { billStep } from './steps/bill.ts'
import { contactStep } from './steps/contact.ts'
import { doneStep } from './steps/done.ts'
import { householdStep } from './steps/household.ts'
import { progress } from './steps/progress.ts'
import { styles } from './styles.ts'
import { STEPS, fieldLabel, type CalculatorActions, type CalculatorView, type Step } from './view.ts'

export type { Step } from './view.ts'

/** Detail of `energy-calculator:step`. */
export interface StepEventDetail {
  step: Step
  index: number
}
/** Detail of `energy-calculator:study-created`. */
export type StudyCreatedEventDetail = StudyCreateResult
/** Detail of `energy-calculator:error`: the API's problem document, or null when no answer arrived. */
export interface ErrorEventDetail {
  problem: Problem | null
  message: string
}

const EXTRACTION_TIMEOUT_MS = 120_000
const CONTACT_FIELDS: ReadonlySet<FieldId> = new Set(['email', 'name', 'phone'])

/** The problem document behind an SDK error; null when the request got no answer. */
const problemOf = (error: unknown): Problem | null => (error instanceof EnergyApiError ? error.problem : null)

/**
 * `<energy-calculator api-base token ico locale>`: from an electricity bill to a PV savings study.
 * The state and the actions live here; reference lookups, the preview and the charts in their
 * controllers; each step's markup in `steps/`.
 *
 * @fires energy-calculator:step - the customer reached a step (`{ step, index }`)
 * @fires energy-calculator:study-created - the study was created (`{ id, url, emailSent }`)
 * @fires energy-calculator:error - an API call failed (`{ problem, message }`)
 * @csspart card - the outer box
 * @csspart header - title and subtitle
 * @csspart steps - the progress list
 * @csspart upload - the bill drop zone
 * @csspart form - the household form
 * @csspart preview - the live saving preview
 * @csspart contact - the recipient form
 * @csspart success - the final screen
 * @csspart button - every button
 * @csspart error - error messages
 * @csspart chart - the box around each chart
 */
export class EnergyCalculator extends LitElement {
  static override styles = styles
  static override properties = {
    apiBase: { type: String, attribute: 'api-base' },
    token: { type: String },
    ico: { type: String },
    locale: { type: String },
    ready: { type: Boolean, reflect: true },
    step: { state: true },
    form: { state: true },
    recipient: { state: true },
    prefills: { state: true },
    warnings: { state: true },
    billFile: { state: true },
    dragging: { state: true },
    busy: { state: true },
    error: { state: true },
    loadError: { state: true },
    created: { state: true },
  }

  /** Base URL of the API, without `/api/v1`. */
  declare apiBase: string
  /** An embed refresh token (`ens_emb_…`), bound to this page's origin. */
  declare token: string
  /** IČO of the embedding company: brands the study. */
  declare ico: string
  /** `cs` (default) or `en`. */
  declare locale: string
  /** Set once the reference data has loaded and the form is usable. */
  declare ready: boolean

  declare protected step: Step
  declare protected form: StudyForm
  declare protected recipient: RecipientForm
  declare protected prefills: Prefill[]
  declare protected warnings: InvoiceWarning[]
  declare protected billFile: string
  declare protected dragging: boolean
  declare protected busy: boolean
  /** The error shown on the current step (summary and per-field messages). */
  declare protected error: DisplayedError | null
  declare protected loadError: DisplayedError | null
  declare protected created: StudyCreateResult | null

  #client: EnergyClient | undefined
  #texts: Texts = textsFor('cs')
  #focusHeading = false
  #drafts = new Map<FieldId, string>()

  readonly #reference = new ReferenceController(this, {
    api: () => this.#api.reference,
    form: () => this.form,
    adjust: (patch, dropped) => {
      this.form = { ...this.form, ...patch }
      if (dropped.length > 0) this.prefills = this.prefills.filter((p) => !dropped.includes(p.field))
    },
    onError: (error) => this.#report(error),
  })

  readonly #preview = new PreviewController(this, {
    api: () => this.#api.studies,
    request: () => (this.#missing().length > 0 ? null : this.#calculation()),
    // A fresh result answers the household form's errors; a bill or contact step's error is not the preview's to clear.
    onResult: () => {
      if (this.step === 'household') this.error = null
    },
    onError: (error) => (this.error = this.#report(error)),
  })

  constructor() {
    super()
    this.apiBase = ''
    this.token = ''
    this.ico = ''
    this.locale = 'cs'
    this.ready = false
    this.step = 'bill'
    this.form = initialForm()
    this.recipient = { email: '', name: '', phone: '', wantsContact: false }
    this.prefills = []
    this.warnings = []
    this.billFile = ''
    this.dragging = false
    this.busy = false
    this.error = null
    this.loadError = null
    this.created = null
    new ChartsController(this, { texts: () => this.#texts, profile: () => this.#reference.profile, preview: () => this.#preview.result })
  }

  protected override willUpdate(changed: PropertyValues) {
    if (changed.has('locale')) this.#texts = textsFor(resolveLocale(this.locale))
    if ((changed.has('apiBase') || changed.has('token') || changed.has('locale')) && this.apiBase && this.token) {
      // Reference names and descriptions come in the calculator's language.
      const headers = { 'Accept-Language': this.#texts.locale }
      this.#client = new EnergyClient({ baseUrl: this.apiBase, refreshToken: this.token, maxRetries: 1, headers })
      void this.#loadReference()
    }
  }

  protected override updated(changed: PropertyValues) {
    if (changed.has('step')) {
      this.#emit('step', { step: this.step, index: STEPS.indexOf(this.step) } satisfies StepEventDetail)
      if (this.#focusHeading) this.renderRoot.querySelector<HTMLElement>('h2')?.focus()
      this.#focusHeading = false
    }
  }

  // ---------------------------------------------------------------- data

  get #api(): EnergyClient {
    if (!this.#client) throw new Error('energy-calculator: set the api-base and token attributes')
    return this.#client
  }

  async #loadReference() {
    this.loadError = null
    try {
      const reference = this.#reference
      await reference.loadLists()
      const form = { ...this.form }
      const periods = reference.periods
      if (!form.period || (form.period !== CUSTOM_PERIOD && !periods.includes(form.period))) form.period = defaultPeriod(periods)
      this.form = this.#withinLists(form)
      await Promise.all([reference.loadTariff(), reference.loadRegions()])
      reference.scheduleProfile()
      this.#preview.schedule()
      this.ready = true
    } catch (error) {
      this.loadError = this.#report(error)
    }
  }

  /** Keeps codes (e.g. read from a bill) only when the loaded lists offer them. */
  #withinLists(form: StudyForm): StudyForm {
    const { form: next, dropped } = this.#reference.withinLists(form)
    if (dropped.length > 0) this.prefills = this.prefills.filter((p) => !dropped.includes(p.field))
    return next
  }

  #missing(): FieldId[] {
    return missingFields(this.form, this.#reference.context(this.form))
  }

  #calculation() {
    return toPreviewRequest(this.form, this.#reference.context(this.form))
  }

  /** Turns a failure into the displayed error and tells the host page (and its owner, when the token is refused). */
  #report(error: unknown): DisplayedError {
    const problem = problemOf(error)
    if (problem && isAccessRefusal(problem)) console.error(siteOwnerHint(problem, location.origin))
    const displayed = describeProblem(problem, this.#texts)
    this.#emit('error', { problem, message: displayed.summary } satisfies ErrorEventDetail)
    return displayed
  }

  #emit(name: string, detail: unknown) {
    this.dispatchEvent(new CustomEvent(`energy-calculator:${name}`, { detail, bubbles: true, composed: true }))
  }

  // ---------------------------------------------------------------- actions

  #goTo(step: Step) {
    this.#focusHeading = true
    this.error = null
    this.step = step
  }

  /** A customer's edit: clears that field's error and bill mark, then refreshes what depends on it. */
  #change(patch: Partial<StudyForm>, options: { buyingType?: StudyForm['buyingType']; sellingType?: StudyForm['sellingType'] } = {}) {
    let form = { ...this.form, ...patch }
    if (options.buyingType) form = withBuyingType(form, options.buyingType)
    if (options.sellingType) form = withSellingType(form, options.sellingType)
    const edited = [...Object.keys(patch), ...(options.buyingType ? ['buyingType'] : []), ...(options.sellingType ? ['sellingType'] : [])]
    for (const field of edited) this.#clearFieldError(field as FieldId)
    this.prefills = this.prefills.filter((p) => !edited.includes(p.field))
    this.#setForm(form)
  }

  /** Sets the form and reloads the lookups, the profile and the preview that depend on what changed. */
  #setForm(form: StudyForm) {
    const before = this.form
    this.form = form
    if (!this.ready) return
    const reference = this.#reference
    const tariffChanged =
      form.distributor !== before.distributor ||
      form.distributionRate !== before.distributionRate ||
      lookupPeriod(form, reference.periods) !== lookupPeriod(before, reference.periods)
    const lookups: Promise<unknown>[] = []
    if (tariffChanged) lookups.push(reference.loadTariff())
    if (form.distributor !== before.distributor) lookups.push(reference.loadRegions())
    else if (form.lowTariffRegion !== before.lowTariffRegion) lookups.push(reference.loadCommands())
    if (form.distributionRate !== before.distributionRate || form.yearlyConsumptionKWh !== before.yearlyConsumptionKWh) reference.scheduleProfile()
    void this.#preview.after(lookups)
  }

  #clearFieldError(field: FieldId) {
    if (!this.error?.fields[field]) return
    const fields = { ...this.error.fields }
    delete fields[field]
    this.error = Object.keys(fields).length > 0 ? { ...this.error, fields } : null
  }

  async #extract(file: File) {
    this.busy = true
    this.billFile = file.name
    this.error = null
    try {
      const result = await this.#api.invoices.extract(file, { timeout: EXTRACTION_TIMEOUT_MS })
      const applied = applyInvoice(this.form, result)
      this.#drafts.clear()
      this.prefills = applied.prefills
      this.warnings = result.warnings
      this.#setForm(this.#withinLists(applied.form))
      this.#goTo('household')
    } catch (error) {
      this.billFile = ''
      this.error = this.#report(error)
      // The file input was replaced by the progress text: give the keyboard its place back.
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('#bill-file')?.focus())
    } finally {
      this.busy = false
    }
  }

  #continueToContact() {
    const missing = this.#missing()
    if (missing.length > 0) {
      const names = missing.map((field) => fieldLabel(this.#texts, this.form, field)).join(', ')
      this.error = {
        summary: this.#texts.t('form.incomplete', { fields: names }),
        fields: Object.fromEntries(missing.map((field) => [field, [this.#texts.t('errors.invalid')]])),
        unplaced: [],
      }
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#${missing[0]}`)?.focus())
      return
    }
    if (this.error && Object.keys(this.error.fields).length > 0) {
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    this.#goTo('contact')
  }

  async #submit(event: SubmitEvent) {
    event.preventDefault()
    const email = this.recipient.email.trim()
    if (!isEmail(email)) {
      const message = this.#texts.t(email ? 'contact.emailInvalid' : 'contact.emailRequired')
      this.error = { summary: message, fields: { email: [message] }, unplaced: [] }
      this.renderRoot.querySelector<HTMLInputElement>('#email')?.focus()
      return
    }
    this.busy = true
    this.error = null
    try {
      const created = await this.#api.studies.create(
        { ...this.#calculation(), recipient: toRecipient(this.recipient) },
        { ...(this.ico ? { ico: this.ico } : {}), language: this.#texts.locale },
      )
      this.created = created
      this.#emit('study-created', created satisfies StudyCreatedEventDetail)
      this.#goTo('done')
    } catch (error) {
      const displayed = this.#report(error)
      const householdFields = Object.keys(displayed.fields).filter((field) => !CONTACT_FIELDS.has(field as FieldId))
      if (householdFields.length > 0) this.#goTo('household')
      this.error = displayed
    } finally {
      this.busy = false
    }
  }

  #startOver() {
    this.created = null
    this.prefills = []
    this.warnings = []
    this.billFile = ''
    this.recipient = { email: '', name: '', phone: '', wantsContact: false }
    this.#goTo('bill')
  }

  /** Stable handlers, so that templates do not rebind their listeners on every render. */
  readonly #actions: CalculatorActions = {
    change: (patch, options) => this.#change(patch, options),
    updateRecipient: (patch) => {
      this.recipient = { ...this.recipient, ...patch }
      for (const field of Object.keys(patch)) this.#clearFieldError(field as FieldId)
    },
    draft: (field, text) => {
      if (text === undefined) this.#drafts.delete(field)
      else this.#drafts.set(field, text)
      this.requestUpdate()
    },
    goTo: (step) => this.#goTo(step),
    retryLoad: () => void this.#loadReference(),
    chooseFile: (event) => {
      const input = event.target as HTMLInputElement
      const file = input.files?.[0]
      input.value = ''
      if (file) void this.#extract(file)
    },
    drop: (event) => {
      event.preventDefault()
      this.dragging = false
      const file = event.dataTransfer?.files[0]
      if (file && !this.busy) void this.#extract(file)
    },
    setDragging: (dragging) => (this.dragging = dragging),
    continueToContact: () => this.#continueToContact(),
    submit: (event) => void this.#submit(event),
    startOver: () => this.#startOver(),
    focusField: (event, field) => {
      event.preventDefault()
      this.renderRoot.querySelector<HTMLElement>(`#${field}`)?.focus()
    },
  }

  // ---------------------------------------------------------------- render

  #view(): CalculatorView {
    return {
      t: this.#texts,
      step: this.step,
      ready: this.ready,
      form: this.form,
      recipient: this.recipient,
      reference: this.#reference,
      preview: this.#preview,
      missing: this.#missing(),
      prefills: this.prefills,
      drafts: this.#drafts,
      warnings: this.warnings,
      error: this.error,
      loadError: this.loadError,
      billFile: this.billFile,
      dragging: this.dragging,
      busy: this.busy,
      created: this.created,
      actions: this.#actions,
    }
  }

  protected override render() {
    const view = this.#view()
    const t = view.t
    return html`
      <div class="card" part="card" lang=${t.locale}>
        <header part="header">
          <h1>${t.t('title')}</h1>
          <p>${t.t('subtitle')}</p>
        </header>
        ${progress(view)}
        ${this.loadError
          ? html`<div class="message error" part="error" role="alert">
              <p>${this.loadError.summary}</p>
              ${this.loadError.refused
                ? nothing
                : html`<button class="button secondary" part="button" type="button" @click=${this.#actions.retryLoad}>${t.t('errors.retry')}</button>`}
            </div>`
          : nothing}
        ${this.#renderStep(view)}
      </div>
    `
  }

  #renderStep(view: CalculatorView) {
    switch (this.step) {
      case 'bill':
        return billStep(view)
      case 'household':
        return householdStep(view)
      case 'contact':
        return contactStep(view)
      case 'done':
        return doneStep(view)
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'energy-calculator': EnergyCalculator
  }
}
