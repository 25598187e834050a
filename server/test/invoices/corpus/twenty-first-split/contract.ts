/** TWENTY-FIRST SPLIT (blind development), written blind on 2026-11-28 (session 15).
 * What the twenty-first split's bills promise about their text layer, checked by twenty-first-split.test.ts:
 * every value the expected extraction holds is printed in one of the forms the layouts use, what it
 * leaves null is not printed (no selling wording on purchase bills, no NT on single-tariff bills, no
 * contract end, no distributor name or fault line where the distributor must come from the address…),
 * and every planted anomaly is visible in the printed figures.
 */
import * as wording from './common.ts'
import { printedContract } from '../printed-contract.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)
