/** Per-request facts that the error handler and the access log need, keyed by the Request object. */
export interface RequestFacts {
  id: string
  ip: string | null
  startedAt: number
  partnerId?: string
  /** Set when the request's Origin may receive CORS headers. */
  corsOrigin?: string
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
