import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { notFound } from '../../../http/problem.ts'
import { jsonBody } from '../../../http/json-body.ts'
import {
  AuditQuery,
  ConsoleAuditPage,
  ConsoleInvitation,
  ConsoleInviteRequest,
  ConsoleRoleRequest,
  ConsoleUser as ConsoleUserSchema,
  IdParams,
  Problem,
} from '../model.ts'
import { consoleSession, requireOwner } from '../session.ts'
import { TAGS, session, problems, NO_CONTENT, userView, actorOf, rethrow, type ConsoleContext } from './context.ts'

/** Owners: the partner\u2019s users and the audit log. */
export function teamRoutes(ctx: ConsoleContext) {
  const { services, accounts, service } = ctx
  return new Elysia({ name: 'console-team', seed: services.instanceId })
    .use(consoleSession(services, accounts))
    .get(
      '/users',
      async ({ session }) => {
        requireOwner(session)
        return (await accounts.listUsers(session.partner.id)).map(userView)
      },
      {
        response: { 200: Type.Array(ConsoleUserSchema), 401: Problem, 403: Problem },
        detail: { operationId: 'consoleListUsers', tags: TAGS, summary: "The partner's console users", security: session },
      },
    )
    .post(
      '/users',
      async ({ session, body, set }) => {
        requireOwner(session)
        const invited = await accounts
          .invite({ partnerId: session.partner.id, email: body.email, role: body.role, actor: actorOf(session) })
          .catch(rethrow)
        set.status = 201
        return { user: userView(invited.user), inviteUrl: invited.inviteUrl, mailed: invited.mailed }
      },
      {
        parse: [jsonBody({ schema: ConsoleInviteRequest, maxBytes: 4096 }), 'json'],
        body: ConsoleInviteRequest,
        response: { 201: ConsoleInvitation, ...problems, 409: Problem },
        detail: {
          operationId: 'consoleInviteUser',
          tags: TAGS,
          summary: 'Invite a user (e-mails a one-time link, valid 7 days)',
          security: session,
        },
      },
    )
    .patch(
      '/users/:id',
      async ({ session, params, body }) => {
        requireOwner(session)
        const user = await accounts
          .changeRole({ partnerId: session.partner.id, userId: params.id, role: body.role, actor: actorOf(session) })
          .catch(rethrow)
        if (!user) throw notFound(`No user ${params.id}`)
        return userView(user)
      },
      {
        params: IdParams,
        parse: [jsonBody({ schema: ConsoleRoleRequest, maxBytes: 1024 }), 'json'],
        body: ConsoleRoleRequest,
        response: { 200: ConsoleUserSchema, ...problems, 409: Problem },
        detail: {
          operationId: 'consoleChangeUserRole',
          tags: TAGS,
          summary: "Change a user's role (the last owner stays an owner)",
          security: session,
        },
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
        detail: {
          operationId: 'consoleRemoveUser',
          tags: TAGS,
          summary: 'Remove a user: their sessions end at once (the last owner cannot be removed)',
          security: session,
          responses: NO_CONTENT,
        },
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
}
