export { EnergyClient, type EnergyClientOptions } from './client.ts'
export {
  EnergyApiError,
  EnergyConfigError,
  EnergyError,
  EnergyFileError,
  EnergyInputError,
  EnergyNetworkError,
  EnergyResponseError,
  EnergyTimeoutError,
  EnergyTokenProviderError,
  EnergyWebhookError,
  type WebhookRefusal,
  type EnergyErrorCode,
} from './errors.ts'
export type { TokenSource } from './tokens.ts'
export { verifyWebhook, type VerifyWebhookOptions, type WebhookEvent } from './webhooks.ts'
export type { InvoiceFile } from './upload.ts'
export type * from './types.ts'
export { studyRequestFromInvoice, type InvoiceStudyDraft, type InvoiceStudyDraftPath } from '@partner/energy-shared/invoice-study'
