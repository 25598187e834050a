import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { notFound } from '../../../http/problem.ts'
import { jsonBody } from '../../../http/json-body.ts'
import { writeAudit } from '../accounts.ts'
import {
  ConsoleOriginsRequest,
  ConsoleToken,
  ConsoleTokenIssued,
  ConsoleTokenIssueRequest,
  ConsoleTokenRevokeRequest,
  IdParams,
  Problem,
  WebhookEndpointCreate,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
  WebhookTestResult,
} from '../model.ts'
import { consoleSession, requireOwner } from '../session.ts'
import { tokenView } from '../service.ts'
import { TAGS, session, problems, NO_CONTENT, actorOf, rethrow, type ConsoleContext } from './context.ts'

/** Owners: the partner\u2019s refresh tokens and their web origins, and the webhook endpoints. */
export function tokensRoutes(ctx: ConsoleContext) {
  const { services, partners, webhooks, audited, ownToken, accounts } = ctx
  return new Elysia({ name: 'console-tokens', seed: services.instanceId })
    .use(consoleSession(services, accounts))
    .get(
      '/tokens',
      async ({ session }) => {
        requireOwner(session)
        return (await partners().listTokens(session.partner.id)).map(tokenView)
      },
      {
        response: { 200: Type.Array(ConsoleToken), 401: Problem, 403: Problem },
        detail: {
          operationId: 'consoleListTokens',
          tags: TAGS,
          summary: "The partner's refresh tokens (never their secrets)",
          security: session,
        },
      },
    )
    .post(
      '/tokens',
      async ({ session, body, set }) => {
        requireOwner(session)
        const { token, secret } = await partners()
          .issueToken({
            partnerId: session.partner.id,
            kind: body.kind,
            origins: body.origins,
            label: body.label,
            expiresInDays: body.expiresInDays,
          })
          .catch(rethrow)
        const em = services.em()
        writeAudit(em, {
          partnerId: session.partner.id,
          actor: actorOf(session),
          action: 'token.issued',
          target: token.id,
          details: { kind: token.kind, origins: token.allowedOrigins, label: token.label ?? null },
        })
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
          description:
            'An embed token needs its pages\u2019 web origins; the answer carries the ready `<energy-calculator>` element for it.',
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
        const token = await partners().revokeToken(params.id, {
          denyAccessTokensForSeconds: deny ? services.config.jwt.ttlSeconds : undefined,
        })
        if (!token) throw notFound(`No token ${params.id}`)
        const em = services.em()
        writeAudit(em, {
          partnerId: session.partner.id,
          actor: actorOf(session),
          action: 'token.revoked',
          target: token.id,
          details: { kind: token.kind, denyIssuedAccessTokens: deny },
        })
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
          description:
            '`denyIssuedAccessTokens: true` also refuses the access tokens already issued from it (within a second), as `admin token revoke --now`.',
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
        writeAudit(em, {
          partnerId: session.partner.id,
          actor: actorOf(session),
          action: 'token.origins-changed',
          target: token.id,
          details: { from: previous, to: token.allowedOrigins },
        })
        await em.flush()
        return tokenView(token)
      },
      {
        params: IdParams,
        parse: [jsonBody({ schema: ConsoleOriginsRequest, maxBytes: 65536 }), 'json'],
        body: ConsoleOriginsRequest,
        response: { 200: ConsoleToken, ...problems },
        detail: {
          operationId: 'consoleSetTokenOrigins',
          tags: TAGS,
          summary: "Replace an embed token's allowed web origins",
          description: 'Each must be an http(s) origin; in effect for CORS within seconds.',
          security: session,
        },
      },
    )
    .get(
      '/webhook-endpoints',
      async ({ session }) => {
        requireOwner(session)
        return { items: await webhooks.list(session.partner.id) }
      },
      {
        response: { 200: WebhookEndpointList, 401: Problem, 403: Problem },
        detail: {
          operationId: 'consoleListWebhookEndpoints',
          tags: TAGS,
          summary: "The partner's webhook endpoints (never their secrets)",
          security: session,
        },
      },
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
      {
        params: IdParams,
        response: { ...problems },
        detail: {
          operationId: 'consoleRemoveWebhookEndpoint',
          tags: TAGS,
          summary: 'Delete a webhook endpoint',
          security: session,
          responses: NO_CONTENT,
        },
      },
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
        detail: {
          operationId: 'consoleRotateWebhookSecret',
          tags: TAGS,
          summary: 'A new signing secret (the old one is accepted for 24 h more)',
          security: session,
        },
      },
    )
    .post(
      '/webhook-endpoints/:id/test',
      async ({ session, params }) => {
        requireOwner(session)
        return webhooks.test(session.partner.id, params.id)
      },
      {
        params: IdParams,
        response: { 200: WebhookTestResult, ...problems },
        detail: { operationId: 'consoleTestWebhookEndpoint', tags: TAGS, summary: 'Send a test event to the endpoint', security: session },
      },
    )
}
