/** The interactive API reference at /docs: the Scalar UI from the installed package, served by this server (works offline). */
import { dirname, join } from 'node:path'

export const DOCS_SCRIPT_PATH = '/docs/assets/api-reference.js'
export const DOCS_INIT_PATH = '/docs/assets/init.js'

/** The pinned package's self-contained browser build (no CDN, no chunks to fetch). */
export const referenceScriptFile = () => join(dirname(Bun.resolveSync('@scalar/api-reference', import.meta.dir)), 'browser', 'standalone.js')

/**
 * Mounts the UI; a file of its own so that a `script-src 'self'` policy needs no inline script. Fonts, telemetry and the
 * AI agent would call third parties, so they are off.
 */
export const referenceInitScript = (specPath: string) => `Scalar.createApiReference('#api-reference', ${JSON.stringify({
  url: specPath,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  hideClientButton: false,
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
