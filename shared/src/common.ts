import { Type, type TSchema, type Static } from '@sinclair/typebox'

export const IsoDate = (options: { description?: string } = {}) =>
  Type.String({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', ...options })
export const IsoDateTime = (options: { description?: string } = {}) => Type.String({ format: 'date-time', ...options })
export const Uuid = (options: { description?: string } = {}) => Type.String({ format: 'uuid', ...options })
export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options)

export const DistributorKey = Type.Union([Type.Literal('CEZ'), Type.Literal('PRE'), Type.Literal('EGD')], {
  $id: 'DistributorKey',
  description: 'CEZ (ČEZ Distribuce), PRE (PREdistribuce), EGD (EG.D)',
})
export type DistributorKey = Static<typeof DistributorKey>
export const DISTRIBUTOR_KEYS = ['CEZ', 'PRE', 'EGD'] as const satisfies readonly DistributorKey[]

export const Currency = Type.Literal('CZK', { description: 'ISO 4217; currently always CZK' })
