/**
 * The pre-flight gate, cheapest checks first: request shape and size before the body is read,
 * PDF magic bytes before parsing, then — on the text — whether this is an electricity bill at all.
 */
import { HttpProblem } from '../../http/problem.ts'
import { readUpTo } from '../../http/request-body.ts'
import type { Line } from './pdf/layout.ts'

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

export const tooLarge = (maxBytes: number, what: string) =>
  new HttpProblem({ status: 413, slug: 'payload-too-large', detail: `${what} exceeds the upload limit of ${mib(maxBytes)}.` })

const notPdf = (detail: string) => new HttpProblem({ status: 415, slug: 'unsupported-media-type', detail })

export const unreadable = (detail: string) => new HttpProblem({ status: 422, slug: 'unreadable-pdf', detail })

/** Refuses what the headers already tell: not multipart (415), or declared larger than the cap (413). */
export function checkUploadHeaders(headers: Headers, maxBytes: number): string {
  const contentType = headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType)) {
    throw notPdf(`Send the invoice as multipart/form-data with one file field named "file" (got ${contentType.split(';')[0] || 'no Content-Type'}).`)
  }
  const declared = Number(headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(maxBytes, `The upload (${mib(declared)})`)
  return contentType
}

/** Reads a request body, stopping as soon as it grows past the cap (chunked uploads declare no length). */
export async function readLimited(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  const bytes = await readUpTo(body, maxBytes + MULTIPART_OVERHEAD)
  if (!bytes) throw tooLarge(maxBytes, 'The upload')
  return bytes
}

/** The "%PDF-" signature, which the PDF standard allows within the first 1024 bytes. */
export function checkPdfBytes(bytes: Uint8Array, maxBytes: number): void {
  if (bytes.byteLength === 0) throw notPdf('The uploaded file is empty.')
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes, `The file (${mib(bytes.byteLength)})`)
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  if (!head.includes('%PDF-')) throw notPdf('The uploaded file is not a PDF (no %PDF- signature).')
}

const ELECTRICITY_EAN = /(?<!\d)8\s?5\s?9\s?1\s?8\s?2(?:\s?\d){12}(?!\d)/
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0

/** A heading stands out from the body text by at least this factor of size. */
const HEADING_SIZE = 1.3

/**
 * Lines that can carry the document's title: the first ten, and the headings of the first page, which
 * a long letterhead and address block can push further down.
 */
function titleLines(lines: Line[]): Line[] {
  const first = lines.filter((line) => line.page === lines[0]?.page)
  const sizes = first.map((line) => line.size).sort((a, b) => a - b)
  const body = sizes[sizes.length >> 1] ?? 0
  return [...lines.slice(0, 10), ...first.slice(10).filter((line) => line.size >= body * HEADING_SIZE)]
}

export interface GateVerdict {
  accepted: boolean
  reason: string
}

/**
 * Is this an electricity bill? It must read as a bill (a billing title near the top, a billing
 * period, an amount result) and be about electricity (a Czech electricity supply point EAN, or
 * electricity vocabulary with energy quantities and distribution terms), not mainly about gas.
 */
export function classifyDocument(lines: Line[]): GateVerdict {
  const text = lines.map((line) => line.folded).join('\n')
  const top = titleLines(lines).map((line) => line.folded).join('\n')
  const title = lines.slice(0, 3).map((line) => line.folded).join('\n')
  const contractTitle = /^\s*smlouva\b/m.test(title)
  // A buy-back statement ("Doklad o výkupu elektřiny z výrobny") is a bill too, and so is a yearly "zúčtování" or a credit note.
  const billingTitle = /vyuctovani|zuctovani|faktura|danov\w* doklad|doklad o vykupu|vykupni doklad|dobropis|ucet za elektri/.test(top) && !contractTitle
  const period = /obdobi/.test(text) && /\d{1,2}\.\s?\d{1,2}\.\s?\d{4}/.test(text)
  const result = /preplatek|nedoplatek|doplatek|doplatit|k doplaceni|k uhrade|k zaplaceni|k vyplate|k vyplaceni|k vraceni|ke vraceni|vracime vam|vratime vam|vyplatime vam|celkem po zuctovani|celkem s dph|celkem vc/.test(text)
  const ean = ELECTRICITY_EAN.test(text)
  const electricityWords = count(text, /elektrin|elektrick/)
  const energyQuantity = /\d\s?(kwh|mwh)\b/.test(text)
  // A title phrased or placed otherwise: an electricity bill still calls itself a faktura or vyúčtování somewhere, with its VAT and kWh.
  const billedAnyway = !contractTitle && ean && /faktur|vyuctov|danov\w* doklad/.test(text) && /\bdph\b/.test(text) && energyQuantity
  const distributionTerms = /distribucni sazba|sazba:?\s*[cd]\s?\d{2}\s?d\b|jistic|\bvt\b|vysok[ey] tarif/.test(text)
  const gasWords = count(text, /zemni plyn|zemniho plynu|\beic\b|27zg|spalne teplo|objem plynu|\bm3\b|m³/)
  const electricity = ean || (electricityWords >= 2 && energyQuantity && distributionTerms)

  if ((!billingTitle && !billedAnyway) || !period || !result) {
    return { accepted: false, reason: 'The document does not read as a bill: no invoice/vyúčtování title with a billing period and a resulting amount was found.' }
  }
  if (gasWords >= 2 && !ean && gasWords > electricityWords) {
    return { accepted: false, reason: 'The document is a gas bill (EIC code, zemní plyn), not an electricity bill.' }
  }
  if (!electricity) {
    return { accepted: false, reason: 'The bill is not about electricity: no electricity supply point (EAN 859182…) and no electricity billing vocabulary (kWh/MWh, distribution rate, breaker) was found.' }
  }
  return { accepted: true, reason: 'electricity bill' }
}

export function rejectUnlessEnergyInvoice(lines: Line[]): void {
  const verdict = classifyDocument(lines)
  if (!verdict.accepted) throw new HttpProblem({ status: 422, slug: 'not-an-energy-invoice', detail: verdict.reason })
}
