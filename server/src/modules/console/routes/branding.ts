import { Elysia } from 'elysia'
import { notFound } from '../../../http/problem.ts'
import { jsonBody } from '../../../http/json-body.ts'
import { Partner } from '../../partners/entities.ts'
import { partnerService } from '../../partners/service.ts'
import { partnerBranding } from '../../studies/branding.ts'
import { coverPreviewPng, SAMPLE_STUDY } from '../cover-preview.ts'
import { writeAudit } from '../accounts.ts'
import { LOGO_MAX_BYTES, LogoRefused, acceptLogo } from '../logo-upload.ts'
import { ConsoleBranding, ConsoleBrandingUpdate, Problem } from '../model.ts'
import { consoleSession, requireOwner } from '../session.ts'
import { TAGS, session, problems, actorOf, rethrow, type ConsoleContext } from './context.ts'

/** The logo's bytes, refusing more than the limit without buffering past it. */
async function boundedBody(request: Request, max: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? 0) > max) throw new LogoRefused(`The logo is larger than ${max / 1024} KB`, 413)
  const parts: Uint8Array[] = []
  let total = 0
  if (request.body) {
    for await (const part of request.body as unknown as AsyncIterable<Uint8Array>) {
      total += part.byteLength
      if (total > max) throw new LogoRefused(`The logo is larger than ${max / 1024} KB`, 413)
      parts.push(part)
    }
  }
  return new Uint8Array(Buffer.concat(parts))
}

/** Owners: the contact details, accent colour and logo studies show, and a preview of them. */
export function brandingRoutes(ctx: ConsoleContext) {
  const { services, deps, brandingOf, accounts } = ctx
  return new Elysia({ name: 'console-branding', seed: services.instanceId })
    .use(consoleSession(services, accounts))
    .get(
      '/branding',
      async ({ session }) => {
        requireOwner(session)
        return brandingOf(session.partner.id)
      },
      {
        response: { 200: ConsoleBranding, 401: Problem, 403: Problem },
        detail: {
          operationId: 'consoleGetBranding',
          tags: TAGS,
          summary: "The partner's name, contact and logo as studies show them",
          security: session,
        },
      },
    )
    .patch(
      '/branding',
      async ({ session, body }) => {
        requireOwner(session)
        const em = services.em()
        const partner = await em.findOneOrFail(Partner, { id: session.partner.id })
        const changed: Record<string, unknown> = {}
        for (const key of ['contactEmail', 'contactPhone', 'web', 'accentColor'] as const) {
          if (body[key] === undefined) continue
          const trimmed = body[key]?.trim() || null
          const value = key === 'accentColor' ? (trimmed?.toLowerCase() ?? null) : trimmed
          if (value !== (partner[key] ?? null)) {
            changed[key] = { from: partner[key] ?? null, to: value }
            partner[key] = value
          }
        }
        if (Object.keys(changed).length)
          writeAudit(em, { partnerId: partner.id, actor: actorOf(session), action: 'branding.changed', target: null, details: changed })
        if (body.leadEmails !== undefined) {
          const before = partner.leadEmails ?? null
          await partnerService(em).updatePartnerNotifications(partner, { leadEmails: body.leadEmails }).catch(rethrow)
          if (JSON.stringify(before) !== JSON.stringify(partner.leadEmails ?? null)) {
            writeAudit(em, {
              partnerId: partner.id,
              actor: actorOf(session),
              action: 'lead-emails.changed',
              target: null,
              details: { from: before, to: partner.leadEmails ?? null },
            })
          }
        }
        await em.flush()
        return brandingOf(partner.id)
      },
      {
        parse: [jsonBody({ schema: ConsoleBrandingUpdate, maxBytes: 8192 }), 'json'],
        body: ConsoleBrandingUpdate,
        response: { 200: ConsoleBranding, ...problems },
        detail: {
          operationId: 'consoleUpdateBranding',
          tags: TAGS,
          summary: 'Change the contact e-mail, phone, web and accent colour studies show, and where lead e-mails go',
          description:
            '`accentColor`: `#RRGGBB` (stored lower-case) for the PDF\u2019s headings and cover accents, null for the house colours. `leadEmails`: at most 10 addresses; null sends lead e-mails to the contact e-mail, [] sends none.',
          security: session,
        },
      },
    )
    .put(
      '/branding/logo',
      async ({ session, request }) => {
        requireOwner(session)
        const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
        if (type !== 'image/png' && type !== 'image/jpeg')
          rethrow(new LogoRefused('Send the logo as image/png or image/jpeg (SVG is refused)', 415))
        const logo = await boundedBody(request, LOGO_MAX_BYTES).then(acceptLogo).catch(rethrow)
        const em = services.em()
        await em.nativeUpdate(
          Partner,
          { id: session.partner.id },
          { logoData: Buffer.from(logo.data), logoMediaType: logo.mediaType, logoUrl: null },
        )
        writeAudit(em, {
          partnerId: session.partner.id,
          actor: actorOf(session),
          action: 'branding.logo-changed',
          target: null,
          details: { width: logo.width, height: logo.height, bytes: logo.data.byteLength },
        })
        await em.flush()
        return brandingOf(session.partner.id)
      },
      {
        parse: 'none',
        response: { 200: ConsoleBranding, ...problems, 413: Problem, 415: Problem },
        detail: {
          operationId: 'consoleUploadLogo',
          tags: TAGS,
          summary: 'Upload the logo (PNG or JPEG)',
          description: `Body: the image itself as \`image/png\` or \`image/jpeg\`, at most ${LOGO_MAX_BYTES / 1024} KB and 2000 px a side. It is decoded and stored re-encoded as PNG; SVG and anything that is not such an image → 415.`,
          security: session,
          requestBody: {
            content: {
              'image/png': { schema: { type: 'string', format: 'binary' } },
              'image/jpeg': { schema: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
    )
    .get(
      '/branding/logo',
      async ({ session }) => {
        const partner = await services.em().findOne(Partner, { id: session.partner.id }, { populate: ['logoData'] })
        if (!partner?.logoData || partner.logoMediaType !== 'image/png') throw notFound('No uploaded logo')
        return new Response(new Uint8Array(partner.logoData), {
          headers: {
            'content-type': 'image/png',
            'cache-control': 'private, no-cache',
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'",
          },
        })
      },
      {
        response: { 401: Problem, 404: Problem },
        detail: {
          operationId: 'consoleGetLogo',
          tags: TAGS,
          summary: 'The uploaded logo (re-encoded PNG)',
          security: session,
          responses: { 200: { description: 'PNG', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } } },
        },
      },
    )
    .get(
      '/branding/preview',
      async ({ session }) => {
        requireOwner(session)
        const branding = (await partnerBranding(services.em(), { id: session.partner.id }))?.branding ?? null
        const png = await coverPreviewPng(async () => {
          const result = await deps.simulation.simulate(SAMPLE_STUDY, { partnerId: session.partner.id })
          return deps.renderPdf({
            id: '00000000-0000-4000-8000-000000000000',
            createdAt: new Date(),
            language: 'cs',
            request: SAMPLE_STUDY,
            result,
            branding,
          })
        })
        return new Response(png, {
          headers: {
            'content-type': 'image/png',
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'",
          },
        })
      },
      {
        response: { 401: Problem, 403: Problem, 503: Problem },
        detail: {
          operationId: 'consolePreviewCover',
          tags: TAGS,
          summary: "The first page of a sample study with the partner's branding (PNG)",
          description:
            'A made-up customer\u2019s study, rendered as the PDF renders studies (logo, contact, accent colour) and its cover page drawn as PNG (pdftoppm). Nothing is stored. At most 2 at once per instance, else 503.',
          security: session,
          responses: { 200: { description: 'PNG', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } } },
        },
      },
    )
}
