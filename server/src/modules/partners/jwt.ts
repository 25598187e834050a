import { SignJWT, jwtVerify, errors } from 'jose'
import type { TokenKind } from '@partner/energy-shared'
import type { Config } from '../../config.ts'

const ALGORITHM = 'HS256'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A token without an expiry or an issue time would be valid forever; without a subject it names no partner. */
const REQUIRED_CLAIMS = ['exp', 'iat', 'sub', 'tid', 'kind']

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
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: jwt.issuer, audience: jwt.audience, requiredClaims: REQUIRED_CLAIMS })
        const kind = payload.kind
        // Ids reach SQL as uuid parameters: a malformed one is an invalid token (401), not a database error.
        if (!UUID.test(String(payload.sub)) || !UUID.test(String(payload.tid)) || (kind !== 'api' && kind !== 'embed') || typeof payload.exp !== 'number') {
          return { invalid: 'access token is missing required claims' }
        }
        const identity: AccessIdentity = { partnerId: payload.sub!, kind, tokenId: payload.tid as string }
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!)
        verified.set(token, { identity, expiresAtMs: payload.exp * 1000 })
        return identity
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { invalid: 'access token has expired' }
        if (error instanceof errors.JWTClaimValidationFailed) return { invalid: 'access token is missing required claims' }
        return { invalid: 'access token is invalid' }
      }
    },
  }
}
export type AccessTokens = ReturnType<typeof accessTokens>
