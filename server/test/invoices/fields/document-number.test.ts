/** The document number keeps its letter prefix, and is read under the labels of a two-column header. */
import { describe, expect, test } from 'bun:test'
import { documentNumber } from '../../../src/modules/invoices/extraction/document-number.ts'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { bill, header, supply } from './lines.ts'

const unnumbered = header.filter((line) => !line[0]![1].startsWith('Číslo faktury'))
const numberOf = (lines: [number, string][][]) => extractInvoice(bill([...lines, ...unnumbered, ...supply])).invoice.meta.invoiceNumber

describe('document number', () => {
  test('a letter prefix joined by a dash or a slash is part of the number', () => {
    expect(documentNumber('AB-2025-05-0123')).toBe('AB-2025-05-0123')
    expect(documentNumber('VY-25/001234')).toBe('VY-25/001234')
    expect(documentNumber('FV2025004512')).toBe('FV2025004512')
    expect(documentNumber('7310045521 | Datum: 1. 2. 2025')).toBe('7310045521')
  })

  test('a date, a word or too few digits is no number', () => {
    expect(documentNumber('12. 3. 2025')).toBeNull()
    expect(documentNumber('2025-03-12')).toBeNull()
    expect(documentNumber('AB-123')).toBeNull()
    expect(documentNumber('FAKTURA-2025')).toBeNull()
  })

  test('"Číslo faktury: AB-2025-05-0123" reads the whole number', () => {
    expect(numberOf([[[40, 'Číslo faktury: AB-2025-05-0123']]])).toBe('AB-2025-05-0123')
  })

  test('"Daňový doklad č." in the right column of a two-column header, its value beside it', () => {
    expect(numberOf([[[40, 'Odběratel:'], [300, 'Daňový doklad č.'], [420, 'AB-2025-05-0123']], [[40, 'Jan Novák'], [300, 'Variabilní symbol'], [420, '4410022']]])).toBe('AB-2025-05-0123')
  })

  test('"Číslo vyúčtování" over its value, beside another label over its value', () => {
    expect(numberOf([[[40, 'Odběratel:'], [300, 'Číslo vyúčtování'], [420, 'Datum splatnosti']], [[40, 'Jan Novák'], [300, 'VY-25/001234'], [420, '1. 4. 2025']]])).toBe('VY-25/001234')
  })

  test('a title "DAŇOVÝ DOKLAD Č." carries the number on its line', () => {
    expect(numberOf([[[40, 'DAŇOVÝ DOKLAD Č. AB-2025-05-0123'], [300, 'Odběratel: Jan Novák']]])).toBe('AB-2025-05-0123')
  })
})
