/**
 * OTE load profiles (server/datasets/tdd.json), loaded and validated once at start-up: one mean
 * coefficient per (local month, day type, local hour) for TDD1…TDD8 and the regional TDD5 variants.
 */
import { readFileSync } from 'node:fs'
import { Value } from '@sinclair/typebox/value'
import type { DistributorKey } from '@partner/energy-shared'
import { TddDataset } from './tdd-schema.ts'

function loadDataset(): TddDataset {
  const path = new URL('../../datasets/tdd.json', import.meta.url)
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'))
  const firstError = Value.Errors(TddDataset, data).First()
  if (firstError) throw new Error(`server/datasets/tdd.json is invalid at ${firstError.path}: ${firstError.message}`)
  return data as TddDataset
}

const dataset = loadDataset()

export function tddProfiles(): Readonly<Record<string, readonly number[]>> {
  return dataset.profiles
}

export function tddSourceDescription(): string {
  return `OTE normalized TDD ${dataset.sourceYears.join(', ')}, mean per month, day type (holidays as Sundays) and hour`
}

