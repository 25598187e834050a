import { Elysia, t } from 'elysia'
import { Problem } from '@partner/energy-shared'
import { forbidden, notFound } from '../../http/problem.ts'
import type { AppServices } from '../../services.ts'
import { LocalBlobStore } from '../../storage/index.ts'

/** `STORAGE=local`: serves stored files, but only through an unexpired URL signed by the local blob store. */
export const blobsModule = (services: AppServices) => {
  const { storage } = services.config
  const app = new Elysia({ name: 'blobs', seed: services.instanceId, prefix: '/api/v1/blobs' })
  if (storage.kind !== 'local') return app
  const store = new LocalBlobStore({ directory: storage.localDirectory, signingSecret: storage.localSigningSecret })

  return app.get(
    '/*',
    async ({ params, query }) => {
      const key = params['*']
      const check = store.verify(key, Number(query.expires), query.name, query.signature)
      if (check === 'invalid') throw forbidden('The link is not valid')
      if (check === 'expired') throw forbidden('The link has expired; open the study link again for a fresh one')
      const bytes = await store.get(key)
      if (!bytes) throw notFound('The file no longer exists')
      return new Response(Buffer.from(bytes), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${query.name.replace(/[^\w.-]/g, '_')}"`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      })
    },
    {
      query: t.Object({ expires: t.String({ pattern: '^\\d{1,12}$' }), name: t.String({ maxLength: 200 }), signature: t.String({ maxLength: 128 }) }),
      response: { 403: Problem, 404: Problem },
      detail: {
        // Internal: reached only through the broker's redirect, never called by a client.
        hide: true,
        tags: ['Studies'],
        summary: 'A stored file behind a signed, expiring URL (local storage only)',
        description: 'Reached only through the redirect of GET /studies/{id}/pdf. A tampered or expired URL → 403.',
        security: [],
      },
    },
  )
}
