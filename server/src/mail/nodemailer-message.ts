import type { SendMailOptions } from 'nodemailer'
import type { MailMessage } from './mailer.ts'

/** nodemailer builds the MIME: RFC 2047 encoded UTF-8 headers, base64 attachments, CRLF lines. */
export function toNodemailerMessage(message: MailMessage): SendMailOptions {
  return {
    from: { name: message.from.name, address: message.from.address },
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      content: Buffer.from(attachment.content),
      contentType: attachment.contentType,
    })),
  }
}
