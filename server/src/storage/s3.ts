import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { assertSafeKey, StorageUnavailableError, type BlobStore, type SignedUrlOptions } from './blob-store.ts'

export interface S3BlobStoreOptions {
  /** Any S3-compatible endpoint; undefined = AWS itself. */
  endpoint?: string
  bucket: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

/** A private bucket; reads only through presigned GET URLs. */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const
  private readonly client: S3Client
  private readonly bucket: string

  constructor(options: S3BlobStoreOptions) {
    this.bucket = options.bucket
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      // One retry: a request is waiting on this, and a down store must surface as 503 quickly.
      maxAttempts: 2,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    })
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    assertSafeKey(key)
    await this.call('write', () =>
      this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType })),
    )
  }

  async get(key: string): Promise<Uint8Array | null> {
    assertSafeKey(key)
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array()
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null
      throw new StorageUnavailableError(`S3 read failed: ${(error as Error).message}`)
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key)
    await this.call('delete', () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })))
  }

  signedUrl(key: string, { ttlSeconds, fileName }: SignedUrlOptions): Promise<string> {
    assertSafeKey(key)
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
    })
    return getSignedUrl(this.client, command, { expiresIn: ttlSeconds })
  }

  private async call(operation: string, send: () => Promise<unknown>): Promise<void> {
    try {
      await send()
    } catch (error) {
      throw new StorageUnavailableError(`S3 ${operation} failed: ${(error as Error).message}`)
    }
  }

  close(): void {
    this.client.destroy()
  }
}
