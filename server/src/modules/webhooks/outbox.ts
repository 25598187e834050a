import type { EntityManager } from '@mikro-orm/postgresql'
import { WEBHOOK_EVENT_TYPES, type StudyKeyFigures, type WebhookEventType } from '@partner/energy-shared'
import type { AppServices } from '../../services.ts'
import { Partner } from '../partners/entities.ts'
import type { StudyEvents } from '../studies/service.ts'
import { WebhookDelivery, WebhookEndpoint, WebhookEvent } from './entities.ts'

/** Internal event: an endpoint was disabled automatically; its partner is told by e-mail. */
export const ENDPOINT_DISABLED_EVENT = 'endpoint.disabled'

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null)

/** The figures a salesperson needs, from a study's stored request and result (none of them personal). */
export function keyFigures(input: Json, result: Json): StudyKeyFigures {
  const inputs = isObject(result.inputs) ? result.inputs : {}
  const battery = isObject(inputs.battery) ? inputs.battery : {}
  const distribution = isObject(input.distribution) ? input.distribution : {}
  return {
    annualSaving: numberOrNull(result.headlineYearlySaving),
    currency: 'CZK',
    paybackYears: numberOrNull(result.paybackYears),
    totalKWp: numberOrNull(inputs.totalKWp) ?? numberOrNull(input.totalKWp),
    batteryKWh: numberOrNull(battery.sizeKwh) ?? (isObject(input.battery) ? numberOrNull(input.battery.batterySizeKwh) : 0),
    yearlyConsumptionKWh: numberOrNull(input.yearlyConsumptionKWh),
    distributor: stringOrNull(inputs.distributor) ?? stringOrNull(distribution.distributor),
    distributionRate: stringOrNull(inputs.distributionRate) ?? stringOrNull(distribution.distributionRate),
  }
}

/** Wakes the delivery workers of one app (several apps may run in one process, e.g. in tests). */
const wakers = new WeakMap<AppServices, Set<() => void>>()
export function onCommitted(services: AppServices, wake: () => void): () => void {
  let set = wakers.get(services)
  if (!set) wakers.set(services, (set = new Set()))
  set.add(wake)
  return () => set.delete(wake)
}
export const wakeWorkers = (services: AppServices) => {
  for (const wake of wakers.get(services) ?? []) wake()
}

/** Where the partner's lead e-mails go: its lead addresses (none when set empty), else its contact e-mail. */
export const leadRecipients = (partner: Pick<Partner, 'leadEmails' | 'contactEmail'>): string[] =>
  partner.leadEmails != null ? partner.leadEmails : partner.contactEmail ? [partner.contactEmail] : []

/**
 * Records an event and one delivery per enabled endpoint of the partner that wants it (and, with `email`, one
 * for the partner's mailbox), on the caller's EntityManager: persisted by the caller's flush, in its transaction.
 */
export async function recordEvent(
  em: EntityManager,
  event: { partnerId: string; type: string; studyId: string | null; data: Json },
  options: { email?: boolean; endpointId?: string } = {},
): Promise<{ event: WebhookEvent; deliveries: WebhookDelivery[] }> {
  const row = em.create(WebhookEvent, { partnerId: event.partnerId, type: event.type, studyId: event.studyId, data: event.data })
  const deliveries: WebhookDelivery[] = []
  const now = new Date()
  const subscribable = (WEBHOOK_EVENT_TYPES as readonly string[]).includes(event.type)
  const endpoints = options.endpointId
    ? [options.endpointId]
    : !subscribable
      ? []
      : (await em.find(WebhookEndpoint, { partnerId: event.partnerId, enabled: true }, { fields: ['id', 'events'] }))
        .filter((endpoint) => endpoint.events.includes(event.type))
        .map((endpoint) => endpoint.id)
  for (const endpointId of endpoints) {
    deliveries.push(em.create(WebhookDelivery, { eventId: row.id, partnerId: event.partnerId, channel: 'webhook', endpointId, status: 'pending', attempts: 0, nextAttemptAt: now }))
  }
  if (options.email) {
    deliveries.push(em.create(WebhookDelivery, { eventId: row.id, partnerId: event.partnerId, channel: 'email', endpointId: null, status: 'pending', attempts: 0, nextAttemptAt: now }))
  }
  return { event: row, deliveries }
}

/** The studies module's events: study.created, lead.created and study.redacted, written in the study's transaction. */
export function studyEventsOutbox(services: AppServices): StudyEvents {
  const mailEnabled = services.config.mail.transport !== 'disabled'
  const type = (name: WebhookEventType) => name
  return {
    async created(em, study) {
      const data = { figures: keyFigures(study.input, study.result) }
      await recordEvent(em, { partnerId: study.partnerId, type: type('study.created'), studyId: study.id, data })
      if (!study.wantsContact) return
      const partner = await em.findOne(Partner, { id: study.partnerId }, { fields: ['leadEmails', 'contactEmail'] })
      const email = mailEnabled && partner != null && leadRecipients(partner).length > 0
      await recordEvent(em, { partnerId: study.partnerId, type: type('lead.created'), studyId: study.id, data }, { email })
    },
    async redacted(em, study) {
      // A lead e-mail not yet sent would name the customer: it is not sent any more.
      await em.execute(
        `update webhook_delivery set status = 'cancelled', next_attempt_at = null, updated_at = now()
         where channel = 'email' and status = 'pending' and event_id in (select id from webhook_event where study_id = ?)`,
        [study.id],
      )
      await recordEvent(em, { partnerId: study.partnerId, type: type('study.redacted'), studyId: study.id, data: { figures: keyFigures(study.input, study.result) } })
    },
    committed: () => wakeWorkers(services),
  }
}
