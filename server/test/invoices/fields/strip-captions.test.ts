/** Captions and headings are stripped from the meta block's text values by one function; a value that is only a caption is null. */
import { describe, expect, test } from 'bun:test'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { stripCaptions } from '../../../src/modules/invoices/extraction/strip-captions.ts'
import { bill, header, supply } from './lines.ts'

const metaOf = (lines: [number, string][][]) => {
  const { meta } = extractInvoice(bill([...header.filter((line) => !line[0]![1].startsWith('Adresa')), ...lines, ...supply])).invoice
  return { address: meta.supplyPointAddress, customer: meta.customerName, product: meta.productName }
}

describe('captions and headings in values', () => {
  test('an address after a caption ("Provozovna:") or a heading in capitals ("VÝROBNA (FVE 9,9 kWp)") is the address alone', () => {
    expect(metaOf([[[40, 'Odběrné místo:'], [200, 'Provozovna: Lipová 12, 140 00 Praha 4']]]).address).toBe('Lipová 12, 140 00 Praha 4')
    expect(metaOf([[[40, 'Adresa výrobny:'], [200, 'VÝROBNA (FVE 9,9 kWp) Lipová 12, 140 00 Praha 4']]]).address).toBe('Lipová 12, 140 00 Praha 4')
    expect(metaOf([[[40, 'Místo spotřeby'], [200, 'PROVOZOVNA Lipová 12, 140 00 Praha 4']]]).address).toBe('Lipová 12, 140 00 Praha 4')
  })

  test('a heading read where the customer\'s name should be is no name', () => {
    expect(metaOf([[[40, 'Zákazník:'], [200, 'Údaje o odběrném místě']]]).customer).toBeNull()
    expect(metaOf([[[40, 'Zákazník:'], [200, 'ODBĚRNÉ MÍSTO']]]).customer).toBeNull()
    expect(metaOf([[[40, 'Zákazník:'], [200, 'Jan Novák']]]).customer).toBe('Jan Novák')
  })

  test('a tariff\'s words read where the product should be are no product', () => {
    expect(metaOf([[[40, 'Produkt:'], [200, 'jednotarif']]]).product).toBeNull()
    expect(metaOf([[[40, 'Produkt:'], [200, 'VT']]]).product).toBeNull()
    expect(metaOf([[[40, 'Tarif:'], [200, 'Dvoutarif (VT/NT)']]]).product).toBeNull()
  })

  test('the vocabulary is per field: a caption of one field is stripped from it, the value\'s own words never', () => {
    expect(stripCaptions('customerName', 'Jméno: Jan Novák')).toBe('Jan Novák')
    expect(stripCaptions('customerName', 'ZÁKAZNÍK Jan Novák')).toBe('Jan Novák')
    expect(stripCaptions('supplyPointAddress', 'Adresa OM: Provozovna: Lipová 12, 140 00 Praha 4')).toBe('Lipová 12, 140 00 Praha 4')
    expect(stripCaptions('supplyPointAddress', 'Provozní 12, 140 00 Praha 4')).toBe('Provozní 12, 140 00 Praha 4')
    expect(stripCaptions('productName', 'Tarif Klasik')).toBe('Tarif Klasik')
    expect(stripCaptions('productName', 'Elektřina Standard')).toBe('Elektřina Standard')
    expect(stripCaptions('customerName', 'Tarif')).toBe('Tarif')
    expect(stripCaptions('productName', 'Produkt:')).toBeNull()
  })
})
