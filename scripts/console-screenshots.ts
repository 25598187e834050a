/**
 * `bun scripts/console-screenshots.ts`: redraws the console screenshots of the README (docs/console/*.png) from
 * the real server and real Chromium: a partner with a few studies from its website (two of them leads), an owner
 * signed in, and each page as a partner's staff see it (Czech, 1280 × 800).
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium } from '../widget/test/support/browser.ts'
import { EMBED_ORIGIN, startTestServer } from '../server/test/support/harness.ts'
import { createStudy, studyRequest } from '../server/test/studies/support/studies.ts'
import { signedInUser } from '../server/test/console/support.ts'

const OUT = join(import.meta.dir, '..', 'docs', 'console')
const CUSTOMERS = [
  { name: 'Jana Dvořáková', email: 'jana.dvorakova@example.cz', phone: '+420 602 111 222', wantsContact: true, label: 'Rodinný dům – Říčany' },
  { name: 'Petr Svoboda', email: 'petr.svoboda@example.cz', phone: '+420 731 555 010', wantsContact: false, label: 'Chalupa Krkonoše' },
  { name: 'Eva Horáková', email: 'eva.horakova@example.cz', phone: '+420 608 900 321', wantsContact: true, label: 'Novostavba Brno-Líšeň' },
]
const PAGES: [file: string, hash: string, ready: string][] = [
  ['inbox.png', '#/inbox', 'Jana Dvořáková'],
  ['new-study.png', '#/new-study', 'Náhled'],
  ['tokens.png', '#/tokens', 'Tokeny'],
  ['branding.png', '#/branding', 'Logo'],
  ['team.png', '#/team', 'Tým'],
]

mkdirSync(OUT, { recursive: true })
const [server, browser] = await Promise.all([startTestServer(), launchChromium()])
try {
  const embed = await server.accessToken('embed')
  const ids: string[] = []
  for (const customer of CUSTOMERS) {
    const { label, ...recipient } = customer
    const study = studyRequest({ recipient })
    study.study = { ...study.study, label }
    ids.push((await createStudy(server, study, { token: embed, headers: { origin: EMBED_ORIGIN } })).id)
  }
  const { client } = await signedInUser(server, { email: 'jana.novakova@slunce.example' })
  const [name, value] = client.cookie!.split('=')
  const context = await browser.newContext({ locale: 'cs-CZ', viewport: { width: 1280, height: 800 } })
  await context.addCookies([{ name: name!, value: value!, url: server.baseUrl }])
  const page = await context.newPage()
  for (const [file, hash, ready] of [...PAGES, ['study.png', `#/study/${ids[0]}`, 'Jana Dvořáková'] as [string, string, string]]) {
    await page.goto(`${server.baseUrl}/console/${hash}`)
    await page.getByText(ready).first().waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: join(OUT, file), fullPage: false })
    console.log(`docs/console/${file}`)
  }
} finally {
  await browser.close()
  await server.stop()
}
