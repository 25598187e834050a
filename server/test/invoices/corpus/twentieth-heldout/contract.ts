/** TWENTIETH FORMER HELD-OUT SPLIT (written blind on 2026-11-28, session 14; unsealed in session 15).
 * What the split's bills promise about their text layer, checked by twentieth-heldout.test.ts: every value
 * the expected extraction holds is printed in one of the forms the layouts use, what it leaves null is
 * not printed (no selling wording on purchase bills, no NT on single-tariff bills, no contract end, no
 * distributor name or fault line where the distributor must come from the address…), and every planted
 * anomaly is visible in the printed figures. The checks are the shared contract's (../printed-contract.ts)
 * over this split's wording pools.
 */
import * as wording from './common.ts'
import { printedContract } from '../printed-contract.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)
