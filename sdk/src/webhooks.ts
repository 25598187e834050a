/**
 * Checks that a webhook delivery comes from the Partner API before its body is trusted (Standard Webhooks 1.0:
 * HMAC-SHA256 over `id.timestamp.body`, keyed with the secret after `whsec_`). Web Crypto only, so it runs on
 * Node ≥ 20, Bun, Deno and edge runtimes alike. Pass the body exactly as received — not re-serialised JSON.
 *
 *   const event = await verifyWebhook(await request.text(), request.headers, process.env.ENERGY_WEBHOOK_SECRET!)
 *   if (event.type === 'lead.created') …   // a refused delivery throws EnergyWebhookError: answer it 400
 */
import type { WebhookEventType } from '@partner/energy-shared'
import { EnergyWebhookError } from './errors.ts'

/** A verified delivery: its `webhook-id` (the same on every attempt: deduplicate on it) and the event. */
export interface WebhookEvent<Data = Record<string, unknown>> {
  id: string
  type: WebhookEventType | 'webhook.test'
  /** When the event happened (ISO 8601). */
  timestamp: string
  data: Data
}

export interface VerifyWebhookOptions {
  /** How far the delivery's `webhook-timestamp` may be from now, either way (replays are refused beyond it). @default 300 */
  toleranceSeconds?: number
  /** The clock, for tests. */
  now?: () => Date
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>

const header = (headers: HeaderSource, name: string): string | undefined => {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]
  return Array.isArray(entry) ? entry[0] : entry
}

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const toBase64 = (bytes: ArrayBuffer): string => btoa(String.fromCharCode(...new Uint8Array(bytes)))

/** Equal strings, in a time that does not tell where they differ (a signature's length is no secret). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

async function signature(secret: string, signed: Uint8Array): Promise<string> {
  let key: Uint8Array
  try {
    key = fromBase64(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret)
  } catch {
    throw new TypeError('verifyWebhook: the secret is not a whsec_… signing secret')
  }
  const hmac = await crypto.subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return toBase64(await crypto.subtle.sign('HMAC', hmac, signed as BufferSource))
}

/**
 * The delivery's event, once its signature matches one of `secrets` (during a rotation's 24 h overlap the API
 * signs with both the new and the previous secret, so either one verifies) and its timestamp is recent.
 */
export async function verifyWebhook<Data = Record<string, unknown>>(
  body: string | Uint8Array,
  headers: HeaderSource,
  secrets: string | readonly string[],
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent<Data>> {
  const id = header(headers, 'webhook-id')
  const timestamp = header(headers, 'webhook-timestamp')
  const signatures = header(headers, 'webhook-signature')
  if (!id || !timestamp || !signatures) throw new EnergyWebhookError('missing-headers', 'The delivery lacks webhook-id, webhook-timestamp or webhook-signature', id)
  const seconds = Number(timestamp)
  const now = (options.now?.() ?? new Date()).getTime() / 1000
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - seconds) > (options.toleranceSeconds ?? 300)) {
    throw new EnergyWebhookError('stale-timestamp', `The delivery's timestamp ${timestamp} is too far from now`, id)
  }
  const bodyText = typeof body === 'string' ? body : new TextDecoder().decode(body)
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${bodyText}`)
  const offered = signatures
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .map((entry) => entry.slice(3))
  const expected = await Promise.all((typeof secrets === 'string' ? [secrets] : secrets).map((secret) => signature(secret, signed)))
  if (!expected.some((mine) => offered.some((theirs) => sameText(mine, theirs)))) {
    throw new EnergyWebhookError('bad-signature', 'No signature of the delivery matches the secret', id)
  }
  let event: Omit<WebhookEvent<Data>, 'id'>
  try {
    event = JSON.parse(bodyText)
  } catch (error) {
    throw new EnergyWebhookError('invalid-payload', 'The signed body is not JSON', id, { cause: error })
  }
  return { id, type: event.type, timestamp: event.timestamp, data: event.data }
}
