/**
 * The console in real Chromium against the real server: an invitation from the outbox, a password, sign-in,
 * an embed study as a lead in the inbox, its status, the CSV, a study for a customer, a token, and axe-core on
 * every page.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { gotoUntilReady, launchChromium, seriousAxeViolations, tabTo } from '../../widget/test/support/browser.ts'
import { builtWidgetScript, demoPage } from '../../server/src/modules/demo/service.ts'
import { createCanvas } from '@napi-rs/canvas'
import { EMBED_ORIGIN, startTestServer, type TestServer } from '../../server/test/support/harness.ts'
import { apiGet, createStudy, openBrokerLink, studyRequest } from '../../server/test/studies/support/studies.ts'
import { PASSWORD, parseCsv } from '../../server/test/console/support.ts'
import { runAdmin } from '../../server/src/cli/admin.ts'

setDefaultTimeout(90_000)

let server: TestServer
let browser: Browser
let context: BrowserContext
let page: Page
const OWNER = 'majitel@slunce.example'
const failures: string[] = []

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startTestServer(), launchChromium()])
  // axe-core is injected as a script tag: the page's own CSP (script-src 'self') is bypassed for that only.
  context = await browser.newContext({ locale: 'cs-CZ', acceptDownloads: true, bypassCSP: true, viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => failures.push(error.message))
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function expectAccessible(name: string) {
  const violations = await seriousAxeViolations(page, 'console-app')
  expect({ page: name, violations }).toEqual({ page: name, violations: [] })
}

/** The invitation link from the .eml the outbox holds for the address. */
async function invitationFromOutbox(email: string): Promise<string> {
  const dir = join(server.services.config.dataDir, 'outbox')
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort().reverse()) {
    const mail = await simpleParser(await readFile(join(dir, name)))
    if (JSON.stringify(mail.to).includes(email)) return /(http\S+#\/invite\/[A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!
  }
  throw new Error(`no invitation for ${email} in the outbox`)
}

describe('the partner console in Chromium', () => {
  let leadId: string

  test('an invitation from the outbox sets a password; keyboard-only sign-in opens the inbox with the embed lead', async () => {
    await runAdmin(['user', 'invite', '--partner', server.partnerIco, '--email', OWNER, '--role', 'owner'], server.services.db, undefined, 900, server.services.config)
    const link = await invitationFromOutbox(OWNER)
    expect(link).toStartWith(`${server.baseUrl}/console/#/invite/`)
    const embed = await server.accessToken('embed')
    leadId = (
      await createStudy(server, studyRequest({ recipient: { email: 'jana@example.cz', name: 'Jana Dvořáková', phone: '+420 602 111 222', wantsContact: true } }), {
        token: embed,
        headers: { origin: EMBED_ORIGIN },
      })
    ).id

    await page.goto(link)
    await page.getByRole('heading', { name: 'Vítejte – nastavte si heslo' }).waitFor()
    await expectAccessible('invite')
    await page.getByLabel('Heslo (nejméně 10 znaků)').fill(PASSWORD)
    await page.getByLabel('Heslo znovu').fill(PASSWORD)
    await page.getByRole('button', { name: 'Uložit heslo' }).click()
    await page.getByText('Heslo je uložené').waitFor()
    await page.getByRole('link', { name: 'Přihlásit' }).click()

    await page.getByRole('heading', { name: 'Přihlášení' }).waitFor()
    await expectAccessible('sign-in')
    await tabTo(page, 'input#email')
    await page.keyboard.type(OWNER)
    await page.keyboard.press('Tab')
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Zájemci a studie' }).waitFor()
    const row = page.locator(`tr[data-study="${leadId}"]`)
    await row.waitFor()
    expect(await row.textContent()).toContain('Jana Dvořáková')
    expect(await row.locator('.lead-badge').textContent()).toBe('Zájemce')
    await expectAccessible('inbox')
  })

  test('the lead status changes from the keyboard and the filtered CSV downloads', async () => {
    await tabTo(page, 'select[aria-label="Změnit stav: Jana Dvořáková"]')
    const saved = page.waitForResponse((response) => response.url().endsWith(`/studies/${leadId}/lead`) && response.request().method() === 'PUT')
    // From "new" one step down the list: "contacted".
    await page.keyboard.press('ArrowDown')
    expect((await saved).status()).toBe(200)
    const [row] = await server.services.em().execute<{ status: string; changed_by_email: string }[]>('select status, changed_by_email from study_lead where study_id = ?', [leadId])
    expect(row).toEqual({ status: 'contacted', changed_by_email: OWNER })

    await page.getByLabel('Jen zájemci o kontakt').check()
    const filtered = page.waitForResponse((response) => response.url().includes('/console/studies?wantsContact=true'))
    await page.getByRole('button', { name: 'Filtrovat' }).click()
    await filtered
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Stáhnout CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^studies-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = new Uint8Array(await readFile((await download.path())!))
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes.subarray(3)))
    expect(rows).toHaveLength(1)
    const record = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]))
    expect(record).toMatchObject({ id: leadId, recipientName: 'Jana Dvořáková', leadStatus: 'contacted', wantsContact: 'true' })
  })

  test('the study page shows the figures and the consent; a study made for a customer carries the adviser\u2019s id', async () => {
    await page.locator(`tr[data-study="${leadId}"] a`).click()
    await page.getByRole('heading', { name: 'Hlavní čísla' }).waitFor()
    await page.getByText('9.6 kWp').waitFor()
    await page.getByText('ano,').waitFor()
    await expectAccessible('study')

    await page.getByRole('link', { name: 'Nová studie' }).click()
    await page.getByRole('heading', { name: 'Nová studie pro zákazníka' }).waitFor()
    await expectAccessible('new study')
    // A customer's bill prefills the form (the server's invoice extraction and the shared invoice → study mapping).
    const bill = await readFile(join(import.meta.dir, '../../server/test/fixtures/invoices/cez-001.pdf'))
    await page.getByLabel('Vyúčtování zákazníka (PDF) – předvyplní formulář').setInputFiles({ name: 'vyuctovani.pdf', mimeType: 'application/pdf', buffer: bill })
    await page.getByTestId('bill-prefilled').waitFor()
    expect(await page.getByLabel('Distribuční sazba').inputValue()).toBe('D26d')
    expect(await page.getByLabel('Cena silové elektřiny (Kč/MWh bez DPH)').inputValue()).toBe('3533.94')
    expect(await page.getByLabel('Jméno').inputValue()).toBe('Jana Novák')
    await expectAccessible('new study, prefilled')
    // The bill does not tell the two-tariff rate's HDO command: the adviser asks the customer.
    await page.getByLabel('Povel HDO (u dvoutarifu)').fill('AKU8V2')
    // The live preview follows the inputs.
    await page.getByLabel('Výkon FVE (kWp)').fill('6')
    await page.getByTestId('preview-saving').waitFor()
    expect(await page.getByTestId('preview-saving').textContent()).toMatch(/\d.*Kč/)
    await page.getByLabel('Jméno').fill('Karel Zákazník')
    await page.getByLabel('E-mail', { exact: true }).fill('karel@example.cz')
    const created = page.waitForResponse((response) => response.url().endsWith('/api/v1/console/studies') && response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Vytvořit studii' }).click()
    const answer = await created
    expect(answer.status()).toBe(200)
    const { id } = (await answer.json()) as { id: string }
    await page.getByText('Studie vytvořena.').waitFor()
    const [owner] = await server.services.em().execute<{ id: string }[]>('select id from console_user where email = ?', [OWNER])
    const study = (await (await apiGet(server, `/api/v1/studies/${id}`, await server.accessToken('api'))).json()) as { userId: string; emailStatus: string }
    expect(study).toMatchObject({ userId: owner!.id, emailStatus: 'disabled' })
  })

  test('an embed token issued in the console works on its website until it is revoked there; an uploaded logo is on the next PDF', async () => {
    let pageHtml = ''
    const script = Bun.file(await builtWidgetScript())
    const site = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch: (request) =>
        new URL(request.url).pathname === '/energy-calculator.js'
          ? new Response(script, { headers: { 'content-type': 'text/javascript' } })
          : new Response(pageHtml, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    })
    const origin = `http://127.0.0.1:${site.port}`
    try {
      await page.getByRole('link', { name: 'Tokeny a weby' }).click()
      await page.getByLabel('Weby (origin)', { exact: true }).fill(origin)
      await page.getByLabel('Popis').fill('web e2e')
      await page.getByRole('button', { name: 'Vydat token' }).click()
      const secret = (await page.locator('pre[data-secret]').textContent())!.trim()
      pageHtml = demoPage({ apiBase: server.baseUrl, token: secret, ico: server.partnerIco, scriptUrl: '/energy-calculator.js' })
      const host = await browser.newPage()
      await gotoUntilReady(host, `${origin}/`)

      // Revoked in the console (with the access already issued): the element on the site no longer gets in.
      page.once('dialog', (dialog) => void dialog.accept())
      const row = page.locator('tr', { hasText: 'web e2e' })
      await row.getByLabel('i už vydané přístupy hned (po úniku)').check()
      const revoked = page.waitForResponse((response) => response.url().endsWith('/revoke'))
      await row.getByRole('button', { name: 'Zneplatnit' }).click()
      expect((await revoked).status()).toBe(200)
      const refused = host.waitForResponse((response) => response.url().endsWith('/api/v1/auth'))
      await host.reload()
      expect((await refused).status()).toBe(401)
      expect(await host.locator('energy-calculator[ready]').count()).toBe(0)
      await host.close()
    } finally {
      site.stop(true)
    }

    // The logo: uploaded as a file, it is on the cover of the next study's PDF (an image more, and its alpha mask).
    const imagesOfNextPdf = async () => {
      const study = await createStudy(server, studyRequest(), { token: await server.accessToken('api') })
      const { file } = await openBrokerLink(study.url)
      return (new TextDecoder('latin1').decode(await file!.arrayBuffer()).match(/\/Subtype\s*\/Image/g) ?? []).length
    }
    const before = await imagesOfNextPdf()
    await page.getByRole('link', { name: 'Vzhled a kontakty' }).click()
    const canvas = createCanvas(240, 80)
    const context2d = canvas.getContext('2d')
    context2d.fillStyle = '#0b4f9e'
    context2d.fillRect(0, 0, 240, 80)
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/branding/logo') && response.request().method() === 'PUT')
    await page.getByLabel('Logo (PNG nebo JPEG, nejvýše 512 kB a 2000 px)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: canvas.toBuffer('image/png') })
    expect((await uploaded).status()).toBe(200)
    await page.locator('branding-page .cover img').waitFor()
    expect(await imagesOfNextPdf()).toBeGreaterThan(before)
    // The accent colour: saved from the form, and the cover preview (the PDF's first page as PNG) redrawn with it.
    await page.getByLabel('Barva nadpisů a zvýraznění v PDF (#RRGGBB; prázdné = výchozí)').fill('#cc3366')
    const redrawn = page.waitForResponse((response) => response.url().includes('/branding/preview') && response.status() === 200)
    await page.getByRole('button', { name: 'Uložit kontakty' }).click()
    await page.getByText('Uloženo.').first().waitFor()
    expect((await redrawn).headers()['content-type']).toBe('image/png')
    const preview = page.getByTestId('cover-preview')
    await preview.waitFor()
    const drawn = () => preview.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)
    for (let i = 0; i < 100 && !(await drawn()); i++) await Bun.sleep(100)
    expect(await drawn()).toBe(true)
  })

  test('owners issue an embed token (secret and snippet shown once), and see branding, team and audit', async () => {
    await page.getByRole('link', { name: 'Tokeny a weby' }).click()
    await page.getByRole('heading', { name: 'Tokeny a weby' }).waitFor()
    await page.getByLabel('Weby (origin)', { exact: true }).fill('https://www.slunce.example')
    await page.getByRole('button', { name: 'Vydat token' }).click()
    const snippet = await page.locator('pre[data-snippet]').textContent()
    expect(snippet).toContain('<energy-calculator')
    expect(snippet).toContain(`ico="${server.partnerIco}"`)
    expect(await page.locator('pre[data-secret]').textContent()).toStartWith('ens_emb_')
    await expectAccessible('tokens')

    await page.getByRole('link', { name: 'Vzhled a kontakty' }).click()
    await page.getByRole('heading', { name: 'Takto se objeví na titulní straně PDF' }).waitFor()
    await expectAccessible('branding')
    await page.getByRole('link', { name: 'Tým' }).click()
    await page.getByRole('heading', { name: 'Tým' }).waitFor()
    await expectAccessible('team')
    await page.getByRole('link', { name: 'Záznam změn' }).click()
    await page.getByRole('heading', { name: 'Záznam změn' }).waitFor()
    await page
      .getByText('token.issued')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(async (error) => {
        throw new Error(`${error}: ${await page.evaluate(() => document.querySelector('console-app')?.shadowRoot?.querySelector('audit-page')?.shadowRoot?.textContent)}`)
      })
    await expectAccessible('audit')

    // English, and sign-out ends the session.
    await page.getByLabel('Jazyk').selectOption('en')
    await page.getByRole('heading', { name: 'Audit log' }).waitFor()
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(await page.evaluate(async () => (await fetch('/api/v1/console/me')).status)).toBe(401)
    expect(failures).toEqual([])
  })
})
