import { Elysia } from 'elysia'
import type { AppServices } from './services.ts'
import { problemHandler } from './http/errors.ts'
import { purgeExpiredRateLimits } from './http/rate-limit.ts'
import { authModule } from './modules/auth/index.ts'
import { demoModule } from './modules/demo/index.ts'
import { healthModule } from './modules/health/index.ts'
import { metricsModule } from './modules/metrics/index.ts'
import { invoiceExtraction, invoicesModule } from './modules/invoices/index.ts'
import { referenceModule } from './modules/reference/index.ts'
import { studiesDependencies, studiesModule, studyPreviewModule } from './modules/studies/index.ts'
import { liveHdoCatalog } from './modules/reference/hdo-store.ts'
import { liveMarketData } from './modules/reference/market-store.ts'
import { scheduleOteJob } from './modules/reference/ote-job.ts'
import { engineOptions, simulationService } from './modules/studies/simulation.ts'
import { siteSkyOf } from './modules/pvgis/index.ts'
import { blobsModule } from './modules/blobs/index.ts'
import { docsModule } from './modules/docs/index.ts'
import { consoleModule } from './modules/console/index.ts'
import { consoleUiModule } from './modules/console/ui.ts'
import { studiesService } from './modules/studies/service.ts'
import { webhooksModule } from './modules/webhooks/index.ts'
import { studyEventsOutbox } from './modules/webhooks/outbox.ts'

const API_DESCRIPTION = `HTTP and JSON interface for partners who embed an energy-savings calculator:
invoice extraction, savings studies, Czech reference data and token refresh.

**Authentication**: exchange a refresh token (\`ens_api_…\` for servers, \`ens_emb_…\` for the in-browser
calculator, bound to web origins) at \`POST /api/v1/auth\`, then send \`Authorization: Bearer <jwtToken>\`.

**Errors** are RFC 9457 \`application/problem+json\` documents whose \`type\` links to a page describing it ([all problem types](/problems)); 400 carries an \`errors\` map (field path → messages).
Every response carries \`X-Request-Id\`. Money is CZK, energy prices CZK/MWh, energy kWh.`

const DOCUMENT_INFO = {
  title: 'Partner API',
  version: 'v1',
  description: API_DESCRIPTION,
  tags: [
    { name: 'Authentication', description: 'Refresh tokens for access tokens' },
    { name: 'Reference', description: 'Distributors, rates, fees, circuit breakers, HDO schedules, periods and consumption profiles' },
    { name: 'Invoices', description: 'Structured data from an electricity bill (PDF)' },
    { name: 'Studies', description: 'Savings studies: preview, create (PDF + e-mail), list, read, erase, and the public PDF link' },
    { name: 'Webhooks', description: 'Signed event deliveries (study.created, lead.created, study.redacted) to the partner\'s endpoints' },
    { name: 'Operations', description: 'Liveness and readiness probes' },
    { name: 'console', description: 'The partner console (/console): session cookie, leads and studies, and the owners\' tokens, branding, team and audit log' },
  ],
}

/** The HTTP application: every feature module is registered here. */
export function createApp(services: AppServices) {
  // One HDO catalogue and one engine per app: imported schedules reach the reference endpoints and the engine alike.
  const hdoCatalog = liveHdoCatalog(services)
  // Likewise one snapshot of day-ahead prices and price lists: days fetched from OTE or imported reach both.
  const market = liveMarketData(services)
  const simulation = simulationService({ hdo: hdoCatalog, market, options: engineOptions(services.config.priceModel), sites: siteSkyOf(services) })
  void scheduleOteJob(services)
  services.jobs.add({ name: 'rate-limit-purge', intervalSeconds: services.config.jobs.intervalSeconds, run: () => purgeExpiredRateLimits(services) })
  // One store, mailer and events outbox for the studies API and the studies of the console.
  const studyDeps = { ...studiesDependencies(services, simulation), events: studyEventsOutbox(services) }
  // One PDF worker pool for bills, whether they come through the API or the console.
  const invoices = invoiceExtraction(services)
  const app = new Elysia({ name: 'partner-api', seed: services.instanceId })
    .use(problemHandler(services))
    .use(healthModule(services))
    .use(metricsModule(services))
    .use(authModule(services))
    .use(demoModule(services))
    .use(referenceModule(services, hdoCatalog, market))
    .use(invoicesModule(services, invoices))
    .use(studyPreviewModule(services, simulation))
    .use(studiesModule(services, studyDeps))
    .use(webhooksModule(services))
    .use(consoleModule(services, { studies: studiesService(services, studyDeps), simulation, invoices, renderPdf: studyDeps.renderPdf }))
    .use(consoleUiModule(services))
    .use(blobsModule(services))
  return app.use(docsModule(services, DOCUMENT_INFO, () => app))
}

export type App = ReturnType<typeof createApp>
