/** SIXTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 12; unsealed in session 13).
 * What the split's bills promise about their text layer, checked by splits.test.ts: every value
 * the expected extraction holds is printed in one of the forms the layouts use, what it leaves null is
 * not printed (no selling wording on purchase bills, no NT on single-tariff bills, no contract end, no
 * distributor name or fault line where the distributor must come from the address…), and every planted
 * anomaly is visible in the printed figures.
 */
import * as wording from './common.ts'
import { printedContract } from '../printed-contract.ts'
import type { SplitContract } from '../split-contract.ts'
import { generateSixteenthHeldOutBill, SIXTEENTH_HELD_OUT_LAYOUTS, SIXTEENTH_HELD_OUT_SEEDS, SIXTEENTH_HELD_OUT_TRADERS } from './index.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)

/** The split's entry for the contract test (splits.test.ts, through the registry). */
export const SIXTEENTH_HELD_OUT_CONTRACT: SplitContract = {
  dir: 'sixteenth-heldout',
  marker: 'SIXTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 12; unsealed in session 13).',
  seeds: SIXTEENTH_HELD_OUT_SEEDS,
  layouts: SIXTEENTH_HELD_OUT_LAYOUTS,
  idPrefix: 'held16',
  traders: SIXTEENTH_HELD_OUT_TRADERS,
  generate: generateSixteenthHeldOutBill,
  printedFailures,
  anomalyFailures,
  pageNumber: {
    'layout-s': (page, pages) => `Strana ${page} (celkem ${pages})`,
    'layout-t': (page, pages) => `Str. ${page}/${pages}`,
    'layout-u': (page, pages) => `Stránka ${page} z ${pages}`,
  },
}
