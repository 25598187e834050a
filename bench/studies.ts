/**
 * `bun run bench:studies`: POST /api/v1/studies end to end (engine + PDF + local storage + outbox e-mail
 * + database) against the real server in its own process, default settings (embedded PGlite; set
 * DATABASE_URL to run it on PostgreSQL):
 *   1. latency: median / p90 of sequential studies from one client, after warm-up;
 *   2. throughput: studies per second with 8 concurrent clients;
 *   3. memory: the server's RSS sampled every 100 studies up to 1 000 studies.
 * Goals: median ≤ 150 ms, ≥ 10 studies/s, RSS flat over 1 000 studies.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StudyCreateRequest } from '@partner/energy-shared'
import { readReady, startBenchApp } from './child-app.ts'

/** BENCH_STUDIES: fewer studies while exploring (the goal is stated for the default 1 000). */
const TOTAL = Number(process.env.BENCH_STUDIES ?? 1_000)
const WARM_UP = 20
const LATENCY_RUNS = 50
const CLIENTS = 8
const THROUGHPUT_STUDIES = 200
const RSS_EVERY = 100

if (process.argv[2] === '--serve') await serve()
else await bench()

/** Child mode: the real application with one partner; prints what the load generator needs. */
async function serve() {
  const { app } = await startBenchApp({ name: 'Benchmark Solar s.r.o.', contactEmail: 'bench@example.test', contactPhone: '+420 600 000 000' })
  // BENCH_MEMORY_DETAIL=1: what the main thread's RSS is made of (JS heap vs. the rest: WASM, native, workers).
  if (process.env.BENCH_MEMORY_DETAIL === '1') {
    const { heapStats } = await import('bun:jsc')
    const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0)
    setInterval(() => {
      const { heapSize, extraMemorySize } = heapStats()
      const { rss, arrayBuffers, external } = process.memoryUsage()
      console.error(`memory: rss ${mib(rss)} js heap ${mib(heapSize)} extra ${mib(extraMemorySize)} external ${mib(external)} arrayBuffers ${mib(arrayBuffers)} MiB`)
    }, 10_000).unref()
  }
}

function request(index: number): StudyCreateRequest {
  return {
    study: { label: `Rodinný dům č. ${index}`, address: `Jiráskova ${index}, 251 01 Říčany`, extendedStudy: false },
    periodType: '2024',
    yearlyConsumptionKWh: 3000 + (index % 7) * 500,
    totalKWp: 5 + (index % 5),
    battery: { batterySizeKwh: (index % 3) * 5, reservedBatteryCapacityPercentage: 10 },
    distribution: { distributor: 'CEZ', distributionRate: 'D25d', lowTariffCommand: 'A1B6DP1', lowTariffRegion: 'stred', circuitBreakerMonthlyFee: 283 },
    electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: 3890, feeLowTariff: 3250, monthlyFeeCzk: 125 },
    electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: 450, spotPriceMinZero: true },
    recipient: { email: `zakaznik${index}@example.cz`, name: `Zákazník ${index}`, wantsContact: index % 2 === 0 },
  }
}

/** User + system CPU time of a process (all its threads), in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  // Fields 14 and 15 of /proc/<pid>/stat (utime, stime) in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

async function bench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-studies-'))
  const child = Bun.spawn(['bun', import.meta.path, '--serve'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEV_SEED: 'false', JWT_SECRET: `bench-${crypto.randomUUID()}${crypto.randomUUID()}` },
    stdout: 'pipe',
    stderr: 'inherit',
  })
  try {
    const { url, refreshToken, database } = await readReady(child.stdout)
    const auth = await fetch(`${url}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken }) })
    const { jwtToken } = (await auth.json()) as { jwtToken: string }
    let sent = 0
    const createOne = async () => {
      const index = sent++
      const started = performance.now()
      const response = await fetch(`${url}/api/v1/studies`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jwtToken}`, 'content-type': 'application/json', 'accept-language': index % 4 === 0 ? 'en' : 'cs' },
        body: JSON.stringify(request(index)),
      })
      const body = (await response.json()) as { emailSent?: boolean }
      if (response.status !== 200 || body.emailSent !== true) throw new Error(`study ${index}: ${response.status} ${JSON.stringify(body)}`)
      return performance.now() - started
    }
    const rss: { studies: number; mib: number }[] = []
    const sampleRss = () => rss.push({ studies: sent, mib: rssMiB(child.pid) })

    for (let i = 0; i < WARM_UP; i++) await createOne()
    sampleRss()

    const latencies: number[] = []
    for (let i = 0; i < LATENCY_RUNS; i++) latencies.push(await createOne())
    latencies.sort((a, b) => a - b)
    const at = (q: number) => latencies[Math.floor(q * (latencies.length - 1))]!

    let nextSample = Math.ceil(sent / RSS_EVERY) * RSS_EVERY
    const runClients = async (until: number) => {
      const client = async () => {
        while (sent < until) {
          await createOne()
          if (sent >= nextSample) {
            sampleRss()
            nextSample += RSS_EVERY
          }
        }
      }
      await Promise.all(Array.from({ length: CLIENTS }, client))
    }
    const throughputStart = performance.now()
    const throughputFrom = sent
    const cpuFrom = cpuMs(child.pid)
    await runClients(sent + THROUGHPUT_STUDIES)
    const perSecond = (sent - throughputFrom) / ((performance.now() - throughputStart) / 1000)
    const cpuPerStudy = (cpuMs(child.pid) - cpuFrom) / (sent - throughputFrom)
    await runClients(TOTAL)
    sampleRss()

    const afterWarmUp = rss[0]!.mib
    const settled = rss.find((sample) => sample.studies >= 300) ?? rss[0]!
    const final = rss.at(-1)!
    console.log(`POST /api/v1/studies end to end (engine + PDF + local storage + outbox e-mail + ${database === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}), ${navigator.hardwareConcurrency} cores`)
    console.log(`  latency, 1 client:   median ${at(0.5).toFixed(1)} ms   p90 ${at(0.9).toFixed(1)} ms   min ${latencies[0]!.toFixed(1)} ms   (${LATENCY_RUNS} studies after ${WARM_UP} warm-up; goal: median ≤ 150 ms)`)
    console.log(`  throughput, ${CLIENTS} clients: ${perSecond.toFixed(1)} studies/s over ${THROUGHPUT_STUDIES} studies (goal: ≥ 10); server CPU ${cpuPerStudy.toFixed(0)} ms per study (all threads)`)
    console.log(`  machine load average during the run: ${loadavg().map((value) => value.toFixed(1)).join(' ')} (other processes share these cores)`)
    console.log(`  server RSS over ${sent} studies (MiB): ${rss.map((sample) => `${sample.studies}: ${sample.mib.toFixed(0)}`).join(', ')}`)
    console.log(
      `  RSS after warm-up ${afterWarmUp.toFixed(0)} MiB, at 300 studies ${settled.mib.toFixed(0)} MiB, at ${final.studies} ${final.mib.toFixed(0)} MiB: ` +
        `${(final.mib - settled.mib >= 0 ? '+' : '')}${(final.mib - settled.mib).toFixed(0)} MiB over the last ${final.studies - settled.studies} studies (goal: flat)`,
    )
  } finally {
    child.kill()
    await child.exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}
