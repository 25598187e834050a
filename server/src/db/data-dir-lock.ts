import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/** Who holds DATA_DIR: written into the lock file, read by whoever finds it taken. */
export interface DataDirOwner {
  pid: number
  role: 'server' | 'admin'
  startedAt: string
  /** Kernel start time of the process (/proc/<pid>/stat field 22): tells a live owner from a reused pid. */
  processStart: string | null
  /** Directory of the owner's PostgreSQL wire-protocol socket, once it listens. */
  socketDir?: string
}

/** DATA_DIR's embedded database is owned by another live process. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by ${owner.role === 'server' ? 'a running server' : 'an admin command'} (pid ${owner.pid}, since ${owner.startedAt}). ` +
        'One process owns an embedded database: stop that one first, or run admin commands while it is up (they go through it).',
    )
  }
}

export interface DataDirLock {
  readonly path: string
  /** Records the owner's socket directory so that admin commands can reach the database through it. */
  publishSocket(socketDir: string): void
  release(): void
}

const LOCK_FILE = 'owner.lock'

/** Kernel start time of a process, or null where /proc is not available. */
function processStart(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19] ?? null
  } catch {
    return null
  }
}

function readOwner(path: string): DataDirOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as DataDirOwner
    return Number.isInteger(owner.pid) ? owner : null
  } catch {
    return null
  }
}

/** A recorded owner is alive when its pid exists and, where /proc tells, is the same process (not a reused pid). */
function isAlive(owner: DataDirOwner): boolean {
  if (owner.pid === process.pid) return false
  try {
    process.kill(owner.pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const start = processStart(owner.pid)
  return owner.processStart === null || start === null || start === owner.processStart
}

/** The live owner of DATA_DIR, or null when nobody (alive) holds it. */
export function dataDirOwner(dataDir: string): DataDirOwner | null {
  const owner = readOwner(join(dataDir, LOCK_FILE))
  return owner && isAlive(owner) ? owner : null
}

/**
 * Takes exclusive ownership of DATA_DIR: a lock file created with O_EXCL holding our pid. A lock left
 * by a dead process (kill -9, power loss) is recovered; a live owner makes this throw DataDirInUseError.
 */
export function acquireDataDirLock(dataDir: string, role: DataDirOwner['role']): DataDirLock {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, LOCK_FILE)
  const me: DataDirOwner = { pid: process.pid, role, startedAt: new Date().toISOString(), processStart: processStart(process.pid) }
  const write = (owner: DataDirOwner) => writeFileSync(`${path}.${process.pid}`, `${JSON.stringify(owner)}\n`, { mode: 0o600 })

  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600)
      writeSync(fd, `${JSON.stringify(me)}\n`)
      closeSync(fd)
      const owned = () => readOwner(path)?.pid === process.pid
      const onExit = () => owned() && rmSync(path, { force: true })
      process.once('exit', onExit)
      return {
        path,
        publishSocket(socketDir) {
          // Written aside and renamed over the lock, so that a reader never sees half a file.
          write({ ...me, socketDir })
          renameSync(`${path}.${process.pid}`, path)
        },
        release() {
          process.off('exit', onExit)
          onExit()
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = readOwner(path)
    if (owner && isAlive(owner)) throw new DataDirInUseError(dataDir, owner)
    if (!owner) {
      // Being written by a process that has just created it: look again in a moment.
      Bun.sleepSync(20)
      if (readOwner(path) || attempt < 10) continue
    }
    recoverStale(path, owner)
  }
  throw new Error(`could not take the lock ${path}`)
}

/**
 * Removes a dead owner's lock. It is renamed aside first, so that of two processes recovering at once
 * only one removes it; should the renamed file turn out to be a fresh lock of a live racer, it goes back.
 */
function recoverStale(path: string, stale: DataDirOwner | null) {
  const aside = `${path}.stale.${process.pid}`
  try {
    renameSync(path, aside)
  } catch {
    return
  }
  const moved = readOwner(aside)
  if (moved && stale && moved.pid !== stale.pid && isAlive(moved)) {
    try {
      linkSync(aside, path)
    } catch {
      // Someone else holds it again now; the next attempt finds out who.
    }
  }
  rmSync(aside, { force: true })
}
