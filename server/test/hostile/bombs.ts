/**
 * Hostile PDFs built at run time (nothing large is committed): decompression bombs, a page-tree
 * loop, a 90 000-page document, a password-protected bill, a JavaScript action and a page of random
 * rectangles that only OCR can look at. Each is small to upload and expensive to read naively.
 */
import { constants, deflateRawSync } from 'node:zlib'
import { encryptedBill } from '../invoices/corpus/others.ts'
import { generateBill } from '../invoices/corpus/index.ts'
import { rawPdf, streamObject } from '../support/raw-pdf.ts'

export interface Bomb {
  id: string
  description: string
  build(): Promise<Uint8Array>
}

const MiB = 1024 * 1024

/**
 * zlib data inflating to `mebibytes` MiB of zeros. One full-flushed deflate block (self-contained,
 * byte-aligned) is repeated, so 2 GiB of zeros take 2 MB and no time to make.
 */
export function zeroStream(mebibytes: number): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(MiB), { level: 9, finishFlush: constants.Z_FULL_FLUSH })
  const out = Buffer.alloc(2 + block.byteLength * mebibytes + 2 + 4)
  out[0] = 0x78
  out[1] = 0xda
  for (let i = 0; i < mebibytes; i++) block.copy(out, 2 + i * block.byteLength)
  let offset = 2 + block.byteLength * mebibytes
  // A final, empty fixed-Huffman block, then the Adler-32 of n zeros: a = 1, b = n mod 65521.
  out[offset++] = 0x03
  out[offset++] = 0x00
  out.writeUInt32BE(((mebibytes * MiB) % 65521) * 65536 + 1, offset)
  return new Uint8Array(out)
}

const page = (extra: string) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${extra} >>`
const helvetica = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'

/** One page whose /Contents lists the same 64 MiB stream `times` times. */
function referencedManyTimes(times = 2_000): Uint8Array {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page(`/Contents [${'4 0 R '.repeat(times)}] /Resources << >>`),
    streamObject('/Filter /FlateDecode', zeroStream(64)),
  ])
}

/** One page whose content stream inflates to `mebibytes` MiB of zeros. */
export function inflatingPage(mebibytes: number): Uint8Array {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page('/Contents 4 0 R /Resources << >>'),
    streamObject('/Filter /FlateDecode', zeroStream(mebibytes)),
  ])
}

/** The root's kid is a /Pages node whose kids include the root again. */
function pageTreeLoop(): Uint8Array {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 2 >>',
    '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 4 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] /Contents 5 0 R /Resources << /Font << /F1 6 0 R >> >> >>',
    streamObject('', Buffer.from('BT /F1 12 Tf 72 720 Td (Vyuctovani elektriny) Tj ET')),
    helvetica,
  ])
}

/** 90 000 real (empty) page objects under one /Pages node. */
function ninetyThousandPages(pages = 90_000): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ')
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
  ])
}

/** A readable page of bill-like text whose catalog runs JavaScript on open. */
function withJavaScript(): Uint8Array {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page('/Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >>'),
    streamObject('', Buffer.from('BT /F1 12 Tf 72 720 Td (Vyuctovani dodavky elektriny, obdobi 1. 1. 2025 - 31. 12. 2025) Tj ET')),
    helvetica,
    '<< /S /JavaScript /JS (app.alert\\("hello"\\);) >>',
  ])
}

/** A page of 3 000 random filled rectangles: no text layer, so it goes to OCR, which finds no words. */
function randomRectangles(count = 3_000, seed = 11): Uint8Array {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) >>> 0
    return state / 2 ** 32
  }
  const ops: string[] = []
  for (let i = 0; i < count; i++) {
    const [x, y, w, h] = [next() * 595, next() * 842, 1 + next() * 60, 1 + next() * 40].map((v) => v.toFixed(1))
    ops.push(`${next().toFixed(2)} ${next().toFixed(2)} ${next().toFixed(2)} rg ${x} ${y} ${w} ${h} re f`)
  }
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page('/Contents 4 0 R /Resources << >>'),
    streamObject('', Buffer.from(ops.join('\n'))),
  ])
}

export const BOMBS: Bomb[] = [
  {
    id: 'ref-2000x64MiB',
    description: 'one page referencing a 64 MiB FlateDecode stream 2 000 times',
    build: async () => referencedManyTimes(),
  },
  { id: 'zeros-2GiB', description: 'a 2 MB stream inflating to 2 GiB of zeros', build: async () => inflatingPage(2048) },
  { id: 'page-tree-loop', description: 'a /Pages node that is its own grandchild', build: async () => pageTreeLoop() },
  { id: 'pages-90000', description: '90 000 page objects', build: async () => ninetyThousandPages() },
  {
    id: 'encrypted',
    description: 'a bill protected by a user password',
    build: async () => encryptedBill((await generateBill(31, 'cez', 0)).document),
  },
  { id: 'javascript', description: 'a page with an OpenAction running JavaScript', build: async () => withJavaScript() },
  { id: 'ocr-rectangles', description: 'a page of random rectangles, no text (OCR path)', build: async () => randomRectangles() },
]
