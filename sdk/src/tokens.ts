import type { AuthResponse } from '@partner/energy-shared'
import { EnergyConfigError, EnergyError, EnergyTokenProviderError } from './errors.ts'
import type { RequestOptions } from './types.ts'

/** How the client obtains access tokens. */
export type TokenSource =
  | { refreshToken: string; getAccessToken?: never }
  | {
      /**
       * Supplies an access token (a JWT from POST /api/v1/auth) when you manage tokens yourself.
       * Called before each request; called again with `forceRefresh: true` once after a 401.
       */
      getAccessToken: (context: { forceRefresh: boolean }) => string | Promise<string>
      refreshToken?: never
    }

type Exchange = (refreshToken: string, options: RequestOptions) => Promise<AuthResponse>

/** Longest head start taken before `exp`, so that a token never expires in flight. */
const MAX_EARLY_REFRESH_MS = 60_000

/**
 * Caches the access token until shortly before it expires. Concurrent callers share one exchange,
 * and a 401 invalidates only the token that was rejected, so N parallel 401s cause one refresh.
 */
export class TokenManager {
  readonly #source: TokenSource
  readonly #exchange: Exchange
  #cached: { token: string; refreshAt: number } | undefined
  #pending: Promise<string> | undefined

  constructor(source: TokenSource, exchange: Exchange) {
    this.#source = source
    this.#exchange = exchange
  }

  /** Exchanges the refresh token now and caches the result (`client.auth()`). */
  async authenticate(options: RequestOptions = {}): Promise<AuthResponse> {
    const refreshToken = this.#source.refreshToken
    if (typeof refreshToken !== 'string') throw new EnergyConfigError('EnergyClient: auth() needs a refreshToken (this client uses getAccessToken)')
    const requestedAt = Date.now()
    const auth = await this.#exchange(refreshToken, options)
    const lifetimeMs = auth.expiresIn * 1000
    this.#cached = { token: auth.jwtToken, refreshAt: requestedAt + lifetimeMs - Math.min(MAX_EARLY_REFRESH_MS, lifetimeMs / 10) }
    return auth
  }

  /** A usable access token: the cached one, or a fresh one. */
  get(): Promise<string> {
    if (this.#source.getAccessToken) return this.#provided(false)
    if (this.#cached && Date.now() < this.#cached.refreshAt) return Promise.resolve(this.#cached.token)
    return this.#refresh()
  }

  /** A token to retry with after `rejected` was answered 401. */
  afterRejection(rejected: string): Promise<string> {
    if (this.#source.getAccessToken) return this.#provided(true)
    if (this.#cached?.token === rejected) this.#cached = undefined
    return this.#cached ? Promise.resolve(this.#cached.token) : this.#refresh()
  }

  /** The caller's token, its failures typed like every other. */
  async #provided(forceRefresh: boolean): Promise<string> {
    let token: unknown
    try {
      token = await this.#source.getAccessToken!({ forceRefresh })
    } catch (error) {
      if (error instanceof EnergyError) throw error
      throw new EnergyTokenProviderError(`getAccessToken failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
    if (typeof token !== 'string' || token === '') throw new EnergyTokenProviderError('getAccessToken returned no token')
    return token
  }

  /** One exchange shared by every caller waiting for it; not bound to any caller's signal. */
  #refresh(): Promise<string> {
    this.#pending ??= this.authenticate()
      .then((auth) => auth.jwtToken)
      .finally(() => {
        this.#pending = undefined
      })
    return this.#pending
  }
}
