/** Admin subcommands of lead delivery: a partner's webhook endpoints and where its lead e-mails go. */
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@partner/energy-shared'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/orm.ts'
import { HttpProblem } from '../http/problem.ts'
import { partnerService } from '../modules/partners/service.ts'
import { endpointView, webhooksService } from '../modules/webhooks/service.ts'
import { UsageError, type AdminCommand } from './command.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : value === undefined ? undefined : [String(value)])

async function partnerOf(db: Database, ref: unknown, em = db.orm.em.fork()) {
  const id = text(ref)
  if (!id) throw new UsageError('--partner <id|ičo> is required')
  const partner = await partnerService(em).findPartner(id)
  if (!partner) throw new UsageError(`no partner ${id}`)
  return partner
}

function service(db: Database) {
  const { allowPrivateNetworks } = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }).webhooks
  return webhooksService({ em: () => db.orm.em.fork(), allowPrivateNetworks })
}

/** The API's refusals (a URL not allowed, too many endpoints) are the operator's input errors here. */
async function asUsage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof HttpProblem) throw new UsageError(error.message)
    throw error
  }
}

export const webhookListCommand: AdminCommand = async (db, { values }) => {
  const partner = await partnerOf(db, values.partner)
  return service(db).list(partner.id)
}

export const webhookAddCommand: AdminCommand = async (db, { values }) => {
  const partner = await partnerOf(db, values.partner)
  const url = text(values.url)
  if (!url) throw new UsageError('--url <https://…> is required')
  const events = list(values.event)
  for (const event of events ?? []) {
    if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(event)) throw new UsageError(`--event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`)
  }
  return asUsage(() =>
    service(db).create(partner.id, { url, events: events ? ([...new Set(events)] as WebhookEventType[]) : undefined, description: text(values.description) }),
  )
}

export const webhookRemoveCommand: AdminCommand = async (db, { positionals }) => {
  const id = positionals[0]
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) throw new UsageError('webhook remove <endpoint-id>')
  const em = db.orm.em.fork()
  const { WebhookEndpoint } = await import('../modules/webhooks/entities.ts')
  const endpoint = await em.findOne(WebhookEndpoint, { id })
  if (!endpoint) throw new UsageError(`no webhook endpoint ${id}`)
  await service(db).remove(endpoint.partnerId, id)
  return { removed: endpointView(endpoint) }
}

/** `partner update`: lead-notification addresses (`none`: no lead e-mails; `default`: the contact e-mail) and language. */
export const partnerUpdateCommand: AdminCommand = async (db, { values }) => {
  const em = db.orm.em.fork()
  const partner = await partnerOf(db, values.partner, em)
  const addresses = list(values['lead-email'])
  const language = text(values.language)
  if (addresses === undefined && language === undefined) throw new UsageError('give --lead-email <e-mail>… (or none, or default) and/or --language cs|en')
  const leadEmails = addresses === undefined ? undefined : addresses.length === 1 && addresses[0] === 'default' ? null : addresses.length === 1 && addresses[0] === 'none' ? [] : addresses
  const updated = await partnerService(em).updatePartnerNotifications(partner, { leadEmails, language })
  return { id: updated.id, ico: updated.ico, language: updated.language, leadEmails: updated.leadEmails ?? null, contactEmail: updated.contactEmail ?? null }
}
