import { fullGC, heapSize } from 'bun:jsc'

/**
 * How much a thread's heap may grow past what the last full collection left before the thread collects
 * again. JavaScriptCore sizes its heap by the machine's RAM (on a big host it lets a heap double between
 * full collections), and much of this server's garbage (pdfmake's and pdfkit's objects and buffers of each
 * PDF, the database's wire messages) survives young collections and waits for a full one: RSS wandered by
 * 100 MiB under sustained load. `Bun.gc(true)` after every render kept it flatter but doubled the CPU per
 * study; a full collection per budget's worth of growth (every few renders) costs little. Measured with
 * `bun run bench:studies` (see the commit that set it).
 */
export const HEAP_GROWTH_BUDGET_BYTES = 16 * 2 ** 20

/**
 * A check to call between units of work (after a render, on a timer): it runs a full collection of the
 * calling thread's heap when the heap grew by more than `budgetBytes` since the last one, and says
 * whether it did. The size is the heap as JSC last counted it — buffers are counted by its (frequent,
 * cheap) young collections, which never free what survived one; the full collection does.
 */
export function heapBudget(budgetBytes = HEAP_GROWTH_BUDGET_BYTES): () => boolean {
  // 0: the first check that sees the heap past the budget sets the baseline (after start-up).
  let afterLastCollection = 0
  return () => {
    if (heapSize() - afterLastCollection <= budgetBytes) return false
    afterLastCollection = fullGC()
    return true
  }
}

/** How often the main thread checks its heap: its garbage comes from every kind of request, not from one job. */
export const HEAP_CHECK_INTERVAL_MS = 1_000

/** Checks the calling thread's heap against the budget every HEAP_CHECK_INTERVAL_MS; returns the stop function. */
export function watchHeap(): () => void {
  const timer = setInterval(heapBudget(), HEAP_CHECK_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
