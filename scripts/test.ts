/**
 * `bun run test`: the whole suite on embedded PGlite, then the database-backed suites again on a real
 * PostgreSQL server. The cluster suite (several server processes on one database) runs once, in the first
 * run, always on PostgreSQL. Ends with one line `N passed, N failed` (summed over both runs).
 * Extra arguments are passed to `bun test` (e.g. a path filter) for the first run only.
 */
import { SQL } from 'bun'

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/** Suites (directories or single files) whose behaviour depends on the database; they run on both databases. */
const DATABASE_SUITES = [
  'server/test/foundation',
  'server/test/reference',
  'server/test/studies',
  'server/test/embedded',
  // Database errors, idempotency under a failing database, fuzzing down to SQL; the PDF bombs of that dir do not depend on it.
  'server/test/hostile/regressions.test.ts',
  'server/test/hostile/stuck-key.test.ts',
  'server/test/hostile/fuzz.test.ts',
]

async function postgresAnswers(): Promise<boolean> {
  const sql = new SQL(PG_URL, { connectionTimeout: 3 })
  try {
    await sql`select 1`
    return true
  } catch {
    return false
  } finally {
    await sql.close().catch(() => {})
  }
}

/** Starts a local Debian PostgreSQL cluster when one is installed but not running. */
async function ensurePostgres(): Promise<boolean> {
  if (await postgresAnswers()) return true
  const clusters = Bun.spawnSync(['sh', '-c', 'ls /etc/postgresql 2>/dev/null']).stdout.toString().trim().split('\n').filter(Boolean)
  for (const version of clusters) {
    Bun.spawnSync(['pg_ctlcluster', '--skip-systemctl-redirect', version, 'main', 'start'], { stdout: 'inherit', stderr: 'inherit' })
  }
  for (let i = 0; i < 20; i++) {
    if (await postgresAnswers()) return true
    await Bun.sleep(500)
  }
  return false
}

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

// Started before the first run too: the cluster suite (server/test/cluster) always uses the real PostgreSQL.
const postgresReady = await ensurePostgres()
add(await runBunTest('embedded PGlite', extra.length ? extra : [], { TEST_DATABASE: 'pglite', TEST_PG_URL: PG_URL }))

const suites = extra.length ? DATABASE_SUITES.filter((suite) => extra.some((arg) => suite.startsWith(arg) || arg.startsWith(suite))) : DATABASE_SUITES
const existing = suites.filter((suite) => Bun.spawnSync(['test', '-e', suite]).exitCode === 0)
if (existing.length > 0) {
  if (postgresReady) {
    add(await runBunTest('PostgreSQL', existing, { TEST_DATABASE: 'postgres', TEST_PG_URL: PG_URL }))
  } else {
    console.error(`\nPostgreSQL does not answer at ${PG_URL}: install it (apt-get install -y postgresql) or set TEST_PG_URL.`)
    totals.failed += 1
  }
}

if (failures.size > 0) console.log(`\nFailed:\n${[...failures].join('\n')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
