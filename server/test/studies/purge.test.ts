import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { StudyAccessLog, StudyIdempotencyKey } from '../../src/modules/studies/entities.ts'
import { purgeStudyRecords } from '../../src/modules/studies/purge.ts'
import { RateLimitCounter } from '../../src/db/coordination-entities.ts'
import { purgeExpiredRateLimits } from '../../src/http/rate-limit.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'

let srv: TestServer
beforeAll(async () => {
  srv = await startTestServer({ ACCESS_LOG_RETENTION_DAYS: '400' })
}, 60_000)
afterAll(() => srv.stop())

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

describe('purges of unbounded tables', () => {
  test('access-log rows older than ACCESS_LOG_RETENTION_DAYS, Idempotency-Keys past 24 h and finished rate-limit windows go; the rest stays', async () => {
    const em = srv.services.em()
    const studyId = crypto.randomUUID()
    for (const at of [daysAgo(401), daysAgo(500), daysAgo(399), daysAgo(0)]) em.create(StudyAccessLog, { studyId, at, ip: '192.0.2.1', userAgent: null, outcome: 'redirected' })
    for (const [key, createdAt] of [['old', daysAgo(2)], ['fresh', daysAgo(0.5)]] as const) {
      em.create(StudyIdempotencyKey, { partnerId: srv.partnerId, key, requestHash: 'x'.repeat(64), studyId: null, emailSent: null, createdAt })
    }
    em.create(RateLimitCounter, { bucket: 'test|ended', hits: 3, windowEndsAt: daysAgo(0.01) })
    em.create(RateLimitCounter, { bucket: 'test|running', hits: 3, windowEndsAt: new Date(Date.now() + 60_000) })
    await em.flush()

    expect(await purgeStudyRecords(srv.services)).toEqual({ accessLog: 2, idempotencyKeys: 1 })
    expect(await purgeExpiredRateLimits(srv.services)).toBe(1)
    const check = srv.services.em()
    expect(await check.count(StudyAccessLog, { studyId })).toBe(2)
    expect((await check.find(StudyIdempotencyKey, { partnerId: srv.partnerId })).map((row) => row.key)).toEqual(['fresh'])
    expect((await check.find(RateLimitCounter, { bucket: { $like: 'test|%' } })).map((row) => row.bucket)).toEqual(['test|running'])
  }, 60_000)
})
