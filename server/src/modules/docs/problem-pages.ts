/** Human-readable pages behind the problem `type` URIs (`{base_url}/problems/<slug>`), from the one problem catalogue. */
import { ProblemSlugs, ProblemTypes, type ProblemSlug } from '@partner/energy-shared'

export const STYLESHEET_PATH = '/docs/assets/problems.css'

export const problemPagePath = (slug: ProblemSlug) => `/problems/${slug}`

export const isProblemSlug = (value: string): value is ProblemSlug => (ProblemSlugs as readonly string[]).includes(value)

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')

/** Plain text with `code` spans, as the catalogue writes it. */
const inline = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>')

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Partner API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main>
${body}
<p class="links"><a href="/problems">All problem types</a> · <a href="/docs">API reference</a> · <a href="/openapi.json">OpenAPI document</a></p>
</main>
</body>
</html>
`

/** One problem type: what it means, its status, the members it may carry. */
export function problemPage(slug: ProblemSlug, baseUrl: string): string {
  const info = ProblemTypes[slug]
  const members = info.members?.length ? `<p>Extra members: ${info.members.map((member) => `<code>${member}</code>`).join(', ')}.</p>` : ''
  return page(
    info.title,
    `<h1>${escapeHtml(info.title)}</h1>
<p class="meta">HTTP <strong>${info.status}</strong> · <code>type</code>: <code>${escapeHtml(`${baseUrl}${problemPagePath(slug)}`)}</code></p>
<p>${inline(info.description)}</p>
${members}
<p>Every problem is an RFC 9457 <code>application/problem+json</code> document with <code>type</code>, <code>title</code>, <code>status</code>,
<code>detail</code> (what happened to this request), <code>instance</code> (the request path) and <code>requestId</code> (also the <code>X-Request-Id</code> header).</p>`,
  )
}

/** Every problem type on one page. */
export function problemIndexPage(): string {
  const rows = ProblemSlugs.map((slug) => {
    const info = ProblemTypes[slug]
    return `<tr><td>${info.status}</td><td><a href="${problemPagePath(slug)}"><code>${slug}</code></a></td><td>${escapeHtml(info.title)}</td></tr>`
  }).join('\n')
  return page(
    'Problem types',
    `<h1>Problem types</h1>
<p>Every error of the API is an RFC 9457 <code>application/problem+json</code> document whose <code>type</code> is one of these pages.</p>
<table><thead><tr><th>Status</th><th>Type</th><th>Title</th></tr></thead>
<tbody>
${rows}
</tbody></table>`,
  )
}

export const problemStylesheet = `body { font: 16px/1.5 system-ui, sans-serif; color: #1f2328; margin: 0; }
main { max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
code { font: 0.9em ui-monospace, monospace; background: #f3f4f6; padding: 0.1em 0.3em; border-radius: 4px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid #d0d7de; }
.meta, .links { color: #59636e; }
`
