/** GET /metrics: guarded by METRICS_TOKEN, valid Prometheus text, the README's series present and moving with traffic. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { parsePrometheusText, type Family } from '../support/prometheus-text.ts'
import { expectProblem } from '../support/problem.ts'
import { createStudy, studyRequest } from '../studies/support/studies.ts'

const METRICS_TOKEN = `metrics-${crypto.randomUUID()}`
const FEES = '/api/v1/reference/fees?distributor=CEZ&distributionRate=D25d&period=2025'

/** The series named in the first column of the README's table under "## Monitoring". */
async function documentedSeries(): Promise<string[]> {
  const readme = await Bun.file(join(import.meta.dir, '../../../README.md')).text()
  const section = readme.slice(readme.indexOf('## Monitoring'), readme.indexOf('\n## ', readme.indexOf('## Monitoring') + 1))
  return [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1]!)
}

type Labels = Record<string, string>

class Scrape {
  constructor(readonly families: Map<string, Family>) {}

  /** A counter's or gauge's value, or a histogram's count, for the sample whose labels include `labels`; 0 when absent. */
  value(name: string, labels: Labels = {}): number {
    const family = this.families.get(name)
    const sampleName = family?.type === 'histogram' ? `${name}_count` : name
    const sample = family?.samples.find((candidate) => candidate.name === sampleName && Object.entries(labels).every(([key, value]) => candidate.labels[key] === value))
    return sample?.value ?? 0
  }

  labelValues(): string[] {
    return [...this.families.values()].flatMap((family) => family.samples.flatMap((sample) => Object.values(sample.labels)))
  }
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  let srv: TestServer
  let token: string

  async function scrape(): Promise<Scrape> {
    const response = await fetch(`${srv.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    return new Scrape(parsePrometheusText(await response.text()))
  }

  const api = (path: string, init: RequestInit = {}) => fetch(`${srv.baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } })

  beforeAll(async () => {
    srv = await startTestServer({ METRICS_TOKEN })
    token = await srv.accessToken('api')
  }, 60_000)
  afterAll(() => srv.stop())

  test('without the bearer token, with another token or another scheme: 401 problem', async () => {
    // The last one: a partner's access token is no metrics token.
    for (const authorization of [undefined, `Bearer ${METRICS_TOKEN}x`, `Bearer ${METRICS_TOKEN.slice(0, -1)}`, `Basic ${btoa(`x:${METRICS_TOKEN}`)}`, `Bearer ${token}`]) {
      const response = await fetch(`${srv.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} })
      await expectProblem(response, 401, 'unauthorized')
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    }
  })

  test('request counts and durations move by route pattern; a 400 shows under its problem type', async () => {
    const before = await scrape()
    for (let i = 0; i < 3; i++) expect((await api(FEES)).status).toBe(200)
    const unknownStudy = crypto.randomUUID()
    expect((await api(`/api/v1/studies/${unknownStudy}`)).status).toBe(404)
    const invalid = await api('/api/v1/studies/preview', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"periodType":"2025","yearlyConsumptionKWh":"x"}' })
    await expectProblem(invalid, 400, 'validation-error')
    expect((await fetch(`${srv.baseUrl}/no/such/path/${unknownStudy}`)).status).toBe(404)
    const after = await scrape()

    const fees = { method: 'GET', route: '/api/v1/reference/fees', status_class: '2xx' }
    expect(after.value('http_requests_total', fees) - before.value('http_requests_total', fees)).toBe(3)
    expect(after.value('http_request_duration_seconds', fees) - before.value('http_request_duration_seconds', fees)).toBe(3)
    const study = { method: 'GET', route: '/api/v1/studies/:id', status_class: '4xx' }
    expect(after.value('http_requests_total', study) - before.value('http_requests_total', study)).toBe(1)
    const validation = { route: '/api/v1/studies/preview', status: '400', problem: 'validation-error' }
    expect(after.value('http_problems_total', validation) - before.value('http_problems_total', validation)).toBe(1)
    const notFound = { route: 'unmatched', status: '404', problem: 'not-found' }
    expect(after.value('http_problems_total', notFound) - before.value('http_problems_total', notFound)).toBe(1)
    // The parser checked that buckets are cumulative and end in the count; the durations are real.
    const sum = after.families.get('http_request_duration_seconds')!.samples.find((sample) => sample.name.endsWith('_sum') && sample.labels.route === fees.route)!
    expect(sum.value).toBeGreaterThan(0)

    // No label carries an id or a path as sent.
    const values = after.labelValues()
    expect(values.filter((value) => value.includes(unknownStudy) || /[0-9a-f]{8}-[0-9a-f]{4}-/.test(value) || value.startsWith('/no/'))).toEqual([])
  })

  test('a study shows its render and its e-mail, an unreadable upload its extraction outcome', async () => {
    const before = await scrape()
    await createStudy(srv, studyRequest(), { token })
    const form = new FormData()
    form.append('file', new File([new TextEncoder().encode('%PDF-1.7\nnot really a PDF\n%%EOF')], 'bill.pdf', { type: 'application/pdf' }))
    const upload = await api('/api/v1/invoice-extraction', { method: 'POST', body: form })
    const { type } = await expectProblem(upload, 422)
    const slug = type.slice(type.lastIndexOf('/') + 1)
    const after = await scrape()

    const delta = (name: string, labels: Labels) => after.value(name, labels) - before.value(name, labels)
    expect(delta('study_pdf_render_duration_seconds', { outcome: 'ok' })).toBe(1)
    expect(delta('mail_deliveries_total', { transport: 'outbox', outcome: 'sent' })).toBe(1)
    expect(delta('invoice_extraction_duration_seconds', { outcome: slug })).toBe(1)
    expect(delta('http_problems_total', { route: '/api/v1/invoice-extraction', problem: slug })).toBe(1)
    expect(after.value('queue_limit', { queue: 'study-render' })).toBe(srv.services.config.pdfRenderQueueMax)
    expect(after.value('queue_depth', { queue: 'study-render' })).toBe(0)
    expect(after.value('queue_depth', { queue: 'study-mail' })).toBe(0)
    expect(after.families.get('queue_rejections_total')!.samples.map((sample) => sample.labels.queue).sort()).toEqual(['invoice-pdf', 'study-render'])
    expect(after.value('database_pool_max_connections')).toBeGreaterThanOrEqual(1)
    expect(after.value('process_resident_memory_bytes')).toBeGreaterThan(10 * 2 ** 20)
    expect(after.value('nodejs_heap_size_used_bytes')).toBeGreaterThan(2 ** 20)
  }, 60_000)

  test('every series the README documents is served, with the type it names', async () => {
    const documented = await documentedSeries()
    expect(documented.length).toBeGreaterThan(15)
    const { families } = await scrape()
    expect(documented.filter((name) => !families.has(name))).toEqual([])
    const readme = await Bun.file(join(import.meta.dir, '../../../README.md')).text()
    for (const name of documented) {
      const type = readme.match(new RegExp(`^\\| \`${name}\` \\| (\\w+) \\|`, 'm'))![1]!
      expect(`${name}: ${families.get(name)!.type}`).toBe(`${name}: ${type}`)
    }
  })
})

test('without METRICS_TOKEN /metrics is 404, like any unknown path', async () => {
  const srv = await startTestServer()
  try {
    await expectProblem(await fetch(`${srv.baseUrl}/metrics`), 404, 'not-found')
    await expectProblem(await fetch(`${srv.baseUrl}/metrics`, { headers: { authorization: 'Bearer anything-at-all-1234' } }), 404, 'not-found')
  } finally {
    await srv.stop()
  }
})

test('the test parser refuses what Prometheus would refuse', () => {
  const histogram = (lines: string) => `# TYPE h histogram\n${lines}\n`
  const good = histogram('h_bucket{a="x",le="1"} 1\nh_bucket{a="x",le="+Inf"} 2\nh_sum{a="x"} 0.5\nh_count{a="x"} 2')
  expect(parsePrometheusText(good).get('h')!.samples).toHaveLength(4)
  for (const bad of [
    'metric{a="x"} 1',
    'metric{a="x} 1\n',
    'metric{1a="x"} 1\n',
    'metric one\n',
    'm 1\nm 2\n',
    'a 1\nb 1\na 2\n',
    histogram('h_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1'),
    histogram('h_bucket{le="+Inf"} 2\nh_sum 1\nh_count 3'),
    '# TYPE m sometimes\nm 1\n',
  ]) {
    expect(() => parsePrometheusText(bad)).toThrow()
  }
})
