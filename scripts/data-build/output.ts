import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { TSchema, Static } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import '../../server/src/data/formats.ts'

/** Validates a dataset against the schema the server loads it with, then writes it as compact JSON. */
export async function writeDataset<S extends TSchema>(outDir: string, fileName: string, schema: S, data: Static<S>): Promise<void> {
  const firstError = Value.Errors(schema, data).First()
  if (firstError) throw new Error(`${fileName}: ${firstError.path} ${firstError.message}`)
  await mkdir(outDir, { recursive: true })
  const path = join(outDir, fileName)
  await Bun.write(path, JSON.stringify(data) + '\n')
  console.log(`wrote ${path} (${(Bun.file(path).size / 1024).toFixed(1)} KiB)`)
}
