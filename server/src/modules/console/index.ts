import { Elysia } from 'elysia'
import type { AppServices } from '../../services.ts'
import { createMailer } from '../../mail/index.ts'
import { consoleAccounts, type ConsoleAccounts } from './accounts.ts'
import { checkConsoleOrigin, resolveSession } from './session.ts'
import { consoleContext, type ConsoleDependencies } from './routes/context.ts'
import { sessionRoutes, signInRoutes } from './routes/sign-in.ts'
import { studiesRoutes } from './routes/studies.ts'
import { tokensRoutes } from './routes/tokens.ts'
import { brandingRoutes } from './routes/branding.ts'
import { teamRoutes } from './routes/team.ts'

export { RESET_MAILS_PER_HOUR, SIGN_IN_ACCOUNT_MAX, SIGN_IN_ACCOUNT_WINDOW_SECONDS, type ConsoleDependencies } from './routes/context.ts'

const PREFIX = '/api/v1/console'
/** Routes that need no session (sign-in and the password links). */
const PUBLIC_ROUTES = new Set(['POST /session', 'POST /password', 'POST /password-reset'])

/**
 * The partner console's API (`/api/v1/console/…`): sign-in with server-side sessions (routes/sign-in.ts), the
 * studies inbox with lead status, CSV export and studies made for customers (routes/studies.ts), and the owners'
 * tokens and webhooks, branding, team and audit log (routes/tokens.ts, branding.ts, team.ts).
 */
export const consoleModule = (
  services: AppServices,
  deps: ConsoleDependencies,
  accounts: ConsoleAccounts = consoleAccounts({
    em: services.em,
    config: services.config,
    log: services.log,
    mailer: createMailer(services.config),
  }),
) => {
  const ctx = consoleContext(services, deps, accounts)
  services.jobs.add({ name: 'console-session-purge', intervalSeconds: services.config.jobs.intervalSeconds, run: () => accounts.purge() })
  return (
    new Elysia({ name: 'console', seed: services.instanceId, prefix: PREFIX })
      // Before routing and before any body is read: a cross-site state change never reaches a handler, and a request
      // without a session is answered 401 before its body is looked at.
      .onRequest(async ({ request }) => {
        const path = new URL(request.url).pathname
        if (path !== PREFIX && !path.startsWith(`${PREFIX}/`)) return
        checkConsoleOrigin(services, request)
        if (PUBLIC_ROUTES.has(`${request.method} ${path.slice(PREFIX.length)}`)) return
        await resolveSession(accounts, request)
      })
      .use(signInRoutes(ctx))
      .use(sessionRoutes(ctx))
      .use(studiesRoutes(ctx))
      .use(tokensRoutes(ctx))
      .use(brandingRoutes(ctx))
      .use(teamRoutes(ctx))
  )
}
