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
  // Signature checks dominate the cost of a cheap request; a token that verified once stays valid until
  // its exp (access tokens are not revocable), so the verdict is kept until then.
  const verified = new Map<string, { identity: AccessIdentity; expiresAtMs: number }>()
  const VERIFIED_CACHE_SIZE = 10_000
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
      const hit = verified.get(token)
      if (hit && Date.now() < hit.expiresAtMs) return hit.identity
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: jwt.issuer, audience: jwt.audience })
        const kind = payload.kind
        if (typeof payload.sub !== 'string' || typeof payload.tid !== 'string' || (kind !== 'api' && kind !== 'embed')) {
          return { invalid: 'access token is missing required claims' }
        }
        const identity: AccessIdentity = { partnerId: payload.sub, kind, tokenId: payload.tid }
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!)
          verified.set(token, { identity, expiresAtMs: payload.exp * 1000 })
        }
        return identity
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { invalid: 'access token has expired' }
        return { invalid: 'access token is invalid' }
      }
    },
  }
}
export type AccessTokens = ReturnType<typeof accessTokens>
