/**
 * The package as published: `npm pack`, then installed into a fresh Node project with engine-strict npm
 * (a dependency whose engines exclude this Node fails the install), imported by name as ESM and CJS.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startTestServer, type TestServer } from '../../server/test/support/harness.ts'
import { buildSdk, run, sdkDir } from './support/build.ts'

let srv: TestServer
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sdk-pack-'))
  ;[srv] = await Promise.all([startTestServer(), buildSdk()])
}, 120_000)
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await srv.stop()
})

const SMOKE = `
const client = new EnergyClient({ baseUrl: process.env.BASE_URL, refreshToken: process.env.REFRESH_TOKEN })
const periods = await client.reference.periods()
const missing = await client.invoices.extract('/no/such/invoice.pdf').catch((error) => error)
console.log(JSON.stringify({ node: process.version, periods, missing: missing.name, isEnergyError: missing instanceof EnergyError }))
`

test('npm pack → install in a new Node project: a clean manifest, no engine conflict, ESM and CJS work by package name', async () => {
  const pack = await run(['npm', 'pack', '--pack-destination', dir, '--json'], { cwd: sdkDir })
  expect(pack.exitCode).toBe(0)
  const [packed] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[]
  const files = packed!.files.map((file) => file.path).sort()
  expect(files).toEqual(
    expect.arrayContaining(['README.md', 'dist/index.cjs', 'dist/index.d.cts', 'dist/index.d.ts', 'dist/index.js', 'package.json']),
  )
  expect(files.filter((path) => !path.startsWith('dist/') && path !== 'README.md' && path !== 'package.json')).toEqual([])

  const project = join(dir, 'consumer')
  await run(['mkdir', '-p', project])
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
  const tarball = join(dir, packed!.filename)
  const install = await run(['npm', 'install', '--engine-strict', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd: project })
  expect(install.stderr.split('\n').filter((line) => /EBADENGINE|ERR!/.test(line))).toEqual([])
  expect(install.exitCode).toBe(0)

  const installed = readFileSync(join(project, 'node_modules/@partner/energy-sdk/package.json'), 'utf8')
  expect(installed).not.toContain('workspace:')
  const manifest = JSON.parse(installed)
  expect(manifest.engines.node).toBe('>=20')
  expect(Object.keys(manifest.dependencies)).toEqual(['ky'])
  const kyManifest = JSON.parse(readFileSync(join(project, 'node_modules/ky/package.json'), 'utf8'))
  expect(kyManifest.version).toStartWith('1.')
  expect(readdirSync(join(project, 'node_modules')).sort()).toEqual(['.package-lock.json', '@partner', 'ky'])

  writeFileSync(join(project, 'esm.mjs'), `import { EnergyClient, EnergyError } from '@partner/energy-sdk'\n${SMOKE}`)
  writeFileSync(
    join(project, 'cjs.cjs'),
    `const { EnergyClient, EnergyError } = require('@partner/energy-sdk')\n;(async () => {${SMOKE}})()`,
  )
  for (const script of ['esm.mjs', 'cjs.cjs']) {
    const result = await run(['node', script], { cwd: project, env: { BASE_URL: srv.baseUrl, REFRESH_TOKEN: srv.apiRefreshToken } })
    expect(result.stderr).toBe('')
    const output = JSON.parse(result.stdout)
    expect(output.node).toStartWith('v20.')
    expect(output.periods).toContain('12M')
    expect(output).toMatchObject({ missing: 'EnergyFileError', isEnergyError: true })
  }
}, 180_000)
