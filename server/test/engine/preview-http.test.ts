/** POST /api/v1/studies/preview over real HTTP against the real server. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { Value } from '@sinclair/typebox/value'
import { StudyResult } from '@partner/energy-shared'
import { EMBED_ORIGIN, startTestServer, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'
import { householdRequest } from './requests.ts'

let srv: TestServer
beforeAll(async () => {
  srv = await startTestServer()
}, 60_000)
afterAll(() => srv.stop())

const preview = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${srv.baseUrl}/api/v1/studies/preview`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

describe('POST /api/v1/studies/preview', () => {
  test('api token: 200 with a StudyResult', async () => {
    const response = await preview(householdRequest({ study: { extendedStudy: true } }), { authorization: `Bearer ${await srv.accessToken('api')}` })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Value.Check(StudyResult, body)).toBe(true)
    expect(body.currency).toBe('CZK')
    expect(body.period).toMatchObject({ from: '2025-01-01', to: '2025-12-31', periodType: '2025', hours: 8760 })
    expect(body.headlineYearlySaving).toBeGreaterThan(0)
    expect(body.sensitivity).toHaveLength(4)
  })

  test('embed token from its origin: 200, the same result', async () => {
    const token = await srv.accessToken('embed')
    const [embed, api] = await Promise.all([
      preview(householdRequest(), { authorization: `Bearer ${token}`, origin: EMBED_ORIGIN }),
      preview(householdRequest(), { authorization: `Bearer ${await srv.accessToken('api')}` }),
    ])
    expect(embed.status).toBe(200)
    expect(await embed.json()).toEqual(await api.json())
  })

  test('no token → 401', async () => {
    await expectProblem(await preview(householdRequest()), 401, 'unauthorized')
  })

  test('range outside the data window → 400 period-out-of-range with the bounds', async () => {
    const response = await preview(householdRequest({ periodType: null, from: '2023-06-01', to: '2024-05-31' }), { authorization: `Bearer ${await srv.accessToken()}` })
    const problem = await expectProblem(response, 400, 'period-out-of-range')
    expect(problem.allowedFrom).toBe('2024-01-01')
    expect(problem.allowedTo).toBe('2026-05-27')
    expect(problem.detail).toContain('2024-01-01')
  })

  test('engine validation → 400 with errors per field path', async () => {
    const response = await preview(householdRequest({ distribution: { distributor: 'EGD', distributionRate: 'D26d' } }), { authorization: `Bearer ${await srv.accessToken()}` })
    const problem = await expectProblem(response, 400, 'validation-error')
    expect(Object.keys(problem.errors ?? {})).toEqual(['distribution.lowTariffCommand'])
  })

  test('schema validation → 400 with errors', async () => {
    const { distribution: _omitted, ...withoutDistribution } = householdRequest()
    const response = await preview({ ...withoutDistribution, totalKWp: -1 }, { authorization: `Bearer ${await srv.accessToken()}` })
    const problem = await expectProblem(response, 400, 'validation-error')
    expect(Object.keys(problem.errors ?? {}).length).toBeGreaterThan(0)
  })
})
