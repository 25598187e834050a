import { join } from 'node:path'
import type { Config } from '../config.ts'
import { acquireDataDirLock, DataDirInUseError, dataDirOwner, type DataDirLock, type DataDirOwner } from './data-dir-lock.ts'
import { socketUrl } from './embedded.ts'
import { embeddedDirFor, openDatabase, type Database, type DatabaseOptions } from './orm.ts'

/** How long an admin command waits for a starting server to open its socket. */
const OWNER_SOCKET_WAIT_MS = 60_000

/**
 * The configured database for this process. With DATABASE_URL: PostgreSQL directly. Embedded: the
 * process owns DATA_DIR under its lock (a second owner is refused with DataDirInUseError), except that
 * an admin command finding a live owner goes through that owner's socket as an ordinary PostgreSQL client.
 */
export async function connectDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  role: DataDirOwner['role'],
  options: Pick<DatabaseOptions, 'poolMax' | 'migrations'> = {},
): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl, embeddedDir: embeddedDirFor(config.dataDir), ...options })
  let lock: DataDirLock
  try {
    lock = acquireDataDirLock(config.dataDir, role)
  } catch (error) {
    if (role === 'admin' && error instanceof DataDirInUseError) {
      // The owner brought the schema up to date when it opened the database.
      return openDatabase({ url: socketUrl(await ownerSocket(config.dataDir, error.owner)), embeddedDir: '', poolMax: 1, migrations: 'skip' })
    }
    throw error
  }
  try {
    const db = await openDatabase({ embeddedDir: embeddedDirFor(config.dataDir), socketDir: join(config.dataDir, 'run'), ...options })
    lock.publishSocket(db.socketDir!)
    const close = db.close
    return { ...db, close: () => close().finally(() => lock.release()) }
  } catch (error) {
    lock.release()
    throw error
  }
}

/** The owner's socket directory, waiting while the owner is still starting. */
async function ownerSocket(dataDir: string, found: DataDirOwner): Promise<string> {
  const deadline = Date.now() + OWNER_SOCKET_WAIT_MS
  let owner: DataDirOwner | null = found
  while (owner && !owner.socketDir && Date.now() < deadline) {
    await Bun.sleep(100)
    owner = dataDirOwner(dataDir)
  }
  if (!owner) throw new DataDirOwnerGoneError(`the process that owned ${dataDir} (pid ${found.pid}) stopped; run the command again`)
  if (!owner.socketDir) throw new DataDirOwnerGoneError(`pid ${owner.pid} owns ${dataDir} but its database did not open within ${OWNER_SOCKET_WAIT_MS / 1000} s`)
  return owner.socketDir
}

/** The owner of DATA_DIR went away (or never opened its database) while an admin command waited for it. */
export class DataDirOwnerGoneError extends Error {
  override name = 'DataDirOwnerGoneError'
}
