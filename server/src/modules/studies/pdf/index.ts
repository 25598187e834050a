import pdfmake from 'pdfmake'
import { buildStudyDocument, type StudyDocumentInput } from './document.ts'
import { configurePdfmake } from './fonts.ts'

export type { StudyDocumentInput } from './document.ts'

configurePdfmake()

/** Renders the customer-facing savings study as PDF bytes. */
export async function renderStudyPdf(input: StudyDocumentInput): Promise<Uint8Array> {
  const definition = await buildStudyDocument(input)
  return new Uint8Array(await pdfmake.createPdf(definition).getBuffer())
}
