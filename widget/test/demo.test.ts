/**
 * The /demo page as a newcomer meets it: `bun start` on an empty data directory, then the page in
 * Chromium works with the dev seed's embed token.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { builtWidgetScript } from '../../server/src/modules/demo/service.ts'
import { gotoUntilReady, launchChromium } from './support/browser.ts'

const repoRoot = join(import.meta.dir, '../..')
const dataDir = mkdtempSync(join(tmpdir(), 'energy-demo-'))
let base = ''
let server: Bun.Subprocess<'ignore', 'pipe', 'inherit'> | undefined
let browser: Browser

async function freePort() {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  const port = probe.port
  probe.stop(true)
  return port
}

beforeAll(async () => {
  // Build the drop-in script first: a stale bundle would otherwise be rebuilt by the server and by this
  // test at the same time, and the first page load would wait for both.
  await builtWidgetScript()
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = Bun.spawn(['bun', 'run', 'server/src/main.ts'], {
    cwd: repoRoot,
    stdin: 'ignore',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_BASE_URL: base, LOG_LEVEL: 'warn' },
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const reader = server.stdout.getReader()
  let out = ''
  while (!out.includes('embed refresh token')) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`bun start ended early:\n${out}`)
    out += new TextDecoder().decode(value)
  }
  reader.releaseLock()
  browser = await launchChromium()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  server?.kill('SIGTERM')
  await server?.exited
  rmSync(dataDir, { recursive: true, force: true })
})

describe('/demo after bun start', () => {
  test('serves the example page with this server, the dev-seed embed token and the demo partner’s IČO', async () => {
    const tokens = JSON.parse(readFileSync(join(dataDir, 'demo-tokens.json'), 'utf8')) as { embedToken: string }
    const response = await fetch(`${base}/demo`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const page = await response.text()
    expect(page).toContain(`<energy-calculator api-base="${base}" token="${tokens.embedToken}" ico="27082440" locale="cs">`)
    expect(page).toContain('<script src="/demo/energy-calculator.js"')

    const script = await fetch(`${base}/demo/energy-calculator.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toBe(readFileSync(await builtWidgetScript(), 'utf8'))
  }, 120_000)

  test('the page works in Chromium with no console error: reference data loads and the preview shows a saving', async () => {
    const page = await browser.newPage()
    // The element's fetch sends a Request whose body DevTools does not expose: record it in the page.
    await page.addInitScript(() => {
      const sent: string[] = []
      const original = window.fetch.bind(window)
      Object.assign(window, { __previewBodies: sent })
      const recording = async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init)
        if (request.method === 'POST' && request.url.endsWith('/studies/preview')) sent.push(await request.clone().text())
        return original(request)
      }
      window.fetch = recording as typeof fetch
    })
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await gotoUntilReady(page, `${base}/demo`)
    const element = page.locator('energy-calculator')
    await element.getByRole('button', { name: 'Pokračovat bez vyúčtování' }).click()
    await page.waitForFunction(() => /Kč$/.test(document.querySelector('energy-calculator')!.shadowRoot!.querySelector('[data-testid=yearly-saving]')?.textContent ?? ''), undefined, {
      timeout: 60_000,
    })
    // Fees are the server's price lists for each day of the period: the page sends the breaker by its
    // code and no fee figure it looked up (those would replace the price lists for the whole period).
    const previews = await page.evaluate(() => (window as unknown as { __previewBodies: string[] }).__previewBodies)
    expect(previews.length).toBeGreaterThan(0)
    const distribution = (JSON.parse(previews.at(-1)!) as { distribution: Record<string, unknown> }).distribution
    expect(distribution.circuitBreaker).toBe('3X25A')
    for (const fee of ['distributorFeeHighPerMWh', 'distributorFeeLowPerMWh', 'renewableEnergyFeePerMWh', 'systemServicesFeePerMWh', 'circuitBreakerMonthlyFee']) {
      expect(distribution).not.toHaveProperty(fee)
    }
    expect(consoleErrors).toEqual([])
    expect(requested).not.toContain('/favicon.ico')
    await page.close()
  }, 120_000)
})
