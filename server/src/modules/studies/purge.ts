import { DAY_MS } from '@partner/energy-shared'
import type { AppServices } from '../../services.ts'
import { StudyAccessLog, StudyIdempotencyKey } from './entities.ts'
import { IDEMPOTENCY_WINDOW_MS } from './service.ts'

/**
 * Deletes what the studies module no longer needs: PDF-broker access-log rows older than
 * ACCESS_LOG_RETENTION_DAYS and Idempotency-Keys past their replay window (both by indexed time columns).
 */
export async function purgeStudyRecords(services: AppServices, now = new Date()): Promise<{ accessLog: number; idempotencyKeys: number }> {
  const em = services.em()
  const accessLogCutoff = new Date(now.getTime() - services.config.jobs.accessLogRetentionDays * DAY_MS)
  const accessLog = await em.nativeDelete(StudyAccessLog, { at: { $lt: accessLogCutoff } })
  const idempotencyKeys = await em.nativeDelete(StudyIdempotencyKey, { createdAt: { $lt: new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS) } })
  return { accessLog, idempotencyKeys }
}
