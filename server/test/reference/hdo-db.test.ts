import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import type { HdoSchedule } from '@partner/energy-shared'
import { runAdmin } from '../../src/cli/admin.ts'
import { UsageError } from '../../src/cli/command.ts'
import { HdoScheduleRecord } from '../../src/modules/reference/entities.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'

const fixtures = join(import.meta.dir, '../fixtures/hdo')
let srv: TestServer
let token: string
let scratch: string

beforeAll(async () => {
  srv = await startTestServer()
  token = await srv.accessToken()
  scratch = mkdtempSync(join(tmpdir(), 'hdo-import-'))
}, 60_000)
afterAll(async () => {
  await srv.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const get = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${srv.baseUrl}/api/v1/reference${path}`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}
const admin = (...argv: string[]) => runAdmin(['hdo', 'import', ...argv, '--json'], srv.services.db)

describe('admin hdo import → database → reference endpoints', () => {
  test('an EG.D table with a new command and region is stored and served next to the shipped subset', async () => {
    const records = [
      {
        region: 'TOU',
        kodHdo_A: '197',
        A: '1',
        B: '7',
        DP: '01',
        skupinaPovelu: 'TOU-TAR',
        sazby: [{ sazba: 'D45d', dny: [1, 2, 3, 4, 5].map((denVTydnu) => ({ denVTydnu, casy: [{ od: '00:00:00', do: '06:00:00' }, { od: '08:00:00', do: '00:00:00' }] })) }],
        od: { rok: '1900', mesic: '01', den: '01' },
        do: { rok: '9999', mesic: '12', den: '31' },
      },
    ]
    const file = join(scratch, 'casy.json')
    writeFileSync(file, JSON.stringify(records))
    const { output } = await admin(file, '--distributor', 'EGD')
    expect(output).toMatchObject({ distributor: 'EGD', format: 'egd-casy', schedules: 1, commands: ['A1B7DP1'] })

    expect(await get<string[]>('/distributors/EGD/commands?region=TOU')).toEqual(['A1B7DP1', 'Ad571'])
    const [schedule] = await get<HdoSchedule[]>('/distributors/EGD/commands/197/periods?region=TOU')
    expect(schedule).toMatchObject({ command: 'A1B7DP1', code: '197', regionTypeKey: 'TOU', validFrom: '1900-01-01', validTo: null })
    expect(schedule!.tariffSchedules.map((t) => [t.dayTypeKey, t.timeRanges.length])).toEqual([
      ['WORKDAY', 2],
      ['SATURDAY', 0],
      ['SUNDAY', 0],
    ])
    // Shipped EG.D data is still there.
    expect(await get<string[]>('/distributors/EGD/commands?region=SM')).toContain('ACd259')
  })

  test('an imported command replaces the shipped versions of the same command; re-importing is idempotent', async () => {
    const shipped = await get<HdoSchedule[]>('/distributors/PRE/commands/490/periods')
    expect(shipped.map((s) => s.validFrom)).toEqual(['2026-07-13'])
    const fixture = join(fixtures, 'pre_490_2026-07-13.html')
    await admin(fixture, '--command', '490', '--date', '2026-07-20')
    await admin(fixture, '--command', '490', '--date', '2026-07-20')
    const imported = await get<HdoSchedule[]>('/distributors/PRE/commands/490/periods')
    expect(imported.map((s) => [s.validFrom, s.validTo])).toEqual([['2026-07-20', null]])
    expect(imported[0]!.tariffSchedules[0]!.timeRanges).toEqual(shipped[0]!.tariffSchedules[0]!.timeRanges)
    expect(await srv.services.em().count(HdoScheduleRecord, { distributor: 'PRE' })).toBe(1)
    // A later import of an earlier day closes the version chain.
    await admin(fixture, '--command', '490', '--date', '2026-07-13')
    const chain = await get<HdoSchedule[]>('/distributors/PRE/commands/490/periods')
    expect(chain.map((s) => [s.validFrom, s.validTo])).toEqual([
      ['2026-07-13', '2026-07-19'],
      ['2026-07-20', null],
    ])
  })

  test('ČEZ legacy file: region from the dataset description, region list unchanged', async () => {
    const { output } = await admin(join(fixtures, 'cez_legacy_sever_A1B6DP1_2018podzim.json'))
    expect(output).toMatchObject({ distributor: 'CEZ', format: 'cez-legacy', commands: ['A1B6DP1'] })
    expect((await get<{ key: string }[]>('/distributors/CEZ/regions')).map((r) => r.key)).toEqual(['zapad', 'sever', 'stred', 'vychod', 'morava'])
  })

  test('wrong distributor, unreadable file or bad options are usage errors', async () => {
    await expect(admin(join(fixtures, 'pre_519_ajax.json'), '--distributor', 'CEZ', '--command', '519', '--date', '2026-07-13')).rejects.toThrow(UsageError)
    await expect(admin(join(scratch, 'missing.json'))).rejects.toThrow(/cannot read/)
    await expect(admin(join(fixtures, 'pre_519_ajax.json'), '--command', '519', '--date', '13.7.2026')).rejects.toThrow(/--date/)
    await expect(admin(join(fixtures, 'egd_casy_ACd259_SM_partial.json'))).rejects.toThrow(/no season/)
  })
})
