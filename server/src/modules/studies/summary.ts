import type { StudySummary } from '@partner/energy-shared'
import type { Study } from './entities.ts'

/** The absolute link of the public PDF broker of a study. */
export const studyBrokerUrl = (publicBaseUrl: string, id: string) => `${publicBaseUrl}/api/v1/studies/${id}/pdf`

/** A study row as GET /studies lists it (and GET /studies/{id} and the webhook events head it). */
export function studySummary(study: Study, publicBaseUrl: string): StudySummary {
  const redacted = study.redactedAt != null
  return {
    id: study.id,
    createdAt: study.createdAt.toISOString(),
    annualSaving: study.annualSaving == null ? null : Number(study.annualSaving),
    currency: 'CZK',
    paybackYears: study.paybackYears == null ? null : Number(study.paybackYears),
    url: redacted ? null : studyBrokerUrl(publicBaseUrl, study.id),
    studyLabel: study.studyLabel ?? null,
    externalUserId: study.externalUserId ?? null,
    recipientEmail: study.recipientEmail ?? null,
    recipientName: study.recipientName ?? null,
    recipientPhone: study.recipientPhone ?? null,
    wantsContact: study.wantsContact ?? false,
    origin: study.origin ?? null,
    redactedAt: study.redactedAt?.toISOString() ?? null,
    emailStatus: study.emailStatus,
    userId: study.userId ?? null,
    partnerId: study.partner,
    partnerIco: study.partnerIco ?? null,
    partnerIcoHonoured: study.partnerIcoHonoured ?? null,
  }
}
