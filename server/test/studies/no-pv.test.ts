/**
 * A study without PV (`totalKWp: 0`) is a legitimate question: it is created with its PDF and e-mail like
 * any other. A PV power or battery capacity between 0 and 0.01 means nothing physical and is refused.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Study, StudyCreateRequest } from '@partner/energy-shared'
import { PROBLEM_CONTENT_TYPE } from '@partner/energy-shared'
import { Study as StudyEntity } from '../../src/modules/studies/entities.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { apiGet, createStudy, openBrokerLink, outboxMessages, pdfText, postStudy, studyRequest } from './support/studies.ts'

let srv: TestServer
let token: string

beforeAll(async () => {
  srv = await startTestServer()
  token = await srv.accessToken('api')
}, 60_000)
afterAll(() => srv.stop())

const previewOf = (body: unknown) =>
  fetch(`${srv.baseUrl}/api/v1/studies/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function studyPdf(id: string, url: string): Promise<{ study: Study; text: string }> {
  const study = (await (await apiGet(srv, `/api/v1/studies/${id}`, token)).json()) as Study
  const { file } = await openBrokerLink(url)
  const { text } = await pdfText(new Uint8Array(await file!.arrayBuffer()))
  return { study, text }
}

describe('a study without PV', () => {
  test('totalKWp 0 with a battery, selling and the extended pages: created, PDF and e-mail say there is no PV and no payback', async () => {
    const body = studyRequest({ totalKWp: 0, study: { label: 'Bez FVE', extendedStudy: true }, recipient: { email: 'bez.fve@example.cz', name: 'Eva Malá' } })
    const created = await createStudy(srv, body, { token })
    const { study, text } = await studyPdf(created.id, created.url)
    expect(study.result.energy.productionKWh).toBe(0)
    expect(study.result.headlineYearlySaving).toBe(0)
    expect(study.paybackYears).toBeNull()
    expect(study.result.assumptions.map((assumption) => assumption.key)).toContain('no-pv')
    expect(text).toContain('BEZ FOTOVOLTAIKY')
    expect(text).toContain('Bez fotovoltaiky elektrárna nic nevyrábí')
    expect(text).not.toContain('NaN')
    expect(text).not.toContain('Infinity')
    const mail = (await outboxMessages(srv)).find((message) => message.to && JSON.stringify(message.to).includes('bez.fve@example.cz'))!
    expect(mail.text).not.toContain('ušetříte přibližně 0')
    expect(mail.text).toContain('úspora nevychází')
  }, 60_000)

  test('totalKWp 0 without a battery or selling, in English', async () => {
    const body = studyRequest({ totalKWp: 0, battery: null, electricitySellingSettings: null, recipient: { email: 'no.pv@example.com' } })
    const created = await createStudy(srv, body, { token, headers: { 'accept-language': 'en' } })
    const { study, text } = await studyPdf(created.id, created.url)
    expect(study.result.headlineYearlySaving).toBe(0)
    expect(text).toContain('WITHOUT SOLAR PV')
    expect(text).not.toContain('NaN')
  }, 60_000)

  test('negative zero is zero', async () => {
    const text = JSON.stringify(studyRequest({ totalKWp: 0, battery: { batterySizeKwh: 0, reservedBatteryCapacityPercentage: 0 } }))
      .replace('"totalKWp":0', '"totalKWp":-0')
      .replace('"batterySizeKwh":0', '"batterySizeKwh":-0')
    const response = await fetch(`${srv.baseUrl}/api/v1/studies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: text,
    })
    expect(response.status).toBe(200)
  }, 60_000)
})

describe('a PV power or battery capacity too small to mean anything', () => {
  const cases: [string, Partial<StudyCreateRequest>, string][] = [
    ['totalKWp 1e-9', { totalKWp: 1e-9 }, 'totalKWp'],
    ['totalKWp 1e-320 (denormal)', { totalKWp: 1e-320 }, 'totalKWp'],
    ['totalKWp 5e-324 (smallest denormal)', { totalKWp: 5e-324 }, 'totalKWp'],
    ['totalKWp 0.0099', { totalKWp: 0.0099 }, 'totalKWp'],
    ['a roof plane of 1e-9 kWp', { totalKWp: 5, pvArrays: [{ kWp: 5, tiltDeg: 35, azimuthDeg: 0 }, { kWp: 1e-9, tiltDeg: 35, azimuthDeg: 90 }] }, 'pvArrays.1.kWp'],
    ['batterySizeKwh 1e-320', { battery: { batterySizeKwh: 1e-320, reservedBatteryCapacityPercentage: 10 } }, 'battery.batterySizeKwh'],
  ]
  for (const [name, overrides, field] of cases) {
    test(`${name} → 400 validation problem at ${field}, on create and preview alike; nothing stored`, async () => {
      const before = await srv.services.em().count(StudyEntity, {})
      for (const response of [await postStudy(srv, studyRequest(overrides), { token }), await previewOf(studyRequest(overrides))]) {
        expect(response.status).toBe(400)
        expect(response.headers.get('content-type')).toStartWith(PROBLEM_CONTENT_TYPE)
        const problem = (await response.json()) as { errors: Record<string, string[]> }
        expect(Object.keys(problem.errors)).toEqual([field])
      }
      expect(await srv.services.em().count(StudyEntity, {})).toBe(before)
    }, 60_000)
  }

  test('0.01 kWp and 0.01 kWh are the smallest accepted sizes', async () => {
    const created = await createStudy(srv, studyRequest({ totalKWp: 0.01, battery: { batterySizeKwh: 0.01, reservedBatteryCapacityPercentage: 0 } }), { token })
    const { study, text } = await studyPdf(created.id, created.url)
    expect(study.result.energy.productionKWh).toBeGreaterThan(0)
    expect(text).toContain('0,01 kWp')
    expect(text).not.toContain('NaN')
  }, 60_000)
})
