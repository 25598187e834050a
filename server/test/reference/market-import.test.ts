/**
 * Imports for hosts without the OTE job: `admin spot import` (OTE's chart-data JSON, converted with a
 * ČNB fixing) and `admin tariffs import` (a year's price lists in the records of tariffs.json). A study
 * reaching a year without price lists keeps answering period-out-of-range with the bounds; once the
 * year is imported it runs on the imported fees.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StudyResult } from '@partner/energy-shared'
import { runAdmin } from '../../src/cli/admin.ts'
import { UsageError } from '../../src/cli/command.ts'
import { ConfigError, loadConfig } from '../../src/config.ts'
import type { TariffsDataset } from '../../src/data/tariffs-schema.ts'
import { saveSpotDays } from '../../src/modules/reference/spot-store.ts'
import { householdRequest } from '../engine/requests.ts'
import { expectProblem } from '../support/problem.ts'
import { runCli } from '../support/cli.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { chartData, cnbYearFile, dayPrices, workdayFixings } from './ote-double.ts'

const repoRoot = join(import.meta.dir, '../../..')
const scratch = mkdtempSync(join(tmpdir(), 'market-import-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const shipped = JSON.parse(readFileSync(join(repoRoot, 'server/datasets/tariffs.json'), 'utf8')) as TariffsDataset
const to2027 = <T extends object>(record: T): T => JSON.parse(JSON.stringify(record).replaceAll('2026-', '2027-').replace('"year":2026', '"year":2027'))
/** 2026's price lists as 2027's, every distribution VT fee 100 CZK/MWh higher. */
const priceLists2027 = {
  distributionFees: shipped.distributionFees.filter((row) => row.year === 2026).map((row) => ({ ...to2027(row), highPerMWh: row.highPerMWh + 100 })),
  breakerFees: shipped.breakerFees.filter((row) => row.year === 2026).map(to2027),
  nationwideFees: shipped.nationwideFees.filter((period) => period.validFrom.startsWith('2026')).map(to2027),
}
const writeJson = (name: string, value: unknown) => {
  const file = join(scratch, name)
  writeFileSync(file, JSON.stringify(value))
  return file
}

function days(from: string, to: string): string[] {
  const list: string[] = []
  for (let ms = Date.parse(from); ms <= Date.parse(to); ms += 86_400_000) list.push(new Date(ms).toISOString().slice(0, 10))
  return list
}

describe('a year without price lists, then its import', () => {
  let srv: TestServer
  let token: string
  const preview = (from: string, to: string) =>
    fetch(`${srv.baseUrl}/api/v1/studies/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(householdRequest({ periodType: null, from, to })),
    })
  const get = async (path: string) => (await fetch(`${srv.baseUrl}/api/v1/reference${path}`, { headers: { authorization: `Bearer ${token}` } })).json()

  beforeAll(async () => {
    srv = await startTestServer()
    token = await srv.accessToken()
    // Day-ahead prices into January 2027, as the job would have stored them.
    await saveSpotDays(
      srv.services.em(),
      days('2026-05-28', '2027-01-03').map((date) => ({ day: { date, resolutionMinutes: 15 as const, eurPerMWh: dayPrices(date, 90) }, fixing: { rate: 24.3, fixingDate: date } })),
      'test',
    )
  }, 60_000)
  afterAll(() => srv.stop())

  test('the window stops at the last day of the price lists: 2026 is a period, a study in 2027 is out of range with the bounds', async () => {
    expect(await get('/periods')).toEqual(['2024', '2025', '2026', '12M'])
    expect(await get('/fees?distributor=CEZ&distributionRate=D02d&period=12M')).toMatchObject({ feeSourceYear: 2026 })
    const problem = await expectProblem(await preview('2027-01-01', '2027-01-02'), 400, 'period-out-of-range')
    expect(problem).toMatchObject({ allowedFrom: '2024-01-01', allowedTo: '2026-12-31' })
  })

  test('an incomplete or unknown price list is refused and nothing changes', async () => {
    const halfYear = writeJson('half.json', { ...priceLists2027, nationwideFees: priceLists2027.nationwideFees.map((period) => ({ ...period, validTo: '2027-06-30' })) })
    await expect(runAdmin(['tariffs', 'import', halfYear], srv.services.db)).rejects.toThrow(/must cover every day of the year/)
    const unknownRate = writeJson('rate.json', { ...priceLists2027, distributionFees: [{ ...priceLists2027.distributionFees[0]!, rate: 'D99d' }] })
    await expect(runAdmin(['tariffs', 'import', unknownRate], srv.services.db)).rejects.toThrow(UsageError)
    await expect(runAdmin(['tariffs', 'import', writeJson('not.json', { nationwideFees: 'x' })], srv.services.db)).rejects.toThrow(/not a price-list file/)
    expect((await expectProblem(await preview('2027-01-01', '2027-01-02'), 400, 'period-out-of-range')).allowedTo).toBe('2026-12-31')
  })

  test('after `admin tariffs import` the window reaches the last priced day and 2027 is billed with the imported fees', async () => {
    const { output } = await runAdmin(['tariffs', 'import', writeJson('2027.json', priceLists2027), '--json'], srv.services.db)
    expect(output).toMatchObject({ years: [2027], priceListsTo: '2027-12-31', window: { from: '2024-01-01', to: '2027-01-03' } })
    const response = await preview('2027-01-01', '2027-01-02')
    expect(response.status).toBe(200)
    const result = (await response.json()) as StudyResult
    const imported = priceLists2027.distributionFees.find((row) => row.distributor === 'CEZ' && row.rate === 'D02d')!
    expect(result.inputs.fees.map((fee) => [fee.feeYear, fee.distributionVtPerMWh])).toEqual([[2027, imported.highPerMWh]])
    // The shipped years are untouched.
    expect(await get('/fees?distributor=CEZ&distributionRate=D02d&period=2026')).toMatchObject({ distributorFeeHighPerMWh: imported.highPerMWh - 100, feeSourceYear: 2026 })
  })
})

describe('admin CLI: spot import and tariffs import', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-cli-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const admin = (...args: string[]) => runCli({ DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'cli-test-secret-cli-test-secret-cli-test' }, ...args)

  test("OTE's chart-data files with ČNB's year file extend the window; a file of another kind is refused", async () => {
    const files = ['2026-05-28', '2026-05-29'].map((date) => writeJson(`ote-${date}.json`, chartData(date, dayPrices(date, 80))))
    const rates = join(scratch, 'rok.txt')
    writeFileSync(rates, cnbYearFile(2026, workdayFixings('2026-05-01', '2026-06-05', 24.4)))
    const imported = await admin('spot', 'import', ...files, '--rates', rates, '--json')
    expect(imported).toMatchObject({ code: 0 })
    expect(JSON.parse(imported.stdout)).toMatchObject({ days: ['2026-05-28', '2026-05-29'], resolutionMinutes: [15], window: { to: '2026-05-29' }, missingDays: [] })

    const wrong = await admin('spot', 'import', writeJson('other.json', { prices: [1, 2, 3] }))
    expect(wrong).toMatchObject({ code: 2 })
    expect(wrong.stderr).toContain('not OTE chart data')
    const noDay = await admin('spot', 'import', writeJson('untitled.json', { data: { dataLine: [{ title: 'Price (EUR/MWh)', point: [{ x: '1', y: 50 }] }] } }))
    expect(noDay).toMatchObject({ code: 2 })
    expect(noDay.stderr).toContain('--date')
  }, 60_000)

  test('a fixed rate works too, and a new year of price lists is taken', async () => {
    const file = writeJson('hourly.json', chartData('2026-05-30', Array.from({ length: 24 }, (_, hour) => 60 + hour)))
    const imported = await admin('spot', 'import', file, '--eur-czk', '24,35', '--json')
    expect(imported).toMatchObject({ code: 0 })
    expect(JSON.parse(imported.stdout)).toMatchObject({ days: ['2026-05-30'], resolutionMinutes: [60], window: { to: '2026-05-30' } })
    const tariffs = await admin('tariffs', 'import', writeJson('2027-cli.json', priceLists2027), '--year', '2027', '--json')
    expect(tariffs).toMatchObject({ code: 0 })
    expect(JSON.parse(tariffs.stdout)).toMatchObject({ years: [2027], priceListsTo: '2027-12-31' })
    expect(await admin('tariffs', 'import', writeJson('2027-cli.json', priceLists2027), '--year', '2028')).toMatchObject({ code: 2 })
  }, 60_000)
})

test('OTE settings are validated: on/off, URLs', () => {
  const base = { DATA_DIR: scratch, JWT_SECRET: 'settings-test-secret-settings-test-secret' }
  expect(() => loadConfig({ ...base, OTE: 'maybe' })).toThrow(ConfigError)
  expect(() => loadConfig({ ...base, OTE_URL: 'ftp://ote.example' })).toThrow(ConfigError)
  expect(loadConfig({ ...base, NODE_ENV: 'development' }).ote).toMatchObject({ enabled: true, url: 'https://www.ote-cr.cz/en/short-term-markets/electricity/day-ahead-market/@@chart-data' })
  expect(loadConfig({ ...base, OTE: 'off', NODE_ENV: 'development' }).ote.enabled).toBe(false)
})
