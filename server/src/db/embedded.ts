import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

/**
 * PostgreSQL settings of the embedded database, sized for a small VPS: PGlite's WASM heap never gives
 * memory back, so every buffer it fills stays in the process's RSS. The defaults (shared_buffers 128 MB,
 * maintenance_work_mem 64 MB) let the heap creep up as the tables grow; these keep it bounded.
 */
export const EMBEDDED_SETTINGS = [
  'shared_buffers = 16MB',
  'work_mem = 2MB',
  'maintenance_work_mem = 16MB',
  'temp_buffers = 2MB',
  'wal_buffers = 1MB',
  'effective_cache_size = 64MB',
]

/** pg's convention: a socket in directory D for port P is D/.s.PGSQL.P. */
const SOCKET_PORT = 5432
/** sun_path holds 108 bytes; a deeper DATA_DIR gets its socket in a private temporary directory. */
const MAX_SOCKET_PATH = 100

export interface EmbeddedDatabase {
  /** postgres:// URL of the Unix socket (any PostgreSQL client, e.g. the admin CLI, connects to it). */
  url: string
  socketDir: string
  close(): Promise<void>
}

/**
 * Opens PGlite and serves it over the PostgreSQL wire protocol on a Unix socket (mode 0600, in a 0700
 * directory): the server's own MikroORM pool and admin commands reach the one database through it.
 * No TCP port: only the DATA_DIR's user can connect.
 */
export async function openEmbedded(dataDir: string | 'memory://', preferredSocketDir?: string): Promise<EmbeddedDatabase> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir, { postgresqlconf: EMBEDDED_SETTINGS })
  const ownDir = !preferredSocketDir || join(preferredSocketDir, `.s.PGSQL.${SOCKET_PORT}`).length > MAX_SOCKET_PATH
  const socketDir = ownDir ? mkdtempSync(join(tmpdir(), 'energy-db-')) : preferredSocketDir
  mkdirSync(socketDir, { recursive: true, mode: 0o700 })
  chmodSync(socketDir, 0o700)
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`)
  // Only the lock holder gets here, so a socket file left by a killed owner is stale.
  rmSync(socketPath, { force: true })
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 8 })
  try {
    await server.start()
    chmodSync(socketPath, 0o600)
  } catch (error) {
    await db.close()
    throw error
  }
  return {
    url: socketUrl(socketDir),
    socketDir,
    async close() {
      await server.stop()
      await db.close()
      rmSync(ownDir ? socketDir : socketPath, { recursive: true, force: true })
    },
  }
}

export const socketUrl = (socketDir: string) => `postgres://postgres@${encodeURIComponent(socketDir)}/postgres`
