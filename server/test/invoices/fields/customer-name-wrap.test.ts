/** A customer's name never takes the address line under it: a name has no digit. */
import { describe, expect, test } from 'bun:test'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { bill, header, supply } from './lines.ts'

const customerOf = (lines: [number, string][][]) => extractInvoice(bill([...header, ...lines, ...supply])).invoice.meta.customerName

describe('customer name over its address', () => {
  test('"ZÁKAZNÍK | Pavel Pokorný" over "Komenského 27" is the name alone', () => {
    expect(customerOf([[[40, 'ZÁKAZNÍK'], [120, 'Pavel Pokorný'], [300, 'Dodavatel:']], [[120, 'Komenského 27'], [300, 'Pražská energetika, a.s.']], [[120, '669 02 Znojmo']]])).toBe('Pavel Pokorný')
  })

  test('a name wrapped inside its cell keeps its words ("Truhlářství Bárta a syn," over "v.o.s.")', () => {
    expect(customerOf([[[40, 'Zákazník:'], [120, 'Truhlářství Bárta a syn,']], [[120, 'v.o.s.']], [[40, 'Kotlářská 5, 602 00 Brno']]])).toBe('Truhlářství Bárta a syn, v.o.s.')
  })
})
