/** FOURTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 11; unsealed in session 12).
 * What the split's bills promise about their text layer, checked by splits.test.ts: every value
 * the expected extraction holds is printed in one of the forms the layouts use, what it leaves null is
 * not printed (no selling wording on purchase bills, no NT on single-tariff bills, no contract end, no
 * distributor name or fault line where the distributor must come from the address…), and every planted
 * anomaly is visible in the printed figures.
 */
import * as wording from './common.ts'
import { printedContract } from '../printed-contract.ts'
import type { SplitContract } from '../split-contract.ts'
import { generateFourteenthHeldOutBill, FOURTEENTH_HELD_OUT_LAYOUTS, FOURTEENTH_HELD_OUT_SEEDS, FOURTEENTH_HELD_OUT_TRADERS } from './index.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)

/** The split's entry for the contract test (splits.test.ts, through the registry). */
export const FOURTEENTH_HELD_OUT_CONTRACT: SplitContract = {
  dir: 'fourteenth-heldout',
  marker: 'FOURTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 11; unsealed in session 12).',
  seeds: FOURTEENTH_HELD_OUT_SEEDS,
  layouts: FOURTEENTH_HELD_OUT_LAYOUTS,
  idPrefix: 'held14',
  traders: FOURTEENTH_HELD_OUT_TRADERS,
  generate: generateFourteenthHeldOutBill,
  printedFailures,
  anomalyFailures,
  pageNumber: {
    'layout-p': (page, pages) => `Strana ${page}/${pages}`,
    'layout-q': (page, pages) => `list ${page} z ${pages}`,
    'layout-r': (page, pages) => `${page} / ${pages}`,
  },
}
