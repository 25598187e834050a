import { createHmac, randomBytes } from 'node:crypto'

const SECRET_PREFIX = 'whsec_'

/** A new signing secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
export const newSecret = () => SECRET_PREFIX + randomBytes(32).toString('base64')

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the secret's decoded base64 part (Standard Webhooks 1.0). */
export function signature(secret: string, webhookId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64')
  return `v1,${createHmac('sha256', key).update(`${webhookId}.${timestampSeconds}.${body}`).digest('base64')}`
}

/** The `webhook-signature` header: one signature per secret in force, space-separated. */
export const signatureHeader = (secrets: string[], webhookId: string, timestampSeconds: number, body: string) =>
  secrets.map((secret) => signature(secret, webhookId, timestampSeconds, body)).join(' ')
