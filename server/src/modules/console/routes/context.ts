import type { AppServices } from '../../../services.ts'
import { requestFacts } from '../../../http/context.ts'
import { HttpProblem, badRequest, conflict, notFound } from '../../../http/problem.ts'
import { rateLimiter } from '../../../http/rate-limit.ts'
import { Partner } from '../../partners/entities.ts'
import { PartnerInputError } from '../../partners/errors.ts'
import { partnerService } from '../../partners/service.ts'
import type { StudiesService } from '../../studies/service.ts'
import type { SimulationService } from '../../studies/simulation.ts'
import { webhooksService } from '../../webhooks/service.ts'
import type { InvoiceService } from '../../invoices/service.ts'
import type { StudyDocumentInput } from '../../studies/pdf/index.ts'
import { ConsoleInputError, writeAudit, type ConsoleAccounts } from '../accounts.ts'
import { LogoRefused } from '../logo-upload.ts'
import { Problem } from '../model.ts'
import type { ConsoleIdentity } from '../session.ts'
import { consoleService } from '../service.ts'
import type { ConsoleUser } from '../entities.ts'

/** Sign-in attempts per e-mail address (known or not) per window, shared by every instance through the database. */
export const SIGN_IN_ACCOUNT_MAX = 10
export const SIGN_IN_ACCOUNT_WINDOW_SECONDS = 15 * 60
/** Password-reset e-mails one address gets per hour at most. */
export const RESET_MAILS_PER_HOUR = 3
export const TAGS = ['console']
export const session = [{ consoleSession: [] }]
export const problems = { 400: Problem, 401: Problem, 403: Problem, 404: Problem }
export const NO_CONTENT = { 204: { description: 'Done (no body)' } }

export interface ConsoleDependencies {
  studies: StudiesService
  /** The live preview of a study being made for a customer. */
  simulation: SimulationService
  /** The app's one invoice service (its PDF worker pool), shared with POST /api/v1/invoice-extraction. */
  invoices: InvoiceService
  /** The study PDF renderer (the studies API's), for the branding page's cover preview. */
  renderPdf: (input: StudyDocumentInput) => Promise<Uint8Array>
}

export const userView = (user: Pick<ConsoleUser, 'id' | 'email' | 'role' | 'passwordHash' | 'createdAt'>) => ({
  id: user.id,
  email: user.email,
  role: user.role,
  active: user.passwordHash != null,
  createdAt: user.createdAt.toISOString(),
})

export const actorOf = (identity: ConsoleIdentity) => ({ id: identity.user.id, email: identity.user.email })

export function meView(identity: ConsoleIdentity, active = true) {
  return {
    user: {
      id: identity.user.id,
      email: identity.user.email,
      role: identity.user.role,
      active,
      createdAt: identity.user.createdAt.toISOString(),
    },
    partner: identity.partner,
    session: { createdAt: identity.createdAt.toISOString(), expiresAt: identity.expiresAt.toISOString(), idleSeconds: 2 * 3600 },
  }
}

/** What the console's services refuse becomes the problem it is. */
export function asProblem(error: unknown): unknown {
  if (error instanceof ConsoleInputError)
    return error.kind === 'conflict' ? conflict(error.message) : badRequest(error.message, { [error.field]: [error.message] })
  if (error instanceof PartnerInputError)
    return badRequest(error.message, { [/e-mail/.test(error.message) ? 'leadEmails' : 'origins']: [error.message] })
  if (error instanceof LogoRefused) {
    const slug = error.status === 413 ? 'payload-too-large' : error.status === 415 ? 'unsupported-media-type' : 'validation-error'
    return new HttpProblem({
      status: error.status,
      slug,
      detail: error.message,
      extra: error.status === 400 ? { errors: { logo: [error.message] } } : undefined,
    })
  }
  return error
}
export const rethrow = (error: unknown): never => {
  throw asProblem(error)
}

/**
 * The partner console's API (`/api/v1/console/…`): sign-in with server-side sessions, the studies inbox with
 * lead status, CSV export and studies made for customers, and the owners' tokens, branding, team and audit log.
 */

/** What every console route needs: the services, the accounts, the limits and the partner look-ups, built once per app. */
export function consoleContext(services: AppServices, deps: ConsoleDependencies, accounts: ConsoleAccounts) {
  const service = consoleService(services)
  const limitIp = rateLimiter(
    services,
    services.config.authRateLimit.max,
    services.config.authRateLimit.windowSeconds,
    'console sign-in attempts from this address',
  )
  const limitAccount = rateLimiter(
    services,
    SIGN_IN_ACCOUNT_MAX,
    SIGN_IN_ACCOUNT_WINDOW_SECONDS,
    'console sign-in attempts for this account',
  )
  // Reset e-mails per address: nobody fills a user's mailbox through the reset form.
  const limitResetMail = rateLimiter(services, RESET_MAILS_PER_HOUR, 3600, 'password-reset e-mails to this address')
  const partners = () => partnerService(services.em())
  // The partner's webhook endpoints, as the API manages them (modules/webhooks), for owners in the console.
  const webhooks = webhooksService({ em: () => services.em(), allowPrivateNetworks: services.config.webhooks.allowPrivateNetworks })
  async function audited<T>(
    session: ConsoleIdentity,
    action: string,
    target: string | null,
    details: Record<string, unknown>,
    result: T,
  ): Promise<T> {
    const em = services.em()
    writeAudit(em, { partnerId: session.partner.id, actor: actorOf(session), action, target, details })
    await em.flush()
    return result
  }
  const client = (request: Request) => ({ ip: requestFacts(request)?.ip ?? null, userAgent: request.headers.get('user-agent') })

  async function ownToken(partnerId: string, id: string) {
    const token = (await partners().listTokens(partnerId)).find((candidate) => candidate.id === id)
    if (!token) throw notFound(`No token ${id}`)
    return token
  }

  async function brandingOf(partnerId: string) {
    const partner = await services
      .em()
      .findOneOrFail(
        Partner,
        { id: partnerId },
        { fields: ['name', 'ico', 'contactEmail', 'contactPhone', 'web', 'accentColor', 'logoMediaType', 'leadEmails'] },
      )
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

  return {
    services,
    deps,
    accounts,
    service,
    limitIp,
    limitAccount,
    limitResetMail,
    partners,
    webhooks,
    audited,
    client,
    ownToken,
    brandingOf,
  }
}
export type ConsoleContext = ReturnType<typeof consoleContext>
