/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 15).
 * What the split's bills promise about their text layer, checked by splits.test.ts: every value the
 * expected extraction holds is printed in one of the forms the layouts use, what it leaves null is not
 * printed (no selling wording on purchase bills, no NT on single-tariff bills, no contract end, no
 * distributor name or fault line where the distributor must come from the address…), and every planted
 * anomaly is visible in the printed figures. The checks are the shared ones over the split's own wording.
 */
import { printedContract } from '../printed-contract.ts'
import * as wording from './common.ts'
import type { SplitContract } from '../split-contract.ts'
import { generateHeldOutBill, HELD_OUT_LAYOUTS, HELD_OUT_SEEDS, HELD_OUT_TRADERS } from './index.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)

/** The split's entry for the contract test (splits.test.ts, through the registry). */
export const HELD_OUT_CONTRACT: SplitContract = {
  dir: 'heldout',
  marker: 'HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 15).',
  seeds: HELD_OUT_SEEDS,
  layouts: HELD_OUT_LAYOUTS,
  idPrefix: 'heldout',
  traders: HELD_OUT_TRADERS,
  generate: generateHeldOutBill,
  printedFailures,
  anomalyFailures,
  pageNumber: {
    'layout-k': (page, pages) => `${page}. list ze ${pages}`,
    'layout-l': (page, pages) => `list ${page}/${pages}`,
    'layout-m': (page, pages) => `— ${page}/${pages} —`,
  },
}
