import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { DisabledMailer, OutboxMailer, PostmarkMailer, SmtpMailer, type MailMessage } from '../../src/mail/index.ts'
import { startPostmarkReceiver, startSmtpReceiver, type PostmarkReceiver, type SmtpReceiver } from './support/peers.ts'

const attachment = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10, 0x80, 0x7f])
const message: MailMessage = {
  from: { name: 'Solární Střechy s.r.o.', address: 'studie@example.cz' },
  to: 'jiri.novak@example.cz',
  replyTo: 'obchod@solarni-strechy.example.cz',
  subject: 'Vaše studie úspor: Rodinný dům Říčany',
  text: 'Dobrý den, posíláme studii. Příliš žluťoučký kůň úpěl ďábelské ódy.',
  html: '<p>Dobrý den, posíláme <strong>studii</strong>. Příliš žluťoučký kůň.</p>',
  attachments: [{ filename: 'studie-úspor.pdf', content: attachment, contentType: 'application/pdf' }],
}

describe('outbox mailer', () => {
  let directory: string
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'outbox-'))
  })
  afterAll(() => rm(directory, { recursive: true, force: true }))

  test('writes one RFC 5322 .eml per message with encoded UTF-8 headers, CRLF lines and the attachment', async () => {
    const mailer = new OutboxMailer(join(directory, 'outbox'))
    expect(await mailer.send(message)).toBe(true)
    const files = await readdir(join(directory, 'outbox'))
    expect(files).toHaveLength(1)
    expect(files[0]).toEndWith('.eml')
    const raw = await readFile(join(directory, 'outbox', files[0]!))

    const headerBlock = raw.toString('latin1').split('\r\n\r\n')[0]!
    // Headers are 7-bit ASCII; non-ASCII text travels as RFC 2047 encoded words.
    expect([...headerBlock].every((char) => char.charCodeAt(0) < 0x80)).toBe(true)
    expect(headerBlock).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m)
    expect(headerBlock).toMatch(/^Message-ID: </m)
    expect(headerBlock).toMatch(/^Date: /m)
    expect(raw.toString('latin1').replace(/\r\n/g, '')).not.toContain('\n')

    const parsed = await simpleParser(raw)
    expect(parsed.subject).toBe(message.subject)
    expect(parsed.from?.value[0]).toEqual({ name: message.from.name, address: message.from.address })
    expect(parsed.replyTo?.value[0]?.address).toBe(message.replyTo!)
    expect(parsed.text?.trim()).toBe(message.text)
    expect(parsed.html).toContain('Příliš žluťoučký kůň')
    expect(parsed.attachments).toHaveLength(1)
    expect(parsed.attachments[0]!.filename).toBe('studie-úspor.pdf')
    expect(parsed.attachments[0]!.contentType).toBe('application/pdf')
    expect(new Uint8Array(parsed.attachments[0]!.content)).toEqual(attachment)
    mailer.close()
  })

  test('an unwritable outbox makes send fail', async () => {
    const mailer = new OutboxMailer('/proc/no-outbox-here')
    await expect(mailer.send(message)).rejects.toThrow()
  })
})

describe('SMTP mailer against a real SMTP server', () => {
  let receiver: SmtpReceiver
  beforeAll(async () => {
    receiver = await startSmtpReceiver()
  })
  afterAll(() => receiver.stop())

  test('authenticates and delivers the message with the attachment byte for byte', async () => {
    const mailer = new SmtpMailer(receiver.url)
    expect(await mailer.send(message)).toBe(true)
    mailer.close()
    expect(receiver.messages).toHaveLength(1)
    const received = receiver.messages[0]!
    expect(received.subject).toBe(message.subject)
    expect(received.to && !Array.isArray(received.to) ? received.to.value[0]?.address : null).toBe(message.to)
    expect(received.text?.trim()).toBe(message.text)
    expect(new Uint8Array(received.attachments[0]!.content)).toEqual(attachment)
  })

  test('wrong credentials and a closed port make send fail', async () => {
    const wrong = new SmtpMailer(receiver.url.replace('s%C3%A9cret', 'nope'))
    await expect(wrong.send(message)).rejects.toThrow()
    wrong.close()
    const closed = new SmtpMailer('smtp://127.0.0.1:9')
    await expect(closed.send(message)).rejects.toThrow()
    closed.close()
  })
})

describe('Postmark mailer against a Postmark-protocol receiver', () => {
  let receiver: PostmarkReceiver
  beforeAll(() => {
    receiver = startPostmarkReceiver()
  })
  afterAll(() => receiver.stop())

  test('POSTs /email with the server token and the attachment base64-encoded', async () => {
    const mailer = new PostmarkMailer(receiver.token, receiver.url)
    expect(await mailer.send(message)).toBe(true)
    expect(receiver.emails).toHaveLength(1)
    const { body, headers } = receiver.emails[0]!
    expect(headers.get('accept')).toBe('application/json')
    expect(body.From).toBe('"Solární Střechy s.r.o." <studie@example.cz>')
    expect(body.To).toBe(message.to)
    expect(body.ReplyTo).toBe(message.replyTo!)
    expect(body.Subject).toBe(message.subject)
    expect(body.TextBody).toBe(message.text)
    expect(body.HtmlBody).toBe(message.html)
    expect(body.Attachments).toHaveLength(1)
    expect(body.Attachments![0]!.Name).toBe('studie-úspor.pdf')
    expect(body.Attachments![0]!.ContentType).toBe('application/pdf')
    expect(new Uint8Array(Buffer.from(body.Attachments![0]!.Content, 'base64'))).toEqual(attachment)
  })

  test('a rejected server token makes send fail', async () => {
    const mailer = new PostmarkMailer('wrong-token', receiver.url)
    await expect(mailer.send(message)).rejects.toThrow('Server Token')
  })
})

test('disabled mailer sends nothing and reports false', async () => {
  expect(await new DisabledMailer().send()).toBe(false)
})
