import { Elysia } from 'elysia'
import type { AppServices } from '../../services.ts'
import { Partner } from '../partners/entities.ts'
import { notFound } from '../../http/problem.ts'
import { readDemoTokens } from '../../seed.ts'
import { builtWidgetScript, demoPage } from './service.ts'

const SCRIPT_PATH = '/demo/energy-calculator.js'

/**
 * GET /demo: the partner example page (examples/embed) wired to this server with the dev seed's
 * embed token, and the widget script it loads. Development only: a production server has no routes here.
 */
export const demoModule = (services: AppServices) => {
  const module = new Elysia({ name: 'demo', seed: services.instanceId })
  if (services.config.production) return module
  return module
    .get(
      '/demo',
      async ({ request }) => {
        const tokens = readDemoTokens(services.config.dataDir)
        if (!tokens) {
          throw notFound('The demo page needs the dev seed: start once with an empty database and DEV_SEED unset, so that a demo partner and its embed token exist')
        }
        const partner = await services.em().findOne(Partner, { id: tokens.partnerId }, { fields: ['ico'] })
        const origin = new URL(request.url).origin
        const page = demoPage({ apiBase: origin, token: tokens.embedToken, ico: partner?.ico ?? null, scriptUrl: SCRIPT_PATH })
        return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
      },
      { detail: { hide: true } },
    )
    .get(
      SCRIPT_PATH,
      async () => new Response(Bun.file(await builtWidgetScript()), { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' } }),
      { detail: { hide: true } },
    )
}
