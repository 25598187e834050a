import nodemailer, { type Transporter } from 'nodemailer'
import type { Mailer, MailMessage } from './mailer.ts'
import { toNodemailerMessage } from './nodemailer-message.ts'

/** Any SMTP server, configured by one URL: smtp://user:pass@host:587 or smtps://…:465. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const
  private readonly transporter: Transporter

  constructor(smtpUrl: string) {
    const url = new URL(smtpUrl)
    this.transporter = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      // A study request waits for the hand-over: fail in seconds, not nodemailer's default minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
  }

  async send(message: MailMessage): Promise<boolean> {
    await this.transporter.sendMail(toNodemailerMessage(message))
    return true
  }

  close(): void {
    this.transporter.close()
  }
}
