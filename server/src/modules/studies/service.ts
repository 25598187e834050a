import { createHash } from 'node:crypto'
import { UniqueConstraintViolationException } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import {
  DAY_MS,
  negotiateLanguage,
  type Language,
  type Study as StudyFull,
  type StudyCreateRequest,
  type StudyCreateResult,
  type StudyListPage,
  type StudyListQuery,
  type StudyResult,
  type StudySummary,
} from '@partner/energy-shared'
import { isDatabaseUnavailable } from '../../db/errors.ts'
import { badRequest, conflict, forbidden, gone, notFound, serviceUnavailable } from '../../http/problem.ts'
import { embedOrigins } from '../../http/cors.ts'
import type { Mailer } from '../../mail/index.ts'
import type { AccessIdentity } from '../partners/jwt.ts'
import { isValidIco } from '../partners/ico.ts'
import type { AppServices } from '../../services.ts'
import { StorageUnavailableError, type BlobStore } from '../../storage/index.ts'
import type { SimulationService } from './simulation.ts'
import { decideBranding, type StudyBranding } from './branding.ts'
import { studyEmail } from './email.ts'
import { Study, StudyAccessLog, StudyIdempotencyKey, StudyMail } from './entities.ts'
import { studyMailQueue } from './mail-queue.ts'
import { RenderTimeoutError, type RenderSlots } from './pdf/pool.ts'
import { texts } from './i18n.ts'
import type { StudyDocumentInput } from './pdf/index.ts'
import { scrubInput, scrubResult } from './redaction.ts'
import { studySummary } from './summary.ts'

export interface StudiesDependencies {
  simulation: SimulationService
  blobs: BlobStore
  mailer: Mailer
  renderPdf: (input: StudyDocumentInput) => Promise<Uint8Array>
  /** Creations this instance works on at once, whichever door they come through (API or console). */
  slots: RenderSlots
  /** The events outbox (webhooks, lead e-mail): written in the study's own transaction. */
  events?: StudyEvents
}

/** A study's events, written with the study (one transaction) and sent once it committed. */
export interface StudyEvents {
  created(em: EntityManager, study: { id: string; partnerId: string; wantsContact: boolean; input: Record<string, unknown>; result: Record<string, unknown> }): Promise<void>
  /** Called once per study, by the redaction that erased it. */
  redacted(em: EntityManager, study: { id: string; partnerId: string; input: Record<string, unknown>; result: Record<string, unknown> }): Promise<void>
  /** The transaction committed: send what it recorded now. */
  committed(): void
}

export interface CreateStudyCall {
  auth: AccessIdentity
  /** The parsed body exactly as the client sent it (before schema normalisation). */
  rawBody: Record<string, unknown>
  body: StudyCreateRequest
  headers: {
    externalUserId?: string
    ico?: string
    idempotencyKey?: string
    acceptLanguage?: string
    origin?: string
  }
  /** A console user's study: their id as the study's `userId`. */
  userId?: string
  /** false: no e-mail to the recipient (a console adviser's choice); the study's emailStatus is then `disabled`. */
  sendEmail?: boolean
}

export interface PdfVisit {
  ip: string | null
  userAgent: string | null
}

/** Same key from the same partner within this window replays the first result. */
export const IDEMPOTENCY_WINDOW_MS = DAY_MS
/** How long a retry waits for the first request with the same key to finish. */
const IDEMPOTENCY_WAIT_MS = 30_000
/** A reservation's lease: a request that died (or failed and could not release its key) blocks retries at most this long. */
const IDEMPOTENCY_LEASE_MS = 10_000
/** The working request renews its lease this often, well inside the lease. */
const IDEMPOTENCY_RENEW_MS = 3_000
const leaseEnd = () => new Date(Date.now() + IDEMPOTENCY_LEASE_MS)
const RETENTION_BATCH = 100
/** A client that meets a full render queue or a render timeout retries after about this long. */
export const BUSY_RETRY_AFTER_SECONDS = 5

export const pdfKey = (id: string) => `studies/${id}.pdf`

/** JSON with sorted keys, so that key order does not make two equal bodies differ. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

const utcDayStart = (date: string) => new Date(`${date}T00:00:00.000Z`)
const nextUtcDay = (date: string) => new Date(utcDayStart(date).getTime() + DAY_MS)

/** Storage or database out of reach becomes 503 "nothing was created"; anything else goes to the global handler. */
function asUnavailable(error: unknown): unknown {
  if (error instanceof RenderTimeoutError) return serviceUnavailable('Rendering the study PDF took too long; nothing was created, please retry', BUSY_RETRY_AFTER_SECONDS)
  if (error instanceof StorageUnavailableError) return serviceUnavailable('Study storage is unavailable; nothing was created, please retry')
  if (isDatabaseUnavailable(error)) return serviceUnavailable('The database is unavailable; nothing was created, please retry')
  return error
}

export function studiesService(services: AppServices, deps: StudiesDependencies) {
  const { config, log } = services
  const brokerUrl = (id: string) => `${config.publicBaseUrl}/api/v1/studies/${id}/pdf`
  const mail = studyMailQueue(services, { mailer: deps.mailer, pdf: (id) => deps.blobs.get(pdfKey(id)) })
  const origins = embedOrigins(services)

  const toSummary = (study: Study): StudySummary => studySummary(study, config.publicBaseUrl)

  async function ownStudy(em: EntityManager, partnerId: string, id: string, full: boolean): Promise<Study> {
    // Another partner's study is answered exactly like an unknown one: no existence leak.
    const study = await em.findOne(Study, { id, partner: partnerId }, full ? { populate: ['input', 'result'] } : {})
    if (!study) throw notFound(`No study ${id}`)
    return study
  }

  /**
   * Reserves the Idempotency-Key under a lease. Returns the first request's result when this is a replay,
   * or the reservation's row id when this request is the first and must do the work.
   */
  async function reserveIdempotencyKey(partnerId: string, key: string, requestHash: string): Promise<{ replay: StudyCreateResult } | { reservation: string }> {
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS
    for (;;) {
      const em = services.em()
      const existing = await em.findOne(StudyIdempotencyKey, { partnerId, key })
      const now = new Date()
      if (existing && now.getTime() - existing.createdAt.getTime() > IDEMPOTENCY_WINDOW_MS) {
        await em.nativeDelete(StudyIdempotencyKey, { id: existing.id })
        continue
      }
      if (existing) {
        if (existing.requestHash !== requestHash) throw conflict('This Idempotency-Key was already used with a different request body')
        if (existing.studyId) return { replay: { id: existing.studyId, url: brokerUrl(existing.studyId), emailSent: existing.emailSent ?? false } }
        if (!existing.leaseExpiresAt || existing.leaseExpiresAt <= now) {
          // Its request died or failed without releasing it: free it (unless it was renewed meanwhile) and reserve anew.
          await em.nativeDelete(StudyIdempotencyKey, { id: existing.id, studyId: null, $or: [{ leaseExpiresAt: null }, { leaseExpiresAt: { $lte: now } }] })
          continue
        }
        if (Date.now() > deadline) throw conflict('A request with this Idempotency-Key is still being processed; retry later')
        await Bun.sleep(100)
        continue
      }
      try {
        const reservation = em.create(StudyIdempotencyKey, { partnerId, key, requestHash, studyId: null, emailSent: null, leaseExpiresAt: leaseEnd() })
        await em.flush()
        return { reservation: reservation.id }
      } catch (error) {
        // Another request reserved it first: loop and wait for its result.
        if (!(error instanceof UniqueConstraintViolationException)) throw error
      }
    }
  }

  /** Keeps the reservation's lease alive while its request works; returns the function that stops renewing. */
  function holdLease(reservation: string): () => void {
    const timer = setInterval(() => {
      services
        .em()
        .nativeUpdate(StudyIdempotencyKey, { id: reservation, studyId: null }, { leaseExpiresAt: leaseEnd() })
        .catch((error) => log.warn('could not renew idempotency lease', { error: String(error) }))
    }, IDEMPOTENCY_RENEW_MS)
    return () => clearInterval(timer)
  }

  async function releaseIdempotencyKey(reservation: string): Promise<void> {
    // When this fails too (database down), the lease lapses within IDEMPOTENCY_LEASE_MS and a retry takes over.
    await services
      .em()
      .nativeDelete(StudyIdempotencyKey, { id: reservation, studyId: null })
      .catch((error) => log.warn('could not release idempotency key', { error: String(error) }))
  }

  async function produceStudy(call: CreateStudyCall, language: Language): Promise<StudyCreateResult> {
    const { auth, body, headers } = call
    const em = services.em()
    const { branding, brandingPartner, icoHonoured } = await decideBranding(em, origins, { partnerId: auth.partnerId, ico: headers.ico, origin: headers.origin })
    const result: StudyResult = await deps.simulation.simulate(body, { partnerId: auth.partnerId, wait: true })

    const id = crypto.randomUUID()
    const createdAt = new Date()
    const pdf = await deps.renderPdf({ id, createdAt, language, request: body, result, branding })

    await deps.blobs.put(pdfKey(id), pdf, 'application/pdf')
    const message = deps.mailer.kind === 'disabled' || call.sendEmail === false ? null : studyMessage({ id, language, body, result, branding, pdf })
    try {
      const wantsContact = body.recipient.wantsContact ?? false
      await deps.events?.created(em, { id, partnerId: auth.partnerId, wantsContact, input: call.rawBody, result: result as unknown as Record<string, unknown> })
      em.create(Study, {
        id,
        partner: auth.partnerId,
        createdAt,
        annualSaving: result.headlineYearlySaving,
        currency: 'CZK',
        paybackYears: result.paybackYears,
        studyLabel: body.study?.label ?? null,
        externalUserId: headers.externalUserId ?? null,
        recipientEmail: body.recipient.email,
        recipientName: body.recipient.name ?? null,
        recipientPhone: body.recipient.phone ?? null,
        wantsContact,
        origin: auth.kind === 'embed' ? (headers.origin ?? null) : null,
        brandingPartner,
        partnerIco: headers.ico ?? null,
        partnerIcoHonoured: icoHonoured,
        language,
        emailSent: false,
        emailStatus: message ? 'pending' : 'disabled',
        redactedAt: null,
        userId: call.userId ?? null,
        input: call.rawBody,
        result: result as unknown as Record<string, unknown>,
      })
      // The e-mail is queued with the row (one transaction): from here on it is delivered even if this process dies.
      if (message) mail.enqueue(em, id, message)
      await em.flush()
    } catch (error) {
      // No row without a PDF and no PDF without a row.
      await deps.blobs.delete(pdfKey(id)).catch((cleanup) => log.error('orphan study PDF left in storage', { id, error: String(cleanup) }))
      throw error
    }
    deps.events?.committed()

    // A failed e-mail is not an error of the request: the PDF is stored, reachable through the link, and the mail is retried.
    const emailStatus = message ? await mail.sendNow(id, message).catch((error) => couldNotRecord(id, error)) : 'disabled'
    return { id, url: brokerUrl(id), emailSent: emailStatus === 'sent' }
  }

  /** The attempt's outcome could not be written: the queue row stays leased, so the retry job takes over after the lease. */
  function couldNotRecord(id: string, error: unknown): 'pending' {
    log.warn('could not record the e-mail attempt', { id, error: String(error) })
    return 'pending'
  }

  function studyMessage(input: { id: string; language: Language; body: StudyCreateRequest; result: StudyResult; branding: StudyBranding | null; pdf: Uint8Array }) {
    return studyEmail({
      language: input.language,
      from: config.mail.from,
      to: input.body.recipient.email,
      recipientName: input.body.recipient.name?.trim() || null,
      studyLabel: input.body.study?.label?.trim() || null,
      yearlySaving: input.result.headlineYearlySaving,
      brokerUrl: brokerUrl(input.id),
      branding: input.branding,
      pdf: input.pdf,
    })
  }

  /**
   * Removes the PDF, then scrubs the row; both steps are idempotent, so a retry completes a failed redaction.
   * An e-mail still queued goes too (it carries the recipient's address).
   */
  async function redact(outer: EntityManager, study: Study, at: Date): Promise<void> {
    await deps.blobs.delete(pdfKey(study.id))
    const input = (study.input ?? {}) as Record<string, unknown>
    const result = (study.result ?? {}) as Record<string, unknown>
    // One transaction with its study.redacted event, which only the redaction that finds the study live writes.
    await outer.transactional(async (em) => {
      const [row] = await em.execute<{ redacted_at: Date | null }[]>('select redacted_at from study where id = ? for update', [study.id])
      await em.nativeDelete(StudyMail, { studyId: study.id })
      await em.nativeUpdate(
        Study,
        { id: study.id },
        {
          redactedAt: row?.redacted_at ?? study.redactedAt ?? at,
          ...(study.emailStatus === 'pending' ? { emailStatus: 'failed' as const } : {}),
          studyLabel: null,
          recipientEmail: null,
          recipientName: null,
          recipientPhone: null,
          input: scrubInput(input),
          result: scrubResult(result),
        },
      )
      if (row && row.redacted_at == null) await deps.events?.redacted(em, { id: study.id, partnerId: study.partner, input, result })
    })
    deps.events?.committed()
  }

  /** Redacts the study unless it is redacted already or another sweep holds it: each study is redacted once. */
  function redactIfLive(id: string, now: Date): Promise<boolean> {
    return services.em().transactional(async (em) => {
      const live = await em.execute('select id from study where id = ? and redacted_at is null for update skip locked', [id])
      if (live.length === 0) return false
      await redact(em, await em.findOneOrFail(Study, { id }, { populate: ['input', 'result'] }), now)
      return true
    })
  }

  /** A creation admitted by the render queue: idempotency, then the study. */
  async function admittedCreate(call: CreateStudyCall): Promise<StudyCreateResult> {
    const { auth, headers } = call
    if (headers.ico !== undefined) {
      if (auth.kind !== 'embed') throw forbidden('X-Partner-Ico is accepted only with an embed token')
      if (!isValidIco(headers.ico)) throw badRequest('X-Partner-Ico is not a valid IČO', { 'x-partner-ico': ['must be 8 digits with a valid check digit'] })
    }
    const language = negotiateLanguage(headers.acceptLanguage)
    const key = headers.idempotencyKey
    const requestHash = createHash('sha256')
      .update(canonicalJson({ body: call.rawBody, externalUserId: headers.externalUserId, ico: headers.ico, language }))
      .digest('hex')

    try {
      let reservation: string | undefined
      if (key !== undefined) {
        const reserved = await reserveIdempotencyKey(auth.partnerId, key, requestHash)
        if ('replay' in reserved) return reserved.replay
        reservation = reserved.reservation
      }
      const stopRenewing = reservation ? holdLease(reservation) : () => {}
      try {
        const created = await produceStudy(call, language)
        if (reservation) {
          await services.em().nativeUpdate(StudyIdempotencyKey, { id: reservation }, { studyId: created.id, emailSent: created.emailSent, leaseExpiresAt: null })
        }
        return created
      } catch (error) {
        if (reservation) await releaseIdempotencyKey(reservation)
        throw error
      } finally {
        stopRenewing()
      }
    } catch (error) {
      throw asUnavailable(error)
    }
  }

  return {
    async create(call: CreateStudyCall): Promise<StudyCreateResult> {
      const leave = deps.slots.tryEnter()
      if (!leave) throw serviceUnavailable('Too many studies are being created right now; nothing was created, please retry', BUSY_RETRY_AFTER_SECONDS)
      try {
        return await admittedCreate(call)
      } finally {
        leave()
      }
    },

    async list(partnerId: string, query: StudyListQuery): Promise<StudyListPage> {
      const page = query.page ?? 1
      const pageSize = query.pageSize ?? 20
      if (query.from && query.to && query.from > query.to) throw badRequest('from must not be after to', { from: ['must be on or before to'] })
      const where: Record<string, unknown> = { partner: partnerId }
      if (query.externalUserId !== undefined) where.externalUserId = query.externalUserId
      if (query.from || query.to) {
        where.createdAt = {
          ...(query.from ? { $gte: utcDayStart(query.from) } : {}),
          ...(query.to ? { $lt: nextUtcDay(query.to) } : {}),
        }
      }
      try {
        const em = services.em()
        const [rows, totalCount] = await em.findAndCount(Study, where, {
          orderBy: { createdAt: 'desc', id: 'desc' },
          limit: pageSize,
          offset: (page - 1) * pageSize,
        })
        return { totalCount, page, pageSize, items: rows.map(toSummary) }
      } catch (error) {
        throw asUnavailable(error)
      }
    },

    async get(partnerId: string, id: string): Promise<StudyFull> {
      const study = await ownStudy(services.em(), partnerId, id, true)
      return { ...toSummary(study), input: study.input as Record<string, unknown>, result: study.result as unknown as StudyResult }
    },

    async redact(partnerId: string, id: string): Promise<StudySummary> {
      const em = services.em()
      const study = await ownStudy(em, partnerId, id, true)
      try {
        await redact(em, study, new Date())
      } catch (error) {
        throw asUnavailable(error)
      }
      return toSummary(await ownStudy(services.em(), partnerId, id, false))
    },

    /** The public broker: a freshly signed storage link for a live study; every visit is logged. */
    async pdfLink(id: string, visit: PdfVisit): Promise<string> {
      const em = services.em()
      const study = await em.findOne(Study, { id }, { fields: ['id', 'redactedAt', 'language'] })
      // Unknown ids are not logged: anonymous guesses must not grow the table.
      if (!study) throw notFound(`No study ${id}`)
      em.create(StudyAccessLog, { studyId: id, ip: visit.ip, userAgent: visit.userAgent?.slice(0, 512) ?? null, outcome: study.redactedAt ? 'gone' : 'redirected' })
      await em.flush()
      if (study.redactedAt) throw gone(`Study ${id} was redacted; its PDF no longer exists`)
      const language = study.language === 'en' ? 'en' : 'cs'
      return deps.blobs.signedUrl(pdfKey(id), { ttlSeconds: config.storage.linkTtlSeconds, fileName: texts[language].mail.fileName })
    },

    /** Sends the queued e-mails that are due (the `study-mail` job); returns how many were sent. */
    deliverQueuedEmails: () => mail.deliverDue(),

    /** Redacts live studies created more than `days` days ago; returns how many. */
    async redactOlderThan(days: number, now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - days * DAY_MS)
      let redacted = 0
      for (;;) {
        const batch = await services.em().find(Study, { redactedAt: null, createdAt: { $lt: cutoff } }, { fields: ['id'], limit: RETENTION_BATCH, orderBy: { createdAt: 'asc' } })
        for (const { id } of batch) if (await redactIfLive(id, now)) redacted++
        if (batch.length < RETENTION_BATCH) return redacted
      }
    },
  }
}

export type StudiesService = ReturnType<typeof studiesService>
