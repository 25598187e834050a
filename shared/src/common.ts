import { Type, type StringOptions, type TSchema, type Static } from '@sinclair/typebox'
import { DISTRIBUTOR_KEYS, DISTRIBUTOR_NAMES } from './distributors.ts'
import { SAFE_TEXT_PATTERN } from './limits.ts'

export const IsoDate = (options: { description?: string } = {}) =>
  Type.String({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', ...options })
export const IsoDateTime = (options: { description?: string } = {}) => Type.String({ format: 'date-time', ...options })
export const Uuid = (options: { description?: string } = {}) => Type.String({ format: 'uuid', ...options })
/** Client text: bounded, and free of NUL and lone surrogates (SAFE_TEXT_PATTERN), which no store accepts. */
export const SafeText = (options: StringOptions & { maxLength: number }) => Type.String({ ...options, pattern: SAFE_TEXT_PATTERN })
export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options)

export const DistributorKey = Type.Union(
  DISTRIBUTOR_KEYS.map((key) => Type.Literal(key)),
  { $id: 'DistributorKey', description: DISTRIBUTOR_KEYS.map((key) => `${key} (${DISTRIBUTOR_NAMES[key]})`).join(', ') },
)
export type DistributorKey = Static<typeof DistributorKey>
export { DISTRIBUTOR_KEYS, DISTRIBUTOR_NAMES, isDistributorKey } from './distributors.ts'

export const Currency = Type.Literal('CZK', { description: 'ISO 4217; currently always CZK' })
