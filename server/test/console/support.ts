/** A console user's browser over HTTP: its session cookie and the console's own Origin on every call. */
import type { ConsoleRole } from '@partner/energy-shared'
import type { TestServer } from '../support/harness.ts'
import { createMailer } from '../../src/mail/index.ts'
import { consoleAccounts } from '../../src/modules/console/accounts.ts'

export const PASSWORD = 'Správné-koně-baterie-7'

export interface ConsoleClient {
  cookie: string | null
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>
}

export function consoleClient(srv: TestServer, cookie: string | null = null): ConsoleClient {
  const client: ConsoleClient = {
    cookie,
    async call(method, path, body, headers = {}) {
      const response = await fetch(`${srv.baseUrl}/api/v1/console${path}`, {
        method,
        headers: {
          origin: srv.baseUrl,
          ...(body !== undefined && !(body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}),
          ...(client.cookie ? { cookie: client.cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : body instanceof Uint8Array ? (body as unknown as BodyInit) : JSON.stringify(body),
      })
      const set = response.headers.get('set-cookie')
      if (set) {
        const pair = set.split(';')[0]!
        client.cookie = pair.endsWith('=') ? null : pair
      }
      return response
    },
  }
  return client
}

export const accountsOf = (srv: TestServer) =>
  consoleAccounts({ em: srv.services.em, config: srv.services.config, log: srv.services.log, mailer: createMailer(srv.services.config) })

/** Invites, accepts over HTTP and signs in: a ready console session. */
export async function signedInUser(srv: TestServer, input: { partnerId?: string; email?: string; role?: ConsoleRole } = {}) {
  const email = input.email ?? `user-${crypto.randomUUID().slice(0, 8)}@example.test`
  const invited = await accountsOf(srv).invite({ partnerId: input.partnerId ?? srv.partnerId, email, role: input.role ?? 'owner', actor: null })
  const token = invited.inviteUrl.split('/').at(-1)!
  const client = consoleClient(srv)
  const accepted = await client.call('POST', '/password', { token, password: PASSWORD })
  if (accepted.status !== 204) throw new Error(`accept answered ${accepted.status}: ${await accepted.text()}`)
  const signIn = await client.call('POST', '/session', { email, password: PASSWORD })
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`)
  return { client, email, userId: invited.user.id }
}

/** Splits `;`-separated CSV with quoted cells (RFC 4180 quoting). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ';') endCell()
    else if (char === '\n') {
      endCell()
      rows.push(row)
      row = []
    } else if (char !== '\r') cell += char
  }
  if (cell || row.length) {
    endCell()
    rows.push(row)
  }
  return rows
}
