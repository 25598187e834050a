import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './ports.ts'
import { createPgDatabase } from './postgres.ts'
import { loadConfig } from '../../src/config.ts'
import { createLogger } from '../../src/log.ts'
import { openDatabase } from '../../src/db/orm.ts'
import { createServices, type AppServices } from '../../src/services.ts'
import { startHttpServer } from '../../src/server.ts'
import { partnerService } from '../../src/modules/partners/service.ts'
import { isValidIco } from '../../src/modules/partners/ico.ts'

/** Which database the suite runs against: `TEST_DATABASE=postgres` (real server) or embedded PGlite (default). */
export const testDatabase = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite'

export const EMBED_ORIGIN = 'http://embed.example.test'

export interface TestServer {
  baseUrl: string
  services: AppServices
  partnerId: string
  partnerIco: string
  apiRefreshToken: string
  embedRefreshToken: string
  /** A fresh access token for the test partner, obtained over HTTP. */
  accessToken(kind?: 'api' | 'embed'): Promise<string>
  /** Another partner with its own tokens (isolation tests). */
  createPartner(input?: { name?: string; ico?: string; leadEmails?: string[] | null; language?: 'cs' | 'en' }): Promise<{ partnerId: string; ico: string; apiRefreshToken: string; embedRefreshToken: string }>
  stop(): Promise<void>
}

/** A port free on 127.0.0.1 right now. */
/** Valid IČOs (mod-11 check digit) for test partners. */
export function makeIco(seed: number): string {
  const base = String(seed % 10_000_000).padStart(7, '0')
  for (let check = 0; ; check++) if (isValidIco(base + check)) return base + check
}

let icoCounter = Math.floor(Math.random() * 1_000_000)

/** Starts the real server on a loopback port with a fresh database; env-style overrides go to the config. */
export async function startTestServer(overrides: Record<string, string> = {}, options: { embeddedDir?: string } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'energy-test-'))
  const port = await freePort()
  let databaseUrl: string | undefined
  let dropDatabase: (() => Promise<void>) | undefined
  if (testDatabase === 'postgres' && !overrides.DATABASE_URL) {
    const fresh = await createPgDatabase()
    databaseUrl = fresh.url
    dropDatabase = fresh.drop
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET: 'test-secret-' + crypto.randomUUID() + crypto.randomUUID(),
    LOG_LEVEL: 'silent',
    DEV_SEED: 'false',
    AUTH_RATE_LIMIT_MAX: '1000',
    EMBED_RATE_LIMIT_MAX: '100000',
    EMBED_STUDIES_PER_HOUR: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  })
  const db = await openDatabase({ url: config.databaseUrl, embeddedDir: options.embeddedDir ?? 'memory://' })
  const services = createServices(config, db, createLogger(config.logLevel))
  const http = startHttpServer(services)
  const baseUrl = `http://127.0.0.1:${http.port}`

  const createPartner: TestServer['createPartner'] = async (input = {}) => {
    const partners = partnerService(services.em())
    const ico = input.ico ?? makeIco(++icoCounter * 7919)
    // No lead e-mails unless a test asks (leadEmails null: to the contact e-mail), so that the outbox holds the studies' own.
    const partner = await partners.createPartner({
      name: input.name ?? `Test Partner ${ico}`,
      ico,
      contactEmail: 'partner@example.test',
      leadEmails: input.leadEmails === undefined ? [] : input.leadEmails,
      language: input.language,
    })
    const api = await partners.issueToken({ partnerId: partner.id, kind: 'api' })
    const embed = await partners.issueToken({ partnerId: partner.id, kind: 'embed', origins: [EMBED_ORIGIN] })
    return { partnerId: partner.id, ico, apiRefreshToken: api.secret, embedRefreshToken: embed.secret }
  }
  const main = await createPartner({ name: 'Solar Test s.r.o.' })

  return {
    baseUrl,
    services,
    partnerId: main.partnerId,
    partnerIco: main.ico,
    apiRefreshToken: main.apiRefreshToken,
    embedRefreshToken: main.embedRefreshToken,
    async accessToken(kind = 'api') {
      const response = await fetch(`${baseUrl}/api/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(kind === 'embed' ? { origin: EMBED_ORIGIN } : {}) },
        body: JSON.stringify({ refreshToken: kind === 'api' ? main.apiRefreshToken : main.embedRefreshToken }),
      })
      if (!response.ok) throw new Error(`auth failed: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { jwtToken: string }).jwtToken
    },
    createPartner,
    async stop() {
      await http.stop()
      await db.close()
      await dropDatabase?.()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
