import { Elysia } from 'elysia'
import type { AppServices } from '../../services.ts'
import { builtOnDemand } from '../../lib/built-on-demand.ts'
import { CONSOLE_INPUTS, CONSOLE_SCRIPT, buildConsole } from '../../../../console/src/build.ts'

const SCRIPT_PATH = '/console/console.js'

/** The console's script (console/dist/console.js), rebuilt with Bun.build in-process when its sources changed. */
export const builtConsoleScript = builtOnDemand(CONSOLE_SCRIPT, CONSOLE_INPUTS, async () => {
  await buildConsole()
})

/** The page: one element, one script from this origin (the default Content-Security-Policy applies). */
const PAGE = `<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Konzole partnera · Partner console</title>
<script type="module" src="${SCRIPT_PATH}"></script>
</head>
<body>
<console-app></console-app>
</body>
</html>
`

/** GET /console: the partner console, same origin as its API (in production too). */
export const consoleUiModule = (services: AppServices) => {
  const page = () => new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } })
  return new Elysia({ name: 'console-ui', seed: services.instanceId })
    .get('/console', page, { detail: { hide: true } })
    .get('/console/', page, { detail: { hide: true } })
    .get(SCRIPT_PATH, async () => new Response(Bun.file(await builtConsoleScript()), { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' } }), {
      detail: { hide: true },
    })
}
