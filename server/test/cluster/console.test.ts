/**
 * The console on two server processes behind the round-robin proxy: the sign-in limit is counted in the shared
 * database, and a session started on one instance is the same session (and ends) on the other. Always PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { openDatabase, type Database } from '../../src/db/orm.ts'
import { createLogger } from '../../src/log.ts'
import { DisabledMailer } from '../../src/mail/index.ts'
import { consoleAccounts } from '../../src/modules/console/accounts.ts'
import { SIGN_IN_ACCOUNT_MAX } from '../../src/modules/console/index.ts'
import { partnerService } from '../../src/modules/partners/service.ts'
import { makeIco } from '../support/harness.ts'
import { PASSWORD } from '../console/support.ts'
import { startCluster, type Cluster } from './support.ts'

let cluster: Cluster
let db: Database

beforeAll(async () => {
  cluster = await startCluster(2, { AUTH_RATE_LIMIT_MAX: '1000', PDF_RENDER_WORKERS: '0', LOG_LEVEL: 'warn' })
  db = await openDatabase({ url: cluster.database.url, embeddedDir: 'memory://', poolMax: 2, migrations: 'skip' })
}, 120_000)
afterAll(async () => {
  await db?.close()
  await cluster?.stop()
}, 60_000)

const call = (method: string, path: string, body?: unknown, cookie?: string) =>
  fetch(`${cluster.proxy.url}/api/v1/console${path}`, {
    method,
    headers: { origin: cluster.proxy.url, 'x-forwarded-for': '198.51.100.77', ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })

test(`the sign-in limit is one count for both instances: attempt ${SIGN_IN_ACCOUNT_MAX + 1} is 429 whichever answers; a session lives on both`, async () => {
  const partner = await partnerService(db.orm.em.fork()).createPartner({ name: 'Cluster Console s.r.o.', ico: makeIco(5151), contactEmail: 'c@example.test' })
  const accounts = consoleAccounts({ em: () => db.orm.em.fork(), config: { publicBaseUrl: cluster.proxy.url, mail: {} as never }, log: createLogger('silent'), mailer: new DisabledMailer() })
  const email = 'cluster-owner@example.test'
  const invited = await accounts.invite({ partnerId: partner.id, email, role: 'owner', actor: null })
  expect((await call('POST', '/password', { token: invited.inviteUrl.split('/').at(-1), password: PASSWORD })).status).toBe(204)

  // A session made through one instance is read by the other; sign-out through either ends it for both.
  const signIn = await call('POST', '/session', { email, password: PASSWORD })
  expect(signIn.status).toBe(200)
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!
  const served = new Set<string>()
  for (let i = 0; i < 4; i++) {
    const me = await call('GET', '/me', undefined, cookie)
    expect(me.status).toBe(200)
    served.add(me.headers.get('x-served-by')!)
  }
  expect([...served].sort()).toEqual(['0', '1'])
  expect((await call('DELETE', '/session', undefined, cookie)).status).toBe(204)
  for (let i = 0; i < 2; i++) expect((await call('GET', '/me', undefined, cookie)).status).toBe(401)

  // One attempt was counted by the sign-in above; the rest alternate between the instances.
  const answeredBy = new Set<string>()
  for (let attempt = 2; attempt <= SIGN_IN_ACCOUNT_MAX; attempt++) {
    const wrong = await call('POST', '/session', { email, password: `wrong-password-${attempt}` })
    expect(wrong.status).toBe(401)
    answeredBy.add(wrong.headers.get('x-served-by')!)
  }
  expect([...answeredBy].sort()).toEqual(['0', '1'])
  for (let i = 0; i < 2; i++) {
    const limited = await call('POST', '/session', { email, password: PASSWORD })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  }
}, 120_000)
