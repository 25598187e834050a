import {
  studyRequestFromInvoice,
  type BuyingSettings,
  type DistributionSettings,
  type DistributorKey,
  type FeeBaseline,
  type InvoiceExtractionResult,
  type InvoiceStudyDraftPath,
  type Recipient,
  type SellingSettings,
  type StudyPreviewRequest,
} from '@partner/energy-sdk'

/** Ids of the form controls; API error paths and invoice prefills are mapped onto them. */
export type FieldId =
  | 'distributor'
  | 'distributionRate'
  | 'circuitBreaker'
  | 'lowTariffRegion'
  | 'lowTariffCommand'
  | 'period'
  | 'yearlyConsumptionKWh'
  | 'totalKWp'
  | 'postcode'
  | 'batterySizeKwh'
  | 'batteryReserve'
  | 'buyingType'
  | 'buyingFee'
  | 'buyingFeeLowTariff'
  | 'buyingMonthlyFee'
  | 'sellingType'
  | 'sellingFee'
  | 'sellingMonthlyFee'
  | 'email'
  | 'name'
  | 'phone'

export const CUSTOM_PERIOD = 'custom'

export interface StudyForm {
  distributor: DistributorKey
  distributionRate: string
  circuitBreaker: string
  lowTariffRegion: string | null
  lowTariffCommand: string | null
  /** A value of /reference/periods, or CUSTOM_PERIOD for the from/to pair. */
  period: string
  from: string
  to: string
  yearlyConsumptionKWh: number | null
  totalKWp: number | null
  /** PSČ of the roof as typed ("702 00"): it locates the roof for its sunshine; '' = none. */
  postcode: string
  batterySizeKwh: number | null
  reservedBatteryCapacityPercentage: number | null
  /** The battery run by the hourly prices (`battery.dispatch: 'price-aware'`) instead of for self-consumption. */
  smartBattery: boolean
  buyingType: BuyingSettings['buyingType']
  /** FIX: the energy price; SPOT: the supplier's surcharge. CZK/MWh excl. VAT. */
  buyingFee: number | null
  buyingFeeLowTariff: number | null
  buyingMonthlyFee: number | null
  spotPriceMinZero: boolean
  /** NONE: the request's `electricitySellingSettings: null`. */
  sellingType: SellingSettings['sellingType'] | 'NONE'
  sellingFee: number | null
  sellingMonthlyFee: number | null
  /**
   * Regulated fees the customer typed in themselves. Only these are sent, and each replaces the price
   * lists for the whole period; without them the server applies the price list in force on each day.
   * @default {}
   */
  feeOverrides: FeeOverrides
}

/** Fee fields of `distribution` the customer may override (`Pick` checks the names against the shared schema). */
type FeeField = keyof Pick<
  DistributionSettings,
  'distributorFeeHighPerMWh' | 'distributorFeeLowPerMWh' | 'renewableEnergyFeePerMWh' | 'systemServicesFeePerMWh' | 'circuitBreakerMonthlyFee'
>
export type FeeOverrides = Partial<Record<FeeField, number>>

/**
 * Starting values. They are example inputs of a household, not statistics: the electricity
 * prices start at the bare day-ahead price (SPOT with no surcharge, selling at spot with no
 * deduction), which needs no invented figure; the form asks for the contract's own numbers.
 */
export const initialForm = (): StudyForm => ({
  distributor: 'CEZ',
  distributionRate: 'D02d',
  circuitBreaker: '3X25A',
  lowTariffRegion: null,
  lowTariffCommand: null,
  period: '',
  from: '',
  to: '',
  yearlyConsumptionKWh: 3500,
  totalKWp: 5,
  postcode: '',
  batterySizeKwh: 5,
  reservedBatteryCapacityPercentage: 10,
  smartBattery: false,
  buyingType: 'SPOT',
  buyingFee: 0,
  buyingFeeLowTariff: null,
  buyingMonthlyFee: null,
  spotPriceMinZero: true,
  sellingType: 'SPOT',
  sellingFee: 0,
  sellingMonthlyFee: null,
  feeOverrides: {},
})

/** The latest full calendar year offered, else the first value (e.g. 12M). */
export const defaultPeriod = (periods: readonly string[]): string => {
  const years = periods.filter((p) => /^\d{4}$/.test(p)).sort()
  return years.at(-1) ?? periods[0] ?? ''
}

/** The period value the fee and breaker lookups take: a custom range uses the year it starts in. */
export const lookupPeriod = (form: StudyForm, periods: readonly string[]): string | null => {
  if (form.period !== CUSTOM_PERIOD) return form.period || null
  const year = form.from.slice(0, 4)
  return periods.includes(year) ? year : defaultPeriod(periods) || null
}

export interface ReferenceContext {
  fees: FeeBaseline | null
  breakerFee: number | null
}

/** Which required inputs are still missing for a calculation (empty when complete). */
export const missingFields = (form: StudyForm, context: ReferenceContext): FieldId[] => {
  const missing: FieldId[] = []
  if (!form.distributionRate) missing.push('distributionRate')
  if (context.fees?.ntAvailable && !form.lowTariffCommand) missing.push('lowTariffCommand')
  if (form.period === CUSTOM_PERIOD ? !form.from || !form.to : !form.period) missing.push('period')
  if (!(form.yearlyConsumptionKWh && form.yearlyConsumptionKWh > 0)) missing.push('yearlyConsumptionKWh')
  if (form.totalKWp === null) missing.push('totalKWp')
  if (form.buyingFee === null) missing.push('buyingFee')
  if (form.sellingType !== 'NONE' && form.sellingFee === null) missing.push('sellingFee')
  return missing
}

/**
 * The calculation body shared by preview and create. Call only when `missingFields` is empty. Fees are
 * not copied from the reference lookups: the server takes each price list for the days it is in force
 * (and the breaker's fee by its code), so a period across a price-list change is billed right.
 */
export const toPreviewRequest = (form: StudyForm, context: ReferenceContext): StudyPreviewRequest => {
  const twoTariff = context.fees?.ntAvailable === true
  const overrides = Object.entries(form.feeOverrides).filter(([field, value]) => (field !== 'distributorFeeLowPerMWh' || twoTariff) && Number.isFinite(value))
  const request: StudyPreviewRequest = {
    yearlyConsumptionKWh: form.yearlyConsumptionKWh ?? 0,
    totalKWp: form.totalKWp ?? 0,
    battery:
      form.batterySizeKwh && form.batterySizeKwh > 0
        ? {
            batterySizeKwh: form.batterySizeKwh,
            reservedBatteryCapacityPercentage: form.reservedBatteryCapacityPercentage ?? 0,
            ...(form.smartBattery ? { dispatch: 'price-aware' as const } : {}),
          }
        : null,
    distribution: {
      distributor: form.distributor,
      distributionRate: form.distributionRate,
      lowTariffCommand: twoTariff ? form.lowTariffCommand : null,
      lowTariffRegion: twoTariff ? form.lowTariffRegion : null,
      ...(form.circuitBreaker ? { circuitBreaker: form.circuitBreaker } : {}),
      ...Object.fromEntries(overrides),
    },
    electricityBuyingSettings: {
      buyingType: form.buyingType,
      feeType: 'PerMWh',
      fee: form.buyingFee ?? 0,
      ...(form.buyingType === 'FIX' && twoTariff && form.buyingFeeLowTariff !== null ? { feeLowTariff: form.buyingFeeLowTariff } : {}),
      ...(form.buyingType === 'SPOT' ? { spotPriceMinZero: form.spotPriceMinZero } : {}),
      ...(form.buyingMonthlyFee !== null ? { monthlyFeeCzk: form.buyingMonthlyFee } : {}),
    },
    electricitySellingSettings:
      form.sellingType === 'NONE'
        ? null
        : {
            sellingType: form.sellingType,
            feeType: 'PerMWh',
            fee: form.sellingFee ?? 0,
            ...(form.sellingType === 'SPOT' ? { spotPriceMinZero: form.spotPriceMinZero } : {}),
            ...(form.sellingMonthlyFee !== null ? { monthlyFeeCzk: form.sellingMonthlyFee } : {}),
          },
  }
  const postcode = normalPostcode(form.postcode)
  if (postcode) request.study = { address: postcode }
  if (form.period === CUSTOM_PERIOD) {
    request.from = form.from
    request.to = form.to
  } else {
    request.periodType = form.period
  }
  return request
}

/** "70200" or "702 00" → "702 00" (how the server finds a PSČ in an address); null for anything else. */
export const normalPostcode = (text: string): string | null => {
  const match = /^\s*(\d{3})\s?(\d{2})\s*$/.exec(text)
  return match ? `${match[1]} ${match[2]}` : null
}

/**
 * Switching a product type resets its price: a spot surcharge of 0 is a meaningful default,
 * a fixed price is not, so FIX waits for the customer's own figure.
 */
export const withBuyingType = (form: StudyForm, buyingType: StudyForm['buyingType']): StudyForm =>
  buyingType === form.buyingType ? form : { ...form, buyingType, buyingFee: buyingType === 'SPOT' ? 0 : null, buyingFeeLowTariff: null }

export const withSellingType = (form: StudyForm, sellingType: StudyForm['sellingType']): StudyForm =>
  sellingType === form.sellingType ? form : { ...form, sellingType, sellingFee: sellingType === 'SPOT' ? 0 : null }

export interface RecipientForm {
  email: string
  name: string
  phone: string
  wantsContact: boolean
}

export const toRecipient = (recipient: RecipientForm): Recipient => ({
  email: recipient.email.trim(),
  ...(recipient.name.trim() ? { name: recipient.name.trim() } : {}),
  ...(recipient.phone.trim() ? { phone: recipient.phone.trim() } : {}),
  wantsContact: recipient.wantsContact,
})

/** The same shape check browsers apply to type=email, so the message comes before the round trip. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

/** A value filled in from the uploaded bill, with the extractor's confidence when it gave one. */
export interface Prefill {
  field: FieldId
  confidence: number | null
}

/** Applies an invoice extraction to the form (through the SDK's one invoice → study mapping). Returns the new form and the fields it filled. */
export const applyInvoice = (form: StudyForm, result: InvoiceExtractionResult): { form: StudyForm; prefills: Prefill[] } => {
  const next = { ...form }
  const prefills: Prefill[] = []
  const draft = studyRequestFromInvoice(result.invoice)
  const fill = <K extends keyof StudyForm>(key: K, value: StudyForm[K], field: FieldId, confidence?: InvoiceStudyDraftPath) => {
    next[key] = value
    prefills.push({ field, confidence: confidence ? (draft.confidence[confidence] ?? null) : null })
  }
  const { distribution, electricityBuyingSettings: buying, electricitySellingSettings: selling } = draft

  // Codes are taken as read; the component keeps them only when the reference lists offer them.
  if (distribution.distributor) fill('distributor', distribution.distributor, 'distributor', 'distribution.distributor')
  if (distribution.distributionRate) fill('distributionRate', distribution.distributionRate, 'distributionRate', 'distribution.distributionRate')
  if (distribution.circuitBreaker) fill('circuitBreaker', distribution.circuitBreaker, 'circuitBreaker', 'distribution.circuitBreaker')

  if (draft.yearlyConsumptionKWh) fill('yearlyConsumptionKWh', draft.yearlyConsumptionKWh, 'yearlyConsumptionKWh')
  // The supply point's PSČ locates the roof (its sunshine); the rest of the address stays on the bill.
  if (draft.postcode) fill('postcode', normalPostcode(draft.postcode) ?? draft.postcode, 'postcode')

  if (buying) {
    fill('buyingType', buying.buyingType, 'buyingType', 'electricityBuyingSettings.buyingType')
    if (buying.fee !== null) {
      fill('buyingFee', buying.fee, 'buyingFee', 'electricityBuyingSettings.fee')
      if (buying.feeLowTariff !== null) fill('buyingFeeLowTariff', buying.feeLowTariff, 'buyingFeeLowTariff')
    } else if (buying.buyingType === 'FIX') {
      // A FIX product without a readable price must not keep the SPOT surcharge default of 0.
      next.buyingFee = null
    }
    if (buying.monthlyFeeCzk !== null) fill('buyingMonthlyFee', buying.monthlyFeeCzk, 'buyingMonthlyFee', 'electricityBuyingSettings.monthlyFeeCzk')
  }

  if (selling) {
    fill('sellingType', selling.sellingType, 'sellingType')
    if (selling.fee !== null) fill('sellingFee', selling.fee, 'sellingFee')
    else next.sellingFee = selling.sellingType === 'FIX' ? null : 0
    if (selling.monthlyFeeCzk !== null) fill('sellingMonthlyFee', selling.monthlyFeeCzk, 'sellingMonthlyFee')
  }
  return { form: next, prefills }
}
