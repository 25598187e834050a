/**
 * `bun run bench:reference`: requests per second of GET /api/v1/reference/fees (bearer token, ETag,
 * the real server with its access-log and request-id wrapper) on loopback, side by side in the same
 * run with a bare Bun.serve answering the same JSON body: the ceiling of this machine. The load
 * generator is a separate process (bench/http-load.ts); each target gets a 1 s warm-up and 5 s of
 * measurement, three times, alternating (other work on the machine hits both alike); the best round of each counts.
 */
import { resolve } from 'node:path'
import { startTestServer } from '../server/test/support/harness.ts'

const SECONDS = 5
const ROUNDS = 3
const CONNECTIONS = 32
const PATH = '/api/v1/reference/fees?distributor=CEZ&distributionRate=D25d&period=2025'
const loadGenerator = resolve(import.meta.dir, 'http-load.ts')

async function load(url: string, headers: string[]): Promise<number> {
  const child = Bun.spawn(['bun', loadGenerator, url, String(SECONDS), String(CONNECTIONS), ...headers], { stdout: 'pipe', stderr: 'inherit' })
  const output = await new Response(child.stdout).text()
  if ((await child.exited) !== 0) throw new Error(`load generator failed for ${url}`)
  const result = JSON.parse(output) as { rps: number; errors: number }
  if (result.errors > 0) throw new Error(`${result.errors} non-200 answers from ${url}`)
  return result.rps
}

const srv = await startTestServer()
const token = await srv.accessToken()
const sample = await fetch(`${srv.baseUrl}${PATH}`, { headers: { authorization: `Bearer ${token}` } })
if (sample.status !== 200) throw new Error(`GET ${PATH}: ${sample.status}`)
const body = await sample.text()
const bare = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: () => new Response(body, { headers: { 'content-type': 'application/json' } }),
})

try {
  let server = 0
  let ceiling = 0
  for (let round = 0; round < ROUNDS; round++) {
    server = Math.max(server, await load(`${srv.baseUrl}${PATH}`, [`authorization: Bearer ${token}`]))
    ceiling = Math.max(ceiling, await load(`http://127.0.0.1:${bare.port}/`, []))
  }
  console.log(`GET ${PATH}  (${CONNECTIONS} connections, ${SECONDS} s per round, best of ${ROUNDS})`)
  console.log(`  Partner API server:     ${server.toLocaleString('en')} req/s`)
  console.log(`  bare Bun.serve ceiling: ${ceiling.toLocaleString('en')} req/s`)
  console.log(`  ratio: ${((100 * server) / ceiling).toFixed(1)} % of the ceiling   (goal ≥ 70 %)`)
} finally {
  bare.stop(true)
  await srv.stop()
}
