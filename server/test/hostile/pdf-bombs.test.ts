/**
 * PDF bombs against the real server running as a child process (`bun server/src/main.ts`), so that
 * the memory of its whole process tree — the API and its PDF workers — can be sampled from /proc.
 * Every bomb must get a 4xx problem within its budget, the tree must stay under 1 GiB, /healthz
 * must answer throughout, and a normal bill must still be read afterwards.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { Value } from '@sinclair/typebox/value'
import { Problem } from '@partner/energy-shared'
import { generateBill } from '../invoices/corpus/index.ts'
import { startChildServer, type ChildServer } from '../support/child-server.ts'
import { BOMBS } from './bombs.ts'

const GiB = 1024 ** 3
/** Parse budget + OCR budget of the server below, plus room for a loaded machine: an answer, not a hang. */
const ANSWER_WITHIN_MS = 90_000

/** The answer each bomb must get (the OCR page: whatever OCR finds, it is no bill). */
const EXPECTED: Record<string, { status: number; slugs: string[] }> = {
  'ref-2000x64MiB': { status: 422, slugs: ['pdf-too-complex'] },
  'zeros-2GiB': { status: 422, slugs: ['pdf-too-complex'] },
  'page-tree-loop': { status: 422, slugs: ['pdf-too-complex'] },
  'pages-90000': { status: 413, slugs: ['payload-too-large'] },
  encrypted: { status: 422, slugs: ['encrypted-pdf'] },
  javascript: { status: 422, slugs: ['pdf-javascript'] },
  'ocr-rectangles': { status: 422, slugs: ['ocr-failed', 'not-an-energy-invoice', 'ocr-unavailable'] },
}

let server: ChildServer
let token: string
let peakRss = 0
let sampler: ReturnType<typeof setInterval>
const health = { checks: 0, failures: [] as string[] }
let healthLoop: Promise<void>
let stopHealth = false

beforeAll(async () => {
  server = await startChildServer({ INVOICE_PDF_WORKERS: '2', INVOICE_PDF_WORKER_MEMORY_MB: '256', INVOICE_OCR_BUDGET_MS: '30000' })
  token = await server.accessToken()
  sampler = setInterval(() => (peakRss = Math.max(peakRss, server.treeRss())), 20)
  healthLoop = (async () => {
    while (!stopHealth) {
      const answer = await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(15_000) })
        .then((response) => (response.ok ? null : `status ${response.status}`))
        .catch((error) => String(error))
      health.checks++
      if (answer) health.failures.push(answer)
      await Bun.sleep(200)
    }
  })()
}, 90_000)

afterAll(async () => {
  stopHealth = true
  clearInterval(sampler)
  await healthLoop
  await server?.stop()
})

async function upload(bytes: Uint8Array, name: string): Promise<Response> {
  const form = new FormData()
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }))
  return fetch(`${server.baseUrl}/api/v1/invoice-extraction`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  })
}

async function expectRefusal(response: Response, id: string): Promise<void> {
  const { status, slugs } = EXPECTED[id]!
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toStartWith('application/problem+json')
  const body = (await response.json()) as Problem
  expect(Value.Check(Problem, body)).toBe(true)
  expect(slugs).toContain(body.type.split('/').pop()!)
}

for (const bomb of BOMBS) {
  test(
    `${bomb.id}: ${bomb.description} → ${EXPECTED[bomb.id]!.status} problem`,
    async () => {
      await expectRefusal(await upload(await bomb.build(), `${bomb.id}.pdf`), bomb.id)
      expect(server.alive()).toBe(true)
    },
    ANSWER_WITHIN_MS + 10_000,
  )
}

test(
  'three decompression bombs at once are all refused',
  async () => {
    const bytes = await BOMBS.find((bomb) => bomb.id === 'ref-2000x64MiB')!.build()
    const responses = await Promise.all([0, 1, 2].map((i) => upload(bytes, `ref-${i}.pdf`)))
    for (const response of responses) await expectRefusal(response, 'ref-2000x64MiB')
  },
  ANSWER_WITHIN_MS + 10_000,
)

test(
  'the next normal bill is still read',
  async () => {
    const bill = await generateBill(4242, 'cez', 0)
    const response = await upload(bill.pdf, 'vyuctovani.pdf')
    expect(response.status).toBe(200)
    const { invoice } = (await response.json()) as { invoice: { meta: { ean: string } } }
    expect(invoice.meta.ean).toBe(bill.expected.meta.ean!)
  },
  ANSWER_WITHIN_MS + 10_000,
)

test('the server process tree stayed under 1 GiB and /healthz answered throughout', () => {
  console.log(`peak RSS of the server process tree: ${Math.round(peakRss / 1024 / 1024)} MiB; /healthz answered ${health.checks} times`)
  expect(server.alive()).toBe(true)
  expect(peakRss).toBeGreaterThan(0)
  expect(peakRss).toBeLessThan(GiB)
  expect(health.checks).toBeGreaterThan(3)
  expect(health.failures).toEqual([])
})
