import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../support/ports.ts'

const repoRoot = join(import.meta.dir, '../../..')
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** Runs `bun start` as a newcomer would and collects stdout until the predicate holds. */
async function start(env: Record<string, string>, until: (out: string) => boolean) {
  const proc = Bun.spawn(['bun', 'run', 'server/src/main.ts'], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', ...env }, stdout: 'pipe', stderr: 'pipe' })
  let out = ''
  const reader = proc.stdout.getReader()
  const deadline = Date.now() + 60_000
  while (!until(out) && Date.now() < deadline) {
    const { value, done } = await reader.read()
    if (done) break
    out += new TextDecoder().decode(value)
  }
  reader.releaseLock()
  return { proc, out }
}

describe('dev seed on bun start', () => {
  test('first start prints the demo api and embed tokens; the api token works; a restart prints the same ones', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'energy-seed-'))
    dirs.push(dataDir)
    const port = await freePort()
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_BASE_URL: `http://127.0.0.1:${port}` }
    const first = await start(env, (out) => out.includes('embed refresh token'))
    try {
      expect(first.out).toContain(`http://127.0.0.1:${port}/docs`)
      const api = first.out.match(/api refresh token:\s+(ens_api_\S+)/)?.[1]
      const embed = first.out.match(/embed refresh token:\s+(ens_emb_\S+)/)?.[1]
      expect(api).toBeTruthy()
      expect(embed).toBeTruthy()
      const auth = await fetch(`http://127.0.0.1:${port}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: api }) })
      expect(auth.status).toBe(200)
      const embedAuth = await fetch(`http://127.0.0.1:${port}/api/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({ refreshToken: embed }),
      })
      expect(embedAuth.status).toBe(200)
      first.proc.kill('SIGTERM')
      expect(await first.proc.exited).toBe(0)

      const second = await start(env, (out) => out.includes('embed refresh token') || out.includes('Try:'))
      second.proc.kill('SIGTERM')
      await second.proc.exited
      expect(second.out).toContain(api!)
    } finally {
      first.proc.kill()
    }
  }, 120_000)

  test('never in production mode', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'energy-seed-prod-'))
    dirs.push(dataDir)
    const port = await freePort()
    const { proc, out } = await start(
      { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', JWT_SECRET: 'production-secret-production-secret-42', PUBLIC_BASE_URL: `http://127.0.0.1:${port}` },
      (text) => text.includes('/docs'),
    )
    proc.kill('SIGTERM')
    await proc.exited
    expect(out).toContain('/docs')
    expect(out).not.toContain('refresh token')
  }, 120_000)
})
