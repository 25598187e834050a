import { Type, type Static } from '@sinclair/typebox'
import { Currency, IsoDateTime, Nullable, SafeText, Uuid } from './common.ts'
import { StudySummary } from './studies.ts'

/** The events a partner's webhook endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = ['study.created', 'lead.created', 'study.redacted'] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]
/** The event `POST /webhook-endpoints/{id}/test` sends (to that endpoint only; no subscription needed). */
export const WEBHOOK_TEST_EVENT = 'webhook.test'

export const WEBHOOK_LIMITS = {
  /** Endpoints one partner may register. */
  endpointsPerPartner: 10,
  urlMaxLength: 2048,
  descriptionMaxLength: 500,
} as const

/** `whsec_` + base64 of 24–64 random bytes: the Standard Webhooks form of a signing secret. */
export const WEBHOOK_SECRET_PATTERN = '^whsec_[A-Za-z0-9+/]{32,88}={0,2}$'

const closed = (name: string) => ({ $id: name, title: name, additionalProperties: false }) as const

export const WebhookEventTypeSchema = Type.Union(
  [Type.Literal('study.created'), Type.Literal('lead.created'), Type.Literal('study.redacted')],
  {
    $id: 'WebhookEventType',
    title: 'WebhookEventType',
    description: 'study.created: every new study; lead.created: a new study whose recipient agreed to be contacted (`wantsContact`); study.redacted: a study\'s personal data was erased',
  },
)

const EndpointUrl = () =>
  SafeText({
    minLength: 1,
    maxLength: WEBHOOK_LIMITS.urlMaxLength,
    description:
      'Where events are POSTed: `https` (plain `http` only where the operator set WEBHOOK_ALLOW_PRIVATE_NETWORKS=true), no user or password; its host must not resolve to a loopback, private, link-local, shared (CGNAT), multicast or unspecified address',
  })
const EventList = () =>
  Type.Array(WebhookEventTypeSchema, {
    minItems: 1,
    maxItems: WEBHOOK_EVENT_TYPES.length,
    uniqueItems: true,
    description: 'The event types sent to this endpoint; left out: all of them',
  })
const Description = () => SafeText({ maxLength: WEBHOOK_LIMITS.descriptionMaxLength, description: 'Free text for the partner (e.g. "HubSpot via Zapier")' })

export const WebhookEndpointCreate = Type.Object(
  { url: EndpointUrl(), events: Type.Optional(EventList()), description: Type.Optional(Description()) },
  closed('WebhookEndpointCreate'),
)
export type WebhookEndpointCreate = Static<typeof WebhookEndpointCreate>

export const WebhookEndpointUpdate = Type.Object(
  {
    url: Type.Optional(EndpointUrl()),
    events: Type.Optional(EventList()),
    description: Type.Optional(Nullable(Description())),
    enabled: Type.Optional(Type.Boolean({ description: 'false pauses deliveries (they wait); true resumes them and clears `disabledReason`' })),
  },
  closed('WebhookEndpointUpdate'),
)
export type WebhookEndpointUpdate = Static<typeof WebhookEndpointUpdate>

export const WebhookEndpoint = Type.Object(
  {
    id: Uuid(),
    url: Type.String(),
    events: Type.Array(WebhookEventTypeSchema),
    description: Nullable(Type.String()),
    enabled: Type.Boolean(),
    disabledReason: Nullable(
      Type.String({ description: 'Why deliveries stopped: `paused` (by the partner), `gone` (the endpoint answered 410), `failing` (every attempt failed for 5 days)' }),
    ),
    createdAt: IsoDateTime(),
    updatedAt: IsoDateTime(),
    previousSecretExpiresAt: Nullable(IsoDateTime({ description: 'After a rotation: until then the previous secret signs too (a second signature in `webhook-signature`)' })),
  },
  { $id: 'WebhookEndpoint', title: 'WebhookEndpoint' },
)
export type WebhookEndpoint = Static<typeof WebhookEndpoint>

export const WebhookEndpointWithSecret = Type.Object(
  {
    ...WebhookEndpoint.properties,
    secret: Type.String({ pattern: WEBHOOK_SECRET_PATTERN, description: 'The signing secret (`whsec_` + base64), shown only on creation and rotation' }),
  },
  { $id: 'WebhookEndpointWithSecret', title: 'WebhookEndpointWithSecret' },
)
export type WebhookEndpointWithSecret = Static<typeof WebhookEndpointWithSecret>

export const WebhookEndpointList = Type.Object({ items: Type.Array(WebhookEndpoint) }, { $id: 'WebhookEndpointList', title: 'WebhookEndpointList' })
export type WebhookEndpointList = Static<typeof WebhookEndpointList>

export const WebhookAttempt = Type.Object(
  {
    attempt: Type.Integer({ minimum: 1 }),
    at: IsoDateTime(),
    outcome: Type.Union([Type.Literal('succeeded'), Type.Literal('failed')]),
    statusCode: Nullable(Type.Integer({ description: 'HTTP status of the answer; null when none came (refused address, timeout, connection error)' })),
    durationMs: Type.Integer({ minimum: 0 }),
    error: Nullable(Type.String()),
    responseExcerpt: Nullable(Type.String({ description: 'The first bytes of the answer (at most 1 KB)' })),
  },
  { $id: 'WebhookAttempt', title: 'WebhookAttempt' },
)
export type WebhookAttempt = Static<typeof WebhookAttempt>

export const WebhookDeliveryStatus = Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed'), Type.Literal('cancelled')], {
  $id: 'WebhookDeliveryStatus',
  title: 'WebhookDeliveryStatus',
  description: 'pending: waiting for its next attempt; succeeded: answered 2xx; failed: given up (all attempts failed, or the endpoint answered 410); cancelled: its endpoint or study is gone',
})

export const WebhookDelivery = Type.Object(
  {
    id: Uuid(),
    webhookId: Type.String({ description: 'The `webhook-id` header: the same on every attempt of this event to this endpoint (the receiver\'s idempotency key)' }),
    eventId: Uuid(),
    eventType: Type.String(),
    studyId: Nullable(Uuid()),
    status: WebhookDeliveryStatus,
    attempts: Type.Integer({ minimum: 0 }),
    nextAttemptAt: Nullable(IsoDateTime()),
    createdAt: IsoDateTime(),
    log: Type.Array(WebhookAttempt, { description: 'The attempts still kept (WEBHOOK_LOG_RETENTION_DAYS), oldest first' }),
  },
  { $id: 'WebhookDelivery', title: 'WebhookDelivery' },
)
export type WebhookDelivery = Static<typeof WebhookDelivery>

export const WebhookDeliveryQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
})
export type WebhookDeliveryQuery = Static<typeof WebhookDeliveryQuery>

export const WebhookDeliveryPage = Type.Object(
  {
    totalCount: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    items: Type.Array(WebhookDelivery),
  },
  { $id: 'WebhookDeliveryPage', title: 'WebhookDeliveryPage' },
)
export type WebhookDeliveryPage = Static<typeof WebhookDeliveryPage>

export const WebhookEndpointParams = Type.Object({ id: Uuid() })
export const WebhookDeliveryParams = Type.Object({ id: Uuid(), deliveryId: Uuid() })

/** The figures a salesperson needs, beside the study summary in every study event. */
export const StudyKeyFigures = Type.Object(
  {
    annualSaving: Nullable(Type.Number({ description: 'Saving per year, CZK' })),
    currency: Currency,
    paybackYears: Nullable(Type.Number()),
    totalKWp: Nullable(Type.Number({ description: 'Installed PV power, kWp' })),
    batteryKWh: Nullable(Type.Number({ description: 'Battery capacity, kWh (0: none)' })),
    yearlyConsumptionKWh: Nullable(Type.Number()),
    distributor: Nullable(Type.String()),
    distributionRate: Nullable(Type.String()),
  },
  { $id: 'StudyKeyFigures', title: 'StudyKeyFigures' },
)
export type StudyKeyFigures = Static<typeof StudyKeyFigures>

export const StudyEventData = Type.Object(
  { ...StudySummary.properties, figures: StudyKeyFigures },
  {
    $id: 'StudyEventData',
    title: 'StudyEventData',
    description: 'The study summary as GET /studies/{id} heads it, read when the event is sent (so a redacted study carries no personal data), and its key figures',
  },
)
export type StudyEventData = Static<typeof StudyEventData>

/** The body of a study event (Standard Webhooks 1.0). */
export const StudyEvent = Type.Object(
  {
    type: WebhookEventTypeSchema,
    timestamp: IsoDateTime({ description: 'When the event happened' }),
    data: StudyEventData,
  },
  { $id: 'StudyEvent', title: 'StudyEvent' },
)
export type StudyEvent = Static<typeof StudyEvent>

export const WebhookTestResult = Type.Object(
  { deliveryId: Uuid(), webhookId: Type.String() },
  { $id: 'WebhookTestResult', title: 'WebhookTestResult' },
)
export type WebhookTestResult = Static<typeof WebhookTestResult>
