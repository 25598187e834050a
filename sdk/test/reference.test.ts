import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { EnergyApiError, EnergyClient, type Period } from '@partner/energy-sdk'
import { startTestServer, type TestServer } from '../../server/test/support/harness.ts'

let srv: TestServer
let client: EnergyClient
let periods: Period[]
beforeAll(async () => {
  srv = await startTestServer()
  client = new EnergyClient({ baseUrl: srv.baseUrl, refreshToken: srv.apiRefreshToken })
  periods = await client.reference.periods()
}, 60_000)
afterAll(() => srv.stop())

describe('reference.*', () => {
  test('distributors: ČEZ, PRE and EG.D', async () => {
    const distributors = await client.reference.distributors()
    expect(distributors.map((distributor) => distributor.key).sort()).toEqual(['CEZ', 'EGD', 'PRE'])
    expect(distributors.every((distributor) => distributor.name.length > 0 && /^[0-9a-f-]{36}$/.test(distributor.id))).toBe(true)
  })

  test('distributionRates: household D-rates with their TDD class', async () => {
    const rates = await client.reference.distributionRates()
    expect(rates.find((rate) => rate.code === 'D02d')).toMatchObject({ tdd: 'TDD4' })
    expect(rates.every((rate) => /^D\d\d[a-z]$/.test(rate.code) && /^TDD[1-8]$/.test(rate.tdd))).toBe(true)
  })

  test('periods: full years and 12M', () => {
    expect(periods).toContain('12M')
    expect(periods.filter((period) => /^\d{4}$/.test(period)).length).toBeGreaterThan(0)
  })

  test('fees: a single-tariff rate has no low-tariff fee, a two-tariff rate has one', async () => {
    const period = periods.find((candidate) => candidate !== '12M')!
    const single = await client.reference.fees({ distributor: 'CEZ', distributionRate: 'D02d', period })
    expect(single).toMatchObject({ ntAvailable: false, distributorFeeLowPerMWh: 0, feeSourceYear: Number(period) })
    expect(single.distributorFeeHighPerMWh).toBeGreaterThan(0)
    const dual = await client.reference.fees({ distributor: 'CEZ', distributionRate: 'D25d', period })
    expect(dual.ntAvailable).toBe(true)
    expect(dual.distributorFeeLowPerMWh).toBeGreaterThan(0)
  })

  test('circuitBreakers: bands with their monthly fee', async () => {
    const breakers = await client.reference.circuitBreakers({ distributor: 'PRE', distributionRate: 'D02d', period: '12M' })
    expect(breakers.map((breaker) => breaker.code)).toContain('3X25A')
    expect(breakers.every((breaker) => breaker.monthlyFeeCzk > 0 && breaker.label.length > 0)).toBe(true)
  })

  test('regions, commands and commandPeriods walk ČEZ HDO data down to a schedule', async () => {
    const regions = await client.reference.regions('CEZ')
    expect(regions.map((region) => region.key).sort()).toEqual(['morava', 'sever', 'stred', 'vychod', 'zapad'])
    const region = regions[0]!.key
    const commands = await client.reference.commands('CEZ', { region })
    expect(commands.length).toBeGreaterThan(0)
    const schedules = await client.reference.commandPeriods('CEZ', commands[0]!, { region })
    expect(schedules.length).toBeGreaterThan(0)
    expect(schedules[0]!.distributorKey).toBe('CEZ')
    expect([schedules[0]!.command, schedules[0]!.code].map((name) => name.toUpperCase())).toContain(commands[0]!.toUpperCase())
    expect(schedules[0]!.tariffSchedules[0]!.timeRanges[0]!.periodStart).toMatch(/^\d\d:\d\d:\d\d$/)
  })

  test('consumptionProfile: 12 months adding up to the yearly consumption', async () => {
    const profile = await client.reference.consumptionProfile({ tdd: 'TDD4', yearlyConsumptionKWh: 3_500 })
    expect(profile.map((item) => item.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(profile.reduce((sum, item) => sum + item.consumptionKWh, 0)).toBeCloseTo(3_500, 6)
    expect(profile[0]!.consumptionKWh).toBeGreaterThan(profile[6]!.consumptionKWh)
  })

  test('an invalid query becomes a 400 EnergyApiError naming the field', async () => {
    const error = await client.reference.consumptionProfile({ tdd: 'TDD4', yearlyConsumptionKWh: 0 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(EnergyApiError)
    const problem = error as EnergyApiError
    expect(problem).toMatchObject({ status: 400, slug: 'validation-error' })
    expect(Object.keys(problem.errors ?? {}).join(' ')).toContain('yearlyConsumptionKWh')
  })

  test('an unknown rate code is a 400 EnergyApiError listing the accepted values', async () => {
    const error = await client.reference.fees({ distributor: 'CEZ', distributionRate: 'D99x', period: '12M' }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 400, slug: 'validation-error' })
    expect((error as EnergyApiError).allowedValues).toContain('D02d')
  })

  test('an unknown distributor in a path is a 404 EnergyApiError', async () => {
    const error = await client.reference.regions('XYZ' as 'CEZ').catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'EnergyApiError', status: 404, slug: 'not-found' })
  })
})
