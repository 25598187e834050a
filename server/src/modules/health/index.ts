import { Elysia, t } from 'elysia'
import type { AppServices } from '../../services.ts'
import { serviceUnavailable } from '../../http/problem.ts'

const Status = t.Object({ status: t.String(), database: t.Optional(t.String()) })

export const healthModule = (services: AppServices) =>
  new Elysia({ name: 'health', seed: services.instanceId })
    .get('/healthz', () => ({ status: 'ok' }), {
      response: { 200: Status },
      detail: { operationId: 'checkLiveness', tags: ['Operations'], summary: 'Liveness: the process serves requests', security: [] },
    })
    .get(
      '/readyz',
      async () => {
        if (services.lifecycle.draining) throw serviceUnavailable('The instance is shutting down')
        if (!(await services.db.ping())) throw serviceUnavailable('The database does not answer')
        return { status: 'ready', database: services.db.kind }
      },
      { response: { 200: Status }, detail: { operationId: 'checkReadiness', tags: ['Operations'], summary: 'Readiness: started, not shutting down, and the database is reachable', security: [] } },
    )
