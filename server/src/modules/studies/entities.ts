import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/** One visit of the public PDF broker (GET /studies/{id}/pdf): who asked, and what they got. */
export const StudyAccessLog = defineEntity({
  name: 'StudyAccessLog',
  tableName: 'study_access_log',
  indexes: [{ properties: ['studyId', 'at'] }],
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
 * An Idempotency-Key of POST /studies, reserved before the work starts (the unique key makes
 * concurrent retries wait for the first) and completed with the study it produced.
 */
export const StudyIdempotencyKey = defineEntity({
  name: 'StudyIdempotencyKey',
  tableName: 'study_idempotency_key',
  uniques: [{ properties: ['partnerId', 'key'] }],
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
  },
})
export type StudyIdempotencyKey = InferEntity<typeof StudyIdempotencyKey>

export const studyEntities = [StudyAccessLog, StudyIdempotencyKey]
