import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { CONSOLE_ROLES, LEAD_STATUSES } from '@partner/energy-shared'
import { Partner } from '../partners/entities.ts'

const now = () => new Date()

/** A member of a partner's staff who signs in to the console. No password until the invitation is accepted. */
export const ConsoleUser = defineEntity({
  name: 'ConsoleUser',
  tableName: 'console_user',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    partner: () => p.manyToOne(Partner).mapToPk().index().deleteRule('cascade'),
    /** Lower-cased; one account per address across all partners. */
    email: p.string().length(254).unique(),
    role: p.enum(CONSOLE_ROLES),
    /** Argon2id (Bun.password); null while invited. */
    passwordHash: p.string().length(255).nullable(),
    createdAt: p.datetime().onCreate(now),
    passwordChangedAt: p.datetime().nullable(),
  },
})
export type ConsoleUser = InferEntity<typeof ConsoleUser>

/** A signed-in browser. The cookie holds a random secret; only its SHA-256 is stored. */
export const ConsoleSession = defineEntity({
  name: 'ConsoleSession',
  tableName: 'console_session',
  indexes: [{ properties: ['expiresAt'] }],
  properties: {
    idHash: p.string().length(64).primary(),
    user: () => p.manyToOne(ConsoleUser).mapToPk().index().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(now),
    lastSeenAt: p.datetime(),
    /** The absolute end; the idle end is lastSeenAt + the idle lifetime. */
    expiresAt: p.datetime(),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(512).nullable(),
  },
})
export type ConsoleSession = InferEntity<typeof ConsoleSession>

/** A one-time link: an invitation (sets the first password) or a password reset. Only the SHA-256 is stored. */
export const ConsoleLinkToken = defineEntity({
  name: 'ConsoleLinkToken',
  tableName: 'console_link_token',
  indexes: [{ properties: ['expiresAt'] }],
  properties: {
    tokenHash: p.string().length(64).primary(),
    user: () => p.manyToOne(ConsoleUser).mapToPk().index().deleteRule('cascade'),
    purpose: p.enum(['invite', 'reset'] as const),
    createdAt: p.datetime().onCreate(now),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
})
export type ConsoleLinkToken = InferEntity<typeof ConsoleLinkToken>

/** Where the partner is with a study's customer. A study without a row is `new`. */
export const StudyLead = defineEntity({
  name: 'StudyLead',
  tableName: 'study_lead',
  indexes: [{ properties: ['partnerId', 'status'] }],
  properties: {
    studyId: p.uuid().primary(),
    partnerId: p.uuid(),
    status: p.enum(LEAD_STATUSES),
    note: p.string().length(1000).nullable(),
    /** Kept as values, not keys: the history outlives a removed user. */
    changedByUserId: p.uuid().nullable(),
    changedByEmail: p.string().length(254).nullable(),
    changedAt: p.datetime(),
  },
})
export type StudyLead = InferEntity<typeof StudyLead>

/** Sensitive actions of a partner's console (and of the operator on its behalf), for its owners. Never a secret in `details`. */
export const ConsoleAudit = defineEntity({
  name: 'ConsoleAudit',
  tableName: 'console_audit',
  indexes: [{ properties: ['partnerId', 'at'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    partnerId: p.uuid(),
    at: p.datetime().onCreate(now),
    actorUserId: p.uuid().nullable(),
    /** Null: the operator (admin CLI). */
    actorEmail: p.string().length(254).nullable(),
    action: p.string().length(60),
    target: p.string().length(300).nullable(),
    details: p.json<Record<string, unknown>>().default('{}'),
  },
})
export type ConsoleAudit = InferEntity<typeof ConsoleAudit>

export const consoleEntities = [ConsoleUser, ConsoleSession, ConsoleLinkToken, StudyLead, ConsoleAudit]
