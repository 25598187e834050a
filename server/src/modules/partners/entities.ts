import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { TOKEN_KINDS } from '@partner/energy-shared'

const now = () => new Date()

export const Partner = defineEntity({
  name: 'Partner',
  tableName: 'partner',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    name: p.string().length(200),
    ico: p.string().length(8).unique(),
    /** Branding: a public logo URL, or a logo stored as bytes (PNG/JPEG) with its media type. */
    logoUrl: p.string().length(2048).nullable(),
    logoData: p.blob().nullable().lazy(),
    logoMediaType: p.string().length(100).nullable(),
    contactEmail: p.string().length(254).nullable(),
    contactPhone: p.string().length(40).nullable(),
    web: p.string().length(2048).nullable(),
    /** Branding: the accent colour of the partner's study PDFs, `#rrggbb`; null: the house colours. */
    accentColor: p.string().length(7).nullable(),
    /** Language of the partner's own e-mails (lead notifications, notices). */
    language: p.string().length(2).default('cs'),
    /** Where lead e-mails go; null: the contact e-mail. */
    leadEmails: p.json<string[]>().nullable(),
    /** Where the partner's roofs are when a study gives no location and no PSČ (WGS84); null: the reference site. */
    defaultLatitude: p.double().nullable(),
    defaultLongitude: p.double().nullable(),
    createdAt: p.datetime().onCreate(now),
  },
})
export type Partner = InferEntity<typeof Partner>

export const RefreshToken = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_token',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    partner: () => p.manyToOne(Partner).mapToPk().index(),
    kind: p.enum(TOKEN_KINDS),
    /** SHA-256 of the secret (hex); the secret itself is shown once and never stored. */
    tokenHash: p.string().length(64).unique(),
    allowedOrigins: p.json<string[]>().default('[]'),
    label: p.string().length(200).nullable(),
    createdAt: p.datetime().onCreate(now),
    expiresAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
})
export type RefreshToken = InferEntity<typeof RefreshToken>

/**
 * `admin token revoke --now`: every access token minted from this refresh token is refused before its
 * own expiry. Kept until all of them have expired anyway.
 */
export const AccessTokenDenial = defineEntity({
  name: 'AccessTokenDenial',
  tableName: 'access_token_denial',
  properties: {
    tokenId: p.uuid().primary(),
    deniedAt: p.datetime().onCreate(now),
    expiresAt: p.datetime().index(),
  },
})
export type AccessTokenDenial = InferEntity<typeof AccessTokenDenial>

/** The partner's tables: the partner itself, its refresh tokens and the access tokens denied before expiry. */
export const partnerEntities = [Partner, RefreshToken, AccessTokenDenial]
