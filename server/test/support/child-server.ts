/**
 * The real server as a child process (`bun server/src/main.ts`), so that its memory — the process
 * and everything it spawns — can be measured from /proc. Seeds the demo partner on a fresh PGlite
 * data directory and reads its API token from the start-up banner.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { treeRssBytes } from '../../src/workers/proc-tree.ts'
import { freePort } from './ports.ts'

const repoRoot = join(import.meta.dir, '../../..')

export interface ChildServer {
  pid: number
  baseUrl: string
  /** Its stdout up to the end of the start-up banner (log lines and banner). */
  startOutput: string
  /** A fresh API access token of the demo partner. */
  accessToken(): Promise<string>
  /** VmRSS of the server and all its descendants, in bytes. */
  treeRss(): number
  /** Whether the process is still running. */
  alive(): boolean
  stop(): Promise<void>
}

export async function startChildServer(env: Record<string, string> = {}): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'energy-child-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const proc = Bun.spawn(['bun', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DEV_SEED: 'true',
      NODE_ENV: 'development',
      ...env,
    },
    stdout: 'pipe',
    stderr: 'inherit',
  })
  let out = ''
  const reader = proc.stdout.getReader()
  const deadline = Date.now() + 60_000
  while (!/api refresh token:\s+\S+/.test(out) && Date.now() < deadline) {
    const { value, done } = await reader.read()
    if (done) break
    out += new TextDecoder().decode(value)
  }
  const refreshToken = out.match(/api refresh token:\s+(ens_api_\S+)/)?.[1]
  if (!refreshToken) {
    proc.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    throw new Error(`the server did not start:\n${out}`)
  }
  // Keep draining stdout so the child never blocks on a full pipe.
  void (async () => {
    for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) break
  })()
  return {
    pid: proc.pid,
    baseUrl,
    startOutput: out,
    async accessToken() {
      const response = await fetch(`${baseUrl}/api/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      })
      if (!response.ok) throw new Error(`auth failed: ${response.status}`)
      return ((await response.json()) as { jwtToken: string }).jwtToken
    },
    treeRss: () => treeRssBytes(proc.pid),
    alive: () => proc.exitCode === null && proc.signalCode === null,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill('SIGTERM')
        const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000)
        await proc.exited
        clearTimeout(timer)
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
