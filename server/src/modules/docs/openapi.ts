/**
 * The OpenAPI 3.1 document: Elysia's generator describes the routes, then the shared schemas that carry a `$id` become
 * named `components.schemas` (generated clients get named types) and every problem answer a shared `components.responses` entry.
 */
import type { AnyElysia } from 'elysia'
import { toOpenAPISchema } from '@elysiajs/openapi/openapi'
import { DistributorKey, Problem, PROBLEM_CONTENT_TYPE, ProblemSlugs, ProblemTypes } from '@partner/energy-shared'
import { problemPagePath } from './problem-pages.ts'

type Json = Record<string, unknown>
type Operation = Json & { responses?: Record<string, Json>; security?: unknown[]; requestBody?: Json }

export interface DocumentInfo {
  title: string
  version: string
  description: string
  serverUrl: string
  tags: { name: string; description: string }[]
}

const SCHEMA_REF = '#/components/schemas/'
const RESPONSE_REF = '#/components/responses/'
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']

/** Names of the shared problem responses, by status. */
const PROBLEM_RESPONSES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableContent',
  429: 'TooManyRequests',
  500: 'InternalServerError',
  503: 'ServiceUnavailable',
}

/**
 * Named unions of string literals: the generator turns them into a bare `enum`, dropping `$id` and description;
 * an `enum` with exactly their values is given its name back.
 */
const NAMED_ENUMS = [DistributorKey].map((schema) => ({
  name: schema.$id as string,
  schema: { type: 'string', enum: schema.anyOf.map((member) => member.const), description: schema.description },
}))

const SUCCESS_DESCRIPTIONS: Record<string, string> = { '200': 'OK', '201': 'Created', '204': 'No content' }

/** Key-order independent serialisation, to tell two schemas under one `$id` apart. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Json)[key])}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * Replaces every subschema with a `$id` by a `$ref` to `components.schemas[$id]` (depth first, so named schemas refer to
 * each other). The generator folds `Nullable(X)` into X with `type: [t, 'null']`; that becomes `anyOf: [$ref, null]`.
 */
export function hoistNamedSchemas(root: unknown, schemas: Record<string, Json>, conflicts: string[]): unknown {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (!node || typeof node !== 'object') return node
    const copy: Json = {}
    for (const [key, value] of Object.entries(node))
      copy[key] = key === 'enum' || key === 'const' || key === 'examples' ? value : visit(value)
    if (typeof copy.$id !== 'string') {
      const named =
        copy.type === 'string' && Array.isArray(copy.enum)
          ? NAMED_ENUMS.find((known) => canonical(known.schema.enum) === canonical(copy.enum))
          : undefined
      if (!named) return copy
      schemas[named.name] = named.schema
      return { $ref: SCHEMA_REF + named.name }
    }
    const { $id: name, ...schema } = copy as Json & { $id: string }
    let nullable = false
    if (Array.isArray(schema.type) && schema.type.length === 2 && schema.type.includes('null')) {
      schema.type = schema.type.find((type) => type !== 'null')
      nullable = true
    }
    const known = schemas[name]
    if (!known) schemas[name] = schema
    else if (canonical(known) !== canonical(schema) && !conflicts.includes(name)) conflicts.push(name)
    const ref = { $ref: SCHEMA_REF + name }
    return nullable ? { anyOf: [ref, { type: 'null' }] } : ref
  }
  return visit(root)
}

/** The shared problem responses, each naming the problem types it can carry. */
function problemResponses(): Record<string, Json> {
  const responses: Record<string, Json> = {}
  for (const [status, name] of Object.entries(PROBLEM_RESPONSES)) {
    const types = ProblemSlugs.filter((slug) => ProblemTypes[slug].status === Number(status))
    const list = types.map((slug) => `[\`${slug}\`](${problemPagePath(slug)}): ${ProblemTypes[slug].title}`).join('; ')
    const headers: Json = {}
    if (status === '401') headers['WWW-Authenticate'] = { description: 'Bearer challenge', schema: { type: 'string' } }
    if (status === '429' || status === '503') {
      headers['Retry-After'] = {
        description: 'Seconds to wait before retrying (503: when the server is busy)',
        schema: { type: 'integer', minimum: 1 },
      }
    }
    responses[name] = {
      description: `${ProblemTypes[types[0] ?? 'internal-error'].title} (problem types: ${list})`,
      ...(Object.keys(headers).length ? { headers } : {}),
      content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: `${SCHEMA_REF}Problem` } } },
    }
  }
  return responses
}

/** Answers every operation can give: a bearer-authenticated one may be rate limited; any may meet a server fault. */
function commonStatuses(operation: Operation): number[] {
  const authenticated = !Array.isArray(operation.security) || operation.security.length > 0
  return authenticated ? [401, 429, 500, 503] : [500, 503]
}

/** Problem answers by reference; documented-only responses (`detail.responses`, e.g. a 302) kept; JSON bodies as JSON only. */
function finishOperation(operation: Operation, documented: Record<string, Json> | undefined): void {
  const responses: Record<string, Json> = { ...documented, ...operation.responses }
  for (const status of commonStatuses(operation)) responses[status] ??= { description: '' }
  for (const [status, response] of Object.entries(responses)) {
    const name = PROBLEM_RESPONSES[Number(status)]
    if (name && Number(status) >= 400) responses[status] = { $ref: RESPONSE_REF + name }
    else if (typeof response.description !== 'string' || response.description.startsWith('Response for status')) {
      responses[status] = { ...response, description: SUCCESS_DESCRIPTIONS[status] ?? `HTTP ${status}` }
    }
  }
  operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)))
  // Elysia offers form encodings for every object body; the API reads JSON bodies as JSON only.
  const content = operation.requestBody?.content as Json | undefined
  if (content?.['application/json']) {
    delete content['application/x-www-form-urlencoded']
    delete content['multipart/form-data']
  }
}

/** Builds the whole document from the application's routes. */
export function buildOpenApiDocument(app: AnyElysia, info: DocumentInfo): { document: Json; conflicts: string[] } {
  const generated = toOpenAPISchema(app, undefined, undefined, undefined, '3.1.0') as unknown as {
    paths: Record<string, Record<string, Operation>>
  }
  // The generator replaces `detail.responses` with the schema-derived ones; keep what only the route documents.
  const documented = new Map<string, Record<string, Json>>()
  for (const route of app.routes) {
    const responses = (route.hooks?.detail as { responses?: Record<string, Json> } | undefined)?.responses
    if (responses) documented.set(`${route.method.toLowerCase()} ${route.path.replace(/:([^/]+)/g, '{$1}')}`, responses)
  }
  for (const [path, item] of Object.entries(generated.paths)) {
    for (const method of METHODS) if (item[method]) finishOperation(item[method], documented.get(`${method} ${path}`))
  }
  const schemas: Record<string, Json> = {}
  const conflicts: string[] = []
  const paths = hoistNamedSchemas(generated.paths, schemas, conflicts) as Json
  // Problem answers are references to components.responses, which name the Problem schema.
  hoistNamedSchemas(JSON.parse(JSON.stringify(Problem)), schemas, conflicts)
  const document = {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: info.description },
    servers: [{ url: info.serverUrl }],
    tags: info.tags,
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      responses: problemResponses(),
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        consoleSession: { type: 'apiKey', in: 'cookie', name: 'ens_console', description: "The partner console's session (POST /api/v1/console/session)" },
      },
    },
  }
  return { document, conflicts }
}
