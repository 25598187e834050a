import { join } from 'node:path'
import pdfmake from 'pdfmake'
import { FONT_DIRECTORY } from './charts.ts'
import { buildStudyDocument, type StudyDocumentInput } from './document.ts'

export type { StudyBranding, StudyDocumentInput } from './document.ts'

const fontFiles = {
  normal: join(FONT_DIRECTORY, 'DejaVuSans.ttf'),
  bold: join(FONT_DIRECTORY, 'DejaVuSans-Bold.ttf'),
  italics: join(FONT_DIRECTORY, 'DejaVuSans-Oblique.ttf'),
  bolditalics: join(FONT_DIRECTORY, 'DejaVuSans-BoldOblique.ttf'),
}
// DejaVu covers every Czech glyph. Documents only ever read these font files and embedded data URLs.
pdfmake.setFonts({ DejaVu: fontFiles })
pdfmake.setUrlAccessPolicy(() => false)
pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIRECTORY))

/** Renders the customer-facing savings study as PDF bytes. */
export async function renderStudyPdf(input: StudyDocumentInput): Promise<Uint8Array> {
  const definition = await buildStudyDocument(input)
  return new Uint8Array(await pdfmake.createPdf(definition).getBuffer())
}
