import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

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
    kind: p.enum(['api', 'embed'] as const),
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

/** A savings study: the summary columns the list needs, plus the audited input and the computed result. */
export const Study = defineEntity({
  name: 'Study',
  tableName: 'study',
  indexes: [
    { properties: ['partner', 'createdAt'] },
    { properties: ['partner', 'externalUserId'] },
    // The retention sweep reads only live studies, oldest first.
    { name: 'study_retention_index', expression: 'create index "study_retention_index" on "study" ("created_at") where "redacted_at" is null' },
  ],
  properties: {
    id: p.uuid().primary(),
    partner: () => p.manyToOne(Partner).mapToPk(),
    createdAt: p.datetime().onCreate(now),
    annualSaving: p.double().nullable(),
    currency: p.string().length(3).default('CZK'),
    paybackYears: p.double().nullable(),
    studyLabel: p.string().length(200).nullable(),
    externalUserId: p.string().length(128).nullable(),
    recipientEmail: p.string().length(254).nullable(),
    recipientName: p.string().length(200).nullable(),
    recipientPhone: p.string().length(40).nullable(),
    wantsContact: p.boolean().default(false),
    origin: p.string().length(2048).nullable(),
    /** Partner whose branding the PDF carries (X-Partner-Ico match), when not the owner's. */
    brandingPartner: p.uuid().nullable(),
    /** The X-Partner-Ico the study was requested with, and whether that partner's brand was applied. */
    partnerIco: p.string().length(8).nullable(),
    partnerIcoHonoured: p.boolean().nullable(),
    language: p.string().length(2).default('cs'),
    emailSent: p.boolean().default(false),
    /** sent; pending (queued for a retry); failed (given up); disabled (MAIL_TRANSPORT=disabled). */
    emailStatus: p.enum(['sent', 'pending', 'failed', 'disabled'] as const).default('pending'),
    redactedAt: p.datetime().nullable(),
    userId: p.string().length(128).nullable(),
    input: p.json<Record<string, unknown>>().lazy(),
    result: p.json<Record<string, unknown>>().lazy(),
  },
})
export type Study = InferEntity<typeof Study>

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

export const coreEntities = [Partner, RefreshToken, Study, AccessTokenDenial]
