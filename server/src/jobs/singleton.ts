import type { EntityManager } from '@mikro-orm/postgresql'
import type { Logger } from '../log.ts'

export interface SingletonJob {
  /** Unique across the application: the row of job_schedule that elects the runner. */
  name: string
  intervalSeconds: number
  run(): Promise<unknown>
}

/**
 * Moves the job's next run forward if it is due; true for the one instance whose update won. Every
 * instance asks, whichever asks first after the due time runs the job, and it runs once per interval.
 */
const CLAIM = `insert into job_schedule (name, next_run_at, claimed_by) values (?, now() + make_interval(secs => ?), ?)
on conflict (name) do update set next_run_at = excluded.next_run_at, claimed_by = excluded.claimed_by
where job_schedule.next_run_at <= now()
returning name`

/** How often an instance asks whether a job is due, at most (a job due hourly is asked for every minute). */
const MAX_POLL_SECONDS = 60

/**
 * Maintenance jobs that must run once across all instances sharing the database (retention sweep,
 * purges, the mail retry queue). Leadership is per run through job_schedule, so a dead instance never
 * holds a job: the next due time is simply claimed by another one.
 */
export function singletonJobs(deps: { em: () => EntityManager; log: Logger; instanceId: string }) {
  const timers: ReturnType<typeof setInterval>[] = []
  const stopHooks: (() => void)[] = []
  let stopped = false

  async function claim(job: SingletonJob): Promise<boolean> {
    const rows = await deps.em().execute<{ name: string }[]>(CLAIM, [job.name, job.intervalSeconds, deps.instanceId])
    return rows.length > 0
  }

  return {
    /**
     * Starts asking for the job now and then every min(interval, 60 s); a run never overlaps its predecessor here.
     * The promise settles when the first ask (and the run it may have won) is over; it never rejects.
     */
    add(job: SingletonJob): Promise<void> {
      if (stopped) return Promise.resolve()
      let running = false
      const tick = async () => {
        if (running || stopped) return
        running = true
        try {
          if (await claim(job)) await job.run()
        } catch (error) {
          if (!stopped) deps.log.error('job failed', { job: job.name, error: String(error) })
        } finally {
          running = false
        }
      }
      const timer = setInterval(tick, Math.min(job.intervalSeconds, MAX_POLL_SECONDS) * 1000)
      timer.unref()
      timers.push(timer)
      return tick()
    },
    /** Work of every instance (not a singleton) that must end with the jobs, e.g. a queue's worker loop. */
    onStop(stop: () => void): void {
      if (stopped) stop()
      else stopHooks.push(stop)
    },
    stop(): void {
      stopped = true
      for (const timer of timers.splice(0)) clearInterval(timer)
      for (const stop of stopHooks.splice(0)) stop()
    },
  }
}

export type SingletonJobs = ReturnType<typeof singletonJobs>
