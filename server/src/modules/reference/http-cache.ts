/**
 * Conditional GET for reference data: a strong ETag over the exact JSON body, and 304 Not Modified
 * when the client's If-None-Match names it.
 */
export interface TaggedBody {
  body: string
  etag: string
  /** Header sets of the 200 and 304 answers, built once per body. */
  okHeaders: Record<string, string>
  notModifiedHeaders: Record<string, string>
}

/** `vary` names the request header the body depends on (e.g. Accept-Language), for caches on the way. */
export function tagged(value: unknown, cacheControl: string, vary?: string): TaggedBody {
  const body = JSON.stringify(value)
  const etag = `"${Bun.hash(body).toString(36)}"`
  const notModifiedHeaders: Record<string, string> = { etag, 'cache-control': cacheControl, ...(vary ? { vary } : {}) }
  return { body, etag, okHeaders: { ...notModifiedHeaders, 'content-type': 'application/json' }, notModifiedHeaders }
}

function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag === etag || tag === `W/${etag}`
  })
}

export function conditionalJson(request: Request, tagged: TaggedBody): Response {
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch && matches(ifNoneMatch, tagged.etag)) return new Response(null, { status: 304, headers: tagged.notModifiedHeaders })
  return new Response(tagged.body, { headers: tagged.okHeaders })
}
