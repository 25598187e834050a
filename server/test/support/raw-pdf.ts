/** Writes a PDF from raw object bodies (numbered from 1) with a correct xref table: for hand-built hostile PDFs. */
export type RawPart = string | Uint8Array

export function rawPdf(objects: (RawPart | RawPart[])[], trailer = '/Root 1 0 R'): Uint8Array {
  const parts: Uint8Array[] = []
  const offsets: number[] = []
  let length = 0
  const push = (part: RawPart) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part
    parts.push(bytes)
    length += bytes.byteLength
  }
  push('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')
  objects.forEach((body, index) => {
    offsets.push(length)
    push(`${index + 1} 0 obj\n`)
    for (const part of Array.isArray(body) ? body : [body]) push(part)
    push('\nendobj\n')
  })
  const xref = length
  push(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`)
  push(`trailer << /Size ${offsets.length + 1} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`)
  return new Uint8Array(Buffer.concat(parts))
}

/** A stream object body: the dictionary entries (without /Length) and the raw (already encoded) data. */
export const streamObject = (dictionary: string, data: Uint8Array): RawPart[] => [
  `<< ${dictionary} /Length ${data.byteLength} >>\nstream\n`,
  data,
  '\nendstream',
]
