import type { EntityManager } from '@mikro-orm/postgresql'
import { Partner } from '../partners/entities.ts'
import type { EmbedOrigins } from '../../http/cors.ts'

/** The partner whose name, logo and contact the study carries; null = generic branding. */
export interface StudyBranding {
  name: string
  logo: { data: Uint8Array; mediaType: string } | null
  contactEmail: string | null
  contactPhone: string | null
  web: string | null
  /** `#rrggbb` for the PDF's headings and accents; null: the house colours. */
  accentColor?: string | null
}

const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/svg+xml'])

/** A partner's name, embedded logo and contact as the PDF and e-mail show them; null for no such partner. */
export async function partnerBranding(em: EntityManager, where: { id: string } | { ico: string }): Promise<{ partnerId: string; branding: StudyBranding } | null> {
  const partner = await em.findOne(Partner, where, { populate: ['logoData'] })
  if (!partner) return null
  const logo =
    partner.logoData && partner.logoMediaType && LOGO_TYPES.has(partner.logoMediaType)
      ? { data: new Uint8Array(partner.logoData), mediaType: partner.logoMediaType }
      : null
  return {
    partnerId: partner.id,
    branding: { name: partner.name, logo, contactEmail: partner.contactEmail ?? null, contactPhone: partner.contactPhone ?? null, web: partner.web ?? null, accentColor: partner.accentColor ?? null },
  }
}

export interface BrandingDecision {
  branding: StudyBranding | null
  /** The partner whose brand was applied at the caller's X-Partner-Ico; null without one or when refused. */
  brandingPartner: string | null
  /** Whether the X-Partner-Ico's brand was applied; null when the request named none. */
  icoHonoured: boolean | null
}

/**
 * The brand a study carries (CONTRACT.md, X-Partner-Ico). Without an IČO: the caller's own. With one: that
 * partner's, but only where it vouches for the page — the IČO is the calling token's own partner's, or the
 * request's Origin is one of that partner's registered embed origins (live tokens only, read from the same
 * registry and with the same freshness as CORS). Otherwise generic branding, as for an IČO of no partner,
 * so that a public embed token cannot send mail dressed as any partner.
 */
export async function decideBranding(em: EntityManager, origins: EmbedOrigins, call: { partnerId: string; ico?: string; origin?: string }): Promise<BrandingDecision> {
  if (call.ico === undefined) return { branding: (await partnerBranding(em, { id: call.partnerId }))?.branding ?? null, brandingPartner: null, icoHonoured: null }
  const named = await partnerBranding(em, { ico: call.ico })
  const vouched = named !== null && (named.partnerId === call.partnerId || (call.origin !== undefined && (await origins.vouches(named.partnerId, call.origin))))
  return vouched ? { branding: named.branding, brandingPartner: named.partnerId, icoHonoured: true } : { branding: null, brandingPartner: null, icoHonoured: false }
}
