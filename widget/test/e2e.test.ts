/**
 * <energy-calculator> end to end: the built drop-in script on the partner example page, in real
 * Chromium, against the real server (reference data, invoice extraction, preview, study creation).
 */
import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator } from 'playwright-core'
import type { Invoice, Study, StudyCreateResult } from '@partner/energy-shared'
import { numberText } from '../src/number-input.ts'
import { focusedMatches, openHostPage, seriousAxeViolations, settledSaving as settledSavingOn, tabTo, useHostSite, type HostPage } from './support/browser.ts'

const CORPUS = join(import.meta.dir, '../../server/test/fixtures/invoices')
/** A buy-direction two-tariff FIX bill of the invoice corpus, and what its extraction must say. */
const BILL = join(CORPUS, 'cez-001.pdf')
const expected = (JSON.parse(readFileSync(join(CORPUS, 'cez-001.expected.json'), 'utf8')) as { invoice: Invoice }).invoice

const suite = useHostSite()
const calculator = (host: HostPage) => host.page.locator('energy-calculator')
const settledSaving = (host: HostPage) => settledSavingOn(host.page)

const apiGet = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${suite.server.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${await suite.server.accessToken('api')}` } })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/** Numbers as the Czech form shows them (`3 533,94`). */
const czechNumber = numberText('cs-CZ')

const fieldError = (host: HostPage, id: string): Locator => calculator(host).locator(`#${id}-error`)

describe('<energy-calculator> in Chromium', () => {
  test('Czech: a bill upload prefills the form, the preview follows edits, the study is created and mailed', async () => {
    const host = await openHostPage(suite.browser, suite.site, { locale: 'cs' })
    const element = calculator(host)
    expect(await element.getByRole('heading', { level: 2 }).textContent()).toBe('Máte po ruce vyúčtování elektřiny?')
    await host.screenshot('cs-1-bill')

    await element.locator('#bill-file').setInputFiles(BILL)
    await element.getByRole('heading', { name: 'Vaše domácnost a elektrárna' }).waitFor({ timeout: 120_000 })
    // Focus moved to the new step's heading.
    expect(await focusedMatches(host.page, 'h2#household-heading')).toBe(true)
    expect(await element.getByRole('status').first().textContent()).toContain('Údaje z vyúčtování jsme doplnili')
    // The bill's values are in the form, each marked as read from the bill.
    const { distribution, buying } = expected
    expect(await element.locator('#distributor').inputValue()).toBe(distribution.distributorKey!)
    expect(await element.locator('#distributionRate').inputValue()).toBe(distribution.distributionRate!)
    expect(await element.locator('#circuitBreaker').inputValue()).toBe(distribution.breakerSizeCode!)
    expect(await element.locator('#yearlyConsumptionKWh').inputValue()).toBe(czechNumber.format(buying.yearlyConsumptionKwhEstimated!))
    expect(await element.locator('input[name=buyingType][value=FIX]').isChecked()).toBe(true)
    expect(czechNumber.parse(await element.locator('#buyingFee').inputValue())).toBe(buying.fixedBuyPriceCzkPerMwh!)
    expect(czechNumber.parse(await element.locator('#buyingFeeLowTariff').inputValue())).toBe(buying.fixedBuyPriceCzkPerMwhLowTariff!)
    expect(czechNumber.parse(await element.locator('#buyingMonthlyFee').inputValue())).toBe(buying.monthlyFeeCzk!)
    for (const id of ['distributor', 'distributionRate', 'circuitBreaker', 'yearlyConsumptionKWh', 'buyingFee']) {
      expect(await element.locator(`#${id}-prefill`).textContent()).toStartWith('Z vyúčtování')
    }
    expect(await element.locator('#distributor-prefill').textContent()).toMatch(/jistota \d+ %/)
    // A two-tariff rate and a bill that names no HDO command: the command is asked, not guessed.
    expect(await element.locator('#lowTariffCommand').inputValue()).toBe('')
    const command = (await element.locator('#lowTariffCommand option:not([disabled])').first().getAttribute('value'))!
    await element.locator('#lowTariffCommand').selectOption(command)
    // The extractor's warning is listed, politely.
    expect(await element.locator('.message.notice').textContent()).toContain('Kód odběrného místa (EAN) nemá platnou kontrolní číslici.')
    const first = await settledSaving(host)
    expect(first).toMatch(/^-?[\d\u00a0]+\u00a0Kč$/)
    expect(await element.getByTestId('payback').textContent()).toMatch(/^[\d,]+ (rok|roky|roku|let)$|^nevychází$/)
    expect(await element.locator('#preview-chart').getAttribute('aria-label')).toContain('Výroba celkem')
    await host.screenshot('cs-2-prefilled')

    await element.getByLabel('Výkon elektrárny (kWp)').fill('9')
    await element.getByLabel('Kapacita baterie (kWh)').fill('10')
    await host.page.waitForFunction(
      (before) => document.querySelector('energy-calculator')!.shadowRoot!.querySelector('[data-testid=yearly-saving]')!.textContent !== before,
      first,
      { timeout: 60_000 },
    )
    const second = await settledSaving(host)
    expect(second).not.toBe(first)
    await host.screenshot('cs-3-preview-updated')

    await element.getByRole('button', { name: 'Pokračovat k odeslání' }).click()
    expect(await focusedMatches(host.page, 'h2#contact-heading')).toBe(true)
    await element.getByLabel('E-mail').fill('jana.novakova@example.cz')
    await element.getByLabel('Jméno (nepovinné)').fill('Jana Nováková')
    await element.getByLabel('Souhlasím, aby mě kvůli nabídce kontaktoval poradce.').check()
    await host.screenshot('cs-4-contact')
    await element.getByRole('button', { name: 'Vytvořit a odeslat studii' }).click()

    await element.getByRole('heading', { name: 'Studie je hotová' }).waitFor({ timeout: 120_000 })
    await host.screenshot('cs-5-done')
    const events = await host.events()
    const created = events.find((e) => e.name === 'energy-calculator:study-created')?.detail as StudyCreateResult
    expect(created.url).toBe(`${suite.server.baseUrl}/api/v1/studies/${created.id}/pdf`)
    expect(await element.getByRole('link', { name: 'Otevřít studii (PDF)' }).getAttribute('href')).toBe(created.url)
    expect(await element.getByTestId('email-status').textContent()).toBe(
      created.emailSent ? 'Poslali jsme ji na jana.novakova@example.cz.' : 'E-mail se nepodařilo odeslat, studii si ale můžete stáhnout zde.',
    )
    expect(events.filter((e) => e.name === 'energy-calculator:step').map((e) => (e.detail as { step: string }).step)).toEqual(['bill', 'household', 'contact', 'done'])
    expect(events.filter((e) => e.name === 'energy-calculator:error')).toEqual([])

    const study = await apiGet<Study>(`/studies/${created.id}`)
    expect(study).toMatchObject({ recipientEmail: 'jana.novakova@example.cz', recipientName: 'Jana Nováková', wantsContact: true, origin: suite.site.origin })
    expect(study.input).toMatchObject({
      totalKWp: 9,
      battery: { batterySizeKwh: 10 },
      yearlyConsumptionKWh: buying.yearlyConsumptionKwhEstimated,
      distribution: { distributor: distribution.distributorKey, distributionRate: distribution.distributionRate },
      electricityBuyingSettings: { buyingType: 'FIX', fee: buying.fixedBuyPriceCzkPerMwh, feeLowTariff: buying.fixedBuyPriceCzkPerMwhLowTariff },
    })
    await host.page.context().close()
  }, 300_000)

  test('a document that is not an electricity bill is refused politely and the form stays available', async () => {
    const host = await openHostPage(suite.browser, suite.site, { locale: 'en' })
    const element = calculator(host)
    await element.locator('#bill-file').setInputFiles(join(CORPUS, 'reject-gas-bill.pdf'))
    const message = element.locator('#error-summary')
    await message.waitFor({ timeout: 120_000 })
    expect(await message.textContent()).toContain('This document does not look like an electricity bill. You can fill in the form yourself.')
    expect(await element.getByRole('heading', { level: 2 }).textContent()).toBe('Do you have your electricity bill at hand?')
    const error = (await host.events()).find((e) => e.name === 'energy-calculator:error')?.detail as { problem: { status: number } }
    expect(error.problem.status).toBe(422)
    await host.screenshot('en-4-not-a-bill')
    await element.getByRole('button', { name: 'Continue without a bill' }).click()
    expect(await settledSaving(host)).toMatch(/^-?CZK/)
    await host.page.context().close()
  }, 300_000)

  test('English, keyboard only: skip the bill, edit, send; focus follows the steps', async () => {
    const host = await openHostPage(suite.browser, suite.site, { locale: 'en' })
    const { page } = host
    const element = calculator(host)

    await tabTo(page, 'button.secondary')
    expect(await element.locator('button.secondary').textContent()).toContain('Continue without a bill')
    await page.keyboard.press('Enter')
    expect(await focusedMatches(page, 'h2#household-heading')).toBe(true)

    await tabTo(page, '#totalKWp')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('7.5')
    await tabTo(page, 'input[name=sellingType][value=SPOT]')
    await page.keyboard.press('ArrowRight')
    expect(await element.locator('input[name=sellingType][value=FIX]').isChecked()).toBe(true)
    await tabTo(page, '#sellingFee')
    await page.keyboard.type('1200')
    const saving = await settledSaving(host)
    expect(saving).toMatch(/^-?CZK[\u00a0 ][\d,]+$/)
    await host.screenshot('en-1-keyboard-form')

    await tabTo(page, '.actions button:not(.secondary)')
    await page.keyboard.press('Enter')
    expect(await focusedMatches(page, 'h2#contact-heading')).toBe(true)

    // Sending without an e-mail is refused in place, with the focus on the field.
    await tabTo(page, 'button[type=submit]')
    await page.keyboard.press('Enter')
    expect(await focusedMatches(page, '#email')).toBe(true)
    expect(await fieldError(host, 'email').textContent()).toBe('Enter the e-mail address we should send the study to.')
    expect(await element.locator('#email').getAttribute('aria-invalid')).toBe('true')
    await page.keyboard.type('petr@example.com')
    await tabTo(page, '#wantsContact')
    await page.keyboard.press('Space')
    await tabTo(page, 'button[type=submit]')
    await host.screenshot('en-2-keyboard-contact')
    await page.keyboard.press('Enter')

    await element.getByRole('heading', { name: 'Your study is ready' }).waitFor({ timeout: 120_000 })
    expect(await focusedMatches(page, 'h2#done-heading')).toBe(true)
    await host.screenshot('en-3-keyboard-done')
    const created = (await host.events()).find((e) => e.name === 'energy-calculator:study-created')?.detail as StudyCreateResult
    const study = await apiGet<Study>(`/studies/${created.id}`)
    expect(study).toMatchObject({ recipientEmail: 'petr@example.com', wantsContact: true })
    expect(study.input).toMatchObject({ totalKWp: 7.5, electricitySellingSettings: { sellingType: 'FIX', fee: 1200 } })
    await page.context().close()
  }, 300_000)

  test('API problems are shown in place: a period outside the data window names its bounds, a bad value its field', async () => {
    const host = await openHostPage(suite.browser, suite.site, { locale: 'cs' })
    const element = calculator(host)
    await element.getByRole('button', { name: 'Pokračovat bez vyúčtování' }).click()
    await settledSaving(host)

    await element.getByLabel('Období výpočtu').selectOption('custom')
    await element.getByLabel('Od', { exact: true }).fill('2010-01-01')
    await element.getByLabel('Do', { exact: true }).fill('2010-12-31')
    const periodError = fieldError(host, 'period')
    await periodError.waitFor({ timeout: 60_000 })
    const message = (await periodError.textContent()) ?? ''
    expect(message).toMatch(/^Pro toto období nemáme data\. Zvolte termín mezi \d{1,2}\. \d{1,2}\. \d{4} a \d{1,2}\. \d{1,2}\. \d{4}\.$/)
    expect(await element.locator('#error-summary').textContent()).toContain('Pro toto období nemáme data')
    expect(await element.locator('#period').getAttribute('aria-invalid')).toBe('true')
    const errorEvent = (await host.events()).find((e) => e.name === 'energy-calculator:error')?.detail as { problem: { status: number; allowedFrom: string } }
    expect(errorEvent.problem.status).toBe(400)
    expect(message).toContain(errorEvent.problem.allowedFrom.split('-').map(Number).reverse().join('. '))
    await host.screenshot('cs-6-period-error')

    await element.getByLabel('Období výpočtu').selectOption({ index: 0 })
    await periodError.waitFor({ state: 'detached' })
    await element.getByLabel('Výkon elektrárny (kWp)').fill('20000')
    const kwpError = fieldError(host, 'totalKWp')
    await kwpError.waitFor({ timeout: 60_000 })
    expect(await kwpError.textContent()).not.toContain('{')
    expect(await element.locator('#error-summary').textContent()).toContain('Výkon elektrárny (kWp)')
    expect(await element.locator('#totalKWp').getAttribute('aria-invalid')).toBe('true')
    await host.screenshot('cs-7-field-error')
    await host.page.context().close()
  }, 300_000)

  test('axe-core finds no serious or critical violation on any step, in Czech and in English', async () => {
    for (const locale of ['cs', 'en'] as const) {
      const host = await openHostPage(suite.browser, suite.site, { locale })
      const element = calculator(host)
      expect(await seriousAxeViolations(host.page)).toEqual([])
      await element.locator('.actions button.secondary').click()
      await settledSaving(host)
      await element.locator('details').first().evaluate((details) => ((details as HTMLDetailsElement).open = true))
      expect(await seriousAxeViolations(host.page)).toEqual([])
      await element.locator('.actions button:not(.secondary)').click()
      await element.locator('button[type=submit]').click()
      await element.locator('#email-error').waitFor()
      expect(await seriousAxeViolations(host.page)).toEqual([])
      await host.page.context().close()
    }
  }, 300_000)

  test('at 360 px wide nothing overflows the element', async () => {
    const host = await openHostPage(suite.browser, suite.site, { locale: 'cs', width: 360 })
    const element = calculator(host)
    await element.getByRole('button', { name: 'Pokračovat bez vyúčtování' }).click()
    await settledSaving(host)
    const overflow = await host.page.evaluate(() => {
      const element = document.querySelector('energy-calculator')!
      const box = element.getBoundingClientRect()
      return [...element.shadowRoot!.querySelectorAll('*')]
        .filter((node) => {
          const rect = node.getBoundingClientRect()
          return rect.width > 0 && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5)
        })
        .map((node) => node.tagName + (node.id ? `#${node.id}` : ''))
    })
    expect(overflow).toEqual([])
    await host.screenshot('cs-8-narrow-360')
    await host.page.context().close()
  }, 300_000)
})
