import { afterAll, beforeAll, expect, test } from 'bun:test'
import { runExample } from '../../examples/run.ts'
import { startTestServer, type TestServer } from '../../server/test/support/harness.ts'

let srv: TestServer
beforeAll(async () => {
  srv = await startTestServer()
}, 60_000)
afterAll(() => srv.stop())

const env = () => ({ ENERGY_BASE_URL: srv.baseUrl, ENERGY_REFRESH_TOKEN: srv.apiRefreshToken })
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

test('examples/node-quickstart previews, creates, lists and prints the broker link', async () => {
  const result = await runExample('node-quickstart', env())
  expect(result.stderr).toBe('')
  expect(result.exitCode).toBe(0)
  expect(result.stdout).toMatch(/saves -?\d+ CZK a year/)
  expect(result.stdout).toMatch(new RegExp(`Created study ${UUID}`))
  expect(result.stdout).toMatch(new RegExp(`PDF: ${srv.baseUrl}/api/v1/studies/${UUID}/pdf`))
}, 60_000)

test('examples/invoice-to-study extracts a corpus bill and creates a study from it', async () => {
  const result = await runExample('invoice-to-study', env())
  expect(result.stderr).toBe('')
  expect(result.exitCode).toBe(0)
  expect(result.stdout).toMatch(/^Extracted \S+\.pdf: /m)
  expect(result.stdout).toMatch(new RegExp(`Created study ${UUID}: ${srv.baseUrl}/api/v1/studies/${UUID}/pdf`))
}, 60_000)
