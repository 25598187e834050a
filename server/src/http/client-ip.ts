import { BlockList, isIP } from 'node:net'
import type { Config } from '../config.ts'

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) is the IPv4 address. */
const plain = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address)

/**
 * The client's address: the TCP peer, unless that peer is a trusted proxy (TRUSTED_PROXIES). Then
 * X-Forwarded-For is read right to left, skipping trusted hops: the first untrusted one is the client
 * (everything left of it could have been written by the client itself). A malformed hop ends the walk.
 */
export function clientIpResolver(trusted: Config['trustedProxies']): (peer: string | null, forwardedFor: string | null) => string | null {
  if (trusted.length === 0) return (peer) => (peer === null ? null : plain(peer))
  const proxies = new BlockList()
  for (const { address, prefix, family } of trusted) proxies.addSubnet(address, prefix, family)
  const isTrusted = (address: string) => proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')

  return (peer, forwardedFor) => {
    if (peer === null) return null
    let client = plain(peer)
    if (!forwardedFor || !isTrusted(client)) return client
    const hops = forwardedFor.split(',').slice(-32)
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = plain(hops[i]!.trim())
      if (!isIP(hop)) break
      client = hop
      if (!isTrusted(hop)) break
    }
    return client
  }
}
