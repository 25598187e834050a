/** Schemas of the invoice-extraction route: the shared result, the problem answers and the multipart body. */
import type { OpenAPIV3 } from 'openapi-types'
import { InvoiceExtractionResult, Problem } from '@partner/energy-shared'

export { InvoiceExtractionResult }

export const invoiceProblems = { 400: Problem, 401: Problem, 403: Problem, 413: Problem, 415: Problem, 422: Problem, 503: Problem } as const

/** OpenAPI description of the body (the route reads it itself, to refuse oversize uploads early). */
export const invoiceUploadBody: OpenAPIV3.RequestBodyObject = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: 'The energy invoice PDF' } },
      },
    },
  },
}
