import type { Config } from '../config.ts'
import type { Database } from '../db/orm.ts'

/** One admin subcommand: runs against an open database and returns what to print (or `--json`). */
export type AdminCommand = (db: Database, args: { positionals: string[]; values: Record<string, unknown>; json: boolean; config?: Config }) => Promise<unknown>

/** The operator typed the command wrong; the CLI prints the message and exits 2 without a stack. */
export class UsageError extends Error {
  override name = 'UsageError'
}
