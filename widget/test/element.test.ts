/**
 * <energy-calculator> details in Chromium against the real server: a refused token, English
 * labels, the HDO choice and Czech number entry.
 */
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import type { StudyPreviewRequest } from '@partner/energy-shared'
import { partnerService } from '../../server/src/modules/partners/service.ts'
import { openHostPage, settledSaving, useHostSite, type HostPage } from './support/browser.ts'

const suite = useHostSite()
const calculator = (host: HostPage) => host.page.locator('energy-calculator')
const shadowText = (page: Page, selector: string) =>
  page.evaluate((selector) => document.querySelector('energy-calculator')!.shadowRoot!.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null, selector)

/** The bodies of the preview calls the page has made (read in the page: the SDK sends a Request with a streamed body). */
const recordPreviews = async (page: Page) => {
  await page.evaluate(() => {
    const sent: unknown[] = []
    const original = window.fetch
    Object.assign(window, { __previews: sent })
    const recording = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (request.method === 'POST' && request.url.endsWith('/api/v1/studies/preview')) sent.push(await request.clone().json())
      return original(request)
    }
    Object.assign(window, { fetch: recording })
  })
  return () => page.evaluate(() => (window as unknown as { __previews: StudyPreviewRequest[] }).__previews)
}

describe('a refused embed token', () => {
  const open = async (token: string) => {
    const context = await suite.browser.newContext({ locale: 'cs-CZ' })
    const page = await context.newPage()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    await page.goto(`${suite.site.origin}/?locale=en&token=${encodeURIComponent(token)}`)
    await page.waitForFunction(() => document.querySelector('energy-calculator')?.shadowRoot?.querySelector('[role=alert]') !== null, undefined, { timeout: 30_000 })
    return { page, consoleErrors }
  }

  test('an origin the token is not issued for: the homeowner reads a neutral sentence, the site owner the origin to register', async () => {
    const other = await partnerService(suite.server.services.em()).issueToken({ partnerId: suite.server.partnerId, kind: 'embed', origins: ['https://elsewhere.example'] })
    const { page, consoleErrors } = await open(other.secret)
    const alert = await shadowText(page, '[role=alert]')
    expect(alert).toBe('The calculator is not available on this site right now. Please try again later or contact the site owner directly.')
    expect(alert).not.toContain('reach the server')
    // Trying again cannot help: no retry button.
    expect(await page.locator('energy-calculator [role=alert] button').count()).toBe(0)
    const hint = consoleErrors.find((text) => text.startsWith('<energy-calculator>'))
    expect(hint).toContain(`Origin ${suite.site.origin} is not allowed for this embed token`)
    expect(hint).toContain(`Register this page's origin ${suite.site.origin}`)
    await page.context().close()
  }, 120_000)

  test('an unknown token: the same neutral sentence; the console names the token as the problem', async () => {
    const { page, consoleErrors } = await open('ens_emb_unknownTokenUnknownTokenUnknownToken00')
    expect(await shadowText(page, '[role=alert]')).toContain('The calculator is not available on this site right now.')
    expect(consoleErrors.find((text) => text.startsWith('<energy-calculator>'))).toContain('Unknown, revoked or expired refresh token')
    await page.context().close()
  }, 120_000)
})

describe('English', () => {
  test('rates, breakers and HDO regions are in English; a skipped bill step reads as skipped; the HDO command is asked', async () => {
    const host = await openHostPage(suite.browser, suite.site, { locale: 'en' })
    const { page } = host
    const element = calculator(host)
    const previews = await recordPreviews(page)
    await element.getByRole('button', { name: 'Continue without a bill' }).click()
    await settledSaving(page)
    expect(await shadowText(page, 'ol.steps li:first-child')).toBe('1 Your bill (skipped)')

    await element.locator('#distributionRate').selectOption('D25d')
    await element.locator('#lowTariffCommand').waitFor()
    const czech = /[áčďéěíňóřšťúůýž]|\b(nad|do|nebo|sazba)\b/i
    const options = async (id: string) => element.locator(`#${id} option`).allTextContents()
    for (const label of [...(await options('distributionRate')), ...(await options('circuitBreaker')), ...(await options('lowTariffRegion'))]) {
      expect(label).not.toMatch(czech)
    }
    expect(await options('lowTariffRegion')).toEqual(['Not sure – offer the commands of every region', 'West', 'North', 'Central', 'East', 'Moravia'])
    // Nothing chosen for the customer: the region is "not sure", the command waits for a choice and the preview says so.
    expect(await element.locator('#lowTariffRegion').inputValue()).toBe('')
    expect(await element.locator('#lowTariffCommand').inputValue()).toBe('')
    await page.waitForFunction(() => /HDO command/.test(document.querySelector('energy-calculator')!.shadowRoot!.querySelector('aside.preview .hint')?.textContent ?? ''))
    const sentBefore = (await previews()).length

    // The list of every region is on screen until the region's own arrives: pick from the region's answer, once shown.
    const regionCommands = page.waitForResponse((response) => /\/commands\?(.*&)?region=vychod\b/.test(response.url()))
    await element.locator('#lowTariffRegion').selectOption('vychod')
    const command = ((await (await regionCommands).json()) as string[])[0]!
    await page.waitForFunction(
      (value) => [...document.querySelector('energy-calculator')!.shadowRoot!.querySelectorAll<HTMLOptionElement>('#lowTariffCommand option')].some((o) => o.value === value),
      command,
    )
    await element.locator('#lowTariffCommand').selectOption(command)
    await settledSaving(page)
    expect((await previews()).slice(sentBefore).at(-1)?.distribution).toMatchObject({ distributionRate: 'D25d', lowTariffRegion: 'vychod', lowTariffCommand: command })
    // No Czech word anywhere on the form but the distributor's own name.
    const text = await page.evaluate(() => {
      const root = document.querySelector('energy-calculator')!.shadowRoot!
      const clone = root.querySelector('.card')!.cloneNode(true) as HTMLElement
      clone.querySelector('#distributor')?.remove()
      return clone.textContent ?? ''
    })
    expect(text).not.toMatch(/[áčďéěíňóřšťúůýž]/i)
    await host.page.context().close()
  }, 180_000)
})

describe('Czech numbers', () => {
  test('12 632 and 3 533,94 are typed and shown the Czech way and sent as numbers', async () => {
    const host = await openHostPage(suite.browser, suite.site, { locale: 'cs' })
    const { page } = host
    const element = calculator(host)
    const previews = await recordPreviews(page)
    await element.getByRole('button', { name: 'Pokračovat bez vyúčtování' }).click()
    await settledSaving(page)
    // The starting values are already written the Czech way, in text inputs for decimal entry.
    expect(await element.locator('#yearlyConsumptionKWh').inputValue()).toBe('3\u00a0500')
    expect(await element.locator('#yearlyConsumptionKWh').getAttribute('type')).toBe('text')
    expect(await element.locator('#yearlyConsumptionKWh').getAttribute('inputmode')).toBe('decimal')

    await element.locator('#yearlyConsumptionKWh').fill('12 632')
    await element.locator('input[name=buyingType][value=FIX]').check()
    await element.locator('#buyingFee').fill('3 533,94')
    await element.locator('#totalKWp').fill('7,5')
    await element.locator('#totalKWp').blur()
    await settledSaving(page)
    expect(await element.locator('#yearlyConsumptionKWh').inputValue()).toBe('12\u00a0632')
    expect(await element.locator('#buyingFee').inputValue()).toBe('3\u00a0533,94')
    expect(await element.locator('#totalKWp').inputValue()).toBe('7,5')
    const last = (await previews()).at(-1)!
    expect(last.yearlyConsumptionKWh).toBe(12632)
    expect(last.totalKWp).toBe(7.5)
    expect(last.electricityBuyingSettings).toMatchObject({ buyingType: 'FIX', fee: 3533.94 })

    // Text that is not a number stays as typed and counts as missing.
    await element.locator('#totalKWp').fill('sedm')
    await element.locator('#totalKWp').blur()
    await page.waitForFunction(() => /Výkon elektrárny/.test(document.querySelector('energy-calculator')!.shadowRoot!.querySelector('aside.preview .hint')?.textContent ?? ''))
    expect(await element.locator('#totalKWp').inputValue()).toBe('sedm')
    await host.page.context().close()
  }, 180_000)
})

describe('the roof’s PSČ', () => {
  test('typed, it is sent in study.address and the place the server found is shown under it', async () => {
    const host = await openHostPage(suite.browser, suite.site, { locale: 'cs' })
    const { page } = host
    const element = calculator(host)
    const previews = await recordPreviews(page)
    await element.getByRole('button', { name: 'Pokračovat bez vyúčtování' }).click()
    await settledSaving(page)
    await element.locator('#postcode').fill('70200')
    await element.locator('#postcode').blur()
    await page.waitForFunction(() => /Místo: Ostrava \(PSČ 702 00\)/.test(document.querySelector('energy-calculator')!.shadowRoot!.querySelector('#postcode-hint')?.textContent ?? ''))
    expect((await previews()).at(-1)?.study).toEqual({ address: '702 00' })
    await host.page.context().close()
  }, 180_000)
})

describe('a study without PV', () => {
  test('0 kWp previews the bill as it is: 0 Kč, no payback and no note on its price, no NaN; 0,001 kWp is refused at its field', async () => {
    const host = await openHostPage(suite.browser, suite.site, { locale: 'cs' })
    const { page } = host
    const element = calculator(host)
    await element.getByRole('button', { name: 'Pokračovat bez vyúčtování' }).click()
    await settledSaving(page)
    const before = await shadowText(page, '[data-testid=yearly-saving]')

    await element.locator('#totalKWp').fill('0')
    await element.locator('#totalKWp').blur()
    await page.waitForFunction(
      (before) => document.querySelector('energy-calculator')!.shadowRoot!.querySelector('[data-testid=yearly-saving]')!.textContent !== before,
      before,
      { timeout: 60_000 },
    )
    expect(await settledSaving(page)).toBe('0\u00a0Kč')
    expect(await shadowText(page, '[data-testid=payback]')).toBe('nevychází')
    const panel = (await shadowText(page, 'aside.preview')) ?? ''
    expect(panel).toContain('0 %')
    expect(panel).not.toMatch(/NaN|Infinity|undefined/)
    expect(panel).not.toContain('Návratnost z typové ceny instalace')
    expect(await element.locator('#preview-chart').getAttribute('aria-label')).toContain('Výroba celkem 0 kWh')

    await element.locator('#totalKWp').fill('0,001')
    await element.locator('#totalKWp').blur()
    const kwpError = element.locator('#totalKWp-error')
    await kwpError.waitFor({ timeout: 60_000 })
    expect(await kwpError.textContent()).toContain('0.01')
    expect(await element.locator('#totalKWp').getAttribute('aria-invalid')).toBe('true')
    await host.page.context().close()
  }, 180_000)
})
