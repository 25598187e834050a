/**
 * The one loader of the shipped datasets (server/datasets/*.json): read and validated against the
 * schema on first use, not at import, so a module that only needs one dataset does not pay for all.
 */
import { readFileSync } from 'node:fs'
import type { Static, TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import './formats.ts'

function readDataset<S extends TSchema>(file: string, schema: S): Static<S> {
  const data: unknown = JSON.parse(readFileSync(new URL(`../../datasets/${file}`, import.meta.url), 'utf8'))
  const firstError = Value.Errors(schema, data).First()
  if (firstError) throw new Error(`server/datasets/${file} is invalid at ${firstError.path}: ${firstError.message}`)
  return data as Static<S>
}

/**
 * `server/datasets/<file>` as a getter that loads it on first call and keeps it; `prepare` turns the
 * validated data into what its module serves (indexes, model output), once, on that same call.
 */
export function loadDataset<S extends TSchema>(file: string, schema: S): () => Static<S>
export function loadDataset<S extends TSchema, T>(file: string, schema: S, prepare: (data: Static<S>) => T): () => T
export function loadDataset<S extends TSchema, T>(file: string, schema: S, prepare?: (data: Static<S>) => T): () => T | Static<S> {
  let loaded: { value: T | Static<S> } | undefined
  return () => {
    loaded ??= { value: prepare ? prepare(readDataset(file, schema)) : readDataset(file, schema) }
    return loaded.value
  }
}
