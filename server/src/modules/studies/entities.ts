import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { Partner } from '../partners/entities.ts'

/** A savings study: the summary columns the list needs, plus the audited input and the computed result. */
export const Study = defineEntity({
  name: 'Study',
  tableName: 'study',
  indexes: [
    { properties: ['partner', 'createdAt'] },
    { properties: ['partner', 'externalUserId'] },
    // The console's inbox filtered by website (an embed study's origin), newest first.
    { properties: ['partner', 'origin', 'createdAt'] },
    // The retention sweep reads only live studies, oldest first.
    { name: 'study_retention_index', expression: 'create index "study_retention_index" on "study" ("created_at") where "redacted_at" is null' },
    // The console's search: words of the customer's name, e-mail, phone and the label, by prefix (modules/console/service.ts).
    {
      name: 'study_search_index',
      expression: `create index "study_search_index" on "study" using gin (to_tsvector('simple', coalesce("recipient_name", '') || ' ' || coalesce(replace("recipient_email", '@', ' '), '') || ' ' || coalesce("recipient_phone", '') || ' ' || coalesce("study_label", '')))`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    partner: () => p.manyToOne(Partner).mapToPk(),
    createdAt: p.datetime().onCreate(() => new Date()),
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

/** One visit of the public PDF broker (GET /studies/{id}/pdf): who asked, and what they got. */
export const StudyAccessLog = defineEntity({
  name: 'StudyAccessLog',
  tableName: 'study_access_log',
  indexes: [{ properties: ['studyId', 'at'] }, { properties: ['at'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    /** The id asked for; not a foreign key, since unknown ids are logged too. */
    studyId: p.uuid(),
    at: p.datetime().onCreate(() => new Date()),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(512).nullable(),
    outcome: p.enum(['redirected', 'not-found', 'gone'] as const),
  },
})
export type StudyAccessLog = InferEntity<typeof StudyAccessLog>

/**
 * An Idempotency-Key of POST /studies, reserved under a short lease before the work starts (the unique key
 * makes concurrent retries wait for the first) and completed with the study it produced.
 */
export const StudyIdempotencyKey = defineEntity({
  name: 'StudyIdempotencyKey',
  tableName: 'study_idempotency_key',
  uniques: [{ properties: ['partnerId', 'key'] }],
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    partnerId: p.uuid(),
    key: p.string().length(255),
    /** SHA-256 of the canonical request body: the same key with another body is a conflict. */
    requestHash: p.string().length(64),
    /** Null while the first request is still running. */
    studyId: p.uuid().nullable(),
    emailSent: p.boolean().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /**
     * Until when the request that reserved the key holds it; it renews the lease while it works. A lapsed lease
     * without a study means that request died or failed without releasing: a retry takes the key over.
     */
    leaseExpiresAt: p.datetime().nullable(),
  },
})
export type StudyIdempotencyKey = InferEntity<typeof StudyIdempotencyKey>

/**
 * A study e-mail that could not be sent at once: retried with backoff by whichever instance claims it
 * (`lockedUntil` keeps the others off while one is sending). Deleted once sent or given up.
 */
export const StudyMail = defineEntity({
  name: 'StudyMail',
  tableName: 'study_mail',
  indexes: [{ properties: ['nextAttemptAt'] }],
  properties: {
    studyId: p.uuid().primary(),
    /** The message without its PDF (re-read from storage at each attempt). */
    message: p.json<Record<string, unknown>>(),
    attempts: p.integer(),
    nextAttemptAt: p.datetime(),
    lockedUntil: p.datetime().nullable(),
    lastError: p.string().length(1000).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
})
export type StudyMail = InferEntity<typeof StudyMail>

export const studyEntities = [Study, StudyAccessLog, StudyIdempotencyKey, StudyMail]
