import { readFile } from 'node:fs/promises'
import { PartnerInputError } from './errors.ts'

const MAX_LOGO_BYTES = 1024 * 1024

export interface PartnerLogo {
  /** Where it came from when that was a web address (kept for reference). */
  url: string | null
  data: Uint8Array
  mediaType: 'image/png' | 'image/jpeg' | 'image/svg+xml'
}

/** The media type by the file's own bytes: PNG, JPEG or SVG, nothing else goes into a PDF. */
function sniff(data: Uint8Array): PartnerLogo['mediaType'] | null {
  if (data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) return 'image/png'
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  const head = new TextDecoder().decode(data.subarray(0, 512)).trimStart()
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return 'image/svg+xml'
  return null
}

/**
 * Reads a partner logo from a web address or a local file once, when the partner is registered, so
 * that rendering a study never fetches anything.
 */
export async function loadLogo(ref: string): Promise<PartnerLogo> {
  const isUrl = /^https?:\/\//i.test(ref)
  let data: Uint8Array
  try {
    if (isUrl) {
      const response = await fetch(ref, { signal: AbortSignal.timeout(10_000), redirect: 'follow' })
      if (!response.ok) throw new PartnerInputError(`logo ${ref} answered HTTP ${response.status}`)
      data = new Uint8Array(await response.arrayBuffer())
    } else {
      data = new Uint8Array(await readFile(ref))
    }
  } catch (error) {
    if (error instanceof PartnerInputError) throw error
    throw new PartnerInputError(`cannot read logo ${ref}: ${(error as Error).message}`)
  }
  if (data.byteLength > MAX_LOGO_BYTES) throw new PartnerInputError(`logo ${ref} is larger than 1 MB`)
  const mediaType = sniff(data)
  if (!mediaType) throw new PartnerInputError(`logo ${ref} is not a PNG, JPEG or SVG image`)
  return { url: isUrl ? ref : null, data, mediaType }
}
