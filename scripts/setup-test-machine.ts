/**
 * What `bun run test` needs from the machine, made ready before the suite runs: the real peers it talks to
 * (Chromium, poppler's pdftoppm, tesseract with Czech data, DejaVu fonts, PostgreSQL) are installed from
 * Debian when missing and this process may (root, or passwordless sudo), and a local PostgreSQL cluster is
 * started with trust auth on loopback. What it cannot provide is named in one message, so that a missing
 * tool reads as a missing tool and not as a hundred failing tests. Run alone: `bun scripts/setup-test-machine.ts`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { SQL } from 'bun'

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

export interface Requirement {
  /** What it is and what the suite uses it for. */
  name: string
  /** Debian packages providing it; empty when none fits (then `hint` says where to get it). */
  packages: string[]
  hint?: string
}

/** The machine as the checks see it: PATH (and CHROMIUM_PATH) from `env`, files under `root`. */
export interface MachineView {
  env: Record<string, string | undefined>
  root: string
}

/** The SDK's supported runtime: its build is tested under Node. */
const NODE_MAJOR_MIN = 20

const which = (view: MachineView, command: string) => Bun.which(command, { PATH: view.env.PATH ?? '' })

/** Output of a quick probe of an installed tool, or null when it does not run. */
function probe(executable: string, args: string[]): string | null {
  try {
    const result = Bun.spawnSync([executable, ...args], { stdout: 'pipe', stderr: 'pipe', timeout: 30_000 })
    return result.exitCode === 0 ? `${result.stdout.toString()}${result.stderr.toString()}` : null
  } catch {
    return null
  }
}

const isExecutable = (path: string) => {
  try {
    return statSync(path).isFile() && (statSync(path).mode & 0o111) !== 0
  } catch {
    return false
  }
}

async function postgresAnswers(url: string): Promise<boolean> {
  const sql = new SQL(url, { connectionTimeout: 3 })
  try {
    await sql`select 1`
    return true
  } catch {
    return false
  } finally {
    await sql.close().catch(() => {})
  }
}

/** Debian clusters (versions under /etc/postgresql) that pg_ctlcluster can start. */
function localClusters(view: MachineView): string[] {
  if (!which(view, 'pg_ctlcluster')) return []
  try {
    return readdirSync(join(view.root, 'etc/postgresql'))
  } catch {
    return []
  }
}

const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)

/** Everything the suite needs that the machine lacks. */
export async function missingRequirements(view: MachineView, pgUrl: string): Promise<Requirement[]> {
  const missing: Requirement[] = []
  const chromium = view.env.CHROMIUM_PATH ?? join(view.root, 'usr/bin/chromium')
  if (!isExecutable(chromium)) missing.push({ name: `Chromium at ${chromium} (widget and SDK browser tests, printed bill fixtures)`, packages: ['chromium'] })
  if (!which(view, 'pdftoppm')) missing.push({ name: 'pdftoppm (poppler: page images of scanned bills for OCR)', packages: ['poppler-utils'] })
  const tesseract = which(view, 'tesseract')
  if (!tesseract) missing.push({ name: 'tesseract with Czech data (OCR of scanned bills)', packages: ['tesseract-ocr', 'tesseract-ocr-ces'] })
  else if (!/^ces$/m.test(probe(tesseract, ['--list-langs']) ?? '')) missing.push({ name: 'Czech data for tesseract (OCR of scanned bills)', packages: ['tesseract-ocr-ces'] })
  if (!existsSync(join(view.root, 'usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'))) {
    missing.push({ name: 'DejaVu fonts (the printed bill fixtures)', packages: ['fonts-dejavu-core'] })
  }
  const node = which(view, 'node')
  const nodeMajor = Number((node && probe(node, ['--version']))?.match(/^v(\d+)\./)?.[1] ?? 0)
  if (nodeMajor < NODE_MAJOR_MIN) {
    // Debian 12's nodejs is 18: no package of the distribution fits everywhere.
    missing.push({
      name: `Node.js ${NODE_MAJOR_MIN} or newer as \`node\` (the SDK's build is tested under it)${nodeMajor ? `, found ${nodeMajor}` : ''}`,
      packages: [],
      hint: 'https://nodejs.org or NodeSource’s Debian packages',
    })
  }
  if (!(await postgresAnswers(pgUrl)) && !(isLoopback(pgUrl) && localClusters(view).length > 0)) {
    missing.push({ name: `PostgreSQL answering at ${pgUrl} (the database suites run again on it; TEST_PG_URL picks another server)`, packages: ['postgresql'] })
  }
  return missing
}

export interface CommandResult {
  code: number
  output: string
}

export type Runner = (argv: string[]) => CommandResult

const spawnRunner: Runner = (argv) => {
  try {
    const result = Bun.spawnSync(argv, { stdout: 'pipe', stderr: 'pipe' })
    return { code: result.exitCode ?? 1, output: `${result.stdout.toString()}${result.stderr.toString()}` }
  } catch (error) {
    return { code: 127, output: String(error) }
  }
}

/** How to run a command as root: directly ([]), through passwordless sudo, or not at all (null). */
export function rootPrefix(view: MachineView, run: Runner = spawnRunner): string[] | null {
  if (process.getuid?.() === 0) return []
  if (which(view, 'sudo') && run(['sudo', '-n', 'true']).code === 0) return ['sudo', '-n']
  return null
}

export interface SetupOptions {
  pgUrl?: string
  view?: MachineView
  /** Prefix that runs a command as root, null when nothing may be installed; detected when not given. */
  asRoot?: string[] | null
  run?: Runner
  log?: (line: string) => void
}

export type SetupResult = { ok: true } | { ok: false; message: string }

export async function setUpTestMachine(options: SetupOptions = {}): Promise<SetupResult> {
  const pgUrl = options.pgUrl ?? process.env.TEST_PG_URL ?? DEFAULT_PG_URL
  const view = options.view ?? { env: process.env, root: '/' }
  const run = options.run ?? spawnRunner
  const log = options.log ?? ((line: string) => console.log(`[setup] ${line}`))
  const asRoot = options.asRoot !== undefined ? options.asRoot : rootPrefix(view, run)
  const canInstall = asRoot !== null && !!which(view, 'apt-get')

  let missing = await missingRequirements(view, pgUrl)
  const packages = [...new Set(missing.flatMap((requirement) => requirement.packages))]
  let installFailure: string | null = null
  if (packages.length > 0 && canInstall) {
    log(`installing from Debian: ${packages.join(' ')}`)
    // One update per run; a failed update (offline mirror) still lets the install try the cached lists.
    run([...asRoot, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update', '-qq'])
    const install = run([...asRoot, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', ...packages])
    if (install.code !== 0) installFailure = install.output.trim().split('\n').slice(-3).join('\n    ')
    missing = await missingRequirements(view, pgUrl)
  }

  if (!missing.some((requirement) => requirement.packages.includes('postgresql')) && !(await postgresAnswers(pgUrl))) {
    const started = await startLocalPostgres(view, pgUrl, asRoot, run, log)
    if (!started) missing.push({ name: `PostgreSQL answering at ${pgUrl}: the local cluster did not start or refuses the connection`, packages: [] })
  }
  if (missing.length === 0) return { ok: true }
  return { ok: false, message: cannotRunMessage(missing, { canInstall, installFailure }) }
}

/**
 * Starts the Debian clusters and waits for `pgUrl` to answer; a fresh cluster wants a password on TCP, so
 * loopback is switched to trust auth (as root) when the server runs but refuses the suite's connection.
 */
async function startLocalPostgres(view: MachineView, pgUrl: string, asRoot: string[] | null, run: Runner, log: (line: string) => void): Promise<boolean> {
  const versions = isLoopback(pgUrl) ? localClusters(view) : []
  if (versions.length === 0) return false
  const prefix = asRoot ?? []
  log(`starting PostgreSQL ${versions.join(', ')}`)
  for (const version of versions) run([...prefix, 'pg_ctlcluster', '--skip-systemctl-redirect', version, 'main', 'start'])
  const answersWithin = async (seconds: number) => {
    for (let i = 0; i < seconds * 2; i++) {
      if (await postgresAnswers(pgUrl)) return true
      await Bun.sleep(500)
    }
    return false
  }
  if (await answersWithin(30)) return true
  if (asRoot === null) return false
  log('trusting loopback connections in pg_hba.conf')
  for (const version of versions) {
    const hba = join(view.root, 'etc/postgresql', version, 'main/pg_hba.conf')
    run([...asRoot, 'sed', '-i', '-E', 's/^(host\\s+all\\s+all\\s+(127\\.0\\.0\\.1\\/32|::1\\/128)\\s+)\\S+/\\1trust/', hba])
    run([...asRoot, 'pg_ctlcluster', '--skip-systemctl-redirect', version, 'main', 'reload'])
  }
  return answersWithin(10)
}

function cannotRunMessage(missing: Requirement[], facts: { canInstall: boolean; installFailure: string | null }): string {
  const packages = [...new Set(missing.flatMap((requirement) => requirement.packages))]
  const lines = ['The test suite cannot run: this machine lacks', ...missing.map((r) => `  - ${r.name}${r.hint ? `: get it from ${r.hint}` : ''}`)]
  if (facts.installFailure) lines.push(`apt-get could not install them:\n    ${facts.installFailure}`)
  if (packages.length > 0) {
    lines.push(`Install ${packages.length > 1 ? 'them' : 'it'} as root, then run \`bun run test\` again:`, `  apt-get install -y ${packages.join(' ')}`)
    if (!facts.canInstall) lines.push('(`bun run test` installs them itself when it runs as root or with passwordless sudo on Debian.)')
  }
  return lines.join('\n')
}

if (import.meta.main) {
  const result = await setUpTestMachine()
  if (!result.ok) console.error(result.message)
  process.exit(result.ok ? 0 : 1)
}
