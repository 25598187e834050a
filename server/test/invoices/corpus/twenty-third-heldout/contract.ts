/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 16).
 * What the split's bills promise about their text layer, checked by twenty-third-heldout.test.ts: the
 * shared printed-values and planted-anomaly checks over the split's own wording (common.ts).
 */
import { printedContract } from '../printed-contract.ts'
import * as wording from './common.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)
