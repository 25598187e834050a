import type { MailMessage, Mailer } from '../../mail/index.ts'
import type { AppServices } from '../../services.ts'
import { Study, StudyMail } from './entities.ts'

export type EmailStatus = Study['emailStatus']

/** While one instance is sending a message, the others leave it alone for this long. */
const SEND_LEASE_SECONDS = 300
/** Backoff never grows beyond an hour between attempts. */
const MAX_BACKOFF_SECONDS = 3600
/** Messages one run of the retry job sends at most (the next run continues). */
const BATCH = 50

/** The next due message not being sent elsewhere, leased to the caller and counted as one more attempt. */
const CLAIM = `update study_mail set locked_until = now() + make_interval(secs => ?), attempts = attempts + 1
where study_id = (
  select study_id from study_mail
  where next_attempt_at <= now() and (locked_until is null or locked_until <= now())
  order by next_attempt_at limit 1 for update skip locked)
returning study_id, message, attempts`

type StoredMessage = Omit<MailMessage, 'attachments'> & { attachments: { filename: string; contentType: string }[] }

/**
 * Durable study e-mail. The queue row is written with the study (same flush) and leased to the request
 * that sends at once; a failed send stays queued and is retried with exponential backoff by the
 * singleton `study-mail` job, up to MAIL_RETRY_MAX_ATTEMPTS, then the study's emailStatus is `failed`.
 * The PDF is not copied into the queue: each attempt re-reads it from storage.
 */
export function studyMailQueue(services: AppServices, deps: { mailer: Mailer; pdf: (studyId: string) => Promise<Uint8Array | null> }) {
  const { config, log } = services
  const { retryBaseSeconds, retryMaxAttempts } = config.mail
  const deliveries = services.metrics.mailDeliveries
  services.metrics.registerQueue('study-mail', { depth: () => services.em().count(StudyMail, {}) })
  const backoffSeconds = (attempts: number) => Math.min(MAX_BACKOFF_SECONDS, retryBaseSeconds * 2 ** (attempts - 1))

  async function finish(studyId: string, status: 'sent' | 'failed'): Promise<void> {
    await services.em().transactional(async (em) => {
      await em.nativeDelete(StudyMail, { studyId })
      await em.nativeUpdate(Study, { id: studyId }, { emailStatus: status, emailSent: status === 'sent' })
    })
  }

  /** Records a failed attempt: schedules the next one, or gives up after the last. */
  async function failed(studyId: string, attempts: number, error: unknown): Promise<EmailStatus> {
    const final = attempts >= retryMaxAttempts
    log.warn('study e-mail failed', { id: studyId, transport: deps.mailer.kind, attempts, final, error: String(error) })
    deliveries.inc({ transport: deps.mailer.kind, outcome: final ? 'failed' : 'retrying' })
    if (final) {
      await finish(studyId, 'failed')
      return 'failed'
    }
    await services
      .em()
      .nativeUpdate(StudyMail, { studyId }, { nextAttemptAt: new Date(Date.now() + backoffSeconds(attempts) * 1000), lockedUntil: null, lastError: String(error).slice(0, 1000) })
    return 'pending'
  }

  async function attempt(studyId: string, message: MailMessage, attempts: number): Promise<EmailStatus> {
    try {
      await deps.mailer.send(message)
    } catch (error) {
      return failed(studyId, attempts, error)
    }
    deliveries.inc({ transport: deps.mailer.kind, outcome: 'sent' })
    await finish(studyId, 'sent')
    return 'sent'
  }

  return {
    /** The queue row for a new study (persisted by the caller's flush), leased to the request that sends now. */
    enqueue(em: ReturnType<AppServices['em']>, studyId: string, message: MailMessage): void {
      const stored: StoredMessage = { ...message, attachments: message.attachments.map(({ filename, contentType }) => ({ filename, contentType })) }
      const now = Date.now()
      em.create(StudyMail, {
        studyId,
        message: stored as unknown as Record<string, unknown>,
        attempts: 1,
        nextAttemptAt: new Date(now),
        lockedUntil: new Date(now + SEND_LEASE_SECONDS * 1000),
        lastError: null,
      })
    },

    /** The first attempt, in the request: 'sent', or 'pending' when it failed and was left for a retry. */
    sendNow: (studyId: string, message: MailMessage) => attempt(studyId, message, 1),

    /** One run of the retry job: sends the due messages; returns how many were sent. */
    async deliverDue(): Promise<number> {
      let sent = 0
      for (let i = 0; i < BATCH; i++) {
        const [row] = await services.em().execute<{ study_id: string; message: StoredMessage; attempts: number }[]>(CLAIM, [SEND_LEASE_SECONDS])
        if (!row) break
        const pdf = await deps.pdf(row.study_id)
        if (!pdf) {
          // Redacted or lost meanwhile: there is nothing left to send.
          await finish(row.study_id, 'failed')
          continue
        }
        const message: MailMessage = { ...row.message, attachments: row.message.attachments.map((a) => ({ ...a, content: pdf })) }
        if ((await attempt(row.study_id, message, row.attempts)) === 'sent') sent++
      }
      if (sent) log.info('queued study e-mails sent', { count: sent })
      return sent
    },
  }
}

export type StudyMailQueue = ReturnType<typeof studyMailQueue>
