/**
 * Every generated split, in the order the benchmark reports them: one entry per split, so a split is
 * added (or unsealed) in one place. A sealed split's per-field failures are never printed — nobody may
 * tune rules against it.
 *
 *   const bills = await SPLITS.find((s) => s.name === 'held-out')!.bills(21)
 */
import type { GeneratedBill } from './index.ts'
import { generateBills } from './index.ts'
import { generateFormerHeldOutBills } from './former-heldout.ts'
import { generateSecondHeldOutBills } from './second-heldout/index.ts'
import { generateThirdHeldOutBills } from './third-heldout/index.ts'
import { generateFifthSplitBills } from './fifth-split/index.ts'
import { generateFourthHeldOutBills } from './fourth-heldout/index.ts'
import { generateSixthHeldOutBills } from './sixth-heldout/index.ts'
import { generateSeventhHeldOutBills } from './seventh-heldout/index.ts'
import { generateEighthHeldOutBills } from './eighth-heldout/index.ts'
import { generateNinthHeldOutBills } from './ninth-heldout/index.ts'
import { generateTenthHeldOutBills } from './tenth-heldout/index.ts'
import { generateEleventhHeldOutBills } from './eleventh-heldout/index.ts'
import { generateTwelfthHeldOutBills } from './twelfth-heldout/index.ts'
import { generateThirteenthSplitBills } from './thirteenth-split/index.ts'
import { generateFourteenthHeldOutBills } from './fourteenth-heldout/index.ts'
import { generateFifteenthSplitBills } from './fifteenth-split/index.ts'
import { generateSixteenthHeldOutBills } from './sixteenth-heldout/index.ts'
import { generateSeventeenthSplitBills } from './seventeenth-split/index.ts'
import { generateEighteenthHeldOutBills } from './eighteenth-heldout/index.ts'
import { generateNineteenthSplitBills } from './nineteenth-split/index.ts'
import { generateTwentiethHeldOutBills } from './twentieth-heldout/index.ts'
import { generateTwentyFirstSplitBills } from './twenty-first-split/index.ts'
import { generateHeldOutBills } from './heldout/index.ts'
import { generateTwentyThirdHeldOutBills } from './twenty-third-heldout/index.ts'
import { ELEVENTH_HELD_OUT_CONTRACT } from './eleventh-heldout/contract.ts'
import { TWELFTH_HELD_OUT_CONTRACT } from './twelfth-heldout/contract.ts'
import { THIRTEENTH_SPLIT_CONTRACT } from './thirteenth-split/contract.ts'
import { FOURTEENTH_HELD_OUT_CONTRACT } from './fourteenth-heldout/contract.ts'
import { FIFTEENTH_SPLIT_CONTRACT } from './fifteenth-split/contract.ts'
import { SIXTEENTH_HELD_OUT_CONTRACT } from './sixteenth-heldout/contract.ts'
import { SEVENTEENTH_CONTRACT } from './seventeenth-split/contract.ts'
import { EIGHTEENTH_HELD_OUT_CONTRACT } from './eighteenth-heldout/contract.ts'
import { NINETEENTH_SPLIT_CONTRACT } from './nineteenth-split/contract.ts'
import { TWENTIETH_HELD_OUT_CONTRACT } from './twentieth-heldout/contract.ts'
import { TWENTY_FIRST_SPLIT_CONTRACT } from './twenty-first-split/contract.ts'
import { HELD_OUT_CONTRACT } from './heldout/contract.ts'
import { TWENTY_THIRD_HELD_OUT_CONTRACT } from './twenty-third-heldout/contract.ts'
import type { SplitContract } from './split-contract.ts'

export interface Split {
  name: string
  /** The split's bills, `perSeed` per seed (the development split: per generator). */
  bills: (perSeed: number) => Promise<GeneratedBill[]>
  sealed?: true
  /** What the one contract test (splits.test.ts) checks of the split's bills. */
  contract?: SplitContract
}

/** The development corpus's seed, one the tests do not use. */
export const DEVELOPMENT_SEED = 9001

export const SPLITS: readonly Split[] = [
  { name: 'development', bills: (perSeed) => generateBills(DEVELOPMENT_SEED, perSeed) },
  { name: 'former held-out', bills: generateFormerHeldOutBills },
  { name: 'second former held-out', bills: generateSecondHeldOutBills },
  { name: 'third former held-out', bills: generateThirdHeldOutBills },
  { name: 'blind development', bills: generateFifthSplitBills },
  { name: 'fourth former held-out', bills: generateFourthHeldOutBills },
  { name: 'sixth former held-out', bills: generateSixthHeldOutBills },
  { name: 'seventh former held-out', bills: generateSeventhHeldOutBills },
  { name: 'eighth former held-out', bills: generateEighthHeldOutBills },
  { name: 'ninth former held-out', bills: generateNinthHeldOutBills },
  { name: 'tenth former held-out', bills: generateTenthHeldOutBills },
  { name: 'eleventh former held-out', bills: generateEleventhHeldOutBills, contract: ELEVENTH_HELD_OUT_CONTRACT },
  { name: 'twelfth former held-out', bills: generateTwelfthHeldOutBills, contract: TWELFTH_HELD_OUT_CONTRACT },
  { name: 'thirteenth split (blind development)', bills: generateThirteenthSplitBills, contract: THIRTEENTH_SPLIT_CONTRACT },
  { name: 'fourteenth former held-out', bills: generateFourteenthHeldOutBills, contract: FOURTEENTH_HELD_OUT_CONTRACT },
  { name: 'fifteenth split (blind development)', bills: generateFifteenthSplitBills, contract: FIFTEENTH_SPLIT_CONTRACT },
  { name: 'sixteenth former held-out', bills: generateSixteenthHeldOutBills, contract: SIXTEENTH_HELD_OUT_CONTRACT },
  { name: 'seventeenth split (blind development)', bills: generateSeventeenthSplitBills, contract: SEVENTEENTH_CONTRACT },
  { name: 'eighteenth former held-out', bills: generateEighteenthHeldOutBills, contract: EIGHTEENTH_HELD_OUT_CONTRACT },
  { name: 'nineteenth split (blind development)', bills: generateNineteenthSplitBills, contract: NINETEENTH_SPLIT_CONTRACT },
  { name: 'twentieth former held-out', bills: generateTwentiethHeldOutBills, contract: TWENTIETH_HELD_OUT_CONTRACT },
  { name: 'twenty-first split (blind development)', bills: generateTwentyFirstSplitBills, contract: TWENTY_FIRST_SPLIT_CONTRACT },
  { name: 'twenty-second former held-out', bills: generateHeldOutBills, contract: HELD_OUT_CONTRACT },
  { name: 'held-out', bills: generateTwentyThirdHeldOutBills, sealed: true, contract: TWENTY_THIRD_HELD_OUT_CONTRACT },
]
