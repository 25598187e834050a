/**
 * Parsers for the distributors' own public HDO formats (see DATA.md, "Importer formats"):
 * - ČEZ: legacy `hdo_data.json` (camelCase), the later containers JSON (UPPER_CASE, epoch-ms validity)
 *   and the EAN service's `switch-times/signals` JSON (NT windows per date);
 * - EG.D: `hdo.distribuce24.cz/casy` (NT windows per weekday and season);
 * - PRE: the HDO page's AJAX answer for one povel and day (`{"html": "<div class=\"hdo-bar\">…"}`) or its HTML.
 * Each yields schedule drafts; `bun run admin hdo import` stores them (`hdo.ts`). Next to the CLI, its only user.
 */
import type { DistributorKey } from '@partner/energy-shared'
import type { DayTypeKey } from '../data/hdo-schema.ts'
import {
  dayObservationDrafts,
  HdoImportError,
  householdRates,
  MINUTES_PER_DAY,
  normalizeWindows,
  parseClock,
  povelOfSignal,
  type MinuteWindow,
  type ScheduleDraft,
} from '../data/hdo-schedules.ts'

export type HdoFormat = 'cez-legacy' | 'cez-containers' | 'cez-signals' | 'egd-casy' | 'pre-html'

export interface HdoImportOptions {
  /** Expected distributor; the detected format must belong to it. */
  distributor?: DistributorKey
  /** Region key when the file does not carry one (ČEZ signals) or to override it. */
  region?: string
  /** PRE: the povel the page was fetched for. */
  command?: string
  /** PRE: the day (YYYY-MM-DD) the page was fetched for. */
  date?: string
  /** EG.D seasons marked "every year" (year 9999) are expanded into dated versions for these years. */
  years: { from: number; to: number }
  /** Where the file came from, stored with every schedule. */
  source: string
}

export interface HdoImport {
  distributor: DistributorKey
  format: HdoFormat
  drafts: ScheduleDraft[]
  /** Records left out, with the reason. */
  skipped: string[]
}

const FORMAT_DISTRIBUTOR: Record<HdoFormat, DistributorKey> = {
  'cez-legacy': 'CEZ',
  'cez-containers': 'CEZ',
  'cez-signals': 'CEZ',
  'egd-casy': 'EGD',
  'pre-html': 'PRE',
}

type JsonRecord = Record<string, unknown>

const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim())

/** A window from two clock strings; one that runs past midnight (22:00–06:00) is split at midnight. */
function windowsOf(start: string, end: string): MinuteWindow[] {
  const from = parseClock(start, 'start')
  const to = parseClock(end, 'end')
  if (from < to) return [{ startMinute: from, endMinute: to }]
  return [
    { startMinute: from, endMinute: MINUTES_PER_DAY },
    { startMinute: 0, endMinute: to },
  ].filter((window) => window.startMinute < window.endMinute)
}

function isoDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new HdoImportError(`not a calendar date: ${day}. ${month}. ${year}`)
  }
  return date.toISOString().slice(0, 10)
}

/** `29. 10. 2018` or `05.10.2025` → `2018-10-29`. */
function czechDate(value: string): string {
  const match = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(value.trim())
  if (!match) throw new HdoImportError(`not a date D. M. YYYY: "${value}"`)
  return isoDate(Number(match[3]), Number(match[2]), Number(match[1]))
}

const pragueDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' })

/** Local (Europe/Prague) calendar date of an epoch-millisecond instant. */
function pragueDateOfEpochMs(value: unknown): string {
  const ms = Number(value)
  if (!Number.isFinite(ms)) throw new HdoImportError(`not an epoch-ms timestamp: ${String(value)}`)
  return pragueDate.format(new Date(ms))
}

/** ČEZ writes "valid until 1. 1. 2099" for schedules without an end. */
const unboundedFrom = '2099-01-01'

const CZECH_DAYS = ['po', 'ut', 'st', 'ct', 'pa', 'so', 'ne']
const WEEKDAY_KEYS: DayTypeKey[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']

/** ČEZ `PLATNOST` such as "Po - Pá", "So - Ne", "Po - Ne", "Pá - Pá" → day types. */
function dayTypesOfPlatnost(value: string): DayTypeKey[] {
  const plain = value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()
  const match = /^\s*(\p{L}{2})\s*-\s*(\p{L}{2})\s*$/u.exec(plain)
  const first = match ? CZECH_DAYS.indexOf(match[1]!) : -1
  const last = match ? CZECH_DAYS.indexOf(match[2]!) : -1
  if (first < 0 || last < first) throw new HdoImportError(`unknown PLATNOST "${value}"`)
  if (first === 0 && last === 6) return ['EVERYDAY']
  const days = WEEKDAY_KEYS.slice(first, last + 1)
  if (first === 0 && last >= 4) return ['WORKDAY', ...days.slice(5)]
  return days
}

/**
 * Day type → windows from per-weekday windows, collapsed where the source repeats itself: identical
 * Monday–Friday become WORKDAY, an identical whole week EVERYDAY.
 */
function collapseWeekdays(byWeekday: Map<number, MinuteWindow[]>): Partial<Record<DayTypeKey, MinuteWindow[]>> {
  const same = (days: number[]) => {
    const first = byWeekday.get(days[0]!)
    return first !== undefined && days.every((day) => JSON.stringify(byWeekday.get(day)) === JSON.stringify(first))
  }
  if (same([1, 2, 3, 4, 5, 6, 7])) return { EVERYDAY: byWeekday.get(1)! }
  const days: Partial<Record<DayTypeKey, MinuteWindow[]>> = {}
  const workdaysSame = same([1, 2, 3, 4, 5])
  if (workdaysSame) days.WORKDAY = byWeekday.get(1)!
  for (const [weekday, windows] of byWeekday) {
    if (workdaysSame && weekday <= 5) continue
    days[WEEKDAY_KEYS[weekday - 1]!] = windows
  }
  return days
}

/** Command and short code of a ČEZ record; in region východ ČEZ swaps the two fields, so the A?B?DP? one is the command. */
function cezCommandAndCode(povel: string, kodPovelu: string): { command: string; code: string } {
  const looksLikePovel = (value: string) => /^A\d+B\d+DP\d+$/i.test(value)
  if (!looksLikePovel(povel) && looksLikePovel(kodPovelu)) return { command: kodPovelu.toUpperCase(), code: povel }
  return { command: povel.toUpperCase(), code: kodPovelu || povel.toUpperCase() }
}

/** Region from a ČEZ dataset description such as "2023_jaro_stred". */
function cezRegionOf(description: string, override: string | undefined): string {
  if (override) return override
  const region = /_(zapad|sever|stred|vychod|morava)$/i.exec(description.trim())?.[1]
  if (!region) throw new HdoImportError(`cannot tell the ČEZ region from "${description}"; pass --region`)
  return region.toLowerCase()
}

interface CezRecord {
  validFrom: string
  validTo: string | null
  povel: string
  kodPovelu: string
  sazba: string
  info: string
  platnost: string
  doba: string
  description: string
  switches: [string, string][]
}

function cezLegacyRecord(record: JsonRecord): CezRecord {
  const validTo = czechDate(text(record.validTo))
  return {
    validFrom: czechDate(text(record.validFrom)),
    validTo: validTo >= unboundedFrom ? null : validTo,
    povel: text(record.povel),
    kodPovelu: text(record.kodPovelu),
    sazba: text(record.sazba),
    info: text(record.info),
    platnost: text(record.platnost),
    doba: text(record.doba),
    description: text(record.description),
    switches: Array.from({ length: 10 }, (_, i) => [text(record[`casZap${i + 1}`]), text(record[`casVyp${i + 1}`])] as [string, string]),
  }
}

function cezContainersRecord(record: JsonRecord): CezRecord {
  const validTo = pragueDateOfEpochMs(record.VALID_TO)
  return {
    validFrom: pragueDateOfEpochMs(record.VALID_FROM),
    validTo: validTo >= unboundedFrom ? null : validTo,
    povel: text(record.POVEL),
    kodPovelu: text(record.KOD_POVELU),
    sazba: text(record.SAZBA),
    info: text(record.INFO),
    platnost: text(record.PLATNOST),
    doba: text(record.DOBA),
    description: text(record.DESCRIPTION),
    switches: Array.from({ length: 10 }, (_, i) => [text(record[`CAS_ZAP_${i + 1}`]), text(record[`CAS_VYP_${i + 1}`])] as [string, string]),
  }
}

/** ČEZ's table rows (one per command, region, season and day range) grouped into versions. */
function cezTableDrafts(records: CezRecord[], options: HdoImportOptions): ScheduleDraft[] {
  const versions = new Map<string, ScheduleDraft>()
  for (const record of records) {
    const region = cezRegionOf(record.description, options.region)
    const { command, code } = cezCommandAndCode(record.povel, record.kodPovelu)
    const windows = normalizeWindows(record.switches.filter(([on, off]) => on && off).flatMap(([on, off]) => windowsOf(on, off)))
    const key = `${region}|${command}|${record.validFrom}`
    const version = versions.get(key) ?? {
      distributor: 'CEZ',
      regionKey: region,
      command,
      code,
      validFrom: record.validFrom,
      validTo: record.validTo,
      days: {},
      rates: householdRates(record.sazba),
      kind: 'ripple-control',
      source: options.source,
      note: [record.description && `dataset ${record.description}`, record.info && `INFO ${record.info}`, record.doba && `DOBA ${record.doba} h`].filter(Boolean).join('; '),
    }
    for (const dayType of dayTypesOfPlatnost(record.platnost)) version.days[dayType] = windows
    versions.set(key, version)
  }
  return [...versions.values()]
}

function cezSignalDrafts(signals: JsonRecord[], options: HdoImportOptions): ScheduleDraft[] {
  const bySignal = new Map<string, { date: string; windows: MinuteWindow[] }[]>()
  for (const entry of signals) {
    const signal = text(entry.signal)
    if (!signal) throw new HdoImportError('a signals entry has no "signal"')
    const windows = text(entry.casy)
      .split(';')
      .map((range) => range.trim())
      .filter(Boolean)
      .flatMap((range) => {
        const [start, end] = range.split('-').map((part) => part.trim())
        if (!start || !end) throw new HdoImportError(`not a time range "${range}" in signal ${signal}`)
        return windowsOf(start, end)
      })
    bySignal.set(signal, [...(bySignal.get(signal) ?? []), { date: czechDate(text(entry.datum)), windows }])
  }
  return [...bySignal.entries()].flatMap(([signal, days]) =>
    dayObservationDrafts(
      { distributor: 'CEZ', regionKey: options.region ?? null, command: povelOfSignal(signal) ?? signal.toUpperCase(), code: signal, rates: [], source: options.source, note: 'ČEZ EAN service switch-times/signals' },
      days,
    ),
  )
}

interface EgdSeason {
  rok: string
  mesic: number
  den: number
}

function egdSeason(value: unknown, what: string, command: string): EgdSeason {
  if (!isRecord(value)) throw new HdoImportError(`EG.D record ${command} has no season "${what}" (od/do {rok, mesic, den})`)
  const season = { rok: text(value.rok), mesic: Number(value.mesic), den: Number(value.den) }
  if (!season.rok || !Number.isInteger(season.mesic) || !Number.isInteger(season.den)) throw new HdoImportError(`EG.D season "${what}" is incomplete`)
  return season
}

/** Dated validity ranges of an EG.D season; year 9999 means "every year" and is expanded over `years`. */
function egdValidities(od: EgdSeason, to: EgdSeason, years: HdoImportOptions['years']): { validFrom: string; validTo: string | null }[] {
  if (od.rok !== '9999' || to.rok !== '9999') {
    // A fixed range; one that ends in year 9999 has no end.
    const validTo = to.rok === '9999' ? null : isoDate(Number(to.rok), to.mesic, to.den)
    return [{ validFrom: isoDate(Number(od.rok), od.mesic, od.den), validTo }]
  }
  const wraps = od.mesic * 100 + od.den > to.mesic * 100 + to.den
  const ranges: { validFrom: string; validTo: string | null }[] = []
  // A season across New Year (1.10.–31.3.) that started the year before also covers the first year.
  for (let year = wraps ? years.from - 1 : years.from; year <= years.to; year++) {
    ranges.push({ validFrom: isoDate(year, od.mesic, od.den), validTo: isoDate(wraps ? year + 1 : year, to.mesic, to.den) })
  }
  return ranges
}

function egdDrafts(records: JsonRecord[], options: HdoImportOptions, skipped: string[]): ScheduleDraft[] {
  const drafts = new Map<string, ScheduleDraft>()
  for (const record of records) {
    const region = options.region ?? text(record.region)
    const smartCode = text(record.kodHdo_A)
    const [a, b, dp] = [text(record.A), text(record.B), text(record.DP)]
    const classic = a && a !== '0' ? `A${Number(a)}B${Number(b)}DP${Number(dp)}` : ''
    const command = classic || smartCode
    if (!command) throw new HdoImportError('EG.D record with neither kodHdo_A nor A/B/DP')
    const sazby = Array.isArray(record.sazby) ? record.sazby.filter(isRecord) : []
    // The first rate entry that lists a weekday defines it (as EG.D's own consumers read the file).
    const byWeekday = new Map<number, MinuteWindow[]>()
    for (const sazba of sazby) {
      for (const day of Array.isArray(sazba.dny) ? sazba.dny.filter(isRecord) : []) {
        const weekday = Number(day.denVTydnu)
        if (!(weekday >= 1 && weekday <= 7)) throw new HdoImportError(`EG.D ${command}: denVTydnu ${String(day.denVTydnu)} is not 1–7`)
        if (byWeekday.has(weekday)) continue
        const casy = Array.isArray(day.casy) ? day.casy.filter(isRecord) : []
        byWeekday.set(weekday, normalizeWindows(casy.filter((cas) => text(cas.od) && text(cas.do)).flatMap((cas) => windowsOf(text(cas.od), text(cas.do)))))
      }
    }
    if (byWeekday.size === 0) {
      skipped.push(`${region} ${command}: no days`)
      continue
    }
    // EG.D leaves out the days without NT (the weekend rate D61d lists only Fri–Sun): those are all VT.
    for (let weekday = 1; weekday <= 7; weekday++) if (!byWeekday.has(weekday)) byWeekday.set(weekday, [])
    const days = collapseWeekdays(new Map([...byWeekday.entries()].sort(([x], [y]) => x - y)))
    const rateText = sazby.map((sazba) => text(sazba.sazba)).join(',')
    for (const validity of egdValidities(egdSeason(record.od, 'od', command), egdSeason(record.do, 'do', command), options.years)) {
      const key = `${region}|${command.toUpperCase()}|${validity.validFrom}`
      if (drafts.has(key)) {
        skipped.push(`${region} ${command} from ${validity.validFrom}: a second variant (${text(record.skupinaPovelu)}, ${rateText}) of the same command`)
        continue
      }
      drafts.set(key, {
        distributor: 'EGD',
        regionKey: region || null,
        command,
        code: classic ? smartCode || classic : text(record.skupinaPovelu) || smartCode,
        ...validity,
        days,
        rates: householdRates(rateText),
        kind: 'ripple-control',
        source: options.source,
        note: [text(record.skupinaPovelu) && `skupina povelů ${text(record.skupinaPovelu)}`, rateText && `sazby ${rateText}`].filter(Boolean).join('; '),
      })
    }
  }
  return [...drafts.values()]
}

/** NT windows of PRE's `hdo-bar`: each window is a class span (hdont = NT, hdovt = VT) followed by a span titled "HH:MM - HH:MM". */
export function parsePreHdoBar(html: string): MinuteWindow[] {
  if (/neexistují data/i.test(html)) throw new HdoImportError('PRE has no schedule for that povel and day ("Pro časový interval neexistují data")')
  if (!html.includes('hdo-bar')) throw new HdoImportError('not a PRE HDO answer: no "hdo-bar" element')
  const windows: MinuteWindow[] = []
  let pending: string | undefined
  let spans = 0
  for (const match of html.matchAll(/class="(hdont|hdovt|span-overflow)"(?:[^>]*title="(\d\d:\d\d) - (\d\d:\d\d)")?/g)) {
    const [, cssClass, start, end] = match
    if (cssClass === 'hdont' || cssClass === 'hdovt') {
      pending = cssClass
      spans++
    } else if (start && end && pending) {
      if (pending === 'hdont') windows.push(...windowsOf(start, end))
      pending = undefined
    }
  }
  if (spans === 0) throw new HdoImportError('the PRE hdo-bar has no tariff spans; the page layout may have changed')
  return normalizeWindows(windows)
}

function detectFormat(content: string): { format: HdoFormat; json: unknown } {
  let json: unknown
  try {
    json = JSON.parse(content)
  } catch {
    if (content.includes('hdo-bar') || /neexistují data/i.test(content)) return { format: 'pre-html', json: undefined }
    throw new HdoImportError('the file is neither JSON nor a PRE HDO page')
  }
  const first = (list: unknown) => (Array.isArray(list) && isRecord(list[0]) ? list[0] : undefined)
  if (isRecord(json) && typeof json.html === 'string') return { format: 'pre-html', json }
  const data = isRecord(json) ? json.data : undefined
  if (first(json) && 'casZap1' in first(json)!) return { format: 'cez-legacy', json }
  if (first(data) && 'CAS_ZAP_1' in first(data)!) return { format: 'cez-containers', json }
  if ((isRecord(data) && Array.isArray(data.signals)) || (isRecord(json) && Array.isArray(json.signals))) return { format: 'cez-signals', json }
  if (first(json) && 'sazby' in first(json)!) return { format: 'egd-casy', json }
  throw new HdoImportError('unknown HDO format: expected ČEZ (hdo_data, containers or signals JSON), EG.D (casy JSON) or PRE (hdo-bar HTML)')
}

/** Parses one file of a distributor's HDO data into schedule drafts. */
export function parseHdoFile(content: string, options: HdoImportOptions): HdoImport {
  const { format, json } = detectFormat(content)
  const distributor = FORMAT_DISTRIBUTOR[format]
  if (options.distributor && options.distributor !== distributor) {
    throw new HdoImportError(`the file is in ${distributor}'s format (${format}), not ${options.distributor}'s`)
  }
  const skipped: string[] = []
  const records = (list: unknown) => (Array.isArray(list) ? list.filter(isRecord) : [])
  let drafts: ScheduleDraft[]
  switch (format) {
    case 'cez-legacy':
      drafts = cezTableDrafts(records(json).map(cezLegacyRecord), options)
      break
    case 'cez-containers':
      drafts = cezTableDrafts(records((json as JsonRecord).data).map(cezContainersRecord), options)
      break
    case 'cez-signals': {
      const data = (json as JsonRecord).data
      drafts = cezSignalDrafts(records(isRecord(data) ? data.signals : (json as JsonRecord).signals), options)
      break
    }
    case 'egd-casy':
      drafts = egdDrafts(records(json), options, skipped)
      break
    case 'pre-html': {
      if (!options.command || !options.date) throw new HdoImportError('a PRE page holds one povel and day: pass --command <povel> and --date <YYYY-MM-DD>')
      const html = isRecord(json) ? text(json.html) : content
      drafts = dayObservationDrafts(
        { distributor: 'PRE', regionKey: null, command: options.command, code: options.command, rates: [], source: options.source, note: 'PRE HDO page for one povel and day' },
        [{ date: options.date, windows: parsePreHdoBar(html) }],
      )
      break
    }
  }
  if (drafts.length === 0) throw new HdoImportError(`no schedules found in the file (${format})`)
  return { distributor, format, drafts, skipped }
}
