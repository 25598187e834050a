/**
 * The SSRF guard of webhook deliveries: which URLs and which addresses an endpoint may have. A name is resolved
 * once per attempt, every address it has is checked, and the request then goes to the checked address itself
 * (Host header and TLS server name set to the name), so DNS cannot answer differently between check and connect.
 */
import { lookup } from 'node:dns/promises'
import { isIPv4, isIPv6 } from 'node:net'

export class BlockedUrlError extends Error {
  override name = 'BlockedUrlError'
}

/** IPv4 ranges no webhook may reach: [first octets as a 32-bit number, prefix length, why]. */
const IPV4_BLOCKED: [string, number, string][] = [
  ['0.0.0.0', 8, 'unspecified ("this network")'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared address space (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved (and broadcast)'],
]

const ipv4Number = (address: string) => address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0)
const IPV4_RANGES = IPV4_BLOCKED.map(([base, prefix, why]) => ({ base: ipv4Number(base), size: 2 ** (32 - prefix), why }))

function blockedIpv4(address: string): string | null {
  const value = ipv4Number(address)
  for (const range of IPV4_RANGES) if (value >= range.base && value < range.base + range.size) return range.why
  return null
}

/** An IPv6 address as its eight 16-bit groups (an embedded dotted quad included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '')
  const quad = text.match(/(\d+\.\d+\.\d+\.\d+)$/)
  if (quad) {
    const v4 = ipv4Number(quad[1]!)
    text = `${text.slice(0, -quad[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const part = (s: string) => (s ? s.split(':').map((group) => parseInt(group, 16)) : [])
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right]
}

const embeddedIpv4 = (groups: number[], from: number) =>
  [groups[from]! >> 8, groups[from]! & 0xff, groups[from + 1]! >> 8, groups[from + 1]! & 0xff].join('.')

function blockedIpv6(address: string): string | null {
  const g = ipv6Groups(address)
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0)
  if (zeros(0, 8)) return 'unspecified'
  if (zeros(0, 7) && g[7] === 1) return 'loopback'
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible) reach the IPv4 address itself.
  if (zeros(0, 5) && g[5] === 0xffff) return blockedIpv4(embeddedIpv4(g, 6)) ?? null
  if (zeros(0, 6)) return blockedIpv4(embeddedIpv4(g, 6)) ?? 'IPv4-compatible'
  // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address; its local-use prefix (64:ff9b:1::/48) is private.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return blockedIpv4(embeddedIpv4(g, 6))
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'NAT64 local-use'
  if (g[0] === 0x2002) return blockedIpv4(embeddedIpv4(g, 1)) ?? null
  if (g[0] === 0x2001 && g[1] === 0) return 'Teredo'
  if (g[0] === 0x2001 && g[1] === 0xdb8) return 'documentation'
  if (g[0] === 0x100 && zeros(1, 4)) return 'discard-only'
  if ((g[0]! & 0xfe00) === 0xfc00) return 'unique local (private)'
  if ((g[0]! & 0xffc0) === 0xfe80) return 'link-local'
  if ((g[0]! & 0xffc0) === 0xfec0) return 'site-local'
  if ((g[0]! & 0xff00) === 0xff00) return 'multicast'
  return null
}

/** Why an address is no place for a webhook (loopback, private, link-local, CGNAT, multicast …), or null. */
export function blockedAddress(address: string): string | null {
  if (isIPv4(address)) return blockedIpv4(address)
  if (isIPv6(address)) return blockedIpv6(address)
  return 'not an IP address'
}

/** The URL's host without IPv6 brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

/** Parses and checks an endpoint URL's form; throws BlockedUrlError with the reason. */
export function checkEndpointUrl(raw: string, allowPrivateNetworks: boolean): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new BlockedUrlError('not an absolute URL')
  }
  if (url.protocol !== 'https:' && !(allowPrivateNetworks && url.protocol === 'http:')) {
    throw new BlockedUrlError(allowPrivateNetworks ? 'must be http or https' : 'must be https (plain http only where the operator allows private networks)')
  }
  if (url.username || url.password) throw new BlockedUrlError('must not carry a user or password')
  if (url.hash) throw new BlockedUrlError('must not have a fragment')
  return url
}

export interface PinnedTarget {
  /** The URL with the checked address in place of the name. */
  url: string
  /** What the Host header must say. */
  host: string
  /** The TLS server name (SNI and certificate check), when the URL names a host rather than an address. */
  serverName: string | undefined
  address: string
}

/** Resolves the URL's host once and checks every address it has; the request must then go to `url` (the address). */
export async function pinTarget(url: URL, allowPrivateNetworks: boolean, resolve: typeof lookup = lookup): Promise<PinnedTarget> {
  const host = bareHost(url)
  const literal = isIPv4(host) || isIPv6(host)
  let addresses: string[]
  if (literal) {
    addresses = [host]
  } else {
    try {
      addresses = (await resolve(host, { all: true, verbatim: true })).map((entry) => entry.address)
    } catch (error) {
      throw new BlockedUrlError(`${host} does not resolve (${(error as { code?: string }).code ?? String(error)})`)
    }
    if (addresses.length === 0) throw new BlockedUrlError(`${host} does not resolve`)
  }
  if (!allowPrivateNetworks) {
    for (const address of addresses) {
      const why = blockedAddress(address)
      if (why) throw new BlockedUrlError(`${literal ? host : `${host} resolves to ${address}, which`} is ${why}: not allowed (WEBHOOK_ALLOW_PRIVATE_NETWORKS)`)
    }
  }
  const address = addresses[0]!
  const pinned = new URL(url.href)
  pinned.hostname = isIPv6(address) ? `[${address}]` : address
  return { url: pinned.href, host: url.host, serverName: literal ? undefined : host, address }
}
