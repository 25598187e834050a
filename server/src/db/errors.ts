/**
 * The one classification of database errors: the database cannot be reached (503, retry), the client sent
 * a value the database refuses (SQLSTATE class 22 → 400), or anything else (a server bug → 500, logged).
 */
import { ConnectionException, DriverException } from '@mikro-orm/core'

export type DatabaseFailure =
  | { kind: 'unavailable' }
  /** `column` is the table column the value was meant for, when PostgreSQL names it. */
  | { kind: 'data'; sqlState: string; column: string | null }
  | { kind: 'other'; sqlState: string | null }

const CONNECTION_FAILURE = /ECONNREFUSED|ECONNRESET|connect ENOENT|Connection terminated|connection timeout|Cannot use a pool after calling end|Client has encountered a connection error/i
/** SQLSTATE 57P0x server shutting down, 53300 too many connections, 3D000 database does not exist (class 08 is matched by prefix). */
const UNAVAILABLE_STATES = ['57P01', '57P02', '57P03', '53300', '3D000', 'ECONNREFUSED', 'ECONNRESET']

/** The driver error a MikroORM exception wraps, or the error itself. */
const driverError = (error: unknown) => ((error as { previous?: unknown })?.previous ?? error) as { code?: unknown; column?: unknown; message?: unknown }

/** How a thrown error relates to the database, or null when it does not come from the database at all. */
export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  if (error instanceof ConnectionException) return { kind: 'unavailable' }
  const code = (error as { code?: unknown })?.code ?? driverError(error).code
  const sqlState = typeof code === 'string' ? code : null
  if (sqlState && (sqlState.startsWith('08') || UNAVAILABLE_STATES.includes(sqlState))) return { kind: 'unavailable' }
  if (error instanceof Error && CONNECTION_FAILURE.test(error.message)) return { kind: 'unavailable' }
  if (sqlState?.startsWith('22')) {
    const column = driverError(error).column
    return { kind: 'data', sqlState, column: typeof column === 'string' ? column : null }
  }
  // A MikroORM exception, or a raw driver error carrying a SQLSTATE (five digits or capitals).
  if (error instanceof DriverException || (sqlState && /^[0-9A-Z]{5}$/.test(sqlState))) return { kind: 'other', sqlState }
  return null
}

/** True for errors that mean the database cannot be reached (answered 503), as opposed to a bad query. */
export const isDatabaseUnavailable = (error: unknown) => classifyDatabaseError(error)?.kind === 'unavailable'
