/**
 * Issue 11, finding 7: the database fails in the middle of POST /studies (after the Idempotency-Key was
 * reserved, while the study row is written), so the request cannot even release its key. The client got
 * 503 "nothing was created, please retry": the retry with the same key must create the study, not wait
 * 30 s for a 409 as long as the key lives (24 h).
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { StudyCreateResult } from '@partner/energy-shared'
import { startDatabaseProxy, type DatabaseProxy } from '../support/db-proxy.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'
import { postStudy, studyRequest } from '../studies/support/studies.ts'

let proxy: DatabaseProxy
let srv: TestServer
let token: string

beforeAll(async () => {
  proxy = await startDatabaseProxy()
  srv = await startTestServer({ DATABASE_URL: proxy.url })
  token = await srv.accessToken()
}, 60_000)
afterAll(async () => {
  // Closing waits for every pooled connection: a connection lost in the outage must not be held for ever.
  await srv.stop()
  await proxy.close()
}, 30_000)

interface KeyRow {
  study_id: string | null
}

test('a retry after a 503 caused by the database failing mid-request creates the study', async () => {
  const key = `stuck-${crypto.randomUUID()}`
  const body = studyRequest({ study: { label: 'Stuck key' } })
  const headers = { 'idempotency-key': key }

  proxy.failOn('insert into "study" (')
  const failed = await postStudy(srv, body, { token, headers })
  expect(proxy.failed).toBe(true)
  const problem = await expectProblem(failed, 503, 'service-unavailable')
  expect(problem.detail).toContain('retry')
  // The request could not release its reservation: the key is left reserved without a study.
  const stuck = await proxy.query<KeyRow>(`select study_id from study_idempotency_key where key = '${key}'`)
  expect(stuck).toEqual([{ study_id: null }])
  expect(await proxy.query(`select id from study`)).toEqual([])

  proxy.restore()
  // A pooled connection broken by the outage may still fail once: a client retries a 503.
  let retry = await postStudy(srv, body, { token, headers })
  for (let attempt = 0; retry.status === 503 && attempt < 3; attempt++) retry = await postStudy(srv, body, { token, headers })
  expect(retry.status).toBe(200)
  const created = (await retry.json()) as StudyCreateResult

  const rows = await proxy.query<{ id: string }>(`select id from study`)
  expect(rows.map((row) => row.id)).toEqual([created.id])
  expect(await proxy.query<KeyRow>(`select study_id from study_idempotency_key where key = '${key}'`)).toEqual([{ study_id: created.id }])

  // The connection lost mid-transaction went back to the pool (kysely never releases it after a failed ROLLBACK).
  const pool = (await srv.services.db.orm.em.getConnection().getNativeClient()) as { totalCount: number; idleCount: number }
  for (let i = 0; i < 100 && pool.idleCount < pool.totalCount; i++) await Bun.sleep(100)
  expect(pool.idleCount).toBe(pool.totalCount)

  // And from now on the key replays that study.
  const replay = await postStudy(srv, body, { token, headers })
  expect(replay.status).toBe(200)
  expect(((await replay.json()) as StudyCreateResult).id).toBe(created.id)
}, 120_000)
