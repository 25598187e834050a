import type { AppServices } from '../../services.ts'
import { purgeStudyRecords } from './purge.ts'
import type { StudiesService } from './service.ts'

/** The studies module's maintenance, each run by one instance at a time (see jobs/singleton.ts). */
export function scheduleStudyJobs(services: AppServices, studies: StudiesService): void {
  const { config, log, jobs } = services
  const { retentionDays } = config
  if (retentionDays) {
    jobs.add({
      name: 'study-retention',
      intervalSeconds: config.jobs.intervalSeconds,
      run: async () => {
        const count = await studies.redactOlderThan(retentionDays)
        if (count) log.info('retention redacted studies', { count, retentionDays })
      },
    })
  }
  jobs.add({
    name: 'study-purge',
    intervalSeconds: config.jobs.intervalSeconds,
    run: async () => {
      const purged = await purgeStudyRecords(services)
      if (purged.accessLog || purged.idempotencyKeys) log.info('purged study records', purged)
    },
  })
  if (config.mail.transport !== 'disabled') {
    jobs.add({ name: 'study-mail', intervalSeconds: config.mail.retryBaseSeconds, run: () => studies.deliverQueuedEmails() })
  }
}
