/**
 * `verifyWebhook` accepts what the API signs and nothing else, in the built package on Node (the runtime
 * partners use): deliveries signed by the server's own signer (`modules/webhooks/signing.ts`) and by the
 * reference `standardwebhooks` package, through a rotation's overlap, and refused when tampered, stale, unsigned
 * or signed with another secret.
 */
import { beforeAll, expect, test } from 'bun:test'
import { join } from 'node:path'
import { Webhook } from 'standardwebhooks'
import { newSecret, signatureHeader } from '../../server/src/modules/webhooks/signing.ts'
import { buildSdk, sdkDir } from './support/build.ts'

const NOW_MS = Date.UTC(2026, 10, 28, 12, 0, 0)
const now = NOW_MS / 1000
const secret = newSecret()
const previous = newSecret()
const body = JSON.stringify({ type: 'lead.created', timestamp: '2026-11-28T12:00:00.000Z', data: { studyId: 'a1b2', recipient: { name: 'Jana Dvořáková' } } })
const headersOf = (id: string, seconds: number, signature: string) => ({ 'webhook-id': id, 'webhook-timestamp': String(seconds), 'webhook-signature': signature })
const serverSigned = (id: string, seconds = now, payload = body, secrets = [secret]) => headersOf(id, seconds, signatureHeader(secrets, id, seconds, payload))

type Case = { case: string; body: string; headers: Record<string, string>; secrets: string | string[]; nowMs: number; asBytes?: boolean }
const CASES: Case[] = [
  { case: 'signed by the server', body, headers: serverSigned('msg_1'), secrets: secret, nowMs: NOW_MS },
  { case: 'body as bytes', body, headers: serverSigned('msg_2'), secrets: secret, nowMs: NOW_MS, asBytes: true },
  {
    case: 'signed by standardwebhooks',
    body,
    headers: headersOf('msg_3', now, new Webhook(secret).sign('msg_3', new Date(NOW_MS), body)),
    secrets: secret,
    nowMs: NOW_MS,
  },
  { case: 'rotation: both signatures, receiver holds the previous secret', body, headers: serverSigned('msg_4', now, body, [secret, previous]), secrets: previous, nowMs: NOW_MS },
  { case: 'rotation: receiver holds both secrets, only the new one signs', body, headers: serverSigned('msg_5'), secrets: [previous, secret], nowMs: NOW_MS },
  { case: 'header names in any case', body, headers: Object.fromEntries(Object.entries(serverSigned('msg_6')).map(([k, v]) => [k.toUpperCase(), v])), secrets: secret, nowMs: NOW_MS },
  { case: 'tampered body', body: body.replace('Jana', 'Jena'), headers: serverSigned('msg_7'), secrets: secret, nowMs: NOW_MS },
  { case: 'another secret', body, headers: serverSigned('msg_8'), secrets: previous, nowMs: NOW_MS },
  { case: 'id swapped', body, headers: { ...serverSigned('msg_9'), 'webhook-id': 'msg_10' }, secrets: secret, nowMs: NOW_MS },
  { case: 'six minutes old', body, headers: serverSigned('msg_11', now - 360), secrets: secret, nowMs: NOW_MS },
  { case: 'six minutes ahead', body, headers: serverSigned('msg_12', now + 360), secrets: secret, nowMs: NOW_MS },
  { case: 'four minutes old', body, headers: serverSigned('msg_13', now - 240), secrets: secret, nowMs: NOW_MS },
  { case: 'no signature', body, headers: { 'webhook-id': 'msg_14', 'webhook-timestamp': String(now) }, secrets: secret, nowMs: NOW_MS },
  { case: 'v2 signature only', body, headers: { ...serverSigned('msg_15'), 'webhook-signature': serverSigned('msg_15')['webhook-signature'].replace('v1,', 'v2,') }, secrets: secret, nowMs: NOW_MS },
  { case: 'signed, not JSON', body: 'not json', headers: serverSigned('msg_16', now, 'not json'), secrets: secret, nowMs: NOW_MS },
]

const ACCEPTED = ['signed by the server', 'body as bytes', 'signed by standardwebhooks', 'rotation: both signatures, receiver holds the previous secret', 'rotation: receiver holds both secrets, only the new one signs', 'header names in any case', 'four minutes old']
const REFUSED: Record<string, string> = {
  'tampered body': 'bad-signature',
  'another secret': 'bad-signature',
  'id swapped': 'bad-signature',
  'six minutes old': 'stale-timestamp',
  'six minutes ahead': 'stale-timestamp',
  'no signature': 'missing-headers',
  'v2 signature only': 'bad-signature',
  'signed, not JSON': 'invalid-payload',
}

let outcomes: { case: string; id?: string; type?: string; data?: unknown; error?: { name: string; code: string; reason: string; webhookId?: string } }[]
beforeAll(async () => {
  await buildSdk()
  const child = Bun.spawn(['node', join(sdkDir, 'test/support/webhooks.mjs')], { stdin: 'pipe', stdout: 'pipe', stderr: 'pipe' })
  child.stdin.write(JSON.stringify(CASES))
  await child.stdin.end()
  const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited])
  if (code !== 0) throw new Error(`node exited ${code}: ${stderr}`)
  outcomes = JSON.parse(stdout)
}, 120_000)

test('on Node, deliveries the API signs are accepted with their id, type and data', () => {
  for (const name of ACCEPTED) {
    const outcome = outcomes.find((candidate) => candidate.case === name)!
    expect({ name, error: outcome.error }).toEqual({ name, error: undefined })
    expect(outcome.type).toBe('lead.created')
    expect(outcome.data).toEqual(JSON.parse(body).data)
    expect(outcome.id).toStartWith('msg_')
  }
})

test('on Node, tampered, stale, unsigned or foreign deliveries throw EnergyWebhookError with the reason', () => {
  for (const [name, reason] of Object.entries(REFUSED)) {
    const outcome = outcomes.find((candidate) => candidate.case === name)!
    expect({ name, error: outcome.error }).toMatchObject({ name, error: { name: 'EnergyWebhookError', code: 'webhook_unverified', reason } })
    expect(outcome.error!.webhookId).toStartWith('msg_')
  }
})
