import { ProblemTypes, type ProblemSlug } from '@partner/energy-shared'

export interface ProblemInit {
  status: number
  slug: ProblemSlug
  detail: string
  title?: string
  /** Extension members, e.g. errors, allowedFrom, allowedTo, allowedValues. */
  extra?: Record<string, unknown>
  /** Response headers to add, e.g. WWW-Authenticate or Retry-After. */
  headers?: Record<string, string>
}

/** Throw anywhere: the global error handler renders it as RFC 9457 application/problem+json. */
export class HttpProblem extends Error {
  readonly status: number
  readonly slug: ProblemSlug
  readonly title: string
  readonly extra: Record<string, unknown>
  readonly headers: Record<string, string>

  constructor(init: ProblemInit) {
    super(init.detail)
    this.name = 'HttpProblem'
    this.status = init.status
    this.slug = init.slug
    this.title = init.title ?? ProblemTypes[init.slug].title
    this.extra = init.extra ?? {}
    this.headers = init.headers ?? {}
  }
}

export const badRequest = (detail: string, errors?: Record<string, string[]>, extra: Record<string, unknown> = {}) =>
  new HttpProblem({ status: 400, slug: 'validation-error', detail, extra: errors ? { errors, ...extra } : extra })
export const unauthorized = (detail: string) =>
  new HttpProblem({ status: 401, slug: 'unauthorized', detail, headers: { 'WWW-Authenticate': 'Bearer realm="partner-api"' } })
export const forbidden = (detail: string) => new HttpProblem({ status: 403, slug: 'forbidden', detail })
export const notFound = (detail: string, extra?: Record<string, unknown>) =>
  new HttpProblem({ status: 404, slug: 'not-found', detail, extra })
export const conflict = (detail: string) => new HttpProblem({ status: 409, slug: 'conflict', detail })
export const gone = (detail: string) => new HttpProblem({ status: 410, slug: 'gone', detail })
export const serviceUnavailable = (detail: string, retryAfterSeconds?: number) =>
  new HttpProblem({ status: 503, slug: 'service-unavailable', detail, headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined })
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpProblem({ status: 429, slug: 'rate-limited', detail, headers: { 'Retry-After': String(retryAfterSeconds) } })
