/** The part of @20minutes/s3rver's API the tests use (the package ships no types). */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net'
  interface S3rverOptions {
    port?: number
    address?: string
    silent?: boolean
    directory?: string
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
