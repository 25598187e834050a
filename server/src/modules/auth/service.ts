import type { AppServices } from '../../services.ts'
import { partnerService } from '../../partners/service.ts'
import { forbidden, tooManyRequests, unauthorized } from '../../http/problem.ts'

/** Fixed-window counter per client IP for refresh-token exchanges. */
export function rateLimiter(max: number, windowSeconds: number) {
  const windows = new Map<string, { start: number; count: number }>()
  return (key: string) => {
    const now = Date.now()
    const windowMs = windowSeconds * 1000
    let entry = windows.get(key)
    if (!entry || now - entry.start >= windowMs) {
      if (windows.size > 10_000) for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k)
      entry = { start: now, count: 0 }
      windows.set(key, entry)
    }
    entry.count += 1
    if (entry.count > max) throw tooManyRequests('Too many token requests from this address; retry later', Math.ceil((entry.start + windowMs - now) / 1000))
  }
}

export function authService(services: AppServices) {
  return {
    /** Exchanges a refresh token for an access token (an embed token only from one of its origins). */
    async exchange(refreshToken: string, origin: string | null) {
      const token = await partnerService(services.em()).findUsableToken(refreshToken)
      if (!token) throw unauthorized('Unknown, revoked or expired refresh token')
      if (token.kind === 'embed' && (!origin || !token.allowedOrigins.includes(origin))) {
        throw forbidden(origin ? `Origin ${origin} is not allowed for this embed token` : 'An embed token must be used from one of its registered origins (Origin header)')
      }
      const jwtToken = await services.tokens.sign({ partnerId: token.partner, kind: token.kind, tokenId: token.id })
      return { jwtToken, expiresIn: services.tokens.ttlSeconds }
    },
  }
}
