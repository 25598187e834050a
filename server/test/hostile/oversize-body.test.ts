/**
 * Issue 32, part 4: a body over the limit, sent by a client that writes its whole body before it reads
 * and asks to close the connection (Python's urllib sends `Connection: close`, no `Expect: 100-continue`).
 * Bun closes such a connection as soon as it has answered; with body bytes still unread the close is a
 * reset, and the client's kernel throws the answer away. Over a raw socket, so that what the client sees
 * is exactly what the server did: the write finishing or failing, then the bytes.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import net from 'node:net'
import { JSON_BODY_MAX_BYTES } from '@partner/energy-shared'
import { DRAIN_MAX_BYTES } from '../../src/http/request-body.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'

let srv: TestServer
let token: string
beforeAll(async () => {
  srv = await startTestServer()
  token = await srv.accessToken()
}, 60_000)
afterAll(() => srv.stop())

const MiB = 1024 * 1024
const CHUNK = Buffer.alloc(64 * 1024, ' ')

interface Exchange {
  /** Body bytes the client got written before the connection failed (all of them when `writeError` is null). */
  sent: number
  writeError: string | null
  received: string
}

/**
 * Sends `head`, then `bodyBytes` of body (chunked framing when `chunked`) as fast as the socket takes it,
 * never waiting for an answer; then waits for the server to answer or close.
 */
async function sendThenRead(head: string, bodyBytes: number, options: { chunked?: boolean; beforeBody?: (received: () => string) => Promise<void> } = {}): Promise<Exchange> {
  const socket = net.connect(Number(new URL(srv.baseUrl).port), '127.0.0.1')
  let received = ''
  let writeError: string | null = null
  let closed = false
  socket.on('data', (data) => (received += data.toString('latin1')))
  socket.on('error', (error) => (writeError ??= (error as NodeJS.ErrnoException).code ?? String(error)))
  socket.on('close', () => (closed = true))
  await new Promise((resolve) => socket.once('connect', resolve))
  const write = (data: Buffer | string) =>
    new Promise<void>((resolve) => {
      if (writeError || closed) return resolve()
      socket.write(data, (error) => {
        if (error) writeError ??= (error as NodeJS.ErrnoException).code ?? String(error)
        resolve()
      })
    })
  await write(head)
  await options.beforeBody?.(() => received)
  let sent = 0
  while (sent < bodyBytes && !writeError && !closed) {
    const piece = CHUNK.subarray(0, Math.min(CHUNK.length, bodyBytes - sent))
    await write(options.chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece)
    if (!writeError) sent += piece.length
  }
  if (options.chunked && !writeError) await write('0\r\n\r\n')
  const deadline = Date.now() + 10_000
  while (!complete(received) && !closed && Date.now() < deadline) await Bun.sleep(10)
  socket.destroy()
  return { sent, writeError, received }
}

/** Whether `raw` holds a whole response after any interim (1xx) ones: status line, headers and Content-Length bytes of body. */
function complete(raw: string): boolean {
  const response = finalResponse(raw)
  return !!response && Buffer.byteLength(response.body, 'latin1') >= Number(response.headers['content-length'] ?? Infinity)
}

function finalResponse(raw: string): { status: number; headers: Record<string, string>; body: string } | null {
  let rest = raw
  for (;;) {
    const end = rest.indexOf('\r\n\r\n')
    if (end < 0) return null
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n')
    const status = Number(statusLine.match(/^HTTP\/1\.1 (\d{3})/)?.[1])
    rest = rest.slice(end + 4)
    if (status >= 100 && status < 200) continue
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
    return { status, headers, body: rest }
  }
}

/** The client's whole body went out, then a complete problem+json response of `status` came back. */
function expectProblemAfterWholeBody(exchange: Exchange, bodyBytes: number, status: number, slug: string) {
  expect(exchange.writeError).toBeNull()
  expect(exchange.sent).toBe(bodyBytes)
  const response = finalResponse(exchange.received)
  expect(response?.status).toBe(status)
  expect(response!.headers['content-type']).toStartWith('application/problem+json')
  const body = Buffer.from(response!.body, 'latin1').subarray(0, Number(response!.headers['content-length']))
  const problem = JSON.parse(body.toString('utf8'))
  expect(problem.status).toBe(status)
  expect(problem.type).toEndWith(`/problems/${slug}`)
}

/** A request head as urllib writes it: `Connection: close`. */
const head = (path: string, headers: Record<string, string | number>) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`

test('a 20 MB JSON body with Content-Length, over every route’s limit: the client sends it all, then reads the 413 problem', async () => {
  const size = 20 * MiB
  const exchange = await sendThenRead(head('/api/v1/studies/preview', { 'Content-Type': 'application/json', 'Content-Length': size }), size)
  expectProblemAfterWholeBody(exchange, size, 413, 'payload-too-large')
}, 30_000)

test('an invoice upload declared over its cap (refused before reading): the client sends it all, then reads the 413 problem', async () => {
  const size = 15 * MiB + 512 * 1024
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': size }
  const exchange = await sendThenRead(head('/api/v1/invoice-extraction', headers), size)
  expectProblemAfterWholeBody(exchange, size, 413, 'payload-too-large')
}, 30_000)

test('a chunked JSON body (no Content-Length) past the JSON limit: the client sends every chunk, then reads the 413 problem', async () => {
  const size = JSON_BODY_MAX_BYTES + 4 * MiB
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }
  const exchange = await sendThenRead(head('/api/v1/studies/preview', headers), size, { chunked: true })
  expectProblemAfterWholeBody(exchange, size, 413, 'payload-too-large')
}, 30_000)

test('an upload without a token: the client sends it all, then reads the 401 problem', async () => {
  const size = 5 * MiB
  const exchange = await sendThenRead(head('/api/v1/invoice-extraction', { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': size }), size)
  expectProblemAfterWholeBody(exchange, size, 401, 'unauthorized')
}, 30_000)

test('with Expect: 100-continue, Bun says 100 Continue before any route sees the request: the client sends its body, then reads the 413', async () => {
  const size = 20 * MiB
  const exchange = await sendThenRead(head('/api/v1/studies/preview', { 'Content-Type': 'application/json', 'Content-Length': size, Expect: '100-continue' }), size, {
    beforeBody: async (received) => {
      const deadline = Date.now() + 5_000
      while (!received().includes('\r\n\r\n') && Date.now() < deadline) await Bun.sleep(10)
      expect(received()).toStartWith('HTTP/1.1 100 Continue\r\n\r\n')
    },
  })
  expectProblemAfterWholeBody(exchange, size, 413, 'payload-too-large')
}, 30_000)

test('a body declared beyond the drain bound is answered at once and the connection closed: the client sees a reset (the documented limit)', async () => {
  const size = DRAIN_MAX_BYTES + 36 * MiB
  const exchange = await sendThenRead(head('/api/v1/studies/preview', { 'Content-Type': 'application/json', 'Content-Length': size }), size)
  expect(exchange.writeError).toMatch(/EPIPE|ECONNRESET/)
  expect(exchange.sent).toBeLessThan(size)
}, 30_000)
