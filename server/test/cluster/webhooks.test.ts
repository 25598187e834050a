/**
 * Lead delivery across two server processes on one PostgreSQL: every event reaches every endpoint exactly once
 * (each attempt is claimed by one instance), and a process killed mid-delivery leaves its attempt to the other —
 * the only duplicates at-least-once allows, counted.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { Webhook } from 'standardwebhooks'
import { openDatabase, type Database } from '../../src/db/orm.ts'
import { partnerService } from '../../src/modules/partners/service.ts'
import { makeIco } from '../support/harness.ts'
import { studyRequest } from '../studies/support/studies.ts'
import { startReceiver, type Received } from '../webhooks/support.ts'
import { startCluster, type Cluster } from './support.ts'

const STUDIES = 50
const CLIENTS = 4

let cluster: Cluster
let db: Database
let token: string
let receiver: ReturnType<typeof startReceiver>
/** Answers of the `/slow` path wait this long (the kill test). */
let slowMs = 0

beforeAll(async () => {
  receiver = startReceiver(async (_request, entry) => {
    if (entry.path === '/slow' && slowMs) await Bun.sleep(slowMs)
    return new Response('ok')
  })
  cluster = await startCluster(2, {
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_POLL_MS: '200',
    PDF_RENDER_WORKERS: '1',
    MAIL_TRANSPORT: 'disabled',
    LOG_LEVEL: 'warn',
  })
  db = await openDatabase({ url: cluster.database.url, embeddedDir: 'memory://', poolMax: 2, migrations: 'skip' })
  const partners = partnerService(db.orm.em.fork())
  const partner = await partners.createPartner({ name: 'Cluster Leads s.r.o.', ico: makeIco(5151), contactEmail: 'leads@example.test' })
  const refresh = (await partners.issueToken({ partnerId: partner.id, kind: 'api' })).secret
  const auth = await fetch(`${cluster.proxy.url}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: refresh }) })
  token = ((await auth.json()) as { jwtToken: string }).jwtToken
}, 180_000)
afterAll(async () => {
  await db?.close()
  await cluster?.stop()
  receiver?.stop()
}, 60_000)

async function register(path: string): Promise<{ id: string; secret: string }> {
  const response = await fetch(`${cluster.proxy.url}/api/v1/webhook-endpoints`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiver.url(path) }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string; secret: string }
}

async function createStudies(count: number): Promise<string[]> {
  const ids: string[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < count) {
        const index = next++
        const response = await fetch(`${cluster.proxy.url}/api/v1/studies`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(studyRequest({ study: { label: `Cluster ${index}` } })),
        })
        if (response.status !== 200) throw new Error(`POST /studies answered ${response.status}: ${await response.text()}`)
        ids.push(((await response.json()) as { id: string }).id)
      }
    }),
  )
  return ids
}

async function settle(check: () => boolean, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000
  while (!check()) {
    if (Date.now() > deadline) throw new Error('deliveries not complete in time')
    await Bun.sleep(100)
  }
}

const byId = (entries: Received[]) => {
  const counts = new Map<string, number>()
  for (const entry of entries) counts.set(entry.id, (counts.get(entry.id) ?? 0) + 1)
  return counts
}

describe('webhooks on two instances', () => {
  test(`${STUDIES} studies through the round-robin proxy: every event is delivered exactly once to each of two endpoints`, async () => {
    const endpoints = [await register('/one'), await register('/two')]
    const ids = await createStudies(STUDIES)
    // study.created and lead.created of each study, to each endpoint.
    await settle(() => receiver.at('/one').length >= 2 * STUDIES && receiver.at('/two').length >= 2 * STUDIES, 120)
    await Bun.sleep(1_500)
    for (const [index, path] of ['/one', '/two'].entries()) {
      const got = receiver.at(path)
      const counts = byId(got)
      expect(got).toHaveLength(2 * STUDIES)
      expect([...counts.values()].every((count) => count === 1)).toBe(true)
      const seen = new Set(got.map((entry) => `${entry.json.type} ${entry.json.data.id}`))
      for (const id of ids) {
        expect(seen.has(`study.created ${id}`)).toBe(true)
        expect(seen.has(`lead.created ${id}`)).toBe(true)
      }
      for (const entry of got) new Webhook(endpoints[index]!.secret).verify(entry.body, { 'webhook-id': entry.id, 'webhook-timestamp': entry.timestamp, 'webhook-signature': entry.signature })
    }
    // One attempt per delivery: no instance repeated an attempt another had claimed.
    const [row] = await db.orm.em.fork().execute<{ attempts: string; deliveries: string }[]>(
      "select sum(attempts) as attempts, count(*) as deliveries from webhook_delivery where channel = 'webhook' and status = 'succeeded'",
    )
    expect(Number(row!.deliveries)).toBe(4 * STUDIES)
    expect(Number(row!.attempts)).toBe(4 * STUDIES)
    for (const endpoint of endpoints) await fetch(`${cluster.proxy.url}/api/v1/webhook-endpoints/${endpoint.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
  }, 240_000)

  test('an instance killed while its attempts are in flight: the other one delivers them after the lease; the duplicates are only those attempts', async () => {
    await register('/slow')
    slowMs = 3_000
    const victim = cluster.instances[0]!
    // Studies created on both instances; the victim's deliveries hang in the receiver when it is killed.
    await createStudies(4)
    await settle(() => receiver.at('/slow').length >= 8, 60)
    victim.process.kill('SIGKILL')
    await victim.stop()
    cluster.instances.splice(0, 1)
    slowMs = 0
    // The victim's attempts were made but never recorded: after their lease (60 s) the survivor makes them again.
    const deadline = Date.now() + 120_000
    for (;;) {
      const [open] = await db.orm.em.fork().execute<{ count: string }[]>("select count(*) as count from webhook_delivery where status <> 'succeeded' and channel = 'webhook'")
      if (Number(open!.count) === 0) break
      if (Date.now() > deadline) throw new Error(`deliveries still open: ${open!.count}`)
      await Bun.sleep(500)
    }
    await Bun.sleep(500)
    const counts = byId(receiver.at('/slow'))
    const duplicates = [...counts.values()].reduce((sum, count) => sum + count - 1, 0)
    console.log(`killed mid-delivery: ${counts.size} events, ${duplicates} delivered twice (the attempts the killed instance had in flight)`)
    expect(counts.size).toBe(8)
    expect([...counts.values()].every((count) => count <= 2)).toBe(true)
    expect(duplicates).toBeGreaterThanOrEqual(1)
    expect(duplicates).toBeLessThanOrEqual(8)
  }, 240_000)
})
