/**
 * The published ESM bundle, unmodified, in real Chromium (Debian's /usr/bin/chromium via playwright-core)
 * on a partner page of its own loopback origin, with an embed token: CORS, multipart upload, errors.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import type { StudyPreviewRequest } from '@partner/energy-sdk'
import { startTestServer, type TestServer } from '../../server/test/support/harness.ts'
import { partnerService } from '../../server/src/modules/partners/service.ts'
import { buildSdk, distDir } from './support/build.ts'

const kyDir = resolve(import.meta.dir, '../../node_modules/ky/distribution')
const corpus = resolve(import.meta.dir, '../../server/test/fixtures/invoices')
/** An electricity bill of the corpus (not one of its reject-* or scanned-* samples). */
const BILL = /^[a-z]+-\d+\.pdf$/

const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<script type="importmap">{ "imports": { "ky": "/ky/index.js" } }</script>
</head><body>partner page</body></html>`

let srv: TestServer
let browser: Browser
let site: ReturnType<typeof Bun.serve>
let embedToken: string
beforeAll(async () => {
  ;[srv, browser] = await Promise.all([
    startTestServer(),
    chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] }),
    buildSdk(),
  ])
  // The partner's site: the page, the SDK's dist/ and ky's ESM files, as a bundler-free deployment would serve them.
  site = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch(request) {
      const { pathname } = new URL(request.url)
      const asset = (dir: string, prefix: string) => new Response(Bun.file(join(dir, pathname.slice(prefix.length))), { headers: { 'content-type': 'text/javascript' } })
      if (pathname.startsWith('/sdk/')) return asset(distDir, '/sdk/')
      if (pathname.startsWith('/ky/')) return asset(kyDir, '/ky/')
      return new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    },
  })
  const issued = await partnerService(srv.services.em()).issueToken({ partnerId: srv.partnerId, kind: 'embed', origins: [`http://127.0.0.1:${site.port}`] })
  embedToken = issued.secret
}, 120_000)
afterAll(async () => {
  await browser?.close()
  site?.stop(true)
  await srv?.stop()
})

const preview: StudyPreviewRequest = {
  periodType: '12M',
  yearlyConsumptionKWh: 3_800,
  totalKWp: 5,
  distribution: { distributor: 'PRE', distributionRate: 'D02d' },
  electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 450 },
  electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: 300 },
}

test('the ESM bundle runs in Chromium with an embed token: reference data, preview, upload, typed errors', async () => {
  const bill = readFileSync(join(corpus, readdirSync(corpus).filter((name) => BILL.test(name)).sort()[0]!))
  const page = await browser.newPage()
  try {
    await page.goto(`http://127.0.0.1:${site.port}/`)
    const outcome = await page.evaluate(
      async ({ baseUrl, refreshToken, request, billBase64 }) => {
        const { EnergyClient, EnergyApiError, EnergyError } = await import('/sdk/index.js' as string)
        const energy = new EnergyClient({ baseUrl, refreshToken })
        const periods: string[] = await energy.reference.periods()
        const result = await energy.studies.preview(request)
        const bytes = Uint8Array.from(atob(billBase64), (char) => char.charCodeAt(0))
        const extraction = await energy.invoices.extract(new File([bytes], 'uploaded-bill.pdf', { type: 'application/pdf' }))
        const listed = await energy.studies.list().catch((error: unknown) => error)
        const byPath = await energy.invoices.extract('/etc/hosts').catch((error: unknown) => error)
        return {
          periods,
          currency: result.currency,
          months: result.monthly.length,
          fileName: extraction.fileName,
          listed: { isApiError: listed instanceof EnergyApiError, status: (listed as { status?: number }).status },
          byPath: { isEnergyError: byPath instanceof EnergyError, code: (byPath as { code?: string }).code },
        }
      },
      { baseUrl: srv.baseUrl, refreshToken: embedToken, request: preview, billBase64: bill.toString('base64') },
    )
    expect(outcome.periods).toContain('12M')
    expect(outcome).toMatchObject({
      currency: 'CZK',
      months: 12,
      fileName: 'uploaded-bill.pdf',
      listed: { isApiError: true, status: 403 },
      byPath: { isEnergyError: true, code: 'invalid_input' },
    })
  } finally {
    await page.close()
  }
}, 60_000)
