import ky, { HTTPError, TimeoutError, type Options as KyOptions } from 'ky'
import {
  EnergyApiError,
  EnergyConfigError,
  EnergyError,
  EnergyInputError,
  EnergyNetworkError,
  EnergyResponseError,
  EnergyTimeoutError,
  problemFromResponse,
} from './errors.ts'
import { TokenManager, type TokenSource } from './tokens.ts'
import { invoiceFormData, type InvoiceFile } from './upload.ts'
import type {
  AuthResponse,
  CircuitBreaker,
  ConsumptionProfileItem,
  ConsumptionProfileQuery,
  CreateStudyOptions,
  DistributionRate,
  Distributor,
  DistributorKey,
  ExtractInvoiceOptions,
  FeeBaseline,
  FeeQuery,
  HdoRegion,
  HdoSchedule,
  InvoiceExtractionResult,
  Period,
  RegionFilter,
  RequestOptions,
  Study,
  StudyCreateRequest,
  StudyCreateResult,
  StudyListPage,
  StudyListQuery,
  StudyPreviewRequest,
  StudyResult,
  StudySummary,
} from './types.ts'

export type EnergyClientOptions = TokenSource & {
  /** Where the API runs, e.g. `https://api.example.cz` (without `/api/v1`). */
  baseUrl: string | URL
  /** Milliseconds per attempt before an `EnergyTimeoutError` (default 30 000). */
  timeout?: number
  /** Retries of idempotent calls (default 2; 0 disables retries and idempotency-key generation). */
  maxRetries?: number
  /** Replaces the global `fetch` (tests, edge runtimes, instrumentation). */
  fetch?: typeof fetch
  /** Extra headers on every call (e.g. `Origin` when an embed token is used server-side). */
  headers?: Record<string, string>
}

type Method = 'GET' | 'POST' | 'DELETE'

interface Call extends RequestOptions {
  method: Method
  path: string
  json?: unknown
  body?: FormData
  searchParams?: Record<string, string | number | undefined>
  headers?: Record<string, string | undefined>
  /** Whether a retry cannot repeat a side effect (GET, DELETE, pure computations, keyed creates). */
  retryable: boolean
}

const segment = (value: string): string => encodeURIComponent(value)

/** `METHOD /api/v1/path` of a call, for error messages. */
const where = (call: Call): string => `${call.method} /api/v1/${call.path}`

/**
 * Client of the Partner Energy Savings API (v1).
 *
 * ```ts
 * const energy = new EnergyClient({ baseUrl: 'https://api.example.cz', refreshToken: process.env.ENERGY_REFRESH_TOKEN! })
 * const rates = await energy.reference.distributionRates()
 * ```
 */
export class EnergyClient {
  readonly #apiRoot: string
  readonly #fetch: NonNullable<KyOptions['fetch']>
  readonly #headers: Record<string, string> | undefined
  readonly #tokens: TokenManager
  readonly #maxRetries: number
  readonly #timeout: number

  constructor(options: EnergyClientOptions) {
    const hasRefreshToken = typeof options?.refreshToken === 'string' && options.refreshToken !== ''
    if (hasRefreshToken === (typeof options?.getAccessToken === 'function')) {
      throw new EnergyConfigError('EnergyClient: pass exactly one of refreshToken (a non-empty string) or getAccessToken')
    }
    this.#apiRoot = `${apiBase(options.baseUrl)}/api/v1`
    this.#maxRetries = options.maxRetries ?? 2
    this.#timeout = options.timeout ?? 30_000
    this.#fetch = networkErrorsTyped(options.fetch)
    this.#headers = options.headers
    this.#tokens = new TokenManager(options, (refreshToken, requestOptions) =>
      this.#send({ ...requestOptions, method: 'POST', path: 'auth', json: { refreshToken }, retryable: true }, undefined),
    )
  }

  /**
   * Exchanges the configured refresh token for an access token (POST /api/v1/auth) and caches it.
   * Other methods do this on their own when needed; call it to verify a token at start-up.
   */
  auth(options?: RequestOptions): Promise<AuthResponse> {
    return this.#tokens.authenticate(options)
  }

  /** Reference data that prefills and validates a study request. */
  readonly reference = {
    /** GET /reference/distributors */
    distributors: (options?: RequestOptions): Promise<Distributor[]> => this.#get('reference/distributors', undefined, options),
    /** GET /reference/distribution-rates */
    distributionRates: (options?: RequestOptions): Promise<DistributionRate[]> =>
      this.#get('reference/distribution-rates', undefined, options),
    /** GET /reference/periods: the values accepted by `periodType`. */
    periods: (options?: RequestOptions): Promise<Period[]> => this.#get('reference/periods', undefined, options),
    /** GET /reference/fees: the regulated fee baseline of a distributor, rate and period. */
    fees: (query: FeeQuery, options?: RequestOptions): Promise<FeeBaseline> => this.#get('reference/fees', query, options),
    /** GET /reference/circuit-breakers: breaker sizes with their monthly fee. */
    circuitBreakers: (query: FeeQuery, options?: RequestOptions): Promise<CircuitBreaker[]> =>
      this.#get('reference/circuit-breakers', query, options),
    /** GET /reference/distributors/{distributor}/regions: HDO regions (empty when not region-specific). */
    regions: (distributor: DistributorKey, options?: RequestOptions): Promise<HdoRegion[]> =>
      this.#get(`reference/distributors/${segment(distributor)}/regions`, undefined, options),
    /** GET /reference/distributors/{distributor}/commands: currently valid HDO commands. */
    commands: (distributor: DistributorKey, filter?: RegionFilter, options?: RequestOptions): Promise<string[]> =>
      this.#get(`reference/distributors/${segment(distributor)}/commands`, filter, options),
    /** GET /reference/distributors/{distributor}/commands/{command}/periods: the command's low-tariff schedules. */
    commandPeriods: (distributor: DistributorKey, command: string, filter?: RegionFilter, options?: RequestOptions): Promise<HdoSchedule[]> =>
      this.#get(`reference/distributors/${segment(distributor)}/commands/${segment(command)}/periods`, filter, options),
    /** GET /reference/consumption-profile: 12 monthly values adding up to `yearlyConsumptionKWh`. */
    consumptionProfile: (query: ConsumptionProfileQuery, options?: RequestOptions): Promise<ConsumptionProfileItem[]> =>
      this.#get('reference/consumption-profile', query, options),
  }

  /** Savings studies: preview, create, read back, erase. */
  readonly studies = {
    /** POST /studies/preview: computes a study without storing, mailing or rendering anything. */
    preview: (request: StudyPreviewRequest, options?: RequestOptions): Promise<StudyResult> =>
      this.#call({ ...options, method: 'POST', path: 'studies/preview', json: request, retryable: true }),

    /**
     * POST /studies: renders the PDF, stores it, e-mails the recipient and returns the broker link.
     * Retried only under an idempotency key (one is generated when retries are on), so that a retry never creates a second study.
     */
    create: (request: StudyCreateRequest, options: CreateStudyOptions = {}): Promise<StudyCreateResult> => {
      const maxRetries = options.maxRetries ?? this.#maxRetries
      const idempotencyKey = options.idempotencyKey ?? (maxRetries > 0 ? globalThis.crypto.randomUUID() : undefined)
      return this.#call({
        ...options,
        method: 'POST',
        path: 'studies',
        json: request,
        headers: {
          'X-Partner-External-User': options.externalUserId,
          'X-Partner-Ico': options.ico,
          'Idempotency-Key': idempotencyKey,
          'Accept-Language': options.language,
        },
        retryable: idempotencyKey !== undefined,
      })
    },

    /** GET /studies: one page, newest first (api tokens only). */
    list: (query: StudyListQuery = {}, options?: RequestOptions): Promise<StudyListPage> => this.#get('studies', query, options),

    /**
     * Every study matching `query`, newest first, fetching page after page as you iterate.
     * A study created meanwhile shifts the pages; ids already yielded are skipped.
     */
    listAll: (query: Omit<StudyListQuery, 'page'> = {}, options?: RequestOptions): AsyncIterableIterator<StudySummary> =>
      this.#listAll(query, options),

    /** GET /studies/{id}: the study with its stored input and result (api tokens only). */
    get: (id: string, options?: RequestOptions): Promise<Study> => this.#get(`studies/${segment(id)}`, undefined, options),

    /** The broker link of a study's PDF (GET /studies/{id}/pdf, public; redirects to a short-lived signed URL). */
    pdfUrl: (id: string): string => `${this.#apiRoot}/studies/${segment(id)}/pdf`,

    /** DELETE /studies/{id}: erases the personal data and the PDF; returns the redacted summary. Repeating it is harmless. */
    redact: (id: string, options?: RequestOptions): Promise<StudySummary> =>
      this.#call({ ...options, method: 'DELETE', path: `studies/${segment(id)}`, retryable: true }),
  }

  /** Invoice extraction. */
  readonly invoices = {
    /** POST /invoice-extraction: structured data and warnings from an electricity bill (PDF). */
    extract: async (file: InvoiceFile, options: ExtractInvoiceOptions = {}): Promise<InvoiceExtractionResult> => {
      const body = await invoiceFormData(file, options.fileName)
      return this.#call({ ...options, method: 'POST', path: 'invoice-extraction', body, retryable: true })
    },
  }

  async *#listAll(query: Omit<StudyListQuery, 'page'>, options: RequestOptions | undefined): AsyncIterableIterator<StudySummary> {
    const pageSize = query.pageSize ?? 100
    const seen = new Set<string>()
    for (let page = 1; ; page++) {
      const result = await this.studies.list({ ...query, page, pageSize }, options)
      for (const study of result.items) {
        if (seen.has(study.id)) continue
        seen.add(study.id)
        yield study
      }
      if (result.items.length < pageSize || page * pageSize >= result.totalCount) return
    }
  }

  #get<T>(path: string, searchParams: object | undefined, options: RequestOptions | undefined): Promise<T> {
    return this.#call({ ...options, method: 'GET', path, searchParams: searchParams as Call['searchParams'], retryable: true })
  }

  /** An authenticated call: one refresh and one retry after a 401, never more. */
  async #call<T>(call: Call): Promise<T> {
    const token = await this.#tokens.get()
    try {
      return await this.#send<T>(call, token)
    } catch (error) {
      if (!(error instanceof EnergyApiError) || error.status !== 401) throw error
      const retryToken = await this.#tokens.afterRejection(token)
      return this.#send<T>(call, retryToken)
    }
  }

  async #send<T>(call: Call, accessToken: string | undefined): Promise<T> {
    const headers: Record<string, string> = { ...this.#headers, accept: 'application/json' }
    for (const name in call.headers) {
      const value = call.headers[name]
      if (value !== undefined) headers[name] = value
    }
    if (accessToken !== undefined) headers.authorization = `Bearer ${accessToken}`
    let body = call.body as BodyInit | undefined
    if (call.json !== undefined) {
      body = JSON.stringify(call.json)
      headers['content-type'] = 'application/json'
    }
    const url = `${this.#apiRoot}/${withQuery(call.path, call.searchParams)}`
    const timeout = call.timeout ?? this.#timeout
    const options: KyOptions = {
      method: call.method,
      headers,
      body,
      fetch: this.#fetch,
      timeout,
      // ky retries no answer (EnergyNetworkError), 408, 429, 5xx; backoff ≤ 10 s, `Retry-After` ≤ 60 s.
      retry: {
        limit: call.retryable ? (call.maxRetries ?? this.#maxRetries) : 0,
        methods: [call.method.toLowerCase()],
        backoffLimit: 10_000,
        maxRetryAfter: 60_000,
      },
    }
    if (call.signal !== undefined) options.signal = call.signal
    let response: Response
    try {
      response = await ky(url, options)
    } catch (error) {
      throw await toEnergyError(error, call)
    }
    return parseBody<T>(response, call)
  }
}

/** Reads a 2xx body once as text (no clone): an empty one is `undefined`, anything else must be JSON. */
const parseBody = async <T>(response: Response, call: Call): Promise<T> => {
  const text = await response.text()
  if (text === '') return undefined as T
  try {
    return JSON.parse(text) as T
  } catch (error) {
    throw new EnergyResponseError(`${where(call)} answered ${response.status} with a body that is not JSON`, response.status, { cause: error })
  }
}

/** The API root of a base URL, refusing one that is not absolute http(s). */
const apiBase = (baseUrl: string | URL | undefined): string => {
  const text = String(baseUrl ?? '').replace(/\/+$/, '')
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new EnergyConfigError(`EnergyClient: baseUrl must be an absolute http(s) URL, got ${JSON.stringify(text)}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EnergyConfigError(`EnergyClient: baseUrl must be an absolute http(s) URL, got ${JSON.stringify(text)}`)
  }
  return text
}

/** `path?query` without the undefined members (ky would send them as the string "undefined"). */
const withQuery = (path: string, query: Call['searchParams']): string => {
  if (!query) return path
  const params = new URLSearchParams()
  for (const name in query) {
    const value = query[name]
    if (value !== undefined) params.append(name, String(value))
  }
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

/**
 * Wraps fetch so that a request which got no response rejects with an EnergyNetworkError, whatever the
 * runtime's wording. Aborts (the caller's signal, or ky's timeout) pass through unchanged.
 */
const networkErrorsTyped =
  (custom: typeof fetch | undefined) =>
  async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    try {
      // globalThis.fetch is looked up per call, so that one patched after construction (instrumentation) is honoured.
      return await (custom ?? globalThis.fetch)(input, init)
    } catch (error) {
      const request = input instanceof Request ? input : new Request(input, init)
      if (request.signal.aborted || init?.signal?.aborted) throw error
      const reason = error instanceof Error ? error.message : String(error)
      throw new EnergyNetworkError(`${request.method} ${new URL(request.url).pathname} got no response: ${reason}`, { cause: error })
    }
  }

/** ky's errors → the SDK's; a caller's abort reason passes through unchanged, anything else becomes an EnergyError. */
const toEnergyError = async (error: unknown, call: Call): Promise<unknown> => {
  if (error instanceof EnergyError) return error
  if (error instanceof HTTPError) {
    const text = await error.response.text().catch(() => '')
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // Not JSON (a proxy's page): problemFromResponse keeps a short text as the detail.
    }
    return new EnergyApiError(problemFromResponse(error.response, body), error.response.headers.get('x-request-id') ?? undefined)
  }
  if (error instanceof TimeoutError) return new EnergyTimeoutError(`${where(call)} timed out`, { cause: error })
  if (call.signal?.aborted) return error
  // What fails before any fetch: a header value or body the runtime refuses to put in a request.
  return new EnergyInputError(`${where(call)} could not be sent: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
}
