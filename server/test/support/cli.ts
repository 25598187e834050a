import { join } from 'node:path'

const repoRoot = join(import.meta.dir, '../../..')

/** `bun run admin …` as an operator runs it, in a child process with `env` over this process's environment. */
export async function runCli(env: Record<string, string>, ...args: string[]) {
  const proc = Bun.spawn(['bun', 'run', 'server/src/cli/admin.ts', ...args], { cwd: repoRoot, env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' })
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited])
  return { stdout, stderr, code, json: () => JSON.parse(stdout) }
}
