import { join } from 'node:path'
import type { Subprocess } from 'bun'

export { freePort } from '../support/ports.ts'

export const repoRoot = join(import.meta.dir, '../../..')

export interface Started {
  proc: Subprocess<'ignore', 'pipe', 'pipe'>
  port: number
  baseUrl: string
  /** Everything the process printed on stdout so far. */
  output(): string
  stderr(): Promise<string>
}

/** `bun start` as a self-hoster runs it; resolves once the banner is out, or when the process exits first. */
export async function bunStart(env: Record<string, string>, port: number): Promise<Started & { exitCode: number | null }> {
  const proc = Bun.spawn(['bun', 'run', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  let out = ''
  const reader = proc.stdout.getReader()
  const decoder = new TextDecoder()
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      out += decoder.decode(value)
    }
  })()
  const exited = proc.exited.then((code) => code)
  while (!out.includes('Admin commands work while it runs')) {
    const code = await Promise.race([exited, Bun.sleep(100).then(() => undefined)])
    if (code !== undefined) {
      await pump
      break
    }
  }
  return {
    proc,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => out,
    stderr: () => new Response(proc.stderr).text(),
    exitCode: proc.exitCode,
  }
}

/** `bun start` that must come up: an early exit fails with what the process printed on stderr. */
export async function bunStartUp(env: Record<string, string>, port: number): Promise<Started> {
  const started = await bunStart(env, port)
  if (started.exitCode !== null) throw new Error(`bun start exited with ${started.exitCode}:\n${await started.stderr()}`)
  return started
}

/** `bun run admin …` in a second terminal with the same environment. */
export { runCli as admin } from '../support/cli.ts'

export const exchange = (baseUrl: string, refreshToken: string, origin?: string) =>
  fetch(`${baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) }, body: JSON.stringify({ refreshToken }) })

/** Polls until `check` holds (caches answer within seconds); fails after `seconds`, never relies on a fixed wait. */
export async function eventually(check: () => Promise<boolean>, seconds = 30): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    if (await check()) return true
    await Bun.sleep(200)
  }
  return check()
}
