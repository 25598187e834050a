import { createHmac, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { assertSafeKey, StorageUnavailableError, type BlobStore, type SignedUrlOptions } from './blob-store.ts'

export const LOCAL_BLOB_ROUTE = '/api/v1/blobs'

export interface LocalBlobStoreOptions {
  directory: string
  /** Secret for the HMAC that signs blob URLs. */
  signingSecret: string
  /** Clock in epoch seconds; tests move it to check expiry. */
  now?: () => number
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid'

/** Files under a directory, readable over HTTP only through an HMAC-signed, expiring URL. */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const
  private readonly now: () => number

  constructor(private readonly options: LocalBlobStoreOptions) {
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000))
  }

  private pathOf(key: string): string {
    assertSafeKey(key)
    return join(this.options.directory, key)
  }

  async put(key: string, body: Uint8Array, _contentType: string): Promise<void> {
    const path = this.pathOf(key)
    // Write then rename, so a reader never sees a half-written file.
    const temporary = `${path}.${crypto.randomUUID()}.part`
    try {
      await mkdir(dirname(path), { recursive: true })
      await writeFile(temporary, body)
      await rename(temporary, path)
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined)
      throw new StorageUnavailableError(`Local storage write failed: ${(error as Error).message}`)
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw new StorageUnavailableError(`Local storage read failed: ${(error as Error).message}`)
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await rm(this.pathOf(key), { force: true })
    } catch (error) {
      throw new StorageUnavailableError(`Local storage delete failed: ${(error as Error).message}`)
    }
  }

  async signedUrl(key: string, { ttlSeconds, fileName }: SignedUrlOptions): Promise<string> {
    assertSafeKey(key)
    const expires = this.now() + ttlSeconds
    const query = new URLSearchParams({ expires: String(expires), name: fileName, signature: this.sign(key, expires, fileName) })
    return `${LOCAL_BLOB_ROUTE}/${key.split('/').map(encodeURIComponent).join('/')}?${query}`
  }

  /** Checks a signed URL's parameters; constant-time on the signature. */
  verify(key: string, expires: number, fileName: string, signature: string): SignatureCheck {
    const expected = Buffer.from(this.sign(key, expires, fileName), 'hex')
    const given = Buffer.from(signature, 'hex')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
    return expires < this.now() ? 'expired' : 'valid'
  }

  close(): void {}

  private sign(key: string, expires: number, fileName: string): string {
    return createHmac('sha256', this.options.signingSecret).update(`${key}\n${expires}\n${fileName}`).digest('hex')
  }
}
