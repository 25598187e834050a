/** One outgoing e-mail, transport-neutral. */
export interface MailMessage {
  from: { name: string; address: string }
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  attachments: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  content: Uint8Array
  contentType: string
}

export type MailTransportKind = 'outbox' | 'postmark' | 'smtp' | 'disabled'

export interface Mailer {
  readonly kind: MailTransportKind
  /** true once the transport accepted the message; false when e-mail is disabled. Throws when sending failed. */
  send(message: MailMessage): Promise<boolean>
  close(): void
}
