/**
 * `bun run bench:widget`: the drop-in script's size and how fast it makes the form usable.
 * - size: dist/energy-calculator.js (IIFE: Lit, the used chart.js parts, the SDK and ky) gzipped, goal ≤ 80 KB;
 * - time, in headless Chromium on a fresh browser context per run (no HTTP cache), from the start of
 *   the script's download to (a) the first rendered step and (b) the `ready` attribute: reference
 *   data loaded and the form interactive. Against a real server on loopback.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { builtWidgetScript } from '../server/src/modules/demo/service.ts'
import { startTestServer } from '../server/test/support/harness.ts'
import { launchChromium, startHostSite } from '../widget/test/support/browser.ts'

const RUNS = 15
const GOAL_KB = 80

// The package build (ESM + types, after the SDK's) for the ESM size; the drop-in script as /demo serves it.
const packageBuild = Bun.spawnSync(['bun', 'run', 'build'], { cwd: `${import.meta.dir}/../widget`, stdout: 'ignore', stderr: 'pipe' })
if (packageBuild.exitCode !== 0) throw new Error(`widget build failed: ${packageBuild.stderr.toString()}`)
const scriptPath = await builtWidgetScript()
const script = readFileSync(scriptPath)
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const gzipped = gzipSync(script, { level: 9 }).byteLength
const esm = readFileSync(scriptPath.replace(/energy-calculator\.js$/, 'energy-calculator.esm.js'))
console.log('Widget size')
console.log(`  IIFE energy-calculator.js: ${kb(script.byteLength)} KB minified, ${kb(gzipped)} KB gzip -9   (goal ≤ ${GOAL_KB} KB: ${gzipped <= GOAL_KB * 1024 ? 'met' : 'MISSED'})`)
console.log(`  ESM  energy-calculator.esm.js (lit, chart.js and the SDK external): ${kb(gzipSync(esm, { level: 9 }).byteLength)} KB gzip -9`)

const server = await startTestServer()
const site = await startHostSite(server)
const browser = await launchChromium()
try {
  const rendered: number[] = []
  const ready: number[] = []
  for (let run = 0; run < RUNS + 1; run++) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const marks: Record<string, number> = {}
      Object.assign(window, { __marks: marks })
      void customElements.whenDefined('energy-calculator').then(async () => {
        await (document.querySelector('energy-calculator') as unknown as { updateComplete: Promise<unknown> }).updateComplete
        marks.rendered = performance.now()
      })
      new MutationObserver(() => {
        if (document.querySelector('energy-calculator[ready]') && !marks.ready) marks.ready = performance.now()
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ready'] })
    })
    await page.goto(`${site.origin}/`)
    await page.waitForSelector('energy-calculator[ready]', { timeout: 30_000 })
    const timing = await page.evaluate(() => {
      const marks = (window as unknown as { __marks: Record<string, number> }).__marks
      const start = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/energy-calculator.js'))!.startTime
      return { rendered: marks.rendered! - start, ready: marks.ready! - start }
    })
    await context.close()
    if (run === 0) continue // warm-up: server caches, Chromium's first process start
    rendered.push(timing.rendered)
    ready.push(timing.ready)
  }
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0)
    return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${sorted[0]!.toFixed(0)} ms`
  }
  console.log(`\nScript download start → usable, headless Chromium, fresh context per run (${RUNS} runs after a warm-up)`)
  console.log(`  first step rendered (bill upload usable):        ${stats(rendered)}`)
  console.log(`  reference data loaded, form interactive [ready]: ${stats(ready)}`)
} finally {
  await browser.close()
  site.stop()
  await server.stop()
}
