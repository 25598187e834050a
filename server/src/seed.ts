import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { EntityManager } from '@mikro-orm/postgresql'
import type { AppServices } from './services.ts'
import { Partner } from './modules/partners/entities.ts'
import { partnerService } from './modules/partners/service.ts'

export interface DemoTokens {
  partnerId: string
  partnerName: string
  apiToken: string
  embedToken: string
  embedOrigins: string[]
}

const DEMO_FILE = 'demo-tokens.json'
/** Advisory-lock key of the demo seed ("ENSSEED"). */
const SEED_LOCK_KEY = String(0x454e5353454544n)
/** The demo partner's IČO (what `admin --partner` and the element's `ico=` take). */
export const DEMO_PARTNER_ICO = '27082440'

/** The demo partner's tokens as the dev seed saved them (dev only; a production server never has this file). */
export function readDemoTokens(dataDir: string): DemoTokens | null {
  const path = join(dataDir, DEMO_FILE)
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as DemoTokens) : null
}

/**
 * On the first development start with an empty database: a demo partner with an api and an embed token.
 * The secrets are kept under DATA_DIR so later starts (and the /demo page) can show them again.
 */
export async function seedDemoPartner(services: AppServices): Promise<DemoTokens | null> {
  if (!services.config.devSeed) return null
  // Instances starting together on one database: the lock lets exactly one of them seed, the others see its partner.
  return services.em().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(?::bigint)', [SEED_LOCK_KEY])
    if ((await em.count(Partner, {})) > 0) return readDemoTokens(services.config.dataDir)
    return seedInto(em, services)
  })
}

async function seedInto(em: EntityManager, services: AppServices): Promise<DemoTokens> {
  const partners = partnerService(em)
  const partner = await partners.createPartner({
    name: 'Demo Solar s.r.o.',
    ico: DEMO_PARTNER_ICO,
    contactEmail: 'obchod@demo-solar.example',
    contactPhone: '+420 800 123 456',
    web: 'https://demo-solar.example',
  })
  const base = new URL(services.config.publicBaseUrl)
  const origins = [...new Set([base.origin, `${base.protocol}//localhost:${base.port || services.config.port}`, `${base.protocol}//127.0.0.1:${base.port || services.config.port}`])]
  const api = await partners.issueToken({ partnerId: partner.id, kind: 'api', label: 'dev seed' })
  const embed = await partners.issueToken({ partnerId: partner.id, kind: 'embed', origins, label: 'dev seed' })
  const tokens: DemoTokens = { partnerId: partner.id, partnerName: partner.name, apiToken: api.secret, embedToken: embed.secret, embedOrigins: origins }
  writeFileSync(join(services.config.dataDir, DEMO_FILE), JSON.stringify(tokens, null, 2) + '\n', { mode: 0o600 })
  return tokens
}
