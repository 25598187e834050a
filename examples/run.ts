/**
 * `bun run examples`: runs every example against a server. Uses ENERGY_BASE_URL and
 * ENERGY_REFRESH_TOKEN when both are set (e.g. `bun start` in another terminal); otherwise starts a
 * throw-away server with a fresh database, as the test suite does.
 */
import { join } from 'node:path'

export const EXAMPLES = ['node-quickstart', 'invoice-to-study'] as const

/** Runs one example as its own process; resolves with its exit code and output. */
export async function runExample(name: (typeof EXAMPLES)[number], env: { ENERGY_BASE_URL: string; ENERGY_REFRESH_TOKEN: string }) {
  const child = Bun.spawn(['bun', join(import.meta.dir, name, 'index.ts')], { env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' })
  const [stdout, stderr, exitCode] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited])
  return { exitCode, stdout, stderr }
}

if (import.meta.main) {
  let server: { baseUrl: string; apiRefreshToken: string; stop(): Promise<void> }
  if (process.env.ENERGY_BASE_URL && process.env.ENERGY_REFRESH_TOKEN) {
    server = { baseUrl: process.env.ENERGY_BASE_URL, apiRefreshToken: process.env.ENERGY_REFRESH_TOKEN, stop: async () => {} }
  } else {
    const { startTestServer } = await import('../server/test/support/harness.ts')
    server = await startTestServer()
  }
  let failed = 0
  for (const name of EXAMPLES) {
    console.log(`\n=== examples/${name}`)
    const result = await runExample(name, { ENERGY_BASE_URL: server.baseUrl, ENERGY_REFRESH_TOKEN: server.apiRefreshToken })
    process.stdout.write(result.stdout)
    process.stderr.write(result.stderr)
    if (result.exitCode !== 0) failed += 1
    console.log(result.exitCode === 0 ? `--- ok` : `--- FAILED (exit ${result.exitCode})`)
  }
  await server.stop()
  process.exit(failed > 0 ? 1 : 0)
}
