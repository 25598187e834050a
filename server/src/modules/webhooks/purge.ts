import { DAY_MS } from '@partner/energy-shared'
import type { AppServices } from '../../services.ts'

/**
 * Deletes the delivery log and the finished deliveries older than WEBHOOK_LOG_RETENTION_DAYS, and the events no
 * delivery refers to any more past that age (the singleton `webhook-purge` job).
 */
export async function purgeWebhookRecords(services: AppServices, now = new Date()): Promise<{ attempts: number; deliveries: number; events: number }> {
  const cutoff = new Date(now.getTime() - services.config.webhooks.logRetentionDays * DAY_MS)
  const em = services.em()
  const count = (rows: unknown) => (Array.isArray(rows) ? rows.length : 0)
  const attempts = count(await em.execute('delete from webhook_attempt where at < ? returning id', [cutoff]))
  const deliveries = count(
    await em.execute(
      `delete from webhook_delivery d where d.status <> 'pending' and d.updated_at < ?
       and not exists (select 1 from webhook_attempt a where a.delivery_id = d.id) returning d.id`,
      [cutoff],
    ),
  )
  const events = count(
    await em.execute(
      'delete from webhook_event e where e.created_at < ? and not exists (select 1 from webhook_delivery d where d.event_id = e.id) returning e.id',
      [cutoff],
    ),
  )
  if (attempts || deliveries || events) services.log.info('purged webhook records', { attempts, deliveries, events })
  return { attempts, deliveries, events }
}
