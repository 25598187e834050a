import { Elysia } from 'elysia'
import type { AppServices } from '../../services.ts'
import { bearerAuth, requireApiToken } from '../../http/auth.ts'
import { requestFacts, requestOrigin } from '../../http/context.ts'
import { jsonBody } from '../../http/json-body.ts'
import { rateLimiter } from '../../http/rate-limit.ts'
import { createMailer } from '../../mail/index.ts'
import { createBlobStore } from '../../storage/index.ts'
import type { SimulationService } from './simulation.ts'
import {
  Problem,
  Study,
  StudyCreateHeaders,
  StudyCreateRequest,
  StudyCreateResult,
  StudyIdParams,
  StudyListPage,
  StudyListQuery,
  StudyPreviewRequest,
  StudyResult,
  StudySummary,
} from './model.ts'
import { pdfRenderer, renderSlots, RenderTimeoutError } from './pdf/pool.ts'
import { timeOutcome } from '../metrics/service.ts'
import { studiesService, type StudiesDependencies } from './service.ts'
import { scheduleStudyJobs } from './jobs.ts'

/**
 * `POST /api/v1/studies/preview`: the study result for live previews, nothing stored, no PDF, no e-mail.
 * A plugin of its own: it needs only the simulation, not the storage, mail and renderer of `studiesModule`.
 */
export const studyPreviewModule = (services: AppServices, simulation: SimulationService) =>
  new Elysia({ name: 'simulation', seed: services.instanceId, prefix: '/api/v1/studies' })
    .use(bearerAuth(services))
    .post('/preview', ({ auth, body }) => simulation.simulate(body, { partnerId: auth.partnerId }), {
      // The named 'json' parser after the custom one is never reached; it documents the body in OpenAPI.
      parse: [jsonBody({ schema: StudyPreviewRequest }), 'json'],
      body: StudyPreviewRequest,
      response: { 200: StudyResult, 400: Problem, 401: Problem, 403: Problem, 413: Problem, 415: Problem },
      detail: {
        operationId: 'previewStudy',
        tags: ['Studies'],
        summary: 'Preview a savings study without storing it',
        description:
          'Beyond the spec: runs the same calculation as POST /studies (same body; `recipient` optional) and returns the computed study model. Nothing is stored, no PDF is rendered and no e-mail is sent. Either token kind. A from/to range outside the data window → 400 `period-out-of-range` with `allowedFrom`/`allowedTo`; an unknown rate, a missing or unknown HDO command on a two-tariff rate or a custom series of the wrong length → 400 with `errors` per field path. The roof\'s location (`location`, else the last PSČ in `study.address`, else the partner\'s default) picks its PVGIS sky; a preview never waits for PVGIS: a cell not cached yet is answered on the reference site (`inputs.productionSource.fallbackReason`) and fetched in the background.',
      },
    })

const renderOutcome = (error: unknown) => (error instanceof RenderTimeoutError ? 'timeout' : 'error')

/** Storage, mail, engine and PDF renderer as configured. */
export function studiesDependencies(services: AppServices, simulation: SimulationService): StudiesDependencies {
  const render = pdfRenderer(services.config.pdfRenderWorkers, services.config.pdfRenderTimeoutSeconds * 1000)
  // Creations this instance works on at once: the PDF render queue is bounded, beyond it 503 (nothing written).
  const slots = renderSlots(services.config.pdfRenderQueueMax)
  services.metrics.registerQueue('study-render', { depth: () => slots.busy, limit: services.config.pdfRenderQueueMax, rejections: () => slots.rejected })
  return {
    slots,
    simulation,
    blobs: createBlobStore(services.config),
    mailer: createMailer(services.config),
    renderPdf: (input) => timeOutcome(services.metrics.studyRenders, () => render(input), renderOutcome),
  }
}

/** The body exactly as sent, kept per request before the schema check normalises it (the study stores it as audited). */
const rawBodies = new WeakMap<Request, Record<string, unknown>>()

const readCreateBody = jsonBody({ schema: StudyCreateRequest })

async function parseJsonKeepingRaw(context: { request: Request }) {
  const parsed = await readCreateBody(context)
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) rawBodies.set(context.request, structuredClone(parsed as Record<string, unknown>))
  return parsed
}

const studyProblems = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 503: Problem }

export const studiesModule = (services: AppServices, deps: StudiesDependencies) => {
  const studies = studiesService(services, deps)
  // Each study e-mails its recipient: a public embed token must not become a mail cannon.
  const limitEmbedStudies = rateLimiter(services, services.config.embedRateLimit.studiesPerHour, 3600, 'studies from this address with an embed token')
  scheduleStudyJobs(services, studies)
  // The broker is public: anyone may call it, so each address gets a bounded number of visits.
  const { max: brokerMax, windowSeconds: brokerWindow } = services.config.brokerRateLimit
  const limitBroker = rateLimiter(services, brokerMax, brokerWindow, 'PDF link visits from this address')

  return (
    new Elysia({ name: 'studies', seed: services.instanceId, prefix: '/api/v1/studies' })
      // Public: the link in the customer's e-mail. Declared before the bearer guard.
      .get(
        '/:id/pdf',
        async ({ params, request }) => {
          const link = await studies.pdfLink(params.id, { ip: requestFacts(request)?.ip ?? null, userAgent: request.headers.get('user-agent') })
          return new Response(null, { status: 302, headers: { location: new URL(link, services.config.publicBaseUrl).href, 'cache-control': 'no-store' } })
        },
        {
          beforeHandle: ({ request }) => limitBroker(requestFacts(request)?.ip ?? 'unknown'),
          params: StudyIdParams,
          response: { 400: Problem, 404: Problem, 410: Problem, 429: Problem },
          detail: {
            operationId: 'getStudyPdf',
            tags: ['Studies'],
            summary: 'Open the study PDF (public broker link)',
            description: `No token. Answers **302** to a freshly signed storage URL valid for PDF_LINK_TTL_SECONDS (default 300 s), with \`Cache-Control: no-store\`; every visit of an existing study writes an access-log row (time, IP, user agent, outcome). Unknown id → 404 (not logged); redacted study → 410. At most BROKER_RATE_LIMIT_MAX visits per client IP per BROKER_RATE_LIMIT_WINDOW_SECONDS (429 + Retry-After).`,
            security: [],
            responses: {
              302: {
                description: 'Redirect to the PDF at a short-lived signed storage URL',
                headers: {
                  Location: { description: 'The signed URL (valid PDF_LINK_TTL_SECONDS)', schema: { type: 'string', format: 'uri' } },
                  'Cache-Control': { description: 'no-store', schema: { type: 'string' } },
                },
              },
            },
          },
        },
      )
      .use(bearerAuth(services))
      .post(
        '',
        ({ auth, body, headers, request }) =>
          studies.create({
            auth,
            body,
            rawBody: rawBodies.get(request) ?? (body as Record<string, unknown>),
            headers: {
              externalUserId: headers['x-partner-external-user'],
              ico: headers['x-partner-ico'],
              idempotencyKey: headers['idempotency-key'],
              acceptLanguage: headers['accept-language'],
              origin: requestOrigin(request) ?? undefined,
            },
          }),
        {
          beforeHandle: async ({ auth, request }) => {
            if (auth.kind === 'embed') await limitEmbedStudies(requestFacts(request)?.ip ?? 'unknown')
          },
          parse: [parseJsonKeepingRaw, 'json'],
          body: StudyCreateRequest,
          headers: StudyCreateHeaders,
          response: { 200: StudyCreateResult, ...studyProblems, 409: Problem, 413: Problem, 415: Problem, 429: Problem },
          detail: {
            operationId: 'createStudy',
            tags: ['Studies'],
            summary: 'Create a savings study: PDF stored privately, e-mailed to the recipient',
            description:
              'Runs the calculation, renders the customer PDF (Czech or English by `Accept-Language`), stores it under the study id, e-mails it to `recipient.email` (link + PDF attached) and returns the broker link. ' +
              '`X-Partner-Ico` (embed tokens only, else 403; invalid check digit → 400) brands the PDF and e-mail as that partner where it vouches for the page: the IČO is the calling token\'s own partner\'s, or the request\'s `Origin` is one of that partner\'s registered embed origins. Otherwise (and for an unknown IČO) generic branding; the study records it (`partnerIcoHonoured: false`) and is always owned by the caller. ' +
              '`Idempotency-Key`: the same key within 24 h returns the first result and creates nothing new; a different body → 409; a key whose request failed or died is free again (at the latest 10 s later). ' +
              'Storage or database down → 503 and nothing is left behind. A failed e-mail is not an error: `emailSent` is false and the e-mail is retried with backoff (the summary\'s `emailStatus` tells the outcome). ' +
              'More concurrent creations than PDF_RENDER_QUEUE_MAX on one instance → 503 + Retry-After, nothing written. ' +
              'A roof location whose PVGIS cell is not cached yet is waited for at most PVGIS_BUDGET_MS; PVGIS away, slow or refusing → the reference site, with `inputs.productionSource.fallbackReason` saying why (never a 5xx). ' +
              'Embed tokens: at most EMBED_STUDIES_PER_HOUR studies per client IP per hour (429 + Retry-After).',
          },
        },
      )
      .get(
        '',
        ({ auth, query }) => {
          requireApiToken(auth, 'Listing studies')
          return studies.list(auth.partnerId, query)
        },
        {
          // Query values arrive as strings; integers are converted before the schema check.
          transform: ({ query }) => {
            const values = query as Record<string, unknown>
            for (const name of ['page', 'pageSize']) {
              const value = values[name]
              if (typeof value === 'string' && /^-?\d{1,9}$/.test(value)) values[name] = Number(value)
            }
          },
          query: StudyListQuery,
          response: { 200: StudyListPage, ...studyProblems },
          detail: {
            operationId: 'listStudies',
            tags: ['Studies'],
            summary: "List the partner's studies, newest first",
            description: '`from`/`to` are inclusive UTC dates of creation; `pageSize` default 20, at most 200. Redacted studies are included. Api tokens only.',
          },
        },
      )
      .get(
        '/:id',
        ({ auth, params }) => {
          requireApiToken(auth, 'Reading a study')
          return studies.get(auth.partnerId, params.id)
        },
        {
          params: StudyIdParams,
          response: { 200: Study, ...studyProblems },
          detail: {
            operationId: 'getStudy',
            tags: ['Studies'],
            summary: 'Read one study: summary, the request as received and the computed result',
            description: "Another partner's study answers 404. A redacted study has `redactedAt` set, no link, and its personal values scrubbed. Api tokens only.",
          },
        },
      )
      .delete(
        '/:id',
        ({ auth, params }) => {
          requireApiToken(auth, 'Deleting a study')
          return studies.redact(auth.partnerId, params.id)
        },
        {
          params: StudyIdParams,
          response: { 200: StudySummary, ...studyProblems },
          detail: {
            operationId: 'deleteStudy',
            tags: ['Studies'],
            summary: "Erase a study's personal data (redaction)",
            description:
              'Deletes the stored PDF, revokes the link (410), nulls `url`, `studyLabel` and `recipient*`, scrubs cover label and address, recipient contact and custom hourly data inside `input` and `result`, and sets `redactedAt`. The calculation remains and the study stays listed. Repeating it is harmless. Api tokens only.',
          },
        },
      )
  )
}
