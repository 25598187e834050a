/**
 * A bounded pool of child processes for untrusted work (parsing, rendering, OCR of uploaded PDFs).
 * Each job runs in its own process — a reusable Bun child for a script, or a native command — so
 * that a job which runs away costs only that process, never the API process. A supervisor samples
 * the resident memory of every running job's process tree from /proc (Bun ignores RLIMIT_AS) and
 * kills it above the cap; a wall-clock budget kills it when it overruns. At most `size` jobs run at
 * once and at most `queueLimit` wait; beyond that the caller is told to come back later.
 */
import type { Subprocess } from 'bun'
import { processTrees, rssBytes } from './proc-tree.ts'

export interface ProcessPoolOptions {
  /** Jobs running at once, each in its own process. */
  size: number
  /** Jobs waiting for a free slot; one more is refused with PoolBusyError. */
  queueLimit: number
  /** Resident memory (VmRSS of the job's process and its descendants) above which the job is killed. */
  memoryCapBytes: number
  /** How often the supervisor samples /proc. @default 25 */
  sampleMs?: number
  /** A reusable script child is replaced after this many jobs (pdf.js keeps caches). @default 50 */
  jobsPerChild?: number
}

/** Every slot is taken and the queue is full: try again after `retryAfterSeconds`. */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError'
  constructor(readonly retryAfterSeconds: number) {
    super('every worker is busy and the queue is full')
  }
}

/** The job's process tree grew past the memory cap and was killed. */
export class JobMemoryError extends Error {
  override name = 'JobMemoryError'
}

/** The job ran past its wall-clock budget and was killed. */
export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError'
}

/** The job's process died on its own (a crash, a signal) or a command exited with an error. */
export class JobFailedError extends Error {
  override name = 'JobFailedError'
}

export interface CommandResult {
  stdout: Uint8Array
}

export interface CommandOptions {
  stdin?: Uint8Array
  timeoutMs: number
  /** An overall deadline (epoch ms) that also covers the wait for a slot: the command gets what is left of it. */
  deadline?: number
  /** Extra environment for the command. */
  env?: Record<string, string>
}

interface Watched {
  pid: number
  pids: number[]
  overCap: boolean
  peak: number
}

interface ScriptChild {
  process: Subprocess<'ignore', 'ignore', 'ignore'>
  jobs: number
  onMessage?: (message: unknown) => void
}

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

export class ProcessPool {
  private running = 0
  private readonly waiting: (() => void)[] = []
  private readonly idle = new Map<string, ScriptChild[]>()
  private readonly watched = new Set<Watched>()
  private readonly active = new Set<Subprocess>()
  private sampler: ReturnType<typeof setInterval> | undefined
  private ticks = 0
  private averageJobMs = 1_000
  private closed = false
  private rejected = 0

  constructor(private readonly options: ProcessPoolOptions) {}

  /** Sends `message` to a child running `script` (see serveJobs) and resolves with its answer. */
  runScript<T>(script: string, message: unknown, timeoutMs: number): Promise<T> {
    return this.withSlot(async () => {
      let child = this.idle.get(script)?.pop()
      if (!child || child.process.exitCode !== null || child.process.signalCode !== null) child = this.spawnScript(script)
      const reply = new Promise<unknown>((resolve) => (child.onMessage = resolve))
      child.process.send(message)
      const outcome = await this.supervise(child.process, timeoutMs, reply)
      child.onMessage = undefined
      if (outcome.kind === 'exit') throw new JobFailedError(`the worker process exited (${outcome.how})`)
      child.jobs++
      if (this.closed || child.jobs >= (this.options.jobsPerChild ?? 50) || rssBytes(child.process.pid) > this.options.memoryCapBytes / 2) {
        child.process.kill('SIGKILL')
      } else {
        this.idle.set(script, [...(this.idle.get(script) ?? []), child])
      }
      return outcome.value as T
    })
  }

  /**
   * Runs a native command with the same supervision; its virtual memory is also limited with
   * `ulimit -v` (which native tools honour) at twice the cap, as they map more than they touch.
   */
  runCommand(argv: string[], options: CommandOptions): Promise<CommandResult> {
    return this.withSlot(async () => {
      const timeoutMs = Math.min(options.timeoutMs, (options.deadline ?? Number.POSITIVE_INFINITY) - Date.now())
      if (timeoutMs <= 0) throw new JobTimeoutError('the deadline passed while waiting for a worker')
      const kib = Math.round((this.options.memoryCapBytes * 2) / 1024)
      const child = Bun.spawn(['sh', '-c', 'ulimit -v "$0" && exec "$@"', String(kib), ...argv], {
        stdin: options.stdin ?? 'ignore',
        stdout: 'pipe',
        stderr: 'ignore',
        env: { ...process.env, ...options.env },
      })
      const stdout = this.readCapped(child)
      const outcome = await this.supervise(child, timeoutMs, new Promise<never>(() => {}))
      const output = await stdout
      if (!output) throw new JobMemoryError(`${argv[0]} wrote more than ${mib(this.options.memoryCapBytes)}`)
      if (outcome.kind === 'exit' && outcome.code !== 0) throw new JobFailedError(`${argv[0]} failed (${outcome.how})`)
      return { stdout: output }
    })
  }

  /** The command's output, which lands in this process: past the memory cap the command is killed (null). */
  private async readCapped(child: Subprocess<'ignore' | Uint8Array, 'pipe', 'ignore'>): Promise<Uint8Array | null> {
    const chunks: Uint8Array[] = []
    let size = 0
    for await (const chunk of child.stdout) {
      size += chunk.byteLength
      if (size > this.options.memoryCapBytes) {
        child.kill('SIGKILL')
        return null
      }
      chunks.push(chunk)
    }
    return Buffer.concat(chunks)
  }

  /** Starts one child for `script` ahead of the first job (Bun and pdf.js take a moment to load). */
  warmUp(script: string): void {
    if (this.closed || (this.idle.get(script)?.length ?? 0) > 0) return
    this.idle.set(script, [this.spawnScript(script)])
  }

  /** Jobs running and waiting now, and the jobs refused so far because the queue was full (metrics). */
  get stats(): { running: number; waiting: number; rejected: number } {
    return { running: this.running, waiting: this.waiting.length, rejected: this.rejected }
  }

  close(): void {
    this.closed = true
    for (const children of this.idle.values()) for (const child of children) child.process.kill('SIGKILL')
    this.idle.clear()
    for (const child of this.active) child.kill('SIGKILL')
  }

  private spawnScript(script: string): ScriptChild {
    const child: ScriptChild = {
      jobs: 0,
      process: Bun.spawn(['bun', '--smol', script], {
        stdio: ['ignore', 'ignore', 'ignore'],
        serialization: 'advanced',
        ipc: (message) => child.onMessage?.(message),
      }),
    }
    // An idle child never keeps the API process alive.
    child.process.unref()
    child.process.exited.then(() => {
      const list = this.idle.get(script)
      if (list?.includes(child))
        this.idle.set(
          script,
          list.filter((other) => other !== child),
        )
    })
    return child
  }

  private async withSlot<T>(job: () => Promise<T>): Promise<T> {
    if (this.closed) throw new JobFailedError('the worker pool is closed')
    if (this.running >= this.options.size) {
      if (this.waiting.length >= this.options.queueLimit) {
        this.rejected++
        const rounds = Math.ceil((this.waiting.length + 1) / this.options.size)
        throw new PoolBusyError(Math.max(1, Math.ceil((rounds * this.averageJobMs) / 1000)))
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running++
    }
    const started = performance.now()
    try {
      return await job()
    } finally {
      this.averageJobMs = 0.8 * this.averageJobMs + 0.2 * (performance.now() - started)
      // The slot passes straight to the next waiter, or is freed.
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }

  /** Waits for `reply` or the process's end, killing it above the memory cap or past the budget. */
  private async supervise<T>(
    child: Subprocess,
    timeoutMs: number,
    reply: Promise<T>,
  ): Promise<{ kind: 'reply'; value: T } | { kind: 'exit'; code: number | null; how: string }> {
    const watched: Watched = { pid: child.pid, pids: [child.pid], overCap: false, peak: 0 }
    this.watched.add(watched)
    this.active.add(child)
    this.startSampler()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      this.kill(watched)
    }, timeoutMs)
    try {
      const outcome = await Promise.race([
        reply.then((value) => ({ kind: 'reply' as const, value })),
        child.exited.then((code) => ({
          kind: 'exit' as const,
          code,
          how: child.signalCode ? `signal ${child.signalCode}` : `code ${code}`,
        })),
      ])
      if (watched.overCap) {
        throw new JobMemoryError(
          `the worker process needed more than ${mib(this.options.memoryCapBytes)} of memory (${mib(watched.peak)} seen)`,
        )
      }
      if (timedOut) throw new JobTimeoutError(`the work took longer than ${timeoutMs} ms`)
      return outcome
    } finally {
      clearTimeout(timer)
      this.watched.delete(watched)
      this.active.delete(child)
      if (!this.watched.size) this.stopSampler()
    }
  }

  private kill(watched: Watched): void {
    for (const pid of [...watched.pids].reverse()) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }
  }

  private startSampler(): void {
    if (this.sampler) return
    this.sampler = setInterval(() => this.sample(), this.options.sampleMs ?? 25)
    this.sampler.unref()
  }

  private stopSampler(): void {
    clearInterval(this.sampler)
    this.sampler = undefined
  }

  private sample(): void {
    // Descendants (a tool that forks) are looked up every 8th tick: a full /proc walk costs ~2 ms.
    if (this.ticks++ % 8 === 0) {
      const trees = processTrees([...this.watched].map((w) => w.pid))
      for (const watched of this.watched) watched.pids = trees.get(watched.pid) ?? [watched.pid]
    }
    for (const watched of this.watched) {
      if (watched.overCap) continue
      const rss = watched.pids.reduce((sum, pid) => sum + rssBytes(pid), 0)
      watched.peak = Math.max(watched.peak, rss)
      if (rss > this.options.memoryCapBytes) {
        watched.overCap = true
        this.kill(watched)
      }
    }
  }
}

/** The child side of runScript: answers each message with `handle`'s result; exits with its parent. */
export function serveJobs(handle: (message: never) => Promise<unknown>): void {
  process.on('message', async (message) => process.send!(await handle(message as never)))
  process.on('disconnect', () => process.exit(0))
}
