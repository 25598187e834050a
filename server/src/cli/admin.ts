/**
 * The self-hoster's tool: partners and refresh tokens (and, from feature modules, data imports).
 * Usage: bun run admin <command> [options] [--json]
 */
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig, type Config } from '../config.ts'
import { connectDatabase, DataDirOwnerGoneError } from '../db/connect.ts'
import type { Database } from '../db/orm.ts'
import { migrate } from '../db/migrate.ts'
import { partnerService } from '../modules/partners/service.ts'
import { PartnerInputError } from '../modules/partners/errors.ts'
import { loadLogo } from '../modules/partners/logo.ts'
import type { Partner, RefreshToken } from '../modules/partners/entities.ts'
import { UsageError, type AdminCommand } from './command.ts'

/** Every command with its usage line; the help, the per-command help and the unknown-command message read it. */
const COMMANDS: Record<string, { usage: string; about: string }> = {
  'partner create': {
    usage: '--name <name> --ico <ičo> [--logo <url|file>] [--contact-email <e-mail>] [--contact-phone <phone>] [--web <url>]',
    about: "registers a partner; its IČO is what --partner and the element's ico= take",
  },
  'partner list': { usage: '', about: 'lists the partners' },
  'token issue': {
    usage: '--partner <id|ičo> --kind api|embed [--origin <url>]... [--expires-days <n>] [--label <text>]',
    about: 'issues a refresh token (shown once); an embed token needs the web origins of the pages it is used on',
  },
  'token list': { usage: '[--partner <id|ičo>]', about: 'lists refresh tokens (never their secrets)' },
  'token revoke': {
    usage: '<token-id> [--now]',
    about: 'revokes a refresh token at once; access tokens already issued from it live until they expire (at most JWT_TTL_SECONDS), or with --now are refused within a second',
  },
  'partner update': {
    usage: '--partner <id|ičo> [--lead-email <e-mail>|none|default]... [--language cs|en]',
    about: "where the partner's lead e-mails go (default: its contact e-mail; none: no lead e-mails) and their language",
  },
  'partner location': {
    usage: '--partner <id|ičo> (--latitude <N> --longitude <E> | --postcode <PSČ> | --clear)',
    about: "the partner's default roof location, for studies without a location or PSČ (none: the reference site)",
  },
  'pvgis warm': {
    usage: '[--delay-ms 500] [--limit <cells>]',
    about: 'fetches the PVGIS typical year of every Czech PSČ cell not cached yet, politely (one call at a time, backoff on 429/529)',
  },
  'webhook list': { usage: '--partner <id|ičo>', about: "lists the partner's webhook endpoints (never their secrets)" },
  'webhook add': {
    usage: '--partner <id|ičo> --url <https://…> [--event study.created|lead.created|study.redacted]... [--description <text>]',
    about: 'registers a webhook endpoint (the URL is checked like through the API); its signing secret is shown once',
  },
  'webhook remove': { usage: '<endpoint-id>', about: 'deletes a webhook endpoint with its deliveries and log' },
  'user invite': {
    usage: '--partner <id|ičo> --email <address> --role owner|member',
    about: "invites a console user (the partner's first owner, say): prints a one-time link, valid 7 days, and e-mails it",
  },
  'user list': { usage: '--partner <id|ičo>', about: "lists the partner's console users" },
  'user remove': { usage: '<user-id|e-mail>', about: 'removes a console user; their sessions end at once' },
  migrate: { usage: '', about: 'applies pending database migrations (safe while other instances start or run)' },
  'hdo import': {
    usage: '<file> [--distributor CEZ|PRE|EGD] [--region <key>] [--command <povel> --date <YYYY-MM-DD>] [--years <from>-<to>]',
    about: "loads a distributor's HDO schedule table in its own format",
  },
  'spot import': {
    usage: '<file>... [--date <YYYY-MM-DD>] [--eur-czk <rate> | --rates <ČNB rok.txt|denni_kurz.txt>]',
    about: "loads delivery days of OTE day-ahead prices in OTE's chart-data JSON (one day a file), converted with the ČNB EUR/CZK fixing",
  },
  'tariffs import': {
    usage: '<file> [--year <YYYY>]',
    about: "loads a year's regulated price lists (the records of server/datasets/tariffs.json; see DATA.md)",
  },
}

const commandUsage = (name: string) => `bun run admin ${name}${COMMANDS[name]!.usage ? ` ${COMMANDS[name]!.usage}` : ''} [--json]\n  ${COMMANDS[name]!.about}`

export const USAGE = `Usage: bun run admin <command> [options] [--json]      (bun run admin <command> --help for one command)

${Object.entries(COMMANDS)
  .map(([name, { usage }]) => `  ${name}${usage ? ` ${usage}` : ''}`)
  .join('\n')}

The database is the one the server uses (DATABASE_URL, or the embedded one under DATA_DIR). With an embedded
database the commands work while the server runs: they go through it, and take effect on its next request.`

/** Subcommands contributed by feature modules: `<group> <action>` → handler. */
const extraCommands: Record<string, () => Promise<AdminCommand>> = {
  'hdo import': async () => (await import('./hdo.ts')).hdoImportCommand,
  'partner update': async () => (await import('./webhooks.ts')).partnerUpdateCommand,
  'partner location': async () => (await import('./location.ts')).partnerLocationCommand,
  'pvgis warm': async () => (await import('./location.ts')).pvgisWarmCommand,
  'webhook list': async () => (await import('./webhooks.ts')).webhookListCommand,
  'webhook add': async () => (await import('./webhooks.ts')).webhookAddCommand,
  'webhook remove': async () => (await import('./webhooks.ts')).webhookRemoveCommand,
  'user invite': async () => (await import('./users.ts')).userInviteCommand,
  'user list': async () => (await import('./users.ts')).userListCommand,
  'user remove': async () => (await import('./users.ts')).userRemoveCommand,
  'spot import': async () => (await import('./market.ts')).spotImportCommand,
  'tariffs import': async () => (await import('./market.ts')).tariffsImportCommand,
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

const parse = (argv: string[]) =>
  parseArgs({
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
      year: { type: 'string' },
      'eur-czk': { type: 'string' },
      rates: { type: 'string' },
      url: { type: 'string' },
      event: { type: 'string', multiple: true },
      description: { type: 'string' },
      'lead-email': { type: 'string', multiple: true },
      language: { type: 'string' },
      now: { type: 'boolean', default: false },
      latitude: { type: 'string' },
      longitude: { type: 'string' },
      postcode: { type: 'string' },
      clear: { type: 'boolean', default: false },
      'delay-ms': { type: 'string' },
      limit: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })

/** `group action`, or a one-word command such as `migrate`. */
const commandName = (positionals: string[]) => (COMMANDS[positionals[0] ?? ''] ? positionals[0]! : positionals.slice(0, 2).join(' '))

const unknownCommand = (positionals: string[]) =>
  new UsageError(`${positionals.length ? `unknown command: ${positionals.join(' ')}` : 'no command given'}; the commands are: ${Object.keys(COMMANDS).join(', ')}`)

/** The usage asked for with --help / -h (of one command, or of all), or null; an unknown command throws UsageError. */
export function helpText(argv: string[]): string | null {
  const { positionals, values } = parse(argv)
  const name = commandName(positionals)
  if (values.help) return COMMANDS[name] ? `Usage: ${commandUsage(name)}` : USAGE
  if (!COMMANDS[name]) throw unknownCommand(positionals)
  return null
}

/** `accessTokenTtlSeconds`: how long `token revoke --now` keeps denying (the access-token lifetime). */
/** `config`: what commands that write links or e-mails need (PUBLIC_BASE_URL, the mail transport). */
export async function runAdmin(argv: string[], db: Database, databaseUrl?: string, accessTokenTtlSeconds = 900, config?: Config): Promise<{ output: unknown; text: string }> {
  const { positionals, values } = parse(argv)
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
      if (!id) throw new UsageError('token revoke <token-id> [--now]')
      const token = await partners.revokeToken(id, { denyAccessTokensForSeconds: values.now ? accessTokenTtlSeconds : undefined })
      if (!token) throw new UsageError(`no token ${id}`)
      return {
        output: { ...tokenView(token), accessTokensDenied: values.now ?? false },
        text: values.now
          ? `revoked token ${token.id}; its access tokens already issued are refused too (within a second)`
          : `revoked token ${token.id}: no new access tokens; those already issued stay valid until they expire (at most ${accessTokenTtlSeconds} s; --now refuses them too)`,
      }
    }
    default: {
      const extra = extraCommands[`${group} ${action}`]
      if (extra) {
        const output = await (await extra())(db, { positionals: rest, values, json: values.json ?? false, config })
        return { output, text: typeof output === 'string' ? output : JSON.stringify(output, null, 2) }
      }
      throw unknownCommand(positionals)
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
    // Usage needs no database: answered before connecting.
    const help = helpText(argv)
    if (help) {
      console.log(help)
    } else {
      // `migrate` applies (and reports) the migrations itself; every other command brings the schema up to date first.
      db = await connectDatabase(config, 'admin', { migrations: argv[0] === 'migrate' ? 'skip' : 'apply' })
      const { output, text } = await runAdmin(argv, db, config.databaseUrl, config.jwt.ttlSeconds, config)
      console.log(json ? JSON.stringify(output, null, 2) : text)
    }
  } catch (error) {
    const parseError = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ?? false
    const known = error instanceof UsageError || error instanceof PartnerInputError || error instanceof ConfigError || error instanceof DataDirOwnerGoneError || parseError
    const message = error instanceof Error ? error.message : String(error)
    if (json) console.log(JSON.stringify({ error: message }))
    else console.error(`error: ${message}${error instanceof UsageError || parseError ? `\n\n${USAGE}` : ''}`)
    if (!known) console.error(error)
    code = known ? 2 : 1
  } finally {
    await db?.close()
  }
  process.exit(code)
}
