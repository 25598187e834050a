/** SEVENTEENTH SPLIT (blind development), written on 2026-11-23 (session 13).
 * What the seventeenth split's bills promise about their text layer, checked by splits.test.ts:
 * every value the expected extraction holds is printed in one of the forms the layouts use, what it
 * leaves null is not printed (no selling wording on purchase bills, no NT on single-tariff bills, no
 * contract end, no distributor name or fault line where the distributor must come from the address…),
 * and every planted anomaly is visible in the printed figures.
 */
import * as wording from './common.ts'
import { printedContract } from '../printed-contract.ts'
import { type SplitContract, unless } from '../split-contract.ts'
import { generateSeventeenthSplitBill, SEVENTEENTH_LAYOUTS, SEVENTEENTH_SEEDS, SEVENTEENTH_TRADERS } from './index.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)

/** The split's entry for the contract test (splits.test.ts, through the registry). */
export const SEVENTEENTH_CONTRACT: SplitContract = {
  dir: 'seventeenth-split',
  marker: 'SEVENTEENTH SPLIT (blind development), written on 2026-11-23 (session 13).',
  seeds: SEVENTEENTH_SEEDS,
  layouts: SEVENTEENTH_LAYOUTS,
  idPrefix: 'dev17',
  traders: SEVENTEENTH_TRADERS,
  generate: generateSeventeenthSplitBill,
  printedFailures,
  anomalyFailures,
  pageNumber: {
    'transposed-blocks': (page, pages) => `Strana ${page}/${pages}`,
    'plain-questions': (page, pages) => `Strana ${page} z ${pages}`,
    'two-line-items': (page, pages) => `Strana ${page} / ${pages}`,
  },
  checks: [
    {
      name: 'each layout carries its own structure',
      failures: ({ layout, text, bill }) => {
        const count = (word: string) => text.split(word).length - 1
        if (layout === 'transposed-blocks')
          // one block per cost family and price period, each with its four figure rows
          return [
            ...unless(count('Měrná jednotka') >= 1, 'no "Měrná jednotka" block'),
            ...unless(count('Cena za MJ') === count('Měrná jednotka'), 'a block without its "Cena za MJ" row'),
          ]
        if (layout === 'plain-questions')
          return [
            ...unless(text.includes('Z čeho se cena skládá?'), 'no "Z čeho se cena skládá?"'),
            ...unless(text.includes(bill.direction === 'sell' ? 'Odkud elektřinu vykupujeme?' : 'Kam elektřinu dodáváme?'), 'no place question'),
          ]
        return [...unless(bill.items.length > 0, 'no items'), ...unless(text.includes('Jedn. cena bez DPH'), 'no "Jedn. cena bez DPH"')]
      },
    },
  ],
}
