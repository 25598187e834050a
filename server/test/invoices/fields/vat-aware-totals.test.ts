/** The total without VAT is never the total with VAT: the printed VAT, the total with VAT and the line items tell them apart. */
import { describe, expect, test } from 'bun:test'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { isTotalWithVat, totalWithoutVat } from '../../../src/modules/invoices/extraction/vat-totals.ts'
import { bill, header, supply } from './lines.ts'

/** The supply rows add up to 1 762,23 without VAT: 370,07 of VAT, 2 132,30 with it. */
const totalOf = (lines: [number, string][][]) => {
  const { invoice, warnings } = extractInvoice(bill([...header, ...supply, ...lines]))
  return { total: invoice.observations.buyTotalCzkNoVat, warned: warnings.some((w) => w.field === 'observations.buyTotalCzkNoVat') }
}

describe('VAT-aware totals', () => {
  test('the totals side by side, the one with VAT read after the label without: the total without VAT, reconciled', () => {
    expect(totalOf([[[40, 'Celkem bez DPH'], [250, 'Celkem s DPH']], [[40, '2 132,30 Kč'], [250, '1 762,23 Kč']]])).toEqual({ total: 1762.23, warned: false })
  })

  test('a figure equal to the printed total with VAT is that total: the items give the one without', () => {
    expect(totalOf([[[40, 'Celkem bez DPH'], [430, '2 132,30 Kč']], [[40, 'Celkem s DPH'], [430, '2 132,30 Kč']]])).toEqual({ total: 1762.23, warned: false })
  })

  test('a figure that is the printed VAT\'s base plus that VAT gives the base', () => {
    expect(totalOf([[[40, 'Celkem bez DPH'], [430, '2 132,30 Kč']], [[40, 'DPH 21 %'], [430, '370,07 Kč']]])).toEqual({ total: 1762.23, warned: false })
  })

  test('the printed totals in their places are read as printed', () => {
    expect(totalOf([[[250, 'bez DPH'], [330, 'DPH'], [430, 's DPH']], [[40, 'Celkem za elektřinu'], [250, '1 762,23'], [330, '370,07'], [430, '2 132,30']]])).toEqual({ total: 1762.23, warned: false })
  })

  test('a total with VAT that nothing printed reduces is left empty with a warning, never shown as the total without VAT', () => {
    const figures = { computed: 0, vat: null, withVat: 2132.3, items: 0 }
    expect(isTotalWithVat(2132.3, figures)).toBe(true)
    expect(totalWithoutVat(2132.3, figures)).toBeNull()
  })

  test('a bill without VAT, its totals equal and its items adding up to them, keeps its total', () => {
    expect(totalWithoutVat(1762.23, { computed: 1762.23, vat: 0, withVat: 1762.23, items: 2 })).toBe(1762.23)
    expect(totalWithoutVat(1762.23, { computed: 1762.23, vat: null, withVat: 1762.23, items: 2 })).toBe(1762.23)
  })
})
