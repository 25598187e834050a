import { Elysia } from 'elysia'
import type { AppServices } from '../../services.ts'
import { HttpProblem, forbidden } from '../../http/problem.ts'
import { SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE, type ConsoleAccounts, type SessionView } from './accounts.ts'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** 401 of the console: no Bearer challenge, the session is a cookie. */
export const noSession = () => new HttpProblem({ status: 401, slug: 'unauthorized', detail: 'Sign in to the console first (no valid session)' })

export function sessionSecret(request: Request): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE) {
      const secret = value.join('=')
      return /^[A-Za-z0-9_-]{20,100}$/.test(secret) ? secret : null
    }
  }
  return null
}

/** The Set-Cookie of a session (or, without a secret, the one that deletes it). */
export function sessionCookie(publicBaseUrl: string, secret: string | null): string {
  const secure = new URL(publicBaseUrl).protocol === 'https:' ? '; Secure' : ''
  return secret
    ? `${SESSION_COOKIE}=${secret}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${SESSION_ABSOLUTE_SECONDS}${secure}`
    : `${SESSION_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0${secure}`
}

/**
 * A state-changing console request must come from the console's own origin: the `Origin` a browser sends
 * (or, without one, `Sec-Fetch-Site: same-origin`). Anything else is cross-site → 403, before the body is read.
 */
export function checkConsoleOrigin(services: AppServices, request: Request): void {
  if (!STATE_CHANGING.has(request.method)) return
  const own = new URL(services.config.publicBaseUrl).origin
  const origin = request.headers.get('origin')
  if (origin === own) return
  if (!origin && request.headers.get('sec-fetch-site') === 'same-origin') return
  throw forbidden(origin ? `Console requests must come from ${own}, not ${origin}` : `Console requests must come from ${own} (Origin header)`)
}

export type ConsoleIdentity = SessionView

const resolved = new WeakMap<Request, ConsoleIdentity>()

/**
 * Resolves the session cookie of a request (its session, user and partner read now, never cached): 401 without one.
 * Called before the body is parsed; the route's `session` is then the one found here.
 */
export async function resolveSession(accounts: ConsoleAccounts, request: Request): Promise<ConsoleIdentity> {
  const known = resolved.get(request)
  if (known) return known
  const secret = sessionSecret(request)
  const session = secret ? await accounts.session(secret) : null
  if (!session) throw noSession()
  resolved.set(request, session)
  return session
}

/** `session` for the routes after it: the request's resolved session. */
export const consoleSession = (services: AppServices, accounts: ConsoleAccounts) =>
  new Elysia({ name: 'console-session', seed: services.instanceId }).derive({ as: 'scoped' }, async ({ request }): Promise<{ session: ConsoleIdentity }> => ({
    session: await resolveSession(accounts, request),
  }))

/** Owners only: members get 403. */
export function requireOwner(session: ConsoleIdentity): void {
  if (session.user.role !== 'owner') throw forbidden('Only an owner of the partner may do this')
}
