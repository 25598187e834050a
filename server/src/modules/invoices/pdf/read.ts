import { getDocumentProxy } from 'unpdf'
import type { TextItem } from './layout.ts'

/** Why a PDF could not be read: each maps to its own problem for the client. */
export type PdfFailure = 'encrypted' | 'corrupt' | 'too-many-pages'

export type PdfReadResult =
  | { ok: true; pageCount: number; items: TextItem[] }
  | { ok: false; failure: PdfFailure; detail: string }

type Document = Awaited<ReturnType<typeof getDocumentProxy>>

async function open(bytes: Uint8Array): Promise<Document | { ok: false; failure: PdfFailure; detail: string }> {
  try {
    // pdf.js takes ownership of (detaches) the buffer it gets: it gets a copy.
    // No fonts or CMaps fetched from anywhere: the text layer needs neither for extraction.
    return await getDocumentProxy(bytes.slice(), { stopAtErrors: true, useSystemFonts: false, verbosity: 0 })
  } catch (error) {
    const name = (error as { name?: string }).name
    if (name === 'PasswordException') return { ok: false, failure: 'encrypted', detail: 'The PDF is password-protected.' }
    return { ok: false, failure: 'corrupt', detail: `The PDF structure cannot be parsed (${name ?? 'error'}: ${(error as Error).message}).` }
  }
}

/** The text layer of every page with positions (y measured from the top of the page). */
export async function readPdfText(bytes: Uint8Array, maxPages: number): Promise<PdfReadResult> {
  const document = await open(bytes)
  if ('ok' in document) return document
  try {
    if (document.numPages > maxPages) {
      return { ok: false, failure: 'too-many-pages', detail: `The PDF has ${document.numPages} pages; at most ${maxPages} are accepted.` }
    }
    const items: TextItem[] = []
    for (let page = 1; page <= document.numPages; page++) {
      const proxy = await document.getPage(page)
      const height = proxy.view[3]! - proxy.view[1]!
      const content = await proxy.getTextContent()
      for (const raw of content.items) {
        if (!('str' in raw) || raw.str.trim() === '') continue
        const [a, b, c, d, x, y] = raw.transform as number[]
        // Text turned off the horizontal (a sorting code up the margin) belongs to no line of the bill.
        if (Math.abs(b!) > Math.abs(a!) * 0.1 || a! <= 0) continue
        const size = Math.hypot(c!, d!) || Math.hypot(a!, b!) || raw.height
        items.push({ page, text: raw.str, x: x!, y: height - y!, width: raw.width, size })
      }
      proxy.cleanup()
    }
    return { ok: true, pageCount: document.numPages, items }
  } catch (error) {
    return { ok: false, failure: 'corrupt', detail: `A page of the PDF cannot be read (${(error as Error).message}).` }
  } finally {
    await document.loadingTask.destroy()
  }
}
