import type { lookup } from 'node:dns/promises'
import type { EntityManager } from '@mikro-orm/postgresql'
import { DAY_MS, type Language, type StudyKeyFigures } from '@partner/energy-shared'
import type { Mailer, MailMessage } from '../../mail/index.ts'
import type { AppServices } from '../../services.ts'
import { Partner } from '../partners/entities.ts'
import { Study } from '../studies/entities.ts'
import { studyBrokerUrl, studySummary } from '../studies/summary.ts'
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEvent } from './entities.ts'
import { endpointDisabledEmail, leadEmail } from './lead-email.ts'
import { ENDPOINT_DISABLED_EVENT, leadRecipients, onCommitted, recordEvent, wakeWorkers } from './outbox.ts'
import { signatureHeader } from './signing.ts'
import { checkEndpointUrl, pinTarget } from './ssrf.ts'

/** An attempt's lease: well beyond its timeout (≤ 15 s) and the recording of its outcome; a crashed instance's attempt is retried after it. */
const LEASE_SECONDS = 60
/** Bytes of an answer read at most (kept as the log's excerpt); the rest is not read. */
const EXCERPT_BYTES = 1024
/** Retry-After of a 429 or 503 is honoured between these bounds (seconds). */
const RETRY_AFTER_MIN_SECONDS = 1
const RETRY_AFTER_MAX_SECONDS = 36_000

/** The `webhook-id` of a delivery: the same on every attempt of its event to its endpoint. */
export const webhookIdOf = (deliveryId: string) => `msg_${deliveryId.replace(/-/g, '')}`

/** The next due delivery not being attempted elsewhere, leased to the caller and counted as one more attempt; an endpoint gets at most N at once. */
const CLAIM = `update webhook_delivery set locked_until = now() + make_interval(secs => ?), attempts = attempts + 1, updated_at = now()
where id = (
  select d.id from webhook_delivery d left join webhook_endpoint e on e.id = d.endpoint_id
  where d.status = 'pending' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until <= now())
    and (d.channel = 'email' or (e.enabled and (select count(*) from webhook_delivery b where b.endpoint_id = d.endpoint_id and b.status = 'pending' and b.locked_until > now()) < ?))
  order by d.next_attempt_at limit 1 for update of d skip locked)
returning id, event_id, endpoint_id, channel, attempts`

interface Claimed {
  id: string
  event_id: string
  endpoint_id: string | null
  channel: 'webhook' | 'email'
  attempts: number
}

interface Outcome {
  ok: boolean
  statusCode: number | null
  durationMs: number
  error: string | null
  excerpt: string | null
  /** Seconds a 429/503 asked to wait. */
  retryAfter: number | null
  /** Nothing to send any more (the study, endpoint or recipient is gone): the delivery is cancelled. */
  cancel?: boolean
}

export type DeliveryOutcome = 'succeeded' | 'retry' | 'failed' | 'cancelled'

export interface DeliveryDependencies {
  mailer: Mailer
  /** DNS resolution (tests substitute it). */
  resolve?: typeof lookup
  /** Told of every attempt's outcome (metrics). */
  onOutcome?: (channel: 'webhook' | 'email', outcome: DeliveryOutcome) => void
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null
  const seconds = /^\d+$/.test(value.trim()) ? Number(value.trim()) : (Date.parse(value) - Date.now()) / 1000
  if (!Number.isFinite(seconds)) return null
  return Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(RETRY_AFTER_MIN_SECONDS, seconds))
}

/** Reads at most EXCERPT_BYTES of the answer, then lets the rest go. */
async function readExcerpt(response: Response): Promise<string | null> {
  if (!response.body) return null
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    while (total < EXCERPT_BYTES) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      total += value.byteLength
    }
  } finally {
    reader.cancel().catch(() => {})
  }
  if (total === 0) return null
  const bytes = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES)
  // A character cut at the end decodes to U+FFFD: dropped. NUL is no text for the database.
  return new TextDecoder().decode(bytes).replace(/\uFFFD$/, '').replaceAll('\u0000', '')
}

const describe = (error: unknown) => {
  const text = error instanceof Error ? `${error.name === 'Error' || error.name === 'TypeError' ? '' : `${error.name}: `}${error.message}` : String(error)
  return text.slice(0, 500)
}

/**
 * The delivery worker of one instance: claims due deliveries from the shared queue (each attempt by one
 * instance, under a lease), POSTs them signed to the endpoint's checked address or sends the lead e-mail, logs
 * every attempt and schedules the next one. Woken at once by a commit in this instance, and every
 * WEBHOOK_POLL_MS for the work of other instances and the retries that fall due.
 */
export function deliveryWorker(services: AppServices, deps: DeliveryDependencies) {
  const { config, log } = services
  const settings = config.webhooks
  const schedule = settings.retrySchedule
  let stopped = false
  let inFlight = 0

  function payload(em: EntityManager, event: WebhookEvent): Promise<string | null> {
    return (async () => {
      let data: Record<string, unknown> = event.data
      if (event.studyId) {
        // Read now, not when the event happened: a redacted study's events carry no personal data, also on a replay.
        const study = await em.findOne(Study, { id: event.studyId })
        if (!study) return null
        data = { ...studySummary(study, config.publicBaseUrl), figures: event.data.figures }
      }
      return JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data })
    })()
  }

  async function post(endpoint: WebhookEndpoint, webhookId: string, body: string): Promise<Outcome> {
    const started = performance.now()
    const elapsed = () => Math.round(performance.now() - started)
    try {
      const url = checkEndpointUrl(endpoint.url, settings.allowPrivateNetworks)
      // Resolved and checked now, for this attempt; the request goes to the checked address.
      const target = await pinTarget(url, settings.allowPrivateNetworks, deps.resolve)
      const timestamp = Math.floor(Date.now() / 1000)
      const secrets = [endpoint.secret]
      if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt.getTime() > Date.now()) secrets.push(endpoint.previousSecret)
      const response = await fetch(target.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(settings.timeoutSeconds * 1000),
        headers: {
          host: target.host,
          'content-type': 'application/json',
          'user-agent': 'PartnerEnergyWebhooks/1.0',
          'webhook-id': webhookId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureHeader(secrets, webhookId, timestamp, body),
        },
        body,
        ...(target.serverName ? { tls: { serverName: target.serverName } } : {}),
      })
      const excerpt = await readExcerpt(response)
      const ok = response.status >= 200 && response.status < 300
      const retryAfter = response.status === 429 || response.status === 503 ? parseRetryAfter(response.headers.get('retry-after')) : null
      const redirect = response.status >= 300 && response.status < 400
      return {
        ok,
        statusCode: response.status,
        durationMs: elapsed(),
        error: ok ? null : redirect ? `redirect (${response.status}) not followed` : `HTTP ${response.status}`,
        excerpt,
        retryAfter,
      }
    } catch (error) {
      return { ok: false, statusCode: null, durationMs: elapsed(), error: describe(error), excerpt: null, retryAfter: null }
    }
  }

  async function send(message: MailMessage): Promise<Outcome> {
    const started = performance.now()
    try {
      await deps.mailer.send(message)
      return { ok: true, statusCode: null, durationMs: Math.round(performance.now() - started), error: null, excerpt: null, retryAfter: null }
    } catch (error) {
      return { ok: false, statusCode: null, durationMs: Math.round(performance.now() - started), error: describe(error), excerpt: null, retryAfter: null }
    }
  }

  const cancelled = (why: string): Outcome => ({ ok: false, cancel: true, statusCode: null, durationMs: 0, error: why, excerpt: null, retryAfter: null })

  async function email(em: EntityManager, event: WebhookEvent): Promise<Outcome> {
    const partner = await em.findOne(Partner, { id: event.partnerId })
    if (!partner) return cancelled('partner gone')
    const language: Language = partner.language === 'en' ? 'en' : 'cs'
    if (event.type === 'lead.created' && event.studyId) {
      const study = await em.findOne(Study, { id: event.studyId })
      if (!study || study.redactedAt) return cancelled('study redacted')
      const to = leadRecipients(partner)
      if (to.length === 0) return cancelled('no lead address')
      return send(
        leadEmail({
          language,
          from: config.mail.from,
          to,
          partnerName: partner.name,
          customer: { name: study.recipientName ?? null, email: study.recipientEmail ?? null, phone: study.recipientPhone ?? null },
          studyLabel: study.studyLabel ?? null,
          consentAt: study.createdAt,
          figures: event.data.figures as StudyKeyFigures,
          pdfUrl: studyBrokerUrl(config.publicBaseUrl, study.id),
          studyId: study.id,
        }),
      )
    }
    if (event.type === ENDPOINT_DISABLED_EVENT) {
      if (!partner.contactEmail) return cancelled('no contact e-mail')
      const data = event.data as { url: string; reason: string }
      return send(endpointDisabledEmail({ language, from: config.mail.from, to: partner.contactEmail, url: data.url, reason: data.reason, failingDays: settings.failingDisableDays }))
    }
    return cancelled(`no e-mail for ${event.type}`)
  }

  /** Disables an endpoint (once) and queues the notice to its partner in the same transaction. */
  async function disable(em: EntityManager, endpoint: WebhookEndpoint, reason: 'gone' | 'failing'): Promise<void> {
    const changed = await em.nativeUpdate(WebhookEndpoint, { id: endpoint.id, enabled: true }, { enabled: false, disabledReason: reason })
    if (!changed) return
    log.warn('webhook endpoint disabled', { endpointId: endpoint.id, partnerId: endpoint.partnerId, reason })
    const email = config.mail.transport !== 'disabled'
    await recordEvent(em, { partnerId: endpoint.partnerId, type: ENDPOINT_DISABLED_EVENT, studyId: null, data: { endpointId: endpoint.id, url: endpoint.url, reason } }, { email })
  }

  async function record(claimed: Claimed, endpoint: WebhookEndpoint | null, outcome: Outcome, at: Date): Promise<DeliveryOutcome> {
    let result: DeliveryOutcome = 'succeeded'
    await services.em().transactional(async (em) => {
      em.create(WebhookAttempt, {
        deliveryId: claimed.id,
        attempt: claimed.attempts,
        at,
        outcome: outcome.ok ? 'succeeded' : 'failed',
        statusCode: outcome.statusCode,
        durationMs: outcome.durationMs,
        error: outcome.error,
        responseExcerpt: outcome.excerpt,
      })
      const done = { lockedUntil: null, nextAttemptAt: null }
      if (outcome.ok) {
        await em.nativeUpdate(WebhookDelivery, { id: claimed.id }, { ...done, status: 'succeeded', lastError: null })
        if (endpoint?.failingSince) await em.nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { failingSince: null })
        return
      }
      if (outcome.cancel) {
        result = 'cancelled'
        await em.nativeUpdate(WebhookDelivery, { id: claimed.id }, { ...done, status: 'cancelled', lastError: outcome.error })
        return
      }
      const gone = endpoint != null && outcome.statusCode === 410
      const final = gone || claimed.attempts > schedule.length
      const wait = outcome.retryAfter ?? schedule[claimed.attempts - 1] ?? 0
      result = final ? 'failed' : 'retry'
      await em.nativeUpdate(
        WebhookDelivery,
        { id: claimed.id },
        final ? { ...done, status: 'failed', lastError: outcome.error } : { lockedUntil: null, nextAttemptAt: new Date(Date.now() + wait * 1000), lastError: outcome.error },
      )
      if (!final && wait * 1000 < settings.pollMilliseconds) setTimeout(wake, wait * 1000).unref()
      if (!endpoint) return
      const [failing] = await em.execute<{ failing_since: Date }[]>(
        'update webhook_endpoint set failing_since = coalesce(failing_since, now()) where id = ? returning failing_since',
        [endpoint.id],
      )
      if (gone) await disable(em, endpoint, 'gone')
      else if (failing && new Date(failing.failing_since).getTime() <= Date.now() - settings.failingDisableDays * DAY_MS) await disable(em, endpoint, 'failing')
    })
    return result
  }

  async function attempt(claimed: Claimed): Promise<void> {
    const em = services.em()
    const at = new Date()
    const event = await em.findOne(WebhookEvent, { id: claimed.event_id })
    let endpoint: WebhookEndpoint | null = null
    let outcome: Outcome
    if (!event) {
      outcome = cancelled('event gone')
    } else if (claimed.channel === 'email') {
      outcome = await email(em, event)
    } else {
      endpoint = await em.findOne(WebhookEndpoint, { id: claimed.endpoint_id! })
      const body = endpoint ? await payload(em, event) : null
      outcome = !endpoint ? cancelled('endpoint gone') : body === null ? cancelled('study gone') : await post(endpoint, webhookIdOf(claimed.id), body)
    }
    const result = await record(claimed, endpoint, outcome, at)
    deps.onOutcome?.(claimed.channel, result)
    if (!outcome.ok && !outcome.cancel) log.info('webhook delivery failed', { deliveryId: claimed.id, channel: claimed.channel, attempt: claimed.attempts, status: outcome.statusCode, error: outcome.error, next: result })
  }

  async function pump(): Promise<void> {
    while (!stopped && inFlight < settings.concurrency) {
      let claimed: Claimed | undefined
      try {
        ;[claimed] = await services.em().execute<Claimed[]>(CLAIM, [LEASE_SECONDS, settings.endpointConcurrency])
      } catch (error) {
        if (!stopped) log.warn('could not claim webhook deliveries', { error: String(error) })
        return
      }
      if (!claimed) return
      inFlight++
      const row = claimed
      attempt(row)
        // The outcome could not be recorded: the lease lapses and the attempt is made again (at least once).
        .catch((error) => {
          if (!stopped) log.warn('could not record a webhook attempt', { deliveryId: row.id, error: String(error) })
        })
        .finally(() => {
          inFlight--
          wake()
        })
    }
  }

  let pumping: Promise<void> | null = null
  let again = false
  function wake(): void {
    if (stopped) return
    if (pumping) {
      again = true
      return
    }
    pumping = pump().finally(() => {
      pumping = null
      if (again) {
        again = false
        wake()
      }
    })
  }

  const timer = setInterval(wake, settings.pollMilliseconds)
  timer.unref()
  const unsubscribe = onCommitted(services, wake)
  services.jobs.onStop(() => {
    stopped = true
    clearInterval(timer)
    unsubscribe()
  })
  wake()

  return {
    wake,
    /** Deliveries this instance is attempting right now. */
    inFlight: () => inFlight,
  }
}

export type DeliveryWorker = ReturnType<typeof deliveryWorker>
export { wakeWorkers }
