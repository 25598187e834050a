import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join, resolve } from 'node:path'

/** Raised for a bad configuration value: start-up stops with this message. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Record<string, string | undefined>

const readers = {
  string(env: Env, key: string, fallback?: string): string {
    const value = env[key]?.trim()
    if (value) return value
    if (fallback !== undefined) return fallback
    throw new ConfigError(`${key} is required`)
  },
  optional(env: Env, key: string): string | undefined {
    return env[key]?.trim() || undefined
  },
  integer(env: Env, key: string, fallback: number, min: number, max: number): number {
    const raw = env[key]?.trim()
    if (!raw) return fallback
    if (!/^-?\d+$/.test(raw)) throw new ConfigError(`${key} must be an integer, got "${raw}"`)
    const value = Number(raw)
    if (value < min || value > max) throw new ConfigError(`${key} must be between ${min} and ${max}, got ${value}`)
    return value
  },
  oneOf<T extends string>(env: Env, key: string, allowed: readonly T[], fallback: T): T {
    const raw = env[key]?.trim()
    if (!raw) return fallback
    if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(`${key} must be one of ${allowed.join(', ')}, got "${raw}"`)
    return raw as T
  },
  url(env: Env, key: string, protocols: readonly string[], fallback?: string): string | undefined {
    const raw = env[key]?.trim() || fallback
    if (!raw) return undefined
    let parsed: URL
    try {
      parsed = new URL(raw)
    } catch {
      throw new ConfigError(`${key} must be a URL, got "${raw}"`)
    }
    if (!protocols.includes(parsed.protocol)) throw new ConfigError(`${key} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`)
    return raw.replace(/\/+$/, '')
  },
}

/** Dev convenience: a JWT secret generated once and kept under DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string, fileName: string): string {
  const path = join(dataDir, fileName)
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(path, secret + '\n', { mode: 0o600 })
  return secret
}

export function loadConfig(env: Env = process.env) {
  const production = env.NODE_ENV === 'production'
  const port = readers.integer(env, 'PORT', 3000, 0, 65535)
  const dataDir = resolve(readers.string(env, 'DATA_DIR', './data'))
  const jwtSecretFromEnv = readers.optional(env, 'JWT_SECRET')
  if (jwtSecretFromEnv && jwtSecretFromEnv.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters')
  if (!jwtSecretFromEnv && production) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production')
  const publicBaseUrl = readers.url(env, 'PUBLIC_BASE_URL', ['http:', 'https:'], `http://localhost:${port}`)!

  return {
    production,
    port,
    host: readers.string(env, 'HOST', '0.0.0.0'),
    publicBaseUrl,
    dataDir,
    /** A postgres:// URL, or undefined for the embedded PGlite database under DATA_DIR. */
    databaseUrl: readers.url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    jwt: {
      secret: jwtSecretFromEnv ?? persistedSecret(dataDir, 'jwt-secret'),
      ttlSeconds: readers.integer(env, 'JWT_TTL_SECONDS', 900, 5, 86_400),
      issuer: publicBaseUrl,
      audience: 'partner-api',
    },
    authRateLimit: {
      /** Refresh-token exchanges allowed per client IP per window. */
      max: readers.integer(env, 'AUTH_RATE_LIMIT_MAX', 30, 1, 1_000_000),
      windowSeconds: readers.integer(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    },
    logLevel: readers.oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error', 'silent'] as const, 'info'),
    /** Seed a demo partner and print its tokens on first start (never in production). */
    devSeed: !production && env.DEV_SEED !== 'false',
  }
}

export type Config = ReturnType<typeof loadConfig>
