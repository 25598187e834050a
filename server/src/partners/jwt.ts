import { SignJWT, jwtVerify, errors } from 'jose'
import type { TokenKind } from '@partner/energy-shared'
import type { Config } from '../config.ts'

const ALGORITHM = 'HS256'

export interface AccessIdentity {
  partnerId: string
  kind: TokenKind
  tokenId: string
}

/** Signs and verifies access tokens; only HS256 with the configured secret, issuer and audience is accepted. */
export function accessTokens(jwt: Config['jwt']) {
  const key = new TextEncoder().encode(jwt.secret)
  return {
    ttlSeconds: jwt.ttlSeconds,
    sign(identity: AccessIdentity): Promise<string> {
      return new SignJWT({ kind: identity.kind, tid: identity.tokenId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(identity.partnerId)
        .setIssuer(jwt.issuer)
        .setAudience(jwt.audience)
        .setIssuedAt()
        .setExpirationTime(`${jwt.ttlSeconds}s`)
        .sign(key)
    },
    /** The identity in a valid token, or a reason why it is not valid. */
    async verify(token: string): Promise<AccessIdentity | { invalid: string }> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: jwt.issuer, audience: jwt.audience })
        const kind = payload.kind
        if (typeof payload.sub !== 'string' || typeof payload.tid !== 'string' || (kind !== 'api' && kind !== 'embed')) {
          return { invalid: 'access token is missing required claims' }
        }
        return { partnerId: payload.sub, kind, tokenId: payload.tid }
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { invalid: 'access token has expired' }
        return { invalid: 'access token is invalid' }
      }
    },
  }
}
export type AccessTokens = ReturnType<typeof accessTokens>
