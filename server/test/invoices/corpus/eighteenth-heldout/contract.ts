/** EIGHTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 13; unsealed in session 14).
 * What the split's bills promise about their text layer, checked by splits.test.ts: every value
 * the expected extraction holds is printed in one of the forms the layouts use, what it leaves null is
 * not printed (no selling wording on purchase bills, no NT on single-tariff bills, no contract end, no
 * distributor name or fault line where the distributor must come from the address…), and every planted
 * anomaly is visible in the printed figures.
 */
import * as wording from './common.ts'
import { printedContract } from '../printed-contract.ts'
import type { SplitContract } from '../split-contract.ts'
import { generateEighteenthHeldOutBill, EIGHTEENTH_HELD_OUT_LAYOUTS, EIGHTEENTH_HELD_OUT_SEEDS, EIGHTEENTH_HELD_OUT_TRADERS } from './index.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)

/** The split's entry for the contract test (splits.test.ts, through the registry). */
export const EIGHTEENTH_HELD_OUT_CONTRACT: SplitContract = {
  dir: 'eighteenth-heldout',
  marker: 'EIGHTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 13; unsealed in session 14).',
  seeds: EIGHTEENTH_HELD_OUT_SEEDS,
  layouts: EIGHTEENTH_HELD_OUT_LAYOUTS,
  idPrefix: 'held18',
  traders: EIGHTEENTH_HELD_OUT_TRADERS,
  generate: generateEighteenthHeldOutBill,
  printedFailures,
  anomalyFailures,
  pageNumber: {
    'layout-v': (page, pages) => `${page}. strana z ${pages}`,
    'layout-w': (page, pages) => `Strana: ${page} z ${pages}`,
    'layout-x': (page, pages) => `strana ${page} / ${pages}`,
  },
}
