import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { Value } from '@sinclair/typebox/value'
import { HdoSchedule } from '@partner/energy-shared'
import { shippedHdoCatalog, shippedHdoRegions } from '../../src/data/hdo.ts'
import { assembleSchedules } from '../../src/data/hdo-schedules.ts'
import { parseHdoFile, type HdoImportOptions } from '../../src/cli/hdo-import.ts'
import { HdoImportError } from '../../src/data/hdo-schedules.ts'

const fixtures = join(import.meta.dir, '../fixtures/hdo')
const read = (file: string) => Bun.file(join(fixtures, file)).text()
const options = (extra: Partial<HdoImportOptions> = {}): HdoImportOptions => ({ years: { from: 2025, to: 2026 }, source: 'test', ...extra })

/** Parses a fixture and assembles it exactly as the import stores and serves it. */
async function importFixture(file: string, extra: Partial<HdoImportOptions> = {}) {
  const parsed = parseHdoFile(await read(file), options(extra))
  return { parsed, schedules: assembleSchedules(parsed.drafts, shippedHdoRegions()).map((entry) => entry.schedule) }
}

const ranges = (schedule: HdoSchedule, dayType: string) =>
  schedule.tariffSchedules.find((tariff) => tariff.dayTypeKey === dayType)?.timeRanges.map((range) => `${range.periodStart}-${range.periodEnd}`)

describe('ČEZ importers', () => {
  test('legacy hdo_data.json (sever A1B6DP1, autumn 2018) gives the shipped schedule, 23:59 read as end of day', async () => {
    const { parsed, schedules } = await importFixture('cez_legacy_sever_A1B6DP1_2018podzim.json', { distributor: 'CEZ' })
    expect(parsed.format).toBe('cez-legacy')
    expect(schedules).toHaveLength(1)
    const [schedule] = schedules
    expect(schedule).toMatchObject({ distributorKey: 'CEZ', regionTypeKey: 'sever', command: 'A1B6DP1', code: '181', validFrom: '2018-10-29', validTo: null })
    expect(ranges(schedule!, 'WORKDAY')).toEqual(['00:00:00-07:00:00', '08:00:00-10:55:00', '11:55:00-14:10:00', '15:10:00-18:30:00', '19:30:00-24:00:00'])
    expect(ranges(schedule!, 'SATURDAY')).toEqual(ranges(schedule!, 'SUNDAY'))
    expect(Value.Check(HdoSchedule, schedule)).toBe(true)
    // The shipped subset holds the same record (same id, same windows).
    expect(shippedHdoCatalog().schedules('CEZ', 'A1B6DP1', 'sever').filter((s) => s.regionTypeKey === 'sever')).toEqual([schedule!])
  })

  test('containers JSON (střed A3B4DP2, spring 2023): epoch-ms validity in Prague time, unbounded 2099 end', async () => {
    const { parsed, schedules } = await importFixture('cez_containers_stred_A3B4DP2_2023jaro.json')
    expect(parsed.format).toBe('cez-containers')
    const [schedule] = schedules
    expect(schedule).toMatchObject({ regionTypeKey: 'stred', command: 'A3B4DP2', code: '406', validFrom: '2023-03-27', validTo: null })
    expect(ranges(schedule!, 'WORKDAY')).toEqual(['00:00:00-05:35:00', '06:30:00-08:55:00', '09:55:00-15:35:00', '16:35:00-20:15:00', '21:15:00-24:00:00'])
    expect(ranges(schedule!, 'SUNDAY')).toEqual(['00:00:00-09:10:00', '10:10:00-12:30:00', '13:30:00-18:55:00', '19:55:00-21:55:00', '22:55:00-24:00:00'])
    expect(shippedHdoCatalog().schedules('CEZ', '406', 'stred')).toEqual([schedule!])
  })

  test('EAN-service signals: runs of identical days become versions, signal a1b7dp05 is command A1B7DP5', async () => {
    const { parsed, schedules } = await importFixture('cez_signals_a1b7dp05_2026-02.json')
    expect(parsed.format).toBe('cez-signals')
    expect(schedules.map((s) => [s.command, s.code, s.validFrom, s.validTo])).toEqual([
      ['A1B7DP5', 'a1b7dp05', '2026-02-07', '2026-02-08'],
      ['A1B7DP5', 'a1b7dp05', '2026-02-09', null],
    ])
    expect(ranges(schedules[1]!, 'EVERYDAY')).toEqual(['01:10:00-05:31:00', '16:30:00-19:11:00', '22:50:00-23:56:00'])
    expect(shippedHdoCatalog().schedules('CEZ', 'a1b7dp05')).toEqual(schedules)
  })

  test('a region can be given for signals and the distributor must match the format', async () => {
    const { schedules } = await importFixture('cez_signals_a1b7dp05_2026-02.json', { region: 'morava' })
    expect(schedules.every((s) => s.regionTypeKey === 'morava' && s.regionTypeName === 'Morava')).toBe(true)
    expect(() => parseHdoFile('{"data":{"signals":[]}}', options({ distributor: 'PRE' }))).toThrow(/CEZ's format/)
  })
})

describe('EG.D importer', () => {
  test('the published ACd259 record lacks its season (cut off in the source) and is refused with a clear reason', async () => {
    const published = await read('egd_casy_ACd259_SM_partial.json')
    expect(() => parseHdoFile(published, options())).toThrow(HdoImportError)
    expect(() => parseHdoFile(published, options())).toThrow(/ACd259 has no season "od"/)
  })

  test('with a yearly season the record expands per year; days EG.D leaves out have no NT', async () => {
    const records = JSON.parse(await read('egd_casy_ACd259_SM_partial.json')) as Record<string, unknown>[]
    records[0]!.od = { rok: '9999', mesic: '01', den: '01' }
    records[0]!.do = { rok: '9999', mesic: '12', den: '31' }
    const parsed = parseHdoFile(JSON.stringify(records), options({ distributor: 'EGD' }))
    expect(parsed.format).toBe('egd-casy')
    const schedules = assembleSchedules(parsed.drafts, shippedHdoRegions()).map((entry) => entry.schedule)
    expect(schedules.map((s) => [s.regionTypeKey, s.command, s.code, s.validFrom, s.validTo])).toEqual([
      ['SM', 'ACd259', 'ACD259', '2025-01-01', '2025-12-31'],
      ['SM', 'ACd259', 'ACD259', '2026-01-01', '2026-12-31'],
    ])
    expect(ranges(schedules[0]!, 'MONDAY')).toEqual(['01:00:00-05:00:00', '12:00:00-16:00:00'])
    expect(ranges(schedules[0]!, 'TUESDAY')).toEqual(['01:00:00-05:00:00', '12:00:00-16:00:00'])
    expect(ranges(schedules[0]!, 'SUNDAY')).toEqual([])
    expect(parsed.drafts[0]!.rates).toEqual(['C25d', 'D25d'])
  })

  test('a season across New Year starts in the year before the first one asked for', () => {
    const record = {
      region: 'VYCHOD',
      kodHdo_A: '405',
      A: '1',
      B: '4',
      DP: '05',
      skupinaPovelu: 'MO-AKU2',
      sazby: [{ sazba: 'D25d', dny: [1, 2, 3, 4, 5, 6, 7].map((denVTydnu) => ({ denVTydnu, casy: [{ od: '22:00:00', do: '00:00:00' }, { od: '00:00:00', do: '06:00:00' }] })) }],
      od: { rok: '9999', mesic: '10', den: '01' },
      do: { rok: '9999', mesic: '03', den: '31' },
    }
    const parsed = parseHdoFile(JSON.stringify([record]), options())
    expect(parsed.drafts.map((d) => [d.command, d.code, d.validFrom, d.validTo])).toEqual([
      ['A1B4DP5', '405', '2024-10-01', '2025-03-31'],
      ['A1B4DP5', '405', '2025-10-01', '2026-03-31'],
      ['A1B4DP5', '405', '2026-10-01', '2027-03-31'],
    ])
    expect(parsed.drafts[0]!.days).toEqual({ EVERYDAY: [{ startMinute: 0, endMinute: 360 }, { startMinute: 1320, endMinute: 1440 }] })
  })
})

describe('PRE importer', () => {
  test('HTML of povel 490 on 13 Jul 2026 (day end written 00:00) gives the shipped windows', async () => {
    const { parsed, schedules } = await importFixture('pre_490_2026-07-13.html', { command: '490', date: '2026-07-13' })
    expect(parsed.format).toBe('pre-html')
    expect(ranges(schedules[0]!, 'EVERYDAY')).toEqual(['00:40:00-05:40:00', '13:00:00-16:00:00'])
    expect(shippedHdoCatalog().schedules('PRE', '490')).toEqual(schedules)
  })

  test('the AJAX JSON answer of povel 519 (window up to 24:00)', async () => {
    const { schedules } = await importFixture('pre_519_ajax.json', { command: '519', date: '2026-07-13' })
    expect(schedules[0]).toMatchObject({ distributorKey: 'PRE', command: '519', regionTypeKey: null, validFrom: '2026-07-13', validTo: null })
    expect(ranges(schedules[0]!, 'EVERYDAY')).toEqual(['00:00:00-06:40:00', '22:40:00-24:00:00'])
  })

  test('a day without data, a page without the bar, or a missing povel/date are refused', async () => {
    const noData = await read('pre_no_data.html')
    const page = await read('pre_490_2026-07-13.html')
    expect(() => parseHdoFile(noData, options({ command: '586', date: '2026-07-15' }))).toThrow(/no schedule/)
    expect(() => parseHdoFile(page, options())).toThrow(/--command/)
    expect(() => parseHdoFile('{"html":"<div class=\\"hdo-bar\\"></div>"}', options({ command: '1', date: '2026-01-01' }))).toThrow(/no tariff spans/)
    expect(() => parseHdoFile('not json, not a page', options())).toThrow(HdoImportError)
  })
})
