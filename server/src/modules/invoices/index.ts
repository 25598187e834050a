import { Elysia } from 'elysia'
import { bearerAuth } from '../../http/auth.ts'
import { badRequest } from '../../http/problem.ts'
import { problemOutcome, timeOutcome } from '../metrics/service.ts'
import type { AppServices } from '../../services.ts'
import { checkUploadHeaders, readLimited } from './gate.ts'
import { InvoiceExtractionResult, invoiceProblems, invoiceUploadBody } from './model.ts'
import { renderText } from './render-text.ts'
import { invoiceService, type InvoiceService } from './service.ts'

/** q-value of a media type in an Accept header (with type/* and *\/* wildcards). */
function quality(accept: string, type: string): number {
  let best = -1
  let bestSpecificity = -1
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';')
    const [main, sub] = range.trim().split('/')
    const specificity = range === type ? 2 : sub === '*' && main === type.split('/')[0] ? 1 : range === '*/*' ? 0 : -1
    if (specificity < 0 || specificity < bestSpecificity) continue
    const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1)
    best = Number.isFinite(q) ? q : 1
    bestSpecificity = specificity
  }
  return best
}

/** Plain text only when the client prefers it to JSON. */
export const prefersText = (accept: string | null) => !!accept && quality(accept, 'text/plain') > Math.max(quality(accept, 'application/json'), 0)

/** The multipart body's `file` part, read within the size cap after the headers are checked (413/415/400). */
export async function uploadedFile(request: Request, maxBytes: number): Promise<File> {
  const contentType = checkUploadHeaders(request.headers, maxBytes)
  const bytes = await readLimited(request.body, maxBytes)
  let form: FormData
  try {
    form = await new Response(bytes.buffer as ArrayBuffer, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw badRequest('The multipart body could not be parsed', { body: ['is not valid multipart/form-data'] })
  }
  const file = form.get('file')
  if (!(file instanceof File)) throw badRequest('The file field is missing', { file: ['is required: a binary part named "file" holding the PDF'] })
  return file
}

/**
 * The one invoice service of an app (its PDF worker pool and queue metrics): created once in app.ts and shared by
 * the API route and the console's bill upload. The invoices module closes it when the app stops.
 */
export function invoiceExtraction(services: AppServices): InvoiceService {
  const service = invoiceService({ maxBytes: services.config.invoiceMaxBytes, pdf: services.config.invoicePdf, log: services.log })
  const { workers, queue } = services.config.invoicePdf
  services.metrics.registerQueue('invoice-pdf', {
    depth: () => service.poolStats().running + service.poolStats().waiting,
    limit: workers + queue,
    rejections: () => service.poolStats().rejected,
  })
  return service
}

export const invoicesModule = (services: AppServices, service: InvoiceService) => {
  const maxBytes = services.config.invoiceMaxBytes
  return new Elysia({ name: 'invoices', prefix: '/api/v1', seed: services.instanceId })
    .use(bearerAuth(services))
    .onStop(() => service.close())
    .post(
      '/invoice-extraction',
      async ({ request }) => {
        const file = await uploadedFile(request, maxBytes)
        const bytes = new Uint8Array(await file.arrayBuffer())
        return timeOutcome(services.metrics.invoiceExtractions, () => service.extract(file.name || 'invoice.pdf', bytes), problemOutcome)
      },
      {
        mapResponse: ({ request, responseValue }) => {
          if (!prefersText(request.headers.get('accept')) || !responseValue || typeof responseValue !== 'object' || !('invoice' in responseValue)) return
          return new Response(renderText(responseValue), { headers: { 'content-type': 'text/plain; charset=utf-8' } })
        },
        // The body is read by the handler, after authentication, with the size cap enforced while reading.
        parse: 'none',
        response: { 200: InvoiceExtractionResult, ...invoiceProblems },
        detail: {
          operationId: 'extractInvoice',
          tags: ['Invoices'],
          summary: 'Extract structured data from an electricity invoice PDF',
          description:
            'Multipart upload with one binary field `file`. A pre-flight gate refuses oversize uploads (413), non-multipart bodies or files that are not PDFs (415), corrupt or unparseable PDFs (422 `unreadable-pdf`), password-protected PDFs (422 `encrypted-pdf`), PDFs with JavaScript (422 `pdf-javascript`), PDFs over the decompression, object, operator or memory budgets (422 `pdf-too-complex`), scans when OCR is unavailable (422 `ocr-unavailable`) or fails (422 `ocr-failed`) and PDFs that are not electricity bills (422 `not-an-energy-invoice`). When every PDF worker is busy and the queue is full: 503 with `Retry-After`. Reconciliation mismatches are warnings, never errors. Send `Accept: text/plain` for a readable text rendering.',
          requestBody: invoiceUploadBody,
        },
      },
    )
}
