/** TWENTY-FIRST SPLIT (blind development), written blind on 2026-11-28 (session 15).
 * What the twenty-first split's bills promise about their text layer, checked by splits.test.ts:
 * every value the expected extraction holds is printed in one of the forms the layouts use, what it
 * leaves null is not printed (no selling wording on purchase bills, no NT on single-tariff bills, no
 * contract end, no distributor name or fault line where the distributor must come from the address…),
 * and every planted anomaly is visible in the printed figures.
 */
import * as wording from './common.ts'
import { printedContract } from '../printed-contract.ts'
import { type SplitContract, unless } from '../split-contract.ts'
import { generateTwentyFirstSplitBill, TWENTY_FIRST_SPLIT_LAYOUTS, TWENTY_FIRST_SPLIT_SEEDS, TWENTY_FIRST_SPLIT_TRADERS } from './index.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)

/** The split's entry for the contract test (splits.test.ts, through the registry). */
export const TWENTY_FIRST_SPLIT_CONTRACT: SplitContract = {
  dir: 'twenty-first-split',
  marker: 'TWENTY-FIRST SPLIT (blind development), written blind on 2026-11-28 (session 15).',
  seeds: TWENTY_FIRST_SPLIT_SEEDS,
  layouts: TWENTY_FIRST_SPLIT_LAYOUTS,
  idPrefix: 'dev21',
  traders: TWENTY_FIRST_SPLIT_TRADERS,
  generate: generateTwentyFirstSplitBill,
  printedFailures,
  anomalyFailures,
  pageNumber: {
    'outline-clauses': (page, pages) => `List ${page}/${pages}`,
    'value-captions': (page, pages) => `Strana ${page} (celkem ${pages})`,
    'cost-tree': (page, pages) => `str. ${page} / ${pages}`,
  },
  invoiceNumberOnEveryPage: true,
  checks: [
    {
      name: 'each layout carries its own structure',
      failures: ({ layout, text, bill }) => {
        const buys = bill.direction !== 'sell'
        if (layout === 'outline-clauses')
          // numbered sections and clauses, the document box, the items by price period
          return [
            ...unless(text.includes('Evidenční číslo'), 'no "Evidenční číslo"'),
            ...unless(/ZÁKLADNÍ ÚDAJE DAŇOVÉHO DOKLADU|ÚDAJE O DOKLADU/.test(text), 'no document box'),
            ...unless(/(^|\s)(1\.1|\(1\))\s/.test(text), 'no numbered clause'),
            ...unless(!buys || text.includes('Celkem za dodávku elektřiny a související služby'), 'no supply total'),
          ]
        if (layout === 'value-captions')
          return [
            ...unless(/PŘEHLED VYÚČTOVÁNÍ/.test(text), 'no "PŘEHLED VYÚČTOVÁNÍ"'),
            ...unless(/PŘEHLED PLATEB/.test(text), 'no "PŘEHLED PLATEB"'),
            ...unless(!buys || text.includes('Celkem s DPH'), 'no "Celkem s DPH"'),
          ]
        return [
          ...unless(text.includes('Vyúčtování bylo provedeno za období od'), 'no period sentence'),
          ...unless(text.includes(`Příloha č. 1 k dokladu ${bill.invoiceNumber}`), 'no annex heading'),
          // the tree gives every branch its share of the whole
          ...unless(/\d,\d %/.test(text), 'no share in per cent'),
        ]
      },
    },
  ],
}
