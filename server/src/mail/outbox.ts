import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from './mailer.ts'
import { toNodemailerMessage } from './nodemailer-message.ts'

/** Writes each message as an RFC 5322 `.eml` file into a directory (development and audit). */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })

  constructor(private readonly directory: string) {}

  async send(message: MailMessage): Promise<boolean> {
    const info = await this.composer.sendMail(toNodemailerMessage(message))
    const bytes = info.message as Buffer
    await mkdir(this.directory, { recursive: true })
    // Sortable by time; the temporary name keeps readers from seeing a partial file.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`
    const temporary = join(this.directory, `.${name}.part`)
    await writeFile(temporary, bytes)
    await rename(temporary, join(this.directory, name))
    return true
  }

  close(): void {
    this.composer.close()
  }
}
