/**
 * Response headers that protect clients, in one place: no caching of personal data, a Content-Security-Policy
 * for the HTML pages (/docs, /demo), no MIME sniffing, no referrer, and `Vary: Origin` on the API, whose CORS
 * headers and embed-token checks depend on the Origin.
 */
import { createHash } from 'node:crypto'

/** Routes whose answers carry tokens or personal data (recipients, studies): never stored by any cache. */
const NO_STORE_PATHS = /^\/api\/v1\/(auth|studies|console)(\/|$)/

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi

/** CSP source expressions for the inline scripts of a page we serve, so that no other inline script runs. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`)
}

/** The default Content-Security-Policy of an HTML page: scripts, fonts and data from this origin only, never framed. */
export function contentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
    // Lit, chart.js and the reference UI set styles from script.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

function appendVary(headers: Headers, name: string) {
  const vary = headers.get('vary')
  if (!vary) headers.set('vary', name)
  else if (!vary.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase())) headers.set('vary', `${vary}, ${name}`)
}

/** Adds the protective headers to an answer of the app; an HTML page is re-read to hash its inline scripts. */
export async function withSecurityHeaders(request: Request, response: Response): Promise<Response> {
  const path = new URL(request.url).pathname
  let secured = response
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    // A page that states its own (stricter) policy keeps it; every other page gets the default one.
    if (!response.headers.has('content-security-policy')) {
      const html = await response.text()
      secured = new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers })
      secured.headers.set('content-security-policy', contentSecurityPolicy(html))
    }
    secured.headers.set('x-frame-options', 'DENY')
  }
  const headers = secured.headers
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'no-referrer')
  if (NO_STORE_PATHS.test(path)) headers.set('cache-control', 'no-store')
  if (path.startsWith('/api/')) appendVary(headers, 'Origin')
  return secured
}
