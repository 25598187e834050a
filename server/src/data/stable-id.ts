import { createHash } from 'node:crypto'

/** Namespace of every reference-data id of this project (a random UUID fixed once). */
const NAMESPACE = '3f1c2a5e-8d4b-4f6a-9c1e-2b7d5a9e0c41'

/**
 * RFC 4122 version-5 UUID of `name`: the same record gets the same id in every build and on every
 * server, so ids and ETags stay stable and clients may keep them.
 */
export function stableId(name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(NAMESPACE.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
