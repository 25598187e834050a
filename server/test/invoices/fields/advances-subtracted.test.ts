/** Advances worded as the subtraction they are ("Minus uhrazené zálohy") are the advances: a bill that reconciles raises no balance warning. */
import { describe, expect, test } from 'bun:test'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { bill, header, supply } from './lines.ts'

describe('advances worded as a subtraction', () => {
  test('"Minus uhrazené zálohy" is the sum of the advances, not a schedule of them printed before it', () => {
    const { invoice, warnings } = extractInvoice(
      bill([
        ...header,
        ...supply,
        [[40, 'Celkem bez DPH'], [430, '1 762,23 Kč']],
        [[40, 'DPH 21 %'], [430, '370,07 Kč']],
        [[40, 'Celkem s DPH'], [430, '2 132,30 Kč']],
        [[40, 'Zálohy přijaté v období: 4. 1. 2025 900,00, 4. 2. 2025 900,00.']],
        [[40, 'Vyúčtováno celkem s DPH'], [430, '2 132,30 Kč']],
        [[40, 'Minus uhrazené zálohy'], [430, '-1 800,00 Kč']],
        [[40, 'Nedoplatek'], [430, '332,30 Kč']],
      ]),
    )
    expect(invoice.observations.balanceDueCzkWithVat).toBe(332.3)
    expect(warnings.filter((w) => w.field === 'observations.balanceDueCzkWithVat')).toEqual([])
  })
})
