/**
 * Property-based fuzzing of the public JSON and upload endpoints from the shared schemas: whatever arrives,
 * the answer is below 500, every 4xx is application/problem+json, and every 200 matches its response schema.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { Value } from '@sinclair/typebox/value'
import type { TSchema } from '@sinclair/typebox'
import { Problem, PROBLEM_CONTENT_TYPE, StudyCreateRequest, StudyListPage, StudyListQuery, StudyPreviewRequest, StudyResult } from '@partner/energy-shared'
import { Study } from '../../src/modules/studies/entities.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { householdRequest } from '../engine/requests.ts'
import { studyRequest } from '../studies/support/studies.ts'
import { mutate, validValue } from './arbitrary.ts'

let srv: TestServer
let token: string
const ran: Record<string, number> = {}

beforeAll(async () => {
  srv = await startTestServer()
  token = await srv.accessToken()
}, 60_000)
afterAll(async () => {
  const total = Object.values(ran).reduce((sum, n) => sum + n, 0)
  console.log(`fuzz cases: ${total} (${Object.entries(ran).map(([name, n]) => `${name} ${n}`).join(', ')})`)
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

const postJson = (path: string, text: string) =>
  fetch(`${srv.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: text })

/** Schema-generated calculation fields on a base that names real codes, so that many cases reach the engine. */
function calculation(base: Record<string, unknown>, schema: TSchema) {
  return validValue(schema).map((generated) => {
    const body = { ...(generated as Record<string, unknown>) }
    const distribution = { ...(body.distribution as Record<string, unknown>), ...(base.distribution as Record<string, unknown>) }
    const result: Record<string, unknown> = { ...body, distribution, periodType: base.periodType }
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
        await expectSound(await postJson('/api/v1/studies/preview', JSON.stringify(body)), StudyResult, JSON.stringify(body).slice(0, 400))
      }),
      { numRuns: 250 },
    )
  }, 300_000)

  test('POST /studies/preview: mutated bodies → never 5xx', async () => {
    const bases = fc.oneof(fc.constant(householdRequest() as unknown), validValue(StudyPreviewRequest))
    await fc.assert(
      fc.asyncProperty(mutate(bases), async ({ text, kind }) => {
        count('preview mutated')
        await expectSound(await postJson('/api/v1/studies/preview', text), StudyResult, `${kind}: ${text.slice(0, 300)}`)
      }),
      { numRuns: 800 },
    )
  }, 300_000)

  test('POST /studies: mutated bodies the schema refuses → 4xx problem, nothing stored', async () => {
    const invalid = mutate(fc.constant(studyRequest() as unknown)).filter(({ text }) => {
      try {
        return !Value.Check(StudyCreateRequest, JSON.parse(text))
      } catch {
        return true
      }
    })
    await fc.assert(
      fc.asyncProperty(invalid, async ({ text, kind }) => {
        count('create mutated')
        const status = await expectSound(await postJson('/api/v1/studies', text), null, `${kind}: ${text.slice(0, 300)}`)
        expect(status, `${kind}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
      }),
      { numRuns: 500 },
    )
    expect(await srv.services.em().count(Study, {})).toBe(0)
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
      { numRuns: 500 },
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

  test('at least 2 000 cases ran', () => {
    expect(Object.values(ran).reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(2_000)
  })
})
