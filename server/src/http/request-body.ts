/**
 * Request bodies over a limit. A route that refuses a body stops reading it but never cancels it; the
 * server then reads and discards what is left, within a bound, before it answers. A client that sends
 * its whole body before it reads (Python's urllib, most server-side clients without `Expect:
 * 100-continue`) would otherwise see the connection reset instead of the 413 (or 401) problem.
 */

/** Bytes discarded for one refused request at most; a longer declared body is answered at once (and the connection closed). */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024
/** Time spent discarding at most, so that a trickling client holds no handler for long. */
export const DRAIN_MAX_MS = 30_000

/**
 * The body's bytes, or null as soon as more than `maxBytes` arrived. The stream is then released, not
 * cancelled: cancelling makes Bun drop the connection before the refusal reaches the client.
 */
export async function readUpTo(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array()
  const reader = body.getReader()
  const parts: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      reader.releaseLock()
      return null
    }
    parts.push(value)
  }
  // A fresh buffer of its own (never a slice of a pool): callers may hand `.buffer` on.
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.byteLength
  }
  return bytes
}

/** Reads and discards what the app left unread of the request's body, within DRAIN_MAX_BYTES and DRAIN_MAX_MS. */
export async function drainUnread(request: Request): Promise<void> {
  const body = request.body
  if (!body || body.locked || Number(request.headers.get('content-length') ?? 0) > DRAIN_MAX_BYTES) return
  const reader = body.getReader()
  let timer: Timer | undefined
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), DRAIN_MAX_MS)))
  let discarded = 0
  try {
    while (discarded <= DRAIN_MAX_BYTES) {
      const chunk = await Promise.race([reader.read(), timedOut])
      if (chunk === 'timeout' || chunk.done) break
      discarded += chunk.value.byteLength
    }
  } catch {
    // The client went away: nobody is left to answer.
  } finally {
    clearTimeout(timer)
    reader.cancel().catch(() => {})
  }
}
