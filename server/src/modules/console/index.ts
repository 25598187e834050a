import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import type { AppServices } from '../../services.ts'
import { requestFacts } from '../../http/context.ts'
import { HttpProblem, badRequest, conflict, notFound } from '../../http/problem.ts'
import { jsonBody } from '../../http/json-body.ts'
import { rateLimiter } from '../../http/rate-limit.ts'
import { createMailer } from '../../mail/index.ts'
import { Partner } from '../partners/entities.ts'
import { PartnerInputError } from '../partners/errors.ts'
import { partnerService } from '../partners/service.ts'
import type { StudiesService } from '../studies/service.ts'
import type { SimulationService } from '../studies/simulation.ts'
import { webhooksService } from '../webhooks/service.ts'
import { uploadedFile } from '../invoices/index.ts'
import { invoiceProblems, invoiceUploadBody } from '../invoices/model.ts'
import type { InvoiceService } from '../invoices/service.ts'
import { partnerBranding } from '../studies/branding.ts'
import type { StudyDocumentInput } from '../studies/pdf/index.ts'
import { coverPreviewPng, SAMPLE_STUDY } from './cover-preview.ts'
import { problemOutcome, timeOutcome } from '../metrics/service.ts'
import { studyRequestFromInvoice } from '@partner/energy-shared/invoice-study'
import { ConsoleInputError, consoleAccounts, writeAudit, type ConsoleAccounts } from './accounts.ts'
import { StudyLead } from './entities.ts'
import { LOGO_MAX_BYTES, LogoRefused, acceptLogo } from './logo-upload.ts'
import {
  Accepted,
  AuditQuery,
  ConsoleAuditPage,
  ConsoleBranding,
  ConsoleBrandingUpdate,
  ConsoleInboxPage,
  ConsoleInboxQuery,
  ConsoleInvitation,
  ConsoleInviteRequest,
  ConsoleInvoicePrefill,
  ConsoleLeadUpdate,
  ConsoleMe,
  ConsoleOriginsRequest,
  ConsolePasswordRequest,
  ConsoleResetRequest,
  ConsoleRoleRequest,
  ConsoleSignInRequest,
  ConsoleStudyCreateRequest,
  ConsoleStudyDetail,
  ConsoleStudyRow,
  ConsoleToken,
  ConsoleTokenIssued,
  ConsoleTokenIssueRequest,
  ConsoleTokenRevokeRequest,
  ConsoleUser as ConsoleUserSchema,
  IdParams,
  Problem,
  StudyCreateResult,
  StudyPreviewRequest,
  StudyResult,
  WebhookEndpointCreate,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
  WebhookTestResult,
} from './model.ts'
import { checkConsoleOrigin, consoleSession, noSession, requireOwner, resolveSession, sessionCookie, sessionSecret, type ConsoleIdentity } from './session.ts'
import { consoleService, tokenView } from './service.ts'
import type { ConsoleUser } from './entities.ts'

const PREFIX = '/api/v1/console'
/** Sign-in attempts per e-mail address (known or not) per window, shared by every instance through the database. */
export const SIGN_IN_ACCOUNT_MAX = 10
export const SIGN_IN_ACCOUNT_WINDOW_SECONDS = 15 * 60
/** Password-reset e-mails one address gets per hour at most. */
export const RESET_MAILS_PER_HOUR = 3
const TAGS = ['console']
/** Routes that need no session (sign-in and the password links). */
const PUBLIC_ROUTES = new Set(['POST /session', 'POST /password', 'POST /password-reset'])
const session = [{ consoleSession: [] }]
const problems = { 400: Problem, 401: Problem, 403: Problem, 404: Problem }
const NO_CONTENT = { 204: { description: 'Done (no body)' } }

export interface ConsoleDependencies {
  studies: StudiesService
  /** The live preview of a study being made for a customer. */
  simulation: SimulationService
  /** The app's one invoice service (its PDF worker pool), shared with POST /api/v1/invoice-extraction. */
  invoices: InvoiceService
  /** The study PDF renderer (the studies API's), for the branding page's cover preview. */
  renderPdf: (input: StudyDocumentInput) => Promise<Uint8Array>
}

const userView = (user: Pick<ConsoleUser, 'id' | 'email' | 'role' | 'passwordHash' | 'createdAt'>) => ({
  id: user.id,
  email: user.email,
  role: user.role,
  active: user.passwordHash != null,
  createdAt: user.createdAt.toISOString(),
})

const actorOf = (identity: ConsoleIdentity) => ({ id: identity.user.id, email: identity.user.email })

function meView(identity: ConsoleIdentity, active = true) {
  return {
    user: { id: identity.user.id, email: identity.user.email, role: identity.user.role, active, createdAt: identity.user.createdAt.toISOString() },
    partner: identity.partner,
    session: { createdAt: identity.createdAt.toISOString(), expiresAt: identity.expiresAt.toISOString(), idleSeconds: 2 * 3600 },
  }
}

/** What the console's services refuse becomes the problem it is. */
function asProblem(error: unknown): unknown {
  if (error instanceof ConsoleInputError) return error.kind === 'conflict' ? conflict(error.message) : badRequest(error.message, { [error.field]: [error.message] })
  if (error instanceof PartnerInputError) return badRequest(error.message, { [/e-mail/.test(error.message) ? 'leadEmails' : 'origins']: [error.message] })
  if (error instanceof LogoRefused) {
    const slug = error.status === 413 ? 'payload-too-large' : error.status === 415 ? 'unsupported-media-type' : 'validation-error'
    return new HttpProblem({ status: error.status, slug, detail: error.message, extra: error.status === 400 ? { errors: { logo: [error.message] } } : undefined })
  }
  return error
}
const rethrow = (error: unknown): never => {
  throw asProblem(error)
}

/** The logo's bytes, refusing more than the limit without buffering past it. */
async function boundedBody(request: Request, max: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? 0) > max) throw new LogoRefused(`The logo is larger than ${max / 1024} KB`, 413)
  const parts: Uint8Array[] = []
  let total = 0
  if (request.body) {
    for await (const part of request.body as unknown as AsyncIterable<Uint8Array>) {
      total += part.byteLength
      if (total > max) throw new LogoRefused(`The logo is larger than ${max / 1024} KB`, 413)
      parts.push(part)
    }
  }
  return new Uint8Array(Buffer.concat(parts))
}

/** Query values arrive as strings: booleans and integers are converted before the schema check. */
function coerceInboxQuery({ query }: { query: Record<string, unknown> }) {
  if (query.wantsContact === 'true' || query.wantsContact === 'false') query.wantsContact = query.wantsContact === 'true'
  if (typeof query.limit === 'string' && /^\d{1,4}$/.test(query.limit)) query.limit = Number(query.limit)
  for (const [key, value] of Object.entries(query)) if (value === '') delete query[key]
}

/**
 * The partner console's API (`/api/v1/console/…`): sign-in with server-side sessions, the studies inbox with
 * lead status, CSV export and studies made for customers, and the owners' tokens, branding, team and audit log.
 */
export const consoleModule = (services: AppServices, deps: ConsoleDependencies, accounts: ConsoleAccounts = consoleAccounts({ em: services.em, config: services.config, log: services.log, mailer: createMailer(services.config) })) => {
  const service = consoleService(services)
  const limitIp = rateLimiter(services, services.config.authRateLimit.max, services.config.authRateLimit.windowSeconds, 'console sign-in attempts from this address')
  const limitAccount = rateLimiter(services, SIGN_IN_ACCOUNT_MAX, SIGN_IN_ACCOUNT_WINDOW_SECONDS, 'console sign-in attempts for this account')
  // Reset e-mails per address: nobody fills a user's mailbox through the reset form.
  const limitResetMail = rateLimiter(services, RESET_MAILS_PER_HOUR, 3600, 'password-reset e-mails to this address')
  const partners = () => partnerService(services.em())
  // The partner's webhook endpoints, as the API manages them (modules/webhooks), for owners in the console.
  const webhooks = webhooksService({ em: () => services.em(), allowPrivateNetworks: services.config.webhooks.allowPrivateNetworks })
  async function audited<T>(session: ConsoleIdentity, action: string, target: string | null, details: Record<string, unknown>, result: T): Promise<T> {
    const em = services.em()
    writeAudit(em, { partnerId: session.partner.id, actor: actorOf(session), action, target, details })
    await em.flush()
    return result
  }
  services.jobs.add({ name: 'console-session-purge', intervalSeconds: services.config.jobs.intervalSeconds, run: () => accounts.purge() })
  const client = (request: Request) => ({ ip: requestFacts(request)?.ip ?? null, userAgent: request.headers.get('user-agent') })

  async function ownToken(partnerId: string, id: string) {
    const token = (await partners().listTokens(partnerId)).find((candidate) => candidate.id === id)
    if (!token) throw notFound(`No token ${id}`)
    return token
  }

  async function brandingOf(partnerId: string) {
    const partner = await services.em().findOneOrFail(Partner, { id: partnerId }, { fields: ['name', 'ico', 'contactEmail', 'contactPhone', 'web', 'accentColor', 'logoMediaType', 'leadEmails'] })
    return {
      name: partner.name,
      ico: partner.ico,
      contactEmail: partner.contactEmail ?? null,
      contactPhone: partner.contactPhone ?? null,
      web: partner.web ?? null,
      hasLogo: partner.logoMediaType != null,
      accentColor: partner.accentColor ?? null,
      leadEmails: partner.leadEmails ?? null,
    }
  }

  return (
    new Elysia({ name: 'console', seed: services.instanceId, prefix: PREFIX })
      // Before routing and before any body is read: a cross-site state change never reaches a handler.
      // Before routing and before any body is read: a cross-site state change never reaches a handler, and a request
      // without a session is answered 401 before its body is looked at.
      .onRequest(async ({ request }) => {
        const path = new URL(request.url).pathname
        if (path !== PREFIX && !path.startsWith(`${PREFIX}/`)) return
        checkConsoleOrigin(services, request)
        if (PUBLIC_ROUTES.has(`${request.method} ${path.slice(PREFIX.length)}`)) return
        await resolveSession(accounts, request)
      })
      .post(
        '/session',
        async ({ body, request, set }) => {
          const ip = requestFacts(request)?.ip ?? 'unknown'
          await limitIp(ip)
          await limitAccount(body.email.trim().toLowerCase())
          const user = await accounts.verifyPassword(body.email, body.password)
          if (!user) throw new HttpProblem({ status: 401, slug: 'unauthorized', detail: 'Wrong e-mail or password' })
          const started = await accounts.startSession(user, client(request), sessionSecret(request) ?? undefined)
          const identity = await accounts.session(started.secret)
          if (!identity) throw noSession()
          set.headers['set-cookie'] = sessionCookie(services.config.publicBaseUrl, started.secret)
          set.headers['cache-control'] = 'no-store'
          return meView(identity)
        },
        {
          parse: [jsonBody({ schema: ConsoleSignInRequest, maxBytes: 4096 }), 'json'],
          body: ConsoleSignInRequest,
          response: { 200: ConsoleMe, 400: Problem, 401: Problem, 403: Problem, 429: Problem },
          detail: {
            operationId: 'consoleSignIn',
            tags: TAGS,
            summary: 'Sign in: starts a session (cookie)',
            description:
              'Sets the `ens_console` session cookie (HttpOnly, SameSite=Lax, Secure behind https). An unknown e-mail and a wrong password get the same 401 after the same work. ' +
              `Attempts are limited per address (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_SECONDS) and per e-mail (${SIGN_IN_ACCOUNT_MAX} per ${SIGN_IN_ACCOUNT_WINDOW_SECONDS / 60} minutes): 429 + Retry-After. A session ends after 2 h unused or 12 h after sign-in.`,
            security: [],
          },
        },
      )
      .post(
        '/password',
        async ({ body }) => {
          const user = await accounts.usePasswordLink(body.token, body.password).catch(rethrow)
          if (!user) throw new HttpProblem({ status: 410, slug: 'gone', detail: 'This link is unknown, expired or already used; ask for a new one' })
          return new Response(null, { status: 204 })
        },
        {
          parse: [jsonBody({ schema: ConsolePasswordRequest, maxBytes: 4096 }), 'json'],
          body: ConsolePasswordRequest,
          response: { 400: Problem, 403: Problem, 410: Problem },
          detail: {
            operationId: 'consoleSetPassword',
            tags: TAGS,
            summary: 'Set a password with an invitation or reset link',
            description: 'The link (its secret after `#/invite/` or `#/reset/`) works once and expires (invitations after 7 days, resets after 1 hour); an unknown, used or expired one → 410. Ends every session of the user.',
            security: [],
            responses: NO_CONTENT,
          },
        },
      )
      .post(
        '/password-reset',
        async ({ body, request, set }) => {
          await limitIp(requestFacts(request)?.ip ?? 'unknown')
          // Over the per-address limit the answer is the same 202, only nothing is sent (no enumeration either way).
          const mailable = await limitResetMail(body.email.trim().toLowerCase()).then(
            () => true,
            () => false,
          )
          if (mailable) await accounts.requestReset(body.email)
          set.status = 202
          return { accepted: true as const }
        },
        {
          parse: [jsonBody({ schema: ConsoleResetRequest, maxBytes: 4096 }), 'json'],
          body: ConsoleResetRequest,
          response: { 202: Accepted, 400: Problem, 403: Problem, 429: Problem },
          detail: {
            operationId: 'consoleRequestPasswordReset',
            tags: TAGS,
            summary: 'E-mail a password-reset link',
            description: `Always 202, whether or not the address has an account (no enumeration). The link works once within 1 hour. At most ${RESET_MAILS_PER_HOUR} e-mails per address per hour; beyond that the answer is the same and nothing is sent.`,
            security: [],
          },
        },
      )
      .use(consoleSession(services, accounts))
      .get('/me', ({ session }) => meView(session), {
        response: { 200: ConsoleMe, 401: Problem },
        detail: { operationId: 'consoleMe', tags: TAGS, summary: 'The signed-in user, their partner and session', security: session },
      })
      .delete(
        '/session',
        async ({ session }) => {
          await accounts.endSession(session.idHash)
          return new Response(null, { status: 204, headers: { 'set-cookie': sessionCookie(services.config.publicBaseUrl, null) } })
        },
        { response: { 401: Problem, 403: Problem }, detail: { operationId: 'consoleSignOut', tags: TAGS, summary: 'Sign out: ends this session', security: session, responses: NO_CONTENT } },
      )
      .delete(
        '/sessions',
        async ({ session }) => {
          await accounts.endAllSessions(session.user.id)
          return new Response(null, { status: 204, headers: { 'set-cookie': sessionCookie(services.config.publicBaseUrl, null) } })
        },
        { response: { 401: Problem, 403: Problem }, detail: { operationId: 'consoleSignOutEverywhere', tags: TAGS, summary: 'Sign out everywhere: ends every session of this user', security: session, responses: NO_CONTENT } },
      )
      .get('/studies', ({ session, query }) => service.inbox(session.partner.id, query), {
        transform: coerceInboxQuery as never,
        query: ConsoleInboxQuery,
        response: { 200: ConsoleInboxPage, ...problems },
        detail: {
          operationId: 'consoleListStudies',
          tags: TAGS,
          summary: "The partner's studies, newest first, with filters",
          description: 'Keyset paging: pass `nextCursor` as `cursor`. `q` searches the customer\u2019s name, e-mail and phone and the study label. Leads are studies with `wantsContact`.',
          security: session,
        },
      })
      .get(
        '/studies/export',
        ({ session, query }) => {
          const day = new Date().toISOString().slice(0, 10)
          return new Response(service.csv(session.partner.id, query), {
            headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="studies-${day}.csv"`, 'cache-control': 'no-store' },
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
            description: 'UTF-8 with a BOM, `;`-separated (as Czech Excel opens it), streamed page by page. The same filters as the inbox; `cursor` and `limit` are ignored.',
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
            description: 'The same calculation, PDF and storage as POST /studies, owned by the partner; the study\u2019s `userId` is the console user\u2019s id. `sendEmail: false` sends the customer nothing (`emailStatus` is then `disabled`).',
            security: session,
          },
        },
      )
      .post(
        '/invoice-extraction',
        async ({ request }) => {
          const file = await uploadedFile(request, services.config.invoiceMaxBytes)
          const bytes = new Uint8Array(await file.arrayBuffer())
          const extraction = await timeOutcome(services.metrics.invoiceExtractions, () => deps.invoices.extract(file.name || 'invoice.pdf', bytes), problemOutcome)
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
        detail: { operationId: 'consoleGetStudy', tags: TAGS, summary: 'One study: key figures, contact, consent, PDF link, e-mail status', security: session },
      })
      .put('/studies/:id/lead', ({ session, params, body }) => service.setLead(session.partner.id, params.id, body, actorOf(session)), {
        params: IdParams,
        parse: [jsonBody({ schema: ConsoleLeadUpdate, maxBytes: 8192 }), 'json'],
        body: ConsoleLeadUpdate,
        response: { 200: ConsoleStudyRow, ...problems },
        detail: { operationId: 'consoleSetLeadStatus', tags: TAGS, summary: 'Set the lead status (new, contacted, won, lost) and its note', security: session },
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
            description: 'As DELETE /studies/{id}: the PDF is deleted, the link answers 410, the customer\u2019s contact is erased (and the lead note); the figures stay.',
            security: session,
          },
        },
      )
      // Owners only from here on.
      .get(
        '/tokens',
        async ({ session }) => {
          requireOwner(session)
          return (await partners().listTokens(session.partner.id)).map(tokenView)
        },
        { response: { 200: Type.Array(ConsoleToken), 401: Problem, 403: Problem }, detail: { operationId: 'consoleListTokens', tags: TAGS, summary: "The partner's refresh tokens (never their secrets)", security: session } },
      )
      .post(
        '/tokens',
        async ({ session, body, set }) => {
          requireOwner(session)
          const { token, secret } = await partners()
            .issueToken({ partnerId: session.partner.id, kind: body.kind, origins: body.origins, label: body.label, expiresInDays: body.expiresInDays })
            .catch(rethrow)
          const em = services.em()
          writeAudit(em, { partnerId: session.partner.id, actor: actorOf(session), action: 'token.issued', target: token.id, details: { kind: token.kind, origins: token.allowedOrigins, label: token.label ?? null } })
          await em.flush()
          const snippet =
            token.kind === 'embed'
              ? `<script src="energy-calculator.js" defer></script>\n<energy-calculator api-base="${services.config.publicBaseUrl}" token="${secret}" ico="${session.partner.ico}" locale="cs"></energy-calculator>`
              : null
          set.status = 201
          return { token: tokenView(token), refreshToken: secret, snippet }
        },
        {
          parse: [jsonBody({ schema: ConsoleTokenIssueRequest, maxBytes: 16384 }), 'json'],
          body: ConsoleTokenIssueRequest,
          response: { 201: ConsoleTokenIssued, ...problems },
          detail: {
            operationId: 'consoleIssueToken',
            tags: TAGS,
            summary: 'Issue a refresh token (the secret is in this answer only)',
            description: 'An embed token needs its pages\u2019 web origins; the answer carries the ready `<energy-calculator>` element for it.',
            security: session,
          },
        },
      )
      .post(
        '/tokens/:id/revoke',
        async ({ session, params, body }) => {
          requireOwner(session)
          await ownToken(session.partner.id, params.id)
          const deny = body.denyIssuedAccessTokens ?? false
          const token = await partners().revokeToken(params.id, { denyAccessTokensForSeconds: deny ? services.config.jwt.ttlSeconds : undefined })
          if (!token) throw notFound(`No token ${params.id}`)
          const em = services.em()
          writeAudit(em, { partnerId: session.partner.id, actor: actorOf(session), action: 'token.revoked', target: token.id, details: { kind: token.kind, denyIssuedAccessTokens: deny } })
          await em.flush()
          return tokenView(token)
        },
        {
          params: IdParams,
          parse: [jsonBody({ schema: ConsoleTokenRevokeRequest, maxBytes: 1024 }), 'json'],
          body: ConsoleTokenRevokeRequest,
          response: { 200: ConsoleToken, ...problems },
          detail: {
            operationId: 'consoleRevokeToken',
            tags: TAGS,
            summary: 'Revoke a refresh token',
            description: '`denyIssuedAccessTokens: true` also refuses the access tokens already issued from it (within a second), as `admin token revoke --now`.',
            security: session,
          },
        },
      )
      .put(
        '/tokens/:id/origins',
        async ({ session, params, body }) => {
          requireOwner(session)
          const before = await ownToken(session.partner.id, params.id)
          const previous = [...(before.allowedOrigins ?? [])]
          const token = await partners().setTokenOrigins(params.id, body.origins).catch(rethrow)
          if (!token) throw notFound(`No token ${params.id}`)
          const em = services.em()
          writeAudit(em, { partnerId: session.partner.id, actor: actorOf(session), action: 'token.origins-changed', target: token.id, details: { from: previous, to: token.allowedOrigins } })
          await em.flush()
          return tokenView(token)
        },
        {
          params: IdParams,
          parse: [jsonBody({ schema: ConsoleOriginsRequest, maxBytes: 65536 }), 'json'],
          body: ConsoleOriginsRequest,
          response: { 200: ConsoleToken, ...problems },
          detail: { operationId: 'consoleSetTokenOrigins', tags: TAGS, summary: "Replace an embed token's allowed web origins", description: 'Each must be an http(s) origin; in effect for CORS within seconds.', security: session },
        },
      )
      .get(
        '/webhook-endpoints',
        async ({ session }) => {
          requireOwner(session)
          return { items: await webhooks.list(session.partner.id) }
        },
        { response: { 200: WebhookEndpointList, 401: Problem, 403: Problem }, detail: { operationId: 'consoleListWebhookEndpoints', tags: TAGS, summary: "The partner's webhook endpoints (never their secrets)", security: session } },
      )
      .post(
        '/webhook-endpoints',
        async ({ session, body, set }) => {
          requireOwner(session)
          const created = await webhooks.create(session.partner.id, body)
          set.status = 201
          return audited(session, 'webhook.added', created.id, { url: created.url, events: created.events }, created)
        },
        {
          parse: [jsonBody({ schema: WebhookEndpointCreate, maxBytes: 8192 }), 'json'],
          body: WebhookEndpointCreate,
          response: { 201: WebhookEndpointWithSecret, ...problems, 409: Problem },
          detail: {
            operationId: 'consoleAddWebhookEndpoint',
            tags: TAGS,
            summary: 'Register a webhook endpoint (its signing secret is in this answer only)',
            description: 'As POST /webhook-endpoints of the API: https only, never a private or loopback address.',
            security: session,
          },
        },
      )
      .delete(
        '/webhook-endpoints/:id',
        async ({ session, params }) => {
          requireOwner(session)
          const endpoint = await webhooks.get(session.partner.id, params.id)
          await webhooks.remove(session.partner.id, params.id)
          await audited(session, 'webhook.removed', params.id, { url: endpoint.url }, null)
          return new Response(null, { status: 204 })
        },
        { params: IdParams, response: { ...problems }, detail: { operationId: 'consoleRemoveWebhookEndpoint', tags: TAGS, summary: 'Delete a webhook endpoint', security: session, responses: NO_CONTENT } },
      )
      .post(
        '/webhook-endpoints/:id/rotate-secret',
        async ({ session, params }) => {
          requireOwner(session)
          const rotated = await webhooks.rotateSecret(session.partner.id, params.id)
          return audited(session, 'webhook.secret-rotated', params.id, { url: rotated.url }, rotated)
        },
        {
          params: IdParams,
          response: { 200: WebhookEndpointWithSecret, ...problems },
          detail: { operationId: 'consoleRotateWebhookSecret', tags: TAGS, summary: 'A new signing secret (the old one is accepted for 24 h more)', security: session },
        },
      )
      .post(
        '/webhook-endpoints/:id/test',
        async ({ session, params }) => {
          requireOwner(session)
          return webhooks.test(session.partner.id, params.id)
        },
        { params: IdParams, response: { 200: WebhookTestResult, ...problems }, detail: { operationId: 'consoleTestWebhookEndpoint', tags: TAGS, summary: 'Send a test event to the endpoint', security: session } },
      )
      .get(
        '/branding',
        async ({ session }) => {
          requireOwner(session)
          return brandingOf(session.partner.id)
        },
        { response: { 200: ConsoleBranding, 401: Problem, 403: Problem }, detail: { operationId: 'consoleGetBranding', tags: TAGS, summary: "The partner's name, contact and logo as studies show them", security: session } },
      )
      .patch(
        '/branding',
        async ({ session, body }) => {
          requireOwner(session)
          const em = services.em()
          const partner = await em.findOneOrFail(Partner, { id: session.partner.id })
          const changed: Record<string, unknown> = {}
          for (const key of ['contactEmail', 'contactPhone', 'web', 'accentColor'] as const) {
            if (body[key] === undefined) continue
            const trimmed = body[key]?.trim() || null
            const value = key === 'accentColor' ? (trimmed?.toLowerCase() ?? null) : trimmed
            if (value !== (partner[key] ?? null)) {
              changed[key] = { from: partner[key] ?? null, to: value }
              partner[key] = value
            }
          }
          if (Object.keys(changed).length) writeAudit(em, { partnerId: partner.id, actor: actorOf(session), action: 'branding.changed', target: null, details: changed })
          if (body.leadEmails !== undefined) {
            const before = partner.leadEmails ?? null
            await partnerService(em).updatePartnerNotifications(partner, { leadEmails: body.leadEmails }).catch(rethrow)
            if (JSON.stringify(before) !== JSON.stringify(partner.leadEmails ?? null)) {
              writeAudit(em, { partnerId: partner.id, actor: actorOf(session), action: 'lead-emails.changed', target: null, details: { from: before, to: partner.leadEmails ?? null } })
            }
          }
          await em.flush()
          return brandingOf(partner.id)
        },
        {
          parse: [jsonBody({ schema: ConsoleBrandingUpdate, maxBytes: 8192 }), 'json'],
          body: ConsoleBrandingUpdate,
          response: { 200: ConsoleBranding, ...problems },
          detail: { operationId: 'consoleUpdateBranding', tags: TAGS, summary: 'Change the contact e-mail, phone, web and accent colour studies show, and where lead e-mails go', description: '`accentColor`: `#RRGGBB` (stored lower-case) for the PDF\u2019s headings and cover accents, null for the house colours. `leadEmails`: at most 10 addresses; null sends lead e-mails to the contact e-mail, [] sends none.', security: session },
        },
      )
      .put(
        '/branding/logo',
        async ({ session, request }) => {
          requireOwner(session)
          const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
          if (type !== 'image/png' && type !== 'image/jpeg') rethrow(new LogoRefused('Send the logo as image/png or image/jpeg (SVG is refused)', 415))
          const logo = await boundedBody(request, LOGO_MAX_BYTES).then(acceptLogo).catch(rethrow)
          const em = services.em()
          await em.nativeUpdate(Partner, { id: session.partner.id }, { logoData: Buffer.from(logo.data), logoMediaType: logo.mediaType, logoUrl: null })
          writeAudit(em, { partnerId: session.partner.id, actor: actorOf(session), action: 'branding.logo-changed', target: null, details: { width: logo.width, height: logo.height, bytes: logo.data.byteLength } })
          await em.flush()
          return brandingOf(session.partner.id)
        },
        {
          parse: 'none',
          response: { 200: ConsoleBranding, ...problems, 413: Problem, 415: Problem },
          detail: {
            operationId: 'consoleUploadLogo',
            tags: TAGS,
            summary: 'Upload the logo (PNG or JPEG)',
            description: `Body: the image itself as \`image/png\` or \`image/jpeg\`, at most ${LOGO_MAX_BYTES / 1024} KB and 2000 px a side. It is decoded and stored re-encoded as PNG; SVG and anything that is not such an image → 415.`,
            security: session,
            requestBody: { content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } },
          },
        },
      )
      .get(
        '/branding/logo',
        async ({ session }) => {
          const partner = await services.em().findOne(Partner, { id: session.partner.id }, { populate: ['logoData'] })
          if (!partner?.logoData || partner.logoMediaType !== 'image/png') throw notFound('No uploaded logo')
          return new Response(new Uint8Array(partner.logoData), {
            headers: { 'content-type': 'image/png', 'cache-control': 'private, no-cache', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'" },
          })
        },
        { response: { 401: Problem, 404: Problem }, detail: { operationId: 'consoleGetLogo', tags: TAGS, summary: 'The uploaded logo (re-encoded PNG)', security: session, responses: { 200: { description: 'PNG', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } } } } },
      )
      .get(
        '/branding/preview',
        async ({ session }) => {
          requireOwner(session)
          const branding = (await partnerBranding(services.em(), { id: session.partner.id }))?.branding ?? null
          const png = await coverPreviewPng(async () => {
            const result = await deps.simulation.simulate(SAMPLE_STUDY, { partnerId: session.partner.id })
            return deps.renderPdf({ id: '00000000-0000-4000-8000-000000000000', createdAt: new Date(), language: 'cs', request: SAMPLE_STUDY, result, branding })
          })
          return new Response(png, {
            headers: { 'content-type': 'image/png', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'" },
          })
        },
        {
          response: { 401: Problem, 403: Problem, 503: Problem },
          detail: {
            operationId: 'consolePreviewCover',
            tags: TAGS,
            summary: "The first page of a sample study with the partner's branding (PNG)",
            description: 'A made-up customer\u2019s study, rendered as the PDF renders studies (logo, contact, accent colour) and its cover page drawn as PNG (pdftoppm). Nothing is stored. At most 2 at once per instance, else 503.',
            security: session,
            responses: { 200: { description: 'PNG', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } } },
          },
        },
      )
      .get(
        '/users',
        async ({ session }) => {
          requireOwner(session)
          return (await accounts.listUsers(session.partner.id)).map(userView)
        },
        { response: { 200: Type.Array(ConsoleUserSchema), 401: Problem, 403: Problem }, detail: { operationId: 'consoleListUsers', tags: TAGS, summary: "The partner's console users", security: session } },
      )
      .post(
        '/users',
        async ({ session, body, set }) => {
          requireOwner(session)
          const invited = await accounts.invite({ partnerId: session.partner.id, email: body.email, role: body.role, actor: actorOf(session) }).catch(rethrow)
          set.status = 201
          return { user: userView(invited.user), inviteUrl: invited.inviteUrl, mailed: invited.mailed }
        },
        {
          parse: [jsonBody({ schema: ConsoleInviteRequest, maxBytes: 4096 }), 'json'],
          body: ConsoleInviteRequest,
          response: { 201: ConsoleInvitation, ...problems, 409: Problem },
          detail: { operationId: 'consoleInviteUser', tags: TAGS, summary: 'Invite a user (e-mails a one-time link, valid 7 days)', security: session },
        },
      )
      .patch(
        '/users/:id',
        async ({ session, params, body }) => {
          requireOwner(session)
          const user = await accounts.changeRole({ partnerId: session.partner.id, userId: params.id, role: body.role, actor: actorOf(session) }).catch(rethrow)
          if (!user) throw notFound(`No user ${params.id}`)
          return userView(user)
        },
        {
          params: IdParams,
          parse: [jsonBody({ schema: ConsoleRoleRequest, maxBytes: 1024 }), 'json'],
          body: ConsoleRoleRequest,
          response: { 200: ConsoleUserSchema, ...problems, 409: Problem },
          detail: { operationId: 'consoleChangeUserRole', tags: TAGS, summary: "Change a user's role (the last owner stays an owner)", security: session },
        },
      )
      .delete(
        '/users/:id',
        async ({ session, params }) => {
          requireOwner(session)
          const user = await accounts.remove({ partnerId: session.partner.id, userId: params.id, actor: actorOf(session) }).catch(rethrow)
          if (!user) throw notFound(`No user ${params.id}`)
          return new Response(null, { status: 204 })
        },
        {
          params: IdParams,
          response: { ...problems, 409: Problem },
          detail: { operationId: 'consoleRemoveUser', tags: TAGS, summary: 'Remove a user: their sessions end at once (the last owner cannot be removed)', security: session, responses: NO_CONTENT },
        },
      )
      .get(
        '/audit',
        async ({ session, query }) => {
          requireOwner(session)
          return service.audit(session.partner.id, query.cursor)
        },
        {
          query: AuditQuery,
          response: { 200: ConsoleAuditPage, ...problems },
          detail: { operationId: 'consoleListAudit', tags: TAGS, summary: 'The audit log: who did what, newest first', security: session },
        },
      )
  )
}
