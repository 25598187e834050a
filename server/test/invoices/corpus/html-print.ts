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

  private queue: Promise<unknown> = Promise.resolve()

  /**
   * The page as an A4 PDF (the bill's own CSS sets margins, page breaks and repeated table headers). Calls
   * made at the same time wait their turn, since one page prints them all. With `stamp` (an ISO date-time)
   * the creation and modification dates are that instant instead of now, so the same bill gives the same bytes.
   */
  print(html: string, stamp?: string): Promise<Uint8Array> {
    const job = this.queue.then(async () => {
      await this.page.setContent(html, { waitUntil: 'load' })
      const pdf = new Uint8Array(await this.page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }))
      return stamp ? stamped(pdf, stamp) : pdf
    })
    this.queue = job.catch(() => undefined)
    return job
  }

  close(): Promise<void> {
    return this.browser.close()
  }
}

/** The PDF with its /CreationDate and /ModDate set to `iso` (same length, so the cross-reference offsets hold). */
function stamped(pdf: Uint8Array, iso: string): Uint8Array {
  const date = `D:${iso.replace(/[-:T]/g, '').slice(0, 14)}+00'00'`
  const text = Buffer.from(pdf).toString('latin1')
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:\d{14}[+\-Z][^)]*\)/g, (match, key: string) => {
    const replaced = `/${key} (${date})`
    return replaced.length === match.length ? replaced : match
  })
  return new Uint8Array(Buffer.from(fixed, 'latin1'))
}
