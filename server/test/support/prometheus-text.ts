/**
 * A strict parser of the Prometheus text exposition format 0.0.4, for the tests of /metrics. The npm package
 * parse-prometheus-text-format (1.1.1) cannot serve: it folds every series of a labelled histogram into one
 * unlabelled sample without its _sum and _count (on Node 20 as on Bun), and prom-client has no parser.
 * Anything that does not fit the format throws, naming the line.
 */

export type FamilyType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped'

export interface Sample {
  /** The sample's own name: a histogram's are `<family>_bucket`, `_sum` and `_count`. */
  name: string
  labels: Record<string, string>
  value: number
}

export interface Family {
  name: string
  help: string
  type: FamilyType
  samples: Sample[]
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/
const FLOAT = /^[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|inf|nan)$/i
const TYPES = new Set<FamilyType>(['counter', 'gauge', 'histogram', 'summary', 'untyped'])
const SUFFIXES: Record<FamilyType, string[]> = { counter: [''], gauge: [''], untyped: [''], histogram: ['_bucket', '_sum', '_count'], summary: ['', '_sum', '_count'] }

function parseFloatStrict(text: string, line: string): number {
  if (!FLOAT.test(text)) throw new Error(`not a number "${text}" in: ${line}`)
  const lower = text.toLowerCase()
  if (lower.endsWith('nan')) return Number.NaN
  if (lower.endsWith('inf')) return lower.startsWith('-') ? -Infinity : Infinity
  return Number(text)
}

/** `name{a="x",b="y"} value [timestamp]` → sample; label values may escape \\, \" and \n. */
function parseSample(line: string): Sample {
  const nameEnd = line.search(/[{ ]/)
  const name = line.slice(0, nameEnd)
  if (nameEnd < 0 || !METRIC_NAME.test(name)) throw new Error(`bad metric name in: ${line}`)
  const labels: Record<string, string> = {}
  let at = nameEnd
  if (line[at] === '{') {
    at++
    while (line[at] !== '}') {
      const equals = line.indexOf('="', at)
      const label = line.slice(at, equals)
      if (equals < 0 || !LABEL_NAME.test(label)) throw new Error(`bad label name in: ${line}`)
      if (label in labels) throw new Error(`label ${label} twice in: ${line}`)
      let value = ''
      for (at = equals + 2; line[at] !== '"'; at++) {
        if (at >= line.length) throw new Error(`unterminated label value in: ${line}`)
        if (line[at] !== '\\') {
          value += line[at]
          continue
        }
        const escaped = line[++at]
        if (escaped === 'n') value += '\n'
        else if (escaped === '\\' || escaped === '"') value += escaped
        else throw new Error(`bad escape in: ${line}`)
      }
      labels[label] = value
      at++
      if (line[at] === ',') at++
      else if (line[at] !== '}') throw new Error(`expected , or } in: ${line}`)
    }
    at++
  }
  const rest = line.slice(at).split(' ')
  if (rest[0] !== '' || rest.length < 2 || rest.length > 3) throw new Error(`expected " value [timestamp]" in: ${line}`)
  if (rest.length === 3 && !/^-?\d+$/.test(rest[2]!)) throw new Error(`bad timestamp in: ${line}`)
  return { name, labels, value: parseFloatStrict(rest[1]!, line) }
}

const seriesKey = (sample: Sample) => `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort())}`

/** Each histogram series: increasing `le`, cumulative counts, +Inf equal to _count, and a _sum. */
function checkHistogram(family: Family): void {
  const series = new Map<string, { buckets: [number, number][]; sum?: number; count?: number }>()
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels
    const key = JSON.stringify(Object.entries(rest).sort())
    const entry = series.get(key) ?? { buckets: [] }
    series.set(key, entry)
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${sample.name} without le`)
      entry.buckets.push([parseFloatStrict(le, sample.name), sample.value])
    } else if (sample.name.endsWith('_sum')) entry.sum = sample.value
    else entry.count = sample.value
  }
  for (const [key, { buckets, sum, count }] of series) {
    for (let i = 1; i < buckets.length; i++) {
      if (!(buckets[i]![0] > buckets[i - 1]![0]) || buckets[i]![1] < buckets[i - 1]![1]) throw new Error(`${family.name}${key}: buckets not increasing`)
    }
    if (buckets.at(-1)?.[0] !== Infinity || buckets.at(-1)![1] !== count || sum === undefined) throw new Error(`${family.name}${key}: no +Inf bucket equal to _count, or no _sum`)
  }
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>()
  const seen = new Set<string>()
  let current: Family | undefined
  const family = (name: string): Family => {
    let found = families.get(name)
    if (!found) families.set(name, (found = { name, help: '', type: 'untyped', samples: [] }))
    return found
  }
  if (!text.endsWith('\n')) throw new Error('the text does not end with a line feed')
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue
    const meta = line.match(/^# (HELP|TYPE) (\S+) ?(.*)$/)
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, 'HELP' | 'TYPE', string, string]
      if (!METRIC_NAME.test(name)) throw new Error(`bad metric name in: ${line}`)
      const target = family(name)
      if (target.samples.length) throw new Error(`${kind} after samples of ${name}`)
      if (kind === 'TYPE') {
        if (!TYPES.has(rest as FamilyType)) throw new Error(`bad type in: ${line}`)
        target.type = rest as FamilyType
      } else target.help = rest.replaceAll('\\n', '\n').replaceAll('\\\\', '\\')
      current = target
      continue
    }
    if (line.startsWith('#')) continue
    const sample = parseSample(line)
    const owner =
      current && SUFFIXES[current.type].some((suffix) => sample.name === current!.name + suffix) ? current : family(sample.name)
    if (owner !== current && owner.samples.length) throw new Error(`samples of ${owner.name} are not together: ${line}`)
    const key = seriesKey(sample)
    if (seen.has(key)) throw new Error(`series twice: ${line}`)
    seen.add(key)
    owner.samples.push(sample)
    current = owner
  }
  for (const parsed of families.values()) if (parsed.type === 'histogram') checkHistogram(parsed)
  return families
}
