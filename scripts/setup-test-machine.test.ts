/**
 * The test command's machine set-up, on faked machines: a PATH of stub tools and a root directory of the
 * files it looks for, so that the "missing" paths run on a host that has everything. PostgreSQL is pointed
 * at a closed port.
 */
import { afterAll, expect, test } from 'bun:test'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { freePort } from '../server/test/support/ports.ts'
import { type CommandResult, type MachineView, missingRequirements, setUpTestMachine } from './setup-test-machine.ts'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A machine of stub tools (name → what it prints) and files (paths under the fake root). */
function machine(tools: Record<string, string>, files: string[] = []): MachineView {
  const root = mkdtempSync(join(tmpdir(), 'test-machine-'))
  dirs.push(root)
  const bin = join(root, 'stub-bin')
  mkdirSync(bin)
  for (const [name, output] of Object.entries(tools)) {
    writeFileSync(join(bin, name), `#!/bin/sh\nprintf '%s\\n' '${output}'\n`)
    chmodSync(join(bin, name), 0o755)
  }
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), '#!/bin/sh\n')
    chmodSync(join(root, file), 0o755)
  }
  return { env: { PATH: bin }, root }
}

const EVERYTHING = {
  tools: { pdftoppm: 'pdftoppm version 22.02.0', tesseract: 'List of available languages (2):\nces\neng', node: 'v20.20.2', pg_ctlcluster: '' },
  files: ['usr/bin/chromium', 'usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 'etc/postgresql/15/main/pg_hba.conf'],
}
/** A command runner that records what it is asked to run and answers with `answer`. */
function recorder(answer: (argv: string[]) => CommandResult = () => ({ code: 0, output: '' })) {
  const commands: string[][] = []
  const run = (argv: string[]) => {
    commands.push(argv)
    return answer(argv)
  }
  return { commands, run }
}

const closedPg = async () => `postgres://postgres@127.0.0.1:${await freePort()}/postgres`
const packagesOf = (requirements: { packages: string[] }[]) => requirements.flatMap((requirement) => requirement.packages)

test('a machine with nothing lacks every tool, each with its Debian packages, and Node with where to get it', async () => {
  const missing = await missingRequirements(machine({}), await closedPg())
  expect(packagesOf(missing)).toEqual(['chromium', 'poppler-utils', 'tesseract-ocr', 'tesseract-ocr-ces', 'fonts-dejavu-core', 'postgresql'])
  expect(missing.find((requirement) => requirement.name.startsWith('Node.js'))?.hint).toContain('nodejs.org')
})

test('a machine with every tool and a local PostgreSQL cluster (not running) lacks nothing', async () => {
  expect(await missingRequirements(machine(EVERYTHING.tools, EVERYTHING.files), await closedPg())).toEqual([])
})

test('tesseract without Czech data asks for tesseract-ocr-ces only; a Node older than 20 is named with its version', async () => {
  const view = machine({ ...EVERYTHING.tools, tesseract: 'List of available languages (1):\neng', node: 'v18.19.0' }, EVERYTHING.files)
  const missing = await missingRequirements(view, await closedPg())
  expect(packagesOf(missing)).toEqual(['tesseract-ocr-ces'])
  expect(missing.map((requirement) => requirement.name).join('\n')).toContain('found 18')
})

test('a PostgreSQL elsewhere (TEST_PG_URL) is not looked for locally: not answering, it asks for the package', async () => {
  const view = machine(EVERYTHING.tools, EVERYTHING.files)
  const missing = await missingRequirements(view, `postgres://postgres@192.0.2.1:${await freePort()}/postgres`)
  expect(packagesOf(missing)).toEqual(['postgresql'])
}, 10_000)

test('without root or sudo it installs nothing and fails with one message naming what is missing and the apt-get line', async () => {
  const { commands, run } = recorder()
  const result = await setUpTestMachine({
    pgUrl: await closedPg(),
    view: machine({ 'apt-get': '', ...EVERYTHING.tools }, EVERYTHING.files.filter((file) => !/chromium|postgresql/.test(file))),
    asRoot: null,
    run,
    log: () => {},
  })
  expect(result.ok).toBe(false)
  const message = result.ok ? '' : result.message
  expect(message).toContain('Chromium at')
  expect(message).not.toContain('pdftoppm (')
  expect(message).toContain('PostgreSQL answering at')
  expect(message).toContain('apt-get install -y chromium postgresql')
  expect(message).toContain('passwordless sudo')
  expect(commands).toEqual([])
})

test('as root it runs one apt-get update and one non-interactive install of every missing package, then says what is still missing', async () => {
  const { commands, run } = recorder((argv) => (argv.includes('install') ? { code: 100, output: 'E: Unable to locate package chromium' } : { code: 0, output: '' }))
  const result = await setUpTestMachine({
    pgUrl: await closedPg(),
    view: machine({ 'apt-get': '' }),
    asRoot: [],
    run,
    log: () => {},
  })
  const apt = commands.filter((argv) => argv.includes('apt-get'))
  expect(apt).toEqual([
    ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update', '-qq'],
    ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'chromium', 'poppler-utils', 'tesseract-ocr', 'tesseract-ocr-ces', 'fonts-dejavu-core', 'postgresql'],
  ])
  expect(result.ok).toBe(false)
  expect(result.ok ? '' : result.message).toContain('E: Unable to locate package chromium')
})
