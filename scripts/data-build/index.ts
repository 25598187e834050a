/**
 * `bun run data:build`: derives the committed datasets under `server/datasets/` from the shared
 * source data (`<repo>/../shared/data`, or SHARED_DATA_DIR). The server never reads the shared data.
 * Every step validates its output against the schema the server loads it with.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import * as hdo from './hdo.ts'
import * as places from './places.ts'
import * as solar from './solar.ts'
import * as spot from './spot.ts'
import * as tariffs from './tariffs.ts'
import * as tdd from './tdd.ts'

const repoRoot = resolve(import.meta.dir, '../..')
const sharedDataDir = resolve(process.env.SHARED_DATA_DIR ?? join(repoRoot, '../shared/data'))
const outDir = join(repoRoot, 'server/datasets')

const steps: Record<string, { build(sharedDataDir: string, outDir: string): Promise<void> }> = { tariffs, hdo, spot, solar, tdd, places }

if (!existsSync(sharedDataDir)) {
  console.error(`shared data not found at ${sharedDataDir} (set SHARED_DATA_DIR)`)
  process.exit(1)
}
for (const [name, step] of Object.entries(steps)) {
  const started = performance.now()
  await step.build(sharedDataDir, outDir)
  console.log(`${name}: done in ${Math.round(performance.now() - started)} ms`)
}
