import type { AppServices } from '../services.ts'
import { RefreshToken } from '../db/entities.ts'

const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key, X-Partner-Ico, X-Partner-External-User, X-Request-Id'
const EXPOSED_HEADERS = 'X-Request-Id, Retry-After, WWW-Authenticate, ETag'
const CACHE_MS = 5_000

/**
 * CORS is answered only for web origins registered on some live embed token; which token may be
 * used from which origin is then enforced by the bearer guard (403).
 */
export function embedOrigins(services: AppServices) {
  let cached = new Set<string>()
  let loadedAt = 0
  let loading: Promise<void> | undefined

  const reload = () =>
    (loading ??= (async () => {
      try {
        const tokens = await services.em().find(RefreshToken, { kind: 'embed', revokedAt: null }, { fields: ['allowedOrigins', 'expiresAt'] })
        const now = Date.now()
        cached = new Set(tokens.filter((t) => !t.expiresAt || t.expiresAt.getTime() > now).flatMap((t) => t.allowedOrigins))
        loadedAt = now
      } finally {
        loading = undefined
      }
    })())

  return {
    async isRegistered(origin: string): Promise<boolean> {
      // A miss re-reads (rate-limited) so that a token issued a moment ago works at once.
      if (Date.now() - loadedAt > CACHE_MS || (!cached.has(origin) && Date.now() - loadedAt > 500)) await reload()
      return cached.has(origin)
    },
    headers(origin: string, preflight: boolean): Record<string, string> {
      const headers: Record<string, string> = {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Expose-Headers': EXPOSED_HEADERS,
        Vary: 'Origin',
      }
      if (preflight) {
        headers['Access-Control-Allow-Methods'] = 'GET, POST, DELETE, OPTIONS'
        headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS
        headers['Access-Control-Max-Age'] = '600'
      }
      return headers
    },
  }
}
export type EmbedOrigins = ReturnType<typeof embedOrigins>
