import type { Config } from '../config.ts'
import type { BlobStore } from './blob-store.ts'
import { LocalBlobStore } from './local.ts'
import { S3BlobStore } from './s3.ts'

export * from './blob-store.ts'
export { LocalBlobStore, LOCAL_BLOB_ROUTE } from './local.ts'
export { S3BlobStore } from './s3.ts'

export function createBlobStore(config: Config): BlobStore {
  const { storage } = config
  if (storage.kind === 's3') return new S3BlobStore(storage.s3)
  return new LocalBlobStore({ directory: storage.localDirectory, signingSecret: storage.localSigningSecret })
}
