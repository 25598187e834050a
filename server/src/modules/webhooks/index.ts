import { Elysia } from 'elysia'
import { Counter } from 'prom-client'
import type { AccessIdentity } from '../partners/jwt.ts'
import type { AppServices } from '../../services.ts'
import { bearerAuth } from '../../http/auth.ts'
import { forbidden } from '../../http/problem.ts'
import { jsonBody } from '../../http/json-body.ts'
import { createMailer, type Mailer } from '../../mail/index.ts'
import {
  Problem,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookDeliveryParams,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointList,
  WebhookEndpointParams,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
  WebhookTestResult,
} from './model.ts'
import { deliveryWorker, type DeliveryDependencies } from './delivery.ts'
import { WebhookDelivery as WebhookDeliveryRow } from './entities.ts'
import { purgeWebhookRecords } from './purge.ts'
import { webhooksService } from './service.ts'

const problems = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 503: Problem }

const requireApi = (auth: AccessIdentity) => {
  if (auth.kind !== 'api') throw forbidden('Webhook endpoints need an api token; embed tokens cannot manage them')
}

const SIGNING = `Every delivery is a POST of \`{type, timestamp, data}\` (JSON) signed per Standard Webhooks 1.0: \`webhook-id\` (the same on every attempt of one event to one endpoint: deduplicate on it), \`webhook-timestamp\` (Unix seconds) and \`webhook-signature\` (\`v1,\` + base64 HMAC-SHA256 of \`id.timestamp.body\` keyed with the base64-decoded part of the secret after \`whsec_\`; during a rotation's overlap two signatures, space-separated). Delivery is at least once.`

/** Integers in the query arrive as strings. */
const pageTransform = ({ query }: { query: Record<string, unknown> }) => {
  for (const name of ['page', 'pageSize']) {
    const value = query[name]
    if (typeof value === 'string' && /^-?\d{1,9}$/.test(value)) query[name] = Number(value)
  }
}

/** `/api/v1/webhook-endpoints`: a partner's endpoints (api tokens only); starts this instance's delivery worker. */
export function webhooksModule(services: AppServices, deps: Partial<DeliveryDependencies> & { mailer?: Mailer } = {}) {
  // Outcomes in the words of mail_deliveries_total: sent, retrying (failed, tried again later), failed (given up), cancelled.
  const deliveries = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Lead delivery attempts (webhook POSTs and lead e-mails), by channel and outcome (sent, retrying, failed, cancelled)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [services.metrics.registry],
  })
  const words = { succeeded: 'sent', retry: 'retrying', failed: 'failed', cancelled: 'cancelled' } as const
  const onOutcome: DeliveryDependencies['onOutcome'] = (channel, outcome) => {
    deliveries.inc({ channel, outcome: words[outcome] })
    deps.onOutcome?.(channel, outcome)
  }
  const worker = deliveryWorker(services, { mailer: deps.mailer ?? createMailer(services.config), resolve: deps.resolve, onOutcome })
  services.metrics.registerQueue('webhooks', { depth: () => services.em().count(WebhookDeliveryRow, { status: 'pending' }) })
  const webhooks = webhooksService({ em: () => services.em(), allowPrivateNetworks: services.config.webhooks.allowPrivateNetworks, wake: worker.wake, resolve: deps.resolve })
  services.jobs.add({ name: 'webhook-purge', intervalSeconds: services.config.jobs.intervalSeconds, run: () => purgeWebhookRecords(services) })

  return new Elysia({ name: 'webhooks', seed: services.instanceId, prefix: '/api/v1/webhook-endpoints' })
    .use(bearerAuth(services))
    .onBeforeHandle(({ auth }) => requireApi(auth))
    .post(
      '',
      async ({ auth, body, set }) => {
        set.status = 201
        return webhooks.create(auth.partnerId, body)
      },
      {
        parse: [jsonBody({ schema: WebhookEndpointCreate }), 'json'],
        body: WebhookEndpointCreate,
        response: { 201: WebhookEndpointWithSecret, ...problems, 409: Problem, 413: Problem, 415: Problem },
        detail: {
          operationId: 'createWebhookEndpoint',
          tags: ['Webhooks'],
          summary: 'Register a webhook endpoint (its signing secret is shown only here)',
          description: `Events: \`study.created\` (every study), \`lead.created\` (a study whose recipient agreed to be contacted), \`study.redacted\`; \`events\` left out subscribes to all. The URL must be \`https\` and its host must not resolve to a loopback, private, link-local, shared (CGNAT), multicast or unspecified address (checked now and at every attempt; the operator may allow private networks and plain http with WEBHOOK_ALLOW_PRIVATE_NETWORKS=true) → else 400. At most 10 endpoints per partner (409 beyond). ${SIGNING} Attempts: at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h; only 2xx is success, redirects are not followed, 15 s timeout; 429/503 with Retry-After wait as asked (1 s to 10 h); 410 disables the endpoint; an endpoint failing for 5 days is disabled and its partner's contact e-mail told. Api tokens only.`,
        },
      },
    )
    .get('', async ({ auth }) => ({ items: await webhooks.list(auth.partnerId) }), {
      response: { 200: WebhookEndpointList, ...problems },
      detail: { operationId: 'listWebhookEndpoints', tags: ['Webhooks'], summary: "List the partner's webhook endpoints (without secrets)", description: 'Api tokens only.' },
    })
    .get('/:id', ({ auth, params }) => webhooks.get(auth.partnerId, params.id), {
      params: WebhookEndpointParams,
      response: { 200: WebhookEndpoint, ...problems },
      detail: { operationId: 'getWebhookEndpoint', tags: ['Webhooks'], summary: 'Read one webhook endpoint', description: "Another partner's endpoint answers 404. Api tokens only." },
    })
    .patch('/:id', ({ auth, params, body }) => webhooks.update(auth.partnerId, params.id, body), {
      params: WebhookEndpointParams,
      parse: [jsonBody({ schema: WebhookEndpointUpdate }), 'json'],
      body: WebhookEndpointUpdate,
      response: { 200: WebhookEndpoint, ...problems, 413: Problem, 415: Problem },
      detail: {
        operationId: 'updateWebhookEndpoint',
        tags: ['Webhooks'],
        summary: 'Change the URL, events or description of an endpoint, or pause and resume it',
        description: '`enabled: false` pauses it (deliveries wait); `enabled: true` resumes it after a pause or an automatic disabling (410, failing for days). A new URL is checked like on registration. Api tokens only.',
      },
    })
    .delete(
      '/:id',
      async ({ auth, params }) => {
        await webhooks.remove(auth.partnerId, params.id)
        return new Response(null, { status: 204 })
      },
      {
        params: WebhookEndpointParams,
        response: problems,
        detail: {
          operationId: 'deleteWebhookEndpoint',
          tags: ['Webhooks'],
          summary: 'Delete an endpoint with its deliveries and log',
          description: 'Api tokens only.',
          responses: { 204: { description: 'Deleted' } },
        },
      },
    )
    .post('/:id/rotate-secret', ({ auth, params }) => webhooks.rotateSecret(auth.partnerId, params.id), {
      params: WebhookEndpointParams,
      response: { 200: WebhookEndpointWithSecret, ...problems },
      detail: {
        operationId: 'rotateWebhookSecret',
        tags: ['Webhooks'],
        summary: 'Replace the signing secret (the new one is shown only here)',
        description: 'For 24 hours (`previousSecretExpiresAt`) every delivery carries two signatures, space-separated in `webhook-signature`: by the new secret and by the previous one, so that the receiver can switch without losing a delivery. Api tokens only.',
      },
    })
    .get('/:id/deliveries', ({ auth, params, query }) => webhooks.deliveries(auth.partnerId, params.id, query), {
      params: WebhookEndpointParams,
      transform: pageTransform,
      query: WebhookDeliveryQuery,
      response: { 200: WebhookDeliveryPage, ...problems },
      detail: {
        operationId: 'listWebhookDeliveries',
        tags: ['Webhooks'],
        summary: "The endpoint's delivery log, newest first",
        description: 'Each delivery (one event to this endpoint) with its attempts: time, outcome, HTTP status, duration and the first 1 KB of the answer. Kept WEBHOOK_LOG_RETENTION_DAYS (30 by default). Api tokens only.',
      },
    })
    .post('/:id/deliveries/:deliveryId/retry', ({ auth, params }) => webhooks.retry(auth.partnerId, params.id, params.deliveryId), {
      params: WebhookDeliveryParams,
      response: { 200: WebhookDelivery, ...problems, 409: Problem },
      detail: {
        operationId: 'retryWebhookDelivery',
        tags: ['Webhooks'],
        summary: 'Send a delivery again, now',
        description:
          'The same `webhook-id`, signed anew, with the event as it reads today (a redacted study without its personal data). 409 while it is being attempted, or when the endpoint is disabled. Api tokens only.',
      },
    })
    .post('/:id/test', ({ auth, params }) => webhooks.test(auth.partnerId, params.id), {
      params: WebhookEndpointParams,
      response: { 200: WebhookTestResult, ...problems, 409: Problem },
      detail: {
        operationId: 'testWebhookEndpoint',
        tags: ['Webhooks'],
        summary: 'Send a test event to the endpoint',
        description: 'Queues a `webhook.test` event for this endpoint alone and sends it at once; its outcome appears in the delivery log. 409 when the endpoint is disabled. Api tokens only.',
      },
    })
}
