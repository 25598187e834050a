/** A supplier's legal form cut by its line ("…, spol. s" over "r.o.") is read whole; nothing else under the name joins it. */
import { describe, expect, test } from 'bun:test'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { bill, header, supply } from './lines.ts'

const supplierOf = (top: [number, string][][]) => extractInvoice(bill([...top, ...header.slice(1), ...supply])).invoice.meta.supplierName

describe('supplier legal form cut by the line', () => {
  test('"…, spol. s" over "r.o." in its column is "…, spol. s r.o."; other words under it are not joined', () => {
    const block = (name: string, rest: string): [number, string][][] => [
      [[40, 'ZÁKAZNÍK'], [120, 'Jan Novák'], [300, 'Dodavatel:']],
      [[120, 'IČ: 88564719, DIČ: CZ88564719'], [300, name]],
      [[120, 'Lipová 12'], [300, rest]],
      [[120, '779 00 Olomouc'], [300, 'Pražská 1608, 251 01 Říčany']],
    ]
    expect(supplierOf(block('Posázavská energetika, spol. s', 'r.o.'))).toBe('Posázavská energetika, spol. s r.o.')
    expect(supplierOf(block('Posázavská energetika, spol. s', 'Zákaznická linka'))).not.toContain('Zákaznická')
  })

  test('a name whose form is whole takes nothing from the line under it', () => {
    expect(supplierOf([[[40, 'ZÁKAZNÍK'], [120, 'Jan Novák'], [300, 'Dodavatel:']], [[120, 'IČ: 88564719'], [300, 'Posázavská energetika s.r.o.']], [[120, 'Lipová 12'], [300, 'o.']]])).toBe('Posázavská energetika s.r.o.')
  })
})
