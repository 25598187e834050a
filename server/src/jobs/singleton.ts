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

/**
 * Claims the row `name` of job_schedule for `seconds` when it is free (absent or due): true for the one
 * caller across instances whose claim won. The jobs below claim their runs with it; a short piece of work
 * that must happen once across instances (fetching one PVGIS cell) claims a lease with it and may
 * `releaseClaim` when done.
 */
export async function claimSchedule(em: EntityManager, name: string, seconds: number, holder: string): Promise<boolean> {
  const rows = await em.execute<{ name: string }[]>(CLAIM, [name, seconds, holder])
  return rows.length > 0
}

/** Frees a claim early (its holder is done): the next claim of the name wins at once. */
export async function releaseClaim(em: EntityManager, name: string, holder: string): Promise<void> {
  await em.execute('delete from job_schedule where name = ? and claimed_by = ?', [name, holder])
}

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

  const claim = (job: SingletonJob) => claimSchedule(deps.em(), job.name, job.intervalSeconds, deps.instanceId)

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
