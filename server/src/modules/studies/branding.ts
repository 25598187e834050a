import type { EntityManager } from '@mikro-orm/postgresql'
import { Partner } from '../../db/entities.ts'
import type { StudyBranding } from './pdf/index.ts'

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
    branding: { name: partner.name, logo, contactEmail: partner.contactEmail ?? null, contactPhone: partner.contactPhone ?? null, web: partner.web ?? null },
  }
}
