import type { InvoiceWarning, StudyCreateResult } from '@partner/energy-sdk'
import type { PreviewController } from './controllers/preview-controller.ts'
import type { ReferenceController } from './controllers/reference-controller.ts'
import type { FieldId, Prefill, RecipientForm, StudyForm } from './form-state.ts'
import type { MessageKey, Texts } from './i18n.ts'
import type { DisplayedError } from './problems.ts'

export type Step = 'bill' | 'household' | 'contact' | 'done'
export const STEPS: readonly Step[] = ['bill', 'household', 'contact', 'done']

/** What the customer can do; the element carries it out. */
export interface CalculatorActions {
  /** A customer's edit of the form (switching a product type resets its price). */
  change(patch: Partial<StudyForm>, options?: { buyingType?: StudyForm['buyingType']; sellingType?: StudyForm['sellingType'] }): void
  updateRecipient(patch: Partial<RecipientForm>): void
  /** Keeps a number input's text as typed (undefined: show the value formatted again). */
  draft(field: FieldId, text: string | undefined): void
  goTo(step: Step): void
  retryLoad(): void
  chooseFile(event: Event): void
  drop(event: DragEvent): void
  setDragging(dragging: boolean): void
  continueToContact(): void
  submit(event: SubmitEvent): void
  startOver(): void
  /** Moves the focus to a control (links of the error summary). */
  focusField(event: Event, field: string): void
}

/** Everything a step template reads: the element's state at one render, and its actions. */
export interface CalculatorView {
  t: Texts
  step: Step
  ready: boolean
  form: StudyForm
  recipient: RecipientForm
  reference: ReferenceController
  preview: PreviewController
  /** Required inputs still missing for a calculation. */
  missing: FieldId[]
  prefills: Prefill[]
  /** Number inputs being typed in, with their text as typed. */
  drafts: ReadonlyMap<FieldId, string>
  warnings: InvoiceWarning[]
  /** The error shown on the current step (summary and per-field messages). */
  error: DisplayedError | null
  loadError: DisplayedError | null
  /** The bill read into the form (empty when the customer skipped it or it could not be read). */
  billFile: string
  dragging: boolean
  busy: boolean
  created: StudyCreateResult | null
  actions: CalculatorActions
}

export const FIELD_LABEL: Record<FieldId, MessageKey> = {
  distributor: 'form.distributor',
  distributionRate: 'form.rate',
  circuitBreaker: 'form.breaker',
  lowTariffRegion: 'form.region',
  lowTariffCommand: 'form.command',
  period: 'form.period',
  yearlyConsumptionKWh: 'form.yearlyConsumption',
  totalKWp: 'form.kwp',
  postcode: 'form.postcode',
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

/** A control's label; the price fields are named for the product type chosen. */
export const fieldLabel = (t: Texts, form: StudyForm, field: FieldId): string => {
  if (field === 'buyingFee') return t.t(form.buyingType === 'FIX' ? 'form.buyingFeeFIX' : 'form.buyingFeeSPOT')
  if (field === 'sellingFee') return t.t(form.sellingType === 'SPOT' ? 'form.sellingFeeSPOT' : 'form.sellingFeeFIX')
  return t.t(FIELD_LABEL[field])
}
