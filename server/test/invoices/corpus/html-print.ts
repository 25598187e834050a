/**
 * The third PDF producer: HTML printed to PDF by Debian's Chromium (/usr/bin/chromium, driven by
 * playwright-core; never a downloaded browser), as billing systems that render bills from HTML do.
 * One browser and one page serve every bill of a generation; close() ends the browser process.
 */
import { existsSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export class HtmlPrinter {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  /** Launches Chromium; fails loudly where it is missing (CI installs it), never downloads one. */
  static async launch(): Promise<HtmlPrinter> {
    if (!existsSync(CHROMIUM)) throw new Error(`The HTML bills of the corpus need Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`)
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    })
    try {
      return new HtmlPrinter(browser, await browser.newPage())
    } catch (error) {
      await browser.close()
      throw error
    }
  }

  /** The page as an A4 PDF (the bill's own CSS sets margins, page breaks and repeated table headers). */
  async print(html: string): Promise<Uint8Array> {
    await this.page.setContent(html, { waitUntil: 'load' })
    return new Uint8Array(await this.page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }))
  }

  close(): Promise<void> {
    return this.browser.close()
  }
}
