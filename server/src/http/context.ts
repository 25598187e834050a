/** Per-request facts that the error handler and the access log need, keyed by the Request object. */
export interface RequestFacts {
  id: string
  ip: string | null
  startedAt: number
  partnerId?: string
  /** Set when the request's Origin may receive CORS headers. */
  corsOrigin?: string
  /** The problem type's slug when the answer is a problem document (metrics count 4xx/5xx by it). */
  problem?: string
}

const facts = new WeakMap<Request, RequestFacts>()

export const requestFacts = (request: Request): RequestFacts | undefined => facts.get(request)

export function trackRequest(request: Request, ip: string | null): RequestFacts {
  const incoming = request.headers.get('x-request-id')
  const id = incoming && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : crypto.randomUUID()
  const entry: RequestFacts = { id, ip, startedAt: performance.now() }
  facts.set(request, entry)
  return entry
}

/**
 * The web origin of a browser request. Browsers omit Origin on same-origin GETs, but always send
 * Sec-Fetch-Site (which page scripts cannot set), so a same-origin request counts as the API's own origin.
 */
export function requestOrigin(request: Request): string | null {
  const origin = request.headers.get('origin')
  if (origin) return origin
  return request.headers.get('sec-fetch-site') === 'same-origin' ? new URL(request.url).origin : null
}
