/**
 * `bun run bench:cluster`: POST /api/v1/studies through a round-robin proxy in front of 1, then 2 server
 * processes on one PostgreSQL (a fresh database each) and one S3 bucket (s3rver), e-mail to the outbox.
 * Reports studies/s with CONCURRENT clients, p50/p99 latency, 503s (back-pressure) and the 2:1 ratio.
 * Everything (load generator, proxy, s3rver, PostgreSQL, the instances) shares this machine's cores, so on
 * 2 cores a second instance can add little: the figures say how much.
 */
import { loadavg } from 'node:os'
import { openDatabase } from '../server/src/db/orm.ts'
import { partnerService } from '../server/src/modules/partners/service.ts'
import { startCluster } from '../server/test/cluster/support.ts'
import { s3Settings, startS3Server } from '../server/test/studies/support/peers.ts'
import { studyRequest } from '../server/test/studies/support/studies.ts'

const WARM_UP = 10
const STUDIES = 120
const CONCURRENT = 8

interface Run {
  instances: number
  perSecond: number
  p50: number
  p99: number
  busy: number
  load: string
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

async function run(instances: number, s3: Awaited<ReturnType<typeof startS3Server>>): Promise<Run> {
  const cluster = await startCluster(instances, {
    ...s3Settings(s3),
    DEV_SEED: 'false',
    LOG_LEVEL: 'warn',
    PDF_RENDER_WORKERS: '1',
    DATABASE_POOL_MAX: '10',
  })
  const db = await openDatabase({ url: cluster.database.url, embeddedDir: 'memory://', poolMax: 1, migrations: 'skip' })
  try {
    const partners = partnerService(db.orm.em.fork())
    const partner = await partners.createPartner({ name: 'Benchmark Solar s.r.o.', ico: '12345679', contactEmail: 'bench@example.test' })
    const { secret } = await partners.issueToken({ partnerId: partner.id, kind: 'api' })
    const auth = await fetch(`${cluster.proxy.url}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: secret }) })
    const { jwtToken } = (await auth.json()) as { jwtToken: string }

    let busy = 0
    const createOne = async (index: number): Promise<number> => {
      const started = performance.now()
      for (;;) {
        const response = await fetch(`${cluster.proxy.url}/api/v1/studies`, {
          method: 'POST',
          headers: { authorization: `Bearer ${jwtToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(studyRequest({ study: { label: `Dům ${index}` } })),
        })
        await response.arrayBuffer()
        if (response.status === 200) return performance.now() - started
        if (response.status !== 503) throw new Error(`study ${index}: ${response.status}`)
        // Back-pressure: wait a little (less than Retry-After: the bench wants the queue kept full) and try again.
        busy++
        await Bun.sleep(250)
      }
    }
    for (let i = 0; i < WARM_UP; i++) await createOne(i)

    const latencies: number[] = []
    let next = 0
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        while (next < STUDIES) latencies.push(await createOne(WARM_UP + next++))
      }),
    )
    const seconds = (performance.now() - started) / 1000
    latencies.sort((a, b) => a - b)
    return {
      instances,
      perSecond: STUDIES / seconds,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      busy,
      load: loadavg().map((value) => value.toFixed(1)).join(' '),
    }
  } finally {
    await db.close()
    await cluster.stop()
  }
}

const s3 = await startS3Server()
try {
  const results: Run[] = []
  for (const instances of [1, 2]) results.push(await run(instances, s3))
  console.log(`POST /api/v1/studies through a round-robin proxy, ${CONCURRENT} concurrent clients, ${STUDIES} studies after ${WARM_UP} warm-up; PostgreSQL + s3rver + outbox; PDF_RENDER_WORKERS=1 per instance; ${navigator.hardwareConcurrency} cores`)
  for (const r of results) {
    console.log(`  ${r.instances} instance${r.instances > 1 ? 's' : ' '}: ${r.perSecond.toFixed(1)} studies/s   p50 ${r.p50.toFixed(0)} ms   p99 ${r.p99.toFixed(0)} ms   503 retries ${r.busy}   load average ${r.load}`)
  }
  console.log(`  ratio 2:1 = ${(results[1]!.perSecond / results[0]!.perSecond).toFixed(2)}`)
} finally {
  await s3.stop()
}
