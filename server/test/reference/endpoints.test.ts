import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { Value } from '@sinclair/typebox/value'
import { CircuitBreaker, ConsumptionProfileItem, DistributionRate, Distributor, FeeBaseline, HdoRegion, HdoSchedule } from '@partner/energy-shared'
import { Type, type TSchema } from '@sinclair/typebox'
import { EMBED_ORIGIN, startTestServer, type TestServer } from '../support/harness.ts'
import { expectProblem } from '../support/problem.ts'

let srv: TestServer
let token: string

beforeAll(async () => {
  srv = await startTestServer()
  token = await srv.accessToken()
}, 60_000)
afterAll(() => srv.stop())

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${srv.baseUrl}/api/v1/reference${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } })

/** GET → 200 with a body valid against the shared schema. */
async function getJson<T>(path: string, schema: TSchema): Promise<T> {
  const response = await get(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toStartWith('application/json')
  const body = await response.json()
  const firstError = Value.Errors(schema, body).First()
  expect(firstError?.message).toBeUndefined()
  return body as T
}

describe('access', () => {
  test('a token is required; either kind works', async () => {
    await expectProblem(await fetch(`${srv.baseUrl}/api/v1/reference/distributors`), 401, 'unauthorized')
    const embed = await srv.accessToken('embed')
    const response = await fetch(`${srv.baseUrl}/api/v1/reference/periods`, { headers: { authorization: `Bearer ${embed}`, origin: EMBED_ORIGIN } })
    expect(response.status).toBe(200)
  })

  test('reference data carries ETag and Cache-Control; If-None-Match answers 304 without a body', async () => {
    expect((await get('/distributors')).headers.get('cache-control')).toBe('private, max-age=3600')
    const first = await get('/fees?distributor=CEZ&distributionRate=D02d&period=2025')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-z]+"$/)
    // Fees and periods move with new day-ahead prices and imported price lists: revalidated every time.
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const again = await get('/fees?distributor=CEZ&distributionRate=D02d&period=2025', { 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
    const other = await get('/fees?distributor=CEZ&distributionRate=D02d&period=2024', { 'if-none-match': etag! })
    expect(other.status).toBe(200)
    expect(other.headers.get('etag')).not.toBe(etag)
  })

  test('HDO lookups are revalidated every time (imports may change them) and also answer 304', async () => {
    const first = await get('/distributors/CEZ/regions')
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const again = await get('/distributors/CEZ/regions', { 'if-none-match': `W/${first.headers.get('etag')}, "other"` })
    expect(again.status).toBe(304)
  })
})

describe('catalogues', () => {
  test('distributors: CEZ, PRE, EGD with stable ids', async () => {
    const body = await getJson<Distributor[]>('/distributors', Type.Array(Distributor))
    expect(body.map((d) => d.key)).toEqual(['CEZ', 'PRE', 'EGD'])
    expect(body.find((d) => d.key === 'CEZ')).toMatchObject({ id: 'c47af793-22fb-549c-9229-215e1f471769', name: 'ČEZ Distribuce' })
  })

  test('distribution rates: every household rate with its TDD class, D27d and D57d by the documented choice', async () => {
    const body = await getJson<DistributionRate[]>('/distribution-rates', Type.Array(DistributionRate))
    const tdd = Object.fromEntries(body.map((rate) => [rate.code, rate.tdd]))
    expect(tdd).toEqual({ D01d: 'TDD4', D02d: 'TDD4', D25d: 'TDD5', D26d: 'TDD5', D27d: 'TDD5', D35d: 'TDD6', D45d: 'TDD7', D56d: 'TDD7', D57d: 'TDD7', D61d: 'TDD4' })
    expect(body.find((rate) => rate.code === 'D61d')!.description).toContain('víkendovém')
  })

  test('periods: the whole years inside the data window (2024-01-01 … 2026-05-27), then 12M', async () => {
    expect(await getJson<string[]>('/periods', Type.Array(Type.String()))).toEqual(['2024', '2025', '12M'])
  })
})

describe('fees', () => {
  test('CEZ D02d 2025: VT 2099.63, single tariff, POZE 495, system services 170.92', async () => {
    expect(await getJson<FeeBaseline>('/fees?distributor=CEZ&distributionRate=D02d&period=2025', FeeBaseline)).toEqual({
      distributorFeeHighPerMWh: 2099.63,
      distributorFeeLowPerMWh: 0,
      ntAvailable: false,
      renewableEnergyFeePerMWh: 495,
      systemServicesFeePerMWh: 170.92,
      feeSourceYear: 2025,
    })
  })

  test('PRE D25d 2024: VT 1510.94 / NT 206.48 and 2024 system services 212.82', async () => {
    expect(await getJson<FeeBaseline>('/fees?distributor=PRE&distributionRate=D25d&period=2024', FeeBaseline)).toEqual({
      distributorFeeHighPerMWh: 1510.94,
      distributorFeeLowPerMWh: 206.48,
      ntAvailable: true,
      renewableEnergyFeePerMWh: 495,
      systemServicesFeePerMWh: 212.82,
      feeSourceYear: 2024,
    })
  })

  test('12M (May 2025 – April 2026) takes the 2025 price list, in force for 8 of its months', async () => {
    const body = await getJson<FeeBaseline>('/fees?distributor=EGD&distributionRate=D57d&period=12M', FeeBaseline)
    expect(body).toMatchObject({ distributorFeeHighPerMWh: 718.76, distributorFeeLowPerMWh: 222.64, ntAvailable: true, feeSourceYear: 2025 })
  })

  test('unknown distributor, rate or period → 400 naming the accepted values', async () => {
    const distributor = await expectProblem(await get('/fees?distributor=XYZ&distributionRate=D02d&period=2025'), 400, 'validation-error')
    expect(distributor.allowedValues).toEqual(['CEZ', 'PRE', 'EGD'])
    const rate = await expectProblem(await get('/fees?distributor=CEZ&distributionRate=D55d&period=2025'), 400, 'validation-error')
    expect(rate.allowedValues).toContain('D57d')
    expect(rate.errors?.distributionRate).toBeDefined()
    const year = await expectProblem(await get('/fees?distributor=CEZ&distributionRate=D02d&period=2023'), 400, 'validation-error')
    expect(year.allowedValues).toEqual(['2024', '2025', '12M'])
    const text = await expectProblem(await get('/fees?distributor=CEZ&distributionRate=D02d&period=last'), 400, 'validation-error')
    expect(text.allowedValues).toEqual(['2024', '2025', '12M'])
  })

  test('missing parameters → 400 with an errors map', async () => {
    const problem = await expectProblem(await get('/fees?distributor=CEZ'), 400, 'validation-error')
    expect(Object.keys(problem.errors ?? {}).sort()).toEqual(['distributionRate', 'period'])
  })
})

describe('circuit breakers', () => {
  test('PRE D02d 2025: the CONTRACT band codes with monthly fees (3×25 A = 209 CZK)', async () => {
    const body = await getJson<CircuitBreaker[]>('/circuit-breakers?distributor=PRE&distributionRate=D02d&period=2025', Type.Array(CircuitBreaker))
    expect(body.map((b) => b.code)).toEqual(['UP_TO_3X10A', '3X16A', '3X20A', '3X25A', '3X32A', '3X40A', '3X50A', '3X63A'])
    expect(body.find((b) => b.code === '3X25A')).toEqual({ code: '3X25A', label: 'nad 3×20 A do 3×25 A', monthlyFeeCzk: 209 })
  })

  test('CEZ D57d has the larger bands up to 3×160 A; per-ampere surcharges are not listed', async () => {
    const body = await getJson<CircuitBreaker[]>('/circuit-breakers?distributor=CEZ&distributionRate=D57d&period=2025', Type.Array(CircuitBreaker))
    expect(body.at(-1)).toMatchObject({ code: '3X160A', monthlyFeeCzk: 17890 })
    expect(body.some((b) => b.code.startsWith('ABOVE_'))).toBe(false)
  })

  test('unknown rate → 400 with the accepted values', async () => {
    const problem = await expectProblem(await get('/circuit-breakers?distributor=CEZ&distributionRate=C02d&period=2025'), 400)
    expect(problem.allowedValues).toHaveLength(10)
  })
})

describe('HDO', () => {
  test('regions: the five ČEZ regions in order, none for PRE, EG.D region codes', async () => {
    const cez = await getJson<HdoRegion[]>('/distributors/CEZ/regions', Type.Array(HdoRegion))
    expect(cez.map((r) => [r.key, r.name, r.sortIndex])).toEqual([
      ['zapad', 'Západ', 0],
      ['sever', 'Sever', 1],
      ['stred', 'Střed', 2],
      ['vychod', 'Východ', 3],
      ['morava', 'Morava', 4],
    ])
    expect(await getJson('/distributors/PRE/regions', Type.Array(HdoRegion))).toEqual([])
    expect((await getJson<HdoRegion[]>('/distributors/EGD/regions', Type.Array(HdoRegion))).map((r) => r.key)).toContain('SM')
  })

  test('Accept-Language: English names and descriptions with no Czech left, Czech by default; Vary names it', async () => {
    const czechLetters = /[áčďéěíňóřšťúůýž]|\b(nad|do|nebo|sazba)\b/i
    const english = { 'accept-language': 'en-GB,en;q=0.9' }
    const rates = (await (await get('/distribution-rates', english)).json()) as DistributionRate[]
    expect(rates).toHaveLength(10)
    for (const rate of rates) expect(rate.description).not.toMatch(czechLetters)
    expect(rates.find((r) => r.code === 'D25d')?.description).toStartWith('Two tariffs')
    const czechRates = await getJson<DistributionRate[]>('/distribution-rates', Type.Array(DistributionRate))
    expect(czechRates.find((r) => r.code === 'D25d')?.description).toStartWith('Dvoutarifová sazba')

    const breakerResponse = await get('/circuit-breakers?distributor=CEZ&distributionRate=D57d&period=2025', english)
    expect(breakerResponse.headers.get('vary')).toContain('Accept-Language')
    const breakers = (await breakerResponse.json()) as CircuitBreaker[]
    for (const breaker of breakers) expect(breaker.label).not.toMatch(czechLetters)
    expect(breakers.find((b) => b.code === '3X25A')?.label).toBe('over 3×20 A up to 3×25 A')
    expect(breakers.find((b) => b.code === 'UP_TO_3X10A')?.label).toBe('up to 3×10 A or up to 1×25 A')
    const czechBreakers = await getJson<CircuitBreaker[]>('/circuit-breakers?distributor=CEZ&distributionRate=D57d&period=2025', Type.Array(CircuitBreaker))
    expect(czechBreakers.find((b) => b.code === '3X25A')?.label).toBe('nad 3×20 A do 3×25 A')

    const regions = (await (await get('/distributors/CEZ/regions', english)).json()) as HdoRegion[]
    expect(regions.map((r) => r.name)).toEqual(['West', 'North', 'Central', 'East', 'Moravia'])
    const czechRegions = await getJson<HdoRegion[]>('/distributors/CEZ/regions', Type.Array(HdoRegion))
    expect(czechRegions[0]?.name).toBe('Západ')
  })

  test('unknown distributor in the path → 404 naming the distributors', async () => {
    const problem = await expectProblem(await get('/distributors/ABC/regions'), 404, 'not-found')
    expect(problem.allowedValues).toEqual(['CEZ', 'PRE', 'EGD'])
    await expectProblem(await get('/distributors/ABC/commands'), 404, 'not-found')
  })

  test('commands: PRE povels; a ČEZ region lists its own commands and the region-independent ones', async () => {
    expect(await getJson('/distributors/PRE/commands', Type.Array(Type.String()))).toEqual(['490', '519'])
    const stred = await getJson<string[]>('/distributors/CEZ/commands?region=stred', Type.Array(Type.String()))
    const zapad = await getJson<string[]>('/distributors/CEZ/commands?region=zapad', Type.Array(Type.String()))
    expect(stred).toContain('A3B7DP6')
    expect(stred).toContain('EVV1')
    expect(zapad).not.toContain('A3B7DP6')
    expect(zapad).toContain('EVV1')
    const problem = await expectProblem(await get('/distributors/CEZ/commands?region=jih'), 400, 'validation-error')
    expect(problem.allowedValues).toEqual(['zapad', 'sever', 'stred', 'vychod', 'morava'])
  })

  test('periods by short code: ČEZ 405 in střed is A3B4DP1 with workday and weekend NT windows', async () => {
    const body = await getJson<HdoSchedule[]>('/distributors/CEZ/commands/405/periods?region=stred', Type.Array(HdoSchedule))
    expect(body).toHaveLength(1)
    expect(body[0]).toMatchObject({ command: 'A3B4DP1', code: '405', regionTypeKey: 'stred', regionTypeName: 'Střed', validFrom: '2019-04-01', validTo: null })
    expect(body[0]!.tariffSchedules.map((t) => [t.dayTypeKey, t.sortIndex])).toEqual([
      ['WORKDAY', 0],
      ['SATURDAY', 1],
      ['SUNDAY', 2],
    ])
    expect(body[0]!.tariffSchedules[0]!.timeRanges[0]).toEqual({ periodStart: '00:00:00', periodEnd: '05:35:00' })
  })

  test('periods by command: the ČEZ smart-meter band EVV1 (D57d) holds 20 h of NT every day', async () => {
    const [band] = await getJson<HdoSchedule[]>('/distributors/CEZ/commands/evv1/periods', Type.Array(HdoSchedule))
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
    const ntMinutes = band!.tariffSchedules[0]!.timeRanges.reduce((sum, range) => sum + minutes(range.periodEnd) - minutes(range.periodStart), 0)
    expect(band!.tariffSchedules[0]!.dayTypeKey).toBe('EVERYDAY')
    expect(ntMinutes).toBe(20 * 60)
  })

  test('unknown command → 404 naming the commands', async () => {
    const problem = await expectProblem(await get('/distributors/PRE/commands/999/periods'), 404, 'not-found')
    expect(problem.allowedValues).toEqual(['490', '519'])
  })
})

describe('consumption profile', () => {
  const sumsExactly = (items: ConsumptionProfileItem[], input: number) => {
    expect(items.map((item) => item.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    for (const item of items) expect(Math.abs(item.consumptionKWh * 1000 - Math.round(item.consumptionKWh * 1000))).toBeLessThan(1e-6)
    const units = items.reduce((sum, item) => sum + Math.round(item.consumptionKWh * 1000), 0)
    expect(units).toBe(Math.round(input * 1000))
    expect(Number(items.reduce((sum, item) => sum + item.consumptionKWh, 0).toFixed(3))).toBe(input)
  }

  for (const input of [1, 3500.5, 123456.789]) {
    test(`${input} kWh: twelve months that add up exactly`, async () => {
      sumsExactly(await getJson<ConsumptionProfileItem[]>(`/consumption-profile?tdd=TDD4&yearlyConsumptionKWh=${input}`, Type.Array(ConsumptionProfileItem)), input)
    })
  }

  test('a bare class number works like TDDn; winter months weigh more than summer ones for TDD4', async () => {
    const bare = await getJson<ConsumptionProfileItem[]>('/consumption-profile?tdd=4&yearlyConsumptionKWh=3500', Type.Array(ConsumptionProfileItem))
    const named = await getJson<ConsumptionProfileItem[]>('/consumption-profile?tdd=TDD4&yearlyConsumptionKWh=3500', Type.Array(ConsumptionProfileItem))
    expect(bare).toEqual(named)
    expect(named[0]!.consumptionKWh).toBeGreaterThan(named[6]!.consumptionKWh)
    const heating = await getJson<ConsumptionProfileItem[]>('/consumption-profile?tdd=TDD7&yearlyConsumptionKWh=3500', Type.Array(ConsumptionProfileItem))
    expect(heating[0]!.consumptionKWh / heating[6]!.consumptionKWh).toBeGreaterThan(named[0]!.consumptionKWh / named[6]!.consumptionKWh)
  })

  test('unknown class → 400 naming the classes; zero, negative or missing consumption → 400', async () => {
    const problem = await expectProblem(await get('/consumption-profile?tdd=TDD9&yearlyConsumptionKWh=3500'), 400, 'validation-error')
    expect(problem.allowedValues).toContain('TDD8')
    for (const value of ['0', '-1', 'abc']) {
      const invalid = await expectProblem(await get(`/consumption-profile?tdd=TDD4&yearlyConsumptionKWh=${value}`), 400, 'validation-error')
      expect(invalid.errors?.yearlyConsumptionKWh).toBeDefined()
    }
    const missing = await expectProblem(await get('/consumption-profile?tdd=TDD4'), 400, 'validation-error')
    expect(missing.errors?.yearlyConsumptionKWh).toBeDefined()
  })
})

test('OpenAPI documents every reference route under the Reference tag', async () => {
  const document = (await (await fetch(`${srv.baseUrl}/openapi.json`)).json()) as { paths: Record<string, { get?: { tags?: string[] } }> }
  const paths = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/v1/reference/'))
  expect(paths.map(([path]) => path).sort()).toEqual(
    [
      '/api/v1/reference/circuit-breakers',
      '/api/v1/reference/consumption-profile',
      '/api/v1/reference/distribution-rates',
      '/api/v1/reference/distributors',
      '/api/v1/reference/distributors/{distributor}/commands',
      '/api/v1/reference/distributors/{distributor}/commands/{command}/periods',
      '/api/v1/reference/distributors/{distributor}/regions',
      '/api/v1/reference/fees',
      '/api/v1/reference/periods',
    ].sort(),
  )
  for (const [, item] of paths) expect(item.get?.tags).toEqual(['Reference'])
})
