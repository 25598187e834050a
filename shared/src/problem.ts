import { Type, type Static } from '@sinclair/typebox'

/** RFC 9457 problem details, as every error of the API is answered (application/problem+json). */
export const Problem = Type.Object(
  {
    type: Type.String({ description: 'Absolute URI under {base_url}/problems/<slug>' }),
    title: Type.String(),
    status: Type.Integer({ minimum: 100, maximum: 599 }),
    detail: Type.String(),
    instance: Type.String({ description: 'The request path' }),
    requestId: Type.Optional(Type.String({ description: 'Same value as the X-Request-Id header' })),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: '400 only: field path → messages',
      }),
    ),
    allowedFrom: Type.Optional(Type.String({ format: 'date', description: 'period-out-of-range: first day of the data window' })),
    allowedTo: Type.Optional(Type.String({ format: 'date', description: 'period-out-of-range: last day of the data window' })),
    allowedValues: Type.Optional(Type.Array(Type.String(), { description: 'The accepted values, when an unknown code was sent' })),
  },
  { $id: 'Problem', title: 'Problem', additionalProperties: true },
)
export type Problem = Static<typeof Problem>

/** Slugs of `type` (the URI ends in /problems/<slug>). */
export const ProblemSlugs = [
  'validation-error',
  'period-out-of-range',
  'unauthorized',
  'forbidden',
  'not-found',
  'conflict',
  'gone',
  'payload-too-large',
  'unsupported-media-type',
  'not-an-energy-invoice',
  'unreadable-pdf',
  'ocr-unavailable',
  'rate-limited',
  'service-unavailable',
  'internal-error',
] as const
export type ProblemSlug = (typeof ProblemSlugs)[number]

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'
