import type { Problem } from '@partner/energy-shared'

/** What went wrong, for callers who prefer a switch over `instanceof`. */
export type EnergyErrorCode =
  | 'api_error'
  | 'network_error'
  | 'timeout'
  | 'invalid_response'
  | 'invalid_config'
  | 'invalid_input'
  | 'file_unreadable'
  | 'token_provider'
  | 'webhook_unverified'

/** Base class of every error the SDK throws (a caller's own abort is rethrown unchanged: it is not a failure). */
export class EnergyError extends Error {
  override readonly name: string = 'EnergyError'
  readonly code: EnergyErrorCode

  constructor(code: EnergyErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** The API answered with a non-2xx status; carries the RFC 9457 problem document. */
export class EnergyApiError extends EnergyError {
  override readonly name = 'EnergyApiError'
  readonly status: number
  /** Absolute problem-type URI, e.g. `https://…/problems/validation-error`. */
  readonly type: string
  /** The last path segment of `type`, e.g. `validation-error` (see `ProblemSlugs` in the API docs). */
  readonly slug: string
  readonly title: string
  readonly detail: string
  readonly instance: string | undefined
  /** 400 only: field path → messages. */
  readonly errors: Problem['errors']
  /** `period-out-of-range` only: the data window. */
  readonly allowedFrom: string | undefined
  readonly allowedTo: string | undefined
  /** The accepted values, when an unknown code was sent. */
  readonly allowedValues: string[] | undefined
  /** The `X-Request-Id` of the failed call: quote it to support. */
  readonly requestId: string | undefined
  /** The whole problem document as received (may carry extension members). */
  readonly problem: Problem

  constructor(problem: Problem, requestId: string | undefined) {
    super('api_error', `${problem.status} ${problem.title}: ${problem.detail}`)
    this.problem = problem
    this.status = problem.status
    this.type = problem.type
    this.slug = problem.type.slice(problem.type.lastIndexOf('/') + 1)
    this.title = problem.title
    this.detail = problem.detail
    this.instance = problem.instance
    this.errors = problem.errors
    this.allowedFrom = problem.allowedFrom
    this.allowedTo = problem.allowedTo
    this.allowedValues = problem.allowedValues
    this.requestId = requestId ?? problem.requestId
  }
}

/** No HTTP response arrived (DNS, refused connection, reset, offline, CORS rejection). */
export class EnergyNetworkError extends EnergyError {
  override readonly name = 'EnergyNetworkError'
  constructor(message: string, options?: { cause?: unknown }) {
    super('network_error', message, options)
  }
}

/** The call did not complete within its `timeout`. */
export class EnergyTimeoutError extends EnergyError {
  override readonly name = 'EnergyTimeoutError'
  constructor(message: string, options?: { cause?: unknown }) {
    super('timeout', message, options)
  }
}

/** A 2xx answer whose body is not the JSON the API sends (e.g. a proxy's HTML page). */
export class EnergyResponseError extends EnergyError {
  override readonly name = 'EnergyResponseError'
  readonly status: number
  constructor(message: string, status: number, options?: { cause?: unknown }) {
    super('invalid_response', message, options)
    this.status = status
  }
}

/** The client was set up wrongly: no or two token sources, a base URL that is not absolute, `auth()` without a refresh token. */
export class EnergyConfigError extends EnergyError {
  override readonly name = 'EnergyConfigError'
  constructor(message: string) {
    super('invalid_config', message)
  }
}

/** An argument the SDK refuses before sending anything (e.g. an invoice that is neither a Blob nor bytes nor a path). */
export class EnergyInputError extends EnergyError {
  override readonly name = 'EnergyInputError'
  constructor(message: string, options?: { cause?: unknown }) {
    super('invalid_input', message, options)
  }
}

/** A file path given to the SDK could not be read (missing, a directory, no permission, or no file system here). */
export class EnergyFileError extends EnergyError {
  override readonly name = 'EnergyFileError'
  readonly path: string
  constructor(message: string, path: string, options?: { cause?: unknown }) {
    super('file_unreadable', message, options)
    this.path = path
  }
}

/** Your `getAccessToken` callback threw or returned no token. */
export class EnergyTokenProviderError extends EnergyError {
  override readonly name = 'EnergyTokenProviderError'
  constructor(message: string, options?: { cause?: unknown }) {
    super('token_provider', message, options)
  }
}

/** Builds the problem document of a response whose body is not one (a proxy's HTML page, an empty body). */
export const problemFromResponse = (response: Response, body: unknown): Problem => {
  const fallback: Problem = {
    type: 'about:blank',
    title: response.statusText || `HTTP ${response.status}`,
    status: response.status,
    detail: typeof body === 'string' && body.length > 0 && body.length <= 500 ? body : `The server answered ${response.status}.`,
    instance: new URL(response.url || 'http://invalid/').pathname,
  }
  if (typeof body !== 'object' || body === null) return fallback
  const candidate = body as Partial<Problem>
  return typeof candidate.type === 'string' && typeof candidate.title === 'string'
    ? { ...fallback, ...candidate, status: typeof candidate.status === 'number' ? candidate.status : response.status }
    : fallback
}

/** Why a webhook delivery was not accepted as the API's. */
export type WebhookRefusal = 'missing-headers' | 'stale-timestamp' | 'bad-signature' | 'invalid-payload'

/** A delivery `verifyWebhook` refused: answer it 400 (or 401) and do not act on its body. */
export class EnergyWebhookError extends EnergyError {
  override readonly name = 'EnergyWebhookError'
  readonly reason: WebhookRefusal
  /** The delivery's `webhook-id`, when it had one. */
  readonly webhookId: string | undefined
  constructor(reason: WebhookRefusal, message: string, webhookId: string | undefined, options?: { cause?: unknown }) {
    super('webhook_unverified', message, options)
    this.reason = reason
    this.webhookId = webhookId
  }
}
