import { Elysia } from 'elysia'
import { AuthRequest, AuthResponse, Problem } from '@partner/energy-shared'
import type { AppServices } from '../../services.ts'
import { jsonBody } from '../../http/json-body.ts'
import { requestFacts, requestOrigin } from '../../http/context.ts'
import { authService } from './service.ts'
import { rateLimiter } from '../../http/rate-limit.ts'

/** A refresh token is under 100 characters: a few KB is every honest auth body. */
const AUTH_BODY_MAX_BYTES = 4096

export const authModule = (services: AppServices) => {
  const service = authService(services)
  const limit = rateLimiter(services, services.config.authRateLimit.max, services.config.authRateLimit.windowSeconds, 'token requests from this address')
  return new Elysia({ name: 'auth', seed: services.instanceId, prefix: '/api/v1' }).post(
    '/auth',
    ({ body, request }) => service.exchange(body.refreshToken, requestOrigin(request)),
    {
      beforeHandle: async ({ request }) => await limit(requestFacts(request)?.ip ?? 'unknown'),
      // The named 'json' parser after the custom one is never reached; it documents the body in OpenAPI.
      parse: [jsonBody({ schema: AuthRequest, maxBytes: AUTH_BODY_MAX_BYTES }), 'json'],
      body: AuthRequest,
      response: { 200: AuthResponse, 400: Problem, 401: Problem, 403: Problem, 415: Problem, 429: Problem },
      detail: {
        operationId: 'exchangeToken',
        tags: ['Authentication'],
        summary: 'Exchange a refresh token for a JWT access token',
        description: 'Body as application/json, text/json or application/*+json. Refresh tokens are issued by the admin CLI. The access token is sent as `Authorization: Bearer <jwtToken>` on every other call. Rate-limited per client IP (429 + Retry-After).',
        security: [],
      },
    },
  )
}
