/**
 * Property-based fuzzing of the public JSON and upload endpoints from the shared schemas: whatever arrives,
 * the answer is below 500, every 4xx is application/problem+json, and every 200 matches its response schema.
 * POST /studies (engine, PDF, storage and e-mail) is driven as much as the preview, with the same bodies.
 * FUZZ_SCALE=n runs n times as many cases (`FUZZ_SCALE=3` sends over 5 000 calculation bodies).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { Value } from '@sinclair/typebox/value'
import type { TSchema } from '@sinclair/typebox'
import {
  LIMITS,
  Problem,
  type PvArray,
  PROBLEM_CONTENT_TYPE,
  StudyCreateRequest,
  StudyCreateResult,
  StudyListPage,
  StudyListQuery,
  StudyPreviewRequest,
  StudyResult,
} from '@partner/energy-shared'
import { Study } from '../../src/modules/studies/entities.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { householdRequest } from '../engine/requests.ts'
import { studyRequest } from '../studies/support/studies.ts'
import { edgeNumberBodies, edgeNumbers, mutate, numericBounds, validValue } from './arbitrary.ts'

let srv: TestServer
let token: string
const ran: Record<string, number> = {}
/** Answers by status class per case kind, printed at the end (e.g. how many creations reached the PDF). */
const answered: Record<string, Record<string, number>> = {}

const scale = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1) || 1)
const runs = (n: number) => ({ numRuns: n * scale })

beforeAll(async () => {
  srv = await startTestServer()
  token = await srv.accessToken()
}, 60_000)
afterAll(async () => {
  const total = Object.values(ran).reduce((sum, n) => sum + n, 0)
  console.log(`fuzz cases: ${total} (${Object.entries(ran).map(([name, n]) => `${name} ${n}`).join(', ')})`)
  console.log(`answers: ${Object.entries(answered).map(([name, classes]) => `${name} ${JSON.stringify(classes)}`).join(', ')}`)
  await srv.stop()
})

/** The answer to any request: < 500; a 4xx is a valid problem document; a 200 matches `ok`. */
async function expectSound(response: Response, ok: TSchema | null, what: string): Promise<number> {
  const body = await response.text()
  const context = `${what} → ${response.status} ${body.slice(0, 300)}`
  expect(response.status, context).toBeLessThan(500)
  if (response.status >= 400) {
    expect(response.headers.get('content-type'), context).toStartWith(PROBLEM_CONTENT_TYPE)
    expect(Value.Check(Problem, JSON.parse(body)), context).toBe(true)
  } else if (ok) {
    expect(Value.Check(ok, JSON.parse(body)), context).toBe(true)
  }
  return response.status
}

/** Counts a case and the class of its answer. */
function tally(name: string, status: number): void {
  const classes = (answered[name] ??= {})
  const key = `${Math.floor(status / 100)}xx`
  classes[key] = (classes[key] ?? 0) + 1
}

const postJson = (path: string, text: string) =>
  fetch(`${srv.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: text })

/** A size the engine takes: 0 or at least LIMITS.sizeMinNonZero (the generator favours tiny doubles, which it refuses). */
const size = (value: number) => (value < LIMITS.sizeMinNonZero ? 0 : value)

/** Roof planes sharing totalKWp (in steps of 0.01 kWp, the first takes the rest), as the engine requires. */
function sharedPlanes(planes: PvArray[], totalKWp: number): PvArray[] {
  const share = size(Math.floor((totalKWp / planes.length) * 100) / 100)
  return planes.map((plane, index) => ({ ...plane, kWp: index === 0 ? totalKWp - share * (planes.length - 1) : share }))
}

/**
 * Schema-generated calculation fields on a base that names real codes, with sizes the engine accepts, so that
 * most cases reach the engine (and, on POST /studies, the PDF). Sizes it refuses are the edge-number test's.
 */
function calculation(base: Record<string, unknown>, schema: TSchema) {
  return validValue(schema).map((generated) => {
    const body = { ...(generated as StudyCreateRequest) }
    const distribution = { ...body.distribution, ...(base.distribution as StudyCreateRequest['distribution']) }
    const totalKWp = size(body.totalKWp)
    const result: Record<string, unknown> = { ...body, distribution, periodType: base.periodType, totalKWp }
    if (body.pvArrays) result.pvArrays = sharedPlanes(body.pvArrays, totalKWp)
    if (body.battery) result.battery = { ...body.battery, batterySizeKwh: size(body.battery.batterySizeKwh) }
    delete result.from
    delete result.to
    delete result.customProductionConsumptionData
    return result
  })
}

const count = (name: string) => (ran[name] = (ran[name] ?? 0) + 1)

describe('fuzz', () => {
  test('POST /studies/preview: schema-valid bodies with real codes → 200 with a valid result, or a 4xx problem', async () => {
    await fc.assert(
      fc.asyncProperty(calculation(householdRequest() as Record<string, unknown>, StudyPreviewRequest), async (body) => {
        count('preview valid')
        tally('preview valid', await expectSound(await postJson('/api/v1/studies/preview', JSON.stringify(body)), StudyResult, JSON.stringify(body).slice(0, 400)))
      }),
      runs(250),
    )
  }, 300_000)

  test('POST /studies/preview: mutated bodies → never 5xx', async () => {
    const bases = fc.oneof(fc.constant(householdRequest() as unknown), validValue(StudyPreviewRequest))
    await fc.assert(
      fc.asyncProperty(mutate(bases), async ({ text, kind }) => {
        count('preview mutated')
        tally('preview mutated', await expectSound(await postJson('/api/v1/studies/preview', text), StudyResult, `${kind}: ${text.slice(0, 300)}`))
      }),
      runs(800),
    )
  }, 300_000)

  test('POST /studies: schema-valid bodies with real codes → 200 with a stored study and its PDF, or a 4xx problem', async () => {
    await fc.assert(
      fc.asyncProperty(calculation(studyRequest() as unknown as Record<string, unknown>, StudyCreateRequest), async (body) => {
        count('create valid')
        const status = await expectSound(await postJson('/api/v1/studies', JSON.stringify(body)), StudyCreateResult, JSON.stringify(body).slice(0, 400))
        tally('create valid', status)
      }),
      // Fewer than the preview's: most of these render a PDF (about 0.2 s each), and the tests below send more.
      runs(80),
    )
  }, 300_000)

  test('POST /studies: mutated bodies → never 5xx; a 200 is a stored study', async () => {
    const bases = fc.oneof(fc.constant(studyRequest() as unknown), fc.constant(studyRequest({ study: { extendedStudy: true }, pvArrays: [{ kWp: 9.6, tiltDeg: 30, azimuthDeg: -20 }] }) as unknown))
    await fc.assert(
      fc.asyncProperty(mutate(bases), async ({ text, kind }) => {
        count('create mutated')
        tally('create mutated', await expectSound(await postJson('/api/v1/studies', text), StudyCreateResult, `${kind}: ${text.slice(0, 300)}`))
      }),
      runs(500),
    )
  }, 300_000)

  test('POST /studies/preview and POST /studies alike: −0, denormals, tiny, bound and just-past-bound, huge numbers in any numeric field → never 5xx', async () => {
    const edges = edgeNumbers(numericBounds(StudyCreateRequest))
    // A short period with its own hourly series puts the series' numbers in reach too.
    const day = Array.from({ length: 24 }, (_, hour) => (hour > 6 && hour < 19 ? 0.8 : 0.3))
    const bases = fc.constantFrom<unknown>(
      studyRequest(),
      studyRequest({ totalKWp: 0, battery: { batterySizeKwh: 5, reservedBatteryCapacityPercentage: 20 }, study: { extendedStudy: true } }),
      studyRequest({ battery: null, electricitySellingSettings: null, investment: { totalCzk: 250_000, subsidyCzk: 50_000 } }),
      studyRequest({ pvArrays: [{ kWp: 6, tiltDeg: 35, azimuthDeg: -90 }, { kWp: 3.6, tiltDeg: 35, azimuthDeg: 90 }] }),
      studyRequest({
        periodType: null,
        from: '2024-06-01',
        to: '2024-06-01',
        customProductionConsumptionData: { start: '2024-05-31T22:00:00.000Z', granularity: 'PT1H', consumptionKWh: day, productionKWh: day.map((kWh) => kWh * 2) },
      }),
    )
    await fc.assert(
      fc.asyncProperty(edgeNumberBodies(bases, edges), async ({ text, kind }) => {
        count('preview edges')
        tally('preview edges', await expectSound(await postJson('/api/v1/studies/preview', text), StudyResult, `${kind}: ${text.slice(0, 300)}`))
        count('create edges')
        tally('create edges', await expectSound(await postJson('/api/v1/studies', text), StudyCreateResult, `${kind}: ${text.slice(0, 300)}`))
      }),
      runs(200),
    )
  }, 300_000)

  test('POST /studies: mutated bodies the schema refuses → 4xx problem, nothing stored', async () => {
    const before = await srv.services.em().count(Study, {})
    const invalid = mutate(fc.constant(studyRequest() as unknown)).filter(({ text }) => {
      try {
        return !Value.Check(StudyCreateRequest, JSON.parse(text))
      } catch {
        return true
      }
    })
    await fc.assert(
      fc.asyncProperty(invalid, async ({ text, kind }) => {
        count('create refused')
        const status = await expectSound(await postJson('/api/v1/studies', text), null, `${kind}: ${text.slice(0, 300)}`)
        expect(status, `${kind}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
      }),
      runs(500),
    )
    expect(await srv.services.em().count(Study, {})).toBe(before)
  }, 300_000)

  test('GET /studies: generated and hostile query strings → never 5xx; 200 is a valid page', async () => {
    const keys = Object.keys(StudyListQuery.properties)
    const hostileValue = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.constantFrom('9999-12-31', '0000-00-00', '2024-02-30', '-1', '1e309', '99999999999', '%00', '%ED%A0%80', '%', 'a%00b', ''),
    )
    const generated = validValue(StudyListQuery).map((query) => Object.entries(query as Record<string, unknown>).map(([key, value]) => [key, String(value)]))
    const hostile = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), hostileValue), { maxLength: 4 })
    await fc.assert(
      fc.asyncProperty(fc.oneof(generated, hostile), fc.boolean(), async (pairs, rawEncoding) => {
        count('list query')
        // Raw: the value is sent as it is (percent escapes included); otherwise it is encoded like a browser does.
        const query = pairs.map(([key, value]) => `${encodeURIComponent(key!)}=${rawEncoding ? value!.replace(/[^\x21-\x7e]/gu, encodeURIComponent) : encodeURIComponent(value!)}`).join('&')
        const response = await fetch(`${srv.baseUrl}/api/v1/studies?${query}`, { headers: { authorization: `Bearer ${token}` } })
        await expectSound(response, StudyListPage, query)
      }),
      runs(500),
    )
  }, 300_000)

  test('POST /invoice-extraction: multipart junk → 4xx problem, never 5xx', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 2048 }),
      fc.uint8Array({ maxLength: 2048 }).map((junk) => new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...junk])),
      fc.constantFrom(new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 1 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF')),
    )
    const part = fc.record({
      field: fc.constantFrom('file', 'file', 'upload', ''),
      name: fc.oneof(fc.constant('bill.pdf'), fc.string({ unit: 'binary', maxLength: 20 })),
      type: fc.constantFrom('application/pdf', 'application/octet-stream', 'text/plain', ''),
      bytes,
    })
    const envelope = fc.constantFrom('multipart', 'broken-multipart', 'json')
    await fc.assert(
      fc.asyncProperty(part, envelope, async ({ field, name, type, bytes: content }, kind) => {
        count('invoice upload')
        let init: RequestInit
        if (kind === 'multipart') {
          const form = new FormData()
          form.append(field, new File([content], name, { type }))
          init = { body: form }
        } else if (kind === 'broken-multipart') {
          init = { headers: { 'content-type': 'multipart/form-data; boundary=XYZ' }, body: content }
        } else {
          init = { headers: { 'content-type': 'application/json' }, body: content }
        }
        const response = await fetch(`${srv.baseUrl}/api/v1/invoice-extraction`, { method: 'POST', ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } })
        const status = await expectSound(response, null, `${kind} ${field} ${type} ${content.byteLength} B`)
        expect(status).toBeGreaterThanOrEqual(400)
      }),
      { numRuns: 150 },
    )
  }, 300_000)

  test('at least 2 000 cases ran, and POST /studies got as many bodies as the preview', () => {
    expect(Object.values(ran).reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(2_000)
    const sent = (prefix: string) => Object.entries(ran).reduce((sum, [name, n]) => sum + (name.startsWith(prefix) ? n : 0), 0)
    expect(sent('create')).toBeGreaterThanOrEqual(sent('preview'))
  })
})
