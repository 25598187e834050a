/**
 * The JSON body parser of every route that takes JSON: media type (415), size while reading (413),
 * UTF-8, nesting depth and syntax (400) before JSON.parse, then properties the schema does not declare (400
 * naming them), so that no unknown byte is ever stored or walked recursively.
 */
import type { TSchema } from '@sinclair/typebox'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { ValidationError } from 'elysia'
import { JSON_BODY_MAX_BYTES, JSON_MAX_DEPTH } from '@partner/energy-shared'
import { HttpProblem, badRequest } from './problem.ts'
import { readUpTo } from './request-body.ts'

const JSON_TYPES = /^(application\/json|text\/json|application\/[\w.+-]+\+json)\s*(;|$)/i

const tooLarge = (maxBytes: number) =>
  new HttpProblem({ status: 413, slug: 'payload-too-large', detail: `The JSON body exceeds ${maxBytes} bytes (compact JSON; see the schema limits).` })
const invalidJson = (why: string) => badRequest(`The body is not valid JSON: ${why}`, { body: [why] })

/** The body's bytes, refusing a declared or actual size above `maxBytes` without buffering past it. */
async function boundedBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > maxBytes) throw tooLarge(maxBytes)
  const bytes = await readUpTo(request.body, maxBytes)
  if (!bytes) throw tooLarge(maxBytes)
  return bytes
}

/** Throws when arrays/objects nest deeper than `maxDepth` (a linear scan; strings are skipped). */
export function checkDepth(text: string, maxDepth: number): void {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) throw invalidJson(`nests deeper than ${maxDepth} levels`)
    } else if (c === 0x7d || c === 0x5d) depth--
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * Paths (dotted, as in the `errors` map) of properties that a closed object schema (`additionalProperties:
 * false`) does not declare, looking through optional, nullable and array schemas.
 */
export function unknownProperties(schema: TSchema, value: unknown, path = ''): string[] {
  const at = (key: string) => (path ? `${path}.${key}` : key)
  if (Array.isArray(schema.anyOf)) return schema.anyOf.flatMap((branch: TSchema) => unknownProperties(branch, value, path))
  if (schema.type === 'array' && Array.isArray(value) && schema.items?.type === 'object') {
    return value.flatMap((item, index) => unknownProperties(schema.items as TSchema, item, at(String(index))))
  }
  if (schema.type !== 'object' || !isObject(value)) return []
  const properties = (schema.properties ?? {}) as Record<string, TSchema>
  return Object.keys(value).flatMap((key) => {
    const declared = properties[key]
    if (declared) return unknownProperties(declared, value[key], at(key))
    return schema.additionalProperties === false ? [at(key)] : []
  })
}

export interface JsonBodyOptions {
  /** The route's body schema: properties it does not declare are refused. */
  schema: TSchema
  /** @default JSON_BODY_MAX_BYTES */
  maxBytes?: number
}

/**
 * An Elysia `parse` hook reading the body as bounded, closed JSON (see the module comment), checked against the
 * schema as sent: Elysia's own check runs after its normalisation, which turns e.g. `"study": 0` into `{}`.
 */
export function jsonBody({ schema, maxBytes = JSON_BODY_MAX_BYTES }: JsonBodyOptions) {
  const check = TypeCompiler.Compile(schema)
  return async ({ request }: { request: Request }): Promise<unknown> => {
    const contentType = request.headers.get('content-type') ?? ''
    if (!JSON_TYPES.test(contentType)) {
      throw new HttpProblem({ status: 415, slug: 'unsupported-media-type', detail: 'Send the body as application/json, text/json or application/*+json' })
    }
    const bytes = await boundedBytes(request, maxBytes)
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      throw invalidJson('is not UTF-8')
    }
    if (!text.trim()) throw invalidJson('is empty')
    checkDepth(text, JSON_MAX_DEPTH)
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw invalidJson('does not parse')
    }
    const unknown = unknownProperties(schema, parsed)
    if (unknown.length > 0) {
      throw badRequest(`Unknown properties: ${unknown.slice(0, 20).join(', ')}`, Object.fromEntries(unknown.slice(0, 20).map((path) => [path, ['is not a known property']])))
    }
    if (!check.Check(parsed)) throw new ValidationError('body', check, parsed)
    return parsed
  }
}
