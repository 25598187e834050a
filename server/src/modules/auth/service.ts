import type { AppServices } from '../../services.ts'
import { partnerService } from '../partners/service.ts'
import { forbidden, unauthorized } from '../../http/problem.ts'

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
