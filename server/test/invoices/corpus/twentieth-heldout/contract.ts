/** TWENTIETH FORMER HELD-OUT SPLIT (written blind on 2026-11-28, session 14; unsealed in session 15).
 * What the split's bills promise about their text layer, checked by splits.test.ts: every value
 * the expected extraction holds is printed in one of the forms the layouts use, what it leaves null is
 * not printed (no selling wording on purchase bills, no NT on single-tariff bills, no contract end, no
 * distributor name or fault line where the distributor must come from the address…), and every planted
 * anomaly is visible in the printed figures. The checks are the shared contract's (../printed-contract.ts)
 * over this split's wording pools.
 */
import * as wording from './common.ts'
import { printedContract } from '../printed-contract.ts'
import type { SplitContract } from '../split-contract.ts'
import { generateTwentiethHeldOutBill, TWENTIETH_HELD_OUT_LAYOUTS, TWENTIETH_HELD_OUT_SEEDS, TWENTIETH_HELD_OUT_TRADERS } from './index.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)

/** The split's entry for the contract test (splits.test.ts, through the registry). */
export const TWENTIETH_HELD_OUT_CONTRACT: SplitContract = {
  dir: 'twentieth-heldout',
  marker: 'TWENTIETH FORMER HELD-OUT SPLIT (written blind on 2026-11-28, session 14; unsealed in session 15).',
  seeds: TWENTIETH_HELD_OUT_SEEDS,
  layouts: TWENTIETH_HELD_OUT_LAYOUTS,
  idPrefix: 'held20',
  traders: TWENTIETH_HELD_OUT_TRADERS,
  generate: generateTwentiethHeldOutBill,
  printedFailures,
  anomalyFailures,
  pageNumber: {
    'layout-y': (page, pages) => `List ${page} z ${pages}`,
    'layout-z': (page, pages) => `str. ${page}/${pages}`,
    'layout-o': (page, pages) => `Stránka ${page} / ${pages}`,
  },
}
