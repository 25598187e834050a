/**
 * OTE load profiles (server/datasets/tdd.json), loaded and validated on first use: one mean
 * coefficient per (local month, day type, local hour) for TDD1…TDD8 and the regional TDD5 variants.
 */
import type { DistributorKey } from '@partner/energy-shared'
import { loadDataset } from './dataset.ts'
import { TddDataset } from './tdd-schema.ts'

const dataset = loadDataset('tdd.json', TddDataset)

export function tddProfiles(): Readonly<Record<string, readonly number[]>> {
  return dataset().profiles
}

export function tddSourceDescription(): string {
  return `OTE normalized TDD ${dataset().sourceYears.join(', ')}, mean per month, day type (holidays as Sundays) and hour`
}

