import { EnergyFileError, EnergyInputError } from './errors.ts'

/** An invoice PDF: a `Blob`/`File`, raw bytes, or (Node ≥ 20.16 and Bun only) a file path. */
export type InvoiceFile = Blob | Uint8Array | ArrayBuffer | string

interface NodeFsPromises {
  readFile(path: string): Promise<Uint8Array>
}

/**
 * Reads a file path without importing any Node built-in, so that the same bundle runs in browsers:
 * `process.getBuiltinModule` exists only where the file system does (Node ≥ 20.16, Bun).
 */
const readPath = async (path: string): Promise<Uint8Array> => {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
  const fs = runtime?.getBuiltinModule?.('node:fs/promises') as NodeFsPromises | undefined
  if (!fs) {
    throw new EnergyInputError('A file path can only be read in Node.js (≥ 20.16) or Bun; pass a Blob, File, Uint8Array or ArrayBuffer instead')
  }
  try {
    return await fs.readFile(path)
  } catch (error) {
    const reason = (error as { code?: unknown }).code === 'ENOENT' ? 'no such file' : error instanceof Error ? error.message : String(error)
    throw new EnergyFileError(`Cannot read the invoice file ${path}: ${reason}`, path, { cause: error })
  }
}

const baseName = (path: string): string => path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1)

/** Turns any accepted input into the multipart body of POST /api/v1/invoice-extraction. */
export const invoiceFormData = async (file: InvoiceFile, fileName: string | undefined): Promise<FormData> => {
  let blob: Blob
  let name = fileName
  if (typeof file === 'string') {
    blob = new Blob([(await readPath(file)) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
    name ??= baseName(file)
  } else if (file instanceof Blob) {
    blob = file
    name ??= 'name' in file && typeof file.name === 'string' && file.name !== '' ? file.name : undefined
  } else if (file instanceof ArrayBuffer || ArrayBuffer.isView(file)) {
    blob = new Blob([file as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
  } else {
    throw new EnergyInputError('invoices.extract expects a Blob, File, Uint8Array, ArrayBuffer or file path')
  }
  const form = new FormData()
  form.append('file', blob, name ?? 'invoice.pdf')
  return form
}
