/**
 * A cheap structural scan of an untrusted PDF before pdf.js sees it, run in the PDF child process.
 * It reads the raw objects (and those packed in object streams), inflates every FlateDecode stream
 * once while only counting bytes, and refuses what would be expensive or unwanted to open:
 * decompression bombs (total inflated bytes, or bytes multiplied by repeated references), too many
 * objects, page operators or pages, a page tree that loops, and JavaScript. Password protection is
 * left to pdf.js (an owner-only password opens without one). The memory cap of the child process
 * remains the backstop for whatever slips past these budgets.
 */
import { createInflate } from 'node:zlib'

export interface PreflightBudgets {
  /** Total decompressed bytes of all FlateDecode streams, counting a stream once per reference. */
  maxInflatedBytes: number
  maxObjects: number
  /** Content-stream operators over the whole document (text, paths, images). */
  maxOperators: number
  maxPages: number
}

export type PreflightFailure = 'too-complex' | 'too-many-pages' | 'javascript'

export type PreflightResult = { ok: true; encrypted: boolean } | { ok: false; failure: PreflightFailure; detail: string }

interface RawObject {
  /** The dictionary text (before `stream`). */
  dictionary: string
  /** Byte range of the stream data, for stream objects. */
  data?: [number, number]
}

const REFERENCE = /(\d+)\s+(\d+)\s+R\b/g
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

class Refusal extends Error {
  constructor(
    readonly failure: PreflightFailure,
    detail: string,
  ) {
    super(detail)
  }
}

const tooComplex = (detail: string) => new Refusal('too-complex', detail)

/** Indirect objects at the top level of the file: `n g obj … endobj`, stream data skipped by /Length or `endstream`. */
function topLevelObjects(text: string): Map<number, RawObject> {
  const objects = new Map<number, RawObject>()
  const header = /(\d+)\s+\d+\s+obj\b/g
  // The next occurrence of each keyword, searched again only once passed: one pass over the file, not one per object.
  const next = { endobj: -2, stream: -2 }
  const nextOf = (word: keyof typeof next, from: number) => {
    if (next[word] !== -1 && next[word] < from) next[word] = text.indexOf(word, from)
    return next[word]
  }
  let match: RegExpExecArray | null
  while ((match = header.exec(text))) {
    const start = header.lastIndex
    const end = nextOf('endobj', start)
    const streamAt = nextOf('stream', start)
    const bodyEnd = end < 0 ? text.length : end
    if (streamAt >= 0 && streamAt < bodyEnd) {
      const dictionary = text.slice(start, streamAt)
      let dataStart = streamAt + 'stream'.length
      if (text[dataStart] === '\r') dataStart++
      if (text[dataStart] === '\n') dataStart++
      const declared = Number(dictionary.match(/\/Length\s+(\d+)(?!\s+\d+\s+R)/)?.[1] ?? NaN)
      const declaredEnd = dataStart + declared
      const dataEnd =
        Number.isFinite(declared) && /^\s*endstream/.test(text.slice(declaredEnd, declaredEnd + 16))
          ? declaredEnd
          : text.indexOf('endstream', dataStart)
      const stop = dataEnd < 0 ? text.length : dataEnd
      objects.set(Number(match[1]), { dictionary, data: [dataStart, stop] })
      header.lastIndex = stop
    } else {
      objects.set(Number(match[1]), { dictionary: text.slice(start, bodyEnd) })
      header.lastIndex = bodyEnd
    }
  }
  return objects
}

const firstFilterIsFlate = (dictionary: string) => /\/Filter\s*(\[\s*)?\/FlateDecode\b/.test(dictionary)

/**
 * Inflates zlib data, giving each output chunk to `onChunk`, and stops once more than `limit` bytes
 * came out or `onChunk` answers false (returns the count so far). The input goes in small pieces so that a bomb stops after
 * the piece that crossed the limit. Corrupt or encrypted data ends the count where it breaks.
 */
async function inflateCounting(data: Uint8Array, limit: number, onChunk?: (chunk: Buffer) => boolean): Promise<number> {
  const inflate = createInflate({ chunkSize: 1024 * 1024 })
  let total = 0
  let stopped = false
  inflate.on('data', (chunk: Buffer) => {
    total += chunk.byteLength
    if (onChunk && !onChunk(chunk)) stopped = true
  })
  inflate.on('error', () => (stopped = true))
  const PIECE = 16 * 1024
  for (let offset = 0; offset < data.byteLength && !stopped && total <= limit; offset += PIECE) {
    await new Promise<void>((resolve) => inflate.write(data.subarray(offset, offset + PIECE), () => resolve()))
  }
  inflate.destroy()
  return total
}

const isHexDigit = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)

/** Counts operators in content-stream bytes: runs of letters (and ' " *) after a delimiter, outside strings, hex strings and names. */
export class OperatorCounter {
  count = 0
  private inWord = false
  private stringDepth = 0
  private inName = false
  private inHex = false

  feed(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!
      if (this.inHex) {
        this.inHex = c !== 0x3e
        continue
      }
      if (c === 0x3c && isHexDigit(chunk[i + 1] ?? 0)) {
        this.inHex = true
        this.inWord = false
        continue
      }
      if (this.stringDepth > 0) {
        if (c === 0x5c) i++
        else if (c === 0x28) this.stringDepth++
        else if (c === 0x29) this.stringDepth--
        continue
      }
      const letter = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x27 || c === 0x22 || c === 0x2a
      if (c === 0x28) {
        this.stringDepth = 1
        this.inWord = false
        this.inName = false
      } else if (c === 0x2f) {
        this.inName = true
        this.inWord = false
      } else if (c <= 0x20 || c === 0x5b || c === 0x5d || c === 0x3c || c === 0x3e) {
        this.inName = false
        this.inWord = false
      } else if (letter && !this.inName && !this.inWord) {
        this.inWord = true
        this.count++
      } else if (!letter) {
        this.inWord = !this.inName && this.inWord
      }
    }
  }
}

/** Objects packed in an object stream: "n offset" pairs, then the objects from /First on. */
function objectStreamMembers(dictionary: string, content: string, into: Map<number, RawObject>): void {
  const count = Number(dictionary.match(/\/N\s+(\d+)/)?.[1] ?? 0)
  const first = Number(dictionary.match(/\/First\s+(\d+)/)?.[1] ?? 0)
  const pairs = content.slice(0, first).trim().split(/\s+/).map(Number)
  for (let i = 0; i < Math.min(count, pairs.length / 2); i++) {
    const start = first + pairs[2 * i + 1]!
    const end = i + 1 < count && 2 * i + 3 < pairs.length ? first + pairs[2 * i + 3]! : content.length
    if (!into.has(pairs[2 * i]!)) into.set(pairs[2 * i]!, { dictionary: content.slice(start, end) })
  }
}

/** Numbers of the objects a dictionary's key refers to (`/Kids [1 0 R 2 0 R]`, `/Contents 5 0 R`). */
function referencesOf(dictionary: string, key: string): number[] {
  const at = dictionary.search(new RegExp(`/${key}\\b`))
  if (at < 0) return []
  const rest = dictionary.slice(at + key.length + 1).trimStart()
  const value = rest.startsWith('[') ? rest.slice(0, rest.indexOf(']') + 1) : (rest.match(/^\d+\s+\d+\s+R/)?.[0] ?? '')
  return [...value.matchAll(REFERENCE)].map((m) => Number(m[1]))
}

/** A /Kids edge that leads back to a node on the current path. */
function pageTreeLoops(objects: Map<number, RawObject>): boolean {
  const state = new Map<number, 'open' | 'done'>()
  const visit = (id: number): boolean => {
    if (state.get(id) === 'open') return true
    if (state.get(id) === 'done') return false
    state.set(id, 'open')
    const object = objects.get(id)
    const looped = !!object && /\/Type\s*\/Pages\b/.test(object.dictionary) && referencesOf(object.dictionary, 'Kids').some(visit)
    state.set(id, 'done')
    return looped
  }
  for (const [id, object] of objects) if (/\/Type\s*\/Pages\b/.test(object.dictionary) && visit(id)) return true
  return false
}

export async function preflightPdf(bytes: Uint8Array, budgets: PreflightBudgets): Promise<PreflightResult> {
  try {
    return await scan(bytes, budgets)
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, failure: error.failure, detail: error.message }
    throw error
  }
}

async function scan(bytes: Uint8Array, budgets: PreflightBudgets): Promise<PreflightResult> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  const objects = topLevelObjects(text)
  const trailers = [...text.matchAll(/trailer\s*<<([\s\S]{0,4096}?)>>\s*startxref/g)].map((m) => m[1]!)
  const encrypted = [
    ...trailers,
    ...[...objects.values()].filter((o) => /\/Type\s*\/XRef\b/.test(o.dictionary)).map((o) => o.dictionary),
  ].some((dictionary) => /\/Encrypt\b/.test(dictionary))
  const tooManyObjects = () => tooComplex(`The PDF has more than ${budgets.maxObjects} objects.`)
  if (objects.size > budgets.maxObjects) throw tooManyObjects()

  let inflated = 0
  const overInflated = () =>
    tooComplex(`The PDF decompresses to more than ${mb(budgets.maxInflatedBytes)}; it may be built to exhaust memory.`)
  const stream = (object: RawObject) => bytes.subarray(object.data![0], object.data![1])
  // Encrypted stream data does not inflate: only pdf.js (with the password) can measure it.
  const inflatable = (object: RawObject) => !encrypted && !!object.data && firstFilterIsFlate(object.dictionary)

  // Object streams first: their members are objects like any other.
  for (const object of [...objects.values()]) {
    if (!/\/Type\s*\/ObjStm\b/.test(object.dictionary) || !inflatable(object)) continue
    const chunks: Buffer[] = []
    const size = await inflateCounting(stream(object), budgets.maxInflatedBytes - inflated, (chunk) => chunks.push(chunk) > 0)
    inflated += size
    if (inflated > budgets.maxInflatedBytes) throw overInflated()
    objectStreamMembers(object.dictionary, Buffer.concat(chunks).toString('latin1'), objects)
    if (objects.size > budgets.maxObjects) throw tooManyObjects()
  }

  if ([...objects.values()].some((object) => /\/(JavaScript|JS)\b/.test(object.dictionary))) {
    throw new Refusal('javascript', 'The PDF contains JavaScript; upload the invoice as a plain PDF (print it to PDF again).')
  }
  const pages = Math.max(
    0,
    ...[...objects.values()].map((o) =>
      /\/Type\s*\/Pages\b/.test(o.dictionary) ? Number(o.dictionary.match(/\/Count\s+(\d+)/)?.[1] ?? 0) : 0,
    ),
  )
  if (pages > budgets.maxPages) throw new Refusal('too-many-pages', `The PDF has ${pages} pages; at most ${budgets.maxPages} are accepted.`)
  if (pageTreeLoops(objects)) throw tooComplex('The page tree of the PDF loops back on itself.')

  // Content streams (page contents and form XObjects) have their operators counted.
  const content = new Set<number>()
  for (const [id, object] of objects) {
    if (/\/Type\s*\/Page\b/.test(object.dictionary)) for (const ref of referencesOf(object.dictionary, 'Contents')) content.add(ref)
    if (/\/Subtype\s*\/Form\b/.test(object.dictionary)) content.add(id)
  }
  const sizes = new Map<number, number>()
  const operators = new OperatorCounter()
  for (const [id, object] of objects) {
    if (!inflatable(object) || /\/Type\s*\/ObjStm\b/.test(object.dictionary)) continue
    // Counting stops the inflation as soon as the operator budget is spent.
    const counting = content.has(id) ? (chunk: Buffer) => (operators.feed(chunk), operators.count <= budgets.maxOperators) : undefined
    const size = await inflateCounting(stream(object), budgets.maxInflatedBytes - inflated, counting)
    sizes.set(id, size)
    inflated += size
    if (inflated > budgets.maxInflatedBytes) throw overInflated()
    if (operators.count > budgets.maxOperators) throw tooComplex(`The PDF has more than ${budgets.maxOperators} drawing operators.`)
  }
  for (const [id, object] of objects) {
    if (!content.has(id) || !object.data || firstFilterIsFlate(object.dictionary)) continue
    operators.feed(stream(object))
    if (operators.count > budgets.maxOperators) throw tooComplex(`The PDF has more than ${budgets.maxOperators} drawing operators.`)
  }

  // A stream referenced many times is decoded as many times: each further reference counts again.
  let referenced = 0
  for (const object of objects.values()) {
    for (const match of object.dictionary.matchAll(REFERENCE)) referenced += sizes.get(Number(match[1])) ?? 0
    if (referenced > budgets.maxInflatedBytes) {
      throw tooComplex(
        `The PDF refers to its compressed streams so often that reading it means decompressing more than ${mb(budgets.maxInflatedBytes)}.`,
      )
    }
  }
  return { ok: true, encrypted }
}
