/** Real protocol peers on loopback for the studies tests: an SMTP server, a Postmark-API receiver, an S3 server. */
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from '@20minutes/s3rver'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface SmtpReceiver {
  url: string
  messages: ParsedMail[]
  raw: Buffer[]
  stop(): Promise<void>
}

/** An SMTP server (AUTH PLAIN/LOGIN over plain TCP on loopback) that parses every message it accepts. */
export async function startSmtpReceiver(user = 'mailer', pass = 'sécret'): Promise<SmtpReceiver> {
  const messages: ParsedMail[] = []
  const raw: Buffer[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user })
      callback(new Error('Invalid credentials'))
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks)
        raw.push(bytes)
        simpleParser(bytes).then((parsed) => {
          messages.push(parsed)
          callback()
        }, callback)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    messages,
    raw,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** What a Postmark-protocol receiver saw: the JSON body of POST /email and its headers. */
export interface PostmarkEmail {
  body: {
    From: string
    To: string
    ReplyTo?: string
    Subject: string
    TextBody: string
    HtmlBody: string
    MessageStream?: string
    Attachments?: { Name: string; Content: string; ContentType: string }[]
  }
  headers: Headers
}

export interface PostmarkReceiver {
  url: string
  token: string
  emails: PostmarkEmail[]
  /** While true every request is answered 503 (a provider outage); `refused` counts them. */
  outage: boolean
  refused: number
  stop(): Promise<void>
}

/**
 * Speaks Postmark's public HTTP API for sending one e-mail: POST /email with the
 * X-Postmark-Server-Token header and a JSON body; answers as Postmark does (ErrorCode 10 for a bad token,
 * 300 for an invalid message, 0 with a MessageID on success).
 */
export function startPostmarkReceiver(token = 'postmark-test-token'): PostmarkReceiver {
  const emails: PostmarkEmail[] = []
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      if (receiver.outage) {
        receiver.refused++
        return Response.json({ ErrorCode: 503, Message: 'Service unavailable' }, { status: 503 })
      }
      const url = new URL(request.url)
      if (request.method !== 'POST' || url.pathname !== '/email') return Response.json({ ErrorCode: 404, Message: 'Not found' }, { status: 404 })
      if (request.headers.get('x-postmark-server-token') !== token) {
        return Response.json({ ErrorCode: 10, Message: 'The Server Token you provided in the X-Postmark-Server-Token request header was invalid.' }, { status: 401 })
      }
      if (!request.headers.get('content-type')?.startsWith('application/json')) {
        return Response.json({ ErrorCode: 415, Message: 'Content-Type must be application/json' }, { status: 415 })
      }
      const body = (await request.json()) as PostmarkEmail['body']
      if (!body.From || !body.To || !body.Subject || !(body.TextBody || body.HtmlBody)) {
        return Response.json({ ErrorCode: 300, Message: 'Invalid email request' }, { status: 422 })
      }
      emails.push({ body, headers: request.headers })
      return Response.json({ To: body.To, SubmittedAt: new Date().toISOString(), MessageID: crypto.randomUUID(), ErrorCode: 0, Message: 'OK' })
    },
  })
  const receiver: PostmarkReceiver = { url: `http://127.0.0.1:${server.port}`, token, emails, outage: false, refused: 0, stop: () => server.stop(true) }
  return receiver
}

export interface S3Peer {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  stop(): Promise<void>
}

/** s3rver: an S3-compatible server that verifies SigV4 signatures, storing under a fresh temporary directory. */
export async function startS3Server(bucket = 'studies'): Promise<S3Peer> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = (await server.run()) as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's built-in account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      await server.close().catch(() => undefined)
      await rm(directory, { recursive: true, force: true })
    },
  }
}

/** The server settings that store study PDFs in this S3 peer's bucket. */
export const s3Settings = (s3: S3Peer): Record<string, string> => ({
  STORAGE: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: s3.bucket,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
})
