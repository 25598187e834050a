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
    missingDays: Type.Optional(
      Type.Array(Type.String({ format: 'date' }), { description: 'validation-error of a study: the days of its period without day-ahead prices (a gap in the data)' }),
    ),
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
  'ocr-failed',
  'encrypted-pdf',
  'pdf-javascript',
  'pdf-too-complex',
  'rate-limited',
  'service-unavailable',
  'internal-error',
] as const
export type ProblemSlug = (typeof ProblemSlugs)[number]

/** What a problem type means, for its title and its page at `{base_url}/problems/<slug>`. */
export interface ProblemTypeInfo {
  /** The HTTP status it is answered with. */
  status: number
  /** The `title` member of every problem of this type. */
  title: string
  /** When it happens and what the caller can do about it (plain text). */
  description: string
  /** Extension members a problem of this type may carry, beyond type/title/status/detail/instance/requestId. */
  members?: readonly string[]
}

/** Every problem type of the API: one source for the titles the server sends and the pages that document them. */
export const ProblemTypes: Record<ProblemSlug, ProblemTypeInfo> = {
  'validation-error': {
    status: 400,
    title: 'Invalid request',
    description:
      'A parameter, header or body field is missing, malformed or out of its allowed range, or the body is not valid JSON. ' +
      '`errors` maps each field path (e.g. `distribution.distributor`) to what is wrong with it; `allowedValues` lists the accepted codes ' +
      'when an unknown one was sent. A study whose period contains days without day-ahead prices (a gap in the data) lists them in ' +
      '`missingDays`. Fix the request and send it again; repeating it unchanged fails the same way.',
    members: ['errors', 'allowedValues', 'missingDays'],
  },
  'period-out-of-range': {
    status: 400,
    title: 'Period outside the data window',
    description:
      'The requested `from`/`to` range (or `periodType`) lies outside the window covered by the day-ahead prices and the regulated price lists. ' +
      '`allowedFrom` and `allowedTo` give the first and last day that can be computed; GET /api/v1/reference/periods lists the accepted periods.',
    members: ['allowedFrom', 'allowedTo', 'errors'],
  },
  unauthorized: {
    status: 401,
    title: 'Unauthorized',
    description:
      'The access token is missing, malformed, expired or revoked, or the refresh token sent to POST /api/v1/auth is unknown or revoked. ' +
      'Exchange the refresh token for a fresh access token and retry once; if the refresh token itself is refused, ask for a new one.',
  },
  forbidden: {
    status: 403,
    title: 'Forbidden',
    description:
      'The token is valid but may not do this: an embed token used from an origin it is not registered for, an embed-only header with an api token, ' +
      'an api-only operation (listing or reading studies) with an embed token, or a tampered or expired signed file link.',
  },
  'not-found': {
    status: 404,
    title: 'Not found',
    description:
      'No such route, study, distributor, HDO command or stored file for this partner. Studies of other partners are reported as not found too.',
    members: ['allowedValues'],
  },
  conflict: {
    status: 409,
    title: 'Conflict',
    description: 'The `Idempotency-Key` was already used within the last 24 hours with a different request body. Use a new key for a new request.',
  },
  gone: {
    status: 410,
    title: 'Gone',
    description: 'The study was redacted (erased on request or after the retention period): its PDF and personal data no longer exist.',
  },
  'payload-too-large': {
    status: 413,
    title: 'Payload too large',
    description: 'The upload is larger than the server accepts (INVOICE_MAX_BYTES, 15 MB by default). Send a smaller file.',
  },
  'unsupported-media-type': {
    status: 415,
    title: 'Unsupported media type',
    description:
      'The body is not in a format the operation reads: JSON operations need `Content-Type: application/json`; invoice extraction needs ' +
      '`multipart/form-data` with a PDF in the `file` field.',
  },
  'not-an-energy-invoice': {
    status: 422,
    title: 'Not an energy invoice',
    description: 'The PDF was read but is not a Czech electricity bill (no supply point, distributor or consumption found). Upload the electricity bill itself.',
  },
  'unreadable-pdf': {
    status: 422,
    title: 'Unreadable PDF',
    description:
      'The file is corrupt, cannot be parsed as a PDF, or could not be parsed within the time budget. Upload the original PDF from the supplier.',
  },
  'ocr-unavailable': {
    status: 422,
    title: 'OCR unavailable',
    description:
      'The PDF is a scan without a text layer and this server has no OCR engine (its start-up output says what is missing). Upload the digital PDF from the supplier instead of a scan. ' +
      'Operators enable OCR by installing tesseract with Czech data and poppler (Debian: tesseract-ocr, tesseract-ocr-ces, poppler-utils) and restarting.',
  },
  'ocr-failed': {
    status: 422,
    title: 'OCR failed',
    description:
      'The PDF is a scan without a text layer and OCR could not read it: rendering or text recognition failed, or all pages together took longer than the OCR budget. ' +
      'Upload the digital PDF from the supplier, or a cleaner scan.',
  },
  'encrypted-pdf': {
    status: 422,
    title: 'Encrypted PDF',
    description: 'The PDF is protected by a password needed to open it. Upload an unprotected copy of the invoice.',
  },
  'pdf-javascript': {
    status: 422,
    title: 'PDF with JavaScript',
    description: 'The PDF contains JavaScript actions, which an invoice does not need. Print the invoice to a new PDF and upload that.',
  },
  'pdf-too-complex': {
    status: 422,
    title: 'PDF too complex',
    description:
      'The PDF is over a processing budget: it decompresses to too many bytes (a stream counted once per reference), has too many objects or drawing operators, ' +
      'a page tree that loops, or reading it needed more memory than a worker may use. Such files are usually built to exhaust a server; upload the original invoice.',
  },
  'rate-limited': {
    status: 429,
    title: 'Too many requests',
    description:
      'Too many calls from this client address (POST /api/v1/auth), this embed token and address, or too many studies from this address with an embed token. ' +
      'Wait the number of seconds in the `Retry-After` header before trying again.',
  },
  'service-unavailable': {
    status: 503,
    title: 'Service unavailable',
    description:
      'The database or the file storage is unreachable for a moment, or every PDF worker is busy (study rendering, invoice reading); ' +
      'nothing was stored. Retry after the seconds in `Retry-After` when it is sent, else after a short pause.',
  },
  'internal-error': {
    status: 500,
    title: 'Internal server error',
    description: 'An unexpected failure on the server. Quote the `requestId` (also the `X-Request-Id` header) when reporting it.',
  },
}


export const PROBLEM_CONTENT_TYPE = 'application/problem+json'
