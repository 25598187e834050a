/**
 * Two server processes on one PostgreSQL + one S3 bucket behind a round-robin proxy behave as one service.
 * Always on the real PostgreSQL (PGlite is single-process); runs in the first pass of `bun run test`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { connect } from 'node:net'
import type { StudyCreateResult, StudySummary } from '@partner/energy-shared'
import { openDatabase, type Database } from '../../src/db/orm.ts'
import { Partner } from '../../src/modules/partners/entities.ts'
import { Study } from '../../src/modules/studies/entities.ts'
import { migrations } from '../../src/db/migrations/index.ts'
import { partnerService } from '../../src/modules/partners/service.ts'
import { makeIco } from '../support/harness.ts'
import { s3Settings, startPostmarkReceiver, startS3Server, type PostmarkReceiver, type S3Peer } from '../studies/support/peers.ts'
import { studyRequest } from '../studies/support/studies.ts'
import { logged, startCluster, type Cluster } from './support.ts'

const TRIALS = 5
const AUTH_LIMIT = 5

let s3: S3Peer
let postmark: PostmarkReceiver
let cluster: Cluster
let db: Database
let apiRefreshToken: string

const env = () => ({
  ...s3Settings(s3),
  MAIL_TRANSPORT: 'postmark',
  POSTMARK_SERVER_TOKEN: postmark.token,
  POSTMARK_API_URL: postmark.url,
  AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
  RETENTION_DAYS: '30',
  JOBS_INTERVAL_SECONDS: '1',
  MAIL_RETRY_BASE_SECONDS: '1',
  PDF_RENDER_WORKERS: '1',
  LOG_LEVEL: 'info',
})

beforeAll(async () => {
  s3 = await startS3Server()
  postmark = startPostmarkReceiver()
})
afterAll(async () => {
  await db?.close()
  await cluster?.stop()
  await postmark.stop()
  await s3.stop()
}, 60_000)

/** Each test uses its own client address (through the trusted proxy) so that auth limits do not interfere. */
let clientCounter = 0
const nextClient = () => `198.51.100.${++clientCounter}`

async function jwt(base: string, client = nextClient()): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ refreshToken: apiRefreshToken }),
  })
  if (response.status !== 200) throw new Error(`auth answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { jwtToken: string }).jwtToken
}

const call = (base: string, path: string, token: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { ...init, redirect: 'manual', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } })

async function create(base: string, token: string, headers: Record<string, string> = {}, label = 'Cluster'): Promise<{ result: StudyCreateResult; servedBy: string | null }> {
  const response = await call(base, '/api/v1/studies', token, { method: 'POST', headers, body: JSON.stringify(studyRequest({ study: { label } })) })
  if (response.status !== 200) throw new Error(`create answered ${response.status}: ${await response.text()}`)
  return { result: (await response.json()) as StudyCreateResult, servedBy: response.headers.get('x-served-by') }
}

/** One raw HTTP/1.1 request from a chosen loopback source address; resolves with the status code. */
function rawRequest(port: number, localAddress: string, lines: string[], body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => {
      socket.write([...lines, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', '', body].join('\r\n'))
    })
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0)))
    socket.on('error', reject)
  })
}

async function eventually(check: () => Promise<boolean>, seconds = 40): Promise<void> {
  const deadline = Date.now() + seconds * 1000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time')
    await Bun.sleep(250)
  }
}

describe('two instances on one PostgreSQL and one S3 bucket', () => {
  test(`${TRIALS} trials: two instances started at the same moment on a fresh database both come up; migrations and the demo seed happen once`, async () => {
    for (let trial = 1; trial <= TRIALS; trial++) {
      const started = await startCluster(2, env())
      const check = await openDatabase({ url: started.database.url, embeddedDir: 'memory://', poolMax: 2, migrations: 'skip' })
      try {
        for (const instance of started.instances) expect((await fetch(`${instance.url}/readyz`)).status).toBe(200)
        const applied = await check.orm.em.fork().execute<{ name: string }[]>('select name from mikro_orm_migrations')
        expect(applied).toHaveLength(migrations.length)
        expect(await check.orm.em.fork().count(Partner, {})).toBe(1)
      } finally {
        if (trial < TRIALS) {
          await check.close()
          await started.stop()
        } else {
          cluster = started
          db = check
        }
      }
    }
    const partners = partnerService(db.orm.em.fork())
    const partner = await partners.createPartner({ name: 'Cluster Solar s.r.o.', ico: makeIco(4242), contactEmail: 'cluster@example.test' })
    apiRefreshToken = (await partners.issueToken({ partnerId: partner.id, kind: 'api' })).secret
  }, 300_000)

  test('study lifecycle through the proxy: created on one instance, read, listed, opened and deleted on the other', async () => {
    const { proxy } = cluster
    const token = await jwt(proxy.url)
    const { result, servedBy } = await create(proxy.url, token, {}, 'Lifecycle')
    expect(result.url).toStartWith(`${proxy.url}/api/v1/studies/`)

    const read = await call(proxy.url, `/api/v1/studies/${result.id}`, token)
    expect(read.status).toBe(200)
    expect(read.headers.get('x-served-by')).not.toBe(servedBy)
    const listed = await call(proxy.url, '/api/v1/studies', token)
    expect(((await listed.json()) as { items: StudySummary[] }).items.map((item) => item.id)).toContain(result.id)

    const brokers = [await fetch(result.url, { redirect: 'manual' }), await fetch(result.url, { redirect: 'manual' })]
    expect(new Set(brokers.map((response) => response.headers.get('x-served-by'))).size).toBe(2)
    for (const broker of brokers) {
      expect(broker.status).toBe(302)
      const file = await fetch(broker.headers.get('location')!)
      expect(file.status).toBe(200)
      expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    }

    const deleted = await call(proxy.url, `/api/v1/studies/${result.id}`, token, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    const after = await Promise.all([fetch(result.url, { redirect: 'manual' }), fetch(result.url, { redirect: 'manual' })])
    expect(after.map((response) => response.status)).toEqual([410, 410])
  }, 60_000)

  test('a JWT issued by one instance is accepted by the other', async () => {
    const [a, b] = cluster.instances
    const token = await jwt(a!.url)
    expect((await call(b!.url, '/api/v1/studies', token)).status).toBe(200)
    expect((await call(a!.url, '/api/v1/studies', token)).status).toBe(200)
  }, 30_000)

  test('an Idempotency-Key replays across instances: the same study, created once', async () => {
    const [a, b] = cluster.instances
    const token = await jwt(cluster.proxy.url)
    const headers = { 'idempotency-key': `cluster-${crypto.randomUUID()}` }
    const [first, second] = await Promise.all([create(a!.url, token, headers, 'Idempotent'), create(b!.url, token, headers, 'Idempotent')])
    const third = await create(b!.url, token, headers, 'Idempotent')
    expect(second.result.id).toBe(first.result.id)
    expect(third.result.id).toBe(first.result.id)
    expect(await db.orm.em.fork().count(Study, { studyLabel: 'Idempotent' })).toBe(1)
  }, 60_000)

  test(`the auth limit is shared: call ${AUTH_LIMIT + 1} from one client is 429 whichever instance answers`, async () => {
    const client = nextClient()
    const attempt = () =>
      fetch(`${cluster.proxy.url}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify({ refreshToken: 'x' }) })
    const answers: { status: number; servedBy: string | null }[] = []
    for (let i = 0; i < AUTH_LIMIT + 2; i++) {
      const response = await attempt()
      answers.push({ status: response.status, servedBy: response.headers.get('x-served-by') })
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(AUTH_LIMIT).fill(401), 429, 429])
    expect(new Set(answers.slice(AUTH_LIMIT).map((answer) => answer.servedBy)).size).toBe(2)
  }, 30_000)

  test('X-Forwarded-For names the client only when the peer is a trusted proxy', async () => {
    const authBody = JSON.stringify({ refreshToken: 'x' })
    // From an untrusted peer (127.0.0.2, straight to an instance) a different X-Forwarded-For on every call does not help.
    const direct = cluster.instances[0]!
    const statuses: number[] = []
    for (let i = 0; i <= AUTH_LIMIT; i++) {
      statuses.push(
        await rawRequest(direct.port, '127.0.0.2', ['POST /api/v1/auth HTTP/1.1', `Host: 127.0.0.1:${direct.port}`, 'Content-Type: application/json', `X-Forwarded-For: 203.0.113.${100 + i}`], authBody),
      )
    }
    expect(statuses).toEqual([...Array(AUTH_LIMIT).fill(401), 429])
    // Through the trusted proxy each forwarded client has its own budget.
    for (const client of ['203.0.113.200', '203.0.113.201']) {
      const response = await fetch(`${cluster.proxy.url}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: authBody })
      expect(response.status).toBe(401)
    }
  }, 30_000)

  test('retention redacts each study exactly once across instances', async () => {
    const token = await jwt(cluster.proxy.url)
    const ids: string[] = []
    for (let i = 0; i < 6; i++) ids.push((await create(cluster.proxy.url, token, {}, `Retention ${i}`)).result.id)
    const countBefore = cluster.instances.flatMap((instance) => logged(instance, 'retention redacted studies')).reduce((sum, entry) => sum + Number(entry.count), 0)
    expect(countBefore).toBe(0)
    await db.orm.em.fork().nativeUpdate(Study, { id: { $in: ids } }, { createdAt: new Date(Date.now() - 31 * 86_400_000) })

    await eventually(async () => (await db.orm.em.fork().count(Study, { id: { $in: ids }, redactedAt: { $ne: null } })) === ids.length)
    // A few more sweeps on both instances find nothing left.
    await Bun.sleep(2500)
    const events = cluster.instances.flatMap((instance) => logged(instance, 'retention redacted studies'))
    expect(events.reduce((sum, entry) => sum + Number(entry.count), 0)).toBe(ids.length)
    for (const id of ids) expect((await fetch(`${cluster.proxy.url}/api/v1/studies/${id}/pdf`, { redirect: 'manual' })).status).toBe(410)
  }, 90_000)

  test('a mail outage, then recovery: the queued e-mail is delivered once', async () => {
    const token = await jwt(cluster.proxy.url)
    postmark.outage = true
    const { result } = await create(cluster.proxy.url, token, {}, 'Mail outage')
    expect(result.emailSent).toBe(false)
    const status = async () => ((await (await call(cluster.proxy.url, `/api/v1/studies/${result.id}`, token)).json()) as StudySummary).emailStatus
    expect(await status()).toBe('pending')
    await eventually(async () => postmark.refused >= 2)

    postmark.outage = false
    await eventually(async () => (await status()) === 'sent')
    await Bun.sleep(2500)
    expect(postmark.emails.filter((email) => email.body.Subject.includes('Mail outage'))).toHaveLength(1)
  }, 60_000)
})
