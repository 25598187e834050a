import type { Language, StudyKeyFigures } from '@partner/energy-shared'
import type { MailMessage } from '../../mail/index.ts'
import { formatters } from '../studies/i18n.ts'

export interface LeadEmailInput {
  language: Language
  from: string
  to: string[]
  partnerName: string
  customer: { name: string | null; email: string | null; phone: string | null }
  studyLabel: string | null
  /** When the customer agreed to be contacted (the study's creation). */
  consentAt: Date
  figures: StudyKeyFigures
  pdfUrl: string
  studyId: string
}

const texts = {
  cs: {
    subject: (who: string) => `Nový zájemce o fotovoltaiku: ${who}`,
    intro: 'Zákazník si právě spočítal studii úspor a souhlasí s tím, že ho budete kontaktovat.',
    customer: 'Zákazník',
    name: 'Jméno',
    email: 'E-mail',
    phone: 'Telefon',
    label: 'Studie',
    consent: 'Souhlas s kontaktováním',
    consentGiven: (at: string) => `ano, udělen ${at}`,
    figures: 'Hlavní čísla',
    saving: 'Roční úspora',
    payback: 'Návratnost',
    pv: 'Výkon FVE',
    battery: 'Baterie',
    noBattery: 'bez baterie',
    consumption: 'Roční spotřeba',
    distribution: 'Distributor a sazba',
    pdf: 'Studie v PDF',
    unknown: 'neuvedeno',
    reference: (id: string) => `Číslo studie: ${id}`,
    anonymous: 'bez jména',
  },
  en: {
    subject: (who: string) => `New solar lead: ${who}`,
    intro: 'A customer has just calculated a savings study and agreed to be contacted by you.',
    customer: 'Customer',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    label: 'Study',
    consent: 'Consent to be contacted',
    consentGiven: (at: string) => `yes, given ${at}`,
    figures: 'Key figures',
    saving: 'Annual saving',
    payback: 'Payback',
    pv: 'PV power',
    battery: 'Battery',
    noBattery: 'none',
    consumption: 'Yearly consumption',
    distribution: 'Distributor and rate',
    pdf: 'Study PDF',
    unknown: 'not given',
    reference: (id: string) => `Study id: ${id}`,
    anonymous: 'no name',
  },
} satisfies Record<Language, unknown>

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** The lead notification to the partner's lead addresses: who, how to reach them, their consent and the figures. */
export function leadEmail(input: LeadEmailInput): MailMessage {
  const t = texts[input.language]
  const f = formatters(input.language)
  const { customer, figures } = input
  const at = new Intl.DateTimeFormat(input.language === 'cs' ? 'cs-CZ' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Prague' }).format(input.consentAt)
  const value = (text: string | null) => text ?? t.unknown
  const rows: { title: string; items: [string, string][] }[] = [
    {
      title: t.customer,
      items: [
        [t.name, value(customer.name)],
        [t.email, value(customer.email)],
        [t.phone, value(customer.phone)],
        ...(input.studyLabel ? ([[t.label, input.studyLabel]] as [string, string][]) : []),
        [t.consent, t.consentGiven(at)],
      ],
    },
    {
      title: t.figures,
      items: [
        [t.saving, figures.annualSaving == null ? t.unknown : f.money(figures.annualSaving)],
        [t.payback, figures.paybackYears == null ? t.unknown : f.years(figures.paybackYears)],
        [t.pv, figures.totalKWp == null ? t.unknown : f.kwp(figures.totalKWp)],
        [t.battery, figures.batteryKWh ? f.batteryKwh(figures.batteryKWh) : t.noBattery],
        [t.consumption, figures.yearlyConsumptionKWh == null ? t.unknown : f.kwh(figures.yearlyConsumptionKWh)],
        [t.distribution, [figures.distributor, figures.distributionRate].filter(Boolean).join(' ') || t.unknown],
      ],
    },
  ]
  const who = customer.name ?? customer.email ?? t.anonymous
  const text = [
    t.intro,
    '',
    ...rows.flatMap((section) => [`${section.title}:`, ...section.items.map(([caption, item]) => `  ${caption}: ${item}`), '']),
    `${t.pdf}: ${input.pdfUrl}`,
    '',
    t.reference(input.studyId),
  ].join('\n')
  const html = `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject(who))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2a33;font-size:15px;line-height:1.5">
<p>${escapeHtml(t.intro)}</p>
${rows
  .map(
    (section) =>
      `<h3 style="margin:16px 0 6px;color:#0b4f6c">${escapeHtml(section.title)}</h3><table role="presentation" cellpadding="4" cellspacing="0">${section.items
        .map(([caption, item]) => `<tr><td style="color:#5b6770">${escapeHtml(caption)}</td><td><strong>${escapeHtml(item)}</strong></td></tr>`)
        .join('')}</table>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(input.pdfUrl)}" style="color:#0b4f6c">${escapeHtml(t.pdf)}</a></p>
<p style="font-size:12px;color:#5b6770">${escapeHtml(t.reference(input.studyId))}</p>
</body></html>`
  return {
    from: { name: input.partnerName, address: input.from },
    to: input.to.join(', '),
    replyTo: customer.email ?? undefined,
    subject: t.subject(who),
    text,
    html,
    attachments: [],
  }
}

const noticeTexts = {
  cs: {
    subject: 'Webhook byl vypnut',
    body: (url: string, reason: string) =>
      `Webhook ${url} jsme vypnuli: ${reason}.\n\nUdálosti se na něj neposílají, dokud ho znovu nezapnete (PATCH /api/v1/webhook-endpoints/{id} s "enabled": true).`,
    gone: 'odpověděl 410 Gone',
    failing: (days: number) => `všechny pokusy o doručení selhávaly ${days} dní`,
  },
  en: {
    subject: 'A webhook endpoint was disabled',
    body: (url: string, reason: string) =>
      `We disabled the webhook endpoint ${url}: ${reason}.\n\nNo events are sent to it until you enable it again (PATCH /api/v1/webhook-endpoints/{id} with "enabled": true).`,
    gone: 'it answered 410 Gone',
    failing: (days: number) => `every delivery attempt failed for ${days} days`,
  },
} satisfies Record<Language, unknown>

/** Tells the partner that one of its endpoints was disabled automatically. */
export function endpointDisabledEmail(input: { language: Language; from: string; to: string; url: string; reason: string; failingDays: number }): MailMessage {
  const t = noticeTexts[input.language]
  const text = t.body(input.url, input.reason === 'gone' ? t.gone : t.failing(input.failingDays))
  return {
    from: { name: input.from, address: input.from },
    to: input.to,
    subject: t.subject,
    text,
    html: `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"></head><body>${text
      .split('\n')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}</body></html>`,
    attachments: [],
  }
}
