import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { lookup } from 'node:dns/promises'
import { blockedAddress, BlockedUrlError, checkEndpointUrl, pinTarget } from '../../src/modules/webhooks/ssrf.ts'
import { WebhookEndpoint } from '../../src/modules/webhooks/entities.ts'
import { newSecret } from '../../src/modules/webhooks/signing.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { api, startReceiver, until } from './support.ts'

/** A resolver answering from a table, as DNS would (an attacker's name may resolve anywhere). */
const fakeDns = (table: Record<string, string[]>) =>
  (async (host: string) => {
    const addresses = table[host]
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }) as unknown as typeof lookup

describe('blocked addresses', () => {
  test.each([
    '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '169.254.0.1',
    '100.64.0.1', '100.127.255.255', '0.0.0.0', '0.1.2.3', '224.0.0.1', '239.255.255.250', '255.255.255.255', '198.18.0.1',
    '::', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::127.0.0.1',
    'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '64:ff9b::7f00:1', '64:ff9b::a00:1', '64:ff9b:1::1', '2002:7f00:1::1', '2001:db8::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  ])('%s is refused', (address) => {
    expect(blockedAddress(address)).not.toBeNull()
  })

  test.each(['1.1.1.1', '8.8.8.8', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2a00:1450:4001::200e'])(
    '%s is allowed',
    (address) => {
      expect(blockedAddress(address)).toBeNull()
    },
  )

  test('URL forms: https only, no credentials; numeric IPv4 spellings are normalised before the check', async () => {
    expect(() => checkEndpointUrl('http://example.com/', false)).toThrow(BlockedUrlError)
    expect(() => checkEndpointUrl('http://example.com/', true)).not.toThrow()
    expect(() => checkEndpointUrl('ftp://example.com/', true)).toThrow(BlockedUrlError)
    expect(() => checkEndpointUrl('https://user:pw@example.com/', false)).toThrow(BlockedUrlError)
    for (const url of ['https://2130706433/', 'https://0x7f.1/', 'https://0177.0.0.1/', 'https://[::ffff:127.0.0.1]/', 'https://[0:0:0:0:0:ffff:7f00:1]/']) {
      await expect(pinTarget(checkEndpointUrl(url, false), false, fakeDns({}))).rejects.toThrow(BlockedUrlError)
    }
  })

  test('a name is refused when any of its addresses is refused; the request then goes to the checked address', async () => {
    const dns = fakeDns({ 'mixed.example': ['93.184.216.34', '127.0.0.1'], 'crm.example': ['93.184.216.34'], 'v6.example': ['2606:4700::6810:85e5'] })
    await expect(pinTarget(new URL('https://mixed.example/hook'), false, dns)).rejects.toThrow(/resolves to 127\.0\.0\.1/)
    await expect(pinTarget(new URL('https://nowhere.example/hook'), false, dns)).rejects.toThrow(/does not resolve/)
    expect(await pinTarget(new URL('https://crm.example:8443/hook?a=1'), false, dns)).toEqual({
      url: 'https://93.184.216.34:8443/hook?a=1',
      host: 'crm.example:8443',
      serverName: 'crm.example',
      address: '93.184.216.34',
    })
    expect((await pinTarget(new URL('https://v6.example/x'), false, dns)).url).toBe('https://[2606:4700::6810:85e5]/x')
  })

  test('connecting to the checked address keeps TLS verified against the name (SNI and certificate) and the Host header', async () => {
    const dir = join(import.meta.dir, 'fixtures')
    const cert = await Bun.file(join(dir, 'hooks.example.test.crt')).text()
    const server = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      tls: { cert, key: Bun.file(join(dir, 'hooks.example.test.key')) },
      fetch: (request) => new Response(request.headers.get('host')),
    })
    try {
      const dns = fakeDns({ 'hooks.example.test': ['127.0.0.1'], 'evil.example.test': ['127.0.0.1'] })
      const target = await pinTarget(new URL(`https://hooks.example.test:${server.port}/hook`), true, dns)
      expect(target.url).toBe(`https://127.0.0.1:${server.port}/hook`)
      const response = await fetch(target.url, { headers: { host: target.host }, tls: { serverName: target.serverName, ca: cert } })
      expect(await response.text()).toBe(`hooks.example.test:${server.port}`)
      // A name the certificate does not carry fails verification, although the address is the same.
      const other = await pinTarget(new URL(`https://evil.example.test:${server.port}/hook`), true, dns)
      await expect(fetch(other.url, { headers: { host: other.host }, tls: { serverName: other.serverName, ca: cert } })).rejects.toThrow()
    } finally {
      server.stop(true)
    }
  })
})

const REFUSED = ['http://127.0.0.1/hook', 'http://[::1]/hook', 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/hook', 'http://[::ffff:127.0.0.1]/hook', 'http://localhost/hook']

describe('the guard at registration and at delivery (private networks not allowed)', () => {
  let srv: TestServer
  let token: string
  let receiver: ReturnType<typeof startReceiver>
  beforeAll(async () => {
    srv = await startTestServer({ WEBHOOK_POLL_MS: '100', PDF_RENDER_WORKERS: '0' })
    token = await srv.accessToken('api')
    receiver = startReceiver()
  }, 60_000)
  afterAll(async () => {
    receiver.stop()
    await srv.stop()
  })

  test.each(REFUSED.flatMap((url) => [url, url.replace('http:', 'https:')]))('registering %s is refused with 400', async (url) => {
    const response = await api(srv, token, 'POST', '', { url })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('application/problem+json')
    expect(response.body.errors.url[0]).toBeString()
    if (url.startsWith('https:')) expect(response.body.detail).toMatch(/loopback|private|link-local|resolves to/)
  })

  test('an endpoint whose address is refused (here written straight to the database) gets no request; its attempts fail and are logged', async () => {
    const em = srv.services.em()
    const port = new URL(receiver.url()).port
    const endpoints = ['https://127.0.0.1', 'https://localhost', 'https://[::ffff:127.0.0.1]', 'https://169.254.169.254'].map((base) =>
      em.create(WebhookEndpoint, {
        partnerId: srv.partnerId,
        url: `${base}:${port}/sneaky`,
        description: null,
        events: ['study.created'],
        enabled: true,
        disabledReason: null,
        secret: newSecret(),
        previousSecret: null,
        previousSecretExpiresAt: null,
        failingSince: null,
      }),
    )
    await em.flush()
    for (const endpoint of endpoints) {
      expect((await api(srv, token, 'POST', `/${endpoint.id}/test`)).status).toBe(200)
      const attempt = await until(async () => (await api(srv, token, 'GET', `/${endpoint.id}/deliveries`)).body.items[0]?.log[0], 5_000)
      expect(attempt.outcome).toBe('failed')
      expect(attempt.statusCode).toBeNull()
      expect(attempt.error).toMatch(/not allowed/)
    }
    expect(receiver.received).toEqual([])
  })
})

describe('WEBHOOK_ALLOW_PRIVATE_NETWORKS=true', () => {
  test('allows loopback and plain http, and a name is connected to at its resolved address with its own Host header', async () => {
    const srv = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_POLL_MS: '100', PDF_RENDER_WORKERS: '0' })
    const receiver = startReceiver((request) => new Response(request.headers.get('host')))
    try {
      const token = await srv.accessToken('api')
      const port = new URL(receiver.url()).port
      const created = await api(srv, token, 'POST', '', { url: `http://localhost:${port}/named` })
      expect(created.status).toBe(201)
      await api(srv, token, 'POST', `/${created.body.id}/test`)
      await until(() => receiver.received.length > 0, 5_000)
      const log = await until(async () => (await api(srv, token, 'GET', `/${created.body.id}/deliveries`)).body.items[0]?.log[0], 5_000)
      expect(log.responseExcerpt).toBe(`localhost:${port}`)
    } finally {
      receiver.stop()
      await srv.stop()
    }
  }, 30_000)
})
