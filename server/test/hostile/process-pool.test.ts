/**
 * The process pool that runs untrusted PDF work: a child over the memory cap is killed (its job
 * fails, the pool goes on), so is one over its time budget; a child that dies fails only its job;
 * native commands get the same supervision and their output is capped; a full queue refuses with a retry hint.
 */
import { afterAll, expect, test } from 'bun:test'
import { join } from 'node:path'
import { JobFailedError, JobMemoryError, JobTimeoutError, PoolBusyError, ProcessPool } from '../../src/workers/process-pool.ts'

const HOG = join(import.meta.dir, 'fixtures/hog-child.ts')
const MiB = 1024 * 1024
const pool = new ProcessPool({ size: 2, queueLimit: 1, memoryCapBytes: 200 * MiB })
afterAll(() => pool.close())

const echo = (value: number) => pool.runScript<{ echo: number; pid: number }>(HOG, { kind: 'echo', value }, 30_000)

test('a job answers from a child process, which is reused', async () => {
  const first = await echo(1)
  const second = await echo(2)
  expect(first.echo).toBe(1)
  expect(second.echo).toBe(2)
  expect(first.pid).not.toBe(process.pid)
  expect(second.pid).toBe(first.pid)
})

test('a child growing past the memory cap is killed; the next job gets a fresh child', async () => {
  const before = await echo(3)
  const error = await pool.runScript<never>(HOG, { kind: 'hog' }, 60_000).catch((e: Error) => e)
  expect(error).toBeInstanceOf(JobMemoryError)
  expect(error.message).toContain('200 MB')
  const after = await echo(4)
  expect(after.echo).toBe(4)
  expect(after.pid).not.toBe(before.pid)
}, 90_000)

test('a child past its time budget is killed', async () => {
  const error = await pool.runScript(HOG, { kind: 'hang' }, 300).catch((e: Error) => e)
  expect(error).toBeInstanceOf(JobTimeoutError)
  expect((await echo(5)).echo).toBe(5)
})

test('a child that dies fails only its own job', async () => {
  const error = await pool.runScript(HOG, { kind: 'die' }, 30_000).catch((e: Error) => e)
  expect(error).toBeInstanceOf(JobFailedError)
  expect((await echo(6)).echo).toBe(6)
})

test('a native command is capped too: its output on success, killed above the cap', async () => {
  const { stdout } = await pool.runCommand(['sh', '-c', 'cat'], { stdin: new TextEncoder().encode('hello'), timeoutMs: 30_000 })
  expect(new TextDecoder().decode(stdout)).toBe('hello')
  // ulimit -v (2 × cap) stops an allocation far beyond it at once: the command fails, nothing else does.
  const error = await pool.runCommand(['python3', '-c', 'x = bytearray(4 * 1024 ** 3)'], { timeoutMs: 30_000 }).catch((e: Error) => e)
  expect(error).toBeInstanceOf(JobFailedError)
  // Under the virtual limit but over the resident cap: the supervisor kills it.
  const hog = await pool
    .runCommand(['python3', '-c', 'import time\nx = bytearray(300 * 1024 ** 2)\ntime.sleep(30)'], { timeoutMs: 60_000 })
    .catch((e: Error) => e)
  expect(hog).toBeInstanceOf(JobMemoryError)
}, 90_000)

test("a command's output is capped too: it lands in the API process", async () => {
  const small = new ProcessPool({ size: 1, queueLimit: 0, memoryCapBytes: 32 * MiB })
  try {
    const error = await small
      .runCommand(['head', '-c', String(100 * MiB), '/dev/zero'], { timeoutMs: 30_000 })
      .then(() => new Error('the output was accepted'))
      .catch((e: Error) => e)
    expect(error).toBeInstanceOf(JobMemoryError)
    expect(error.message).toContain('wrote more than 32 MB')
  } finally {
    small.close()
  }
})

test('with every slot busy and the queue full, one more job is refused with a retry hint', async () => {
  const running = [pool.runScript(HOG, { kind: 'hang' }, 2_000), pool.runScript(HOG, { kind: 'hang' }, 2_000)]
  const queued = echo(7)
  const refused = await echo(8).catch((e: Error) => e)
  expect(refused).toBeInstanceOf(PoolBusyError)
  expect((refused as PoolBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1)
  await Promise.allSettled(running)
  expect((await queued).echo).toBe(7)
}, 60_000)
