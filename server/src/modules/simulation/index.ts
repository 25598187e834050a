import { Elysia } from 'elysia'
import type { AppServices } from '../../services.ts'
import { bearerAuth } from '../../http/auth.ts'
import { jsonBody } from '../../http/json-body.ts'
import { Problem, StudyPreviewRequest, StudyResult } from './model.ts'
import type { SimulationService } from './service.ts'

/** `POST /api/v1/studies/preview`: the study result for live previews, nothing stored, no PDF, no e-mail. */
export const simulationModule = (services: AppServices, simulation: SimulationService) =>
  new Elysia({ name: 'simulation', seed: services.instanceId, prefix: '/api/v1/studies' })
    .use(bearerAuth(services))
    .post('/preview', ({ body }) => simulation.simulate(body), {
      // The named 'json' parser after the custom one is never reached; it documents the body in OpenAPI.
      parse: [jsonBody({ schema: StudyPreviewRequest }), 'json'],
      body: StudyPreviewRequest,
      response: { 200: StudyResult, 400: Problem, 401: Problem, 403: Problem, 413: Problem, 415: Problem },
      detail: {
        operationId: 'previewStudy',
        tags: ['Studies'],
        summary: 'Preview a savings study without storing it',
        description:
          'Beyond the spec: runs the same calculation as POST /studies (same body; `recipient` optional) and returns the computed study model. Nothing is stored, no PDF is rendered and no e-mail is sent. Either token kind. A from/to range outside the data window → 400 `period-out-of-range` with `allowedFrom`/`allowedTo`; an unknown rate, a missing or unknown HDO command on a two-tariff rate or a custom series of the wrong length → 400 with `errors` per field path.',
      },
    })
