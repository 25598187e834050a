import { ServerClient } from 'postmark'
import type { Mailer, MailMessage } from './mailer.ts'

export const POSTMARK_DEFAULT_API_URL = 'https://api.postmarkapp.com'

/** Postmark's HTTP API (POST /email) through the official client; the API host is configurable. */
export class PostmarkMailer implements Mailer {
  readonly kind = 'postmark' as const
  private readonly client: ServerClient

  constructor(serverToken: string, apiUrl: string = POSTMARK_DEFAULT_API_URL) {
    const url = new URL(apiUrl)
    this.client = new ServerClient(serverToken, { useHttps: url.protocol === 'https:', requestHost: url.host, timeout: 30 })
  }

  async send(message: MailMessage): Promise<boolean> {
    await this.client.sendEmail({
      From: formatAddress(message.from.name, message.from.address),
      To: message.to,
      ReplyTo: message.replyTo,
      Subject: message.subject,
      TextBody: message.text,
      HtmlBody: message.html,
      MessageStream: 'outbound',
      Attachments: message.attachments.map((attachment) => ({
        Name: attachment.filename,
        Content: Buffer.from(attachment.content).toString('base64'),
        ContentType: attachment.contentType,
        ContentID: null,
      })),
    })
    return true
  }

  close(): void {}
}

/** `"Name" <address>` with the display name quoted; Postmark encodes non-ASCII itself. */
function formatAddress(name: string, address: string): string {
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`
}
