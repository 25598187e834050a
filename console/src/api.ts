import type {
  ConsoleAuditPage,
  ConsoleBranding,
  ConsoleBrandingUpdate,
  ConsoleInboxPage,
  ConsoleInboxQuery,
  ConsoleInvitation,
  ConsoleInvoicePrefill,
  ConsoleLeadUpdate,
  ConsoleMe,
  ConsoleRole,
  ConsoleStudyCreateRequest,
  ConsoleStudyDetail,
  ConsoleStudyRow,
  ConsoleToken,
  ConsoleTokenIssued,
  ConsoleTokenIssueRequest,
  ConsoleUser,
  Problem,
  StudyCreateResult,
  StudyPreviewRequest,
  StudyResult,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointWithSecret,
} from '@partner/energy-shared'

/** An answer that was not a success: its status and problem document (null when none came). */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem?.detail ?? `HTTP ${status}`)
    this.name = 'ConsoleApiError'
  }
}

const BASE = '/api/v1/console'

/** The inbox filters as a query string (empty values left out). */
export function inboxSearch(query: ConsoleInboxQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The console's API, same origin: the session cookie goes along by itself, and every state-changing call
 * carries the page's Origin (the server refuses any other).
 */
export class ConsoleApi {
  /** Called on a 401 (the session ended): the app shows the sign-in page. */
  onSignedOut: () => void = () => {}

  async call<T>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== undefined && !(body instanceof Blob) && !(body instanceof FormData)) headers['content-type'] = 'application/json'
    const response = await fetch(`${BASE}${path}`, {
      method,
      credentials: 'same-origin',
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
      body: body === undefined ? undefined : body instanceof Blob || body instanceof FormData ? body : JSON.stringify(body),
    })
    if (!response.ok) {
      const problem = response.headers.get('content-type')?.includes('json') ? ((await response.json().catch(() => null)) as Problem | null) : null
      if (response.status === 401 && path !== '/session') this.onSignedOut()
      throw new ConsoleApiError(response.status, problem)
    }
    if (response.status === 204) return undefined as T
    return (await response.json()) as T
  }

  signIn = (email: string, password: string) => this.call<ConsoleMe>('POST', '/session', { email, password })
  signOut = () => this.call<void>('DELETE', '/session')
  signOutEverywhere = () => this.call<void>('DELETE', '/sessions')
  me = () => this.call<ConsoleMe>('GET', '/me')
  setPassword = (token: string, password: string) => this.call<void>('POST', '/password', { token, password })
  requestReset = (email: string) => this.call<{ accepted: true }>('POST', '/password-reset', { email })

  inbox = (query: ConsoleInboxQuery) => this.call<ConsoleInboxPage>('GET', `/studies${inboxSearch(query)}`)
  exportUrl = (query: ConsoleInboxQuery) => `${BASE}/studies/export${inboxSearch({ ...query, cursor: undefined, limit: undefined })}`
  study = (id: string) => this.call<ConsoleStudyDetail>('GET', `/studies/${encodeURIComponent(id)}`)
  setLead = (id: string, update: ConsoleLeadUpdate) => this.call<ConsoleStudyRow>('PUT', `/studies/${encodeURIComponent(id)}/lead`, update)
  redact = (id: string) => this.call<ConsoleStudyDetail>('DELETE', `/studies/${encodeURIComponent(id)}`)
  createStudy = (request: ConsoleStudyCreateRequest) => this.call<StudyCreateResult>('POST', '/studies', request)
  /** Reads a customer's bill (PDF): the extraction and the study request it prefills. */
  readBill = (file: File) => {
    const form = new FormData()
    form.append('file', file)
    return this.call<ConsoleInvoicePrefill>('POST', '/invoice-extraction', form)
  }
  previewStudy = (request: StudyPreviewRequest) => this.call<StudyResult>('POST', '/studies/preview', request)

  tokens = () => this.call<ConsoleToken[]>('GET', '/tokens')
  issueToken = (request: ConsoleTokenIssueRequest) => this.call<ConsoleTokenIssued>('POST', '/tokens', request)
  revokeToken = (id: string, denyIssuedAccessTokens: boolean) => this.call<ConsoleToken>('POST', `/tokens/${encodeURIComponent(id)}/revoke`, { denyIssuedAccessTokens })
  setOrigins = (id: string, origins: string[]) => this.call<ConsoleToken>('PUT', `/tokens/${encodeURIComponent(id)}/origins`, { origins })

  webhooks = () => this.call<{ items: WebhookEndpoint[] }>('GET', '/webhook-endpoints')
  addWebhook = (body: WebhookEndpointCreate) => this.call<WebhookEndpointWithSecret>('POST', '/webhook-endpoints', body)
  removeWebhook = (id: string) => this.call<void>('DELETE', `/webhook-endpoints/${encodeURIComponent(id)}`)
  rotateWebhook = (id: string) => this.call<WebhookEndpointWithSecret>('POST', `/webhook-endpoints/${encodeURIComponent(id)}/rotate-secret`)
  testWebhook = (id: string) => this.call<{ deliveryId: string }>('POST', `/webhook-endpoints/${encodeURIComponent(id)}/test`)

  branding = () => this.call<ConsoleBranding>('GET', '/branding')
  updateBranding = (update: ConsoleBrandingUpdate) => this.call<ConsoleBranding>('PATCH', '/branding', update)
  uploadLogo = (file: Blob) => this.call<ConsoleBranding>('PUT', '/branding/logo', file, { headers: { 'content-type': file.type || 'application/octet-stream' } })
  /** The first page of a sample study's PDF with the partner's branding (PNG); `version` busts the cache after a change. */
  coverPreviewUrl = (version: number) => `${BASE}/branding/preview?v=${version}`
  logoUrl = () => `${BASE}/branding/logo?at=${Date.now()}`

  users = () => this.call<ConsoleUser[]>('GET', '/users')
  invite = (email: string, role: ConsoleRole) => this.call<ConsoleInvitation>('POST', '/users', { email, role })
  changeRole = (id: string, role: ConsoleRole) => this.call<ConsoleUser>('PATCH', `/users/${encodeURIComponent(id)}`, { role })
  removeUser = (id: string) => this.call<void>('DELETE', `/users/${encodeURIComponent(id)}`)
  audit = (cursor?: string) => this.call<ConsoleAuditPage>('GET', `/audit${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)
}
