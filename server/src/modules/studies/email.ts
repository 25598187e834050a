import type { Language } from '@partner/energy-shared'
import type { MailMessage } from '../../mail/index.ts'
import type { StudyBranding } from './branding.ts'
import { czechAddress } from './greeting.ts'
import { formatters, texts } from './i18n.ts'

export interface StudyEmailInput {
  language: Language
  from: string
  to: string
  recipientName: string | null
  studyLabel: string | null
  yearlySaving: number
  brokerUrl: string
  branding: StudyBranding | null
  pdf: Uint8Array
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** The study e-mail: partner-branded HTML and plain text, the broker link, the PDF attached. */
export function studyEmail(input: StudyEmailInput): MailMessage {
  const t = texts[input.language]
  const f = formatters(input.language)
  const mail = t.mail
  const brandName = input.branding?.name ?? t.brandGeneric
  // A saving shown as 0 Kč, or a loss, is no saving to announce.
  const body = Math.round(input.yearlySaving) >= 1 ? mail.body(f.money(input.yearlySaving)) : mail.bodyNoSaving
  // Czech addresses a person in the vocative ("paní Nováková", "pane Svobodo"); without a sure one, no name.
  const greeting = mail.greeting(input.language === 'cs' ? czechAddress(input.recipientName) : input.recipientName)
  const channels: [caption: string, value: string | null][] = input.branding
    ? [
        [t.phone, input.branding.contactPhone],
        [t.email, input.branding.contactEmail],
        [t.web, input.branding.web],
      ]
    : []
  const contacts = channels.filter((channel): channel is [string, string] => Boolean(channel[1]))

  const text = [
    greeting,
    '',
    body,
    '',
    mail.link,
    input.brokerUrl,
    '',
    mail.attached,
    '',
    mail.signature(brandName),
    ...contacts.map(([caption, value]) => `${caption}: ${value}`),
  ].join('\n')

  const html = `<!doctype html>
<html lang="${input.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.subject(input.studyLabel))}</title></head>
<body style="margin:0;padding:0;background:#f2f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2a33">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f6f8;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-top:4px solid #f2a900">
<tr><td style="padding:20px 28px 8px;font-size:18px;font-weight:bold;color:#0b4f6c">${escapeHtml(brandName)}</td></tr>
<tr><td style="padding:8px 28px;font-size:15px;line-height:1.5">
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(body)}</p>
${input.studyLabel ? `<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(input.studyLabel)}</p>` : ''}
<p style="margin:0 0 20px"><a href="${escapeHtml(input.brokerUrl)}" style="display:inline-block;background:#0b4f6c;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:4px;font-weight:bold">${escapeHtml(mail.open)}</a></p>
<p style="margin:0 0 6px;font-size:13px;color:#5b6770">${escapeHtml(mail.link)}<br><a href="${escapeHtml(input.brokerUrl)}" style="color:#0b4f6c">${escapeHtml(input.brokerUrl)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5b6770">${escapeHtml(mail.attached)}</p>
</td></tr>
<tr><td style="padding:12px 28px 22px;font-size:13px;line-height:1.5;color:#5b6770;border-top:1px solid #d9e0e5">
${escapeHtml(mail.signature(brandName)).replace('\n', '<br>')}${contacts.map(([caption, value]) => `<br>${escapeHtml(caption)}: ${escapeHtml(value)}`).join('')}
</td></tr>
</table></td></tr></table>
</body></html>`

  return {
    from: { name: brandName, address: input.from },
    to: input.to,
    replyTo: input.branding?.contactEmail ?? undefined,
    subject: mail.subject(input.studyLabel),
    text,
    html,
    attachments: [{ filename: mail.fileName, content: input.pdf, contentType: 'application/pdf' }],
  }
}
