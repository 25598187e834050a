/**
 * `bun run bench:sdk`: the SDK's size and its per-call overhead, one run.
 * - size: gzipped ESM bundle as published (ky is an external dependency), and minified for reference;
 * - overhead: the same authenticated GET /api/v1/reference/periods through the SDK and through raw fetch,
 *   interleaved in rounds against a real server on loopback (wall time: includes the server, sensitive to load);
 * - client CPU: the same two against a minimal server in another process, as CPU time of this process per call
 *   (what the SDK itself costs; steady on a loaded machine, where wall time is not).
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { EnergyClient } from '../sdk/src/index.ts'
import { startTestServer } from '../server/test/support/harness.ts'

const sdkDir = resolve(import.meta.dir, '../sdk')
const built = Bun.spawnSync(['bun', 'run', 'build'], { cwd: sdkDir, stdout: 'ignore', stderr: 'pipe' })
if (built.exitCode !== 0) throw new Error(`sdk build failed: ${built.stderr}`)

const gzipKb = (code: string | Uint8Array) => (gzipSync(code, { level: 9 }).byteLength / 1024).toFixed(2)
const esm = readFileSync(join(sdkDir, 'dist/index.js'))
const minify = async (external: string[]) =>
  (await build({ entryPoints: [join(sdkDir, 'dist/index.js')], bundle: true, minify: true, format: 'esm', platform: 'browser', external, write: false }))
    .outputFiles[0]!.contents
const minified = await minify(['ky'])
const withKy = await minify([])

console.log('SDK size (gzip -9)')
console.log(`  dist/index.js as published (ky external): ${gzipKb(esm)} KB   (goal ≤ 6 KB)`)
console.log(`  minified, ky external:                    ${gzipKb(minified)} KB`)
console.log(`  minified, ky bundled:                     ${gzipKb(withKy)} KB`)

const ROUNDS = 20
const CALLS_PER_ROUND = 50
const srv = await startTestServer()
try {
  const client = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken })
  const { jwtToken } = await client.auth()
  const url = `${srv.baseUrl}/api/v1/reference/periods`
  const raw = async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${jwtToken}`, accept: 'application/json' } })
    if (!response.ok) throw new Error(`raw fetch: ${response.status}`)
    return response.json()
  }
  const viaSdk = () => client.reference.periods()

  const time = async (call: () => Promise<unknown>) => {
    const started = performance.now()
    for (let i = 0; i < CALLS_PER_ROUND; i++) await call()
    return (performance.now() - started) / CALLS_PER_ROUND
  }
  for (let i = 0; i < 3; i++) await Promise.all([time(raw), time(viaSdk)]) // warm-up (JIT, connections, server caches)
  const rawTimes: number[] = []
  const sdkTimes: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    rawTimes.push(await time(raw))
    sdkTimes.push(await time(viaSdk))
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const rawMs = median(rawTimes)
  const sdkMs = median(sdkTimes)
  console.log(`\nPer-call time, GET /api/v1/reference/periods on loopback (median of ${ROUNDS} rounds × ${CALLS_PER_ROUND} sequential calls)`)
  console.log(`  raw fetch: ${(rawMs * 1000).toFixed(0)} µs`)
  console.log(`  SDK:       ${(sdkMs * 1000).toFixed(0)} µs`)
  console.log(`  overhead:  ${((sdkMs - rawMs) * 1000).toFixed(0)} µs per call (${(((sdkMs - rawMs) / rawMs) * 100).toFixed(1)} %)`)
} finally {
  await srv.stop()
}

/** Client CPU time per call (µs), median of rounds, against a minimal server in a child process. */
const minimalServer = Bun.spawn([process.execPath, join(import.meta.dir, 'sdk-cpu-server.ts')], { stdout: 'pipe' })
try {
  const { value } = await minimalServer.stdout.getReader().read()
  const minimalUrl = `http://127.0.0.1:${new TextDecoder().decode(value).trim()}`
  const client = new EnergyClient({ baseUrl: minimalUrl, getAccessToken: () => 'token' })
  const headers = { authorization: 'Bearer token', accept: 'application/json' }
  const variants = {
    'raw fetch': async () => (await fetch(`${minimalUrl}/api/v1/reference/periods`, { headers })).json(),
    SDK: () => client.reference.periods(),
  }
  const cpu: Record<string, number[]> = {}
  for (let round = 0; round < 7; round++) {
    for (const [name, call] of Object.entries(variants)) {
      for (let i = 0; i < 100; i++) await call()
      const before = process.cpuUsage()
      for (let i = 0; i < 1000; i++) await call()
      const used = process.cpuUsage(before)
      ;(cpu[name] ??= []).push((used.user + used.system) / 1000)
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const rawCpu = median(cpu['raw fetch']!)
  const sdkCpu = median(cpu.SDK!)
  console.log('\nClient CPU per call against a minimal server in another process (median of 7 rounds × 1000 calls)')
  console.log(`  raw fetch: ${rawCpu.toFixed(0)} µs`)
  console.log(`  SDK:       ${sdkCpu.toFixed(0)} µs`)
  console.log(`  overhead:  ${(sdkCpu - rawCpu).toFixed(0)} µs per call   (goal ≤ 50 µs)`)
} finally {
  minimalServer.kill()
}
