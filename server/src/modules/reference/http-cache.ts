/**
 * Conditional GET for reference data: a strong ETag over the exact JSON body, and 304 Not Modified
 * when the client's If-None-Match names it.
 */
export interface TaggedBody {
  body: string
  etag: string
}

export function tagged(value: unknown): TaggedBody {
  const body = JSON.stringify(value)
  return { body, etag: `"${Bun.hash(body).toString(36)}"` }
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag === etag || tag === `W/${etag}`
  })
}

export function conditionalJson(request: Request, tagged: TaggedBody, cacheControl: string): Response {
  const headers = { etag: tagged.etag, 'cache-control': cacheControl }
  if (matches(request.headers.get('if-none-match'), tagged.etag)) return new Response(null, { status: 304, headers })
  return new Response(tagged.body, { headers: { ...headers, 'content-type': 'application/json' } })
}
