/**
 * `bun run test`: makes the machine ready (setup-test-machine.ts: installs what is missing, starts PostgreSQL),
 * then runs the whole suite on embedded PGlite, then the database-backed suites again on a real PostgreSQL
 * server. The cluster suite (several server processes on one database) runs once, in the first run, always on
 * PostgreSQL. Ends with one line `N passed, N failed` (summed over both runs); a machine that cannot be made
 * ready counts as one failure, with a message naming what it lacks.
 * Extra arguments are passed to `bun test` (e.g. a path filter) for the first run only.
 */
import { DEFAULT_PG_URL, setUpTestMachine } from './setup-test-machine.ts'

const PG_URL = process.env.TEST_PG_URL ?? DEFAULT_PG_URL
/** Suites (directories or single files) whose behaviour depends on the database; they run on both databases. */
const DATABASE_SUITES = [
  'server/test/foundation',
  'server/test/reference',
  'server/test/studies',
  'server/test/embedded',
  'server/test/console',
  'server/test/webhooks',
  // Database errors, idempotency under a failing database, fuzzing down to SQL; the PDF bombs of that dir do not depend on it.
  'server/test/hostile/regressions.test.ts',
  'server/test/hostile/stuck-key.test.ts',
  'server/test/hostile/fuzz.test.ts',
]

async function runBunTest(label: string, args: string[], env: Record<string, string>) {
  console.log(`\n=== ${label}: bun test ${args.join(' ')}`)
  const proc = Bun.spawn(['bun', 'test', ...args], { env: { ...process.env, ...env }, stdout: 'inherit', stderr: 'pipe' })
  let stderr = ''
  const decoder = new TextDecoder()
  for await (const chunk of proc.stderr) {
    const text = decoder.decode(chunk)
    stderr += text
    process.stderr.write(text)
  }
  const code = await proc.exited
  for (const line of stderr.split('\n')) if (line.startsWith('(fail)')) failures.add(`${label}: ${line}`)
  const passed = Number(stderr.match(/^\s*(\d+) pass$/m)?.[1] ?? 0)
  let failed = Number(stderr.match(/^\s*(\d+) fail$/m)?.[1] ?? 0)
  // A crash or a load error without a summary still counts as a failure.
  if (code !== 0 && failed === 0) failed = 1
  return { passed, failed }
}

/** `(fail)` lines of every run (bun repeats them in its own summary), listed before ours so that the tail of a CI log names them. */
const failures = new Set<string>()
const extra = process.argv.slice(2)
const totals = { passed: 0, failed: 0 }
const add = (r: { passed: number; failed: number }) => {
  totals.passed += r.passed
  totals.failed += r.failed
}

// Before the first run too: the cluster suite (server/test/cluster) always uses the real PostgreSQL.
const machine = await setUpTestMachine({ pgUrl: PG_URL })
if (!machine.ok) {
  console.log(`\n${machine.message}`)
  console.log('\n0 passed, 1 failed')
  process.exit(1)
}
add(await runBunTest('embedded PGlite', extra.length ? extra : [], { TEST_DATABASE: 'pglite', TEST_PG_URL: PG_URL }))

const suites = extra.length ? DATABASE_SUITES.filter((suite) => extra.some((arg) => suite.startsWith(arg) || arg.startsWith(suite))) : DATABASE_SUITES
const existing = suites.filter((suite) => Bun.spawnSync(['test', '-e', suite]).exitCode === 0)
if (existing.length > 0) add(await runBunTest('PostgreSQL', existing, { TEST_DATABASE: 'postgres', TEST_PG_URL: PG_URL }))

if (failures.size > 0) console.log(`\nFailed:\n${[...failures].join('\n')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
