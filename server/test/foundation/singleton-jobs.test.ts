import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { JobSchedule } from '../../src/db/coordination-entities.ts'
import { singletonJobs } from '../../src/jobs/singleton.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'

let srv: TestServer
beforeAll(async () => {
  srv = await startTestServer()
}, 60_000)
afterAll(() => srv.stop())

describe('singleton jobs', () => {
  test('of several instances asking for a due job, one runs it; nobody again before the interval has passed', async () => {
    const instances = ['a', 'b', 'c']
    const runners = instances.map((instanceId) => singletonJobs({ em: srv.services.em, log: srv.services.log, instanceId }))
    const runs: string[] = []
    try {
      await Promise.all(runners.map((runner, index) => runner.add({ name: 'test-once', intervalSeconds: 3600, run: async () => void runs.push(instances[index]!) })))
      const schedule = await srv.services.em().findOneOrFail(JobSchedule, { name: 'test-once' })
      expect(runs).toEqual([schedule.claimedBy!])
      expect(schedule.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 3500_000)
    } finally {
      for (const runner of runners) runner.stop()
    }
  }, 60_000)

  test('a job whose time has come is claimed again', async () => {
    const runner = singletonJobs({ em: srv.services.em, log: srv.services.log, instanceId: 'late' })
    await srv.services.em().nativeUpdate(JobSchedule, { name: 'test-once' }, { nextRunAt: new Date(Date.now() - 1000) })
    let ran = 0
    try {
      await runner.add({ name: 'test-once', intervalSeconds: 3600, run: async () => void ran++ })
      expect(ran).toBe(1)
      expect((await srv.services.em().findOneOrFail(JobSchedule, { name: 'test-once' })).claimedBy).toBe('late')
    } finally {
      runner.stop()
    }
  }, 60_000)
})
