/**
 * Load-profile step of `bun run data:build`: OTE normalized TDD 2020–2022 (`<shared>/tdd/*_hourly.csv`,
 * see that folder's PROVENANCE.md) → `server/datasets/tdd.json`.
 *
 * OTE's coefficients are real days; a study runs on another calendar. Each column is therefore reduced
 * to the mean coefficient per (local month, day type, local clock hour) over the three years, with
 * Czech public holidays counted as Sundays (as OTE does). The OTE hour number is the position in the
 * local day, so it is converted through UTC: on the 23-hour day there is no 02:00, on the 25-hour day
 * both 02:00 hours feed the 02:00 mean.
 */
import { join } from 'node:path'
import { HOUR_MS } from '@partner/energy-shared'
import { TddDataset, TDD_PROFILE_LENGTH } from '../../server/src/data/tdd-schema.ts'
import { dayTypeOf } from '../../server/src/engine/calendar.ts'
import { dayNumber, localMidnightUtcMs, pragueOffsetHours } from '../../server/src/lib/prague-time.ts'
import { readCsv } from './csv.ts'
import { writeDataset } from './output.ts'

const SOURCE_YEARS = [2020, 2021, 2022]
const FIXED_COLUMNS = ['date', 'hour_1_24', 'hour_of_year']
/** OTE publishes 5 decimals; the means keep 6 significant digits. */
const round = (value: number) => Number(value.toPrecision(6))

export async function build(sharedDataDir: string, outDir: string): Promise<void> {
  const sums = new Map<string, Float64Array>()
  const counts = new Float64Array(TDD_PROFILE_LENGTH)
  let columns: string[] = []
  let hours = 0
  for (const year of SOURCE_YEARS) {
    const rows = await readCsv(join(sharedDataDir, `tdd/ote_normalized_tdd_${year}_hourly.csv`))
    const expectedHours = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / HOUR_MS
    if (rows.length !== expectedHours) throw new Error(`tdd ${year}: ${rows.length} rows, expected ${expectedHours}`)
    const rowColumns = Object.keys(rows[0]!).filter((name) => !FIXED_COLUMNS.includes(name))
    if (columns.length === 0) columns = rowColumns
    else if (rowColumns.join() !== columns.join()) throw new Error(`tdd ${year}: columns differ`)
    for (const row of rows) {
      const utcMs = localMidnightUtcMs(row.date!) + (Number(row.hour_1_24) - 1) * HOUR_MS
      const local = new Date(utcMs + pragueOffsetHours(utcMs) * HOUR_MS)
      if (local.toISOString().slice(0, 10) !== row.date) throw new Error(`tdd: hour ${row.hour_1_24} outside ${row.date}`)
      const index = ((local.getUTCMonth() * 3 + dayTypeOf(dayNumber(row.date!))) * 24) + local.getUTCHours()
      counts[index]!++
      for (const column of columns) {
        const value = Number(row[column])
        if (!Number.isFinite(value) || value < 0) throw new Error(`tdd ${row.date} ${column}: bad value ${row[column]}`)
        let sum = sums.get(column)
        if (!sum) sums.set(column, (sum = new Float64Array(TDD_PROFILE_LENGTH)))
        sum[index]! += value
      }
      hours++
    }
  }
  if (counts.some((count) => count === 0)) throw new Error('tdd: a (month, day type, hour) cell has no source hour')

  const profiles = Object.fromEntries(
    columns.map((column) => [column, Array.from(sums.get(column)!, (sum, index) => round(sum / counts[index]!))]),
  )
  await writeDataset(outDir, 'tdd.json', TddDataset, {
    builtFrom: `tdd/ote_normalized_tdd_{${SOURCE_YEARS.join(',')}}_hourly.csv (${hours} h, OTE normalized TDD)`,
    sourceYears: SOURCE_YEARS,
    profiles,
  })
}
