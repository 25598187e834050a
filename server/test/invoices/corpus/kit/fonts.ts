/** The DejaVu fonts the pdf-lib and pdfmake layouts embed, read once. Shared by every split's generator. */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
export const fontCache = new Map<string, Uint8Array>()
/** A DejaVu TTF of the dejavu-fonts-ttf package (read once). */
export function fontBytes(file: string): Uint8Array {
  let bytes = fontCache.get(file)
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(join(fontDir, file)))
    fontCache.set(file, bytes)
  }
  return bytes
}
export const fontPath = (file: string) => join(fontDir, file)
