import { afterAll, beforeAll, expect, test } from 'bun:test'
import { gzipSync } from 'node:zlib'
import { startTestServer, type TestServer } from '../../server/test/support/harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 60_000)
afterAll(() => server.stop())

test('/console is one page and one script from this origin, under 150 KB gzip, behind a strict CSP', async () => {
  for (const path of ['/console', '/console/']) {
    const page = await fetch(`${server.baseUrl}${path}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';")
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await page.text()).toContain('<script type="module" src="/console/console.js"></script>')
  }
  const script = await fetch(`${server.baseUrl}/console/console.js`)
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  const bytes = new Uint8Array(await script.arrayBuffer())
  const gzip = gzipSync(bytes).byteLength
  expect(gzip).toBeLessThan(150 * 1024)
  // Lit and the console's own elements, nothing of the server or of TypeBox.
  const text = new TextDecoder().decode(bytes)
  expect(text).toContain('console-app')
  expect(text).not.toContain('@sinclair/typebox')
  console.log(`console script: ${bytes.byteLength} bytes, ${gzip} gzip`)
}, 60_000)
