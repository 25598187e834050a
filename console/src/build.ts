import { join, resolve } from 'node:path'

export const CONSOLE_DIR = resolve(import.meta.dir, '..')
export const CONSOLE_SCRIPT = join(CONSOLE_DIR, 'dist', 'console.js')
/** What the script is built from: a change in any of these makes a served script stale. */
export const CONSOLE_INPUTS = [join(CONSOLE_DIR, 'src'), join(CONSOLE_DIR, '..', 'shared', 'src', 'console.ts')]

/** Bundles `src/index.ts` with Lit into one minified browser script (Bun.build, no child process). */
export async function buildConsole(): Promise<{ path: string; bytes: number }> {
  const result = await Bun.build({
    entrypoints: [join(CONSOLE_DIR, 'src', 'index.ts')],
    outdir: join(CONSOLE_DIR, 'dist'),
    naming: 'console.js',
    target: 'browser',
    format: 'esm',
    minify: true,
    sourcemap: 'none',
  })
  if (!result.success) throw new Error(`console build failed: ${result.logs.map(String).join('\n')}`)
  return { path: CONSOLE_SCRIPT, bytes: Bun.file(CONSOLE_SCRIPT).size }
}
