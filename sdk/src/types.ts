/**
 * Request and response types of the API: the static types of the `@partner/energy-shared` TypeBox
 * schemas (type-only imports, so the schemas never reach the bundle; the published .d.ts carries
 * them expanded, see scripts/expand-shared-types.ts).
 */
import type { Language, PeriodValue, RegionQuery, StudyCreateHeaders } from '@partner/energy-shared'

export type {
  AuthResponse,
  Battery,
  BuyingSettings,
  CircuitBreaker,
  ConsumptionProfileItem,
  ConsumptionProfileQuery,
  CustomProductionConsumptionData,
  DistributionRate,
  DistributionSettings,
  Distributor,
  DistributorKey,
  FeeBaseline,
  FeeQuery,
  HdoRegion,
  HdoSchedule,
  Invoice,
  InvoiceExtractionResult,
  InvoiceWarning,
  Language,
  Problem,
  ProblemSlug,
  PvgisProductionSource,
  Recipient,
  ResolvedLocation,
  SellingSettings,
  Study,
  StudyCreateRequest,
  StudyCreateResult,
  StudyListPage,
  StudyListQuery,
  StudyLocation,
  StudyPreviewRequest,
  StudyResult,
  StudySummary,
  TariffSchedule,
  TokenKind,
} from '@partner/energy-shared'

/** A value of `periodType`: a calendar year such as `"2024"`, or `"12M"`. */
export type Period = PeriodValue
/** Narrows the HDO commands and schedules to one region (a key from `reference.regions`). */
export type RegionFilter = RegionQuery
type CreateHeaders = StudyCreateHeaders

/** Options every call accepts. */
export interface RequestOptions {
  /** Aborts the call; the rejection is the signal's reason, unchanged. */
  signal?: AbortSignal
  /** Milliseconds per attempt before an `EnergyTimeoutError` (overrides the client's `timeout`). */
  timeout?: number
  /** Retries after a network error, 408, 429 or 5xx, with backoff honouring `Retry-After` (overrides the client's `maxRetries`). */
  maxRetries?: number
}

/** Options of `studies.create`, mapped to the request headers of POST /api/v1/studies. */
export interface CreateStudyOptions extends RequestOptions {
  /** `X-Partner-External-User`: your own opaque end-user id (never an e-mail or a name). */
  externalUserId?: CreateHeaders['x-partner-external-user']
  /** `X-Partner-Ico`: IČO of the embedding company, for branding (embed tokens only). */
  ico?: CreateHeaders['x-partner-ico']
  /** `Idempotency-Key`: the same key within 24 h returns the first result. Generated when retries are on and none is given. */
  idempotencyKey?: CreateHeaders['idempotency-key']
  /** `Accept-Language`: language of the PDF and e-mail (default `cs`). */
  language?: Language
}

/** Options of `invoices.extract`. */
export interface ExtractInvoiceOptions extends RequestOptions {
  /** Upload name reported back as `fileName` (default: the File's or path's name, else `invoice.pdf`). */
  fileName?: string
}
