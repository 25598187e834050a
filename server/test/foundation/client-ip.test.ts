import { describe, expect, test } from 'bun:test'
import { loadConfig } from '../../src/config.ts'
import { clientIpResolver } from '../../src/http/client-ip.ts'

const resolver = (trusted?: string) => clientIpResolver(loadConfig({ DATA_DIR: '/tmp/energy-config-test', ...(trusted ? { TRUSTED_PROXIES: trusted } : {}) }).trustedProxies)

describe('client IP behind proxies (TRUSTED_PROXIES)', () => {
  test('without trusted proxies X-Forwarded-For is ignored', () => {
    expect(resolver()('192.0.2.10', '198.51.100.1')).toBe('192.0.2.10')
    expect(resolver()('::ffff:192.0.2.10', null)).toBe('192.0.2.10')
  })

  test('from a trusted peer the right-most untrusted hop is the client; hops left of it are ignored', () => {
    const ip = resolver('10.0.0.0/8, fd00::/8')
    expect(ip('10.1.2.3', '198.51.100.1')).toBe('198.51.100.1')
    // The client wrote "6.6.6.6" itself; the load balancer (10.0.0.5) appended the real peer.
    expect(ip('10.1.2.3', '6.6.6.6, 198.51.100.1, 10.0.0.5')).toBe('198.51.100.1')
    expect(ip('::ffff:10.1.2.3', '2001:db8::7')).toBe('2001:db8::7')
    expect(ip('fd00::1', '203.0.113.9')).toBe('203.0.113.9')
    // Only trusted hops: the left-most one.
    expect(ip('10.1.2.3', '10.9.9.9, 10.0.0.5')).toBe('10.9.9.9')
    // A malformed hop ends the walk at the last valid one.
    expect(ip('10.1.2.3', '198.51.100.1, not-an-ip')).toBe('10.1.2.3')
    expect(ip('10.1.2.3', null)).toBe('10.1.2.3')
  })

  test('from an untrusted peer X-Forwarded-For is ignored', () => {
    expect(resolver('10.0.0.0/8')('192.0.2.10', '198.51.100.1')).toBe('192.0.2.10')
  })
})
