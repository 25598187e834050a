import type { MailMessage } from '../../mail/index.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** The invitation or password-reset e-mail of a console user, Czech first with English below. */
export function linkEmail(input: { purpose: 'invite' | 'reset'; to: string; url: string; partnerName: string; from: string; validHours: number }): MailMessage {
  const days = input.validHours >= 48 ? `${Math.round(input.validHours / 24)}` : null
  const cs =
    input.purpose === 'invite'
      ? {
          subject: `Pozvánka do konzole partnera ${input.partnerName}`,
          lead: `Byli jste pozváni do konzole partnera ${input.partnerName}: uvidíte tam své zájemce a studie.`,
          action: 'Nastavte si heslo na této adrese:',
          valid: days ? `Odkaz platí ${days} dní a použít jde jednou.` : `Odkaz platí ${input.validHours} h a použít jde jednou.`,
        }
      : {
          subject: 'Obnovení hesla do konzole',
          lead: 'Někdo (snad vy) požádal o nové heslo do konzole.',
          action: 'Nové heslo si nastavte na této adrese:',
          valid: `Odkaz platí ${input.validHours} h a použít jde jednou. Pokud jste o nic nežádali, e-mail ignorujte.`,
        }
  const en =
    input.purpose === 'invite'
      ? { lead: `You have been invited to the console of ${input.partnerName}.`, action: 'Set your password here:', valid: days ? `The link works once within ${days} days.` : `The link works once within ${input.validHours} h.` }
      : { lead: 'A new console password was requested for this address.', action: 'Set it here:', valid: `The link works once within ${input.validHours} h. If it was not you, ignore this e-mail.` }
  const text = [cs.lead, '', cs.action, input.url, '', cs.valid, '', '—', '', en.lead, en.action, input.url, en.valid].join('\n')
  const html = `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${escapeHtml(cs.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2a33">
<p>${escapeHtml(cs.lead)}</p><p>${escapeHtml(cs.action)}<br><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p><p>${escapeHtml(cs.valid)}</p>
<hr><p lang="en">${escapeHtml(en.lead)} ${escapeHtml(en.action)} <a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a><br>${escapeHtml(en.valid)}</p>
</body></html>`
  return { from: { name: input.partnerName || 'Console', address: input.from }, to: input.to, subject: cs.subject, text, html, attachments: [] }
}
