import { Elysia, type AnyElysia } from 'elysia'
import { ProblemSlugs } from '@partner/energy-shared'
import type { AppServices } from '../../services.ts'
import { notFound } from '../../http/problem.ts'
import { buildOpenApiDocument, type DocumentInfo } from './openapi.ts'
import { isProblemSlug, problemIndexPage, problemPage, problemStylesheet, STYLESHEET_PATH } from './problem-pages.ts'
import { DOCS_INIT_PATH, DOCS_SCRIPT_PATH, referenceInitScript, referencePage, referenceScript } from './reference-page.ts'

const SPEC_PATH = '/openapi.json'
const HTML = 'text/html; charset=utf-8'
const hidden = { detail: { hide: true } }

/**
 * Scripts only from this server (the reference is mounted by a script file, not inline). The reference UI injects its
 * theme as <style> elements, hence 'unsafe-inline' for styles; the problem pages need no more than 'self'.
 */
const DOCS_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
const PAGE_POLICY = "default-src 'none'; style-src 'self'; img-src data:; base-uri 'none'; frame-ancestors 'none'"

const html = (body: string, policy = PAGE_POLICY) =>
  new Response(body, { headers: { 'content-type': HTML, 'cache-control': 'public, max-age=300', 'content-security-policy': policy } })

/**
 * GET /openapi.json, the reference UI at /docs and the problem-type pages at /problems/<slug>.
 * `app` is the whole application, whose routes the document describes (read once, on the first request).
 */
export const docsModule = (services: AppServices, info: Omit<DocumentInfo, 'serverUrl'>, app: () => AnyElysia) => {
  let document: string | undefined
  let script: Promise<string> | undefined
  const baseUrl = services.config.publicBaseUrl
  return new Elysia({ name: 'docs', seed: services.instanceId })
    .get(
      SPEC_PATH,
      () => {
        if (!document) {
          const built = buildOpenApiDocument(app(), { ...info, serverUrl: baseUrl })
          // Two different schemas under one $id: the document shows the first; the shared schemas need renaming.
          if (built.conflicts.length) services.log.error('openapi: different schemas share a $id', { names: built.conflicts })
          document = JSON.stringify(built.document)
        }
        return new Response(document, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' } })
      },
      hidden,
    )
    .get('/docs', () => html(referencePage(`${info.title} reference`, SPEC_PATH), DOCS_POLICY), hidden)
    .get(
      DOCS_SCRIPT_PATH,
      async () =>
        new Response(await (script ??= referenceScript()), {
          headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
      hidden,
    )
    .get(
      DOCS_INIT_PATH,
      () => new Response(referenceInitScript(SPEC_PATH), { headers: { 'content-type': 'text/javascript; charset=utf-8' } }),
      hidden,
    )
    .get(STYLESHEET_PATH, () => new Response(problemStylesheet, { headers: { 'content-type': 'text/css; charset=utf-8' } }), hidden)
    .get('/problems', () => html(problemIndexPage()), hidden)
    .get(
      '/problems/:slug',
      ({ params }) => {
        if (!isProblemSlug(params.slug)) throw notFound(`No problem type "${params.slug}"`, { allowedValues: [...ProblemSlugs] })
        return html(problemPage(params.slug, baseUrl))
      },
      hidden,
    )
}
