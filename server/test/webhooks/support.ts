import { Webhook } from 'standardwebhooks'
import type { TestServer } from '../support/harness.ts'

export interface Received {
  path: string
  id: string
  timestamp: string
  signature: string
  body: string
  json: { type: string; timestamp: string; data: Record<string, any> }
  at: number
}

/** A real HTTP receiver on loopback: records every POST; `answer` decides each response (200 by default). */
export function startReceiver(answer: (request: Request, received: Received) => Response | Promise<Response> = () => new Response('ok')) {
  const received: Received[] = []
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const body = await request.text()
      const entry: Received = {
        path: new URL(request.url).pathname,
        id: request.headers.get('webhook-id') ?? '',
        timestamp: request.headers.get('webhook-timestamp') ?? '',
        signature: request.headers.get('webhook-signature') ?? '',
        body,
        json: body ? JSON.parse(body) : null,
        at: Date.now(),
      }
      received.push(entry)
      return answer(request, entry)
    },
  })
  return {
    url: (path = '/hook') => `http://127.0.0.1:${server.port}${path}`,
    received,
    at: (path: string) => received.filter((entry) => entry.path === path),
    stop: () => server.stop(true),
  }
}

/** Verifies a delivery with the reference Standard Webhooks implementation (not the project's own signing code). */
export function verify(secret: string, entry: Received): unknown {
  return new Webhook(secret).verify(entry.body, { 'webhook-id': entry.id, 'webhook-timestamp': entry.timestamp, 'webhook-signature': entry.signature })
}

export async function until<T>(what: () => T | undefined | false | null | Promise<T | undefined | false | null>, timeoutMs = 10_000, label = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await what()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`)
    await Bun.sleep(25)
  }
}

export async function api(srv: TestServer, token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${srv.baseUrl}/api/v1/webhook-endpoints${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}

/** Settings that make retries quick and allow the loopback receiver. */
export const FAST_WEBHOOKS = {
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  WEBHOOK_RETRY_SCHEDULE_SECONDS: '0.2,0.2,0.2',
  WEBHOOK_POLL_MS: '100',
}
