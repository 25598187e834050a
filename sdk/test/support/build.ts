import { join, resolve } from 'node:path'

export const sdkDir = resolve(import.meta.dir, '../..')
export const distDir = join(sdkDir, 'dist')

/** Runs a command without blocking the event loop (the test server lives in this process). */
export const run = async (cmd: string[], options: { cwd?: string; env?: Record<string, string> } = {}) => {
  const child = Bun.spawn(cmd, { cwd: options.cwd ?? sdkDir, env: { ...process.env, ...options.env }, stdout: 'pipe', stderr: 'pipe' })
  const [stdout, stderr, exitCode] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited])
  return { exitCode, stdout, stderr }
}

let built: Promise<void> | undefined

/** Builds dist/ once per test process (`bun run build`: expanded types, tsup ESM + CJS + .d.ts). */
export const buildSdk = (): Promise<void> =>
  (built ??= run(['bun', 'run', 'build']).then((result) => {
    if (result.exitCode !== 0) throw new Error(`sdk build failed:\n${result.stderr}`)
  }))
