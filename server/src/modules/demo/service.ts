import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { builtOnDemand } from '../../lib/built-on-demand.ts'

const ROOT = resolve(import.meta.dir, '../../../..')
const WIDGET_DIR = join(ROOT, 'widget')
/** The drop-in IIFE script that `bun run --cwd widget build` (tsup) writes. */
export const WIDGET_SCRIPT = join(WIDGET_DIR, 'dist', 'energy-calculator.js')
const EXAMPLE_PAGE = join(ROOT, 'examples', 'embed', 'index.html')
/** What the script is built from: a change in any of these makes the served script stale. */
const WIDGET_INPUTS = [join(WIDGET_DIR, 'src'), join(ROOT, 'sdk', 'src'), join(WIDGET_DIR, 'tsup.config.ts'), join(WIDGET_DIR, 'tsconfig.build.json')]

/**
 * The path of the widget's IIFE script, built first when it is missing or older than its sources,
 * so that `bun start` then /demo works on a fresh checkout. Concurrent callers share one build.
 */
export const builtWidgetScript = builtOnDemand(WIDGET_SCRIPT, WIDGET_INPUTS, async () => {
  const build = Bun.spawn([process.execPath, 'x', 'tsup'], { cwd: WIDGET_DIR, env: { ...process.env, WIDGET_BUILD: 'script' }, stdout: 'pipe', stderr: 'pipe' })
  if ((await build.exited) !== 0) throw new Error(`widget build failed: ${await new Response(build.stderr).text()}`)
})

export interface EmbedSettings {
  apiBase: string
  token: string
  ico: string | null
  scriptUrl: string
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The partner example page with this server's address, an embed token and the served script filled in. */
export const demoPage = (settings: EmbedSettings): string => {
  const page = readFileSync(EXAMPLE_PAGE, 'utf8')
  return page
    .replace(/<script src="[^"]*energy-calculator\.js"/, `<script src="${escapeAttribute(settings.scriptUrl)}"`)
    .replace(/<energy-calculator [^>]*>/, () => {
      const ico = settings.ico ? ` ico="${escapeAttribute(settings.ico)}"` : ''
      return `<energy-calculator api-base="${escapeAttribute(settings.apiBase)}" token="${escapeAttribute(settings.token)}"${ico} locale="cs">`
    })
}
