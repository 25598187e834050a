import { Elysia, ValidationError } from 'elysia'
import { PROBLEM_CONTENT_TYPE } from '@partner/energy-shared'
import type { AppServices } from '../services.ts'
import { HttpProblem, badRequest } from './problem.ts'
import { requestFacts } from './context.ts'
import { classifyDatabaseError } from '../db/errors.ts'

interface Issue {
  path: string
  message: string
  schema?: { anyOf?: { const?: unknown }[] }
  errors?: Iterable<Issue>[]
}

/** The accepted codes when the failed schema is a union of literals (e.g. `distribution.distributor`). */
function literalChoices(issue: Issue): string[] | undefined {
  const members = issue.schema?.anyOf
  if (!members?.length || !members.every((member) => typeof member.const === 'string')) return undefined
  return members.map((member) => member.const as string)
}

/**
 * A union failure (e.g. a nullable object with a bad member) reports "Expected union value" at the
 * union's own path; the branch whose errors lie deeper says what is actually wrong, so use it.
 */
function specificIssues(issue: Issue): Issue[] {
  if (issue.errors?.length) {
    const branches = issue.errors.map((branch) => [...branch].flatMap(specificIssues))
    const deeper = branches.find((branch) => branch.length > 0 && branch.every((inner) => inner.path.length > issue.path.length))
    if (deeper) return deeper
  }
  return [issue]
}

/**
 * Turns Elysia's validation error into the `errors` map of CONTRACT.md (field path → messages), and the accepted values
 * when a code outside a fixed list was sent (as the reference lookups answer an unknown code).
 */
function validationErrors(error: ValidationError): { errors: Record<string, string[]>; allowedValues?: string[] } {
  const errors: Record<string, string[]> = {}
  const choiceLists: string[][] = []
  for (const issue of (error.all as Issue[]).flatMap(specificIssues)) {
    const path = typeof issue.path === 'string' ? issue.path.replace(/^\//, '').replaceAll('/', '.') : ''
    const key = path || error.type
    const choices = literalChoices(issue)
    if (choices) choiceLists.push(choices)
    const message = choices ? `must be one of ${choices.join(', ')}` : typeof issue.message === 'string' ? issue.message : 'is invalid'
    const messages = (errors[key] ??= [])
    if (!messages.includes(message)) messages.push(message)
  }
  // One list can only name the values of one field; with several, each field's message names its own.
  return { errors, allowedValues: choiceLists.length === 1 ? choiceLists[0] : undefined }
}

/** A request that failed its schema: 400 with the `errors` map. */
function invalidInput(error: ValidationError): HttpProblem {
  const { errors, allowedValues } = validationErrors(error)
  return new HttpProblem({
    status: 400,
    slug: 'validation-error',
    detail: `Invalid ${error.type}: ${Object.keys(errors).join(', ')}`,
    extra: allowedValues ? { errors, allowedValues } : { errors },
  })
}

/** Renders a problem document (RFC 9457) for the request. */
export function problemResponse(services: Pick<AppServices, 'config'>, request: Request, problem: HttpProblem): Response {
  const facts = requestFacts(request)
  if (facts) facts.problem = problem.slug
  const body = {
    type: `${services.config.publicBaseUrl}/problems/${problem.slug}`,
    title: problem.title,
    status: problem.status,
    detail: problem.message,
    instance: new URL(request.url).pathname,
    ...(facts ? { requestId: facts.id } : {}),
    ...problem.extra,
  }
  return new Response(JSON.stringify(body), {
    status: problem.status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE, 'cache-control': 'no-store', ...problem.headers },
  })
}

/** The single place where every failure becomes an application/problem+json answer. */
export function problemHandler(services: AppServices) {
  return new Elysia({ name: 'problem-handler', seed: services.instanceId }).onError({ as: 'global' }, ({ code, error, request }) => {
    if (error instanceof HttpProblem) return problemResponse(services, request, error)
    // A custom body parser's problem or validation error arrives wrapped in Elysia's ParseError.
    const cause = (error as { cause?: unknown }).cause
    if (cause instanceof HttpProblem) return problemResponse(services, request, cause)
    if (cause instanceof ValidationError) return problemResponse(services, request, invalidInput(cause))
    const facts = requestFacts(request)
    if (code === 'VALIDATION' && error instanceof ValidationError && error.type === 'response') {
      // The server produced a body its own schema refuses: a bug of ours, never the client's 400.
      services.log.error('response failed its schema', { requestId: facts?.id, path: new URL(request.url).pathname, errors: validationErrors(error) })
      return internalError(services, request)
    }
    if (code === 'VALIDATION' && error instanceof ValidationError) return problemResponse(services, request, invalidInput(error))
    if (code === 'NOT_FOUND') {
      return problemResponse(services, request, new HttpProblem({ status: 404, slug: 'not-found', detail: `No route for ${request.method} ${new URL(request.url).pathname}` }))
    }
    if (code === 'PARSE' || code === 'INVALID_COOKIE_SIGNATURE') {
      return problemResponse(services, request, new HttpProblem({ status: 400, slug: 'validation-error', detail: 'The request body could not be parsed', extra: { errors: { body: ['is not valid for its Content-Type'] } } }))
    }
    if (code === 'INVALID_FILE_TYPE') {
      return problemResponse(services, request, new HttpProblem({ status: 415, slug: 'unsupported-media-type', detail: String((error as Error).message) }))
    }
    const database = classifyDatabaseError(error)
    if (database?.kind === 'unavailable') {
      services.log.error('database unavailable', { requestId: facts?.id, error: String(error) })
      return problemResponse(services, request, new HttpProblem({ status: 503, slug: 'service-unavailable', detail: 'The database is unavailable; please retry shortly' }))
    }
    if (database?.kind === 'data') {
      // The schemas should have refused the value; the database did (SQLSTATE class 22), so it is the client's.
      services.log.warn('database refused a value', { requestId: facts?.id, sqlState: database.sqlState, column: database.column, error: String(error) })
      const field = database.column ?? 'body'
      return problemResponse(services, request, badRequest(`A value of ${field} cannot be stored`, { [field]: ['is not a value the database accepts'] }))
    }
    services.log.error('unhandled error', {
      requestId: facts?.id,
      path: new URL(request.url).pathname,
      sqlState: database?.sqlState ?? undefined,
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    })
    return internalError(services, request)
  })
}

function internalError(services: AppServices, request: Request): Response {
  const id = requestFacts(request)?.id ?? 'n/a'
  return problemResponse(services, request, new HttpProblem({ status: 500, slug: 'internal-error', detail: `An unexpected error occurred; quote request id ${id} when reporting it` }))
}
