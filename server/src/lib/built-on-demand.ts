import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The newest modification time under a file or directory (0 when it is missing). */
export const newestChange = (path: string): number => {
  const stat = statSync(path, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

/**
 * A browser bundle served from the checkout (the widget's script for /demo, the console's for /console): built
 * first when it is missing or older than its sources, so that a fresh checkout serves it at once. Returns its path;
 * concurrent callers share one build.
 */
export function builtOnDemand(output: string, inputs: string[], build: () => Promise<void>): () => Promise<string> {
  let building: Promise<string> | undefined
  return () =>
    (building ??= (async () => {
      try {
        const builtAt = statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? 0
        if (builtAt < Math.max(...inputs.map(newestChange))) await build()
        return output
      } finally {
        building = undefined
      }
    })())
}
