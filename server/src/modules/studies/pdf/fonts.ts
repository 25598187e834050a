import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import pdfmake from 'pdfmake'
import { FONT_DIRECTORY } from './charts.ts'

const FACES = {
  normal: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italics: 'DejaVuSans-Oblique.ttf',
  bolditalics: 'DejaVuSans-BoldOblique.ttf',
} as const

const TOKEN_PREFIX = 'parsed-face:'

/**
 * pdfkit parses its fonts anew for every document (a fresh fontkit font per PDF, about a quarter of
 * the rendering time). Here each DejaVu face is parsed once per thread instead: pdfmake is given small
 * token files, and a font format registered with pdfkit's own fontkit recognises a token and hands out
 * the parsed face (fontkit.create tries its registered formats in order and returns `new format(…)`;
 * the real formats reject the token). A parsed face holds no per-document state: pdfkit subsets and
 * embeds per document.
 */
function registerParsedFaces(): Record<keyof typeof FACES, string> {
  const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
    create(buffer: Uint8Array): object
    registerFormat(format: unknown): void
  }
  const parsed = new Map<string, object>()
  class ParsedFace {
    static probe(buffer: Uint8Array): boolean {
      return buffer.length < 64 && Buffer.from(buffer).toString('latin1').startsWith(TOKEN_PREFIX)
    }
    constructor(stream: { buffer: Uint8Array }) {
      const face = parsed.get(Buffer.from(stream.buffer).toString('latin1').slice(TOKEN_PREFIX.length))
      if (!face) throw new Error('Unknown parsed-face token')
      // biome-ignore lint/correctness/noConstructorReturn: fontkit constructs formats itself; returning the parsed face hands it over
      return face
    }
  }
  fontkit.registerFormat(ParsedFace)

  // pdfmake's in-memory file system (present on the server build, missing from its typings).
  const { virtualfs } = pdfmake as unknown as { virtualfs: { writeFileSync(name: string, content: Buffer): void } }
  const files = {} as Record<keyof typeof FACES, string>
  for (const [style, file] of Object.entries(FACES) as [keyof typeof FACES, string][]) {
    parsed.set(style, fontkit.create(readFileSync(join(FONT_DIRECTORY, file))))
    files[style] = `${TOKEN_PREFIX}${style}`
    virtualfs.writeFileSync(files[style], Buffer.from(files[style], 'latin1'))
  }
  return files
}

/** Sets up pdfmake once per thread: DejaVu (every Czech glyph), parsed once; no file or URL access from documents. */
export function configurePdfmake(): void {
  pdfmake.setFonts({ DejaVu: registerParsedFaces() })
  pdfmake.setUrlAccessPolicy(() => false)
  pdfmake.setLocalAccessPolicy(() => false)
}
