import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import pdfmake from 'pdfmake'
import type { TDocumentDefinitions } from 'pdfmake/interfaces'

// DejaVu carries every Czech glyph; the TTF files come from the dejavu-fonts-ttf package.
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
pdfmake.setFonts({
  DejaVu: {
    normal: join(fontDir, 'DejaVuSans.ttf'),
    bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
    italics: join(fontDir, 'DejaVuSans-Oblique.ttf'),
    bolditalics: join(fontDir, 'DejaVuSans-BoldOblique.ttf'),
  },
})
pdfmake.setUrlAccessPolicy(() => false)
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir))

export async function renderPdf(document: TDocumentDefinitions): Promise<Uint8Array> {
  const buffer: Uint8Array = await pdfmake.createPdf(document).getBuffer()
  return new Uint8Array(buffer)
}
