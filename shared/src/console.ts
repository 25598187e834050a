import { Type, type Static } from '@sinclair/typebox'
import { IsoDate, IsoDateTime, Nullable, SafeText, Uuid } from './common.ts'
import { InvoiceExtractionResult } from './invoice.ts'
import { EmailStatus, StudyCreateRequest } from './studies.ts'

/**
 * The partner console (`/console`, endpoints under `/api/v1/console/…`): schemas of its requests and answers.
 * Console users belong to one partner with a role; studies they create carry their id as `userId`.
 */

/** The refresh-token kinds as literals (the static type of a mapped union would be lost). */
const TokenKindLiteral = Type.Union([Type.Literal('api'), Type.Literal('embed')], { description: 'api: server-to-server; embed: the in-browser calculator (origin-bound)' })

const closed = (name: string) => ({ $id: name, title: name, additionalProperties: false }) as const
const named = (name: string) => ({ $id: name, title: name }) as const

export const CONSOLE_ROLES = ['owner', 'member'] as const
export const ConsoleRole = Type.Union(
  [Type.Literal('owner'), Type.Literal('member')],
  { ...named('ConsoleRole'), description: 'owner: everything, tokens, branding and team included; member: leads and studies only' },
)
export type ConsoleRole = Static<typeof ConsoleRole>

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const
export const LeadStatus = Type.Union(
  [Type.Literal('new'), Type.Literal('contacted'), Type.Literal('won'), Type.Literal('lost')],
  { ...named('LeadStatus'), description: 'Where the partner is with the customer: new → contacted → won / lost' },
)
export type LeadStatus = Static<typeof LeadStatus>

/** At least this many characters, and none of the most common passwords. */
export const CONSOLE_PASSWORD_MIN = 10
const Password = Type.String({ minLength: CONSOLE_PASSWORD_MIN, maxLength: 256, description: `At least ${CONSOLE_PASSWORD_MIN} characters and not a common password` })
const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'
const Email = Type.String({ minLength: 3, maxLength: 254, pattern: EMAIL_PATTERN })
/** Invitation and reset links carry a random base64url secret. */
const LinkSecret = Type.String({ minLength: 20, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' })

export const ConsoleSignInRequest = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 256 }) }, closed('ConsoleSignInRequest'))
export type ConsoleSignInRequest = Static<typeof ConsoleSignInRequest>

export const ConsolePasswordRequest = Type.Object({ token: LinkSecret, password: Password }, closed('ConsolePasswordRequest'))
export type ConsolePasswordRequest = Static<typeof ConsolePasswordRequest>

export const ConsoleResetRequest = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }, closed('ConsoleResetRequest'))
export type ConsoleResetRequest = Static<typeof ConsoleResetRequest>

export const ConsoleUser = Type.Object(
  {
    id: Uuid(),
    email: Type.String(),
    role: ConsoleRole,
    /** False while the invitation is not yet accepted. */
    active: Type.Boolean({ description: 'False until the invitation was accepted (a password set)' }),
    createdAt: IsoDateTime(),
  },
  named('ConsoleUser'),
)
export type ConsoleUser = Static<typeof ConsoleUser>

export const ConsoleMe = Type.Object(
  {
    user: ConsoleUser,
    partner: Type.Object({ id: Uuid(), name: Type.String(), ico: Type.String() }),
    session: Type.Object({ createdAt: IsoDateTime(), expiresAt: IsoDateTime({ description: 'Absolute end of the session' }), idleSeconds: Type.Integer() }),
  },
  named('ConsoleMe'),
)
export type ConsoleMe = Static<typeof ConsoleMe>

export const ConsoleInboxQuery = Type.Object({
  wantsContact: Type.Optional(Type.Boolean({ description: 'Only leads (true) or only the others (false)' })),
  from: Type.Optional(IsoDate({ description: 'First day of creation (UTC, inclusive)' })),
  to: Type.Optional(IsoDate({ description: 'Last day of creation (UTC, inclusive)' })),
  origin: Type.Optional(Type.String({ maxLength: 2048, description: 'The web origin an embed study was made on' })),
  externalUserId: Type.Optional(Type.String({ maxLength: 128 })),
  createdBy: Type.Optional(Uuid({ description: 'A console user: the studies that user created' })),
  leadStatus: Type.Optional(LeadStatus),
  q: Type.Optional(Type.String({ maxLength: 200, description: "Search in the customer's name, e-mail, phone and the study's label" })),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: '`nextCursor` of the previous page' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'Default 50' })),
})
export type ConsoleInboxQuery = Static<typeof ConsoleInboxQuery>

export const ConsoleLead = Type.Object(
  {
    status: LeadStatus,
    note: Nullable(Type.String()),
    changedAt: Nullable(IsoDateTime()),
    changedBy: Nullable(Type.String({ description: 'E-mail of the console user who set it' })),
  },
  named('ConsoleLead'),
)
export type ConsoleLead = Static<typeof ConsoleLead>

export const ConsoleStudyRow = Type.Object(
  {
    id: Uuid(),
    createdAt: IsoDateTime(),
    annualSaving: Nullable(Type.Number()),
    paybackYears: Nullable(Type.Number()),
    studyLabel: Nullable(Type.String()),
    recipientName: Nullable(Type.String()),
    recipientEmail: Nullable(Type.String()),
    recipientPhone: Nullable(Type.String()),
    wantsContact: Type.Boolean(),
    origin: Nullable(Type.String()),
    externalUserId: Nullable(Type.String()),
    userId: Nullable(Type.String()),
    emailStatus: EmailStatus,
    redactedAt: Nullable(IsoDateTime()),
    lead: ConsoleLead,
  },
  named('ConsoleStudyRow'),
)
export type ConsoleStudyRow = Static<typeof ConsoleStudyRow>

export const ConsoleInboxPage = Type.Object(
  { items: Type.Array(ConsoleStudyRow), nextCursor: Nullable(Type.String({ description: 'Pass as `cursor` for the next page; null on the last' })) },
  named('ConsoleInboxPage'),
)
export type ConsoleInboxPage = Static<typeof ConsoleInboxPage>

export const ConsoleStudyDetail = Type.Object(
  {
    study: ConsoleStudyRow,
    /** Link to the PDF through the public broker; null once redacted. */
    pdfUrl: Nullable(Type.String()),
    figures: Type.Object({
      period: Nullable(Type.String()),
      totalKWp: Nullable(Type.Number()),
      batteryKWh: Nullable(Type.Number()),
      yearlyConsumptionKWh: Nullable(Type.Number()),
      distributor: Nullable(Type.String()),
      distributionRate: Nullable(Type.String()),
    }),
    consent: Type.Object({ wantsContact: Type.Boolean(), givenAt: Nullable(IsoDateTime({ description: 'When the customer asked to be contacted (the study\u2019s creation)' })) }),
    language: Type.String(),
  },
  named('ConsoleStudyDetail'),
)
export type ConsoleStudyDetail = Static<typeof ConsoleStudyDetail>

export const ConsoleLeadUpdate = Type.Object({ status: LeadStatus, note: Type.Optional(Nullable(SafeText({ maxLength: 1000 }))) }, closed('ConsoleLeadUpdate'))
export type ConsoleLeadUpdate = Static<typeof ConsoleLeadUpdate>

export const ConsoleStudyCreateRequest = Type.Object(
  {
    study: StudyCreateRequest,
    sendEmail: Type.Boolean({ description: 'Whether the customer gets the study e-mail (the adviser decides)' }),
    language: Type.Optional(Type.Union([Type.Literal('cs'), Type.Literal('en')], { description: 'Language of the PDF and e-mail (default cs)' })),
  },
  closed('ConsoleStudyCreateRequest'),
)
export type ConsoleStudyCreateRequest = Static<typeof ConsoleStudyCreateRequest>

export const ConsoleToken = Type.Object(
  {
    id: Uuid(),
    kind: TokenKindLiteral,
    label: Nullable(Type.String()),
    allowedOrigins: Type.Array(Type.String()),
    createdAt: IsoDateTime(),
    expiresAt: Nullable(IsoDateTime()),
    revokedAt: Nullable(IsoDateTime()),
  },
  named('ConsoleToken'),
)
export type ConsoleToken = Static<typeof ConsoleToken>

export const ConsoleTokenIssueRequest = Type.Object(
  {
    kind: TokenKindLiteral,
    origins: Type.Optional(Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 20, description: 'Embed tokens: the web origins of the pages (https://example.cz)' })),
    label: Type.Optional(SafeText({ maxLength: 200 })),
    expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
  },
  closed('ConsoleTokenIssueRequest'),
)
export type ConsoleTokenIssueRequest = Static<typeof ConsoleTokenIssueRequest>

export const ConsoleTokenIssued = Type.Object(
  { token: ConsoleToken, refreshToken: Type.String({ description: 'The secret: shown only in this answer' }), snippet: Nullable(Type.String({ description: 'The <energy-calculator> element for an embed token' })) },
  named('ConsoleTokenIssued'),
)
export type ConsoleTokenIssued = Static<typeof ConsoleTokenIssued>

export const ConsoleTokenRevokeRequest = Type.Object({ denyIssuedAccessTokens: Type.Optional(Type.Boolean({ description: 'Refuse the access tokens already issued from it too (after a leak)' })) }, closed('ConsoleTokenRevokeRequest'))
export const ConsoleOriginsRequest = Type.Object({ origins: Type.Array(Type.String({ maxLength: 2048 }), { minItems: 1, maxItems: 20 }) }, closed('ConsoleOriginsRequest'))

export const ConsoleBranding = Type.Object(
  {
    name: Type.String(),
    ico: Type.String(),
    contactEmail: Nullable(Type.String()),
    contactPhone: Nullable(Type.String()),
    web: Nullable(Type.String()),
    hasLogo: Type.Boolean(),
    accentColor: Nullable(Type.String(), { description: 'The accent colour of the study PDF (`#rrggbb`); null: the house colours' }),
    leadEmails: Nullable(Type.Array(Type.String()), { description: 'Where lead e-mails go; null: the contact e-mail' }),
  },
  named('ConsoleBranding'),
)
export type ConsoleBranding = Static<typeof ConsoleBranding>

export const ConsoleBrandingUpdate = Type.Object(
  {
    contactEmail: Type.Optional(Nullable(Type.String({ maxLength: 254, pattern: EMAIL_PATTERN }))),
    contactPhone: Type.Optional(Nullable(Type.String({ maxLength: 40, pattern: '^[+0-9 ()/-]{3,40}$' }))),
    web: Type.Optional(Nullable(Type.String({ maxLength: 2048, pattern: '^https?://' }))),
    accentColor: Type.Optional(Nullable(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'The study PDF\'s headings and accents, `#RRGGBB`; null: the house colours' }))),
    leadEmails: Type.Optional(
      Nullable(Type.Array(Type.String({ maxLength: 254 }), { maxItems: 10, description: 'Where lead e-mails go: null → the contact e-mail; [] → none' })),
    ),
  },
  closed('ConsoleBrandingUpdate'),
)
export type ConsoleBrandingUpdate = Static<typeof ConsoleBrandingUpdate>

export const ConsoleInviteRequest = Type.Object({ email: Email, role: ConsoleRole }, closed('ConsoleInviteRequest'))
export const ConsoleRoleRequest = Type.Object({ role: ConsoleRole }, closed('ConsoleRoleRequest'))

export const ConsoleAuditEntry = Type.Object(
  {
    id: Uuid(),
    at: IsoDateTime(),
    actor: Nullable(Type.String({ description: 'E-mail of the console user, or null for the operator (admin CLI)' })),
    action: Type.String(),
    target: Nullable(Type.String()),
    details: Type.Record(Type.String(), Type.Unknown()),
  },
  named('ConsoleAuditEntry'),
)
export type ConsoleAuditEntry = Static<typeof ConsoleAuditEntry>

export const ConsoleAuditPage = Type.Object({ items: Type.Array(ConsoleAuditEntry), nextCursor: Nullable(Type.String()) }, named('ConsoleAuditPage'))
export type ConsoleAuditPage = Static<typeof ConsoleAuditPage>

export const ConsoleInvitation = Type.Object(
  {
    user: ConsoleUser,
    inviteUrl: Type.String({ description: 'The one-time link (also e-mailed); it sets the password and works once' }),
    mailed: Type.Boolean({ description: 'Whether the invitation e-mail was handed to the mail transport' }),
  },
  named('ConsoleInvitation'),
)
export type ConsoleInvitation = Static<typeof ConsoleInvitation>

const NullableNumber = Nullable(Type.Number())
/** The parts of a study request a bill tells (`studyRequestFromInvoice` of `@partner/energy-shared/invoice-study`). */
export const ConsoleInvoiceDraft = Type.Object(
  {
    study: Type.Object({ label: Type.String(), address: Type.Optional(Type.String()) }),
    postcode: Nullable(Type.String()),
    yearlyConsumptionKWh: NullableNumber,
    distribution: Type.Object({ distributor: Nullable(Type.String()), distributionRate: Nullable(Type.String()), circuitBreaker: Nullable(Type.String()), circuitBreakerMonthlyFee: NullableNumber }),
    electricityBuyingSettings: Nullable(Type.Object({ buyingType: Type.String(), feeType: Type.String(), fee: NullableNumber, feeLowTariff: NullableNumber, monthlyFeeCzk: NullableNumber })),
    electricitySellingSettings: Nullable(Type.Object({ sellingType: Type.String(), feeType: Type.String(), fee: NullableNumber, monthlyFeeCzk: NullableNumber })),
    confidence: Type.Record(Type.String(), Type.Number()),
  },
  named('ConsoleInvoiceDraft'),
)

export const ConsoleInvoicePrefill = Type.Object(
  {
    extraction: InvoiceExtractionResult,
    draft: ConsoleInvoiceDraft,
  },
  { ...named('ConsoleInvoicePrefill'), description: 'A bill read for the new-study form: the extraction and what of a study request it tells (null: unknown, ask the customer)' },
)
export type ConsoleInvoicePrefill = Static<typeof ConsoleInvoicePrefill>
