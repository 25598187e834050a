import { Type, type Static } from '@sinclair/typebox'
import { SafeText } from './common.ts'

/** The kinds of refresh token, and of the access tokens minted from them. */
export const TOKEN_KINDS = ['api', 'embed'] as const
export const TokenKind = Type.Union(TOKEN_KINDS.map((kind) => Type.Literal(kind)), {
  description: 'api: server-to-server; embed: the in-browser calculator (origin-bound)',
})
export type TokenKind = Static<typeof TokenKind>

export const AuthRequest = Type.Object(
  { refreshToken: SafeText({ minLength: 1, maxLength: 512, description: 'A refresh token issued by the admin CLI (ens_api_… or ens_emb_…)' }) },
  { $id: 'AuthRequest', title: 'AuthRequest', additionalProperties: false },
)
export type AuthRequest = Static<typeof AuthRequest>

export const AuthResponse = Type.Object(
  {
    jwtToken: Type.String({ minLength: 1, description: 'JWT access token: send as Authorization: Bearer <jwtToken>' }),
    expiresIn: Type.Integer({ minimum: 1, description: 'Seconds until the access token expires' }),
  },
  { $id: 'AuthResponse', title: 'AuthResponse' },
)
export type AuthResponse = Static<typeof AuthResponse>

/** Claims carried by an access token. */
export const AccessTokenClaims = Type.Object({
  sub: Type.String({ format: 'uuid', description: 'Partner id' }),
  kind: TokenKind,
  tid: Type.String({ format: 'uuid', description: 'Refresh-token id' }),
  iat: Type.Integer(),
  exp: Type.Integer(),
  iss: Type.String(),
  aud: Type.String(),
})
export type AccessTokenClaims = Static<typeof AccessTokenClaims>

/** Recognisable prefixes so that secret scanners find leaked refresh tokens. */
export const REFRESH_TOKEN_PREFIX = { api: 'ens_api_', embed: 'ens_emb_' } as const
