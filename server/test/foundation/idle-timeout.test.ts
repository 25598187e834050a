import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { connect } from 'node:net'
import { loadConfig } from '../../src/config.ts'
import { requestIdleSeconds } from '../../src/server.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'

/** Sends a request's headers, stays silent for `silentMs`, then the body; resolves with the status line or 'closed'. */
function slowBody(baseUrl: string, path: string, silentMs: number, token?: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl)
  const body = '{}'
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}\r\n`)
      setTimeout(() => socket.writable && socket.write(body), silentMs)
    })
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('\r\n')) {
        resolve(answer.split('\r\n')[0]!)
        socket.destroy()
      }
    })
    socket.on('close', () => resolve(answer ? answer.split('\r\n')[0]! : 'closed'))
    socket.on('error', () => resolve('closed'))
  })
}

describe('connection idle time', () => {
  let srv: TestServer
  beforeAll(async () => {
    srv = await startTestServer()
  }, 60_000)
  afterAll(() => srv.stop())

  test('the slow routes get their work budgets, every other route Bun’s 10 s', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), INVOICE_OCR_BUDGET_MS: '60000', INVOICE_PARSE_TIMEOUT_MS: '10000', PDF_RENDER_TIMEOUT_SECONDS: '60' })
    expect(requestIdleSeconds('POST', '/api/v1/invoice-extraction', config)).toBe(135)
    expect(requestIdleSeconds('POST', '/api/v1/studies', config)).toBe(135)
    expect(requestIdleSeconds('POST', '/api/v1/auth', config)).toBe(10)
    expect(requestIdleSeconds('OPTIONS', '/api/v1/studies', config)).toBe(10)
    const huge = loadConfig({ JWT_SECRET: 'x'.repeat(40), INVOICE_OCR_BUDGET_MS: '600000' })
    expect(requestIdleSeconds('POST', '/api/v1/invoice-extraction', huge)).toBe(255)
  })

  test('a request on a slow route that is silent for more than 10 s still gets its answer; a quick route is cut off', async () => {
    const token = await srv.accessToken()
    // Silent for 14 s: Bun checks idle sockets on a 4-second tick, so a 10 s timeout fires 8–12 s after the last byte.
    const [slow, quick] = await Promise.all([
      slowBody(srv.baseUrl, '/api/v1/studies', 14_000, token),
      slowBody(srv.baseUrl, '/api/v1/auth', 14_000),
    ])
    // The create route waits for the body and answers it (400: not a study) instead of a reset socket; /auth was dropped.
    expect(slow).toMatch(/^HTTP\/1\.1 4\d\d /)
    expect(quick).toBe('closed')
  }, 30_000)
})
