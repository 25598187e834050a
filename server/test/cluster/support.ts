/**
 * Several real server processes (`bun run server/src/main.ts`) on one fresh PostgreSQL database behind a
 * small round-robin proxy, as a self-hoster runs them behind a load balancer. Used by the cluster suite
 * and `bun run bench:cluster`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Subprocess } from 'bun'
import { freePort } from '../support/ports.ts'
import { createPgDatabase, type FreshDatabase } from '../support/postgres.ts'

const repoRoot = join(import.meta.dir, '../../..')

export interface Instance {
  port: number
  url: string
  /** Every stdout line (JSON logs) the process wrote so far. */
  lines: string[]
  process: Subprocess<'ignore', 'pipe', 'pipe'>
  stderr(): string
  stop(): Promise<void>
}

export interface Proxy {
  url: string
  /** How many requests each backend got. */
  served: number[]
  stop(): void
}

/**
 * Round-robin reverse proxy: each request goes to the next backend, with the peer appended to
 * X-Forwarded-For (as nginx's $proxy_add_x_forwarded_for does) and X-Served-By naming the backend index.
 */
export function startProxy(backends: () => string[]): Proxy {
  const served: number[] = []
  let next = 0
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request, self) {
      const targets = backends()
      const index = next++ % targets.length
      served[index] = (served[index] ?? 0) + 1
      const url = new URL(request.url)
      const headers = new Headers(request.headers)
      const peer = self.requestIP(request)?.address ?? ''
      const forwarded = headers.get('x-forwarded-for')
      headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${peer}` : peer)
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
      try {
        const upstream = await fetch(`${targets[index]}${url.pathname}${url.search}`, { method: request.method, headers, body, redirect: 'manual' })
        const answer = new Headers(upstream.headers)
        answer.delete('content-encoding')
        answer.delete('content-length')
        answer.set('x-served-by', String(index))
        return new Response(await upstream.arrayBuffer(), { status: upstream.status, headers: answer })
      } catch (error) {
        return new Response(`bad gateway: ${String(error)}`, { status: 502, headers: { 'x-served-by': String(index) } })
      }
    },
  })
  return { url: `http://127.0.0.1:${server.port}`, served, stop: () => server.stop(true) }
}

/**
 * Starts one server process; resolves once it printed its banner, i.e. after migrations and the demo seed
 * (/healthz answers earlier, while the seed may still be running), or rejects with its stderr when it exits first.
 */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'energy-cluster-'))
  const proc = Bun.spawn(['bun', 'run', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const lines: string[] = []
  let stderr = ''
  // Both pipes are drained all the time: a full pipe would block the server.
  void (async () => {
    let rest = ''
    for await (const chunk of proc.stdout) {
      const parts = (rest + new TextDecoder().decode(chunk)).split('\n')
      rest = parts.pop()!
      lines.push(...parts)
    }
  })()
  void (async () => {
    for await (const chunk of proc.stderr) stderr += new TextDecoder().decode(chunk)
  })()
  const url = `http://127.0.0.1:${port}`
  const instance: Instance = {
    port,
    url,
    lines,
    process: proc,
    stderr: () => stderr,
    async stop() {
      proc.kill('SIGTERM')
      await proc.exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`instance exited with ${proc.exitCode}: ${stderr}`)
    const started = lines.some((line) => line.includes('is running on'))
    if (started && (await fetch(`${url}/healthz`).then((response) => response.ok, () => false))) return instance
    if (Date.now() > deadline) {
      await instance.stop()
      throw new Error(`instance not healthy in time: ${stderr}`)
    }
    await Bun.sleep(100)
  }
}

export interface Cluster {
  database: FreshDatabase
  proxy: Proxy
  instances: Instance[]
  stop(): Promise<void>
}

/** `count` instances started at the same moment on a fresh database, behind the proxy (PUBLIC_BASE_URL). */
export async function startCluster(count: number, env: Record<string, string> = {}): Promise<Cluster> {
  const database = await createPgDatabase()
  const instances: Instance[] = []
  const proxy = startProxy(() => instances.map((instance) => instance.url))
  const shared = {
    DATABASE_URL: database.url,
    PUBLIC_BASE_URL: proxy.url,
    JWT_SECRET: `cluster-secret-${crypto.randomUUID()}`,
    TRUSTED_PROXIES: '127.0.0.1/32',
    ...env,
  }
  const started = await Promise.allSettled(Array.from({ length: count }, () => startInstance(shared)))
  for (const result of started) if (result.status === 'fulfilled') instances.push(result.value)
  const stop = async () => {
    proxy.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await database.drop()
  }
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await stop()
    throw (failed as PromiseRejectedResult).reason
  }
  return { database, proxy, instances, stop }
}

/** JSON log lines of an instance with the given message. */
export const logged = (instance: Instance, msg: string) =>
  instance.lines.filter((line) => line.includes(`"msg":"${msg}"`)).map((line) => JSON.parse(line) as Record<string, unknown>)
