import type { DistributorKey } from '@partner/energy-shared'

/** Display names of the three Czech distribution system operators. */
export const DISTRIBUTOR_NAMES: Record<DistributorKey, string> = {
  CEZ: 'ČEZ Distribuce',
  PRE: 'PREdistribuce',
  EGD: 'EG.D',
}
