import type { lookup } from 'node:dns/promises'
import type { EntityManager } from '@mikro-orm/postgresql'
import {
  DAY_MS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery as WebhookDeliveryView,
  type WebhookDeliveryPage,
  type WebhookDeliveryQuery,
  type WebhookEndpoint as WebhookEndpointView,
  type WebhookEndpointCreate,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  type WebhookTestResult,
} from '@partner/energy-shared'
import { badRequest, conflict, notFound } from '../../http/problem.ts'
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEvent } from './entities.ts'
import { webhookIdOf } from './delivery.ts'
import { recordEvent } from './outbox.ts'
import { newSecret } from './signing.ts'
import { BlockedUrlError, checkEndpointUrl, pinTarget } from './ssrf.ts'

/** After a rotation the previous secret keeps signing this long, so that the receiver can switch without losing a delivery. */
export const SECRET_OVERLAP_MS = DAY_MS

export interface WebhooksServiceDependencies {
  em: () => EntityManager
  allowPrivateNetworks: boolean
  /** Starts the delivery of what was just committed (the worker of this instance). */
  wake?: () => void
  resolve?: typeof lookup
}

export function endpointView(endpoint: WebhookEndpoint): WebhookEndpointView {
  const overlap = endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt.getTime() > Date.now() ? endpoint.previousSecretExpiresAt : null
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events.filter((type): type is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)),
    description: endpoint.description ?? null,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason ?? null,
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
    previousSecretExpiresAt: overlap?.toISOString() ?? null,
  }
}

/** A partner's webhook endpoints: register, change, rotate, test, read the log, send again. Shared by the API and the admin CLI. */
export function webhooksService(deps: WebhooksServiceDependencies) {
  /** The URL's form and every address its host has now; 400 naming why not. */
  async function acceptableUrl(raw: string): Promise<string> {
    try {
      const url = checkEndpointUrl(raw, deps.allowPrivateNetworks)
      await pinTarget(url, deps.allowPrivateNetworks, deps.resolve)
      return url.href
    } catch (error) {
      if (error instanceof BlockedUrlError) throw badRequest(`The endpoint URL is not allowed: ${error.message}`, { url: [error.message] })
      throw error
    }
  }

  async function own(em: EntityManager, partnerId: string, id: string): Promise<WebhookEndpoint> {
    // Another partner's endpoint is answered exactly like an unknown one.
    const endpoint = await em.findOne(WebhookEndpoint, { id, partnerId })
    if (!endpoint) throw notFound(`No webhook endpoint ${id}`)
    return endpoint
  }

  const withSecret = (endpoint: WebhookEndpoint): WebhookEndpointWithSecret => ({ ...endpointView(endpoint), secret: endpoint.secret })

  return {
    async create(partnerId: string, body: WebhookEndpointCreate): Promise<WebhookEndpointWithSecret> {
      const url = await acceptableUrl(body.url)
      const em = deps.em()
      if ((await em.count(WebhookEndpoint, { partnerId })) >= WEBHOOK_LIMITS.endpointsPerPartner) {
        throw conflict(`A partner has at most ${WEBHOOK_LIMITS.endpointsPerPartner} webhook endpoints; delete one first`)
      }
      const endpoint = em.create(WebhookEndpoint, {
        partnerId,
        url,
        description: body.description ?? null,
        events: [...(body.events ?? WEBHOOK_EVENT_TYPES)],
        enabled: true,
        disabledReason: null,
        secret: newSecret(),
        previousSecret: null,
        previousSecretExpiresAt: null,
        failingSince: null,
      })
      await em.flush()
      return withSecret(endpoint)
    },

    async list(partnerId: string): Promise<WebhookEndpointView[]> {
      return (await deps.em().find(WebhookEndpoint, { partnerId }, { orderBy: { createdAt: 'asc', id: 'asc' } })).map(endpointView)
    },

    async get(partnerId: string, id: string): Promise<WebhookEndpointView> {
      return endpointView(await own(deps.em(), partnerId, id))
    },

    async update(partnerId: string, id: string, body: WebhookEndpointUpdate): Promise<WebhookEndpointView> {
      const em = deps.em()
      const endpoint = await own(em, partnerId, id)
      if (body.url !== undefined) endpoint.url = await acceptableUrl(body.url)
      if (body.events !== undefined) endpoint.events = [...body.events]
      if (body.description !== undefined) endpoint.description = body.description
      if (body.enabled === true && !endpoint.enabled) {
        endpoint.enabled = true
        endpoint.disabledReason = null
        endpoint.failingSince = null
      } else if (body.enabled === false && endpoint.enabled) {
        endpoint.enabled = false
        endpoint.disabledReason = 'paused'
      }
      await em.flush()
      if (endpoint.enabled) deps.wake?.()
      return endpointView(endpoint)
    },

    /** Deletes the endpoint with its deliveries and their log. */
    async remove(partnerId: string, id: string): Promise<void> {
      await deps.em().transactional(async (em) => {
        const endpoint = await own(em, partnerId, id)
        await em.execute('delete from webhook_attempt where delivery_id in (select id from webhook_delivery where endpoint_id = ?)', [endpoint.id])
        await em.nativeDelete(WebhookDelivery, { endpointId: endpoint.id })
        await em.nativeDelete(WebhookEndpoint, { id: endpoint.id })
      })
    },

    /** A new secret; the previous one signs too for SECRET_OVERLAP_MS (both signatures in webhook-signature). */
    async rotateSecret(partnerId: string, id: string): Promise<WebhookEndpointWithSecret> {
      const em = deps.em()
      const endpoint = await own(em, partnerId, id)
      endpoint.previousSecret = endpoint.secret
      endpoint.previousSecretExpiresAt = new Date(Date.now() + SECRET_OVERLAP_MS)
      endpoint.secret = newSecret()
      await em.flush()
      return withSecret(endpoint)
    },

    async deliveries(partnerId: string, id: string, query: WebhookDeliveryQuery): Promise<WebhookDeliveryPage> {
      const em = deps.em()
      const endpoint = await own(em, partnerId, id)
      const page = query.page ?? 1
      const pageSize = query.pageSize ?? 20
      const [rows, totalCount] = await em.findAndCount(
        WebhookDelivery,
        { endpointId: endpoint.id },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
      )
      const items = await deliveryViews(em, rows)
      return { totalCount, page, pageSize, items }
    },

    /** Queues a `webhook.test` event for this endpoint alone, sent at once. */
    async test(partnerId: string, id: string): Promise<WebhookTestResult> {
      const em = deps.em()
      const endpoint = await own(em, partnerId, id)
      if (!endpoint.enabled) throw conflict('The endpoint is disabled; enable it first (PATCH with "enabled": true)')
      const { deliveries } = await recordEvent(
        em,
        { partnerId, type: WEBHOOK_TEST_EVENT, studyId: null, data: { endpointId: endpoint.id, message: 'A test event from the Partner API: your endpoint receives and verifies our webhooks.' } },
        { endpointId: endpoint.id },
      )
      await em.flush()
      deps.wake?.()
      const delivery = deliveries[0]!
      return { deliveryId: delivery.id, webhookId: webhookIdOf(delivery.id) }
    },

    /**
     * Sends a delivery again now, with the same webhook-id and the payload as it reads today (a redacted study's
     * without personal data). One more attempt; a failure is retried on the schedule while attempts remain.
     */
    async retry(partnerId: string, id: string, deliveryId: string): Promise<WebhookDeliveryView> {
      const em = deps.em()
      const endpoint = await own(em, partnerId, id)
      if (!endpoint.enabled) throw conflict('The endpoint is disabled; enable it first (PATCH with "enabled": true)')
      const changed = await em.execute<{ id: string }[]>(
        `update webhook_delivery set status = 'pending', next_attempt_at = now(), locked_until = null, updated_at = now()
         where id = ? and endpoint_id = ? and status <> 'cancelled' and (locked_until is null or locked_until <= now()) returning id`,
        [deliveryId, endpoint.id],
      )
      if (changed.length === 0) {
        const exists = await em.count(WebhookDelivery, { id: deliveryId, endpointId: endpoint.id })
        if (!exists) throw notFound(`No delivery ${deliveryId} of webhook endpoint ${id}`)
        throw conflict('This delivery is being attempted right now, or was cancelled; retry later')
      }
      deps.wake?.()
      const [view] = await deliveryViews(em, [await em.findOneOrFail(WebhookDelivery, { id: deliveryId })])
      return view!
    },
  }
}

/** Deliveries as the API shows them, with their event and the attempts still logged. */
async function deliveryViews(em: EntityManager, rows: WebhookDelivery[]): Promise<WebhookDeliveryView[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const events = new Map((await em.find(WebhookEvent, { id: { $in: rows.map((row) => row.eventId) } })).map((event) => [event.id, event]))
  const attempts = await em.find(WebhookAttempt, { deliveryId: { $in: ids } }, { orderBy: { at: 'asc', attempt: 'asc' } })
  return rows.map((row) => ({
    id: row.id,
    webhookId: webhookIdOf(row.id),
    eventId: row.eventId,
    eventType: events.get(row.eventId)?.type ?? 'unknown',
    studyId: events.get(row.eventId)?.studyId ?? null,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    log: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        attempt: attempt.attempt,
        at: attempt.at.toISOString(),
        outcome: attempt.outcome,
        statusCode: attempt.statusCode ?? null,
        durationMs: attempt.durationMs,
        error: attempt.error ?? null,
        responseExcerpt: attempt.responseExcerpt ?? null,
      })),
  }))
}

export type WebhooksService = ReturnType<typeof webhooksService>
