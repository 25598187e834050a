import { join } from 'node:path'
import type { Config } from '../config.ts'
import type { Mailer } from './mailer.ts'
import { OutboxMailer } from './outbox.ts'
import { PostmarkMailer } from './postmark.ts'
import { SmtpMailer } from './smtp.ts'

export * from './mailer.ts'
export { OutboxMailer, PostmarkMailer, SmtpMailer }

/** MAIL_TRANSPORT=disabled: nothing is sent and studies report emailSent false. */
export class DisabledMailer implements Mailer {
  readonly kind = 'disabled' as const
  async send(): Promise<boolean> {
    return false
  }
  close(): void {}
}

export function createMailer(config: Config): Mailer {
  const { mail } = config
  switch (mail.transport) {
    case 'postmark':
      return new PostmarkMailer(mail.postmarkServerToken!, mail.postmarkApiUrl)
    case 'smtp':
      return new SmtpMailer(mail.smtpUrl!)
    case 'disabled':
      return new DisabledMailer()
    case 'outbox':
      return new OutboxMailer(join(config.dataDir, 'outbox'))
  }
}
