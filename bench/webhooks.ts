/**
 * `bun run bench:webhooks`: lead delivery latency, from a study committed to its `lead.created` received by a
 * loopback receiver, with studies arriving at a steady rate (default 20 per second for 15 s, every one with
 * consent) through POST /api/v1/studies of the real server in its own process (embedded PGlite; set DATABASE_URL
 * for PostgreSQL). "Committed" is the event's `timestamp`, taken in the study's transaction just before it commits.
 * Goals: p50 ≤ 1 s, p99 ≤ 5 s at 20 studies/s.
 * BENCH_WEBHOOK_RATE and BENCH_WEBHOOK_SECONDS change the load.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StudyCreateRequest } from '@partner/energy-shared'
import { readReady, startBenchApp } from './child-app.ts'
import { Webhook } from 'standardwebhooks'

const RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 20)
const SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 15)
/** Requests in flight at most: beyond it the generator waits (it then falls behind the rate, which is reported). */
const MAX_IN_FLIGHT = 64

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

if (process.argv[2] === '--serve') await serve()
else await bench()

async function serve() {
  const { app, partnerId } = await startBenchApp({ name: 'Benchmark Leads s.r.o.', contactEmail: 'bench@example.test', leadEmails: [] })
  // Phase 2 on a line "inject <rate> <count>": studies committed straight through the outbox (no engine, no PDF),
  // so that the delivery side meets the goal's rate even where this machine cannot render 20 PDFs a second.
  const { studyEventsOutbox } = await import('../server/src/modules/webhooks/outbox.ts')
  const { Study } = await import('../server/src/modules/studies/entities.ts')
  const events = studyEventsOutbox(app.services)
  for await (const line of console) {
    const [command, rate, count] = line.trim().split(' ')
    if (command !== 'inject') continue
    const started = performance.now()
    for (let index = 0; index < Number(count); index++) {
      const wait = started + (index * 1000) / Number(rate) - performance.now()
      if (wait > 0) await Bun.sleep(wait)
      const id = crypto.randomUUID()
      const input = request(index) as unknown as Record<string, unknown>
      const result = { headlineYearlySaving: 20_000, paybackYears: 9.5, inputs: { totalKWp: 8, battery: { sizeKwh: 10 }, distributor: 'CEZ', distributionRate: 'D25d' } }
      void app.services
        .em()
        .transactional(async (em) => {
          await events.created(em, { id, partnerId, wantsContact: true, input, result })
          em.create(Study, {
            id,
            partner: partnerId,
            annualSaving: 20_000,
            currency: 'CZK',
            paybackYears: 9.5,
            recipientEmail: `zakaznik${index}@example.cz`,
            recipientName: `Zákazník ${index}`,
            wantsContact: true,
            language: 'cs',
            emailSent: false,
            emailStatus: 'disabled',
            input,
            result,
          })
        })
        .then(() => events.committed())
    }
    console.log(JSON.stringify({ injected: Number(count) }))
  }
}

function request(index: number): StudyCreateRequest {
  return {
    periodType: '2024',
    yearlyConsumptionKWh: 3000 + (index % 7) * 500,
    totalKWp: 5 + (index % 5),
    battery: { batterySizeKwh: (index % 3) * 5, reservedBatteryCapacityPercentage: 10 },
    distribution: { distributor: 'CEZ', distributionRate: 'D25d', lowTariffCommand: 'A1B6DP1', lowTariffRegion: 'stred', circuitBreakerMonthlyFee: 283 },
    electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: 3890, feeLowTariff: 3250, monthlyFeeCzk: 125 },
    electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: 450, spotPriceMinZero: true },
    recipient: { email: `zakaznik${index}@example.cz`, name: `Zákazník ${index}`, wantsContact: true },
  }
}

async function bench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-webhooks-'))
  let secret = ''
  const latencies: number[] = []
  const seen = new Set<string>()
  let duplicates = 0
  let unverified = 0
  const receiver = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(incoming) {
      const receivedAt = Date.now()
      const body = await incoming.text()
      try {
        new Webhook(secret).verify(body, Object.fromEntries(incoming.headers))
      } catch {
        unverified++
      }
      const event = JSON.parse(body) as { type: string; timestamp: string }
      const id = incoming.headers.get('webhook-id')!
      if (seen.has(id)) duplicates++
      seen.add(id)
      if (event.type === 'lead.created') latencies.push(receivedAt - Date.parse(event.timestamp))
      return new Response('ok')
    },
  })
  const child = Bun.spawn(['bun', import.meta.path, '--serve'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEV_SEED: 'false',
      MAIL_TRANSPORT: 'disabled',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      JWT_SECRET: `bench-${crypto.randomUUID()}${crypto.randomUUID()}`,
    },
    stdin: 'pipe',
    stdout: 'pipe',
    stderr: 'inherit',
  })
  try {
    const { url, refreshToken, database } = await readReady(child.stdout)
    const auth = await fetch(`${url}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken }) })
    const { jwtToken } = (await auth.json()) as { jwtToken: string }
    const headers = { authorization: `Bearer ${jwtToken}`, 'content-type': 'application/json' }
    const endpoint = await fetch(`${url}/api/v1/webhook-endpoints`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: `http://127.0.0.1:${receiver.port}/crm`, events: ['study.created', 'lead.created'] }),
    })
    secret = ((await endpoint.json()) as { secret: string }).secret
    for (let i = 0; i < 5; i++) await fetch(`${url}/api/v1/studies`, { method: 'POST', headers, body: JSON.stringify(request(i)) })
    while (latencies.length < 5) await Bun.sleep(20)
    latencies.length = 0

    const total = Math.round(RATE * SECONDS)
    let created = 0
    let refused = 0
    let inFlight = 0
    const started = performance.now()
    const pending: Promise<void>[] = []
    for (let index = 0; index < total; index++) {
      const due = started + (index * 1000) / RATE
      const wait = due - performance.now()
      if (wait > 0) await Bun.sleep(wait)
      while (inFlight >= MAX_IN_FLIGHT) await Bun.sleep(5)
      inFlight++
      pending.push(
        fetch(`${url}/api/v1/studies`, { method: 'POST', headers, body: JSON.stringify(request(index + 5)) })
          .then(async (response) => {
            await response.arrayBuffer()
            if (response.status === 200) created++
            else refused++
          })
          .finally(() => inFlight--),
      )
    }
    await Promise.all(pending)
    const offeredSeconds = (performance.now() - started) / 1000
    const deadline = Date.now() + 60_000
    while (latencies.length < created && Date.now() < deadline) await Bun.sleep(50)
    await Bun.sleep(500)
    latencies.sort((a, b) => a - b)
    console.log(`lead delivery: study committed → lead.created received (loopback receiver, ${database === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}), ${navigator.hardwareConcurrency} cores`)
    console.log(`  offered ${total} studies at ${RATE}/s: ${created} created, ${refused} refused (503: render queue full) in ${offeredSeconds.toFixed(1)} s → ${(created / offeredSeconds).toFixed(1)} studies/s`)
    console.log(
      `  latency of ${latencies.length} lead.created: p50 ${quantile(latencies, 0.5)} ms   p90 ${quantile(latencies, 0.9)} ms   p99 ${quantile(latencies, 0.99)} ms   max ${latencies.at(-1)} ms   (goal: p50 ≤ 1000, p99 ≤ 5000)`,
    )
    console.log(`  ${seen.size} deliveries received, ${duplicates} duplicates, ${unverified} failed verification; load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`)

    // Phase 2: the delivery side alone at the goal's rate (studies committed through the outbox by the server process).
    latencies.length = 0
    const injected = Math.round(RATE * SECONDS)
    child.stdin.write(`inject ${RATE} ${injected}\n`)
    child.stdin.flush()
    const until = Date.now() + SECONDS * 1000 + 60_000
    while (latencies.length < injected && Date.now() < until) await Bun.sleep(50)
    latencies.sort((a, b) => a - b)
    console.log(
      `  outbox alone, ${injected} studies committed at ${RATE}/s: ${latencies.length} lead.created received; p50 ${quantile(latencies, 0.5)} ms   p90 ${quantile(latencies, 0.9)} ms   p99 ${quantile(latencies, 0.99)} ms   max ${latencies.at(-1)} ms`,
    )
    console.log(`  ${duplicates} duplicates, ${unverified} failed verification in all`)
  } finally {
    child.kill()
    await child.exited
    receiver.stop(true)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
