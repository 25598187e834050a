/**
 * `bun run bench:reference`: requests per second of GET /api/v1/reference/fees (bearer token, query
 * validation, ETag; the real server with its request-id and access-log wrapper) on loopback, side by
 * side in the same run with the same server counting for /metrics (METRICS_TOKEN set) and with a bare
 * Bun.serve answering the same JSON body: the ceiling of this machine. One load-generator process
 * (bench/http-load.ts) alternates between the three, one second each, for twelve rounds after a warm-up
 * (about 40 s in all); each round's ratios compare windows adjacent in time, so load from other work on
 * the machine hits all alike. Reported: medians.
 */
import { resolve } from 'node:path'
import { startTestServer } from '../server/test/support/harness.ts'

const ROUNDS = 12
const SECONDS = 1
const CONNECTIONS = 32
const PATH = '/api/v1/reference/fees?distributor=CEZ&distributionRate=D25d&period=2025'

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const srv = await startTestServer()
const metered = await startTestServer({ METRICS_TOKEN: `bench-${crypto.randomUUID()}` })
const token = await srv.accessToken()
const meteredToken = await metered.accessToken()
const sample = await fetch(`${srv.baseUrl}${PATH}`, { headers: { authorization: `Bearer ${token}` } })
if (sample.status !== 200) throw new Error(`GET ${PATH}: ${sample.status}`)
const body = await sample.text()
const bare = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: () => new Response(body, { headers: { 'content-type': 'application/json' } }),
})

try {
  const plan = {
    targets: [
      { url: `${srv.baseUrl}${PATH}`, headers: { authorization: `Bearer ${token}` } },
      { url: `http://127.0.0.1:${bare.port}/` },
      { url: `${metered.baseUrl}${PATH}`, headers: { authorization: `Bearer ${meteredToken}` } },
    ],
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
  }
  const child = Bun.spawn(['bun', resolve(import.meta.dir, 'http-load.ts'), JSON.stringify(plan)], { stdout: 'pipe', stderr: 'inherit' })
  const output = await new Response(child.stdout).text()
  if ((await child.exited) !== 0) throw new Error('the load generator failed')
  const [server, ceiling, withMetrics] = (JSON.parse(output) as { rps: [number[], number[], number[]] }).rps
  const ratios = server.map((rps, round) => rps / ceiling[round]!)
  const costs = withMetrics.map((rps, round) => 1 - rps / server[round]!)
  console.log(`GET ${PATH}`)
  console.log(`  ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per target, medians`)
  console.log(`  Partner API server:     ${Math.round(median(server)).toLocaleString('en')} req/s`)
  console.log(`  bare Bun.serve ceiling: ${Math.round(median(ceiling)).toLocaleString('en')} req/s`)
  console.log(`  ratio: ${(100 * median(ratios)).toFixed(1)} % of the ceiling (rounds ${(100 * Math.min(...ratios)).toFixed(0)}–${(100 * Math.max(...ratios)).toFixed(0)} %)   (goal ≥ 70 %)`)
  console.log(`  with /metrics counting:  ${Math.round(median(withMetrics)).toLocaleString('en')} req/s`)
  console.log(
    `  cost of metrics: ${(100 * median(costs)).toFixed(1)} % of the throughput (rounds ${(100 * Math.min(...costs)).toFixed(0)} to ${(100 * Math.max(...costs)).toFixed(0)} %)   (goal ≤ 3 %)`,
  )
} finally {
  bare.stop(true)
  await srv.stop()
  await metered.stop()
}
