import type { AppServices } from '../services.ts'
import { RefreshToken } from '../modules/partners/entities.ts'

const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key, X-Partner-Ico, X-Partner-External-User, X-Request-Id'
const EXPOSED_HEADERS = 'X-Request-Id, Retry-After, WWW-Authenticate, ETag'
/** How long a read of the live embed tokens serves: a revoked token's origins lose CORS (and branding) within this. */
export const EMBED_ORIGINS_FRESH_MS = 5_000
/** A miss re-reads at most this often, so that a token issued a moment ago works at once. */
const MISS_RELOAD_MS = 500

const registries = new WeakMap<AppServices, ReturnType<typeof createEmbedOrigins>>()

/**
 * POST /auth answers every origin: its refusal (unknown or revoked token, origin not registered) is
 * how an embedding page learns what to fix, and it hands out nothing unless the token allows that origin.
 */
export const openToEveryOrigin = (pathname: string) => pathname === '/api/v1/auth'

/**
 * The web origins registered on live (not revoked, not expired) embed tokens, and whose tokens they are.
 * CORS is answered only for these origins and, on /auth, for all (see `openToEveryOrigin`); which token may be
 * used from which origin is then enforced by the bearer guard (403), and a partner's brand applies on a page only where it vouches for that origin.
 * One registry per app, so that both decisions read the same data with the same freshness.
 */
export function embedOrigins(services: AppServices) {
  let registry = registries.get(services)
  if (!registry) registries.set(services, (registry = createEmbedOrigins(services)))
  return registry
}

function createEmbedOrigins(services: AppServices) {
  let partnersByOrigin = new Map<string, Set<string>>()
  let loadedAt = 0
  let loading: Promise<void> | undefined

  const reload = () =>
    (loading ??= (async () => {
      try {
        const tokens = await services.em().find(RefreshToken, { kind: 'embed', revokedAt: null }, { fields: ['allowedOrigins', 'expiresAt', 'partner'] })
        const now = Date.now()
        const next = new Map<string, Set<string>>()
        for (const token of tokens) {
          if (token.expiresAt && token.expiresAt.getTime() <= now) continue
          for (const origin of token.allowedOrigins) {
            let partners = next.get(origin)
            if (!partners) next.set(origin, (partners = new Set()))
            partners.add(token.partner)
          }
        }
        partnersByOrigin = next
        loadedAt = now
      } finally {
        loading = undefined
      }
    })())

  /** Partners with a live embed token for `origin`; `wanted` is re-read (rate-limited) when absent. */
  async function partnersAt(origin: string, wanted: (partners: Set<string> | undefined) => boolean): Promise<Set<string> | undefined> {
    const age = Date.now() - loadedAt
    if (age > EMBED_ORIGINS_FRESH_MS || (!wanted(partnersByOrigin.get(origin)) && age > MISS_RELOAD_MS)) await reload()
    return partnersByOrigin.get(origin)
  }

  return {
    async isRegistered(origin: string): Promise<boolean> {
      return (await partnersAt(origin, (partners) => partners !== undefined)) !== undefined
    },
    /** True when `partnerId` has a live embed token registered for `origin`. */
    async vouches(partnerId: string, origin: string): Promise<boolean> {
      return (await partnersAt(origin, (partners) => partners?.has(partnerId) ?? false))?.has(partnerId) ?? false
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
