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

export interface Split {
  name: string
  /** The split's bills, `perSeed` per seed (the development split: per generator). */
  bills: (perSeed: number) => Promise<GeneratedBill[]>
  sealed?: true
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
  { name: 'eleventh former held-out', bills: generateEleventhHeldOutBills },
  { name: 'twelfth former held-out', bills: generateTwelfthHeldOutBills },
  { name: 'thirteenth split (blind development)', bills: generateThirteenthSplitBills },
  { name: 'fourteenth former held-out', bills: generateFourteenthHeldOutBills },
  { name: 'fifteenth split (blind development)', bills: generateFifteenthSplitBills },
  { name: 'sixteenth former held-out', bills: generateSixteenthHeldOutBills },
  { name: 'seventeenth split (blind development)', bills: generateSeventeenthSplitBills },
  { name: 'eighteenth former held-out', bills: generateEighteenthHeldOutBills },
  { name: 'nineteenth split (blind development)', bills: generateNineteenthSplitBills },
  { name: 'twentieth former held-out', bills: generateTwentiethHeldOutBills },
  { name: 'twenty-first split (blind development)', bills: generateTwentyFirstSplitBills },
  { name: 'twenty-second former held-out', bills: generateHeldOutBills },
]
