/** NINETEENTH SPLIT (blind development), written blind on 2026-11-28 (session 14).
 * What the nineteenth split's bills promise about their text layer, checked by splits.test.ts:
 * every value the expected extraction holds is printed in one of the forms the layouts use, what it
 * leaves null is not printed (no selling wording on purchase bills, no NT on single-tariff bills, no
 * contract end, no distributor name or fault line where the distributor must come from the address…),
 * and every planted anomaly is visible in the printed figures.
 */
import * as wording from './common.ts'
import { printedContract } from '../printed-contract.ts'
import { formatNumber } from '../format.ts'
import { type SplitContract, unless } from '../split-contract.ts'
import { generateNineteenthSplitBill, NINETEENTH_SPLIT_LAYOUTS, NINETEENTH_SPLIT_SEEDS, NINETEENTH_SPLIT_TRADERS } from './index.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)

/** The split's entry for the contract test (splits.test.ts, through the registry). */
export const NINETEENTH_SPLIT_CONTRACT: SplitContract = {
  dir: 'nineteenth-split',
  marker: 'NINETEENTH SPLIT (blind development), written blind on 2026-11-28 (session 14).',
  seeds: NINETEENTH_SPLIT_SEEDS,
  layouts: NINETEENTH_SPLIT_LAYOUTS,
  idPrefix: 'dev19',
  traders: NINETEENTH_SPLIT_TRADERS,
  generate: generateNineteenthSplitBill,
  printedFailures,
  anomalyFailures,
  pageNumber: {
    'month-sections': (page, pages) => `Strana ${page} (z ${pages})`,
    'erp-remarks': (page, pages) => `Str. ${page} z ${pages}`,
    'fine-print-columns': (page, pages) => `Stránka ${page}/${pages}`,
  },
  checks: [
    {
      name: 'each layout carries its own structure',
      failures: ({ layout, text, bill }) => {
        if (layout === 'month-sections')
          // a section per calendar month of the period, then the summary of the whole period
          return [
            ...unless(/Rozpis vyúčtování po měsících|Měsíční rozpis položek/.test(text), 'no monthly sections'),
            ...unless(/Souhrn za zúčtovací období|Položky za celé období/.test(text), 'no summary of the period'),
          ]
        if (layout === 'erp-remarks')
          return [
            ...unless(text.includes('Označení dodávky'), 'no "Označení dodávky"'),
            ...unless(/Poznámka:|Text za položkami:|Doplňující údaje:/.test(text), 'no remark'),
            ...unless(text.includes(' à '), 'no " à "'),
          ]
        // money with the currency before the number
        const flat = text.replace(/[\s\u00a0\u202f]+/g, ' ')
        const balance = formatNumber(Math.abs(bill.balance), 2, bill.style).replace(/[\s\u00a0\u202f]+/g, ' ')
        return [
          ...unless(flat.includes(`${bill.style.currency} ${balance}`), 'no currency before the balance'),
          ...unless(text.toLowerCase().includes(bill.direction === 'sell' ? 'výkup přetoků' : 'rozpis ceny'), 'no section title'),
        ]
      },
    },
  ],
}
