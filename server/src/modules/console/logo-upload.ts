import { createCanvas, loadImage } from '@napi-rs/canvas'

/** An uploaded logo's bytes at most. */
export const LOGO_MAX_BYTES = 512 * 1024
/** Its sides at most (and the pixels they make), checked in the header before anything is decoded. */
export const LOGO_MAX_SIDE = 2000
const LOGO_MAX_PIXELS = 2_000_000
const LOGO_MIN_SIDE = 16

export class LogoRefused extends Error {
  override name = 'LogoRefused'
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message)
  }
}

/** Width and height from a PNG's IHDR or a JPEG's first SOF marker, without decoding; null when the header is not one. */
function declaredSize(data: Uint8Array): { type: 'png' | 'jpeg'; width: number; height: number } | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (data.length >= 24 && PNG.every((byte, i) => data[i] === byte)) {
    // IHDR is the first chunk: length 13, type 'IHDR', then width and height.
    if (String.fromCharCode(...data.subarray(12, 16)) !== 'IHDR') return null
    return { type: 'png', width: view.getUint32(16), height: view.getUint32(20) }
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    let at = 2
    while (at + 9 < data.length) {
      if (data[at] !== 0xff) return null
      const marker = data[at + 1]!
      if (marker === 0xff) {
        at++
        continue
      }
      const length = view.getUint16(at + 2)
      // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { type: 'jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) }
      }
      if (marker === 0xd9 || marker === 0xda) return null
      at += 2 + length
    }
  }
  return null
}

/**
 * A logo as the console accepts it: PNG or JPEG by its own bytes (never SVG), within the size and pixel limits,
 * decoded and re-encoded as a fresh PNG, so that nothing of the upload but its pixels is ever stored or served.
 */
export async function acceptLogo(data: Uint8Array): Promise<{ data: Uint8Array; mediaType: 'image/png'; width: number; height: number }> {
  if (data.byteLength > LOGO_MAX_BYTES) throw new LogoRefused(`The logo is larger than ${LOGO_MAX_BYTES / 1024} KB`, 413)
  const header = declaredSize(data)
  if (!header) throw new LogoRefused('The logo must be a PNG or JPEG image (SVG and other formats are refused)', 415)
  const { width, height } = header
  if (width < LOGO_MIN_SIDE || height < LOGO_MIN_SIDE || width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE || width * height > LOGO_MAX_PIXELS) {
    throw new LogoRefused(`The logo must be between ${LOGO_MIN_SIDE} and ${LOGO_MAX_SIDE} pixels a side (it says ${width} × ${height})`, 400)
  }
  let image: Awaited<ReturnType<typeof loadImage>>
  try {
    image = await loadImage(Buffer.from(data))
  } catch {
    throw new LogoRefused('The logo could not be decoded as an image', 415)
  }
  if (image.width !== width || image.height !== height) throw new LogoRefused('The logo could not be decoded as an image', 415)
  const canvas = createCanvas(width, height)
  canvas.getContext('2d').drawImage(image, 0, 0)
  const png = await canvas.encode('png')
  return { data: new Uint8Array(png), mediaType: 'image/png', width, height }
}
