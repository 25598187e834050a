import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { ProblemSlugs, ProblemTypes } from '@partner/energy-shared'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'

type Json = Record<string, any>

let srv: TestServer
let doc: Json
beforeAll(async () => {
  srv = await startTestServer()
  doc = await (await fetch(`${srv.baseUrl}/openapi.json`)).json()
}, 60_000)
afterAll(() => srv.stop())

const operations = () =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as Json })),
  )

/** Every `$ref` in the document, with where it was found. */
function refs(node: unknown, at = '#', found: { ref: string; at: string }[] = []) {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) refs(item, `${at}/${index}`, found)
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push({ ref: value, at })
      else refs(value, `${at}/${key}`, found)
    }
  }
  return found
}

const resolve = (ref: string) =>
  ref
    .slice(2)
    .split('/')
    .reduce<any>((node, key) => node?.[key], doc)

describe('the OpenAPI document', () => {
  test('operations have camelCase ids named for what they do, each once, and a tag the document declares', () => {
    const ids = Object.fromEntries(
      operations().map(({ path, method, operation }) => [`${method.toUpperCase()} ${path}`, operation.operationId]),
    )
    expect(ids).toMatchObject({
      'POST /api/v1/auth': 'exchangeToken',
      'GET /api/v1/reference/distributors': 'listDistributors',
      'GET /api/v1/reference/distribution-rates': 'listDistributionRates',
      'POST /api/v1/invoice-extraction': 'extractInvoice',
      'POST /api/v1/studies/preview': 'previewStudy',
      'POST /api/v1/studies': 'createStudy',
      'GET /api/v1/studies': 'listStudies',
      'GET /api/v1/studies/{id}': 'getStudy',
      'DELETE /api/v1/studies/{id}': 'deleteStudy',
      'GET /api/v1/studies/{id}/pdf': 'getStudyPdf',
    })
    const values = Object.values(ids)
    for (const id of values) expect(id).toMatch(/^[a-z]+(?:[A-Z][a-z]+)*$/)
    expect(new Set(values).size).toBe(values.length)
    const declared = (doc.tags as { name: string }[]).map((tag) => tag.name)
    for (const { operation } of operations()) expect(declared).toContain(operation.tags[0])
  })

  test('internal routes (signed blob links, docs, demo) are not operations', () => {
    const paths = Object.keys(doc.paths)
    expect(paths.filter((path) => /blobs|docs|demo|problems|openapi/.test(path))).toEqual([])
  })

  test('shared schemas are named components, referenced from bodies and responses; every $ref resolves', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Problem',
        'StudyCreateRequest',
        'StudyPreviewRequest',
        'StudyResult',
        'Study',
        'StudyListPage',
        'AuthRequest',
        'AuthResponse',
        'DistributionRate',
        'InvoiceExtractionResult',
        'DistributionSettings',
        'BuyingSettings',
        'Battery',
        'Recipient',
      ]),
    )
    const create = doc.paths['/api/v1/studies'].post
    expect(create.requestBody.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/StudyCreateRequest' } } })
    expect(create.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/StudyCreateResult' })
    // A named union of literals keeps its name (the generator alone would leave a bare enum).
    expect(doc.components.schemas.DistributionSettings.properties.distributor).toEqual({ $ref: '#/components/schemas/DistributorKey' })
    expect(doc.components.schemas.DistributorKey).toMatchObject({ type: 'string', enum: ['CEZ', 'PRE', 'EGD'] })
    // A nullable named schema stays named.
    expect(doc.components.schemas.StudyCreateRequest.properties.battery).toEqual({
      anyOf: [{ $ref: '#/components/schemas/Battery' }, { type: 'null' }],
    })
    // Where the API differs from partner-api-v1.md, the document says so: camelCase confidence keys and warning paths.
    expect(doc.components.schemas.Invoice.properties.fieldConfidence.description).toContain('camelCase JSON path')
    expect(doc.components.schemas.InvoiceWarning.properties.field.description).toContain('camelCase JSON path')
    const all = refs(doc)
    expect(all.length).toBeGreaterThan(100)
    for (const { ref, at } of all) expect({ at, target: resolve(ref) !== undefined }).toEqual({ at, target: true })
    // No schema carries a leftover $id (two different schemas under one name would have been merged silently).
    expect(JSON.stringify(doc)).not.toContain('"$id"')
  })

  test('every problem answer is a shared response of application/problem+json Problem; 302 of the PDF broker is documented', () => {
    for (const { operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
        if (Number(status) >= 400) expect(response.$ref).toStartWith('#/components/responses/')
        else expect(typeof response.description).toBe('string')
      }
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['500', '503']))
    }
    expect(doc.components.responses.NotFound.content['application/problem+json'].schema).toEqual({ $ref: '#/components/schemas/Problem' })
    expect(doc.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined()
    const pdf = doc.paths['/api/v1/studies/{id}/pdf'].get
    expect(pdf.security).toEqual([])
    expect(pdf.responses['302'].headers.Location.schema.format).toBe('uri')
    expect(pdf.responses['200']).toBeUndefined()
  })
})

describe('problem type pages', () => {
  test('the type URI of a real problem answers a page that describes it', async () => {
    const problem = await expectProblem(
      await fetch(`${srv.baseUrl}/api/v1/studies/00000000-0000-4000-8000-000000000000/pdf`),
      404,
      'not-found',
    )
    const page = await fetch(problem.type)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain(`<h1>${ProblemTypes['not-found'].title}</h1>`)
    expect(html).toContain('HTTP <strong>404</strong>')
  })

  test('every slug has a page and the index lists them all; an unknown slug is a 404 problem listing the known ones', async () => {
    const index = await (await fetch(`${srv.baseUrl}/problems`)).text()
    for (const slug of ProblemSlugs) {
      expect(index).toContain(`href="/problems/${slug}"`)
      const page = await fetch(`${srv.baseUrl}/problems/${slug}`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain(ProblemTypes[slug].title)
    }
    const unknown = await expectProblem(await fetch(`${srv.baseUrl}/problems/no-such-thing`), 404, 'not-found')
    expect(unknown.allowedValues).toEqual([...ProblemSlugs])
  })
})
