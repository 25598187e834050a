/**
 * HDO step of `bun run data:build`: every schedule in `<shared>/hdo/` (see its PROVENANCE.md) as
 * `server/datasets/hdo.json`: ČEZ regions, ČEZ smart-meter NT bands, the real ČEZ command schedules
 * and EAN-service day observations, the EG.D records and the PRE day pages. Records without times
 * or without any date are left out (listed in DATA.md).
 */
import { join } from 'node:path'
import { HdoDataset, type DayTypeKey, type HdoRegionEntry } from '../../server/src/data/hdo-schema.ts'
import {
  assembleSchedules,
  dayObservationDrafts,
  householdRates,
  povelOfSignal,
  regionEntry,
  windowsFromPairs,
  type MinuteWindow,
  type ScheduleDraft,
} from '../../server/src/data/hdo-schedules.ts'
import { writeDataset } from './output.ts'

type Pair = [string, string]

/** ČEZ's regions of its public HDO service, in ČEZ's own order. */
const CEZ_REGIONS: [string, string][] = [
  ['zapad', 'Západ'],
  ['sever', 'Sever'],
  ['stred', 'Střed'],
  ['vychod', 'Východ'],
  ['morava', 'Morava'],
]
/** Region codes of EG.D's schedule JSON; the source gives no display names, so the code is the name. */
const EGD_REGIONS = ['PH', 'SM', 'TOU', 'VERSACOM', 'VYCHOD', 'ZAPAD']

/** Validity date of ČEZ's smart-meter band table: the database form date of the transcribed ČEZ PDF. */
const CEZ_BANDS_VALID_FROM = '2024-03-19'

/** Day labels of the derived sample files → day types. */
const DAY_LABELS: Record<string, DayTypeKey[]> = {
  'Mon-Sun': ['EVERYDAY'],
  'Mon-Fri': ['WORKDAY'],
  'Sat-Sun': ['SATURDAY', 'SUNDAY'],
  'Sat, Sun and public holidays': ['SATURDAY', 'SUNDAY'],
  Fri: ['FRIDAY'],
  Sat: ['SATURDAY'],
  Sun: ['SUNDAY'],
}
const ISO_WEEKDAYS: DayTypeKey[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']

function daysFromLabels(schedules: { days: string; nt_windows: Pair[] }[]): Partial<Record<DayTypeKey, MinuteWindow[]>> {
  const days: Partial<Record<DayTypeKey, MinuteWindow[]>> = {}
  for (const schedule of schedules) {
    const dayTypes = DAY_LABELS[schedule.days]
    if (!dayTypes) throw new Error(`unknown day label "${schedule.days}"`)
    for (const dayType of dayTypes) days[dayType] = windowsFromPairs(schedule.nt_windows)
  }
  return days
}

/** The first `YYYY-MM-DD` in a text. */
function isoDateIn(text: string): string | undefined {
  return /\d{4}-\d{2}-\d{2}/.exec(text)?.[0]
}

async function readJson<T>(sharedDataDir: string, file: string): Promise<T> {
  return (await Bun.file(join(sharedDataDir, 'hdo', file)).json()) as T
}

interface BandsFile {
  _meta: { source_document: string }
  codes: { code: string; group: string; household_rates_per_ha_energy?: string[] | null; schedules: { days: string; nt_windows: Pair[] }[] }[]
}

async function smartMeterBands(sharedDataDir: string): Promise<ScheduleDraft[]> {
  const file = await readJson<BandsFile>(sharedDataDir, 'cez_continuous_metering_nt_bands.json')
  return file.codes.map((band) => {
    const days = daysFromLabels(band.schedules)
    // The ČEZ table lists every day with NT; a day it does not list (VIKV1: Mon–Thu) has none.
    if (!days.EVERYDAY && !days.WORKDAY) days.WORKDAY = []
    const rates = band.household_rates_per_ha_energy ?? []
    return {
      distributor: 'CEZ',
      regionKey: null,
      command: band.code,
      code: band.code,
      validFrom: CEZ_BANDS_VALID_FROM,
      days,
      rates,
      kind: 'smart-meter-band',
      source: `ČEZ Distribuce "pásma platnosti NT/VT – průběhové měření" (${file._meta.source_document})`,
      note: `band group ${band.group}; ${rates.length ? 'rates per davidrapan/ha-energy' : 'rates not stated in the source'}; validFrom = date of the ČEZ database form`,
    }
  })
}

interface CezSamplesFile {
  samples: {
    region: string
    povel: string
    kod_povelu: string
    sazba: string
    info?: string
    doba_h: number
    dataset: string
    schedules: { days: string; nt_windows: Pair[] }[]
    source: string
  }[]
}

/** Validity start of a first-batch ČEZ sample, from its dataset note ("… (2023-03-27 local)" or "validFrom 1.4.2019"). */
function firstBatchValidFrom(dataset: string): string | undefined {
  const local = /\((\d{4}-\d{2}-\d{2}) local\)/.exec(dataset)?.[1]
  if (local) return local
  const czech = /validFrom (\d{1,2})\.(\d{1,2})\.(\d{4})/.exec(dataset)
  return czech ? `${czech[3]}-${czech[2]!.padStart(2, '0')}-${czech[1]!.padStart(2, '0')}` : undefined
}

async function cezFirstBatch(sharedDataDir: string): Promise<ScheduleDraft[]> {
  const file = await readJson<CezSamplesFile>(sharedDataDir, 'cez_hdo_command_samples.json')
  return file.samples.flatMap((sample): ScheduleDraft[] => {
    const validFrom = firstBatchValidFrom(sample.dataset)
    // One GraphQL example carries no date at all; it cannot be placed on the calendar.
    if (!validFrom) return []
    return [
      {
        distributor: 'CEZ',
        regionKey: sample.region,
        command: sample.povel,
        code: sample.kod_povelu,
        validFrom,
        days: daysFromLabels(sample.schedules),
        rates: householdRates(sample.sazba),
        kind: 'ripple-control',
        source: sample.source,
        note: `dataset ${sample.dataset}; ${sample.info ? `INFO ${sample.info}; ` : ''}DOBA ${sample.doba_h} h`,
      },
    ]
  })
}

interface CezSamples2File {
  samples: {
    id: string
    region: string | null
    povel?: string
    kod_povelu?: string
    signal?: string
    sazba?: string
    doba_h?: number
    dataset?: string
    valid_from?: string
    valid_to?: string
    schedules?: { days: string; nt_windows: Pair[] }[]
    by_signal?: Record<string, { days: string; nt_windows: Pair[] }[]>
    missing?: string
    source: { repo: string; path?: string; issue?: string; commit?: string }
    confidence: string
  }[]
}

async function cezSecondBatch(sharedDataDir: string): Promise<ScheduleDraft[]> {
  const file = await readJson<CezSamples2File>(sharedDataDir, 'cez_hdo_command_samples_2.json')
  return file.samples.flatMap((sample): ScheduleDraft[] => {
    const source = [sample.source.repo, sample.source.path ?? sample.source.issue, sample.source.commit].filter(Boolean).join(' ')
    const note = `${sample.id}; confidence: ${sample.confidence}${sample.missing ? `; missing: ${sample.missing}` : ''}`
    if (sample.valid_from && sample.schedules && sample.povel && sample.kod_povelu) {
      // A legacy ripple-control record with a stated validity (the API's 2099 end means "unbounded").
      return [
        {
          distributor: 'CEZ',
          regionKey: sample.region,
          command: sample.povel,
          code: sample.kod_povelu,
          validFrom: sample.valid_from,
          validTo: sample.valid_to && sample.valid_to < '2099-01-01' ? sample.valid_to : null,
          days: daysFromLabels(sample.schedules),
          rates: householdRates(sample.sazba),
          kind: 'ripple-control',
          source,
          note: `dataset ${sample.dataset}; DOBA ${sample.doba_h} h; ${note}`,
        },
      ]
    }
    // EAN-service signals: windows of individual dates.
    const bySignal = sample.by_signal ?? (sample.signal && sample.schedules ? { [sample.signal]: sample.schedules } : {})
    return Object.entries(bySignal).flatMap(([signal, days]) =>
      dayObservationDrafts(
        { distributor: 'CEZ', regionKey: sample.region, command: povelOfSignal(signal) ?? signal, code: signal, rates: [], source, note },
        days.map((day) => {
          const date = isoDateIn(day.days)
          if (!date) throw new Error(`${sample.id}: no date in "${day.days}"`)
          return { date, windows: windowsFromPairs(day.nt_windows) }
        }),
      ),
    )
  })
}

interface EgdSamplesFile {
  samples: {
    id: string
    record_fields_as_published?: { region: string; skupinaPovelu: string; kodHdo_A: string; A: string; B: string; DP: string; sazba: string }
    code?: string
    days?: { denVTydnu: number; nt_windows: Pair[] }[]
    nt_windows_derived?: { weekday: Pair[]; weekend: Pair[] }
    note?: string
    missing?: string
    source: { repo: string; issue: string }
    confidence: string
  }[]
}

async function egdSamples(sharedDataDir: string): Promise<ScheduleDraft[]> {
  const file = await readJson<EgdSamplesFile>(sharedDataDir, 'egd_hdo_samples.json')
  return file.samples.flatMap((sample): ScheduleDraft[] => {
    const source = `${sample.source.repo} issue ${sample.source.issue}`
    // The records carry no season; the date the record was reported is the earliest date it is known valid.
    const reportedOn = isoDateIn(sample.source.issue)
    const note = `${sample.id}; confidence: ${sample.confidence}; validFrom = date reported${sample.missing ? `; missing: ${sample.missing}` : ''}`
    const record = sample.record_fields_as_published
    if (record && sample.days && reportedOn) {
      const days: Partial<Record<DayTypeKey, MinuteWindow[]>> = {}
      for (const day of sample.days) days[ISO_WEEKDAYS[day.denVTydnu - 1]!] = windowsFromPairs(day.nt_windows)
      return [
        {
          distributor: 'EGD',
          regionKey: record.region,
          command: record.kodHdo_A,
          code: record.skupinaPovelu,
          validFrom: reportedOn,
          days,
          rates: householdRates(record.sazba),
          kind: 'ripple-control',
          source,
          note,
        },
      ]
    }
    if (sample.code && sample.nt_windows_derived && reportedOn) {
      const command = sample.code.split(' ')[0]!
      const weekend = windowsFromPairs(sample.nt_windows_derived.weekend)
      return [
        {
          distributor: 'EGD',
          regionKey: null,
          command,
          code: command,
          validFrom: reportedOn,
          days: { WORKDAY: windowsFromPairs(sample.nt_windows_derived.weekday), SATURDAY: weekend, SUNDAY: weekend },
          rates: [],
          kind: 'ripple-control',
          source,
          note: `${note}; NT = complement of the VT hours the user copied from the EG.D web`,
        },
      ]
    }
    return []
  })
}

interface PreSamplesFile {
  samples: { povel: string; date: string; nt_windows: Pair[]; note: string }[]
  source: string
}

async function preSamples(sharedDataDir: string): Promise<ScheduleDraft[]> {
  const file = await readJson<PreSamplesFile>(sharedDataDir, 'pre_hdo_command_samples.json')
  const datedCaptures = file.samples.map((sample) => isoDateIn(sample.date)).filter((date) => date !== undefined)
  return file.samples.flatMap((sample) => {
    const statedDate = isoDateIn(sample.date)
    // Both fixtures come from one test file; the one without a date is placed on the other's capture date.
    const date = statedDate ?? datedCaptures[0]
    if (!date) return []
    const note = statedDate ? sample.note : `${sample.note}; capture date not stated, assumed ${date} like the other fixture of the same file`
    return dayObservationDrafts(
      { distributor: 'PRE', regionKey: null, command: sample.povel, code: sample.povel, rates: [], source: file.source, note },
      [{ date, windows: windowsFromPairs(sample.nt_windows) }],
    )
  })
}

export async function build(sharedDataDir: string, outDir: string): Promise<void> {
  const regions: HdoRegionEntry[] = [
    ...CEZ_REGIONS.map(([key, name], index) => regionEntry('CEZ', key, name, index)),
    ...EGD_REGIONS.map((key, index) => regionEntry('EGD', key, key, index)),
  ]
  const drafts = [
    ...(await smartMeterBands(sharedDataDir)),
    ...(await cezFirstBatch(sharedDataDir)),
    ...(await cezSecondBatch(sharedDataDir)),
    ...(await egdSamples(sharedDataDir)),
    ...(await preSamples(sharedDataDir)),
  ]
  await writeDataset(outDir, 'hdo.json', HdoDataset, {
    builtFrom: 'shared/data/hdo (ČEZ band table, ČEZ/EG.D/PRE schedules from public code and issues); see DATA.md',
    regions,
    schedules: assembleSchedules(drafts, regions),
  })
}
