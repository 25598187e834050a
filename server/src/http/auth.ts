import { Elysia } from 'elysia'
import type { AppServices } from '../services.ts'
import type { AccessIdentity } from '../modules/partners/jwt.ts'
import { AccessTokenDenial, RefreshToken } from '../modules/partners/entities.ts'
import { forbidden, unauthorized } from './problem.ts'
import { requestFacts, requestOrigin } from './context.ts'
import { rateLimiter } from './rate-limit.ts'

const ORIGIN_CACHE_MS = 30_000
/** `admin token revoke --now` takes effect within this. */
const DENIALS_FRESH_MS = 1_000

const guards = new WeakMap<AppServices, ReturnType<typeof createBearerAuth>>()

/**
 * Bearer guard for every /api/v1 route except POST /auth and the public PDF broker.
 * Handlers receive `auth: { partnerId, kind, tokenId }`. An embed token is accepted only from one of
 * its registered origins, and its calls are rate-limited per token and client IP (it is public by nature).
 * One guard per app, so that every module shares its caches and counters.
 */
export function bearerAuth(services: AppServices) {
  let guard = guards.get(services)
  if (!guard) guards.set(services, (guard = createBearerAuth(services)))
  return guard
}

function createBearerAuth(services: AppServices) {
  const { max, windowSeconds } = services.config.embedRateLimit
  const limitEmbed = rateLimiter(services, max, windowSeconds, 'requests with this embed token from this address')
  const originsByToken = new Map<string, { origins: string[]; at: number }>()

  async function allowedOrigins(tokenId: string): Promise<string[]> {
    const hit = originsByToken.get(tokenId)
    if (hit && Date.now() - hit.at < ORIGIN_CACHE_MS) return hit.origins
    const token = await services.em().findOne(RefreshToken, { id: tokenId }, { fields: ['allowedOrigins'] })
    const origins = token?.allowedOrigins ?? []
    originsByToken.set(tokenId, { origins, at: Date.now() })
    return origins
  }

  const denied = deniedAccessTokens(services)

  return new Elysia({ name: 'bearer-auth', seed: services.instanceId }).derive({ as: 'scoped' }, async ({ request }): Promise<{ auth: AccessIdentity }> => {
    const header = request.headers.get('authorization')
    const match = header?.match(/^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i)
    if (!match) throw unauthorized(header ? 'Authorization header must be "Bearer <access token>"' : 'Missing access token: send Authorization: Bearer <jwtToken> (from POST /api/v1/auth)')
    const verified = await services.tokens.verify(match[1]!)
    if ('invalid' in verified) throw unauthorized(verified.invalid)
    if ((await denied()).has(verified.tokenId)) throw unauthorized('access token was revoked')
    if (verified.kind === 'embed') {
      const origin = requestOrigin(request)
      if (!origin || !(await allowedOrigins(verified.tokenId)).includes(origin)) {
        throw forbidden(origin ? `Origin ${origin} is not allowed for this embed token` : 'An embed token must be used from a browser page on one of its registered origins (Origin header)')
      }
      await limitEmbed(`${verified.tokenId}|${requestFacts(request)?.ip ?? 'unknown'}`)
    }
    const facts = requestFacts(request)
    if (facts) facts.partnerId = verified.partnerId
    return { auth: verified }
  })
}

/**
 * Refresh tokens whose access tokens are denied before their expiry (a small table, read whole and kept
 * for DENIALS_FRESH_MS). Should a re-read fail, the last known list stays in force.
 */
function deniedAccessTokens(services: AppServices) {
  let tokenIds = new Set<string>()
  let loadedAt = 0
  let loading: Promise<void> | undefined
  const reload = () =>
    (loading ??= services
      .em()
      .find(AccessTokenDenial, { expiresAt: { $gt: new Date() } }, { fields: ['tokenId'] })
      .then((rows) => {
        tokenIds = new Set(rows.map((row) => row.tokenId))
        loadedAt = Date.now()
      })
      .catch((error) => services.log.warn('could not read the access-token denylist', { error: String(error) }))
      .finally(() => (loading = undefined)))
  return async () => {
    if (Date.now() - loadedAt > DENIALS_FRESH_MS) await reload()
    return tokenIds
  }
}

/** Routes that only an api (server-to-server) token may call. */
export function requireApiToken(auth: AccessIdentity, what: string) {
  if (auth.kind !== 'api') throw forbidden(`${what} needs an api token; embed tokens cannot read or delete studies`)
}
