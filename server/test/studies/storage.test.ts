import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { LocalBlobStore, S3BlobStore, StorageUnavailableError } from '../../src/storage/index.ts'
import { startS3Server, type S3Peer } from './support/peers.ts'

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% a tiny stand-in document\n%%EOF\n')

describe('local blob store', () => {
  let directory: string
  let clock = 1_700_000_000
  let store: LocalBlobStore

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'blobs-'))
    store = new LocalBlobStore({ directory, signingSecret: 'a-test-signing-secret-of-some-length', now: () => clock })
  })
  afterAll(() => rm(directory, { recursive: true, force: true }))

  test('stores, reads back and deletes; deleting twice is harmless', async () => {
    await store.put('studies/a.pdf', pdfBytes, 'application/pdf')
    expect(await store.get('studies/a.pdf')).toEqual(pdfBytes)
    await store.delete('studies/a.pdf')
    expect(await store.get('studies/a.pdf')).toBeNull()
    await store.delete('studies/a.pdf')
  })

  test('refuses keys that could escape the directory', async () => {
    for (const key of ['../etc/passwd', '/abs.pdf', 'a/../../b', 'a//b', '.hidden', 'a b.pdf']) {
      await expect(store.put(key, pdfBytes, 'application/pdf')).rejects.toThrow('Unsafe blob key')
    }
  })

  test('a signed URL verifies until it expires and not after; any tampering is refused', async () => {
    const url = new URL(await store.signedUrl('studies/b.pdf', { ttlSeconds: 300, fileName: 'study.pdf' }), 'http://x')
    expect(url.pathname).toBe('/api/v1/blobs/studies/b.pdf')
    const expires = Number(url.searchParams.get('expires'))
    const signature = url.searchParams.get('signature')!
    expect(expires).toBe(clock + 300)
    expect(store.verify('studies/b.pdf', expires, 'study.pdf', signature)).toBe('valid')
    expect(store.verify('studies/c.pdf', expires, 'study.pdf', signature)).toBe('invalid')
    expect(store.verify('studies/b.pdf', expires + 3600, 'study.pdf', signature)).toBe('invalid')
    expect(store.verify('studies/b.pdf', expires, 'other.pdf', signature)).toBe('invalid')
    expect(store.verify('studies/b.pdf', expires, 'study.pdf', signature.replace(/^./, (c) => (c === '0' ? '1' : '0')))).toBe('invalid')
    expect(store.verify('studies/b.pdf', expires, 'study.pdf', 'not-hex')).toBe('invalid')
    clock += 301
    expect(store.verify('studies/b.pdf', expires, 'study.pdf', signature)).toBe('expired')
  })

  test('a directory that cannot be written raises StorageUnavailableError', async () => {
    const file = join(directory, 'not-a-directory')
    await writeFile(file, 'x')
    const broken = new LocalBlobStore({ directory: file, signingSecret: 'another-test-signing-secret-value' })
    await expect(broken.put('studies/a.pdf', pdfBytes, 'application/pdf')).rejects.toBeInstanceOf(StorageUnavailableError)
  })
})

describe('S3 blob store against a real S3-compatible server', () => {
  let peer: S3Peer
  let store: S3BlobStore

  beforeAll(async () => {
    peer = await startS3Server()
    store = new S3BlobStore({ ...peer, region: 'eu-central-1', forcePathStyle: true })
  })
  afterAll(async () => {
    store.close()
    await peer.stop()
  })

  test('stores and serves the bytes through a presigned URL; a tampered URL is refused', async () => {
    await store.put('studies/s.pdf', pdfBytes, 'application/pdf')
    expect(await store.get('studies/s.pdf')).toEqual(pdfBytes)

    const signed = await store.signedUrl('studies/s.pdf', { ttlSeconds: 300, fileName: 'study.pdf' })
    expect(new URL(signed).searchParams.get('X-Amz-Expires')).toBe('300')
    const response = await fetch(signed)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('inline; filename="study.pdf"')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes)

    const tampered = new URL(signed)
    tampered.pathname = tampered.pathname.replace('s.pdf', 't.pdf')
    expect((await fetch(tampered)).status).toBe(403)
  })

  test('an expired presigned URL is refused by the server', async () => {
    await store.put('studies/old.pdf', pdfBytes, 'application/pdf')
    const client = new S3Client({
      endpoint: peer.endpoint,
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey },
    })
    const expired = await getSignedUrl(client, new GetObjectCommand({ Bucket: peer.bucket, Key: 'studies/old.pdf' }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 3_600_000),
    })
    expect((await fetch(expired)).status).toBe(403)
    client.destroy()
  })

  test('delete removes the object; deleting again is harmless', async () => {
    await store.put('studies/gone.pdf', pdfBytes, 'application/pdf')
    await store.delete('studies/gone.pdf')
    expect(await store.get('studies/gone.pdf')).toBeNull()
    await store.delete('studies/gone.pdf')
  })

  test('wrong credentials and an unreachable endpoint raise StorageUnavailableError', async () => {
    const forged = new S3BlobStore({ ...peer, secretAccessKey: 'wrong', region: 'eu-central-1', forcePathStyle: true })
    await expect(forged.put('studies/x.pdf', pdfBytes, 'application/pdf')).rejects.toBeInstanceOf(StorageUnavailableError)
    forged.close()
    const down = new S3BlobStore({ ...peer, endpoint: 'http://127.0.0.1:9', region: 'eu-central-1', forcePathStyle: true })
    await expect(down.put('studies/x.pdf', pdfBytes, 'application/pdf')).rejects.toBeInstanceOf(StorageUnavailableError)
    down.close()
  })
})
