import type { EntityManager } from '@mikro-orm/postgresql'
import {
  DAY_MS,
  LEAD_STATUSES,
  type ConsoleAuditPage,
  type ConsoleInboxPage,
  type ConsoleInboxQuery,
  type ConsoleLeadUpdate,
  type ConsoleStudyDetail,
  type ConsoleStudyRow,
  type ConsoleToken,
  type LeadStatus,
} from '@partner/energy-shared'
import type { AppServices } from '../../services.ts'
import { badRequest, notFound } from '../../http/problem.ts'
import { Study } from '../studies/entities.ts'
import { writeAudit, type AuditInput } from './accounts.ts'
import { StudyLead } from './entities.ts'
import type { RefreshToken } from '../partners/entities.ts'

export const INBOX_DEFAULT_LIMIT = 50
/** Rows one CSV page reads: the export holds at most this many in memory. */
const CSV_PAGE = 500
/** A long export asks for a garbage collection this often (pages), so that its peak memory stays flat. */
const GC_EVERY_PAGES = 20

type Row = Record<string, unknown>

const iso = (value: unknown): string | null => (value == null ? null : new Date(value as string).toISOString())
const num = (value: unknown): number | null => (value == null ? null : Number(value))
const str = (value: unknown): string | null => (value == null ? null : String(value))

/** `createdAt|id` of the last row, opaque to the client. */
const encodeCursor = (createdAt: string, id: string) => Buffer.from(`${createdAt}|${id}`).toString('base64url')
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|')
  const createdAt = new Date(at ?? '')
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) throw badRequest('cursor is not one this server gave', { cursor: ['is invalid'] })
  return { createdAt, id }
}

/** The words a study is found by; the same expression as the GIN index `study_search_index` (studies/entities.ts). */
const SEARCH_DOCUMENT = `to_tsvector('simple', coalesce(s.recipient_name, '') || ' ' || coalesce(replace(s.recipient_email, '@', ' '), '') || ' ' || coalesce(s.recipient_phone, '') || ' ' || coalesce(s.study_label, ''))`

/**
 * The search text as a tsquery: every word a prefix, all of them required (`dvoř 602` finds "Jana Dvořáková",
 * +420 602 …; `jana@slunce` finds jana@slunce.example: an address is indexed as its two halves). Characters other than
 * letters, digits and `. _ -` separate words; null when no word is left.
 */
export function searchQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}._-]+/u)
    .map((word) => word.replace(/^[._-]+|[._-]+$/g, ''))
    .filter(Boolean)
    .slice(0, 8)
  return words.length ? words.map((word) => `'${word}':*`).join(' & ') : null
}

const SELECT_ROWS = `select s.id, s.created_at, s.annual_saving, s.payback_years, s.study_label, s.recipient_name, s.recipient_email, s.recipient_phone,
  s.wants_contact, s.origin, s.external_user_id, s.user_id, s.email_status, s.redacted_at,
  l.status as lead_status, l.note as lead_note, l.changed_at as lead_changed_at, l.changed_by_email as lead_changed_by
from study s left join study_lead l on l.study_id = s.id`

function toRow(row: Row): ConsoleStudyRow {
  return {
    id: row.id as string,
    createdAt: iso(row.created_at)!,
    annualSaving: num(row.annual_saving),
    paybackYears: num(row.payback_years),
    studyLabel: str(row.study_label),
    recipientName: str(row.recipient_name),
    recipientEmail: str(row.recipient_email),
    recipientPhone: str(row.recipient_phone),
    wantsContact: Boolean(row.wants_contact),
    origin: str(row.origin),
    externalUserId: str(row.external_user_id),
    userId: str(row.user_id),
    emailStatus: row.email_status as ConsoleStudyRow['emailStatus'],
    redactedAt: iso(row.redacted_at),
    lead: {
      status: (row.lead_status as LeadStatus | null) ?? 'new',
      note: str(row.lead_note),
      changedAt: iso(row.lead_changed_at),
      changedBy: str(row.lead_changed_by),
    },
  }
}

/** The WHERE of an inbox query (the partner first: every index starts with it). */
function inboxWhere(partnerId: string, query: ConsoleInboxQuery): { sql: string; params: unknown[] } {
  const clauses = ['s.partner_id = ?']
  const params: unknown[] = [partnerId]
  if (query.from && query.to && query.from > query.to) throw badRequest('from must not be after to', { from: ['must be on or before to'] })
  if (query.wantsContact !== undefined) {
    clauses.push('s.wants_contact = ?')
    params.push(query.wantsContact)
  }
  if (query.from) {
    clauses.push('s.created_at >= ?')
    params.push(new Date(`${query.from}T00:00:00.000Z`))
  }
  if (query.to) {
    clauses.push('s.created_at < ?')
    params.push(new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS))
  }
  if (query.origin) {
    clauses.push('s.origin = ?')
    params.push(query.origin)
  }
  if (query.externalUserId) {
    clauses.push('s.external_user_id = ?')
    params.push(query.externalUserId)
  }
  if (query.createdBy) {
    clauses.push('s.user_id = ?')
    params.push(query.createdBy)
  }
  if (query.leadStatus) {
    clauses.push(query.leadStatus === 'new' ? `(l.status is null or l.status = 'new')` : 'l.status = ?')
    if (query.leadStatus !== 'new') params.push(query.leadStatus)
  }
  const search = query.q ? searchQuery(query.q) : null
  if (search) {
    clauses.push(`${SEARCH_DOCUMENT} @@ to_tsquery('simple', ?)`)
    params.push(search)
  } else if (query.q?.trim()) {
    clauses.push('false')
  }
  return { sql: clauses.join(' and '), params }
}

/** One page of the inbox, newest first, by keyset (created_at, id): as fast on page 1 000 as on page 1. */
async function inboxPage(em: EntityManager, partnerId: string, query: ConsoleInboxQuery, limit: number, after?: { createdAt: Date; id: string }) {
  const where = inboxWhere(partnerId, query)
  let sql = `${SELECT_ROWS} where ${where.sql}`
  const params = [...where.params]
  if (after) {
    sql += ' and (s.created_at < ? or (s.created_at = ? and s.id < ?))'
    params.push(after.createdAt, after.createdAt, after.id)
  }
  sql += ' order by s.created_at desc, s.id desc limit ?'
  params.push(limit)
  return (await em.execute<Row[]>(sql, params)).map(toRow)
}

const CSV_COLUMNS: [string, (row: ConsoleStudyRow) => unknown][] = [
  ['createdAt', (r) => r.createdAt],
  ['id', (r) => r.id],
  ['recipientName', (r) => r.recipientName],
  ['recipientEmail', (r) => r.recipientEmail],
  ['recipientPhone', (r) => r.recipientPhone],
  ['studyLabel', (r) => r.studyLabel],
  ['wantsContact', (r) => r.wantsContact],
  ['leadStatus', (r) => r.lead.status],
  ['leadNote', (r) => r.lead.note],
  ['annualSavingCzk', (r) => (r.annualSaving == null ? null : Math.round(r.annualSaving))],
  ['paybackYears', (r) => (r.paybackYears == null ? null : Math.round(r.paybackYears * 10) / 10)],
  ['origin', (r) => r.origin],
  ['externalUserId', (r) => r.externalUserId],
  ['createdByUserId', (r) => r.userId],
  ['emailStatus', (r) => r.emailStatus],
  ['redactedAt', (r) => r.redactedAt],
]

/** One CSV cell: quoted when needed; a text a spreadsheet would run as a formula starts with an apostrophe. */
export function csvCell(value: unknown): string {
  if (value == null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function consoleService(services: AppServices) {
  async function ownStudyRow(em: EntityManager, partnerId: string, id: string): Promise<ConsoleStudyRow> {
    const [row] = await em.execute<Row[]>(`${SELECT_ROWS} where s.partner_id = ? and s.id = ?`, [partnerId, id])
    if (!row) throw notFound(`No study ${id}`)
    return toRow(row)
  }

  return {
    async inbox(partnerId: string, query: ConsoleInboxQuery): Promise<ConsoleInboxPage> {
      const limit = query.limit ?? INBOX_DEFAULT_LIMIT
      const rows = await inboxPage(services.em(), partnerId, query, limit + 1, query.cursor ? decodeCursor(query.cursor) : undefined)
      const items = rows.slice(0, limit)
      const last = items.at(-1)
      return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null }
    },

    /** The filtered inbox as CSV (UTF-8 with BOM for Excel, `;`-separated as Czech Excel expects), read page by page. */
    csv(partnerId: string, query: ConsoleInboxQuery): ReadableStream<Uint8Array> {
      const encoder = new TextEncoder()
      inboxWhere(partnerId, query) // refuses a bad query before the answer starts
      let after: { createdAt: Date; id: string } | undefined
      let started = false
      let done = false
      let pages = 0
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!started) {
            started = true
            controller.enqueue(encoder.encode(`\uFEFF${CSV_COLUMNS.map(([name]) => name).join(';')}\r\n`))
            return
          }
          if (done) return controller.close()
          const rows = await inboxPage(services.em(), partnerId, query, CSV_PAGE, after)
          // Each page leaves its rows and text behind; a collection every few pages keeps a long export's peak near one page's.
          if (++pages % GC_EVERY_PAGES === 0) Bun.gc(false)
          if (rows.length < CSV_PAGE) done = true
          const last = rows.at(-1)
          if (last) after = { createdAt: new Date(last.createdAt), id: last.id }
          if (rows.length) controller.enqueue(encoder.encode(rows.map((row) => `${CSV_COLUMNS.map(([, read]) => csvCell(read(row))).join(';')}\r\n`).join('')))
          if (done) controller.close()
        },
      })
    },

    async detail(partnerId: string, id: string): Promise<ConsoleStudyDetail> {
      const em = services.em()
      const row = await ownStudyRow(em, partnerId, id)
      const study = await em.findOneOrFail(Study, { id, partner: partnerId }, { populate: ['input'] })
      const input = (study.input ?? {}) as { periodType?: unknown; from?: unknown; to?: unknown; totalKWp?: unknown; yearlyConsumptionKWh?: unknown; battery?: { batterySizeKwh?: unknown } | null; distribution?: { distributor?: unknown; distributionRate?: unknown } }
      const period = input.periodType ?? (input.from && input.to ? `${input.from} – ${input.to}` : null)
      return {
        study: row,
        pdfUrl: row.redactedAt ? null : `${services.config.publicBaseUrl}/api/v1/studies/${id}/pdf`,
        figures: {
          period: period == null ? null : String(period),
          totalKWp: num(input.totalKWp),
          batteryKWh: num(input.battery?.batterySizeKwh),
          yearlyConsumptionKWh: num(input.yearlyConsumptionKWh),
          distributor: str(input.distribution?.distributor),
          distributionRate: str(input.distribution?.distributionRate),
        },
        consent: { wantsContact: row.wantsContact, givenAt: row.wantsContact ? row.createdAt : null },
        language: study.language,
      }
    },

    async setLead(partnerId: string, id: string, update: ConsoleLeadUpdate, actor: NonNullable<AuditInput['actor']>): Promise<ConsoleStudyRow> {
      if (!LEAD_STATUSES.includes(update.status)) throw badRequest('unknown status', { status: ['is not a lead status'] })
      await services.em().transactional(async (em) => {
        const before = await ownStudyRow(em, partnerId, id)
        const note = update.note === undefined ? before.lead.note : update.note?.trim() || null
        await em.upsert(StudyLead, { studyId: id, partnerId, status: update.status, note, changedByUserId: actor.id, changedByEmail: actor.email, changedAt: new Date() })
        writeAudit(em, { partnerId, actor, action: 'lead.status-changed', target: id, details: { from: before.lead.status, to: update.status } })
      })
      return ownStudyRow(services.em(), partnerId, id)
    },

    async audit(partnerId: string, cursor: string | undefined, limit = 50): Promise<ConsoleAuditPage> {
      const params: unknown[] = [partnerId]
      let sql = 'select id, at, actor_email, action, target, details from console_audit where partner_id = ?'
      if (cursor) {
        const after = decodeCursor(cursor)
        sql += ' and (at < ? or (at = ? and id < ?))'
        params.push(after.createdAt, after.createdAt, after.id)
      }
      sql += ' order by at desc, id desc limit ?'
      params.push(limit + 1)
      const rows = await services.em().execute<Row[]>(sql, params)
      const items = rows.slice(0, limit).map((row) => ({
        id: row.id as string,
        at: iso(row.at)!,
        actor: str(row.actor_email),
        action: row.action as string,
        target: str(row.target),
        details: (typeof row.details === 'string' ? JSON.parse(row.details) : (row.details ?? {})) as Record<string, unknown>,
      }))
      const last = items.at(-1)
      return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.id) : null }
    },
  }
}

export const tokenView = (token: RefreshToken): ConsoleToken => ({
  id: token.id,
  kind: token.kind,
  label: token.label ?? null,
  allowedOrigins: token.allowedOrigins ?? [],
  createdAt: token.createdAt.toISOString(),
  expiresAt: token.expiresAt?.toISOString() ?? null,
  revokedAt: token.revokedAt?.toISOString() ?? null,
})

export type ConsoleService = ReturnType<typeof consoleService>
