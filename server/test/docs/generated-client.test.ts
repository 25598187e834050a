/**
 * A partner's generated client: openapi-typescript turns /openapi.json of a running server into types, openapi-fetch
 * calls the API with them; the quickstart typechecks against the named schemas and runs.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { startTestServer, type TestServer } from '../support/harness.ts'

const ROOT = resolve(import.meta.dir, '../../..')

const QUICKSTART = `import createClient from 'openapi-fetch'
import type { components, paths } from './api.ts'

type StudyPreviewRequest = components['schemas']['StudyPreviewRequest']
type DistributionSettings = components['schemas']['DistributionSettings']
type Problem = components['schemas']['Problem']

const baseUrl = process.env.ENERGY_BASE_URL!
const open = createClient<paths>({ baseUrl })
const auth = await open.POST('/api/v1/auth', { body: { refreshToken: process.env.ENERGY_REFRESH_TOKEN! } })
if (!auth.data) throw new Error('auth failed: ' + JSON.stringify(auth.error))
const api = createClient<paths>({ baseUrl, headers: { Authorization: 'Bearer ' + auth.data.jwtToken } })

const periods = await api.GET('/api/v1/reference/periods')
const rates = await api.GET('/api/v1/reference/distribution-rates')
const rate = rates.data!.find((candidate) => candidate.code === 'D02d')!
const distribution: DistributionSettings = { distributor: 'CEZ', distributionRate: rate.code }
const request: StudyPreviewRequest = {
  periodType: periods.data![0],
  yearlyConsumptionKWh: 4000,
  totalKWp: 5,
  distribution,
  electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 400 },
}
const preview = await api.POST('/api/v1/studies/preview', { body: request })
if (!preview.data) throw new Error('preview failed: ' + JSON.stringify(preview.error))
const saving: number = preview.data.headlineYearlySaving

const missing = await api.GET('/api/v1/studies/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } })
const problem: Problem | undefined = missing.error
console.log(JSON.stringify({ saving, status: missing.response.status, problemType: problem?.type }))
`

/** Runs a script with Bun in the generated project; stdout apart, everything else as `output`. */
async function run(args: string[], env: Record<string, string> = {}) {
  const child = Bun.spawn([process.execPath, ...args], { cwd: dir, env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' })
  const [stdout, stderr, exitCode] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited])
  return { stdout, output: stdout + stderr, exitCode }
}

let srv: TestServer
let dir: string
beforeAll(async () => {
  srv = await startTestServer()
  dir = mkdtempSync(join(tmpdir(), 'generated-client-'))
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
}, 60_000)
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await srv.stop()
})

test('openapi-typescript + openapi-fetch: named types, the quickstart typechecks and runs against the server', async () => {
  const document = await (await fetch(`${srv.baseUrl}/openapi.json`)).json()
  const types = astToString(await openapiTS(document))
  // Named schemas, not anonymous inline types; operations by their ids.
  for (const name of ['StudyPreviewRequest', 'StudyResult', 'DistributionSettings', 'Problem', 'StudyCreateRequest'])
    expect(types).toContain(`    ${name}: {`)
  for (const id of ['createStudy', 'listDistributionRates', 'getStudyPdf', 'exchangeToken']) expect(types).toContain(`    ${id}: {`)
  writeFileSync(join(dir, 'api.ts'), types)
  writeFileSync(join(dir, 'quickstart.ts'), QUICKSTART)
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        strict: true,
        noEmit: true,
        allowImportingTsExtensions: true,
        skipLibCheck: true,
        types: ['node'],
      },
      files: ['quickstart.ts'],
    }),
  )
  const tsc = await run([join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir])
  expect(tsc.output).toBe('')
  expect(tsc.exitCode).toBe(0)

  // Asynchronously: the server under test lives in this process.
  const quickstart = await run([join(dir, 'quickstart.ts')], { ENERGY_BASE_URL: srv.baseUrl, ENERGY_REFRESH_TOKEN: srv.apiRefreshToken })
  expect(quickstart.exitCode).toBe(0)
  const output = JSON.parse(quickstart.stdout)
  expect(output.saving).toBeNumber()
  expect(output).toMatchObject({ status: 404, problemType: `${srv.baseUrl}/problems/not-found` })
}, 120_000)
