/** FIFTEENTH SPLIT (blind development), written on 2026-11-23 (session 12).
 * What the blind development split's bills promise about their text layer, checked by splits.test.ts: every value
 * the expected extraction holds is printed in one of the forms the layouts use, what it leaves null is
 * not printed (no selling wording on purchase bills, no NT on single-tariff bills, no contract end, no
 * distributor name or fault line where the distributor must come from the address…), and every planted
 * anomaly is visible in the printed figures.
 */
import * as wording from './common.ts'
import { printedContract } from '../printed-contract.ts'
import { PDFDocument } from 'pdf-lib'
import { type SplitContract, unless } from '../split-contract.ts'
import { generateFifteenthSplitBill, FIFTEENTH_SPLIT_LAYOUTS, FIFTEENTH_SPLIT_SEEDS, FIFTEENTH_SPLIT_TRADERS } from './index.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)

/** The split's entry for the contract test (splits.test.ts, through the registry). */
export const FIFTEENTH_SPLIT_CONTRACT: SplitContract = {
  dir: 'fifteenth-split',
  marker: 'FIFTEENTH SPLIT (blind development), written on 2026-11-23 (session 12).',
  seeds: FIFTEENTH_SPLIT_SEEDS,
  layouts: FIFTEENTH_SPLIT_LAYOUTS,
  idPrefix: 'dev15',
  traders: FIFTEENTH_SPLIT_TRADERS,
  generate: generateFifteenthSplitBill,
  printedFailures,
  anomalyFailures,
  pageNumber: {
    'year-on-year': (page, pages) => `Strana ${page} ze ${pages}`,
    'margin-notes': (page, pages) => `Strana ${page} (celkem ${pages})`,
    'month-grid': (page, pages) => `Stránka ${page} ze ${pages}`,
  },
  checks: [
    {
      name: 'the month-grid annex is a landscape page',
      failures: async ({ layout, pdf }) => {
        if (layout !== 'month-grid') return []
        const document = await PDFDocument.load(pdf, { updateMetadata: false })
        const first = document.getPage(0).getSize()
        const last = document.getPage(document.getPageCount() - 1).getSize()
        return [...unless(first.height > first.width, 'the first page is not portrait'), ...unless(last.width > last.height, 'the annex is not landscape')]
      },
    },
  ],
}
