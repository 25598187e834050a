import { tooManyRequests } from './problem.ts'

/** Fixed-window request counter per key; a key over `max` in its window gets 429 with Retry-After. */
export function rateLimiter(max: number, windowSeconds: number, what: string) {
  const windows = new Map<string, { start: number; count: number }>()
  const windowMs = windowSeconds * 1000
  return (key: string) => {
    const now = Date.now()
    let entry = windows.get(key)
    if (!entry || now - entry.start >= windowMs) {
      // Forget finished windows now and then so that the map stays small.
      if (windows.size > 10_000) for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k)
      entry = { start: now, count: 0 }
      windows.set(key, entry)
    }
    entry.count += 1
    if (entry.count > max) throw tooManyRequests(`Too many ${what}; retry later`, Math.ceil((entry.start + windowMs - now) / 1000))
  }
}
export type RateLimiter = ReturnType<typeof rateLimiter>
