/** Raised when the storage backend cannot be reached or refuses an operation (answered as 503). */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError'
}

export interface SignedUrlOptions {
  ttlSeconds: number
  /** File name offered to the browser (Content-Disposition). */
  fileName: string
}

/** Private blob storage: nothing is ever publicly readable; reads go through short-lived signed URLs. */
export interface BlobStore {
  readonly kind: 'local' | 's3'
  put(key: string, body: Uint8Array, contentType: string): Promise<void>
  /** The stored bytes, or null when there is no such blob. */
  get(key: string): Promise<Uint8Array | null>
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>
  /** A URL that reads the blob until it expires: absolute (S3) or rooted at the API origin (local). */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>
  /** Releases connections (server shutdown). */
  close(): void
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/

/** Keys are plain relative paths: no traversal, no absolute paths, no odd characters. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.length > 512) {
    throw new Error(`Unsafe blob key: ${JSON.stringify(key)}`)
  }
}
