import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

const now = () => new Date()

/** A partner's webhook endpoint: where its events go, signed with its own secret. */
export const WebhookEndpoint = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoint',
  indexes: [{ properties: ['partnerId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    partnerId: p.uuid(),
    url: p.string().length(2048),
    description: p.string().length(500).nullable(),
    events: p.json<string[]>(),
    enabled: p.boolean().default(true),
    /** paused (by the partner), gone (answered 410), failing (failed continuously for days); null while enabled. */
    disabledReason: p.string().length(20).nullable(),
    /** `whsec_…`: needed in clear to sign. */
    secret: p.string().length(100),
    /** After a rotation the previous secret signs too, until `previousSecretExpiresAt`. */
    previousSecret: p.string().length(100).nullable(),
    previousSecretExpiresAt: p.datetime().nullable(),
    /** Since when every attempt failed (null after a success): past WEBHOOK_FAILING_DISABLE_DAYS the endpoint is disabled. */
    failingSince: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(now),
    updatedAt: p.datetime().onCreate(now).onUpdate(now),
  },
})
export type WebhookEndpoint = InferEntity<typeof WebhookEndpoint>

/**
 * The outbox: one row per event, written in the transaction that made it happen (a study and its events, a
 * redaction and its event). `data` holds only what is not personal (the key figures, a test message); the
 * study summary is read from the study row when the event is sent, so a redacted study's events carry none.
 */
export const WebhookEvent = defineEntity({
  name: 'WebhookEvent',
  tableName: 'webhook_event',
  indexes: [{ properties: ['createdAt'] }, { properties: ['studyId'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    partnerId: p.uuid(),
    type: p.string().length(40),
    studyId: p.uuid().nullable(),
    data: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(now),
  },
})
export type WebhookEvent = InferEntity<typeof WebhookEvent>

/**
 * One event to one target: an endpoint (channel `webhook`) or the partner's mailbox (channel `email`: the lead
 * e-mail, the notice of a disabled endpoint). The durable queue: any instance claims a due row under a lease
 * (`lockedUntil`), so each attempt is made by one instance; `attempts` counts them.
 */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  uniques: [{ properties: ['eventId', 'endpointId'] }],
  indexes: [
    { properties: ['endpointId', 'createdAt'] },
    { properties: ['eventId'] },
    { properties: ['updatedAt'] },
    { name: 'webhook_delivery_due_index', expression: `create index "webhook_delivery_due_index" on "webhook_delivery" ("next_attempt_at") where "status" = 'pending'` },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    eventId: p.uuid(),
    partnerId: p.uuid(),
    channel: p.enum(['webhook', 'email'] as const),
    /** Null for the e-mail channel. */
    endpointId: p.uuid().nullable(),
    status: p.enum(['pending', 'succeeded', 'failed', 'cancelled'] as const).default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().nullable(),
    lockedUntil: p.datetime().nullable(),
    lastError: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(now),
    updatedAt: p.datetime().onCreate(now).onUpdate(now),
  },
})
export type WebhookDelivery = InferEntity<typeof WebhookDelivery>

/** The delivery log: one row per attempt, kept WEBHOOK_LOG_RETENTION_DAYS. */
export const WebhookAttempt = defineEntity({
  name: 'WebhookAttempt',
  tableName: 'webhook_attempt',
  indexes: [{ properties: ['deliveryId', 'at'] }, { properties: ['at'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    deliveryId: p.uuid(),
    attempt: p.integer(),
    at: p.datetime(),
    outcome: p.enum(['succeeded', 'failed'] as const),
    statusCode: p.integer().nullable(),
    durationMs: p.integer(),
    error: p.string().length(500).nullable(),
    responseExcerpt: p.string().length(1024).nullable(),
  },
})
export type WebhookAttempt = InferEntity<typeof WebhookAttempt>

export const webhookEntities = [WebhookEndpoint, WebhookEvent, WebhookDelivery, WebhookAttempt]
