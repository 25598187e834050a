/**
 * fast-check arbitraries derived from the shared TypeBox schemas: valid values of a schema (sizes bounded so
 * that a run stays quick) and hostile mutations of a JSON document (wrong types, out-of-range and non-finite
 * numbers, NUL, lone surrogates, huge strings, deep nesting, unknown and missing properties).
 */
import fc from 'fast-check'
import type { TSchema } from '@sinclair/typebox'

const MAX_ITEMS = 24
const MAX_TEXT = 40

function stringArbitrary(schema: TSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
  if (schema.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString())
  if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254))
  if (schema.format === 'uuid') return fc.uuid()
  const maxLength = Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT)
  const minLength = schema.minLength ?? 0
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null
  if (pattern && !pattern.test('')) return fc.stringMatching(pattern).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity))
  return fc.string({ unit: 'grapheme', minLength, maxLength }).filter((s) => s.length <= (schema.maxLength ?? Infinity))
}

function numberArbitrary(schema: TSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1e-9 : -1e6)
  const max = schema.maximum ?? 1e6
  if (schema.type === 'integer') return fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
  // Both ends of the range matter most: mix exact bounds, small values and the full range.
  return fc.oneof(fc.constantFrom(min, max), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.integer({ min: Math.ceil(min), max: Math.min(Math.floor(max), Math.ceil(min) + 100) }))
}

/** Valid values of a schema (optional properties present or not). */
export function validValue(schema: TSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (Array.isArray(schema.anyOf)) return fc.oneof(...schema.anyOf.map((branch: TSchema) => validValue(branch)))
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, TSchema>
      const required = new Set<string>(schema.required ?? [])
      const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validValue(property)]))
      return fc.record(model, { requiredKeys: [...required] })
    }
    case 'array':
      return fc.array(validValue(schema.items as TSchema), { maxLength: Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS) })
    case 'string':
      return stringArbitrary(schema)
    case 'number':
    case 'integer':
      return numberArbitrary(schema)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.anything({ maxDepth: 2 })
  }
}

/** Paths of every value inside a JSON document (objects and arrays included, the root excluded). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.slice(0, 4).flatMap((item, index) => [[...prefix, index], ...paths(item, [...prefix, index])])
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...paths(item, [...prefix, key])])
  return []
}

const RAW = '"\u0001raw\u0001"'

/** A hostile replacement: either a JSON value, or raw JSON text (numbers JSON.stringify cannot write). */
type Replacement = { value: unknown } | { raw: string }

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

const replacement: fc.Arbitrary<Replacement> = fc.oneof(
  // wrong types
  fc.constantFrom<Replacement>({ value: null }, { value: true }, { value: 'text' }, { value: [] }, { value: {} }, { value: 0 }, { value: [1, 2] }, { value: { a: 1 } }),
  // out-of-range and non-finite numbers
  fc.constantFrom<Replacement>({ raw: '1e309' }, { raw: '-1e309' }, { raw: '1e308' }, { raw: '-1e308' }, { raw: '5e-324' }, { raw: '-0' }, { raw: '123456789012345678901234567890' }),
  fc.double().map((n): Replacement => (Number.isFinite(n) ? { value: n } : { raw: '1e309' })),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }).map((n): Replacement => ({ value: n })),
  // NUL, lone surrogates and other hostile text
  fc.constantFrom<Replacement>({ value: 'a\u0000b' }, { value: '\ud800' }, { value: 'x\udc00y' }, { value: '\ud83d' }, { value: '\u202e\u0000' }, { value: "'; drop table study; --" }),
  fc.string({ unit: 'binary', maxLength: 30 }).map((s): Replacement => ({ value: s })),
  // huge strings and deep nesting
  fc.integer({ min: 1_000, max: 300_000 }).map((n): Replacement => ({ value: 'x'.repeat(n) })),
  fc.integer({ min: 17, max: 20_000 }).map((depth): Replacement => ({ raw: nested(depth) })),
)

export interface Mutated {
  text: string
  kind: string
}

/** A JSON document with one hostile change: a value replaced, a property added or a property removed. */
export function mutate(base: fc.Arbitrary<unknown>): fc.Arbitrary<Mutated> {
  return base.chain((doc) => {
    const all = paths(doc)
    const objects: (string | number)[][] = [[], ...all.filter((path) => isObject(at(doc, path)))]
    const replace = fc.tuple(fc.constantFrom(...(all.length ? all : [[]])), replacement).map(([path, change]) => apply(doc, path, change, 'replace'))
    const add = fc
      .tuple(fc.constantFrom(...objects), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }), replacement)
      .map(([path, key, change]) => apply(doc, [...path, `${key}_x`], change, 'add'))
    const remove = fc.constantFrom(...(all.length ? all : [[]])).map((path) => ({ text: JSON.stringify(without(doc, path)), kind: 'remove' }))
    return fc.oneof({ weight: 5, arbitrary: replace }, { weight: 2, arbitrary: add }, { weight: 1, arbitrary: remove })
  })
}

const isObject = (value: unknown): value is Record<string | number, unknown> => !!value && typeof value === 'object'
const at = (doc: unknown, path: (string | number)[]) => path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), doc)

function apply(doc: unknown, path: (string | number)[], change: Replacement, kind: string): Mutated {
  const copy = structuredClone(doc)
  if (path.length === 0) return 'raw' in change ? { text: change.raw, kind } : { text: JSON.stringify(change.value), kind }
  const parent = at(copy, path.slice(0, -1))
  if (!isObject(parent)) return { text: JSON.stringify(copy), kind }
  parent[path.at(-1)!] = 'raw' in change ? RAW.slice(1, -1) : change.value
  const text = JSON.stringify(copy)
  return { text: 'raw' in change ? text.replace(JSON.stringify(RAW.slice(1, -1)), change.raw) : text, kind: `${kind} ${path.join('.')}` }
}

function without(doc: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(doc)
  const parent = at(copy, path.slice(0, -1))
  if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1)
  else if (isObject(parent)) delete parent[path.at(-1)!]
  return copy
}

/** The next double above (`+1`) or below (`-1`) a finite one: a value just past a bound. */
function nextDouble(value: number, direction: 1 | -1): number {
  if (value === 0) return direction * 5e-324
  const bits = new BigInt64Array(new Float64Array([value]).buffer)
  bits[0]! += BigInt(Math.sign(value) * direction)
  return new Float64Array(bits.buffer)[0]!
}

/** Every numeric bound a schema states (minimum, maximum and their exclusive forms), nested schemas included. */
export function numericBounds(schema: TSchema): number[] {
  const found = new Set<number>()
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      if (['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].includes(key) && typeof value === 'number') found.add(value)
      else walk(value)
    }
  }
  walk(schema)
  return [...found]
}

/**
 * Numbers at the edges of what a field may hold, as JSON text: −0, denormals, tiny values, the schema's bounds
 * and the doubles just past them, and huge values (written as JSON numbers, as a client would send them).
 */
export function edgeNumbers(bounds: readonly number[]): string[] {
  const special = ['0', '-0', '5e-324', '-5e-324', '1e-320', '-1e-320', '2.2250738585072014e-308', '1e-300', '1e-9', '-1e-9', '0.0099', '0.01', '0.5', '1e15', '9007199254740993', '1e300', '1.7976931348623157e308', '-1.7976931348623157e308']
  const nearBounds = bounds.flatMap((bound) => [bound, nextDouble(bound, -1), nextDouble(bound, 1)]).map((value) => (Object.is(value, -0) ? '-0' : String(value)))
  return [...new Set([...special, ...nearBounds])]
}

/** Paths of the numbers inside a JSON document (the first items of arrays only, as `paths` does). */
const numberPaths = (doc: unknown) => paths(doc).filter((path) => typeof at(doc, path) === 'number')

/**
 * A JSON document with one to three of its numbers replaced by edge values (`edgeNumbers`), everything else
 * left valid: the numbers reach validation and, where they pass it, the engine and the PDF.
 */
export function edgeNumberBodies(base: fc.Arbitrary<unknown>, edges: readonly string[]): fc.Arbitrary<Mutated> {
  return base.chain((doc) => {
    const numeric = numberPaths(doc)
    const changes = fc.uniqueArray(fc.tuple(fc.constantFrom(...numeric), fc.constantFrom(...edges)), { minLength: 1, maxLength: 3, selector: ([path]) => path.join('.') })
    return changes.map((picked) => {
      const copy = structuredClone(doc)
      for (const [index, [path]] of picked.entries()) (at(copy, path.slice(0, -1)) as Record<string | number, unknown>)[path.at(-1)!] = `\u0001edge${index}\u0001`
      let text = JSON.stringify(copy)
      for (const [index, [, raw]] of picked.entries()) text = text.replace(JSON.stringify(`\u0001edge${index}\u0001`), raw)
      return { text, kind: `edges ${picked.map(([path, raw]) => `${path.join('.')}=${raw}`).join(' ')}` }
    })
  })
}
