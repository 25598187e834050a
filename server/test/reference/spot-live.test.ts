/**
 * Day-ahead prices that stay current: the OTE job against a loopback double of OTE's chart data and
 * ČNB's fixings (their real wire formats, error answers included) extends the data window, `12M` and
 * GET /reference/periods move, a preview over the new days bills the new prices, a gap is reported and
 * refused, and two instances sharing the database fetch each day once.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { StudyResult } from '@partner/energy-shared'
import { loadConfig } from '../../src/config.ts'
import { createLogger } from '../../src/log.ts'
import { createServices } from '../../src/services.ts'
import { SpotDayRecord } from '../../src/modules/reference/entities.ts'
import { runOteFetch, scheduleOteJob, type OteFetchOptions } from '../../src/modules/reference/ote-job.ts'
import { householdRequest } from '../engine/requests.ts'
import { expectProblem } from '../support/problem.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { dayPrices, startOteDouble, workdayFixings, type DayAnswer, type OteDouble } from './ote-double.ts'

const RATE = 24.5
/** Day i after the shipped data (2026-05-28 = 0) costs 50 + i EUR/MWh per hour on average (+0.375 from the quarters). */
const baseOf = (date: string) => 50 + Math.round((Date.parse(date) - Date.parse('2026-05-28')) / 86_400_000)
function days(from: string, to: string): string[] {
  const list: string[] = []
  for (let ms = Date.parse(from); ms <= Date.parse(to); ms += 86_400_000) list.push(new Date(ms).toISOString().slice(0, 10))
  return list
}
const served = (from: string, to: string) => new Map<string, DayAnswer>(days(from, to).map((date) => [date, { prices: dayPrices(date, baseOf(date)) }]))
const hourlyCzk = (date: string) => Math.round((baseOf(date) + 0.375) * RATE * 100) / 100

function client(srv: TestServer) {
  let token: string | undefined
  const auth = async () => ({ authorization: `Bearer ${(token ??= await srv.accessToken())}` })
  return {
    get: async (path: string) => fetch(`${srv.baseUrl}/api/v1/reference${path}`, { headers: await auth() }),
    preview: async (from: string, to: string) =>
      fetch(`${srv.baseUrl}/api/v1/studies/preview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await auth()) },
        body: JSON.stringify(householdRequest({ periodType: null, from, to })),
      }),
  }
}

const options = (double: OteDouble, today: string, extra: Partial<OteFetchOptions> = {}): OteFetchOptions => ({
  oteUrl: double.oteUrl,
  cnbUrl: double.cnbUrl,
  timeoutMs: 2_000,
  delayMs: 0,
  today: () => today,
  ...extra,
})

describe('the OTE job extends the prices', () => {
  let srv: TestServer
  let double: OteDouble
  let api: ReturnType<typeof client>
  beforeAll(async () => {
    srv = await startTestServer()
    api = client(srv)
    double = startOteDouble(served('2026-05-28', '2026-06-30'), workdayFixings('2026-05-01', '2026-07-03', RATE))
  }, 60_000)
  afterAll(async () => {
    await srv.stop()
    await double.stop()
  })

  test('before: the shipped window ends on 2026-05-27 and a study after it is out of range', async () => {
    expect(await (await api.get('/periods')).json()).toEqual(['2024', '2025', '12M'])
    const problem = await expectProblem(await api.preview('2026-06-01', '2026-06-07'), 400, 'period-out-of-range')
    expect(problem).toMatchObject({ allowedFrom: '2024-01-01', allowedTo: '2026-05-27' })
  })

  test('a run stores the published days in 15-minute prices and converts them with the ČNB fixing', async () => {
    const result = await runOteFetch(srv.services, options(double, '2026-06-29'))
    expect(result.fetched).toEqual(days('2026-05-28', '2026-06-30'))
    expect(result.converted).toEqual(days('2026-05-28', '2026-06-30'))
    expect(result).toMatchObject({ malformed: [], gaps: [] })
    expect(result.stopped).toBeUndefined()
    expect(double.requests).toEqual(days('2026-05-28', '2026-06-30'))
    expect(double.cnbRequests).toEqual(['2026'])
    const row = await srv.services.em().findOneOrFail(SpotDayRecord, { day: '2026-06-06' })
    expect(row.resolutionMinutes).toBe(15)
    expect(row.eurPerMwh).toEqual(dayPrices('2026-06-06', baseOf('2026-06-06')))
    // A Saturday takes Friday's fixing.
    expect(row).toMatchObject({ eurCzk: RATE, fixingDate: '2026-06-05' })
    expect(row.hourlyCzk).toHaveLength(24)
    expect(row.hourlyCzk![0]).toBe(hourlyCzk('2026-06-06'))
  })

  test('12M and the periods move with the data; the window ends on the last fetched day', async () => {
    expect(await (await api.get('/periods')).json()).toEqual(['2024', '2025', '12M'])
    const response = await api.preview('2026-06-01', '2026-07-01')
    expect((await expectProblem(response, 400, 'period-out-of-range')).allowedTo).toBe('2026-06-30')
    const twelve = await fetch(`${srv.baseUrl}/api/v1/studies/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await srv.accessToken()}` },
      body: JSON.stringify(householdRequest({ periodType: '12M' })),
    })
    expect(twelve.status).toBe(200)
    expect(((await twelve.json()) as StudyResult).period).toMatchObject({ from: '2025-07-01', to: '2026-06-30', periodType: '12M' })
    const fees = await api.get('/fees?distributor=CEZ&distributionRate=D02d&period=12M')
    expect(((await fees.json()) as { feeSourceYear: number }).feeSourceYear).toBe(2026)
  })

  test('a preview over the new days bills the fetched prices', async () => {
    const response = await api.preview('2026-06-01', '2026-06-07')
    expect(response.status).toBe(200)
    const result = (await response.json()) as StudyResult
    const week = days('2026-06-01', '2026-06-07')
    const expected = week.reduce((sum, date) => sum + hourlyCzk(date), 0) / week.length
    expect(result.inputs.averageSpotPriceCzkPerMWh).toBeCloseTo(expected, 2)
    expect(result.assumptions.find((a) => a.key === 'spot-prices')!.text).toContain('from 2026-05-28 to 2026-06-30 were added')
    // The shipped days are untouched.
    const shipped = (await (await api.preview('2025-06-01', '2025-06-07')).json()) as StudyResult
    expect(shipped.inputs.averageSpotPriceCzkPerMWh).not.toBeCloseTo(expected, 0)
  })

  test('the next run asks OTE only for what it does not hold (nothing, here)', async () => {
    double.requests.length = 0
    const result = await runOteFetch(srv.services, options(double, '2026-06-29'))
    expect(result.fetched).toEqual([])
    expect(double.requests).toEqual([])
  })
})

describe('OTE answers badly', () => {
  let srv: TestServer
  let double: OteDouble
  let api: ReturnType<typeof client>
  beforeAll(async () => {
    srv = await startTestServer()
    api = client(srv)
    double = startOteDouble(served('2026-05-28', '2026-06-15'), workdayFixings('2026-05-01', '2026-06-19', RATE), 1_500)
  }, 60_000)
  afterAll(async () => {
    await srv.stop()
    await double.stop()
  })

  test('500: the run stops, keeps what came before, and tries again next run', async () => {
    double.days.set('2026-05-30', 'error')
    const result = await runOteFetch(srv.services, options(double, '2026-06-14'))
    expect(result.fetched).toEqual(['2026-05-28', '2026-05-29'])
    expect(result.stopped).toEqual({ day: '2026-05-30', reason: 'HTTP 500' })
    expect(result.gaps).toEqual([])
    expect((await expectProblem(await api.preview('2026-05-28', '2026-05-30'), 400, 'period-out-of-range')).allowedTo).toBe('2026-05-29')
  })

  test('slower than the budget: the run gives up within it and nothing is stored', async () => {
    double.days.set('2026-05-30', 'slow')
    const started = performance.now()
    const result = await runOteFetch(srv.services, options(double, '2026-06-14', { timeoutMs: 300 }))
    expect(performance.now() - started).toBeLessThan(1_400)
    expect(result.stopped).toEqual({ day: '2026-05-30', reason: 'no answer within 300 ms' })
    expect(result.fetched).toEqual([])
  })

  test('a malformed day is skipped and reported as a gap; studies over it are refused, others run', async () => {
    double.days.set('2026-05-30', { prices: dayPrices('2026-05-30', baseOf('2026-05-30')) })
    double.days.set('2026-06-03', 'malformed')
    const result = await runOteFetch(srv.services, options(double, '2026-06-14'))
    expect(result.malformed).toEqual(['2026-06-03'])
    expect(result.fetched).toEqual(days('2026-05-30', '2026-06-15').filter((day) => day !== '2026-06-03'))
    expect(result.gaps).toEqual(['2026-06-03'])

    const problem = await expectProblem(await api.preview('2026-06-01', '2026-06-07'), 400, 'validation-error')
    expect(problem.detail).toContain('2026-06-03')
    expect(problem.missingDays).toEqual(['2026-06-03'])
    expect((await api.preview('2026-06-04', '2026-06-10')).status).toBe(200)
    // The window still reaches the last fetched day: the gap is not papered over, nor does it hide the days after it.
    expect((await expectProblem(await api.preview('2026-06-10', '2026-06-16'), 400, 'period-out-of-range')).allowedTo).toBe('2026-06-15')
  })

  test('a day with intervals missing is a gap too; once OTE answers, the gap closes', async () => {
    const partial: (number | null)[] = dayPrices('2026-06-03', baseOf('2026-06-03'))
    partial.fill(null, 40, 44)
    double.days.set('2026-06-03', { prices: partial })
    expect((await runOteFetch(srv.services, options(double, '2026-06-14'))).gaps).toEqual(['2026-06-03'])
    expect((await api.preview('2026-06-01', '2026-06-07')).status).toBe(400)

    double.days.set('2026-06-03', { prices: dayPrices('2026-06-03', baseOf('2026-06-03')) })
    const healed = await runOteFetch(srv.services, options(double, '2026-06-14'))
    expect(healed).toMatchObject({ fetched: ['2026-06-03'], gaps: [] })
    expect((await api.preview('2026-06-01', '2026-06-07')).status).toBe(200)
  })

  test('ČNB unreachable: the days wait in EUR (not in the window) and are converted on a later run', async () => {
    double.days.set('2026-06-16', { prices: dayPrices('2026-06-16', baseOf('2026-06-16')) })
    double.cnbDown = true
    const waiting = await runOteFetch(srv.services, options(double, '2026-06-15'))
    expect(waiting).toMatchObject({ fetched: ['2026-06-16'], converted: [] })
    expect((await expectProblem(await api.preview('2026-06-10', '2026-06-16'), 400, 'period-out-of-range')).allowedTo).toBe('2026-06-15')
    double.cnbDown = false
    expect((await runOteFetch(srv.services, options(double, '2026-06-16'))).converted).toEqual(['2026-06-16'])
    expect((await api.preview('2026-06-10', '2026-06-16')).status).toBe(200)
  })

  test('a past day OTE has no results for is skipped and reported as a gap; tomorrow without results just ends the run', async () => {
    double.days.set('2026-06-18', { prices: dayPrices('2026-06-18', baseOf('2026-06-18')) })
    double.days.set('2026-06-19', { prices: dayPrices('2026-06-19', baseOf('2026-06-19')) })
    double.requests.length = 0
    const result = await runOteFetch(srv.services, options(double, '2026-06-19'))
    expect(result).toMatchObject({ unpublished: ['2026-06-17'], fetched: ['2026-06-18', '2026-06-19'], gaps: ['2026-06-17'] })
    expect(double.requests).toEqual(['2026-06-17', '2026-06-18', '2026-06-19', '2026-06-20'])
    expect((await api.preview('2026-06-16', '2026-06-18')).status).toBe(400)
    expect((await api.preview('2026-06-18', '2026-06-19')).status).toBe(200)
  })
})

describe('two instances on one database', () => {
  let srv: TestServer
  let double: OteDouble
  beforeAll(async () => {
    srv = await startTestServer()
    double = startOteDouble(served('2026-05-28', '2026-06-05'), workdayFixings('2026-05-01', '2026-06-12', RATE))
  }, 60_000)
  afterAll(async () => {
    await srv.stop()
    await double.stop()
  })

  test('fetch each day once: the job runs on whichever instance claims it', async () => {
    const config = loadConfig({
      ...process.env,
      DATA_DIR: srv.services.config.dataDir,
      JWT_SECRET: srv.services.config.jwt.secret,
      LOG_LEVEL: 'silent',
      OTE: 'on',
      OTE_URL: double.oteUrl,
      CNB_URL: double.cnbUrl,
      OTE_REQUEST_DELAY_MS: '0',
    })
    const instances = [createServices(config, srv.services.db, createLogger('silent')), createServices(config, srv.services.db, createLogger('silent'))]
    try {
      await Promise.all(instances.map((services) => scheduleOteJob(services)))
    } finally {
      for (const services of instances) services.jobs.stop()
    }
    // The days OTE had, once each; three past days in a row without results (from 2026-06-06) end the run.
    expect(double.requests).toEqual(days('2026-05-28', '2026-06-08'))
    expect(await srv.services.em().count(SpotDayRecord, {})).toBe(9)
    // The server (a third instance) serves the new window at once.
    const token = await srv.accessToken()
    const response = await fetch(`${srv.baseUrl}/api/v1/studies/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(householdRequest({ periodType: null, from: '2026-06-01', to: '2026-06-05' })),
    })
    expect(response.status).toBe(200)
  })
})

describe('the job in a running server', () => {
  let srv: TestServer
  let double: OteDouble
  beforeAll(async () => {
    double = startOteDouble(served('2026-05-28', '2026-06-05'), workdayFixings('2026-05-01', '2026-06-12', RATE))
    srv = await startTestServer({ OTE: 'on', OTE_URL: double.oteUrl, CNB_URL: double.cnbUrl, OTE_REQUEST_DELAY_MS: '0' })
  }, 60_000)
  afterAll(async () => {
    await srv.stop()
    await double.stop()
  })

  test('OTE=on: the server fetches on start, and 12M moves to the last complete month without a restart', async () => {
    const token = await srv.accessToken()
    const twelveMonths = async () => {
      const response = await fetch(`${srv.baseUrl}/api/v1/studies/preview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(householdRequest({ periodType: '12M' })),
      })
      return ((await response.json()) as StudyResult).period
    }
    const deadline = Date.now() + 20_000
    let period = await twelveMonths()
    while (period.from !== '2025-06-01' && Date.now() < deadline) {
      await Bun.sleep(200)
      period = await twelveMonths()
    }
    expect(period).toMatchObject({ from: '2025-06-01', to: '2026-05-31', periodType: '12M' })
    expect(double.requests.slice(0, 9)).toEqual(days('2026-05-28', '2026-06-05'))
  }, 30_000)
})
