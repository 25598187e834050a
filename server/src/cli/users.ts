/**
 * `bun run admin user invite|list|remove`: the console users of a partner. The operator invites a partner's first
 * owner; owners invite the rest from the console.
 */
import { CONSOLE_ROLES, type ConsoleRole } from '@partner/energy-shared'
import type { Config } from '../config.ts'
import { createLogger } from '../log.ts'
import { createMailer } from '../mail/index.ts'
import { consoleAccounts, ConsoleInputError, normaliseEmail } from '../modules/console/accounts.ts'
import { ConsoleUser } from '../modules/console/entities.ts'
import { partnerService } from '../modules/partners/service.ts'
import { UsageError, type AdminCommand } from './command.ts'

const userView = (user: ConsoleUser) => ({
  id: user.id,
  partnerId: user.partner,
  email: user.email,
  role: user.role,
  active: user.passwordHash != null,
  createdAt: user.createdAt.toISOString(),
})

function accountsFor(db: Parameters<AdminCommand>[0], config: Config | undefined) {
  if (!config) throw new UsageError('user commands need the server configuration')
  return consoleAccounts({ em: () => db.orm.em.fork(), config, log: createLogger('silent'), mailer: createMailer(config) })
}

async function partnerOf(db: Parameters<AdminCommand>[0], ref: unknown) {
  if (typeof ref !== 'string' || !ref) throw new UsageError('--partner <id|ičo> is required')
  const partner = await partnerService(db.orm.em.fork()).findPartner(ref)
  if (!partner) throw new UsageError(`no partner ${ref}`)
  return partner
}

export const userInviteCommand: AdminCommand = async (db, { values, config, json }) => {
  const partner = await partnerOf(db, values.partner)
  const email = typeof values.email === 'string' ? values.email : ''
  if (!email) throw new UsageError('--email <address> is required')
  const role = values.role
  if (!CONSOLE_ROLES.includes(role as ConsoleRole)) throw new UsageError('--role owner|member is required')
  try {
    const invited = await accountsFor(db, config).invite({ partnerId: partner.id, email, role: role as ConsoleRole, actor: null })
    return json
      ? { ...userView(invited.user), inviteUrl: invited.inviteUrl, mailed: invited.mailed }
      : `invited ${invited.user.email} (${invited.user.role}) to ${partner.name}${invited.mailed ? '; the link was e-mailed' : ''}\none-time invitation link (valid 7 days):\n${invited.inviteUrl}`
  } catch (error) {
    if (error instanceof ConsoleInputError) throw new UsageError(error.message)
    throw error
  }
}

export const userListCommand: AdminCommand = async (db, { values, json }) => {
  const partner = await partnerOf(db, values.partner)
  const users = await db.orm.em.fork().find(ConsoleUser, { partner: partner.id }, { orderBy: { createdAt: 'asc' } })
  if (json) return users.map(userView)
  return users.length ? users.map((u) => `${u.id}  ${u.email}  ${u.role}  ${u.passwordHash ? 'active' : 'invited'}`).join('\n') : '(none)'
}

export const userRemoveCommand: AdminCommand = async (db, { positionals, values, config, json }) => {
  const ref = positionals[0] ?? (typeof values.email === 'string' ? values.email : undefined)
  if (!ref) throw new UsageError('user remove <user-id|e-mail>')
  const em = db.orm.em.fork()
  const user = /^[0-9a-f-]{36}$/i.test(ref) ? await em.findOne(ConsoleUser, { id: ref }) : await em.findOne(ConsoleUser, { email: normaliseEmail(ref) })
  if (!user) throw new UsageError(`no console user ${ref}`)
  try {
    // The operator may remove even the last owner (e.g. a partner who left); owners in the console may not.
    await accountsFor(db, config).remove({ partnerId: user.partner, userId: user.id, actor: null, allowLastOwner: true })
  } catch (error) {
    if (error instanceof ConsoleInputError) throw new UsageError(error.message)
    throw error
  }
  return json ? { ...userView(user), removed: true } : `removed ${user.email}; their sessions ended`
}
