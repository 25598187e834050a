import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit'
import { EnergyApiError, EnergyClient } from '@partner/energy-sdk'
import type {
  CircuitBreaker,
  ConsumptionProfileItem,
  DistributionRate,
  Distributor,
  FeeBaseline,
  HdoRegion,
  InvoiceWarning,
  Problem,
  StudyCreateResult,
  StudyResult,
} from '@partner/energy-sdk'
import type { Chart } from 'chart.js'
import { renderBarChart } from './charts.ts'
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
import { resolveLocale, textsFor, type MessageKey, type Texts } from './i18n.ts'
import { describeProblem, describeWarnings, type DisplayedError } from './problems.ts'
import { styles } from './styles.ts'

export type Step = 'bill' | 'household' | 'contact' | 'done'
const STEPS: readonly Step[] = ['bill', 'household', 'contact', 'done']
const STEP_LABEL: Record<Step, MessageKey> = {
  bill: 'steps.bill',
  household: 'steps.household',
  contact: 'steps.contact',
  done: 'steps.done',
}

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

const PREVIEW_DEBOUNCE_MS = 500
const PROFILE_DEBOUNCE_MS = 300
const EXTRACTION_TIMEOUT_MS = 120_000
const DEFAULT_BREAKER = '3X25A'
/** Below this extractor confidence the customer is asked to check the value. */
const LOW_CONFIDENCE = 0.7

const FIELD_LABEL: Record<FieldId, MessageKey> = {
  distributor: 'form.distributor',
  distributionRate: 'form.rate',
  circuitBreaker: 'form.breaker',
  lowTariffRegion: 'form.region',
  lowTariffCommand: 'form.command',
  period: 'form.period',
  yearlyConsumptionKWh: 'form.yearlyConsumption',
  totalKWp: 'form.kwp',
  batterySizeKwh: 'form.batterySize',
  batteryReserve: 'form.batteryReserve',
  buyingType: 'form.buyingType',
  buyingFee: 'form.buyingFeeFIX',
  buyingFeeLowTariff: 'form.buyingFeeLow',
  buyingMonthlyFee: 'form.monthlyFee',
  sellingType: 'form.sellingType',
  sellingFee: 'form.sellingFeeFIX',
  sellingMonthlyFee: 'form.sellingMonthlyFee',
  email: 'contact.email',
  name: 'contact.name',
  phone: 'contact.phone',
}
const CONTACT_FIELDS: ReadonlySet<FieldId> = new Set(['email', 'name', 'phone'])

/** The problem document behind an SDK error; null when the request got no answer. */
const problemOf = (error: unknown): Problem | null => (error instanceof EnergyApiError ? error.problem : null)
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** A run counter per loader, so that a slow answer never overwrites a newer one. */
class Latest {
  #run = 0
  next(): () => boolean {
    const run = ++this.#run
    return () => run === this.#run
  }
}

const icon = {
  upload: html`<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/><path d="M14 3v5h5M12 18v-6M9 15l3-3 3 3"/></svg>`,
  check: html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="10"/><path d="m7.5 12.5 3 3 6-6.5"/></svg>`,
}

/**
 * `<energy-calculator api-base token ico locale>`: from an electricity bill to a PV savings study.
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
    distributors: { state: true },
    rates: { state: true },
    periods: { state: true },
    breakers: { state: true },
    regions: { state: true },
    commands: { state: true },
    fees: { state: true },
    profile: { state: true },
    preview: { state: true },
    previewPending: { state: true },
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
  declare protected distributors: Distributor[]
  declare protected rates: DistributionRate[]
  declare protected periods: string[]
  declare protected breakers: CircuitBreaker[]
  declare protected regions: HdoRegion[]
  declare protected commands: string[]
  declare protected fees: FeeBaseline | null
  declare protected profile: ConsumptionProfileItem[]
  declare protected preview: StudyResult | null
  declare protected previewPending: boolean
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
  #charts = new Map<string, Chart<'bar'>>()
  #previewTimer: ReturnType<typeof setTimeout> | undefined
  #profileTimer: ReturnType<typeof setTimeout> | undefined
  #previewAbort: AbortController | undefined
  #latestTariff = new Latest()
  #latestCommands = new Latest()
  #latestProfile = new Latest()
  #focusHeading = false
  /** Form changes whose reference lookups have not answered yet. */
  #lookupsInFlight = 0

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
    this.distributors = []
    this.rates = []
    this.periods = []
    this.breakers = []
    this.regions = []
    this.commands = []
    this.fees = null
    this.profile = []
    this.preview = null
    this.previewPending = false
    this.prefills = []
    this.warnings = []
    this.billFile = ''
    this.dragging = false
    this.busy = false
    this.error = null
    this.loadError = null
    this.created = null
  }

  override disconnectedCallback() {
    super.disconnectedCallback()
    clearTimeout(this.#previewTimer)
    clearTimeout(this.#profileTimer)
    this.#previewAbort?.abort()
    for (const chart of this.#charts.values()) chart.destroy()
    this.#charts.clear()
  }

  protected override willUpdate(changed: PropertyValues) {
    if (changed.has('locale')) this.#texts = textsFor(resolveLocale(this.locale))
    if ((changed.has('apiBase') || changed.has('token')) && this.apiBase && this.token) {
      this.#client = new EnergyClient({ baseUrl: this.apiBase, refreshToken: this.token, maxRetries: 1 })
      void this.#loadReference()
    }
  }

  protected override updated(changed: PropertyValues) {
    if (changed.has('step')) {
      this.#emit('step', { step: this.step, index: STEPS.indexOf(this.step) } satisfies StepEventDetail)
      if (this.#focusHeading) this.renderRoot.querySelector<HTMLElement>('h2')?.focus()
      this.#focusHeading = false
    }
    this.#drawCharts()
  }

  // ---------------------------------------------------------------- data

  get #api(): EnergyClient {
    if (!this.#client) throw new Error('energy-calculator: set the api-base and token attributes')
    return this.#client
  }

  async #loadReference() {
    this.loadError = null
    try {
      const [distributors, rates, periods] = await Promise.all([
        this.#api.reference.distributors(),
        this.#api.reference.distributionRates(),
        this.#api.reference.periods(),
      ])
      this.distributors = distributors
      this.rates = rates
      this.periods = periods
      const form = { ...this.form }
      if (!form.period || (form.period !== CUSTOM_PERIOD && !periods.includes(form.period))) form.period = defaultPeriod(periods)
      this.form = this.#withinLists(form)
      await Promise.all([this.#loadTariff(), this.#loadRegions()])
      this.#scheduleProfile()
      this.#schedulePreview()
      this.ready = true
    } catch (error) {
      this.loadError = this.#report(error)
    }
  }

  /** Keeps codes (e.g. read from a bill) only when the loaded lists offer them. */
  #withinLists(form: StudyForm): StudyForm {
    const next = { ...form }
    const dropPrefill = (field: FieldId) => (this.prefills = this.prefills.filter((p) => p.field !== field))
    if (this.distributors.length > 0 && !this.distributors.some((d) => d.key === next.distributor)) {
      next.distributor = this.distributors[0]!.key
      dropPrefill('distributor')
    }
    if (this.rates.length > 0 && !this.rates.some((r) => r.code === next.distributionRate)) {
      next.distributionRate = this.rates.find((r) => r.code === initialForm().distributionRate)?.code ?? this.rates[0]!.code
      dropPrefill('distributionRate')
    }
    return next
  }

  /** Fees and circuit breakers of the distributor, rate and period. */
  async #loadTariff() {
    const period = lookupPeriod(this.form, this.periods)
    if (!period) return
    const isLatest = this.#latestTariff.next()
    const query = { distributor: this.form.distributor, distributionRate: this.form.distributionRate, period }
    const [fees, breakers] = await Promise.all([this.#api.reference.fees(query), this.#api.reference.circuitBreakers(query)])
    if (!isLatest()) return
    this.fees = fees
    this.breakers = breakers
    if (!breakers.some((b) => b.code === this.form.circuitBreaker)) {
      const fallback = breakers.find((b) => b.code === DEFAULT_BREAKER) ?? breakers[0]
      this.form = { ...this.form, circuitBreaker: fallback?.code ?? '' }
      this.prefills = this.prefills.filter((p) => p.field !== 'circuitBreaker')
    }
  }

  async #loadRegions() {
    const regions = await this.#api.reference.regions(this.form.distributor)
    this.regions = [...regions].sort((a, b) => a.sortIndex - b.sortIndex)
    if (!this.regions.some((r) => r.key === this.form.lowTariffRegion)) {
      this.form = { ...this.form, lowTariffRegion: this.regions[0]?.key ?? null }
    }
    await this.#loadCommands()
  }

  async #loadCommands() {
    const isLatest = this.#latestCommands.next()
    const region = this.form.lowTariffRegion
    const commands = await this.#api.reference.commands(this.form.distributor, region ? { region } : undefined)
    if (!isLatest()) return
    this.commands = commands
    if (!this.form.lowTariffCommand || !commands.includes(this.form.lowTariffCommand)) {
      this.form = { ...this.form, lowTariffCommand: commands[0] ?? null }
    }
  }

  #scheduleProfile() {
    clearTimeout(this.#profileTimer)
    this.#profileTimer = setTimeout(() => void this.#loadProfile().catch((error) => this.#report(error)), PROFILE_DEBOUNCE_MS)
  }

  async #loadProfile() {
    const rate = this.rates.find((r) => r.code === this.form.distributionRate)
    const yearly = this.form.yearlyConsumptionKWh
    if (!rate || !yearly || yearly <= 0) return
    const isLatest = this.#latestProfile.next()
    const profile = await this.#api.reference.consumptionProfile({ tdd: rate.tdd, yearlyConsumptionKWh: yearly })
    if (isLatest()) this.profile = profile
  }

  #schedulePreview() {
    clearTimeout(this.#previewTimer)
    this.previewPending = true
    this.#previewTimer = setTimeout(() => void this.#runPreview(), PREVIEW_DEBOUNCE_MS)
  }

  async #runPreview() {
    this.#previewAbort?.abort()
    if (this.#lookupsInFlight > 0) return
    if (this.#missing().length > 0) {
      this.previewPending = false
      return
    }
    const abort = new AbortController()
    this.#previewAbort = abort
    try {
      const result = await this.#api.studies.preview(this.#calculation(), { signal: abort.signal })
      if (abort.signal.aborted) return
      this.preview = result
      this.error = null
    } catch (error) {
      if (isAbort(error) || abort.signal.aborted) return
      this.preview = null
      this.error = this.#report(error)
    } finally {
      if (this.#previewAbort === abort && !abort.signal.aborted) this.previewPending = false
    }
  }

  #missing(): FieldId[] {
    return missingFields(this.form, this.#referenceContext())
  }

  #referenceContext() {
    return { fees: this.fees, breakerFee: this.breakers.find((b) => b.code === this.form.circuitBreaker)?.monthlyFeeCzk ?? null }
  }

  #calculation() {
    return toPreviewRequest(this.form, this.#referenceContext())
  }

  /** Turns a failure into the displayed error and tells the host page. */
  #report(error: unknown): DisplayedError {
    const problem = problemOf(error)
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
    const tariffChanged =
      form.distributor !== before.distributor ||
      form.distributionRate !== before.distributionRate ||
      lookupPeriod(form, this.periods) !== lookupPeriod(before, this.periods)
    const work: Promise<unknown>[] = []
    if (tariffChanged) work.push(this.#loadTariff())
    if (form.distributor !== before.distributor) work.push(this.#loadRegions())
    else if (form.lowTariffRegion !== before.lowTariffRegion) work.push(this.#loadCommands())
    if (form.distributionRate !== before.distributionRate || form.yearlyConsumptionKWh !== before.yearlyConsumptionKWh) this.#scheduleProfile()
    // The preview waits for every lookup it depends on (fees, breaker fee, command): a preview
    // already scheduled would send the new rate with the old rate's fees.
    clearTimeout(this.#previewTimer)
    this.#previewAbort?.abort()
    this.previewPending = true
    this.#lookupsInFlight++
    void Promise.all(work)
      .catch((error) => (this.error = this.#report(error)))
      .finally(() => {
        if (--this.#lookupsInFlight === 0) this.#schedulePreview()
      })
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
      this.prefills = applied.prefills
      this.warnings = result.warnings
      this.#setForm(this.#withinLists(applied.form))
      this.#goTo('household')
    } catch (error) {
      this.error = this.#report(error)
      // The file input was replaced by the progress text: give the keyboard its place back.
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('#bill-file')?.focus())
    } finally {
      this.busy = false
    }
  }

  #onFileInput(event: Event) {
    const input = event.target as HTMLInputElement
    const file = input.files?.[0]
    input.value = ''
    if (file) void this.#extract(file)
  }

  #onDrop(event: DragEvent) {
    event.preventDefault()
    this.dragging = false
    const file = event.dataTransfer?.files[0]
    if (file && !this.busy) void this.#extract(file)
  }

  #continueToContact() {
    const missing = this.#missing()
    if (missing.length > 0) {
      const names = missing.map((field) => this.#fieldLabel(field)).join(', ')
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

  // ---------------------------------------------------------------- charts

  #drawCharts() {
    const style = getComputedStyle(this)
    const color = (name: string) => style.getPropertyValue(name).trim()
    const common = {
      textColor: color('--ec-color-muted'),
      gridColor: color('--ec-color-border'),
      fontFamily: color('--ec-font-family'),
    }
    const t = this.#texts
    const draw = (id: string, labels: string[], series: { label: string; values: number[]; color: string }[]) => {
      const canvas = this.renderRoot.querySelector<HTMLCanvasElement>(`#${id}`)
      const existing = this.#charts.get(id)
      if (!canvas) {
        existing?.destroy()
        this.#charts.delete(id)
        return
      }
      this.#charts.set(id, renderBarChart(canvas, existing, { labels, series, format: (v) => t.kwh(v), ...common }))
    }
    draw(
      'profile-chart',
      this.profile.map((item) => t.month(item.month, 'short')),
      [{ label: t.t('preview.legendConsumption'), values: this.profile.map((item) => item.consumptionKWh), color: color('--ec-color-consumption') }],
    )
    const monthly = this.preview?.monthly ?? []
    draw(
      'preview-chart',
      monthly.map((row) => t.month(Number(row.month.slice(5)), 'short')),
      [
        { label: t.t('preview.legendProduction'), values: monthly.map((row) => row.productionKWh), color: color('--ec-color-production') },
        { label: t.t('preview.legendConsumption'), values: monthly.map((row) => row.consumptionKWh), color: color('--ec-color-consumption') },
      ],
    )
  }

  // ---------------------------------------------------------------- render

  protected override render() {
    const t = this.#texts
    return html`
      <div class="card" part="card" lang=${t.locale}>
        <header part="header">
          <h1>${t.t('title')}</h1>
          <p>${t.t('subtitle')}</p>
        </header>
        ${this.#renderSteps()}
        ${this.loadError
          ? html`<div class="message error" part="error" role="alert">
              <p>${this.loadError.summary}</p>
              <button class="button secondary" part="button" type="button" @click=${() => void this.#loadReference()}>${t.t('errors.retry')}</button>
            </div>`
          : nothing}
        ${this.#renderStep()}
      </div>
    `
  }

  #renderSteps() {
    const t = this.#texts
    const current = STEPS.indexOf(this.step)
    return html`<ol class="steps" part="steps" aria-label=${t.t('steps.label')}>
      ${STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : ''
        return html`<li class=${state} aria-current=${index === current ? 'step' : nothing}>
          <span class="num" aria-hidden="true">${index + 1}</span>
          <span class="label">${t.t(STEP_LABEL[step])}</span>
          ${state === 'done' ? html`<span class="visually-hidden">(${t.t('steps.completed')})</span>` : nothing}
        </li>`
      })}
    </ol>`
  }

  #renderStep() {
    switch (this.step) {
      case 'bill':
        return this.#renderBill()
      case 'household':
        return this.#renderHousehold()
      case 'contact':
        return this.#renderContact()
      case 'done':
        return this.#renderDone()
    }
  }

  /** A persistent live region: its content changes are announced. */
  #renderErrorSummary() {
    const error = this.error
    const fields = Object.entries(error?.fields ?? {})
    const listed = error !== null && (fields.length > 0 || error.unplaced.length > 0)
    return html`<div class="live" aria-live="assertive" aria-atomic="true">
      ${error
        ? html`<div class="message error" part="error" id="error-summary" tabindex="-1">
            <p>${listed ? this.#texts.t('errors.summary') : error.summary}</p>
            ${listed
              ? html`<ul>
                  ${fields.map(
                    ([field, messages]) =>
                      html`<li><a href="#${field}" @click=${(e: Event) => this.#focusField(e, field)}>${this.#fieldLabel(field as FieldId)}</a>: ${messages!.join(' ')}</li>`,
                  )}
                  ${error.unplaced.map((message) => html`<li>${message}</li>`)}
                </ul>`
              : nothing}
          </div>`
        : nothing}
    </div>`
  }

  #focusField(event: Event, field: string) {
    event.preventDefault()
    this.renderRoot.querySelector<HTMLElement>(`#${field}`)?.focus()
  }

  #fieldLabel(field: FieldId): string {
    const t = this.#texts
    if (field === 'buyingFee') return t.t(this.form.buyingType === 'FIX' ? 'form.buyingFeeFIX' : 'form.buyingFeeSPOT')
    if (field === 'sellingFee') return t.t(this.form.sellingType === 'SPOT' ? 'form.sellingFeeSPOT' : 'form.sellingFeeFIX')
    return t.t(FIELD_LABEL[field])
  }

  #renderBill() {
    const t = this.#texts
    return html`<section aria-labelledby="bill-heading">
      <h2 id="bill-heading" tabindex="-1">${t.t('bill.heading')}</h2>
      <p class="intro">${t.t('bill.intro')}</p>
      ${this.#renderErrorSummary()}
      <div
        class="upload ${this.dragging ? 'dragging' : ''}"
        part="upload"
        aria-busy=${this.busy ? 'true' : 'false'}
        @dragover=${(e: DragEvent) => {
          e.preventDefault()
          this.dragging = true
        }}
        @dragleave=${() => (this.dragging = false)}
        @drop=${this.#onDrop}
      >
        ${icon.upload}
        ${this.busy
          ? html`<p role="status" class="reading"><span class="spinner" aria-hidden="true"></span> ${t.t('bill.reading', { file: this.billFile })}</p>`
          : html`<input id="bill-file" type="file" accept="application/pdf,.pdf" @change=${this.#onFileInput} />
              <label class="button" part="button" for="bill-file">${t.t('bill.choose')}</label>
              <span class="drop-hint">${t.t('bill.drop')}</span>`}
      </div>
      <div class="actions end">
        <button class="button secondary" part="button" type="button" ?disabled=${this.busy} @click=${() => this.#goTo('household')}>
          ${t.t('bill.skip')}
        </button>
      </div>
    </section>`
  }

  #renderHousehold() {
    const t = this.#texts
    if (!this.ready) {
      return html`<section aria-labelledby="household-heading">
        <h2 id="household-heading" tabindex="-1">${t.t('form.heading')}</h2>
        ${this.loadError ? nothing : html`<p role="status">${t.t('loading')}</p>`}
      </section>`
    }
    return html`<section aria-labelledby="household-heading">
      <h2 id="household-heading" tabindex="-1">${t.t('form.heading')}</h2>
      ${this.billFile ? this.#renderBillNotice() : nothing} ${this.#renderErrorSummary()}
      <div class="household">
        <form class="form-column" part="form" novalidate @submit=${(e: Event) => e.preventDefault()}>
          ${this.#renderDistribution()} ${this.#renderConsumption()} ${this.#renderPv()} ${this.#renderBuying()} ${this.#renderSelling()}
          ${this.preview
            ? html`<div class="savings-bar ${this.previewPending ? 'stale' : ''}" aria-hidden="true">
                ${t.t('preview.yearly')} <strong>${t.czk(this.preview.headlineYearlySaving)}</strong>
              </div>`
            : nothing}
        </form>
        ${this.#renderPreview()}
      </div>
      <div class="actions">
        <button class="button secondary" part="button" type="button" @click=${() => this.#goTo('bill')}>${t.t('form.back')}</button>
        <button class="button" part="button" type="button" @click=${this.#continueToContact}>${t.t('form.next')}</button>
      </div>
    </section>`
  }

  #renderBillNotice() {
    const t = this.#texts
    return html`
      <div class="message info" role="status">
        <p>${this.prefills.length > 0 ? t.t('bill.read', { count: this.prefills.length }) : t.t('bill.readNone')}</p>
      </div>
      ${this.warnings.length > 0
        ? html`<div class="message notice">
            <p><strong>${t.t('bill.warningsHeading')}</strong></p>
            <ul>
              ${describeWarnings(this.warnings, t).map((sentence) => html`<li>${sentence}</li>`)}
            </ul>
            <p class="hint">${t.t('bill.warningsNote')}</p>
          </div>`
        : nothing}
    `
  }

  /**
   * One labelled control with its prefill badge, hint and errors wired to aria-describedby.
   * Three parts (head, control, notes) so that a grid row lines its controls up.
   */
  #field(id: FieldId, label: string, control: (describedBy: string, invalid: boolean) => TemplateResult, options: { hint?: string; wide?: boolean } = {}) {
    const errors = this.error?.fields[id]
    const prefill = this.prefills.find((p) => p.field === id)
    const describedBy = [prefill ? `${id}-prefill` : '', options.hint ? `${id}-hint` : '', errors ? `${id}-error` : ''].filter(Boolean).join(' ')
    return html`<div class="field ${prefill ? 'prefilled' : ''} ${options.wide ? 'wide' : ''}">
      <div class="head"><label for=${id}>${label}</label>${prefill ? this.#prefillBadge(id, prefill) : nothing}</div>
      ${control(describedBy, Boolean(errors))}
      <div class="notes">
        ${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : nothing}
        ${errors ? html`<p class="field-error" id="${id}-error">${errors.join(' ')}</p>` : nothing}
      </div>
    </div>`
  }

  #prefillBadge(id: FieldId, prefill: Prefill) {
    const t = this.#texts
    const low = prefill.confidence !== null && prefill.confidence < LOW_CONFIDENCE
    const parts = [t.t('bill.prefilled')]
    if (prefill.confidence !== null) parts.push(t.t('bill.confidence', { value: t.percent(prefill.confidence) }))
    if (low) parts.push(t.t('bill.checkIt'))
    return html`<span class="badge ${low ? 'low' : ''}" id="${id}-prefill">${parts.join(' · ')}</span>`
  }

  #select(id: FieldId, label: string, value: string, options: { value: string; label: string }[], onChange: (value: string) => void, extra: { hint?: string; wide?: boolean } = {}) {
    return this.#field(
      id,
      label,
      (describedBy, invalid) => html`<select
        id=${id}
        aria-describedby=${describedBy || nothing}
        aria-invalid=${invalid ? 'true' : nothing}
        @change=${(e: Event) => onChange((e.target as HTMLSelectElement).value)}
      >
        ${options.map((o) => html`<option value=${o.value} ?selected=${o.value === value}>${o.label}</option>`)}
      </select>`,
      extra,
    )
  }

  #number(
    id: FieldId,
    label: string,
    value: number | null,
    onChange: (value: number | null) => void,
    limits: { min?: number; max?: number; step?: number; hint?: string; required?: boolean } = {},
  ) {
    return this.#field(
      id,
      label,
      (describedBy, invalid) => html`<input
        id=${id}
        type="number"
        inputmode="decimal"
        min=${limits.min ?? nothing}
        max=${limits.max ?? nothing}
        step=${limits.step ?? 'any'}
        ?required=${limits.required ?? false}
        .value=${value === null ? '' : String(value)}
        aria-describedby=${describedBy || nothing}
        aria-invalid=${invalid ? 'true' : nothing}
        @input=${(e: Event) => {
          const input = e.target as HTMLInputElement
          onChange(input.value === '' || Number.isNaN(input.valueAsNumber) ? null : input.valueAsNumber)
        }}
      />`,
      limits.hint ? { hint: limits.hint } : {},
    )
  }

  #renderDistribution() {
    const t = this.#texts
    const form = this.form
    const twoTariff = this.fees?.ntAvailable === true
    const breakerFee = this.breakers.find((b) => b.code === form.circuitBreaker)?.monthlyFeeCzk
    return html`<fieldset>
      <legend>${t.t('form.distribution')}</legend>
      <div class="grid">
        ${this.#select(
          'distributor',
          t.t('form.distributor'),
          form.distributor,
          this.distributors.map((d) => ({ value: d.key, label: d.name })),
          (value) => this.#change({ distributor: value as StudyForm['distributor'] }),
        )}
        ${this.#select(
          'distributionRate',
          t.t('form.rate'),
          form.distributionRate,
          this.rates.map((r) => ({ value: r.code, label: `${r.code} – ${r.description}` })),
          (value) => this.#change({ distributionRate: value }),
        )}
        ${this.#select(
          'circuitBreaker',
          t.t('form.breaker'),
          form.circuitBreaker,
          this.breakers.map((b) => ({ value: b.code, label: b.label })),
          (value) => this.#change({ circuitBreaker: value }),
          breakerFee === undefined ? {} : { hint: t.t('form.breakerFee', { fee: t.czk(breakerFee) }) },
        )}
        ${twoTariff && this.regions.length > 0
          ? this.#select(
              'lowTariffRegion',
              t.t('form.region'),
              form.lowTariffRegion ?? '',
              this.regions.map((r) => ({ value: r.key, label: r.name })),
              (value) => this.#change({ lowTariffRegion: value }),
            )
          : nothing}
        ${twoTariff
          ? this.#select(
              'lowTariffCommand',
              t.t('form.command'),
              form.lowTariffCommand ?? '',
              this.commands.map((c) => ({ value: c, label: c })),
              (value) => this.#change({ lowTariffCommand: value }),
              { hint: this.commands.length > 0 ? t.t('form.commandHint') : t.t('form.commandNone') },
            )
          : nothing}
      </div>
    </fieldset>`
  }

  #renderConsumption() {
    const t = this.#texts
    const form = this.form
    const periodOptions = [
      ...this.periods.map((p) => ({ value: p, label: p === '12M' ? t.t('form.period12M') : t.t('form.periodYear', { year: p }) })),
      { value: CUSTOM_PERIOD, label: t.t('form.periodCustom') },
    ]
    return html`<fieldset>
      <legend>${t.t('form.consumption')}</legend>
      <div class="grid">
        ${this.#select('period', t.t('form.period'), form.period, periodOptions, (value) => this.#change({ period: value }))}
        ${this.#number('yearlyConsumptionKWh', t.t('form.yearlyConsumption'), form.yearlyConsumptionKWh, (value) => this.#change({ yearlyConsumptionKWh: value }), {
          min: 1,
          step: 100,
          required: true,
        })}
        ${form.period === CUSTOM_PERIOD
          ? html`<div class="date-range">
              <div class="field">
                <label for="from">${t.t('form.from')}</label>
                <input id="from" type="date" .value=${form.from} aria-describedby=${this.error?.fields.period ? 'period-error' : nothing} @change=${(e: Event) => this.#change({ from: (e.target as HTMLInputElement).value })} />
              </div>
              <div class="field">
                <label for="to">${t.t('form.to')}</label>
                <input id="to" type="date" .value=${form.to} aria-describedby=${this.error?.fields.period ? 'period-error' : nothing} @change=${(e: Event) => this.#change({ to: (e.target as HTMLInputElement).value })} />
              </div>
            </div>`
          : nothing}
      </div>
      ${this.#renderProfile()}
    </fieldset>`
  }

  #renderProfile() {
    const t = this.#texts
    if (this.profile.length === 0) return nothing
    const values = this.profile.map((p) => p.consumptionKWh)
    const max = this.profile[values.indexOf(Math.max(...values))]!
    const min = this.profile[values.indexOf(Math.min(...values))]!
    const summary = t.t('form.profileChart', {
      total: t.kwh(values.reduce((a, b) => a + b, 0)),
      maxMonth: t.month(max.month),
      max: t.kwh(max.consumptionKWh),
      minMonth: t.month(min.month),
      min: t.kwh(min.consumptionKWh),
    })
    return html`<figure>
      <figcaption>${t.t('form.profileCaption')}</figcaption>
      <div class="chart" part="chart"><canvas id="profile-chart" role="img" aria-label=${summary}></canvas></div>
      <details>
        <summary>${t.t('preview.table')}</summary>
        <table>
          <thead>
            <tr><th scope="col">${t.t('preview.month')}</th><th scope="col">${t.t('preview.legendConsumption')}</th></tr>
          </thead>
          <tbody>
            ${this.profile.map((p) => html`<tr><th scope="row">${t.month(p.month)}</th><td>${t.kwh(p.consumptionKWh)}</td></tr>`)}
          </tbody>
        </table>
      </details>
    </figure>`
  }

  #renderPv() {
    const t = this.#texts
    const form = this.form
    return html`<fieldset>
      <legend>${t.t('form.pv')}</legend>
      <div class="grid">
        ${this.#number('totalKWp', t.t('form.kwp'), form.totalKWp, (value) => this.#change({ totalKWp: value }), { min: 0, max: 10000, step: 0.1, required: true })}
        ${this.#number('batterySizeKwh', t.t('form.batterySize'), form.batterySizeKwh, (value) => this.#change({ batterySizeKwh: value }), {
          min: 0,
          max: 1000,
          step: 0.5,
          hint: t.t('form.batteryHint'),
        })}
        ${(form.batterySizeKwh ?? 0) > 0
          ? this.#number(
              'batteryReserve',
              t.t('form.batteryReserve'),
              form.reservedBatteryCapacityPercentage,
              (value) => this.#change({ reservedBatteryCapacityPercentage: value }),
              { min: 0, max: 100, step: 5 },
            )
          : nothing}
      </div>
    </fieldset>`
  }

  #radios<T extends string>(id: FieldId, legend: string, value: T, choices: { value: T; label: string }[], onChange: (value: T) => void) {
    const prefill = this.prefills.find((p) => p.field === id)
    return html`<fieldset class="choice" id=${id} tabindex="-1" aria-describedby=${prefill ? `${id}-prefill` : nothing}>
      <legend>${legend}</legend>
      ${prefill ? this.#prefillBadge(id, prefill) : nothing}
      <div class="radios">
        ${choices.map(
          (choice) => html`<label>
            <input type="radio" name=${id} .value=${choice.value} .checked=${choice.value === value} @change=${() => onChange(choice.value)} />
            ${choice.label}
          </label>`,
        )}
      </div>
    </fieldset>`
  }

  #renderBuying() {
    const t = this.#texts
    const form = this.form
    const fix = form.buyingType === 'FIX'
    const twoTariff = this.fees?.ntAvailable === true
    return html`<fieldset>
      <legend>${t.t('form.buying')}</legend>
      <div class="grid">
        ${this.#radios(
          'buyingType',
          t.t('form.buyingType'),
          form.buyingType,
          [
            { value: 'SPOT', label: t.t('form.buyingSPOT') },
            { value: 'FIX', label: t.t('form.buyingFIX') },
          ],
          (value) => this.#change({}, { buyingType: value }),
        )}
        ${this.#number('buyingFee', this.#fieldLabel('buyingFee'), form.buyingFee, (value) => this.#change({ buyingFee: value }), {
          min: fix ? 0 : undefined,
          step: 10,
          required: true,
          hint: fix ? t.t('form.fixRequiredHint') : t.t('form.spotDefaultHint'),
        })}
        ${fix && twoTariff
          ? this.#number('buyingFeeLowTariff', t.t('form.buyingFeeLow'), form.buyingFeeLowTariff, (value) => this.#change({ buyingFeeLowTariff: value }), {
              min: 0,
              step: 10,
              hint: t.t('form.buyingFeeLowHint'),
            })
          : nothing}
        ${this.#number('buyingMonthlyFee', t.t('form.monthlyFee'), form.buyingMonthlyFee, (value) => this.#change({ buyingMonthlyFee: value }), { min: 0, step: 1 })}
        ${!fix || form.sellingType === 'SPOT'
          ? html`<label class="check">
              <input type="checkbox" .checked=${form.spotPriceMinZero} @change=${(e: Event) => this.#change({ spotPriceMinZero: (e.target as HTMLInputElement).checked })} />
              ${t.t('form.spotMinZero')}
            </label>`
          : nothing}
      </div>
    </fieldset>`
  }

  #renderSelling() {
    const t = this.#texts
    const form = this.form
    return html`<fieldset>
      <legend>${t.t('form.selling')}</legend>
      <div class="grid">
        ${this.#radios(
          'sellingType',
          t.t('form.sellingType'),
          form.sellingType,
          [
            { value: 'SPOT', label: t.t('form.sellingSPOT') },
            { value: 'FIX', label: t.t('form.sellingFIX') },
            { value: 'NONE', label: t.t('form.sellingNONE') },
          ],
          (value) => this.#change({}, { sellingType: value }),
        )}
        ${form.sellingType !== 'NONE'
          ? html`${this.#number('sellingFee', this.#fieldLabel('sellingFee'), form.sellingFee, (value) => this.#change({ sellingFee: value }), { step: 10, required: true })}
            ${this.#number('sellingMonthlyFee', t.t('form.sellingMonthlyFee'), form.sellingMonthlyFee, (value) => this.#change({ sellingMonthlyFee: value }), {
              min: 0,
              step: 1,
            })}`
          : nothing}
      </div>
    </fieldset>`
  }

  #renderPreview() {
    const t = this.#texts
    const result = this.preview
    const missing = this.#missing()
    const yearly = result ? t.czk(result.headlineYearlySaving) : '–'
    const monthly = result?.monthly ?? []
    const totalProduction = monthly.reduce((sum, row) => sum + row.productionKWh, 0)
    const totalConsumption = monthly.reduce((sum, row) => sum + row.consumptionKWh, 0)
    const yearFactor = result?.period.yearFactor ?? 1
    return html`<aside class="preview ${this.previewPending ? 'stale' : ''}" part="preview" aria-labelledby="preview-heading" aria-busy=${this.previewPending ? 'true' : 'false'}>
      <h3 id="preview-heading">
        ${t.t('preview.heading')}
        ${this.previewPending && missing.length === 0 ? html`<span class="status"><span class="spinner" aria-hidden="true"></span>${t.t('preview.updating')}</span>` : nothing}
      </h3>
      ${missing.length > 0
        ? html`<p class="hint">${t.t('form.incomplete', { fields: missing.map((f) => this.#fieldLabel(f)).join(', ') })}</p>`
        : html`
            <p class="headline" aria-live="polite" aria-atomic="true">${t.t('preview.yearly')} <strong data-testid="yearly-saving">${yearly}</strong></p>
            ${result
              ? html`<dl class="figures">
                    <div>
                      <dt>${t.t('preview.payback')}</dt>
                      <dd data-testid="payback">${this.#payback(result)}</dd>
                    </div>
                    <div>
                      <dt>${t.t('preview.selfSufficiency')}</dt>
                      <dd>${t.percent(result.energy.selfSufficiency)}</dd>
                    </div>
                    <div>
                      <dt>${t.t('preview.production')}</dt>
                      <dd>${t.t('unit.mwh', { value: t.number((result.energy.productionKWh * yearFactor) / 1000, 1) })}</dd>
                    </div>
                  </dl>
                  <figure>
                    <figcaption>${t.t('preview.chartCaption')}</figcaption>
                    <ul class="legend" aria-hidden="true">
                      <li style="--swatch: var(--ec-color-production)">${t.t('preview.legendProduction')}</li>
                      <li style="--swatch: var(--ec-color-consumption)">${t.t('preview.legendConsumption')}</li>
                    </ul>
                    <div class="chart" part="chart">
                      <canvas
                        id="preview-chart"
                        role="img"
                        aria-label=${t.t('preview.chart', { production: t.kwh(totalProduction), consumption: t.kwh(totalConsumption) })}
                      ></canvas>
                    </div>
                    <details>
                      <summary>${t.t('preview.table')}</summary>
                      <table>
                        <thead>
                          <tr>
                            <th scope="col">${t.t('preview.month')}</th>
                            <th scope="col">${t.t('preview.legendProduction')}</th>
                            <th scope="col">${t.t('preview.legendConsumption')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          ${monthly.map(
                            (row) => html`<tr>
                              <th scope="row">${t.month(Number(row.month.slice(5)))} ${row.month.slice(0, 4)}</th>
                              <td>${t.kwh(row.productionKWh)}</td>
                              <td>${t.kwh(row.consumptionKWh)}</td>
                            </tr>`,
                          )}
                        </tbody>
                      </table>
                    </details>
                  </figure>
                  <p class="note">
                    ${t.t('preview.note', { from: t.date(result.period.from), to: t.date(result.period.to) })}
                    ${t.t(result.payback.source === 'request' ? 'preview.paybackSourceRequest' : 'preview.paybackSourceModel')}
                  </p>`
              : nothing}
          `}
    </aside>`
  }

  #renderContact() {
    const t = this.#texts
    const r = this.recipient
    const update = (patch: Partial<RecipientForm>) => {
      this.recipient = { ...r, ...patch }
      for (const field of Object.keys(patch)) this.#clearFieldError(field as FieldId)
    }
    const text = (id: 'email' | 'name' | 'phone', type: string, autocomplete: string, optional: boolean) =>
      this.#field(
        id,
        optional ? `${t.t(FIELD_LABEL[id])} (${t.t('contact.optional')})` : t.t(FIELD_LABEL[id]),
        (describedBy, invalid) => html`<input
          id=${id}
          type=${type}
          autocomplete=${autocomplete}
          ?required=${!optional}
          .value=${r[id]}
          aria-describedby=${describedBy || nothing}
          aria-invalid=${invalid ? 'true' : nothing}
          @input=${(e: Event) => update({ [id]: (e.target as HTMLInputElement).value })}
        />`,
        { wide: id === 'email' },
      )
    return html`<section aria-labelledby="contact-heading">
      <h2 id="contact-heading" tabindex="-1">${t.t('contact.heading')}</h2>
      <p class="intro">${t.t('contact.intro')}</p>
      ${this.#renderErrorSummary()}
      <div class="contact">
        <form part="contact" novalidate @submit=${this.#submit}>
          <div class="grid">${text('email', 'email', 'email', false)} ${text('name', 'text', 'name', true)} ${text('phone', 'tel', 'tel', true)}</div>
          <label class="check">
            <input id="wantsContact" type="checkbox" .checked=${r.wantsContact} aria-describedby="wantsContact-hint" @change=${(e: Event) => update({ wantsContact: (e.target as HTMLInputElement).checked })} />
            <span>${t.t('contact.wantsContact')}</span>
          </label>
          <p class="hint consent-hint" id="wantsContact-hint">${t.t('contact.wantsContactHint')}</p>
          <div class="actions">
            <button class="button secondary" part="button" type="button" @click=${() => this.#goTo('household')}>${t.t('form.back')}</button>
            <button class="button" part="button" type="submit" aria-disabled=${this.busy ? 'true' : 'false'} ?disabled=${this.busy}>
              ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>${t.t('contact.submitting')}` : t.t('contact.submit')}
            </button>
          </div>
        </form>
        ${this.preview ? this.#renderSummary(this.preview) : nothing}
      </div>
    </section>`
  }

  /** A reminder of the result next to the recipient form. */
  #renderSummary(result: StudyResult) {
    const t = this.#texts
    return html`<aside class="preview summary" part="preview" aria-labelledby="summary-heading">
      <h3 id="summary-heading">${t.t('contact.summary')}</h3>
      <p class="headline">${t.t('preview.yearly')} <strong>${t.czk(result.headlineYearlySaving)}</strong></p>
      <dl class="figures">
        <div>
          <dt>${t.t('preview.payback')}</dt>
          <dd>${this.#payback(result)}</dd>
        </div>
        <div>
          <dt>${t.t('preview.selfSufficiency')}</dt>
          <dd>${t.percent(result.energy.selfSufficiency)}</dd>
        </div>
      </dl>
    </aside>`
  }

  #payback(result: StudyResult): string {
    const t = this.#texts
    return result.paybackYears === null ? t.t('preview.paybackNone') : t.years(result.paybackYears)
  }

  #renderDone() {
    const t = this.#texts
    const created = this.created
    if (!created) return nothing
    return html`<section aria-labelledby="done-heading" class="done" part="success">
      ${icon.check}
      <h2 id="done-heading" tabindex="-1">${t.t('done.heading')}</h2>
      <p data-testid="email-status">${created.emailSent ? t.t('done.emailSent', { email: this.recipient.email.trim() }) : t.t('done.emailNotSent')}</p>
      <div class="actions">
        <button class="button secondary" part="button" type="button" @click=${this.#startOver}>${t.t('done.again')}</button>
        <a class="button" part="button" href=${created.url} target="_blank" rel="noopener">${t.t('done.open')}</a>
      </div>
    </section>`
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'energy-calculator': EnergyCalculator
  }
}
