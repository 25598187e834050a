/**
 * `bun run admin hdo import <file> [--distributor CEZ|PRE|EGD] [--region <key>] [--command <povel> --date <YYYY-MM-DD>] [--years <from>-<to>]`:
 * loads a distributor's HDO schedule table, in its own public format, into the database. Imported
 * commands replace the shipped versions of the same command in every reference lookup.
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { DISTRIBUTOR_KEYS } from '@partner/energy-shared'
import { dataWindow } from '../data/spot.ts'
import { HdoImportError } from '../data/hdo-schedules.ts'
import { parseHdoFile } from './hdo-import.ts'
import { saveHdoImport } from '../modules/reference/hdo-store.ts'
import { UsageError, type AdminCommand } from './command.ts'

function option(values: Record<string, unknown>, name: string): string | undefined {
  const value = values[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** `--years 2024-2027`; by default the data window's first year through next year. */
function yearsOption(value: string | undefined): { from: number; to: number } {
  if (value === undefined) return { from: Number(dataWindow().from.slice(0, 4)), to: new Date().getUTCFullYear() + 1 }
  const match = /^(\d{4})-(\d{4})$/.exec(value)
  if (!match || Number(match[1]) > Number(match[2])) throw new UsageError('--years must look like 2024-2027')
  return { from: Number(match[1]), to: Number(match[2]) }
}

export const hdoImportCommand: AdminCommand = async (db, { positionals, values }) => {
  const file = positionals[0]
  if (!file) throw new UsageError('hdo import <file> needs the file to import')
  const distributorOption = option(values, 'distributor')
  const distributor = DISTRIBUTOR_KEYS.find((key) => key === distributorOption?.toUpperCase())
  if (distributorOption && !distributor) throw new UsageError(`--distributor must be one of ${DISTRIBUTOR_KEYS.join(', ')}`)
  const date = option(values, 'date')
  if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError('--date must be YYYY-MM-DD')
  let content: string
  try {
    content = await readFile(file, 'utf8')
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`)
  }
  try {
    const parsed = parseHdoFile(content, {
      distributor,
      region: option(values, 'region'),
      command: option(values, 'command'),
      date,
      years: yearsOption(option(values, 'years')),
      source: `imported from ${basename(file)}`,
    })
    const saved = await saveHdoImport(db.orm.em.fork(), parsed.drafts)
    return { distributor: parsed.distributor, format: parsed.format, schedules: saved.saved, commands: saved.commands, skipped: parsed.skipped }
  } catch (error) {
    if (error instanceof HdoImportError) throw new UsageError(error.message)
    throw error
  }
}
