/**
 * Every pass that rewrites the bill's lines, named, in the order they run. Each takes the lines and returns them
 * rewritten (cells joined, split, dropped or reordered); none reads a field. The lines fork after the layout
 * passes: the label look-up reads them through the label passes, the row parser through the row passes.
 *
 *   layout lines ─ LAYOUT_PASSES ─┬─ LABEL_PASSES ─ label look-up (document.ts)
 *                                 └─ ROW_PASSES ─── row parser (rows.ts)
 *
 * A new pass goes into its own file here, with an example in its header and a test in test/invoices/stages/.
 */
import type { Line } from '../../pdf/layout.ts'
import { withAmountsLast } from '../amounts-first.ts'
import { readColumns } from '../columns.ts'
import { withCutAmountsJoined } from '../cut-amounts.ts'
import { withoutRowNumbers } from '../row-numbers.ts'
import { withTwinTablesApart } from '../twin-tables.ts'
import { withoutBookings } from './bookings.ts'
import { joinCardLines } from './card-lines.ts'
import { transposeItemColumns } from './item-columns.ts'
import { withLabelWordsWrittenOut } from './label-words.ts'
import { transposeMatrices } from './matrices.ts'
import { joinNamesAbove } from './names-above.ts'
import { joinNamesAround } from './names-around.ts'
import { splitPayeeColumns } from './payee-columns.ts'
import { splitPeriodGroups } from './period-groups.ts'
import { withoutSideColumn } from './side-column.ts'
import { joinStackedValues } from './stacked-values.ts'
import { joinWrappedCells } from './wrapped-cells.ts'
import { joinWrappedLabels } from './wrapped-labels.ts'
import { joinWrappedSentences } from './wrapped-sentences.ts'

export type LinePass = (lines: Line[]) => Line[]
export type NamedPass = readonly [name: string, pass: LinePass]

/** Milliseconds spent per stage or pass, by name, summed over the calls: filled when asked for. */
export type Timings = Record<string, number>

/** What every reader reads: the layout's lines with row numbers gone, cut amounts whole, and page columns read one by one. */
export const LAYOUT_PASSES: readonly NamedPass[] = [
  ['row numbers dropped', withoutRowNumbers],
  ['cut amounts joined', withCutAmountsJoined],
  ['amounts put last', withAmountsLast],
  ['page columns read apart', readColumns],
  ['twin tables read apart', withTwinTablesApart],
]

/** What the label look-up reads: label words written out and wrapped labels whole (a cell is a label by `isLabel`). */
export const labelPasses = (isLabel: (folded: string) => boolean): readonly NamedPass[] => [
  ['label words written out', (lines) => lines.map(withLabelWordsWrittenOut)],
  ['wrapped labels joined', (lines) => joinWrappedLabels(lines, isLabel)],
]

/** What the row parser reads: one line per priced item, its name first, however the table printed it. */
export const ROW_PASSES: readonly NamedPass[] = [
  ['item columns transposed', transposeItemColumns],
  ['payee columns split', splitPayeeColumns],
  ['wrapped sentences joined', joinWrappedSentences],
  ['wrapped cells joined', joinWrappedCells],
  ['booking dates dropped', withoutBookings],
  ['side column dropped', withoutSideColumn],
  ['tariff matrices transposed', transposeMatrices],
  ['stacked values joined', joinStackedValues],
  ['names around values joined', joinNamesAround],
  ['names above values joined', joinNamesAbove],
  ['card lines joined', joinCardLines],
  ['period groups split', splitPeriodGroups],
]

/** The lines through the passes in order; with `timings`, each pass's time is added under its name. */
export function runPasses(passes: readonly NamedPass[], lines: Line[], timings?: Timings): Line[] {
  let out = lines
  for (const [name, pass] of passes) {
    if (!timings) {
      out = pass(out)
      continue
    }
    const start = performance.now()
    out = pass(out)
    timings[name] = (timings[name] ?? 0) + performance.now() - start
  }
  return out
}

/** A stage's result, its time added to `timings` under its name when asked for. */
export function timed<T>(timings: Timings | undefined, name: string, stage: () => T): T {
  if (!timings) return stage()
  const start = performance.now()
  const result = stage()
  timings[name] = (timings[name] ?? 0) + performance.now() - start
  return result
}
