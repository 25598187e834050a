import { Elysia } from 'elysia'
import { jsonBody } from '../../../http/json-body.ts'
import { uploadedFile } from '../../invoices/index.ts'
import { invoiceProblems, invoiceUploadBody } from '../../invoices/model.ts'
import { problemOutcome, timeOutcome } from '../../metrics/service.ts'
import { studyRequestFromInvoice } from '@partner/energy-shared/invoice-study'
import { writeAudit } from '../accounts.ts'
import { StudyLead } from '../entities.ts'
import {
  ConsoleInboxPage,
  ConsoleInboxQuery,
  ConsoleInvoicePrefill,
  ConsoleLeadUpdate,
  ConsoleStudyCreateRequest,
  ConsoleStudyDetail,
  ConsoleStudyRow,
  IdParams,
  Problem,
  StudyCreateResult,
  StudyPreviewRequest,
  StudyResult,
} from '../model.ts'
import { consoleSession } from '../session.ts'
import { TAGS, session, problems, actorOf, type ConsoleContext } from './context.ts'

/** Query values arrive as strings: booleans and integers are converted before the schema check. */
function coerceInboxQuery({ query }: { query: Record<string, unknown> }) {
  if (query.wantsContact === 'true' || query.wantsContact === 'false') query.wantsContact = query.wantsContact === 'true'
  if (typeof query.limit === 'string' && /^\d{1,4}$/.test(query.limit)) query.limit = Number(query.limit)
  for (const [key, value] of Object.entries(query)) if (value === '') delete query[key]
}

/** The inbox, its CSV, a study\u2019s page and lead status, redaction, and studies made for customers (members and owners). */
export function studiesRoutes(ctx: ConsoleContext) {
  const { services, deps, service, accounts } = ctx
  return new Elysia({ name: 'console-studies', seed: services.instanceId })
    .use(consoleSession(services, accounts))
    .get('/studies', ({ session, query }) => service.inbox(session.partner.id, query), {
      transform: coerceInboxQuery as never,
      query: ConsoleInboxQuery,
      response: { 200: ConsoleInboxPage, ...problems },
      detail: {
        operationId: 'consoleListStudies',
        tags: TAGS,
        summary: "The partner's studies, newest first, with filters",
        description:
          'Keyset paging: pass `nextCursor` as `cursor`. `q` searches the customer\u2019s name, e-mail and phone and the study label. Leads are studies with `wantsContact`.',
        security: session,
      },
    })
    .get(
      '/studies/export',
      ({ session, query }) => {
        const day = new Date().toISOString().slice(0, 10)
        return new Response(service.csv(session.partner.id, query), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="studies-${day}.csv"`,
            'cache-control': 'no-store',
          },
        })
      },
      {
        transform: coerceInboxQuery as never,
        query: ConsoleInboxQuery,
        response: { ...problems },
        detail: {
          operationId: 'consoleExportStudies',
          tags: TAGS,
          summary: 'The filtered studies as CSV',
          description:
            'UTF-8 with a BOM, `;`-separated (as Czech Excel opens it), streamed page by page. The same filters as the inbox; `cursor` and `limit` are ignored.',
          security: session,
          responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } },
        },
      },
    )
    .post(
      '/studies',
      async ({ session, body }) => {
        const created = await deps.studies.create({
          auth: { partnerId: session.partner.id, kind: 'api', tokenId: session.user.id },
          body: body.study,
          rawBody: structuredClone(body.study) as Record<string, unknown>,
          headers: { acceptLanguage: body.language ?? 'cs' },
          userId: session.user.id,
          sendEmail: body.sendEmail,
        })
        return created
      },
      {
        parse: [jsonBody({ schema: ConsoleStudyCreateRequest }), 'json'],
        body: ConsoleStudyCreateRequest,
        response: { 200: StudyCreateResult, ...problems, 413: Problem, 415: Problem },
        detail: {
          operationId: 'consoleCreateStudy',
          tags: TAGS,
          summary: 'Make a study for a customer',
          description:
            'The same calculation, PDF and storage as POST /studies, owned by the partner; the study\u2019s `userId` is the console user\u2019s id. `sendEmail: false` sends the customer nothing (`emailStatus` is then `disabled`).',
          security: session,
        },
      },
    )
    .post(
      '/invoice-extraction',
      async ({ request }) => {
        const file = await uploadedFile(request, services.config.invoiceMaxBytes)
        const bytes = new Uint8Array(await file.arrayBuffer())
        const extraction = await timeOutcome(
          services.metrics.invoiceExtractions,
          () => deps.invoices.extract(file.name || 'invoice.pdf', bytes),
          problemOutcome,
        )
        return { extraction, draft: studyRequestFromInvoice(extraction.invoice) }
      },
      {
        // Read by the handler, after the session and Origin checks, with the size cap enforced while reading.
        parse: 'none',
        response: { 200: ConsoleInvoicePrefill, ...invoiceProblems, 404: Problem },
        detail: {
          operationId: 'consoleExtractInvoice',
          tags: TAGS,
          summary: "Read a customer's bill (PDF) to prefill a new study",
          description:
            'As POST /api/v1/invoice-extraction (the same worker pool, size limit and problem answers: 413, 415, 422, 503), with the console session; ' +
            'the answer adds `draft`, what of a study request the bill tells (distributor, rate, yearly consumption, prices), null where it is silent.',
          security: session,
          requestBody: invoiceUploadBody,
        },
      },
    )
    .post('/studies/preview', ({ session, body }) => deps.simulation.simulate(body, { partnerId: session.partner.id }), {
      parse: [jsonBody({ schema: StudyPreviewRequest }), 'json'],
      body: StudyPreviewRequest,
      response: { 200: StudyResult, ...problems, 413: Problem, 415: Problem },
      detail: {
        operationId: 'consolePreviewStudy',
        tags: TAGS,
        summary: 'Preview a study while it is being made (nothing stored)',
        description: 'As POST /studies/preview, with the console session: the computed result, no PDF, no e-mail.',
        security: session,
      },
    })
    .get('/studies/:id', ({ session, params }) => service.detail(session.partner.id, params.id), {
      params: IdParams,
      response: { 200: ConsoleStudyDetail, ...problems },
      detail: {
        operationId: 'consoleGetStudy',
        tags: TAGS,
        summary: 'One study: key figures, contact, consent, PDF link, e-mail status',
        security: session,
      },
    })
    .put('/studies/:id/lead', ({ session, params, body }) => service.setLead(session.partner.id, params.id, body, actorOf(session)), {
      params: IdParams,
      parse: [jsonBody({ schema: ConsoleLeadUpdate, maxBytes: 8192 }), 'json'],
      body: ConsoleLeadUpdate,
      response: { 200: ConsoleStudyRow, ...problems },
      detail: {
        operationId: 'consoleSetLeadStatus',
        tags: TAGS,
        summary: 'Set the lead status (new, contacted, won, lost) and its note',
        security: session,
      },
    })
    .delete(
      '/studies/:id',
      async ({ session, params }) => {
        await deps.studies.redact(session.partner.id, params.id)
        const em = services.em()
        await em.nativeUpdate(StudyLead, { studyId: params.id, partnerId: session.partner.id }, { note: null })
        writeAudit(em, { partnerId: session.partner.id, actor: actorOf(session), action: 'study.redacted', target: params.id })
        await em.flush()
        return service.detail(session.partner.id, params.id)
      },
      {
        params: IdParams,
        response: { 200: ConsoleStudyDetail, ...problems },
        detail: {
          operationId: 'consoleRedactStudy',
          tags: TAGS,
          summary: "Erase a study's personal data (redaction)",
          description:
            'As DELETE /studies/{id}: the PDF is deleted, the link answers 410, the customer\u2019s contact is erased (and the lead note); the figures stay.',
          security: session,
        },
      },
    )
}
