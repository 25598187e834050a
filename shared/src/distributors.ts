/**
 * The three Czech distribution system operators: their keys and the names people know them by.
 * Free of imports, so the type-only `invoice-study` subpath can use it without bundling the schemas.
 */
export const DISTRIBUTOR_KEYS = ['CEZ', 'PRE', 'EGD'] as const
export type DistributorKey = (typeof DISTRIBUTOR_KEYS)[number]

/** Display names, as the operators write them. */
export const DISTRIBUTOR_NAMES: Readonly<Record<DistributorKey, string>> = {
  CEZ: 'ČEZ Distribuce',
  PRE: 'PREdistribuce',
  EGD: 'EG.D',
}

export const isDistributorKey = (value: unknown): value is DistributorKey => DISTRIBUTOR_KEYS.some((key) => key === value)
