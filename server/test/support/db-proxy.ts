import { createServer, connect, type Socket } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { SQL } from 'bun'
import { testDatabase } from './harness.ts'
import { createPgDatabase } from './postgres.ts'

/**
 * A TCP proxy in front of the test database, so that a test can take the database away from a running server
 * the way a network or server failure does: every connection dropped, new ones refused, until restored.
 */
export interface DatabaseProxy {
  /** postgres:// URL of the proxy, for DATABASE_URL. */
  url: string
  /** Drops every connection and refuses new ones as soon as a client sends a statement containing `text`. */
  failOn(text: string): void
  /** True once `failOn` fired. */
  readonly failed: boolean
  /** Accepts connections again. */
  restore(): void
  /** Runs SQL directly on the database, past the proxy. */
  query<T>(sql: string): Promise<T[]>
  close(): Promise<void>
}

/** The test database (PostgreSQL or a PGlite served over the wire protocol) behind a failure-injecting proxy. */
export async function startDatabaseProxy(): Promise<DatabaseProxy> {
  let upstreamUrl: URL
  let query: DatabaseProxy['query']
  let closeUpstream: () => Promise<void>
  if (testDatabase === 'postgres') {
    const database = await createPgDatabase()
    upstreamUrl = new URL(database.url)
    const direct = new SQL(database.url)
    query = async <T>(sql: string) => [...(await direct.unsafe(sql))] as T[]
    closeUpstream = async () => {
      await direct.close()
      await database.drop()
    }
  } else {
    const db = await PGlite.create('memory://')
    const socket = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 16 })
    await socket.start()
    upstreamUrl = new URL(`postgres://postgres@${socket.getServerConn()}/postgres`)
    query = async <T>(sql: string) => (await db.query<T>(sql)).rows
    closeUpstream = async () => {
      await socket.stop()
      await db.close()
    }
  }

  const sockets = new Set<Socket>()
  let refusing = false
  let trigger: Buffer | null = null
  const dropAll = () => {
    refusing = true
    for (const socket of sockets) socket.destroy()
    sockets.clear()
  }
  const server = createServer((client) => {
    if (refusing) return void client.destroy()
    const upstream = connect(Number(upstreamUrl.port), upstreamUrl.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => {})
      socket.on('close', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.on('data', (chunk: Buffer) => {
      if (trigger && chunk.includes(trigger)) {
        trigger = null
        dropAll()
        return
      }
      upstream.write(chunk)
    })
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as { port: number }
  const url = new URL(upstreamUrl)
  url.host = `127.0.0.1:${address.port}`

  return {
    url: url.toString(),
    failOn(text) {
      trigger = Buffer.from(text)
    },
    get failed() {
      return refusing
    },
    restore() {
      refusing = false
    },
    query,
    async close() {
      dropAll()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await closeUpstream()
    },
  }
}
