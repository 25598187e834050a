/** The interactive API reference at /docs: the Scalar UI from the installed package, served by this server (works offline). */
import { dirname, join } from 'node:path'

export const DOCS_SCRIPT_PATH = '/docs/assets/api-reference.js'
export const DOCS_INIT_PATH = '/docs/assets/init.js'

const FONT_HOST = /url\(https:\/\/fonts\.scalar\.com\/[\w-]+\.woff2\) format\("woff2"\)/g

/**
 * The pinned package's self-contained browser build (no CDN, no chunks to fetch). Its theme CSS names web fonts on
 * fonts.scalar.com even with `withDefaultFonts: false`; they become `local()` fonts, so the page asks no third party.
 */
export async function referenceScript(): Promise<string> {
  const file = join(dirname(Bun.resolveSync('@scalar/api-reference', import.meta.dir)), 'browser', 'standalone.js')
  return (await Bun.file(file).text()).replace(FONT_HOST, 'local("Inter")')
}

/**
 * Mounts the UI; a file of its own so that a `script-src 'self'` policy needs no inline script. Fonts, telemetry, the AI
 * agent, MCP and the developer toolbar would call or link third parties, so they are off.
 */
export const referenceInitScript = (specPath: string) => `Scalar.createApiReference('#api-reference', ${JSON.stringify({
  url: specPath,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  showToolbar: 'never',
})})
`

export const referencePage = (title: string, specPath: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
</head>
<body>
<noscript>
<p>The interactive reference needs JavaScript. Read the OpenAPI 3.1 document at <a href="${specPath}">${specPath}</a>
and the error types at <a href="/problems">/problems</a>.</p>
</noscript>
<div id="api-reference"></div>
<script src="${DOCS_SCRIPT_PATH}"></script>
<script src="${DOCS_INIT_PATH}"></script>
</body>
</html>
`
