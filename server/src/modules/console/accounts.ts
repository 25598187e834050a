import { createHash, randomBytes } from 'node:crypto'
import type { EntityManager } from '@mikro-orm/postgresql'
import { CONSOLE_PASSWORD_MIN, DAY_MS, type ConsoleRole } from '@partner/energy-shared'
import type { Config } from '../../config.ts'
import type { Logger } from '../../log.ts'
import type { Mailer } from '../../mail/index.ts'
import { Partner } from '../partners/entities.ts'
import { COMMON_PASSWORDS } from './common-passwords.ts'
import { ConsoleAudit, ConsoleLinkToken, ConsoleSession, ConsoleUser } from './entities.ts'
import { linkEmail } from './mail.ts'

/** The session cookie: a random secret whose SHA-256 is the session row's key. */
export const SESSION_COOKIE = 'ens_console'
/** A session unused this long ends. */
export const SESSION_IDLE_SECONDS = 2 * 3600
/** A session ends this long after sign-in, used or not. */
export const SESSION_ABSOLUTE_SECONDS = 12 * 3600
/** lastSeenAt is written at most this often per session (a request reads the row anyway). */
const TOUCH_EVERY_MS = 60_000
export const INVITE_TTL_MS = 7 * DAY_MS
export const RESET_TTL_MS = 3600_000

export const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex')
const newSecret = () => randomBytes(32).toString('base64url')
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** A request the console refuses for what it says (the CLI prints it; HTTP answers 400/409). */
export class ConsoleInputError extends Error {
  override name = 'ConsoleInputError'
  constructor(
    message: string,
    readonly field: string = 'body',
    readonly kind: 'invalid' | 'conflict' = 'invalid',
  ) {
    super(message)
  }
}

/** Why a password is refused, or null. */
export function passwordProblem(password: string, email?: string): string | null {
  if ([...password].length < CONSOLE_PASSWORD_MIN) return `must be at least ${CONSOLE_PASSWORD_MIN} characters`
  const lower = password.toLowerCase()
  if (COMMON_PASSWORDS.has(lower)) return 'is one of the most common passwords'
  if (new Set(lower).size <= 2) return 'is too repetitive'
  if (email && lower === normaliseEmail(email)) return 'must not be the e-mail address'
  return null
}

export interface AuditInput {
  partnerId: string
  actor: { id: string; email: string } | null
  action: string
  target?: string | null
  details?: Record<string, unknown>
}

export function writeAudit(em: EntityManager, input: AuditInput): void {
  em.create(ConsoleAudit, {
    partnerId: input.partnerId,
    actorUserId: input.actor?.id ?? null,
    actorEmail: input.actor?.email ?? null,
    action: input.action,
    target: input.target?.slice(0, 300) ?? null,
    details: input.details ?? {},
  })
}

export interface SessionView {
  idHash: string
  createdAt: Date
  expiresAt: Date
  user: { id: string; email: string; role: ConsoleRole; createdAt: Date; partnerId: string }
  partner: { id: string; name: string; ico: string }
}

export interface AccountsDeps {
  em: () => EntityManager
  config: Pick<Config, 'publicBaseUrl' | 'mail'>
  log: Logger
  mailer: Mailer
}

/** Console users, their one-time links and their sessions; shared by the console's HTTP module and the admin CLI. */
export function consoleAccounts(deps: AccountsDeps) {
  const { config, log } = deps
  let dummyHash: Promise<string> | undefined
  /** Verified against when there is no password to check, so that every failed sign-in costs the same. */
  const dummy = () => (dummyHash ??= Bun.password.hash(newSecret(), { algorithm: 'argon2id' }))

  const linkUrl = (purpose: 'invite' | 'reset', secret: string) => `${config.publicBaseUrl}/console/#/${purpose}/${secret}`

  async function issueLink(em: EntityManager, userId: string, purpose: 'invite' | 'reset'): Promise<string> {
    // One live link per purpose: a new one replaces the previous.
    await em.nativeDelete(ConsoleLinkToken, { user: userId, purpose, usedAt: null })
    const secret = newSecret()
    em.create(ConsoleLinkToken, { tokenHash: sha256(secret), user: userId, purpose, expiresAt: new Date(Date.now() + (purpose === 'invite' ? INVITE_TTL_MS : RESET_TTL_MS)) })
    await em.flush()
    return secret
  }

  async function mail(purpose: 'invite' | 'reset', to: string, url: string, partnerName: string): Promise<boolean> {
    if (deps.mailer.kind === 'disabled') return false
    try {
      await deps.mailer.send(linkEmail({ purpose, to, url, partnerName, from: config.mail.from, validHours: (purpose === 'invite' ? INVITE_TTL_MS : RESET_TTL_MS) / 3600_000 }))
      return true
    } catch (error) {
      log.warn('console link e-mail failed', { purpose, error: String(error) })
      return false
    }
  }

  return {
    /**
     * Invites a user to a partner: a new account without a password, or a fresh link for one still invited.
     * Returns the one-time link (also e-mailed through the configured transport).
     */
    async invite(input: { partnerId: string; email: string; role: ConsoleRole; actor: AuditInput['actor'] }) {
      const email = normaliseEmail(input.email)
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new ConsoleInputError(`not an e-mail address: ${input.email}`, 'email')
      const em = deps.em()
      const partner = await em.findOne(Partner, { id: input.partnerId }, { fields: ['id', 'name'] })
      if (!partner) throw new ConsoleInputError(`no partner ${input.partnerId}`, 'partner')
      let user = await em.findOne(ConsoleUser, { email })
      if (user && (user.partner !== input.partnerId || user.passwordHash)) {
        throw new ConsoleInputError(user.partner === input.partnerId ? `${email} is already a user of this partner` : `${email} already has a console account`, 'email', 'conflict')
      }
      if (user) user.role = input.role
      else user = em.create(ConsoleUser, { partner: input.partnerId, email, role: input.role, passwordHash: null, passwordChangedAt: null })
      writeAudit(em, { partnerId: input.partnerId, actor: input.actor, action: 'user.invited', target: email, details: { role: input.role } })
      await em.flush()
      const url = linkUrl('invite', await issueLink(em, user.id, 'invite'))
      const mailed = await mail('invite', email, url, partner.name)
      return { user, inviteUrl: url, mailed }
    },

    listUsers: (partnerId: string) => deps.em().find(ConsoleUser, { partner: partnerId }, { orderBy: { createdAt: 'asc' } }),

    /** Removes a user of the partner (their sessions and links go with the row). The last owner stays. */
    async remove(input: { partnerId: string; userId: string; actor: AuditInput['actor']; allowLastOwner?: boolean }) {
      return deps.em().transactional(async (em) => {
        // Owners are locked in one order, so that two owners removing each other cannot both succeed.
        const owners = await em.execute<{ id: string }[]>(`select id from console_user where partner_id = ? and role = 'owner' order by id for update`, [input.partnerId])
        const user = await em.findOne(ConsoleUser, { id: input.userId, partner: input.partnerId })
        if (!user) return null
        if (user.role === 'owner' && owners.length <= 1 && !input.allowLastOwner) throw new ConsoleInputError('the last owner cannot be removed; make another user an owner first', 'id', 'conflict')
        await em.nativeDelete(ConsoleUser, { id: user.id })
        writeAudit(em, { partnerId: input.partnerId, actor: input.actor, action: 'user.removed', target: user.email, details: { role: user.role } })
        return user
      })
    },

    async changeRole(input: { partnerId: string; userId: string; role: ConsoleRole; actor: AuditInput['actor'] }) {
      return deps.em().transactional(async (em) => {
        const owners = await em.execute<{ id: string }[]>(`select id from console_user where partner_id = ? and role = 'owner' order by id for update`, [input.partnerId])
        const user = await em.findOne(ConsoleUser, { id: input.userId, partner: input.partnerId })
        if (!user) return null
        if (user.role === input.role) return user
        if (user.role === 'owner' && owners.length <= 1) throw new ConsoleInputError('the last owner cannot become a member; make another user an owner first', 'role', 'conflict')
        writeAudit(em, { partnerId: input.partnerId, actor: input.actor, action: 'user.role-changed', target: user.email, details: { from: user.role, to: input.role } })
        user.role = input.role
        return user
      })
    },

    /**
     * Checks e-mail and password. Unknown e-mail, an account without a password and a wrong password are one
     * answer (null) after one argon2 verification each.
     */
    async verifyPassword(emailInput: string, password: string): Promise<ConsoleUser | null> {
      const user = await deps.em().findOne(ConsoleUser, { email: normaliseEmail(emailInput) })
      const hash = user?.passwordHash ?? (await dummy())
      const ok = await Bun.password.verify(password, hash).catch(() => false)
      return ok && user?.passwordHash ? user : null
    },

    /** A new session for the user; returns the cookie's secret (the row stores only its hash). */
    async startSession(user: ConsoleUser, client: { ip: string | null; userAgent: string | null }, replacing?: string): Promise<{ secret: string; expiresAt: Date }> {
      const em = deps.em()
      // Rotation: whatever session the browser came with ends here.
      if (replacing) await em.nativeDelete(ConsoleSession, { idHash: sha256(replacing) })
      const secret = newSecret()
      const now = new Date()
      const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000)
      em.create(ConsoleSession, { idHash: sha256(secret), user: user.id, createdAt: now, lastSeenAt: now, expiresAt, ip: client.ip, userAgent: client.userAgent?.slice(0, 512) ?? null })
      await em.flush()
      return { secret, expiresAt }
    },

    /** The live session behind a cookie secret, with its user and partner read now (a removed user has none). */
    async session(secret: string): Promise<SessionView | null> {
      const em = deps.em()
      const idHash = sha256(secret)
      const [row] = await em.execute<Record<string, unknown>[]>(
        `select s.created_at, s.last_seen_at, s.expires_at, u.id as user_id, u.email, u.role, u.created_at as user_created_at, p.id as partner_id, p.name, p.ico
         from console_session s join console_user u on u.id = s.user_id join partner p on p.id = u.partner_id
         where s.id_hash = ? and s.expires_at > now() and s.last_seen_at > now() - make_interval(secs => ?)`,
        [idHash, SESSION_IDLE_SECONDS],
      )
      if (!row) return null
      const lastSeen = new Date(row.last_seen_at as string)
      if (Date.now() - lastSeen.getTime() > TOUCH_EVERY_MS) {
        await em.execute('update console_session set last_seen_at = now() where id_hash = ?', [idHash])
      }
      return {
        idHash,
        createdAt: new Date(row.created_at as string),
        expiresAt: new Date(row.expires_at as string),
        user: { id: row.user_id as string, email: row.email as string, role: row.role as ConsoleRole, createdAt: new Date(row.user_created_at as string), partnerId: row.partner_id as string },
        partner: { id: row.partner_id as string, name: row.name as string, ico: row.ico as string },
      }
    },

    endSession: (idHash: string) => deps.em().nativeDelete(ConsoleSession, { idHash }),
    endAllSessions: (userId: string) => deps.em().nativeDelete(ConsoleSession, { user: userId }),

    /**
     * Uses a one-time link: sets the password and ends every session of the user. Null when the link is unknown,
     * used or expired (the same answer for each). The link is spent only together with a valid password.
     */
    async usePasswordLink(secret: string, password: string): Promise<ConsoleUser | null> {
      const em = deps.em()
      const link = await em.findOne(ConsoleLinkToken, { tokenHash: sha256(secret), usedAt: null, expiresAt: { $gt: new Date() } })
      if (!link) return null
      const user = await em.findOne(ConsoleUser, { id: link.user })
      if (!user) return null
      const problem = passwordProblem(password, user.email)
      if (problem) throw new ConsoleInputError(`The password ${problem}`, 'password')
      const passwordHash = await Bun.password.hash(password, { algorithm: 'argon2id' })
      return em.transactional(async (tx) => {
        // Spent atomically: of two concurrent uses one wins.
        const spent = await tx.nativeUpdate(ConsoleLinkToken, { tokenHash: link.tokenHash, usedAt: null }, { usedAt: new Date() })
        if (spent !== 1) return null
        await tx.nativeUpdate(ConsoleUser, { id: user.id }, { passwordHash, passwordChangedAt: new Date() })
        await tx.nativeDelete(ConsoleSession, { user: user.id })
        writeAudit(tx, { partnerId: user.partner, actor: { id: user.id, email: user.email }, action: link.purpose === 'invite' ? 'user.joined' : 'user.password-reset', target: user.email })
        return user
      })
    },

    /** Mails a reset link to an active account; silent for any other address (no enumeration). */
    async requestReset(emailInput: string): Promise<void> {
      const em = deps.em()
      const user = await em.findOne(ConsoleUser, { email: normaliseEmail(emailInput) })
      if (!user?.passwordHash) return
      const partner = await em.findOne(Partner, { id: user.partner }, { fields: ['name'] })
      const url = linkUrl('reset', await issueLink(em, user.id, 'reset'))
      await mail('reset', user.email, url, partner?.name ?? '')
    },

    /** Deletes ended sessions and spent or expired links (the maintenance job). */
    async purge(): Promise<number> {
      const em = deps.em()
      const sessions = await em.execute(`delete from console_session where expires_at <= now() or last_seen_at <= now() - make_interval(secs => ?)`, [SESSION_IDLE_SECONDS], 'run')
      const links = await em.nativeDelete(ConsoleLinkToken, { expiresAt: { $lte: new Date(Date.now() - DAY_MS) } })
      return Number((sessions as { affectedRows?: number }).affectedRows ?? 0) + links
    },
  }
}

export type ConsoleAccounts = ReturnType<typeof consoleAccounts>
