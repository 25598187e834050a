import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createHmac, randomBytes } from 'node:crypto'
import { join, resolve } from 'node:path'
import { availableParallelism, totalmem } from 'node:os'
import { isIPv4, isIPv6 } from 'node:net'

/** Raised for a bad configuration value: start-up stops with this message. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Record<string, string | undefined>

const readers = {
  string(env: Env, key: string, fallback?: string): string {
    const value = env[key]?.trim()
    if (value) return value
    if (fallback !== undefined) return fallback
    throw new ConfigError(`${key} is required`)
  },
  optional(env: Env, key: string): string | undefined {
    return env[key]?.trim() || undefined
  },
  integer(env: Env, key: string, fallback: number, min: number, max: number): number {
    const raw = env[key]?.trim()
    if (!raw) return fallback
    if (!/^-?\d+$/.test(raw)) throw new ConfigError(`${key} must be an integer, got "${raw}"`)
    const value = Number(raw)
    if (value < min || value > max) throw new ConfigError(`${key} must be between ${min} and ${max}, got ${value}`)
    return value
  },
  boolean(env: Env, key: string, fallback: boolean): boolean {
    const raw = env[key]?.trim().toLowerCase()
    if (!raw) return fallback
    if (raw === 'true' || raw === '1') return true
    if (raw === 'false' || raw === '0') return false
    throw new ConfigError(`${key} must be true or false, got "${raw}"`)
  },
  optionalInteger(env: Env, key: string, min: number, max: number): number | undefined {
    return env[key]?.trim() ? readers.integer(env, key, 0, min, max) : undefined
  },
  oneOf<T extends string>(env: Env, key: string, allowed: readonly T[], fallback: T): T {
    const raw = env[key]?.trim()
    if (!raw) return fallback
    if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(`${key} must be one of ${allowed.join(', ')}, got "${raw}"`)
    return raw as T
  },
  url(env: Env, key: string, protocols: readonly string[], fallback?: string): string | undefined {
    const raw = env[key]?.trim() || fallback
    if (!raw) return undefined
    let parsed: URL
    try {
      parsed = new URL(raw)
    } catch {
      throw new ConfigError(`${key} must be a URL, got "${raw}"`)
    }
    if (!protocols.includes(parsed.protocol)) throw new ConfigError(`${key} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`)
    return raw.replace(/\/+$/, '')
  },
}

/** Dev convenience: a JWT secret generated once and kept under DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string, fileName: string): string {
  const path = join(dataDir, fileName)
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(path, secret + '\n', { mode: 0o600 })
  return secret
}

/** Where study PDFs are kept: files under DATA_DIR/blobs (served through signed URLs) or an S3-compatible bucket. */
function storageConfig(env: Env, dataDir: string, jwtSecret: string) {
  const kind = readers.oneOf(env, 'STORAGE', ['local', 's3'] as const, 'local')
  return {
    kind,
    localDirectory: join(dataDir, 'blobs'),
    /** Signs local blob URLs; derived from the JWT secret so there is one secret to manage. */
    localSigningSecret: createHmac('sha256', jwtSecret).update('local-blob-url-signing').digest('base64url'),
    s3: {
      endpoint: readers.url(env, 'S3_ENDPOINT', ['http:', 'https:']),
      bucket: kind === 's3' ? readers.string(env, 'S3_BUCKET') : (readers.optional(env, 'S3_BUCKET') ?? ''),
      region: readers.string(env, 'S3_REGION', 'eu-central-1'),
      accessKeyId: readers.optional(env, 'S3_ACCESS_KEY_ID'),
      secretAccessKey: readers.optional(env, 'S3_SECRET_ACCESS_KEY'),
      forcePathStyle: readers.boolean(env, 'S3_FORCE_PATH_STYLE', false),
    },
    /** Lifetime of the signed link the PDF broker redirects to. */
    linkTtlSeconds: readers.integer(env, 'PDF_LINK_TTL_SECONDS', 300, 10, 7 * 86_400),
  }
}

/** TRUSTED_PROXIES: comma-separated CIDRs (a bare address means just that host). */
function trustedProxies(env: Env): { address: string; prefix: number; family: 'ipv4' | 'ipv6' }[] {
  const raw = readers.optional(env, 'TRUSTED_PROXIES')
  if (!raw) return []
  return raw.split(',').map((item) => {
    const entry = item.trim()
    const [address = '', prefixText] = entry.split('/')
    const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined
    const prefix = prefixText === undefined ? (family === 'ipv4' ? 32 : 128) : Number(prefixText)
    if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 'ipv4' ? 32 : 128) || !/^\d*$/.test(prefixText ?? '')) {
      throw new ConfigError(`TRUSTED_PROXIES must be comma-separated CIDRs such as 10.0.0.0/8, got "${entry}"`)
    }
    return { address, prefix, family }
  })
}

/** How study e-mails leave: .eml files under DATA_DIR/outbox (default), Postmark, SMTP, or not at all. */
function mailConfig(env: Env, publicBaseUrl: string) {
  const transport = readers.oneOf(env, 'MAIL_TRANSPORT', ['outbox', 'postmark', 'smtp', 'disabled'] as const, 'outbox')
  const from = readers.string(env, 'MAIL_FROM', `studie@${new URL(publicBaseUrl).hostname}`)
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(from)) throw new ConfigError(`MAIL_FROM must be a bare e-mail address, got "${from}"`)
  return {
    transport,
    from,
    postmarkServerToken: transport === 'postmark' ? readers.string(env, 'POSTMARK_SERVER_TOKEN') : undefined,
    postmarkApiUrl: readers.url(env, 'POSTMARK_API_URL', ['http:', 'https:'], 'https://api.postmarkapp.com')!,
    smtpUrl: transport === 'smtp' ? readers.url(env, 'SMTP_URL', ['smtp:', 'smtps:']) ?? readers.string(env, 'SMTP_URL') : undefined,
    /** A failed study e-mail is retried after this delay, doubling each time (capped at one hour). */
    retryBaseSeconds: readers.integer(env, 'MAIL_RETRY_BASE_SECONDS', 60, 1, 3600),
    /** Sending attempts (the first included) before a study e-mail is given up as failed. */
    retryMaxAttempts: readers.integer(env, 'MAIL_RETRY_MAX_ATTEMPTS', 8, 1, 100),
  }
}

/** The default wait before each retry of a webhook delivery (Standard Webhooks' schedule): 8 attempts over about 28 h. */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000]

/** WEBHOOK_RETRY_SCHEDULE_SECONDS: comma-separated waits in seconds (decimals allowed, for tests), 1 to 20 of them. */
function retrySchedule(env: Env): number[] {
  const raw = readers.optional(env, 'WEBHOOK_RETRY_SCHEDULE_SECONDS')
  if (!raw) return WEBHOOK_RETRY_SCHEDULE_SECONDS
  const waits = raw.split(',').map((item) => item.trim())
  if (waits.length > 20 || waits.some((wait) => !/^\d+(\.\d+)?$/.test(wait) || Number(wait) > 86_400)) {
    throw new ConfigError(`WEBHOOK_RETRY_SCHEDULE_SECONDS must be 1 to 20 comma-separated waits in seconds (0 … 86400), got "${raw}"`)
  }
  return waits.map(Number)
}

/** Lead delivery: webhook endpoints' network rule, retry schedule, timeouts and bounds. */
function webhookConfig(env: Env) {
  return {
    /** Allow endpoints on loopback, private, link-local … addresses and plain http (on-premises CRMs, tests). */
    allowPrivateNetworks: readers.boolean(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORKS', false),
    /** Waits before the 2nd, 3rd … attempt; after the last one the delivery is given up. */
    retrySchedule: retrySchedule(env),
    /** One attempt's budget: connect, send, answer (at most 15 s). */
    timeoutSeconds: readers.integer(env, 'WEBHOOK_TIMEOUT_SECONDS', 15, 1, 15),
    /** Attempts one instance makes at once, and to one endpoint across all instances. */
    concurrency: readers.integer(env, 'WEBHOOK_CONCURRENCY', 16, 1, 256),
    endpointConcurrency: readers.integer(env, 'WEBHOOK_ENDPOINT_CONCURRENCY', 4, 1, 64),
    /** An endpoint whose every attempt failed for this many days is disabled and its partner told. */
    failingDisableDays: readers.integer(env, 'WEBHOOK_FAILING_DISABLE_DAYS', 5, 1, 365),
    /** Deliveries and their log are kept this long. */
    logRetentionDays: readers.integer(env, 'WEBHOOK_LOG_RETENTION_DAYS', 30, 1, 3650),
    /** How often an instance looks for due deliveries made elsewhere (its own are sent at once). */
    pollMilliseconds: readers.integer(env, 'WEBHOOK_POLL_MS', 1000, 50, 60_000),
  }
}

/** METRICS_TOKEN: the bearer token /metrics asks for; unset, /metrics does not exist. */
function metricsToken(env: Env): string | undefined {
  const token = readers.optional(env, 'METRICS_TOKEN')
  if (token !== undefined && !/^[\x21-\x7e]{16,}$/.test(token)) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 printable ASCII characters without spaces (e.g. `openssl rand -hex 32`)')
  }
  return token
}

/** Untrusted invoice PDFs: limits of the child-process pool and the preflight budgets (see the README table). */
export const INVOICE_PDF_DEFAULTS = {
  /** Child processes parsing, rendering or OCR-ing at once: one per core, 1–4. */
  workers: Math.max(1, Math.min(4, availableParallelism())),
  /** Jobs waiting for a worker; one more answers 503 with Retry-After. */
  queue: 16,
  /** Resident memory (MiB) of one worker process (and its children) before it is killed → 422. */
  workerMemoryMb: 512,
  /** Wall-clock budget of parsing one PDF. */
  parseTimeoutMs: 10_000,
  /** Wall-clock budget of OCR for one upload, all pages together. */
  ocrBudgetMs: 60_000,
  /** Decompressed bytes (MiB) a PDF may inflate to, a stream counted once per reference. */
  maxInflatedMb: 256,
  /** Indirect objects in a PDF. */
  maxObjects: 100_000,
  /** Content-stream operators in a PDF (a 30-page bill draws some 10⁵). */
  maxOperators: 2_000_000,
}

export type InvoicePdfSettings = typeof INVOICE_PDF_DEFAULTS

function invoicePdfConfig(env: Env): InvoicePdfSettings {
  const d = INVOICE_PDF_DEFAULTS
  return {
    workers: readers.integer(env, 'INVOICE_PDF_WORKERS', d.workers, 1, 64),
    queue: readers.integer(env, 'INVOICE_PDF_QUEUE', d.queue, 0, 10_000),
    workerMemoryMb: readers.integer(env, 'INVOICE_PDF_WORKER_MEMORY_MB', d.workerMemoryMb, 128, 65_536),
    parseTimeoutMs: readers.integer(env, 'INVOICE_PARSE_TIMEOUT_MS', d.parseTimeoutMs, 500, 600_000),
    ocrBudgetMs: readers.integer(env, 'INVOICE_OCR_BUDGET_MS', d.ocrBudgetMs, 1_000, 600_000),
    maxInflatedMb: readers.integer(env, 'INVOICE_PDF_MAX_INFLATED_MB', d.maxInflatedMb, 1, 65_536),
    maxObjects: readers.integer(env, 'INVOICE_PDF_MAX_OBJECTS', d.maxObjects, 100, 100_000_000),
    maxOperators: readers.integer(env, 'INVOICE_PDF_MAX_OPERATORS', d.maxOperators, 1_000, 1_000_000_000),
  }
}

/**
 * PDF render threads sized to the machine: the main thread (HTTP, engine, embedded database) keeps a core
 * of its own, and each worker carries its own heap (~100 MiB), so at most one per GiB of memory; 1 to 4.
 */
function defaultPdfWorkers(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1, Math.floor(totalmem() / 2 ** 30)))
}

/** OTE's day-ahead results (chart data) and ČNB's EUR/CZK fixings, which the OTE job reads. */
function oteConfig(env: Env) {
  // Under `bun test` (NODE_ENV=test, also when a test builds its config from a few settings only) no test
  // server reaches the public service unless it asks for it.
  const underTest = (env.NODE_ENV ?? process.env.NODE_ENV) === 'test'
  const enabled = readers.oneOf(env, 'OTE', ['on', 'off'] as const, underTest ? 'off' : 'on') === 'on'
  return {
    enabled,
    url: readers.url(env, 'OTE_URL', ['http:', 'https:'], 'https://www.ote-cr.cz/en/short-term-markets/electricity/day-ahead-market/@@chart-data')!,
    cnbUrl: readers.url(env, 'CNB_URL', ['http:', 'https:'], 'https://www.cnb.cz/cs/financni-trhy/devizovy-trh/kurzy-devizoveho-trhu/kurzy-devizoveho-trhu/rok.txt')!,
    /** Budget of one request to either service. */
    timeoutMs: readers.integer(env, 'OTE_TIMEOUT_MS', 20_000, 100, 600_000),
    /** Pause between two requests to OTE while catching up on many days (politeness). */
    requestDelayMs: readers.integer(env, 'OTE_REQUEST_DELAY_MS', 300, 0, 60_000),
  }
}

/** PVGIS (EU JRC), asked by the server only for the irradiance of a roof's location; see README "Location". */
function pvgisConfig(env: Env) {
  // Off under `bun test` unless a test asks for it (with a loopback double as PVGIS_URL).
  const underTest = (env.NODE_ENV ?? process.env.NODE_ENV) === 'test'
  return {
    enabled: readers.oneOf(env, 'PVGIS', ['on', 'off'] as const, underTest ? 'off' : 'on') === 'on',
    /** Base of the PVGIS API (…/tmy is appended). */
    url: readers.url(env, 'PVGIS_URL', ['http:', 'https:'], 'https://re.jrc.ec.europa.eu/api/v5_3')!.replace(/\/+$/, ''),
    /** How long a study creation waits for a cell not cached yet (its own fetch or another instance's); a preview never waits. */
    budgetMs: readers.integer(env, 'PVGIS_BUDGET_MS', 3000, 0, 60_000),
    /** One request to PVGIS at most (a fetch outliving the budget goes on in the background and warms the cell). */
    timeoutMs: readers.integer(env, 'PVGIS_TIMEOUT_MS', 20_000, 100, 600_000),
    /** After a failed fetch, the same cell is not asked again for this long; after a 429/529 without Retry-After, PVGIS is not asked at all. */
    retrySeconds: readers.integer(env, 'PVGIS_RETRY_SECONDS', 60, 1, 86_400),
    /** Cells kept in the database at most (least recently used dropped first). */
    cacheCells: readers.integer(env, 'PVGIS_CACHE_CELLS', 5000, 1, 1_000_000),
  }
}

export function loadConfig(env: Env = process.env) {
  const production = env.NODE_ENV === 'production'
  const port = readers.integer(env, 'PORT', 3000, 0, 65535)
  const dataDir = resolve(readers.string(env, 'DATA_DIR', './data'))
  const databaseUrl = readers.url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'])
  // A shared database means several instances may serve the same partners: each one must sign and accept the
  // same tokens (one secret, one issuer), which a per-DATA_DIR secret or a per-port issuer would break.
  const shared = production ? 'NODE_ENV=production' : databaseUrl ? 'DATABASE_URL is set' : undefined
  const jwtSecretFromEnv = readers.optional(env, 'JWT_SECRET')
  if (jwtSecretFromEnv && jwtSecretFromEnv.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters')
  if (!jwtSecretFromEnv && shared) throw new ConfigError(`JWT_SECRET is required when ${shared} (every instance must share one secret)`)
  if (!readers.optional(env, 'PUBLIC_BASE_URL') && shared) {
    throw new ConfigError(`PUBLIC_BASE_URL is required when ${shared} (the public address of the service, the token issuer of every instance)`)
  }
  const publicBaseUrl = readers.url(env, 'PUBLIC_BASE_URL', ['http:', 'https:'], `http://localhost:${port}`)!
  const jwtSecret = jwtSecretFromEnv ?? persistedSecret(dataDir, 'jwt-secret')
  const pdfWorkers = readers.integer(env, 'PDF_RENDER_WORKERS', defaultPdfWorkers(), 0, 16)

  return {
    production,
    port,
    host: readers.string(env, 'HOST', '0.0.0.0'),
    publicBaseUrl,
    dataDir,
    /** A postgres:// URL, or undefined for the embedded PGlite database under DATA_DIR. */
    databaseUrl,
    /** Connections each instance opens at most to PostgreSQL (the server needs instances × this many). */
    databasePoolMax: readers.integer(env, 'DATABASE_POOL_MAX', 10, 1, 1000),
    /** Apply pending migrations at start-up (under an advisory lock); false = refuse to start until `admin migrate` ran. */
    migrateOnStart: readers.boolean(env, 'MIGRATE_ON_START', true),
    /** Peers (CIDRs) whose X-Forwarded-For names the client; nobody's by default. */
    trustedProxies: trustedProxies(env),
    jwt: {
      secret: jwtSecret,
      ttlSeconds: readers.integer(env, 'JWT_TTL_SECONDS', 900, 5, 86_400),
      issuer: publicBaseUrl,
      audience: 'partner-api',
    },
    authRateLimit: {
      /** Refresh-token exchanges allowed per client IP per window. */
      max: readers.integer(env, 'AUTH_RATE_LIMIT_MAX', 30, 1, 1_000_000),
      windowSeconds: readers.integer(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    },
    embedRateLimit: {
      /** Calls per embed token and client IP per window (the widget's previews and lookups fit well within). */
      max: readers.integer(env, 'EMBED_RATE_LIMIT_MAX', 300, 1, 1_000_000),
      windowSeconds: readers.integer(env, 'EMBED_RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
      /** Studies (each one e-mails its recipient) an embed token may create per client IP per hour. */
      studiesPerHour: readers.integer(env, 'EMBED_STUDIES_PER_HOUR', 20, 1, 1_000_000),
    },
    brokerRateLimit: {
      /** Visits of the public PDF broker (no token) per client IP per window; a customer opens a link a few times. */
      max: readers.integer(env, 'BROKER_RATE_LIMIT_MAX', 60, 1, 1_000_000),
      windowSeconds: readers.integer(env, 'BROKER_RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    },
    storage: storageConfig(env, dataDir, jwtSecret),
    mail: mailConfig(env, publicBaseUrl),
    webhooks: webhookConfig(env),
    /** Worker threads rendering study PDFs (0 = on the main thread). */
    pdfRenderWorkers: pdfWorkers,
    /** Study creations one instance accepts at once; beyond it → 503 + Retry-After (nothing written). @default 4 per worker, at least 8 */
    pdfRenderQueueMax: readers.integer(env, 'PDF_RENDER_QUEUE_MAX', Math.max(8, 4 * pdfWorkers), 1, 10_000),
    /** A PDF taking longer than this fails the request (503) and its worker is replaced. */
    pdfRenderTimeoutSeconds: readers.integer(env, 'PDF_RENDER_TIMEOUT_SECONDS', 60, 1, 3600),
    /** Studies older than this many days are redacted automatically; undefined = never. */
    retentionDays: readers.integer(env, 'RETENTION_DAYS', 0, 0, 36_500) || undefined,
    /** Maintenance jobs (retention sweep, purges): how often one of the instances runs them. */
    jobs: {
      intervalSeconds: readers.integer(env, 'JOBS_INTERVAL_SECONDS', 3600, 1, 7 * 86_400),
      /** PDF broker access-log rows older than this are deleted. */
      accessLogRetentionDays: readers.integer(env, 'ACCESS_LOG_RETENTION_DAYS', 400, 1, 36_500),
    },
    /** Day-ahead prices kept current from OTE's public service (a singleton job); `OTE=off` never calls it (off under `bun test`). */
    ote: oteConfig(env),
    /** Irradiance of the roof's location from PVGIS, cached in the database; `PVGIS=off` never calls it (off under `bun test`). */
    pvgis: pvgisConfig(env),
    /** Size cap of an invoice upload in bytes (413 above it); default 15 MB. */ invoiceMaxBytes: readers.integer(env, 'INVOICE_MAX_BYTES', 15 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    invoicePdf: invoicePdfConfig(env),
    /** Payback price model overrides (CZK incl. VAT); unset values keep the engine's documented defaults. */
    priceModel: {
      czkPerKWp: readers.optionalInteger(env, 'PRICE_MODEL_CZK_PER_KWP', 0, 1_000_000),
      czkPerBatteryKWh: readers.optionalInteger(env, 'PRICE_MODEL_CZK_PER_BATTERY_KWH', 0, 1_000_000),
      fixedCzk: readers.optionalInteger(env, 'PRICE_MODEL_FIXED_CZK', 0, 10_000_000),
    },
    /** Bearer token of GET /metrics (Prometheus); undefined = /metrics answers 404 and requests are not counted. */
    metricsToken: metricsToken(env),
    /** After SIGTERM /readyz answers 503 for this long before the server stops taking connections, so balancers notice first. */
    shutdownDrainSeconds: readers.integer(env, 'SHUTDOWN_DRAIN_SECONDS', production ? 5 : 0, 0, 300),
    logLevel: readers.oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error', 'silent'] as const, 'info'),
    /** Seed a demo partner and print its tokens on first start (never in production). */
    devSeed: !production && env.DEV_SEED !== 'false',
  }
}

export type Config = ReturnType<typeof loadConfig>
