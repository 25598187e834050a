import type { InvoiceWarning, Problem } from '@partner/energy-sdk'
import type { FieldId } from './form-state.ts'
import type { MessageKey, Texts } from './i18n.ts'

/** An API problem turned into what the customer reads. */
export interface DisplayedError {
  /** One sentence for the whole problem (also the `message` of the error event). */
  summary: string
  /** Messages per form control. */
  fields: Partial<Record<FieldId, string[]>>
  /** Messages of a 400 that belong to no control. */
  unplaced: string[]
  /** The API refused the token or the page's origin: trying again will not help. */
  refused?: boolean
}

/** 401/403: the embed token is unknown, revoked or expired, or not issued for this page's origin. */
export const isAccessRefusal = (problem: Problem | null): boolean => problem !== null && (problem.status === 401 || problem.status === 403)

/**
 * What the site owner reads in the browser console when the API refuses the calculator: the API's
 * reason and the origin the embed token has to be issued for. The homeowner sees a neutral sentence.
 */
export const siteOwnerHint = (problem: Problem, origin: string): string =>
  [
    `<energy-calculator>: the API refused this page's embed token (${problem.status} ${problem.title}: ${problem.detail}).`,
    problem.status === 403
      ? `Register this page's origin ${origin} on the embed token (or use a token issued for ${origin}).`
      : `Use a valid embed token (token="ens_emb_…") issued for this page's origin ${origin}.`,
  ].join(' ')

/** Request member paths (as in a 400 `errors` map) → the control that edits them. */
const FIELD_BY_PATH: Record<string, FieldId> = {
  periodType: 'period',
  from: 'period',
  to: 'period',
  yearlyConsumptionKWh: 'yearlyConsumptionKWh',
  totalKWp: 'totalKWp',
  'study.address': 'postcode',
  location: 'postcode',
  battery: 'batterySizeKwh',
  'battery.batterySizeKwh': 'batterySizeKwh',
  'battery.reservedBatteryCapacityPercentage': 'batteryReserve',
  distribution: 'distributionRate',
  'distribution.distributor': 'distributor',
  'distribution.distributionRate': 'distributionRate',
  'distribution.lowTariffCommand': 'lowTariffCommand',
  'distribution.lowTariffRegion': 'lowTariffRegion',
  'distribution.circuitBreakerMonthlyFee': 'circuitBreaker',
  electricityBuyingSettings: 'buyingFee',
  'electricityBuyingSettings.buyingType': 'buyingType',
  'electricityBuyingSettings.fee': 'buyingFee',
  'electricityBuyingSettings.feeLowTariff': 'buyingFeeLowTariff',
  'electricityBuyingSettings.monthlyFeeCzk': 'buyingMonthlyFee',
  electricitySellingSettings: 'sellingFee',
  'electricitySellingSettings.sellingType': 'sellingType',
  'electricitySellingSettings.fee': 'sellingFee',
  'electricitySellingSettings.monthlyFeeCzk': 'sellingMonthlyFee',
  recipient: 'email',
  'recipient.email': 'email',
  'recipient.name': 'name',
  'recipient.phone': 'phone',
}

/** `/distribution/lowTariffCommand`, `body.distribution.lowTariffCommand` and `distribution[lowTariffCommand]` all name one member. */
const normalisePath = (path: string) =>
  path
    .replace(/^\/+/, '')
    .replace(/\[(\w+)\]/g, '.$1')
    .replace(/\//g, '.')
    .replace(/^body\./, '')

/** The control for a path: its own entry, else the nearest parent that has one. */
export const fieldForPath = (path: string): FieldId | null => {
  const parts = normalisePath(path).split('.')
  for (let length = parts.length; length > 0; length--) {
    const field = FIELD_BY_PATH[parts.slice(0, length).join('.')]
    if (field) return field
  }
  return null
}

const slugOf = (problem: Problem) => problem.type.split('/').pop() ?? ''

const SUMMARY_BY_SLUG: Partial<Record<string, MessageKey>> = {
  'payload-too-large': 'errors.tooLarge',
  'unsupported-media-type': 'errors.notPdf',
  'not-an-energy-invoice': 'errors.notInvoice',
  'unreadable-pdf': 'errors.unreadable',
  'ocr-unavailable': 'errors.unreadable',
  'ocr-failed': 'errors.unreadable',
  'encrypted-pdf': 'errors.unreadable',
  'pdf-javascript': 'errors.unreadable',
  'pdf-too-complex': 'errors.unreadable',
  'rate-limited': 'errors.rateLimited',
  'service-unavailable': 'errors.unavailable',
}

const SUMMARY_BY_STATUS: Partial<Record<number, MessageKey>> = {
  413: 'errors.tooLarge',
  415: 'errors.notPdf',
  422: 'errors.notInvoice',
  429: 'errors.rateLimited',
}

/**
 * Describes a problem document for the customer; `null` stands for a request that never got an
 * answer (network failure or timeout). Field messages are the API's own sentences, which are
 * written for people; the summary and the period bounds are in the widget's language.
 */
export const describeProblem = (problem: Problem | null, texts: Texts): DisplayedError => {
  if (!problem) return { summary: texts.t('errors.network'), fields: {}, unplaced: [] }
  const slug = slugOf(problem)
  if (slug === 'period-out-of-range' || (problem.allowedFrom && problem.allowedTo)) {
    const message = texts.t('errors.periodOutOfRange', {
      from: problem.allowedFrom ? texts.date(problem.allowedFrom) : '…',
      to: problem.allowedTo ? texts.date(problem.allowedTo) : '…',
    })
    return { summary: message, fields: { period: [message] }, unplaced: [] }
  }
  if (problem.status === 400) {
    const fields: DisplayedError['fields'] = {}
    const unplaced: string[] = []
    for (const [path, messages] of Object.entries(problem.errors ?? {})) {
      const field = fieldForPath(path)
      const readable = messages.length > 0 ? messages : [texts.t('errors.invalid')]
      if (field) (fields[field] ??= []).push(...readable)
      else unplaced.push(...readable)
    }
    if (Object.keys(fields).length > 0 || unplaced.length > 0) return { summary: [texts.t('errors.summary'), ...unplaced].join(' '), fields, unplaced }
    return { summary: problem.detail || texts.t('errors.generic'), fields, unplaced }
  }
  if (isAccessRefusal(problem)) return { summary: texts.t('errors.unauthorized'), fields: {}, unplaced: [], refused: true }
  const key = SUMMARY_BY_SLUG[slug] ?? SUMMARY_BY_STATUS[problem.status] ?? (problem.status >= 500 ? 'errors.unavailable' : 'errors.generic')
  return { summary: texts.t(key), fields: {}, unplaced: [] }
}

/** Warning paths of the invoice extraction, by what the customer is told (first matching prefix). */
const WARNING_BY_PREFIX: [string, MessageKey][] = [
  ['meta.ean', 'warning.ean'],
  ['meta.', 'warning.dates'],
  ['observations.', 'warning.amounts'],
  ['buying.', 'warning.consumption'],
  ['selling.', 'warning.consumption'],
]

/**
 * The extraction warnings as sentences in the widget's language, one per kind (several
 * amount mismatches read as one); a warning of an unknown kind keeps the API's own reason.
 */
export const describeWarnings = (warnings: readonly InvoiceWarning[], texts: Texts): string[] => {
  const sentences = warnings.map((warning) => {
    const key = WARNING_BY_PREFIX.find(([prefix]) => warning.field.startsWith(prefix))?.[1]
    return key ? texts.t(key) : warning.reason
  })
  return [...new Set(sentences)]
}
