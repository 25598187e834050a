/** /docs in real Chromium with every request outside the test server refused: the reference renders from this server alone. */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { Browser, BrowserContext } from 'playwright-core'
import { launchChromium } from '../../../widget/test/support/browser.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'

let srv: TestServer
let browser: Browser
beforeAll(async () => {
  ;[srv, browser] = await Promise.all([startTestServer(), launchChromium()])
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await srv?.stop()
})

/** A context that may reach only the test server; returns the URLs it refused. */
async function offlineContext(options: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; refused: string[] }> {
  const context = await browser.newContext(options)
  const refused: string[] = []
  await context.route('**/*', async (route) => {
    const url = route.request().url()
    if (url.startsWith('data:')) return route.continue()
    if (!url.startsWith(`${srv.baseUrl}/`)) {
      refused.push(url)
      return route.abort('internetdisconnected')
    }
    return route.continue()
  })
  return { context, refused }
}

test('the reference UI renders every tag and the operations offline, under a script-src self policy, asking no third party', async () => {
  const { context, refused } = await offlineContext()
  const page = await context.newPage()
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  const response = await page.goto(`${srv.baseUrl}/docs`)
  // The page's own policy allows scripts from this server only (no inline script).
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';")
  await page.getByText('Exchange a refresh token for a JWT access token').first().waitFor({ timeout: 60_000 })
  const text = await page.locator('body').innerText()
  for (const heading of ['Partner API', 'Authentication', 'Reference', 'Studies', 'Invoices']) expect(text).toContain(heading)
  // The developer toolbar (hosting offers on a third party) is off.
  expect(text).not.toContain('Deploy')
  // A collapsed group opens on click and lists its operations.
  await page.getByRole('button', { name: 'Open Group - Studies' }).first().click()
  await page.getByText('Create a savings study').first().waitFor({ timeout: 30_000 })
  for (const summary of ['List the partner', 'Open the study PDF']) await page.getByText(summary).first().waitFor({ timeout: 30_000 })
  expect(violations).toEqual([])
  expect(refused).toEqual([])
  await context.close()
}, 90_000)

test('without JavaScript the page links the OpenAPI document', async () => {
  const { context } = await offlineContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${srv.baseUrl}/docs`)
  const link = page.getByRole('link', { name: '/openapi.json' })
  expect(await link.getAttribute('href')).toBe('/openapi.json')
  await context.close()
}, 60_000)
