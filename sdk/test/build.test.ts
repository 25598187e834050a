import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { builtinModules } from 'node:module'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { startTestServer, type TestServer } from '../../server/test/support/harness.ts'
import { buildSdk, distDir, run, sdkDir } from './support/build.ts'

let srv: TestServer
beforeAll(async () => {
  ;[srv] = await Promise.all([startTestServer(), buildSdk()])
}, 120_000)
afterAll(() => srv.stop())

/** The same smoke script, as ESM and as CJS: authenticate, read reference data, build a broker link. */
const smoke = (load: string) => `
${load}
const client = new EnergyClient({ baseUrl: process.env.BASE_URL, refreshToken: process.env.REFRESH_TOKEN })
;(async () => {
  const auth = await client.auth()
  const periods = await client.reference.periods()
  const error = await client.studies.get('00000000-0000-4000-8000-000000000000').catch((caught) => caught)
  console.log(JSON.stringify({ node: process.version, expiresIn: auth.expiresIn, periods, errorName: error.name, isApiError: error instanceof EnergyApiError, status: error.status }))
})()
`

describe('published bundles', () => {
  test.each([
    ['ESM', 'index.mjs', `import { EnergyClient, EnergyApiError } from ${JSON.stringify(join(distDir, 'index.js'))}`],
    ['CJS', 'index.cjs', `const { EnergyClient, EnergyApiError } = require(${JSON.stringify(join(distDir, 'index.cjs'))})`],
  ])('the %s bundle imports and runs under Node 20', async (_format, fileName, load) => {
    const dir = mkdtempSync(join(tmpdir(), 'sdk-node-'))
    try {
      writeFileSync(join(dir, fileName), smoke(load))
      const result = await run(['node', join(dir, fileName)], { cwd: dir, env: { BASE_URL: srv.baseUrl, REFRESH_TOKEN: srv.apiRefreshToken } })
      expect(result.stderr).toBe('')
      const output = JSON.parse(result.stdout)
      expect(output.node).toStartWith('v20.')
      expect(output.expiresIn).toBe(900)
      expect(output.periods).toContain('12M')
      expect(output).toMatchObject({ errorName: 'EnergyApiError', isApiError: true, status: 404 })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)

  test('the ESM bundle keeps ky external and TypeBox out', () => {
    const esm = readFileSync(join(distDir, 'index.js'), 'utf8')
    // Static imports, whether or not the published file keeps its line breaks.
    const imports = [...esm.matchAll(/(?:^|[;}\s])import\s*[\w$*{},\s]*?\s*from\s*"([^"]+)"/g)].map((match) => match[1])
    expect(imports).toEqual(['ky'])
    expect(esm).not.toContain('typebox')
    expect(esm).not.toContain('@partner/energy-shared')
  }, 60_000)

  test('a browser bundle of the SDK (with ky) resolves no Node built-in', async () => {
    const result = await build({
      entryPoints: [join(distDir, 'index.js')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)])
    const imported = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((entry) => entry.path))
    expect(imported.filter((path) => builtins.has(path))).toEqual([])
    const code = result.outputFiles[0]!.text
    expect(code).not.toMatch(/\brequire\(|import\(\s*["']node:|from\s*["']node:/)
  })

  test('the .d.ts is self-contained and rejects a wrong field (tsc on a usage file outside the workspace)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sdk-types-'))
    try {
      const pkgDir = join(dir, 'node_modules/@partner/energy-sdk')
      mkdirSync(pkgDir, { recursive: true })
      cpSync(join(sdkDir, 'package.json'), join(pkgDir, 'package.json'))
      cpSync(distDir, join(pkgDir, 'dist'), { recursive: true })
      const usage = readFileSync(join(sdkDir, 'test/types/usage.ts'), 'utf8')
      writeFileSync(join(dir, 'usage.ts'), usage)
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: [] },
          files: ['usage.ts'],
        }),
      )
      const tsc = join(sdkDir, '../node_modules/typescript/bin/tsc')
      const clean = await run(['node', tsc, '-p', dir], { cwd: dir })
      expect(clean.stdout + clean.stderr).toBe('')
      expect(clean.exitCode).toBe(0)

      // Without the @ts-expect-error directive the wrong field must be reported.
      writeFileSync(join(dir, 'usage.ts'), usage.replace(/^\s*\/\/ @ts-expect-error.*$/m, ''))
      const wrong = await run(['node', tsc, '-p', dir], { cwd: dir })
      expect(wrong.exitCode).not.toBe(0)
      expect(wrong.stdout).toContain("'yearlyConsumption' does not exist")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
