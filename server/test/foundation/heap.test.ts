import { edenGC } from 'bun:jsc'
import { expect, test } from 'bun:test'
import { heapBudget } from '../../src/heap.ts'

const MiB = 2 ** 20

test('the heap budget collects once the heap grew past it since the last collection, and not before', () => {
  const collectIfGrown = heapBudget(16 * MiB)
  const kept: Uint8Array[] = []
  const grow = (mib: number) => {
    for (let i = 0; i < mib / 4; i++) kept.push(new Uint8Array(4 * MiB).fill(1))
    // JSC counts buffers into the heap's size when it collects; a busy thread's young collections do this all the time.
    edenGC()
  }
  grow(32)
  expect(collectIfGrown()).toBe(true)
  expect(collectIfGrown()).toBe(false) // what is kept is not growth
  grow(8)
  expect(collectIfGrown()).toBe(false)
  grow(16)
  expect(collectIfGrown()).toBe(true)
  expect(kept.every((buffer) => buffer[0] === 1)).toBe(true)
})
