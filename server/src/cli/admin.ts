/**
 * The self-hoster's tool: partners and refresh tokens (and, from feature modules, data imports).
 * Usage: bun run admin <command> [options] [--json]
 */
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config.ts'
import { embeddedDirFor, openDatabase, type Database } from '../db/orm.ts'
import { migrate } from '../db/migrate.ts'
import { partnerService } from '../partners/service.ts'
import { PartnerInputError } from '../partners/errors.ts'
import { loadLogo } from '../partners/logo.ts'
import type { Partner, RefreshToken } from '../db/entities.ts'
import { UsageError, type AdminCommand } from './command.ts'

const USAGE = `Usage: bun run admin <command> [options] [--json]

  partner create --name <name> --ico <ičo> [--logo <url|file>] [--contact-email <e-mail>] [--contact-phone <phone>] [--web <url>]
  partner list
  token issue --partner <id|ičo> --kind api|embed [--origin <url>]... [--expires-days <n>] [--label <text>]
  token list [--partner <id|ičo>]
  token revoke <token-id>
  migrate                     apply pending database migrations (safe while other instances start or run)
  hdo import <file> [--distributor CEZ|PRE|EGD] [--region <key>] [--command <povel> --date <YYYY-MM-DD>] [--years <from>-<to>]

The database is the one the server uses (DATABASE_URL, or the embedded one under DATA_DIR).`

/** Subcommands contributed by feature modules: `<group> <action>` → handler. */
const extraCommands: Record<string, () => Promise<AdminCommand>> = {
  'hdo import': async () => (await import('./hdo.ts')).hdoImportCommand,
}

const partnerView = (p: Partner) => ({
  id: p.id,
  name: p.name,
  ico: p.ico,
  logoUrl: p.logoUrl,
  logoMediaType: p.logoMediaType,
  contactEmail: p.contactEmail,
  contactPhone: p.contactPhone,
  web: p.web,
  createdAt: p.createdAt.toISOString(),
})
const tokenView = (t: RefreshToken) => ({
  id: t.id,
  partnerId: t.partner,
  kind: t.kind,
  allowedOrigins: t.allowedOrigins,
  label: t.label,
  createdAt: t.createdAt.toISOString(),
  expiresAt: t.expiresAt?.toISOString() ?? null,
  revokedAt: t.revokedAt?.toISOString() ?? null,
})

function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '(none)'
  const keys = Object.keys(rows[0]!)
  const cell = (v: unknown) => (Array.isArray(v) ? v.join(' ') : v === null || v === undefined ? '-' : String(v))
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => cell(r[k]).length)))
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd()
  return [line(keys), ...rows.map((r) => line(keys.map((k) => cell(r[k]))))].join('\n')
}

export async function runAdmin(argv: string[], db: Database, databaseUrl?: string): Promise<{ output: unknown; text: string }> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      ico: { type: 'string' },
      logo: { type: 'string' },
      'contact-email': { type: 'string' },
      'contact-phone': { type: 'string' },
      web: { type: 'string' },
      partner: { type: 'string' },
      kind: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'expires-days': { type: 'string' },
      label: { type: 'string' },
      distributor: { type: 'string' },
      region: { type: 'string' },
      command: { type: 'string' },
      date: { type: 'string' },
      years: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  })
  const [group, action, ...rest] = positionals
  const partners = partnerService(db.orm.em.fork())
  const requirePartner = async (ref: string | undefined) => {
    if (!ref) throw new UsageError('--partner <id|ičo> is required')
    const partner = await partners.findPartner(ref)
    if (!partner) throw new UsageError(`no partner ${ref}`)
    return partner
  }

  if (group === 'migrate' && action === undefined) {
    const applied = await migrate(db.orm, db.kind === 'postgresql' ? databaseUrl : undefined)
    return { output: { applied }, text: applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}` : 'the schema is up to date' }
  }
  switch (`${group} ${action}`) {
    case 'partner create': {
      if (!values.name || !values.ico) throw new UsageError('--name and --ico are required')
      const partner = await partners.createPartner({
        name: values.name,
        ico: values.ico,
        logo: values.logo ? await loadLogo(values.logo) : null,
        contactEmail: values['contact-email'],
        contactPhone: values['contact-phone'],
        web: values.web,
      })
      return { output: partnerView(partner), text: `created partner ${partner.name} (IČO ${partner.ico}) id ${partner.id}` }
    }
    case 'partner list': {
      const rows = (await partners.listPartners()).map(partnerView)
      return { output: rows, text: table(rows.map(({ id, name, ico, contactEmail }) => ({ id, name, ico, contactEmail }))) }
    }
    case 'token issue': {
      const partner = await requirePartner(values.partner)
      const kind = values.kind
      if (kind !== 'api' && kind !== 'embed') throw new UsageError('--kind api|embed is required')
      const days = values['expires-days'] === undefined ? undefined : Number(values['expires-days'])
      if (days !== undefined && !(Number.isInteger(days) && days > 0)) throw new UsageError('--expires-days must be a positive integer')
      const { token, secret } = await partners.issueToken({ partnerId: partner.id, kind, origins: values.origin, expiresInDays: days, label: values.label })
      return {
        output: { ...tokenView(token), refreshToken: secret },
        text: `issued ${kind} token ${token.id} for ${partner.name}\nrefresh token (shown once, store it now):\n${secret}`,
      }
    }
    case 'token list': {
      const partner = values.partner ? await requirePartner(values.partner) : undefined
      const rows = (await partners.listTokens(partner?.id)).map(tokenView)
      return { output: rows, text: table(rows.map(({ id, partnerId, kind, allowedOrigins, expiresAt, revokedAt }) => ({ id, partnerId, kind, allowedOrigins, expiresAt, revokedAt }))) }
    }
    case 'token revoke': {
      const id = rest[0]
      if (!id) throw new UsageError('token revoke <token-id>')
      const token = await partners.revokeToken(id)
      if (!token) throw new UsageError(`no token ${id}`)
      return { output: tokenView(token), text: `revoked token ${token.id}` }
    }
    default: {
      const extra = extraCommands[`${group} ${action}`]
      if (extra) {
        const output = await (await extra())(db, { positionals: rest, values, json: values.json ?? false })
        return { output, text: typeof output === 'string' ? output : JSON.stringify(output, null, 2) }
      }
      throw new UsageError(group ? `unknown command: ${positionals.join(' ')}` : 'no command given')
    }
  }
}

if (import.meta.main) {
  const argv = process.argv.slice(2)
  const json = argv.includes('--json')
  let db: Database | undefined
  let code = 0
  try {
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' })
    // `migrate` applies (and reports) the migrations itself; every other command brings the schema up to date first.
    db = await openDatabase({ url: config.databaseUrl, embeddedDir: embeddedDirFor(config.dataDir), migrations: argv[0] === 'migrate' ? 'skip' : 'apply' })
    const { output, text } = await runAdmin(argv, db, config.databaseUrl)
    console.log(json ? JSON.stringify(output, null, 2) : text)
  } catch (error) {
    const known = error instanceof UsageError || error instanceof PartnerInputError || error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    const message = error instanceof Error ? error.message : String(error)
    if (json) console.log(JSON.stringify({ error: message }))
    else console.error(`error: ${message}${error instanceof UsageError ? `\n\n${USAGE}` : ''}`)
    if (!known) console.error(error)
    code = known ? 2 : 1
  } finally {
    await db?.close()
  }
  process.exit(code)
}
