/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 16).
 * What the split's bills promise, checked by splits.test.ts: the shared printed-values and planted-anomaly
 * checks over the split's own wording (common.ts), and the split's own promises — document numbers with a
 * letter prefix in several forms, the amount due followed by its rounding to whole crowns, a bill of 2026
 * that still bills POZE for an earlier price segment.
 */
import { printedContract } from '../printed-contract.ts'
import { type SplitContract, unless } from '../split-contract.ts'
import * as wording from './common.ts'
import {
  generateTwentyThirdHeldOutBill,
  TWENTY_THIRD_HELD_OUT_LAYOUTS,
  TWENTY_THIRD_HELD_OUT_SEEDS,
  TWENTY_THIRD_HELD_OUT_TRADERS,
} from './index.ts'

export const { printedFailures, anomalyFailures } = printedContract(wording)

/** The split's entry for the contract test (splits.test.ts, through the registry). */
export const TWENTY_THIRD_HELD_OUT_CONTRACT: SplitContract = {
  dir: 'twenty-third-heldout',
  marker: 'HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 16).',
  seeds: TWENTY_THIRD_HELD_OUT_SEEDS,
  layouts: TWENTY_THIRD_HELD_OUT_LAYOUTS,
  idPrefix: 'heldout23',
  traders: TWENTY_THIRD_HELD_OUT_TRADERS,
  generate: generateTwentyThirdHeldOutBill,
  printedFailures,
  anomalyFailures,
  producers: ['pdfmake', 'pdf-lib', 'Skia/PDF'],
  // the twin-header layout's selling bills all sell at SPOT, and every bill prints Kč
  lacks: ['sellingType', 'splitWide'],
  pageNumber: {
    'vat-columns': (page, pages) => `str. ${page}/${pages}`,
    'twin-header': (page, pages) => `Strana ${page} z ${pages}`,
    'capital-blocks': (page, pages) => `List ${page} z ${pages}`,
  },
  checks: [
    {
      name: 'document numbers carry a letter prefix, in several forms',
      failures: ({ bill }) => unless(/^[A-Z]{1,2}/.test(bill.invoiceNumber), `document number ${bill.invoiceNumber} has no letter prefix`),
      whole: (bills) => {
        const forms = new Set(bills.map((b) => b.bill.invoiceNumber.slice(0, 2)))
        return unless(forms.size >= 3, `only ${forms.size} document number prefixes`)
      },
    },
    {
      name: 'the amount due is followed by its rounding to whole crowns',
      failures: ({ bill, text }) => {
        const flat = text.replace(/\s+/g, ' ')
        return [
          ...unless(/K úhradě po zaokrouhlení|Vrátíme po zaokrouhlení/.test(flat), 'no amount rounded to whole crowns'),
          ...unless(Math.round(bill.balance) === bill.balance || flat.includes('Zaokrouhlení'), 'no "Zaokrouhlení" line'),
        ]
      },
    },
    {
      name: 'a bill reaching into 2026 bills POZE',
      whole: (bills) =>
        unless(
          bills.some(({ bill }) => bill.periodTo >= '2026-01-01' && bill.items.some((i) => i.kind === 'poze')),
          'no bill reaching into 2026 with a POZE item',
        ),
    },
  ],
}
