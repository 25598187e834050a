import { Elysia } from 'elysia'
import { requestFacts } from '../../../http/context.ts'
import { HttpProblem } from '../../../http/problem.ts'
import { jsonBody } from '../../../http/json-body.ts'
import { Accepted, ConsoleMe, ConsolePasswordRequest, ConsoleResetRequest, ConsoleSignInRequest, Problem } from '../model.ts'
import { consoleSession, noSession, sessionCookie, sessionSecret } from '../session.ts'
import {
  TAGS,
  session,
  NO_CONTENT,
  meView,
  rethrow,
  SIGN_IN_ACCOUNT_MAX,
  SIGN_IN_ACCOUNT_WINDOW_SECONDS,
  RESET_MAILS_PER_HOUR,
  type ConsoleContext,
} from './context.ts'

/** Sign-in, the password links and the reset request: the routes that need no session. */
export function signInRoutes(ctx: ConsoleContext) {
  const { services, accounts, limitIp, limitAccount, limitResetMail, client } = ctx
  return new Elysia({ name: 'console-sign-in', seed: services.instanceId })
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
        if (!user)
          throw new HttpProblem({ status: 410, slug: 'gone', detail: 'This link is unknown, expired or already used; ask for a new one' })
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
          description:
            'The link (its secret after `#/invite/` or `#/reset/`) works once and expires (invitations after 7 days, resets after 1 hour); an unknown, used or expired one → 410. Ends every session of the user.',
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
}

/** The signed-in user and signing out (this session or every one). */
export function sessionRoutes(ctx: ConsoleContext) {
  const { services, accounts } = ctx
  return new Elysia({ name: 'console-session', seed: services.instanceId })
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
      {
        response: { 401: Problem, 403: Problem },
        detail: {
          operationId: 'consoleSignOut',
          tags: TAGS,
          summary: 'Sign out: ends this session',
          security: session,
          responses: NO_CONTENT,
        },
      },
    )
    .delete(
      '/sessions',
      async ({ session }) => {
        await accounts.endAllSessions(session.user.id)
        return new Response(null, { status: 204, headers: { 'set-cookie': sessionCookie(services.config.publicBaseUrl, null) } })
      },
      {
        response: { 401: Problem, 403: Problem },
        detail: {
          operationId: 'consoleSignOutEverywhere',
          tags: TAGS,
          summary: 'Sign out everywhere: ends every session of this user',
          security: session,
          responses: NO_CONTENT,
        },
      },
    )
}
