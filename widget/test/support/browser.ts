/**
 * Real Chromium (Debian's /usr/bin/chromium, driven by playwright-core; never a downloaded browser)
 * showing the partner example page against the real server.
 */
import { afterAll, beforeAll } from 'bun:test'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { startTestServer, type TestServer } from '../../../server/test/support/harness.ts'
import { partnerService } from '../../../server/src/modules/partners/service.ts'
import { builtWidgetScript, demoPage } from '../../../server/src/modules/demo/service.ts'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const ARTIFACTS = resolve(import.meta.dir, '../../../.test-artifacts/widget')
const AXE_SCRIPT = resolve(import.meta.dir, '../../../node_modules/axe-core/axe.min.js')

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })

export interface HostPage {
  page: Page
  /** Events the element dispatched, in order (they bubble out of the shadow DOM to the document). */
  events(): Promise<{ name: string; detail: unknown }[]>
  /** Saves a full-page screenshot under .test-artifacts/widget/. */
  screenshot(name: string): Promise<void>
}

export interface HostSite {
  /** The partner site's origin, registered on its own embed token. */
  origin: string
  stop(): void
}

/**
 * The partner's web site: examples/embed/index.html with the built drop-in script, served from its
 * own loopback origin (a page the browser fetched from loopback may call the loopback API; Chromium
 * refuses that to pages of unknown address space) with an embed token issued for that origin.
 */
export async function startHostSite(server: TestServer): Promise<HostSite> {
  const script = Bun.file(await builtWidgetScript())
  let page = ''
  const site = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch(request) {
      const url = new URL(request.url)
      if (url.pathname === '/energy-calculator.js') return new Response(script, { headers: { 'content-type': 'text/javascript' } })
      const locale = url.searchParams.get('locale') === 'en' ? 'en' : 'cs'
      // ?token= puts another embed token on the page (a refused one, in the tests of refusals).
      const token = url.searchParams.get('token')
      const html = page.replace('locale="cs">', `locale="${locale}">`).replace(/ token="[^"]*"/, (own) => (token ? ` token="${token.replace(/[^\w-]/g, '')}"` : own))
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    },
  })
  const origin = `http://127.0.0.1:${site.port}`
  const embed = await partnerService(server.services.em()).issueToken({ partnerId: server.partnerId, kind: 'embed', origins: [origin], label: 'widget e2e' })
  page = demoPage({ apiBase: server.baseUrl, token: embed.secret, ico: server.partnerIco, scriptUrl: '/energy-calculator.js' })
  return { origin, stop: () => void site.stop(true) }
}

export interface HostSuite {
  readonly server: TestServer
  readonly site: HostSite
  readonly browser: Browser
}

/** A test file's real server, partner site and Chromium: started before its tests, stopped after them. */
export function useHostSite(): HostSuite {
  const suite = {} as { server: TestServer; site: HostSite; browser: Browser }
  beforeAll(async () => {
    ;[suite.server, suite.browser] = await Promise.all([startTestServer(), launchChromium()])
    suite.site = await startHostSite(suite.server)
  }, 120_000)
  afterAll(async () => {
    await suite.browser?.close()
    suite.site?.stop()
    await suite.server?.stop()
  })
  return suite
}

/** Waits until the preview panel shows a settled result and returns the headline text. */
export async function settledSaving(page: Page): Promise<string> {
  await page.waitForFunction(
    () => {
      const root = document.querySelector('energy-calculator')!.shadowRoot!
      const aside = root.querySelector('aside.preview')
      const saving = root.querySelector('[data-testid=yearly-saving]')
      return aside?.getAttribute('aria-busy') === 'false' && saving !== null && saving.textContent !== '–'
    },
    undefined,
    { timeout: 60_000 },
  )
  return (await page.locator('energy-calculator').getByTestId('yearly-saving').textContent()) ?? ''
}

/** Opens the host site's page in a fresh browser context, once the calculator has loaded its reference data. */
export async function openHostPage(browser: Browser, site: HostSite, options: { locale: 'cs' | 'en'; width?: number }): Promise<HostPage> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1100, height: 900 }, locale: options.locale === 'cs' ? 'cs-CZ' : 'en-GB' })
  const page = await context.newPage()
  await page.addInitScript(() => {
    const seen: { name: string; detail: unknown }[] = []
    Object.assign(window, { __calculatorEvents: seen })
    for (const name of ['energy-calculator:step', 'energy-calculator:study-created', 'energy-calculator:error']) {
      document.addEventListener(name, (event) => seen.push({ name, detail: (event as CustomEvent).detail }))
    }
  })
  await gotoUntilReady(page, `${site.origin}/?locale=${options.locale}`)
  mkdirSync(ARTIFACTS, { recursive: true })
  return {
    page,
    events: () => page.evaluate(() => (window as unknown as { __calculatorEvents: { name: string; detail: unknown }[] }).__calculatorEvents),
    screenshot: async (name) => {
      await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true })
    },
  }
}

/**
 * Opens a page with the calculator and waits for its `ready` attribute (reference data loaded);
 * on failure the error names what the customer saw and which responses failed.
 */
export async function gotoUntilReady(page: Page, url: string): Promise<void> {
  const failures: string[] = []
  page.on('pageerror', (error) => failures.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.request().method()} ${response.url()} → ${response.status()}`)
  })
  await page.goto(url)
  await page.waitForSelector('energy-calculator[ready]', { timeout: 30_000 }).catch(async (error: Error) => {
    const shown = await page.evaluate(() => document.querySelector('energy-calculator')?.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '')
    throw new Error(`${error.message}\nshown: ${shown}\nfailed: ${failures.join('; ')}`)
  })
  if (failures.length > 0) throw new Error(`page failures: ${failures.join('; ')}`)
}

/** Whether the focused element (looking into shadow roots) matches a selector. */
export const focusedMatches = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate((selector) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active?.matches(selector) ?? false
  }, selector)

/** Presses Tab until the focused element matches `selector`: the keyboard-only way to reach a control. */
export async function tabTo(page: Page, selector: string, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await focusedMatches(page, selector)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown; failureSummary?: string }[]
}

/** axe-core over the element (shadow DOM included): the serious and critical violations. `selector`: another element (the console's app). */
export async function seriousAxeViolations(page: Page, selector = 'energy-calculator'): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT })
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document.querySelector(selector)!, { resultTypes: ['violations'] })
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) }))
  }, selector)
}
